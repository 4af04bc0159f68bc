"""Round BA, fixer BA2 (newcomer review 33, chaos_en 5): the grey line under a chosen card's chips explained the combo
("Needs A2's Vanish: …") but sat under "Team cover: uses A2's turn", or above "Check 3 cells for bombs": nothing said
which option it explained. It now opens with the combo it belongs to ("Combo needs A2's Vanish…"), as the combo's chip
does ("Combo with A2: …"). Failed before (the line began "Needs")."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos.texts import move_words

COMBO = {"en": "Combo needs A2's Vanish", "zh": "合作需要 A2 的消隐", "zh-TW": "合作需要 A2 的消隱",
         "ja": "コンボ：A2 の「消失」が必要"}


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


# Review 33, chaos_en 7 and room_en 7: "New turn order: A2→B2→B1→you; B1 skipped" listed B1 and skipped it in one breath.
# The chip now says first whose turn of this round is lost, then the order that follows, as the story does (CH-P1).
# Failed before ("New turn order: …; A2 skipped").
LOSES = {"en": "A2 sits out this round; then ", "zh": "A2 本轮轮空；之后 ", "zh-TW": "A2 本輪輪空；之後 ",
         "ja": "A2 はこのラウンド休み。次："}


@pytest.mark.parametrize("lang", list(LOSES))
def test_CH_P1_the_reversal_chip_says_the_lost_turn_first_then_the_order(lang):
    from test_chaos_round22ai2_chips import _action, _game, _to_a1_after_b_played
    s = _to_a1_after_b_played(_game(start="B2", hands={"B1": ["sprint_eye", "sprint_skull", "checkup_moon",
                                                                "amnesia_eye"]}))
    play = _action(s, "play", card="schizophrenia_skull")
    after = s.clone()
    after.apply(play)
    you = {"en": "you", "zh": "你", "zh-TW": "你", "ja": "あなた"}[lang]
    order = "→".join(you if x == "A1" else x for x in after.upcoming(4))
    assert move_words(s, play, lang)["label"] == LOSES[lang] + order
