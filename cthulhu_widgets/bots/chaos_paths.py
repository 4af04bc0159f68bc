"""Step counts on a CHAOS board as one seat knows it: which cells a patient or a ghost may enter, BFS distances to a
goal around known bombs, and how near a cell is to the open gate or an enemy patient (the heuristic bot's geometry)."""
from __future__ import annotations

from collections import deque
from functools import lru_cache

ESCAPE_REACH = 2   # steps from the open gate within which a patient's escape is urgent (a move and a Sprint)


class ChaosPaths:
    """Distances on the board of a seat's view; the board (bots/chaos_heuristic._Board) sets `view`, `rows`, `cols`,
    `obstacles`, `gate`, `bombs`, `goal`, `enemy_patients` and an empty `_dist_cache`."""

    def passable(self, cell, patient=True) -> bool:
        r, c = cell
        if not (1 <= r <= self.rows and 1 <= c <= self.cols):
            return False
        if patient:
            return cell not in self.obstacles and (cell != self.gate or self.view["gate_open"])
        return cell != self.gate

    def distances(self, goal, patient=True) -> dict:
        """Return BFS step counts to `goal` (patients avoid known bombs)."""
        key = (goal, patient)
        if key not in self._dist_cache:
            # The board changes rarely within a game, while rollouts ask again thousands of times: one shared memo
            # keyed by everything the search reads (the map, the gate, known bombs) answers most of them.
            self._dist_cache[key] = _bfs(self.rows, self.cols, frozenset(self.obstacles), self.gate,
                                         bool(self.view["gate_open"]),
                                         frozenset(self.bombs) if patient else frozenset(), goal, patient)
        return self._dist_cache[key]

    def in_reach(self, cell) -> bool:
        """Whether a patient on `cell` is within ESCAPE_REACH steps of the open gate."""
        return bool(self.view["gate_open"]) and self.distances(self.gate).get(cell, 99) <= ESCAPE_REACH

    def _gate_steps(self, cell) -> int:
        return abs(cell[0] - self.gate[0]) + abs(cell[1] - self.gate[1])

    def to_goal(self, cell, goal=None) -> float:
        goal = goal or self.goal
        if goal is None:
            return 0.0
        return self.distances(goal).get(cell, 99)

    def chase(self, cell) -> float:
        """Return the distance from `cell` to the nearest enemy patient (ghosts walk through obstacles)."""
        if not self.enemy_patients:
            return 0.0
        return min(abs(cell[0] - r) + abs(cell[1] - c) for r, c in self.enemy_patients)


def _near(a, b, reach: int = 1) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) <= reach


@lru_cache(maxsize=4096)
def _bfs(rows, cols, obstacles, gate, gate_open, bombs, goal, patient) -> dict:
    """Return BFS step counts to `goal` on this board (read only: callers share the dict)."""
    dist = {goal: 0}
    queue = deque([goal])
    while queue:
        r, c = queue.popleft()
        step = dist[(r, c)] + 1
        for cell in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if cell in dist or not (1 <= cell[0] <= rows and 1 <= cell[1] <= cols):
                continue
            if patient:
                if cell in obstacles or (cell == gate and not gate_open) or cell in bombs:
                    continue
            elif cell == gate:
                continue
            dist[cell] = step
            queue.append(cell)
    return dist
