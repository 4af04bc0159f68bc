"""Letter, newcomer review 30 (round AV, fixer AV1), letter_zh 8 (061): answering the opponent's Great Race of Yith
with the deck top, the chip said only "⚠ 牌堆第1張對比對手下1張牌…" though the next card was the known Cthulhu (8): no deck
card reaches it, so the top is only discarded (LS-O3). The chip names the known card and carries no compare ⚠ then
(an Insanity card's rise keeps its own ⚠); an unknown next card keeps it."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
CTHULHU = {"en": "Cthulhu (8)", "zh": "克蘇魯（8）", "ja": "「クトゥルフ」（8）"}


def _deck_chip(lang: str, clues: list) -> str:
    """The opponent plays Great Race of Yith over `clues`; the label of the reader's deck-top answer."""
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["silver_key"], "deck": ["nyarlathotep", "investigators", "..."],
                                               "clues": ["great_race_of_yith", *clues]})
    w.command({"cmd": "act", "id": "play card=silver_key"})
    w.step(1)
    return next(a["label"] for a in w.legal if a["id"] == "answer side=deck")


@pytest.mark.parametrize("lang", LANGS)
def test_LS_O3_a_deck_top_against_a_known_cthulhu_names_it_without_a_compare_warning(lang):
    """The last clue is the Yith: the next card is Cthulhu, face up; the chip names it and opens with no ⚠."""
    label = _deck_chip(lang, [])
    assert CTHULHU[lang] in label and not label.startswith("⚠"), label


@pytest.mark.parametrize("lang", LANGS)
def test_LS_O3_an_unknown_next_card_keeps_the_warning(lang):
    """A hidden clue next: a deck top may beat it and become known (LS-O1's target): the ⚠ stays."""
    assert _deck_chip(lang, ["investigators"]).startswith("⚠")
