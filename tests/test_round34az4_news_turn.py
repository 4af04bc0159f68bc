"""CHAOS news and blast marks belong to the turn they tell (round AZ, fixer AZ4; newcomer review 32, room_en 5 and 7):
"B1 took your Protection (Skull)" was told at the reader's join and again at its joint step (205), and a blast stayed
drawn on a cell after the bomb was gone, into the reader's later decisions and its next turn (c1, 096; a7, 055)."""
from __future__ import annotations

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.frames import build
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match


def bots() -> dict:
    """Return the heuristic bots these games are played by, one a seat (test_round34az4_own_take plays on with them)."""
    return {s: make_bot("heuristic", "chaos", 16 + i) for i, s in enumerate(chaos.SEATS)}


def _played(n: int, seed: int = 1) -> Match:
    """Return seed `seed`'s game after `n` positions, heuristic bots in every seat."""
    match, by = Match.new(chaos, seed=seed), bots()
    while len(match) < n:
        match.apply(by[match.state.to_act].choose(match.state))
    return match


def _first(match: Match, lang: str = "en") -> dict:
    """Return the target of the first legal move of the seat to act (it carries the news and the board's marks)."""
    return build.of(match, match.state.to_act, lang)["legal"][0]["target"]


def test_a_joint_step_after_the_join_does_not_repeat_the_news_CH_COMBO_2():
    """Seed 1: at 37 A1 is asked to join A2's combo and told B2's Brainwash gave it a new hand; at 40, its joint step,
    the same line came back over the hand (room_en 5, 205: "B1 took your Protection (Skull)" after the join)."""
    match = _played(37)
    assert match.state.to_act == "A1" and _first(match)["news"]["hand"].startswith("New hand (B2's Brainwash)")
    match = _played(40)
    assert match.state.to_act == "A1" and "move" in build.of(match, "A1")["legal"][0]["id"]
    assert "news" not in _first(match)


def _blasts(match: Match) -> list:
    """Return the cells of the blasts the board draws for the seat to act."""
    return [m["cell"] for m in _first(match).get("marks", []) if m["kind"] == "blast"]


def test_a_blast_is_drawn_at_the_first_decision_after_it_not_through_the_turn_CH_MOVE_4():
    """Seed 1: A1 stepped on d7's bomb at 40; B1's turn opens at 41 with the burst on d7 (news), and after B1's Checkup
    (42) the burst is gone: the bomb went off, nothing lies there now (room_en 7, 053/055: a7 and g2 stayed burst)."""
    assert _blasts(_played(41)) == [[7, 4]]
    match = _played(42)
    assert match.state.to_act == "B1" and _blasts(match) == []


def test_a_join_does_not_draw_again_a_blast_seen_in_the_readers_last_turn_CH_COMBO_2():
    """Seed 3: A2 stepped on a bomb at b6 at 147; A1's turn opened at 148 with it drawn. At 171 A1 is asked to join
    A2's combo: only B1's blast on g2 (156, after A1's turn) is new, b6's is not drawn again (room_en 7, 096: c1's
    burst of an earlier round at the join)."""
    assert [6, 2] in _blasts(_played(148, seed=3))
    match = _played(171, seed=3)
    assert match.state.to_act == "A1" and _blasts(match) == [[2, 7]]
