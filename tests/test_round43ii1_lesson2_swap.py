"""Review 39, chaos_en 2 (shots 037-050, 055) and chaos_ja 2 (039→040): lesson 2 leads the reader (A1, a patient)
next to the enemy ghost B2; on "▶▶ to my turn" B2 stepped onto A1's cell and the two swapped roles (CH-SWAP-1,
A1 re-rolled into the dice area, CH-SWAP-2), but the step 8 bubble said only "Ghosts pass walls: step into the
highlighted wall": the swap line had been said at a wait the fast-forward skipped. Step 8's bubble (before "More…")
now says who swapped, why, what the reader is now, and that team A has no patient left (CH-SWAP-4: only a patient
wins, CH-WIN-1) and how it gets one back: meet an enemy patient."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets import ChaosWidget

SAID = {"en": ("B2", "swapped roles", "ghost", "no patient", "enemy patient"),
        "zh": ("B2", "交换了身份", "鬼魂", "没有病人", "敌方病人"),
        "zh-TW": ("B2", "交換了身份", "鬼魂", "沒有病人", "敵方病人"),
        "ja": ("B2", "役割が入れ替わった", "幽霊", "患者がいない", "敵の患者")}


def step_8_after_fast_forward(lang: str) -> str:
    """Return the bubble (the text before "More…") of lesson 2's step 8, the reader pressing the lit moves and
    "▶▶ to my turn" while the bots play."""
    w = ChaosWidget(seed=5, lang=lang, difficulty="easy")
    w.learn(lesson=2)
    for _ in range(60):
        mark = w.coach
        if mark.get("n") == 8 and w.state.to_act == w.seat:
            return mark["text"].split("\n")[0]
        if w.state.to_act == w.seat and mark.get("id"):
            w.command({"cmd": "act", "id": mark["id"], "step": w.step_index})
        else:
            w.fast_forward()
    raise AssertionError("step 8 never came")


@pytest.mark.parametrize("lang", list(SAID))
def test_round43ii1_step_8_says_the_swap_and_that_team_a_has_no_patient(lang):
    bubble = step_8_after_fast_forward(lang)
    assert all(said in bubble for said in SAID[lang]), bubble
