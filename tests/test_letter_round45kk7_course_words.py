"""Newcomer review 41, letter_en 10 (011, 020): the course's step texts were cryptic: "Randolph Carter swaps your
answer for its next clue. Your hand card: played at you next. Your deck top: known there; if it names that card, you
lose." and "Investigators hit an unseen card: fine." Each step says it in plain sentences (LS-O6: the answering card
becomes the opponent's next card; LS-O1, LS-KNOW-4: an unknown deck top knocked out is harmless), in every language,
within the desk bubble's five lines (tests/test_letter_round19ac_coach.py)."""
from __future__ import annotations

import pytest

from test_letter_round16v import _lines
from test_letter_round19ac_coach import DESK_TEXT_WIDTH

from cthulhu_widgets.games.letter.sentences.coach import COACH

LANGS = ("en", "zh", "zh-TW", "ja")
# the telegraphic fragments the reader could not parse, by language: "X: Y." where X names no subject nor verb
CRYPTIC = {"en": ("Your hand card:", "Your deck top:", ": fine", "hit an unseen card"),
           "zh": ("用手牌：", "用牌堆第1張："), "zh-TW": ("用手牌：", "用牌堆第1張："),
           "ja": ("未見で無事", "山札の一番上なら知られて")}


@pytest.mark.parametrize("lang", LANGS)
def test_the_answer_and_investigators_steps_say_it_in_sentences(lang):
    steps = COACH[lang]["steps"]
    for n in (1, 3):   # step 2 (Randolph Carter's answer) and step 4 (the opponent's Investigators)
        shown = steps[n]["text"].split("\n")[0]
        assert not [bit for bit in CRYPTIC[lang] if bit in shown], shown
        assert _lines(shown, DESK_TEXT_WIDTH) <= 5, (_lines(shown, DESK_TEXT_WIDTH), shown)


def test_the_answer_step_names_what_the_answering_card_becomes():
    """LS-O6: the card the player answers with becomes the opponent's next card, said as such."""
    assert "answer with" in COACH["en"]["steps"][1]["text"]
    assert "next clue" in COACH["en"]["steps"][1]["text"] or "next card" in COACH["en"]["steps"][1]["text"]
