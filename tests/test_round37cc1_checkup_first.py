"""Review 35, room_en 1, chaos_en 1, room_zh 1: the course never showed Checkup before a move, and the reader was bombed
back to spawn 2-3 times before learning it. The course's fixed deal brings no Checkup to the reader's hand in its
first 12 decisions (the round-1 Brainwash reshuffles the patient deck; its Checkups lie in the discard pile), so the
coach says it where it can be done: the first time the reader's patient is to step holding a Checkup, one tip says to
play it first and what its marks mean (rule CH-CARD-4: Checkup is the one card played before the move; CH-P2).
Failed before (no such tip: the bubble at that decision was another or none)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets import ChaosWidget

SAID = {"en": ("Checkup first", "✓ no bomb, ✗ bomb"), "zh": ("先体检", "✓ 没有炸弹，✗ 有炸弹"),
        "zh-TW": ("先體檢", "✓ 沒有炸彈，✗ 有炸彈"), "ja": ("まず検診", "✓ 爆弾なし、✗ 爆弾あり")}


def first_checkup_decision(lang: str) -> ChaosWidget:
    """Play the course as the coach rings it, then as the reader's bot would, to the reader's first step holding a
    playable Checkup; return the table there."""
    w = ChaosWidget(seed=5, lang=lang)
    w.command({"cmd": "learn"})
    mine = w.default_bots()[w.seat]
    for _ in range(3000):
        state = w.state
        assert state.result is None, "the game ended before the reader held a Checkup"
        if state.to_act == w.seat:
            if any(m["id"].startswith("play card=checkup") for m in w.legal) and state.pending.kind == "move":
                return w
            move = w.coach.get("id") or str(mine.choose(state))
            w.command({"cmd": "act", "id": move, "step": w.step_index})
            assert w.error == "", w.error
        else:
            w.step(1)
    raise AssertionError("no Checkup in the reader's hand")


@pytest.mark.parametrize("lang", sorted(SAID))
def test_CH_CARD_4_the_coach_says_checkup_first_when_the_reader_holds_one(lang):
    w = first_checkup_decision(lang)
    head, marks = SAID[lang]
    assert w.coach.get("moment") == "checkup" and w.coach["head"] == head, w.coach
    assert marks in w.coach["text"], w.coach["text"]
