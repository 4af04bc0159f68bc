"""A CHAOS bot that plays from its seat's view only: patients make for the key then the gate around known
bombs, ghosts chase enemy patients, combos are joined whenever the cards allow but started only for a clear gain
(it takes the teammate's turn), else a card covers the team when both seats gain from it (CH-COVER-1); three cards of
a suit set Dawn when enemy ghosts close in on our patients or Midnight when enemy patients near their goal, and
Schizophrenia reverses the order when that delays a dangerous enemy seat."""
from __future__ import annotations

from ..games.chaos.seats import MATE
from .base import ScoringBot
from .chaos_board import board_view  # noqa: F401  (evaluate.py and report.leads read it here)
from .chaos_paths import ChaosPaths, _near

COMBO_GAIN = 3    # steps a combo must gain (or Mischief + Checkup's first sight of every bomb) to take a turn
SIGHT_REACH = 4   # steps from its goal within which our patient walks among bombs it must see
JOIN_WAIT = 2     # rounds a combo kind a person declined is not offered again (its draws may bring the card by then)
DIRECTIONS = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}
COMBO_TASTE = {"C5": 4, "C2": 3, "C3": 2, "C1": 1}
CARD_TASTE = {"sprint": 6, "amnesia": 3, "prank": 3, "brainwash": 2, "possession": 7, "mischief": 4,
              "protection": 2, "checkup": 3, "vanish": 1, "schizophrenia": 0}


class ChaosHeuristicBot(ScoringBot):
    """Scores each legal action with distances on the board as its seat sees it."""

    name = "heuristic"

    def __init__(self, seed: int | None = None, people=()):
        super().__init__(seed)
        self.people = frozenset(people)   # the seats persons play: a person's turn is not spent lightly
        self.covered: dict = {}            # seat -> the last round it covered a person's team
        self.offered: dict = {}            # seat -> (combo, round) it offered its person partner, answer unknown
        self.declined: dict = {}           # seat -> {combo: the round its person partner declined it}

    def context(self, state):
        """Return the board as the seat to act sees it."""
        seat = state.to_act
        person = MATE[seat] in self.people
        refused = {c for c, r in self.declined.get(seat, {}).items() if state.round - r <= JOIN_WAIT}
        return _Board(board_view(state, seat), seat, person=person,
                      covered_last=person and self.covered.get(seat) == state.round - 1, refused=refused)

    def choose(self, state):
        """Return the best-scoring legal action, remembering the round of a cover of a person's team and the combos
        the person declined (our turn goes on in the same round with no combo: review 34, room_en 5)."""
        seat = state.to_act
        offer = self.offered.pop(seat, None)
        if offer and offer[1] == state.round and state.combo is None:
            self.declined.setdefault(seat, {})[offer[0]] = state.round
        action = super().choose(state)
        if MATE[seat] in self.people:
            if action.kind == "cover":
                self.covered[seat] = state.round
            if action.kind == "combo":
                self.offered[seat] = (action["combo"], state.round)
        return action

    def score(self, board, action) -> float:
        """Return the worth of an action."""
        return board.score(action)


class _Board(ChaosPaths):
    """What one seat sees: cells, pieces, known bombs, the goal of each piece, and scoring."""

    def __init__(self, view: dict, seat: str, person: bool = False, covered_last: bool = False, refused=()):
        self.view, self.seat = view, seat
        self.person, self.covered_last = person, covered_last   # the teammate is a person; we covered it last round
        self.refused = refused   # the combos our person partner declined lately: not offered again yet
        m = view["map"]
        self.rows, self.cols = m["rows"], m["cols"]
        self.obstacles = {tuple(c) for c in m["obstacles"]}
        self.gate = tuple(m["gate"])
        self.bombs = {tuple(b["cell"]) for b in view["bombs"]}
        self.key = tuple(view["key"]) if view["key"] else None
        self.pieces = {p["seat"]: p for p in view["pieces"]}
        me = self.pieces[seat]
        self.role, self.team = me["role"], me["team"]
        self.here = tuple(me["cell"])
        self.enemy_patients = [tuple(p["cell"]) for p in view["pieces"]
                               if p["team"] != self.team and p["role"] == "patient" and p["cell"]]
        self.enemy_ghosts = [tuple(p["cell"]) for p in view["pieces"]
                             if p["team"] != self.team and p["role"] == "ghost" and p["cell"]]
        self.goal = self.gate if view["gate_open"] else self.key
        self._dist_cache: dict = {}
        prompt = view["prompt"]
        self.picking = bool(prompt) and prompt["kind"] in ("pick", "push")
        own = [tuple(p["cell"]) for p in view["pieces"]
               if p["team"] == self.team and p["role"] == "patient" and p["cell"]]
        self.own_patients = own
        self.own_ghosts = [tuple(p["cell"]) for p in view["pieces"]
                           if p["team"] == self.team and p["role"] == "ghost" and p["cell"]]
        # A ghost fetches the key when its own patient is nearer the gate than every enemy patient.
        self.fetch_key = (self.role == "ghost" and not view["gate_open"] and self.key is not None and own
                          and min(map(self._gate_steps, own)) <= min(map(self._gate_steps, self.enemy_patients),
                                                                     default=99))
        # Escapes in reach (review 17, finding 1): a patient within ESCAPE_REACH steps of the open gate.
        self.escaping = self.role == "patient" and self.in_reach(self.here)
        self.urgent = sorted((p for p in self.enemy_patients if self.in_reach(p)), key=self.to_goal)

    # ----- scoring ----------------------------------------------------------------------------------
    def score(self, a) -> float:
        k = a.kind
        if k in ("move", "pick") and self.picking:
            return self.score_pick(a)
        if k == "move":
            return self.score_cell((a["row"], a["col"]))
        if self.escaping and k in ("combo", "cover", "play", "declare_time") and not self.keeps_escape(a):
            return -10   # walk out first: a combo, a cover or a card before the move only gives the enemy time
        if k in ("stay", "stop"):
            return self.score_cell(self.here) - 0.1
        if k == "spin":
            return 0.5
        if k == "combo":
            worth = a["combo"] not in self.refused and self.combo_worth(a["combo"])
            return 50 + COMBO_TASTE[a["combo"]] if worth else -200
        if k in ("join", "react"):
            return 50
        if k == "cover":
            return self.score_cover(a["card"].rsplit("_", 1)[0])
        if k == "jump":
            return self.score_jump()
        if k in ("decline", "pass"):
            return 0
        if k == "end":
            return 1
        if k == "declare_time":
            return self.score_time(a)
        if k == "push":
            return self.score_push(a["dir"])
        if k == "play":
            return self.score_play(a)
        return 0

    # ----- CH-COMBO-1: a combo takes the teammate's turn, so it is started only for a clear gain ------------
    def combo_worth(self, combo: str) -> bool:
        """Whether starting `combo` gains clearly more than the two seats' own turns (newcomer review 19, finding 1:
        the partner bot asked for a combo in most rounds, and a person who joins gives up its own cards)."""
        return {"C1": self.jump_gain, "C2": self.swap_gain, "C3": self.push_gain,
                "C5": self.sight_gain}[combo]() >= COMBO_GAIN

    def jump_gain(self) -> float:
        """CH-C1: the steps our patient saves by jumping to our ghost's cell (it must stand within its 3×3)."""
        ours = {p["role"]: tuple(p["cell"]) for p in self.pieces.values() if p["team"] == self.team and p["cell"]}
        if len(ours) < 2 or self.goal is None or max(abs(a - b) for a, b in zip(ours["patient"], ours["ghost"])) > 1:
            return 0.0
        return self.to_goal(ours["patient"]) - self.to_goal(ours["ghost"])

    def swap_gain(self) -> float:
        """CH-C2: the steps the enemy team loses when its ghost becomes the patient, where it stands."""
        theirs = {p["role"]: tuple(p["cell"]) for p in self.pieces.values() if p["team"] != self.team and p["cell"]}
        if len(theirs) < 2 or self.goal is None:
            return 0.0
        return min(self.to_goal(theirs["ghost"]), 20) - self.to_goal(theirs["patient"])

    def push_gain(self) -> float:
        """CH-C3: the steps a full push in the direction we would choose (score_push) puts between the enemy
        patients and their goal; none when every direction brings one nearer the gate or onto our patient."""
        before = sum(self.to_goal(c) for c in self.enemy_patients) if self.goal else 0.0
        far, moved, nearer, meets = max((self.push_outcome(d, 3) for d in DIRECTIONS), key=_push_rank)
        return far - before if moved and not nearer and not meets else 0.0

    def sight_gain(self) -> float:
        """CH-C5: seeing every bomb is worth a turn while our patient still has its way to walk and does not see
        them yet (its full effect is not cumulative: review 9, the partner asked for it twice)."""
        if self.sees_all() or self.goal is None:
            return 0.0
        return COMBO_GAIN if any(self.to_goal(c) <= SIGHT_REACH for c in self.own_patients) else 0.0

    def sees_all(self) -> bool:
        """Whether every patient of the team already sees every bomb for the rest of the game (CH-C5's full effect,
        not cumulative): a Mischief + Checkup combo gives it nothing (review 9: the partner asked for it twice)."""
        ours = [s for s, p in self.pieces.items() if p["team"] == self.team and p["role"] == "patient"]
        return set(ours) <= set(self.view.get("vision", ()))

    def keeps_escape(self, a) -> bool:
        """Whether a card played while the patient's escape is in reach helps it out: a Sprint (played or as a
        cover) adds the step it may lack."""
        return a.kind in ("cover", "play") and a["card"].startswith("sprint_")

    def score_cell(self, cell) -> float:
        if self.role == "patient":
            if cell == self.gate and self.view["gate_open"]:
                return 1000.0   # CH-WIN-1: the move wins now
            if cell in self.bombs:
                return -100
            if cell in self.enemy_ghosts:
                return -50  # meeting an enemy ghost makes us a ghost
            return -self.to_goal(cell) - 0.3 * sum(1 for g in self.enemy_ghosts if _near(g, cell))
        if self.fetch_key:
            return -(abs(cell[0] - self.key[0]) + abs(cell[1] - self.key[1]))
        if self.urgent:
            return self.score_block(cell)
        return -self.chase(cell)

    def score_block(self, cell) -> float:
        """A ghost against an enemy patient whose escape is in reach: step onto it (the swap makes it a ghost,
        CH-SWAP-1), else stand on its way to the gate or near it, keeping Possession's 3×3 (CH-G1) in reach; never
        swap with another enemy patient (our ghost would become a patient and its ghost cards unplayable)."""
        if cell in self.urgent:
            return 100.0
        if cell in self.enemy_patients:
            return -20.0
        target = self.urgent[0]
        s = -float(abs(cell[0] - target[0]) + abs(cell[1] - target[1]))
        way = self.distances(self.gate)
        if way.get(cell, 99) + abs(cell[0] - target[0]) + abs(cell[1] - target[1]) == way[target]:
            s += 3.0   # on a shortest way in: the patient that enters our cell swaps
        if max(abs(cell[0] - target[0]), abs(cell[1] - target[1])) <= 1 and self.holds("possession"):
            s += 5.0
        return s

    def holds(self, function: str) -> bool:
        """Whether our hand holds a card of `function` playable in our role."""
        hand = (self.view.get("hands") or {}).get(self.seat) or {}
        return any(c["function"] == function and c["role"] == self.role for c in hand.get("cards") or ())

    # ----- CH-COVER-1/2 and CH-C1-2 ---------------------------------------------------------------------------
    def score_cover(self, function: str) -> float:
        """Return the worth of covering the team with a card (below any combo, above moving alone) when both
        teammates gain from its effect, else a score no move falls to. A person's turn is taken only when the cover
        clearly matters to its piece this round, and never two rounds running (newcomer review 34, chaos_en 1)."""
        if self.person and (self.covered_last or not self.cover_matters(function)):
            return -100
        mate = self.pieces[MATE[self.seat]]
        mate_cell = tuple(mate["cell"]) if mate["cell"] else None
        ours = [self.here] + ([mate_cell] if mate_cell and mate["role"] == "patient" else [])
        if function == "protection":
            helps = len(ours) == 2 and any(_near(g, p, 2) for g in self.enemy_ghosts for p in ours)
        elif function in ("sprint", "checkup"):
            helps = self.goal is not None
        else:  # vanish: both ghosts slip out of sight while they close in on the enemy patients
            helps = bool(self.enemy_patients)
        return 40 + CARD_TASTE[function] if helps else -100

    def cover_matters(self, function: str) -> bool:
        """Whether a cover gives the teammate's piece what it needs this round: a Sprint's extra step that brings its
        patient onto the key or the gate (or its ghost onto an enemy patient about to escape), a Protection against an
        enemy ghost next to its patient. Checkup and Vanish never do (a Vanish even stops the teammate's swap)."""
        mate = self.pieces[MATE[self.seat]]
        if not mate["cell"]:
            return False
        cell = tuple(mate["cell"])
        if function == "sprint":
            if mate["role"] == "patient":
                return self.goal is not None and self.to_goal(cell) == 2
            return any(abs(cell[0] - r) + abs(cell[1] - c) == 2 for r, c in self.urgent)
        if function == "protection":
            return mate["role"] == "patient" and any(_near(g, cell) for g in self.enemy_ghosts)
        return False

    def score_jump(self) -> float:
        """CH-C1-2: jump to our ghost's cell when that brings the patient nearer its goal."""
        ghost = self.pieces[self.view["prompt"]["ghost"]]
        if not ghost["cell"] or self.goal is None:
            return 0.5
        return 0.5 + self.to_goal(self.here) - self.to_goal(tuple(ghost["cell"]))

    # ----- CH-TIME-1 and CH-P1: changing the time and the order -----------------------------------------
    def patient_urgency(self, cell) -> float:
        """Return how close a patient at `cell` is to its goal (the key, then the gate): 0 when 6 steps away or
        more, 5 when one step away."""
        if self.goal is None:
            return 0.0
        return max(0.0, 6.0 - self.to_goal(cell))

    @staticmethod
    def ghost_threat(ghosts, patients) -> float:
        """Return how closely `ghosts` press on `patients`: 3 per ghost next to a patient, fading to 0 at 4."""
        return sum(max(0, 4 - abs(g[0] - p[0]) - abs(g[1] - p[1])) for g in ghosts for p in patients)

    def score_time(self, a) -> float:
        """Dawn (ghosts kept to a line) when enemy ghosts press our patients harder than ours press theirs;
        Midnight (patients step at random) when enemy patients are nearer their goal than ours; minus the
        playable cards the three discards throw away."""
        current = self.view["time"]["kind"] if self.view["time"] else None
        if a["time"] == current:
            return -5.0
        if a["time"] == "dawn":  # an enemy ghost on our patient's cell makes it a ghost: weighed double
            gain = (2 * self.ghost_threat(self.enemy_ghosts, self.own_patients)
                    - self.ghost_threat(self.own_ghosts, self.enemy_patients))
        else:
            gain = (sum(map(self.patient_urgency, self.enemy_patients))
                    - sum(map(self.patient_urgency, self.own_patients)))
        cards = {c["id"]: c for c in self.view["hands"][self.seat]["cards"]}
        # the three cards are replaced by the end-of-turn draw: the loss is which cards, not how many
        cost = sum(CARD_TASTE[cards[c]["function"]] for c in a["cards"].split("+") if cards[c]["role"] == self.role)
        return 2 * gain - 0.25 * cost - 1.0

    def seat_urgency(self, seat: str) -> float:
        """Return how much it matters that `seat` acts soon, for our team (+) or against it (-)."""
        piece = self.pieces[seat]
        if not piece["cell"]:
            return 0.0
        cell = tuple(piece["cell"])
        if piece["role"] == "patient":
            value = self.patient_urgency(cell)
        else:
            value = self.ghost_threat([cell], self.own_patients if piece["team"] != self.team else self.enemy_patients)
        return value if piece["team"] == self.team else -value

    def score_reverse(self) -> float:
        """CH-P1: reversing gives the seat before us the next turn and makes the seat after us wait."""
        order, step = self.view["order"], self.view["direction"]
        i = order.index(self.seat)
        sooner, later = order[(i - step) % 4], order[(i + step) % 4]
        return self.seat_urgency(sooner) - self.seat_urgency(later)

    def score_play(self, a) -> float:
        f = a["card"].rsplit("_", 1)[0]
        if f == "schizophrenia":
            return self.score_reverse()
        s = float(CARD_TASTE[f])
        if f == "protection" and not (self.enemy_ghosts and any(_near(g, self.here, 2) for g in self.enemy_ghosts)):
            s = 0.5
        if f == "sprint" and self.goal is None:
            s = 0.5
        if f == "possession" and self.urgent:   # push the patient whose escape is in reach, not another
            target = self.pieces[a["target"]]["cell"]
            s += 20 if target and tuple(target) in self.urgent else -5
        if f in ("amnesia", "prank"):
            s += 0.1 * self.view["hands"][a["target"]]["count"]
        if f == "mischief" and a["mode"] == "relocate":
            s -= 1
        return s

    def score_pick(self, a) -> float:
        cell = (a["row"], a["col"])
        prompt = self.view["prompt"]
        if prompt["kind"] == "push":
            return self.to_goal(cell, self.goal) if self.goal else 0.0
        if prompt["purpose"] == "checkup":
            return -self.to_goal(cell) if self.goal else -abs(cell[0] - self.here[0]) - abs(cell[1] - self.here[1])
        # Mischief: bombs on the enemy patients' way
        return -min((abs(cell[0] - r) + abs(cell[1] - c) for r, c in self.enemy_patients), default=0)

    def score_push(self, direction: str) -> float:
        """CH-C3: how far from their goal the push leaves the enemy patients, where they really stop (the edge stops
        every piece, walls a patient; a protected piece stays), any push that moves an enemy above one that moves
        none (review 10 finding 3: 'up' with the enemy patient on row 1 moved nothing, and it walked out to win),
        and any push that brings no enemy patient nearer the gate above one that does; never one that pushes an enemy
        ghost onto the team's own patient (a meeting swaps their roles, CH-SWAP-5: newcomer review 18, the partner
        bot's 'down' made the reader a ghost and left team A no patient), while another direction exists."""
        combo = self.view.get("combo") or {}
        return _push_rank(self.push_outcome(direction, 1 if combo.get("effect") == "weak" else 3))

    def push_outcome(self, direction: str, reach: int) -> tuple:
        """Return what pushing the enemy pieces `reach` cells `direction` does: the enemy patients' summed steps to
        their goal after it, whether any enemy piece moved, the steps it brings enemy patients nearer the gate, and
        whether an enemy ghost meets our patient."""
        dr, dc = DIRECTIONS[direction]
        mates = {tuple(p["cell"]) for p in self.pieces.values() if p["team"] == self.team and p["role"] == "patient"
                 and p["cell"] and not p.get("protected")}
        far, moved, nearer, meets = 0.0, False, 0, False
        for p in self.pieces.values():
            if p["team"] == self.team or not p["cell"] or p.get("protected"):
                continue
            start = cell = tuple(p["cell"])
            for _ in range(reach):
                nxt = (cell[0] + dr, cell[1] + dc)
                if not self.passable(nxt, p["role"] == "patient"):
                    break
                cell = nxt
                if p["role"] == "ghost" and cell in mates:   # the meeting swaps and stops the push there
                    meets = True
                    break
            moved = moved or cell != start
            far += self.to_goal(cell) if p["role"] == "patient" and self.goal else 0.0
            if p["role"] == "patient":
                nearer += max(0, self._gate_steps(start) - self._gate_steps(cell))
        return far, moved, nearer, meets


def _push_rank(outcome) -> float:
    """Rank a push's outcome (Board.push_outcome): farther is better, any enemy moved above none, never an enemy
    patient nearer the gate (review 17, finding 3: e1 to b1) nor an enemy ghost onto our patient while another
    direction exists."""
    far, moved, nearer, meets = outcome
    return far + (1000.0 if moved else 0.0) - (3000.0 + nearer if nearer else 0.0) - (6000.0 if meets else 0.0)
