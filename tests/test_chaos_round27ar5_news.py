"""CHAOS news goes when it is old (round AR, fixer AR5; newcomer review 26, chaos_ja 4, 117/124: 「B1 が近くにいるかも
しれない…」 stayed through the reader's whole turn, over its cards). The ghost's threat is told at the first decision of
the reader's turn, with the rest of its news (frames/chaos_news.py), and is gone at its next decision."""
from __future__ import annotations

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.frames import build
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

SEED = 2   # as test_chaos_round26aq3_news: at 173, A1's first decision, a vanished enemy ghost may reach A1


def news(frame) -> dict:
    return (frame["legal"] or [{}])[0].get("target", {}).get("news", {})


def test_the_threat_is_told_at_the_turns_first_decision_only_CH_G5():
    """CH-G5: told at A1's first decision (173); A1 moves and is asked again in the same turn: no threat line."""
    match = Match.new(chaos, seed=SEED)
    bots = {s: make_bot("heuristic", "chaos", SEED * 16 + i) for i, s in enumerate(chaos.SEATS)}
    while len(match) < 173:
        match.apply(bots[match.state.to_act].choose(match.state))
    assert news(build.of(match, "A1", "en")).get("threat")
    match.apply(bots["A1"].choose(match.state))
    assert match.state.to_act == "A1"   # its turn goes on (its cards after its step)
    assert "threat" not in news(build.of(match, "A1", "en"))


def test_a_bomb_in_the_readers_own_joint_move_is_not_told_a_turn_late_CH_MOVE_4():
    """chaos_ja 3 (068), room_zh 1: A1's cover (a joint move, CH-COVER-1) stepped onto a bomb at 205; A2 moved on and the
    turn ended, so no decision of A1's told it. Since review 33 it is told as A1 waits, not at its next turn (223)."""
    match = Match.new(chaos, seed=3)
    bots = {s: make_bot("heuristic", "chaos", 3 * 16 + i) for i, s in enumerate(chaos.SEATS)}
    while len(match) < 223:
        match.apply(bots[match.state.to_act].choose(match.state))
    assert match.state.to_act == "A1"
    # since review 33 (chaos_en 2, 210: "… · Bomb at f1 …: back to a8" a turn late) the bomb belongs to the turn it
    # came in: told while A1 waited (hand_news.js ownBomb); its next decision tells what came since, from a8
    assert news(build.of(match, "A1", "en")).get("piece", "") == "B2's Possession pushed you from a8 to c8"
