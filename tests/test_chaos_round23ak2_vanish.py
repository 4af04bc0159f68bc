"""Newcomer review 22 (round AK, fixer AK2), chaos_en finding 1 / chaos_ja 3: a vanished ghost met the reader's
patient on Stay and swapped roles, and nothing marked the cells it could reach. The other team's view of a vanished
ghost says what that team knows and no more (CH-G5, CH-HIDE-2): the cell it vanished on (told to every seat by the
"vanished" event) and how many of its own turns have opened since, never where it walked."""
from __future__ import annotations

from test_chaos_blind_issue21 import finish_turn, new, piece


def _vanish_then_walk(path):
    """A2 stays on its spawn (8,2) and plays Vanish in round 1, then walks `path` in its later turns."""
    g = new({"start": "A2", "turn_in_round": 1, "hands": {"A2": ["vanish_moon"]}})
    g.act("stay")
    g.act("play", card="vanish_moon")
    seen = [piece(g.view("B1"), "A2")]
    finish_turn(g, "A2")
    for target in path:
        for seat in ("B2", "B1", "A1"):
            finish_turn(g, seat)
        if target:
            g.act("move", row=target[0], col=target[1])
        seen.append(piece(g.view("B1"), "A2"))
        finish_turn(g, "A2")
    return g, seen


def test_the_other_team_sees_where_it_vanished_and_its_turns_since():
    _g, seen = _vanish_then_walk([[7, 2], [6, 2]])
    assert [p["cell"] for p in seen] == [None, None, None]
    assert [p["last_seen"] for p in seen] == [[8, 2], [8, 2], [8, 2]]
    assert [p["hidden_turns"] for p in seen] == [0, 1, 2]


def test_the_view_never_depends_on_the_hidden_path():
    _g, walked = _vanish_then_walk([[7, 2], [6, 2]])
    _g, stayed = _vanish_then_walk([None, None])
    assert walked == stayed


def test_its_own_team_sees_the_piece_not_the_guess():
    g = new({"start": "A2", "turn_in_round": 1, "hands": {"A2": ["vanish_moon"]}})
    g.act("stay")
    g.act("play", card="vanish_moon")
    mine = piece(g.view("A1"), "A2")
    assert mine["cell"] == [8, 2] and "last_seen" not in mine and "hidden_turns" not in mine
