"""A step onto a ✗? cell (a bomb found there by a Checkup, maybe gone since) is marked on its move, so the table asks
to confirm it as it does a known bomb's (round AQ, fixer AQ4; newcomer review 25, room_en 9: B1 walked onto b7, a ✗
of the round before, and exploded; no confirmation, the highlight like any other). CH-P2 (Checkup), CH-DUR-3 (a
temporary bomb goes), CH-HIDE-2 (the mark is the seat's own knowledge: the same whether the bomb went or not)."""
from __future__ import annotations

from cthulhu_widgets.frames.chaos import legal
from cthulhu_widgets.games import chaos

D1, E1, C1 = (0, 3), (0, 4), (2, 2)


def _game(d1_temporary=True):
    """B1 (patient) at c1 beside d1; A2 planted d1 and e1 (or only e1, d1 a permanent bomb): tests/test_chaos_round9m."""
    temp = [{"cell": [1, 5], "planter": "A2"}] + ([{"cell": [1, 4], "planter": "A2"}] if d1_temporary else [])
    bombs = [[6, 7], [6, 8]] + ([] if d1_temporary else [[1, 4]])
    return chaos.new_game(seed=7, setup={"pieces": {"B1": [1, 3]}, "bombs": bombs, "temp_bombs": temp, "start": "B1"})


def _move(s, cell):
    moves = [a for a in s.legal_actions() if a.kind == "move" and (a["row"] - 1, a["col"] - 1) == cell]
    return legal(s, moves, "en")[0]


def test_a_move_onto_a_maybe_bomb_is_marked_for_a_confirmation_not_drawn_as_a_known_bomb():
    """After A2's plants went, B1's ✗ at d1 is a maybe: its move carries `maybe` (the page asks a second tap), not
    `danger` (no certain red ✗, review 9), and its words say why."""
    s = _game()
    s._checkup(("B1",), [D1, E1, C1])
    s._plants_gone({"A2"})
    move = _move(s, D1)
    assert move["target"].get("maybe") == 1 and not move["target"].get("danger"), move
    assert "a bomb was here when you checked" in move["text"]


def test_the_mark_tells_nothing_hidden_CH_HIDE_2():
    """Whether d1 was temporary (gone) or permanent (there), B1's move onto it is marked the same."""
    marks = []
    for temporary in (True, False):
        s = _game(temporary)
        s._checkup(("B1",), [D1, E1, C1])
        s._plants_gone({"A2"})
        marks.append([m["target"] for m in legal(s, s.legal_actions(), "en") if m["kind"] == "move"])
    assert marks[0] == marks[1] and any(t.get("maybe") for t in marks[0])


def test_a_plain_move_carries_no_mark():
    s = _game()
    assert not {"maybe", "danger"} & set(_move(s, (1, 2))["target"])   # c2: never checked
