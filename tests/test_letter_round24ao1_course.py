"""Letter, newcomer review 23 (round AO, fixer AO1), letter_zh finding 2 (013_tut12): Learn to play's step 5 said "keep eye
cards in hand" and then had the player play Elder Sign and keep Cats of Ulthar, neither with an eye. The step whose hand
holds no eye card (LS-CHECK-1: an eye card in the discard raises N) says so right after its advice, and still names the
card it plays and the one it keeps, in every language of the course, within its 5 desk lines (round19ac)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.letter.cards import KIND_BY_ID
from cthulhu_widgets.games.letter.sentences.coach import COACH, COACH_STEPS

LANGS = ("en", "zh", "zh-TW", "ja")
# the advice to keep eye cards in hand (review 24, letter_en 2, round AP3: "keep them in hand (none now)" read garbled,
# so step 5 no longer gives it: a hand with no eye card is not told to keep them)
KEEP = {"en": "keep them in hand", "zh": "有眼睛的牌能留在手上", "ja": "手札に残そう"}


def _base(lang: str) -> str:
    return "zh" if lang == "zh-TW" else lang


@pytest.mark.parametrize("lang", LANGS)
def test_no_step_whose_hand_holds_no_eye_card_advises_keeping_eye_cards(lang):
    eyeless = [i for i, step in enumerate(COACH_STEPS)
               if step["kind"] == "play" and not any(KIND_BY_ID[c].insane for c in step["cards"])]
    assert 4 in eyeless                                     # step 5: Elder Sign and Cats of Ulthar, no eye
    for i in eyeless:
        assert KEEP[_base(lang)] not in COACH[lang]["steps"][i]["text"], (i, COACH[lang]["steps"][i]["text"])
    text = COACH[lang]["steps"][4]["text"]
    for card in ("elder_sign", "cats_of_ulthar"):           # the card played and the one kept, both named
        assert getattr(KIND_BY_ID[card], _base(lang)) in text, (card, text)
