"""CHAOS round AN4 (newcomer review 23, chaos_ja finding 4, room_zh finding 1): a joint turn (CH-COMBO-1,
CH-COVER-1) allows one step and no card, and the turn ends after that step; its prompt said only 'Joint turn: move
one step…', so a reader tapped a card that did nothing and saw the turn end. The prompt says it before the move."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.chaos import texts

from test_chaos_round18_joint import joint_turn

SAID = {"en": ("no cards", "your turn ends after this step"), "zh": ("不能出牌", "走完这一步回合就结束"),
        "zh-TW": ("不能出牌", "走完這一步回合就結束"), "ja": ("カードは出せない", "この一歩で手番は終わり")}
MOVE = {"en": "move one step", "zh": "移动", "zh-TW": "移動", "ja": "移動"}


@pytest.mark.parametrize("lang", sorted(SAID))
def test_the_joint_step_says_no_cards_and_the_turn_ends_before_the_move(lang):
    """The rule words come before the step's options, in every CHAOS language, and the combo words stay."""
    s = joint_turn()
    said = texts.prompt(s, s.legal_actions(), lang)
    for words in SAID[lang]:
        assert words in said, said
        assert said.index(words) < said.index(MOVE[lang]), said
    assert texts.combo_name("C5", lang) in said, said


def test_the_zh_tw_words_are_the_zh_words_converted():
    """zh-TW is zh by OpenCC s2twp, as tools/gen_zh_tw.py makes it."""
    opencc = pytest.importorskip("opencc")
    from cthulhu_widgets.games.chaos.sentences.joint_turn_words import JOINT_RULE
    assert JOINT_RULE["zh-TW"] == {k: opencc.OpenCC("s2twp").convert(v) for k, v in JOINT_RULE["zh"].items()}
