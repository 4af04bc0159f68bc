"""CHAOS news is told once, at its moment (round AU, fixer AU3; newcomer review 29, chaos_en 2, 079): "A bomb at a6
sent you back to a8" came again at the reader's round-6 decision for its own round-5 step, which its own turn had told.
A refused combo is no joint move (CH-COMBO-1): the reader moved alone and went on deciding."""
from __future__ import annotations

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.frames import build
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match


def news(frame) -> dict:
    return (frame["legal"] or [{}])[0].get("target", {}).get("news", {})


def test_a_bomb_after_a_refused_combo_is_not_told_again_next_turn_CH_COMBO_1_CH_MOVE_4():
    """Seed 45: at 53, A1's first decision of a turn; its previous turn was a combo A2 could not join, then its own
    step onto a bomb (told then, at its cards). The new turn's news leaves it out."""
    match = Match.new(chaos, seed=45)
    bots = {s: make_bot("heuristic", "chaos", 45 * 16 + i) for i, s in enumerate(chaos.SEATS)}
    told = []
    while len(match) < 53:
        if match.state.to_act == "A1":
            told.append(news(build.of(match, "A1", "en")).get("piece", ""))
        match.apply(bots[match.state.to_act].choose(match.state))
    assert match.state.to_act == "A1"
    assert any("sent you back" in t for t in told)   # told in its own turn, at the moment
    assert "sent you back" not in news(build.of(match, "A1", "en")).get("piece", "")


def test_a_take_told_in_a_joint_turn_is_not_told_again_CH_DUR_1():
    """Seed 73: A2's cover (147) made A1's round-9 turn a joint one, where A1 read "B2 took your Prank (Eye)" (151). A1's
    later decisions (a reaction, a join, its next joint turn) had no new take: never that line again (chaos_en 2, 140)."""
    match = Match.new(chaos, seed=73)
    bots = {s: make_bot("heuristic", "chaos", 73 * 16 + i) for i, s in enumerate(chaos.SEATS)}
    hands = {}
    while len(match) < 176:
        if match.state.to_act == "A1":
            hands[len(match)] = news(build.of(match, "A1", "en")).get("hand", "")
        match.apply(bots[match.state.to_act].choose(match.state))
    assert "B2 took your Prank (Eye)" in hands[151]
    assert [n for n, h in hands.items() if n > 151 and "B2 took your Prank" in h] == []
