"""What a CHAOS bot reads of the table: the seat's view, built fast from the state (bots.chaos_heuristic scores it)."""
from __future__ import annotations

from ..games.chaos.cards import card_dict
from ..games.chaos.seats import SEATS
from ..games.chaos.view import PUBLIC


def board_view(state, seat, scoring: bool = True) -> dict:
    """Return what the bots read of `state.view(seat)`, equal to it where it holds anything: the map's shape, the
    gate, the key, the cells of the bombs `seat` knows, each piece's seat, team, role and cell (None while it hides
    from `seat`), its prompt, the time, the hands (cards of its own only), the order.

    Read from the state by the view's own rules (CH-HIDE-1/2, CH-G5) without the rest of the view (decks, discards,
    combo, the pieces' timed effects, the map's spawns...), which a bot decision never reads: a full view per
    decision was a third of a CHAOS heuristic game's time. `scoring=False`: the board alone (no prompt, time, hands
    or order), for a leaf evaluation that scores no action."""
    public = seat == PUBLIC
    bombs = sorted(state.bombs | state.temp_bombs) if seat is None else [] if public else sorted(
        state.known_bombs(seat))
    board = {"map": _map_shape(state.map), "gate_open": state.gate_open, "key": _one_based(state.key),
             "bombs": [{"cell": [r + 1, c + 1]} for r, c in bombs],
             "pieces": [{"seat": s, "team": state.team(s), "role": state.role[s],
                         "cell": _one_based(state.pos[s]) if (s not in state.vanish if public
                                                              else state.sees_piece(seat, s)) else None}
                        for s in SEATS], "prompt": None}
    if scoring:
        board.update(prompt=state._prompt(seat), time=state._time_view(), order=list(state.order),
                     vision=sorted(state.vision),
                     direction=state.direction,
                     hands={s: {"count": len(state.hand[s]),
                                "cards": [card_dict(c) for c in state.hand[s]] if seat is None or s == seat else None}
                            for s in SEATS})
    return board


def _one_based(cell):
    return None if cell is None else [cell[0] + 1, cell[1] + 1]


_SHAPES: dict = {}


def _map_shape(m) -> dict:
    """Return the map's rows, cols, obstacles and gate as the view gives them (1-based), once per map object (a map
    never changes during a game)."""
    shape = _SHAPES.get(id(m))
    if shape is None or shape[0] is not m:
        view = {"rows": m.rows, "cols": m.cols, "obstacles": [[r + 1, c + 1] for r, c in sorted(m.obstacles)],
                "gate": [m.gate[0] + 1, m.gate[1] + 1]}
        if len(_SHAPES) > 64:
            _SHAPES.clear()
        shape = _SHAPES[id(m)] = (m, view)
    return shape[1]
