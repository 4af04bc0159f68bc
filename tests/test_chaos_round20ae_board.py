"""CHAOS round AE (newcomer review 19, fixer AE5): marks a reader can trust. A ✗ that may be gone stays as a grey
"✗?" of its round (room finding 2), and an enemy's hidden Mischief bombs leave a reminder by the board: how many the
story said and until when, never their cells (room finding 3, CH-G2, CH-HIDE-2)."""
from __future__ import annotations

from cthulhu_widgets.games import chaos

D1, E1, C1 = (0, 3), (0, 4), (2, 2)


def _game(d1_temporary: bool = True):
    """B1 (patient) at c1 beside d1; A2 planted d1 and e1 (or only e1, d1 a permanent bomb)."""
    temp = [{"cell": [1, 5], "planter": "A2"}] + ([{"cell": [1, 4], "planter": "A2"}] if d1_temporary else [])
    bombs = [[6, 7], [6, 8]] + ([] if d1_temporary else [[1, 4]])
    setup = {"pieces": {"B1": [1, 3]}, "bombs": bombs, "temp_bombs": temp, "start": "B1"}
    return chaos.new_game(seed=7, setup=setup)


def _expire_a2(s) -> None:
    """CH-DUR-3: A2's plants go, as they do when its next turn opens."""
    s._plants_gone({"A2"})   # the plant as the table saw it ends (round AL: by planter, not by cells left)


def test_a_doubted_x_stays_on_the_board_as_x_maybe_with_its_round():
    """Room finding 2: B1's ✗ at d1 and e1 become "✗?" (bomb, doubt, the Checkup's round), not nothing."""
    s = _game()
    s._checkup(("B1",), [D1, E1, C1])
    _expire_a2(s)
    marks = {tuple(m["cell"]): m for m in s.view("B1")["checked"]}
    for cell in ([1, 4], [1, 5]):
        assert marks.get(tuple(cell), {}).get("doubt") and marks[tuple(cell)]["bomb"], marks
        assert marks[tuple(cell)]["round"] == s.round
    assert not s.view("B2")["checked"]


def test_x_maybe_does_not_tell_whether_the_bomb_was_temporary():
    """CH-HIDE-2: whether d1 was A2's temporary bomb or a permanent one, B1's marks read the same."""
    views = []
    for temporary in (True, False):
        s = _game(d1_temporary=temporary)
        s._checkup(("B1",), [D1, E1, C1])
        _expire_a2(s)
        views.append(s.view("B1")["checked"])
    assert views[0] == views[1]


def test_enemy_hidden_bombs_are_counted_on_the_planters_piece_for_the_other_team_only():
    """Room finding 3: while A2's Mischief bombs stand, B1 and B2 read "A2: 2 hidden temporary bombs" (the story's
    two), A1 (its team) sees the cells instead; once they go the reminder goes too."""
    s = _game()
    piece = lambda seat, viewer: next(p for p in s.view(viewer)["pieces"] if p["seat"] == seat)  # noqa: E731
    assert piece("A2", "B1")["hidden_bombs"] == {"n": 2, "until": "next_turn"}
    assert piece("A2", "B2")["hidden_bombs"] == {"n": 2, "until": "next_turn"}
    assert "hidden_bombs" not in piece("A2", "A1")
    assert all("hidden_bombs" not in piece(x, "B1") for x in ("A1", "B1", "B2"))
    _expire_a2(s)
    assert "hidden_bombs" not in piece("A2", "B1")


def test_the_hidden_count_does_not_change_when_one_of_them_is_set_off():
    """CH-HIDE-2: a bomb set off at e1 may have been A2's or a permanent one: the count stays the story's two."""
    s = _game()
    s._hurt("B1", E1)
    piece = next(p for p in s.view("B2")["pieces"] if p["seat"] == "A2")
    assert piece["hidden_bombs"]["n"] == 2
