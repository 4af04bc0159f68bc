"""Letter, newcomer review 29 (round AU, fixer AU1), letter_zh 1 and 2: an answer with the deck top never said what
happened to the reader's cards. On a phone the opponent's turn gets one row beside a check's two (js/src/letter/
layout_story.js keeps its outcome, the last line, when that fits a row): the outcome names the card and N before and
after (LS-O5 Armitage's discard, LS-CHECK-1), or what the reader now holds after Carter's swap (LS-O6), short."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
# a phone row (390 px) holds about 31 Han characters (review 29's 111): 26 after "對手回合：" / "相手の番："; a Latin
# letter or a space about half of one (the en review was at a desk: 64 letters, one row there)
ROW = {"en": 64 * 0.55, "zh": 26.5, "ja": 26.5}


def width(text: str) -> float:
    """Return `text`'s width in Han characters: ASCII and spaces count about half."""
    return sum(0.55 if ord(c) < 0x2000 else 1 for c in text)
DISCARDED = {"en": "Your deck top, Golden Mead, is discarded: Insanity N 0 → 1.",
             "zh": "你的牌堆第1張黃金蜂蜜酒被丟棄：瘋狂 N 0 → 1。",
             "ja": "山札の上の「黄金の蜂蜜酒」を捨てた：狂気 N 0 → 1。"}
SWAPPED = {"en": "Your deck top is now Elder Sign; the opponent got Golden Mead.",
           "zh": "你的牌堆第1張換成舊神印記；黃金蜂蜜酒給了對手。",
           "ja": "山札の上は「旧神の印」に、「黄金の蜂蜜酒」は相手へ。"}


def _answered(lang: str, clue: str) -> list:
    """The reader plays the Silver Key; the opponent plays `clue` and the reader answers it with the deck top
    (Golden Mead, an Insanity card); the opponent's turn's lines after the answer."""
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["silver_key"],
                                               "deck": ["investigators", "golden_mead", "elder_sign", "..."],
                                               "clues": [clue, "elder_sign", "great_race_of_yith"]})
    w.command({"cmd": "act", "id": "play card=silver_key"})
    w.step(1)
    w.command({"cmd": "act", "id": "answer side=deck"})
    lines = [line for line in w.log_lines]
    head = max(i for i, line in enumerate(lines) if line.get("turn") and not line.get("you"))
    end = next(i for i in range(head + 1, len(lines)) if lines[i].get("turn"))
    return [line["text"] for line in lines[head + 1:end]]


@pytest.mark.parametrize("lang", LANGS)
def test_LS_O5_the_deck_top_answer_names_the_card_and_n_before_and_after(lang):
    """letter_zh 1 (140): after answering Armitage with the deck top, the last line of the opponent's turn names the
    card discarded and N's change, in one phone row."""
    said = _answered(lang, "professor_armitage")
    assert said[-1] == DISCARDED[lang], said
    assert width(said[-1]) <= ROW[lang], said[-1]


@pytest.mark.parametrize("lang", LANGS)
def test_LS_O6_the_deck_top_swap_says_what_the_reader_now_has(lang):
    """letter_zh 2 (111): after answering Carter with the deck top, the last line says what the deck top now is (the
    opponent's next card) and where the reader's card went, in one phone row."""
    said = _answered(lang, "randolph_carter")
    assert said[-1] == SWAPPED[lang], said
    assert width(said[-1]) <= ROW[lang], said[-1]
