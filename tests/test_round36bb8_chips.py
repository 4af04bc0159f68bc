"""Round BB, fixer BB8 (newcomer review 34, letter_en 3): a chip cut on one desk line lost its risk ("⚠ Your
Investigators (1) vs the opponent's next card: lower, you lose…", 039; "Compare the deck's top card ⚠ if it eliminates
the last clue…", 089). The risk comes first and short, so a cut takes the detail, never the risk."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
LOSE = {"en": "lose", "zh": "輸", "ja": "負け"}
HEAD = {"en": 34, "zh": 16, "ja": 18}   # what is left of a cut chip's start, at least, on a desk line or a phone's


def _answer_chips(lang: str) -> list:
    """The answers to the opponent's Great Race of Yith, Investigators (1) in hand."""
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["silver_key"], "deck": ["investigators", "..."],
                                               "clues": ["great_race_of_yith", "investigators", "cats_of_ulthar"]})
    w.command({"cmd": "act", "id": "play card=silver_key"})
    w.step(1)
    return [a["label"] for a in w.legal]


def _last_clue_chips(lang: str) -> list:
    """Great Race of Yith's compares with one clue over Cthulhu."""
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["great_race_of_yith"], "deck": ["nyarlathotep", "..."],
                                               "clues": ["cats_of_ulthar"]})
    w.command({"cmd": "act", "id": "play card=great_race_of_yith"})
    return [a["label"] for a in w.legal if "⚠" in a["label"]]


@pytest.mark.parametrize("lang", LANGS)
def test_LS_O3_the_hand_answer_says_the_loss_first(lang):
    hand = _answer_chips(lang)[0]
    assert hand.startswith("⚠") and LOSE[lang] in hand[:HEAD[lang]].lower(), hand


@pytest.mark.parametrize("lang", LANGS)
def test_LS_P3_the_last_clue_risk_is_said_before_a_cut(lang):
    chips = _last_clue_chips(lang)
    assert len(chips) == 2, chips
    for chip in chips:
        risk = chip[chip.index("⚠"):]
        assert LOSE[lang] in risk[:HEAD[lang]], chip
