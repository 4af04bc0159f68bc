"""CHAOS news and blast marks belong to the turn they tell (round AZ, fixer AZ4; newcomer review 32, room_en 5 and 7):
"B1 took your Protection (Skull)" was told at the reader's join and again at its joint step (205), and a blast stayed
drawn on a cell after the bomb was gone, into the reader's later decisions and its next turn (c1, 096; a7, 055)."""
from __future__ import annotations

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.frames import build
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match


def _played(n: int, seed: int = 1) -> Match:
    """Return seed `seed`'s game after `n` positions, heuristic bots in every seat."""
    match = Match.new(chaos, seed=seed)
    bots = {s: make_bot("heuristic", "chaos", 16 + i) for i, s in enumerate(chaos.SEATS)}
    while len(match) < n:
        match.apply(bots[match.state.to_act].choose(match.state))
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
