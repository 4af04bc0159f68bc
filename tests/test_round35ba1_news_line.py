"""CHAOS: at the reader's decision, one line says what changed for it and why (round BA, fixer BA1; newcomer review 33,
chaos_en 1 and chaos_ja 1: "the board said I was a ghost" and "pushed from c3 to d3", told only in the story; chaos_ja
2: its vanished ghost met the enemy patient and nothing said why no swap came). Played by heuristic bots in every seat
(test_round34az4_news_turn's games); the line is gone at the reader's next decision."""
from __future__ import annotations

from test_round34az4_news_turn import _played, bots

from cthulhu_widgets.frames import build


def _news(match, lang: str = "en") -> dict:
    """Return the news the reader (the seat to act) is sent with its first legal move, or {}."""
    return build.of(match, match.state.to_act, lang)["legal"][0]["target"].get("news") or {}


def _next_decision(match):
    """Return the match after the reader's decision, at its next one (its turn going on, or its next turn)."""
    seat, by = match.state.to_act, bots()
    match.apply(by[seat].choose(match.state))
    while match.state.to_act != seat and match.state.result is None:
        match.apply(by[match.state.to_act].choose(match.state))
    return match


def test_a_combo_push_onto_an_enemy_ghost_says_the_role_changed_CH_SWAP_5():
    """Seed 1: at 159 B2's combo pushed A1 from a3 to b3, onto B1's ghost: A1 is a ghost at 160, its decision. It was
    not told at all (the push's move was read as A1's own step, whose swap the banner tells)."""
    match = _played(160)
    assert match.state.to_act == "A1"
    assert _news(match)["piece"] == "B2's combo pushed you onto B1: you are a ghost now"
    assert _news(match, "zh")["piece"] == "B2 的合作把你推到 B1 上：你现在是鬼魂"
    assert _news(match, "ja")["piece"] == "B2 のコンボで B1 へ押し出された：あなたは今幽霊"
    assert "piece" not in _news(_next_decision(match))


def test_a_combo_push_says_from_where_to_where_CH_C3():
    """Seed 1: at 100 B2's combo pushed A1 from a7 to b7; at 101, A1's move, nothing said so (chaos_ja 1, 170)."""
    match = _played(101)
    assert match.state.to_act == "A1"
    assert _news(match)["piece"] == "B2's combo pushed you from a7 to b7"
    assert _news(match, "zh")["piece"] == "B2 的合作把你从 a7 推到 b7"
    assert _news(match, "ja")["piece"] == "B2 のコンボで a7 から b7 へ押された"
    assert "piece" not in _news(_next_decision(match))


def test_a_vanished_ghost_on_an_enemy_patient_says_why_no_swap_CH_G5():
    """Seed 2: at 359 A1's vanished ghost stepped onto d8, B2's patient's cell: no swap (CH-G5). At 360, its cards,
    the line says why (chaos_ja 2, 142: nothing happened, the reason only under the hand)."""
    match = _played(360, seed=2)
    assert match.state.to_act == "A1"
    assert _news(match)["piece"] == "No swap with B2: a vanished ghost does not swap"
    assert _news(match, "zh")["piece"] == "没有与 B2 互换身份：消隐中的鬼魂不互换"
    assert _news(match, "ja")["piece"] == "B2 と入れ替わらない：消失中の幽霊は入れ替わらない"
    assert "No swap" not in str(_news(_next_decision(match)))


def test_a_bomb_in_the_readers_joint_step_is_told_at_its_next_decision_of_that_turn_CH_MOVE_4():
    """Seed 1: at 158 B2's joint step of its team's combo (CH-C3) went onto g2's bomb, back to h2; B1 stepped; at 159
    B2 chooses the push. Nothing said why its tap on g2 left it on h2: the line came a round later (room_zh 1, 165-168).
    It is told at 159, and not again at B2's next decision."""
    match = _played(159)
    assert match.state.to_act == "B2" and "push" in build.of(match, "B2")["legal"][0]["id"]
    assert _news(match)["piece"] == "Hidden bomb at g2 (from the start, or team A's): back to h2"
    assert _news(match, "zh")["piece"] == "g2 的隐藏炸弹（开局就有，或是 A 组埋的）把你送回了 h2"
    assert _news(match, "ja")["piece"] == "g2 の隠れた爆弾（初めからか A が仕掛けた）で h2 へ戻された"   # review 41, chaos_ja 10
    assert "g2" not in str(_news(_next_decision(match)))
