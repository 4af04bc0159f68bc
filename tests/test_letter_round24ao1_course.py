"""Letter, newcomer review 23 (round AO, fixer AO1), letter_zh finding 2 (013_tut12): Learn to play's step 5 said "keep eye
cards in hand" and then had the player play Elder Sign and keep Cats of Ulthar, neither with an eye. The step whose hand
holds no eye card (LS-CHECK-1: an eye card in the discard raises N) says so right after its advice, and still names the
card it plays and the one it keeps, in every language of the course, within its 5 desk lines (round19ac)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.letter.cards import KIND_BY_ID
from cthulhu_widgets.games.letter.sentences.coach import COACH, COACH_STEPS

LANGS = ("en", "zh", "zh-TW", "ja")
# the advice to keep eye cards, then what the hand holds of them now
KEEP_NONE = {"en": "keep them in hand (none now)", "zh": "有眼睛的牌能留在手上就留著（現在沒有）",
             "ja": "手札に残そう（今は無し）"}


def _base(lang: str) -> str:
    return "zh" if lang == "zh-TW" else lang


@pytest.mark.parametrize("lang", LANGS)
def test_the_step_that_advises_eye_cards_says_the_hand_holds_none(lang):
    eyeless = [i for i, step in enumerate(COACH_STEPS)
               if step["kind"] == "play" and not any(KIND_BY_ID[c].insane for c in step["cards"])]
    advising = [i for i in eyeless if "keep them in hand" in COACH["en"]["steps"][i]["text"]]
    assert advising == [4], advising                        # step 5: Elder Sign and Cats of Ulthar, no eye
    text = COACH[lang]["steps"][4]["text"]
    assert KEEP_NONE[_base(lang)] in text, text
    for card in ("elder_sign", "cats_of_ulthar"):           # the card played and the one kept, named after it
        said = getattr(KIND_BY_ID[card], _base(lang))
        assert text.index(said) > text.index(KEEP_NONE[_base(lang)]), (card, text)
