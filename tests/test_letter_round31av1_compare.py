"""Letter, newcomer review 30 (round AV, fixer AV1), letter_zh 2 (080 → 082): the opponent's Great Race of Yith
answered with Nyarlathotep (6) from the hand (LS-O3) was told on the phone by "對手打出伊斯之偉大種族" alone: the compare's
result line ran past one phone row, so the turn's row (js/src/letter/layout_story.js) kept only what was played. The
result is now one phone row in every language, with both values, whichever way it went (higher, tie)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
ROW = {"en": 64 * 0.55, "zh": 26.5, "ja": 26.5}   # as test_letter_round30au1_answers: one phone row after its head


def width(text: str) -> float:
    """Return `text`'s width in Han characters: ASCII and spaces count about half."""
    return sum(0.55 if ord(c) < 0x2000 else 1 for c in text)


def _answered(lang: str, mine: str, clue: str) -> list:
    """The opponent plays Great Race of Yith over `clue`; the reader answers with its hand card `mine`."""
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["silver_key"], "deck": [mine, "investigators", "..."],
                                               "clues": ["great_race_of_yith", clue, "cats_of_ulthar"]})
    w.command({"cmd": "act", "id": "play card=silver_key"})
    w.step(1)
    n = len(w.log_lines)
    w.command({"cmd": "act", "id": "answer side=hand"})
    lines = [line["text"] for line in w.log_lines[n:]]
    return lines[:next(i for i, line in enumerate(lines) if line.startswith(("Turn", "第", "ターン")))]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("mine,clue,values", [("nyarlathotep", "investigators", ("6", "1")),
                                              ("elder_sign", "elder_sign", ("4", "4"))])
def test_LS_O3_the_hand_compare_result_is_one_phone_row(lang, mine, clue, values):
    """The last line of the answer is the compare's result, both values in it, in one phone row."""
    said = _answered(lang, mine, clue)
    assert all(v in said[-1] for v in values), said
    assert width(said[-1]) <= ROW[lang], said[-1]
