"""CHAOS round AL (fixer AL4, the lead's read-through of CH-HIDE-2): the hidden-bomb line ("A2 · 2 hidden temporary
bombs") and the log must not tell the other team which bombs were A2's. When both of a plant's bombs went off the
line vanished at once and no "A2's temporary bombs are gone" came at A2's next turn; when they were permanent bombs,
the line stayed and the word came. Two histories that differ only in what team B may not know (which of the same
four bomb cells A2 planted) must give every seat of team B, and a spectator, the same frames: view, line and log."""
from __future__ import annotations

from cthulhu_widgets.games import chaos

D1, E1, G8, H8 = [1, 4], [1, 5], [8, 7], [8, 8]
READERS = ("B1", "B2", "public")


def _game(temporary: bool):
    """A2 planted d1 and e1 (or g8 and h8, d1 and e1 then permanent bombs); B1 (patient) at c1, A1 (patient) at e2."""
    planted, permanent = ([D1, E1], [G8, H8]) if temporary else ([G8, H8], [D1, E1])
    setup = {"pieces": {"B1": [1, 3], "A1": [2, 5]}, "bombs": [[6, 7], [6, 8], *permanent], "start": "B1",
             "temp_bombs": [{"cell": c, "planter": "A2"} for c in planted]}
    return chaos.new_game(seed=7, setup=setup)


def _frames(s) -> dict:
    """What each reader of team B (and a spectator) has: its view and the log's lines it may read."""
    return {seat: (s.view(seat), [e.text for e in s.events if e.seats is None or seat in e.seats])
            for seat in READERS}


def _step(s, kind: str, **fields) -> None:
    s.act(kind, **fields)


def _both_blasts(s):
    """B1 steps onto d1, ends; A1 steps onto e1, ends: A2's next turn opens (its plants end, CH-DUR-3)."""
    yield s
    _step(s, "move", row=1, col=4)
    yield s
    _step(s, "end")
    yield s
    _step(s, "move", row=1, col=5)
    yield s
    _step(s, "end")
    yield s


def test_both_of_a_plant_going_off_tells_team_b_nothing_of_which_bombs_were_planted():
    """CH-HIDE-2: frame by frame, team B's and the spectator's frames are the same whichever cells A2 planted."""
    for temp, perm in zip(_both_blasts(_game(True)), _both_blasts(_game(False)), strict=True):
        assert _frames(temp) == _frames(perm)


def _line(s, reader: str = "B2"):
    return next(p for p in s.view(reader)["pieces"] if p["seat"] == "A2").get("hidden_bombs")


def test_the_line_stands_until_the_plant_ends_in_public():
    """After two blasts the line says '0–2' (both may have been A2's); it goes, with the public word, only as A2's
    next turn opens."""
    lines = [(s.to_act, _line(s)) for s in _both_blasts(_game(True))]
    until = {"until": "next_turn"}
    assert lines == [("B1", {"n": 2, **until}), ("B1", {"n": 2, "low": 1, **until}), ("A1", {"n": 2, "low": 1, **until}),
                     ("A1", {"n": 2, "low": 0, **until}), ("A2", None)]
    s = _game(True)
    for _ in _both_blasts(s):
        pass
    gone = [e for e in s.events if e.name.startswith("planted_bombs_gone")]
    assert [(e.name, e.seats) for e in gone] == [("planted_bombs_gone_hidden", ("B1", "B2", "public"))]


def test_two_plants_in_one_turn_read_the_same_whether_their_cells_are_the_same_or_not():
    """The Learn course's B2 plays Mischief twice on one turn, on the same two cells: team B cannot tell that from
    two on four cells, so both read '2–4' (it said a sure 2 before, wrong for four cells)."""
    lines = []
    for second in ((0, 3), (0, 4)), ((7, 6), (7, 7)):
        s = chaos.new_game(seed=7, setup={"pieces": {"B1": [1, 3]}, "bombs": [[6, 7], [6, 8]], "start": "B1"})
        s._plant("A2", [(0, 3), (0, 4)])
        s._plant("A2", list(second))
        lines.append(_line(s))
    assert lines[0] == lines[1] == {"n": 4, "low": 2, "until": "next_turn"}
