"""Round AN, fixer AN1 (newcomer review 23, letter_zh finding 2, 013_tut12): Learn to play's step 5 said "keep eye cards
in hand", then had the player play Elder Sign and keep Cats of Ulthar, neither with an eye. A step that says to keep eye
cards while the hand holds none says so ("neither has an eye"), and says why the card it plays: its move's card is
played, the other kept, in words that agree with that move, in every language of the course."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.letter.cards import KIND_BY_ID
from cthulhu_widgets.games.letter.sentences.coach import COACH, COACH_STEPS

LANGS = ("en", "zh", "zh-TW", "ja")
KEEP_EYE = {"en": "keep eye cards in hand", "zh": "有眼睛的牌能留在手上", "zh-TW": "有眼睛的牌能留在手上",
            "ja": "目のカードは手札に残そう"}
NO_EYE = {"en": "Neither has an eye", "zh": "這兩張都沒有眼睛", "zh-TW": "這兩張都沒有眼睛", "ja": "2 枚とも目なし"}
PLAY = {"en": "play {card}", "zh": "打出{card}", "zh-TW": "打出{card}", "ja": "{card}を出し"}
KEEP = {"en": "keep {card}", "zh": "留下{card}", "zh-TW": "留下{card}", "ja": "{card}を残す"}
WHY = {"en": "it shields you", "zh": "擋住對手下一張牌", "zh-TW": "擋住對手下一張牌",
       "ja": "を出して守り"}


def name(card: str, lang: str) -> str:
    """The card's name as the course's text quotes it (ja in 「」)."""
    said = getattr(KIND_BY_ID[card], "zh" if lang == "zh-TW" else lang)
    return f"「{said}」" if lang == "ja" else said


def eyeless_keep_steps():
    """The coached plays whose hand holds no eye card: the step that says to keep eye cards is among them."""
    return [(i, step) for i, step in enumerate(COACH_STEPS)
            if step["kind"] == "play" and not any(KIND_BY_ID[c].insane for c in step["cards"])]


@pytest.mark.parametrize("lang", LANGS)
def test_a_step_that_says_keep_eye_cards_agrees_with_its_move(lang):
    checked = 0
    for i, step in eyeless_keep_steps():
        text = COACH[lang]["steps"][i]["text"]
        if KEEP_EYE[lang] not in text:
            continue
        played = step["move"].split("card=")[1].split()[0]
        kept = [c for c in step["cards"] if c != played]
        assert NO_EYE[lang] in text, text                          # the hand holds no eye card: said so
        assert PLAY[lang].format(card=name(played, lang)) in text, text
        assert all(KEEP[lang].format(card=name(c, lang)) in text for c in kept), text
        assert WHY[lang] in text, text                              # why this card, not the other
        checked += 1
    assert checked == 1, "step 5 (Elder Sign over Cats of Ulthar) says to keep eye cards"
