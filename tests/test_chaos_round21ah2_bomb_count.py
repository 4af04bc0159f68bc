"""CHAOS round AH (newcomer review 21, chaos_en finding 4, fixer AH2): "B2 · 2 hidden temporary bombs" still said 2
right after a bomb went off under the reader (052_g27, 087_h17). The blast is public, whether it was one of the
planter's is not (CH-G2, CH-HIDE-2): the line says the range the reader can know from public facts, "1–2"."""
from __future__ import annotations

from cthulhu_widgets.games import chaos

D1, E1 = (0, 3), (0, 4)


def _game(e1_temporary: bool = True):
    """A2 planted d1 and e1 (or d1 and g8, e1 a permanent bomb); B1 (patient) stands at c1."""
    temp = [{"cell": [1, 4], "planter": "A2"}, {"cell": [1, 5] if e1_temporary else [8, 7], "planter": "A2"}]
    bombs = [[6, 7], [6, 8]] + ([] if e1_temporary else [[1, 5]])
    setup = {"pieces": {"B1": [1, 3]}, "bombs": bombs, "temp_bombs": temp, "start": "B1"}
    return chaos.new_game(seed=7, setup=setup)


def _count(s, viewer: str = "B2"):
    return next(p for p in s.view(viewer)["pieces"] if p["seat"] == "A2").get("hidden_bombs")


def test_a_blast_during_the_plant_lowers_the_count_to_what_the_reader_may_know():
    """B1 sets off e1: B2 reads "1–2" (one of A2's may have gone), not a sure 2."""
    s = _game()
    assert _count(s) == {"n": 2, "until": "next_turn"}
    s._hurt("B1", E1)
    assert _count(s) == {"n": 2, "low": 1, "until": "next_turn"}


def test_the_range_is_the_same_whether_the_blast_was_temporary_or_not():
    """CH-HIDE-2: a permanent bomb at e1 going off reads exactly as A2's would: the count tells nothing more."""
    counts = []
    for temporary in (True, False):
        s = _game(e1_temporary=temporary)
        s._hurt("B1", E1)
        counts.append(_count(s))
    assert counts[0] == counts[1] == {"n": 2, "low": 1, "until": "next_turn"}


def test_a_bomb_the_readers_team_found_by_checkup_leaves_the_count():
    """B2's team Checkup found d1 (a ✗ on its board): whether it was A2's is A2's team's secret (CH-P2, CH-HIDE-2),
    so the count stays (newcomer review 24, AL4: it fell by one, and told B which find was the plant)."""
    s = _game()
    s._checkup(("B1", "B2"), [D1])
    assert _count(s) == {"n": 2, "until": "next_turn"}
    s._checkup(("B1", "B2"), [E1])
    assert _count(s) == {"n": 2, "until": "next_turn"}
