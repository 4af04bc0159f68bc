"""Round BA, fixer BA2 (newcomer review 33, chaos_en 5): the grey line under a chosen card's chips explained the combo
("Needs A2's Vanish: …") but sat under "Team cover: uses A2's turn", or above "Check 3 cells for bombs": nothing said
which option it explained. It now opens with the combo it belongs to ("Combo needs A2's Vanish…"), as the combo's chip
does ("Combo with A2: …"). Failed before (the line began "Needs")."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos.texts import move_words

COMBO = {"en": "Combo needs A2's Vanish", "zh": "合作需要 A2 的消隐", "zh-TW": "合作需要 A2 的消隱",
         "ja": "コンボには A2 の「消失」が必要"}


def _offer():
    """Return A1's first turn (team A opens) holding a Mania / Sprint, and its combo C1 (Vanish + Mania / Sprint)."""
    s = chaos.new_game(seed=1, setup={"first": "A", "start": "A1", "hands": {
        "A1": ["sprint_skull", "checkup_moon", "protection_eye"]}})
    return s, next(a for a in s.legal_actions() if a.kind == "combo" and dict(a.fields)["card"] == "sprint_skull")


@pytest.mark.parametrize("lang", list(COMBO))
def test_the_line_under_the_chips_names_the_combo_it_explains(lang):
    state, combo = _offer()
    assert move_words(state, combo, lang)["hint"].startswith(COMBO[lang])


# Review 33, chaos_en 4: a Sprint cover gives both an extra step after the joint step (CH-COVER-2), yet the joint
# step's prompt said "your turn ends after this step" (058 -> 059: the extra step came). Failed before.
EXTRA = {"en": "then your 1 extra step", "zh": "之后还有 1 步额外移动", "zh-TW": "之後還有 1 步額外移動",
         "ja": "そのあと追加 1 歩"}
ENDS = {"en": "your turn ends after this step", "zh": "走完这一步", "zh-TW": "走完這一步", "ja": "この一歩で"}


def _sprint_cover():
    """Return A1's joint step after covering its team with a Mania / Sprint (CH-COVER-1/2)."""
    state, _ = _offer()
    state.act("cover", card="sprint_skull")
    assert state.to_act == "A1" and state.pending.kind == "combo_move"
    return state


@pytest.mark.parametrize("lang", list(EXTRA))
def test_the_joint_step_of_a_sprint_cover_says_the_extra_step_follows(lang):
    from cthulhu_widgets.frames.chaos import prompt
    state = _sprint_cover()
    said = prompt(state, state.legal_actions(), lang)
    assert EXTRA[lang] in said and ENDS[lang] not in said, said
