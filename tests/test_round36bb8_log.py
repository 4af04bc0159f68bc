"""Round BB, fixer BB8 (newcomer review 34, letter_en 6): the Story's slips. A deck-top compare said the discard twice
and named "Silver Key" without its article, so it was not linked (091: "…with the opponent's Silver Key (7): lower,
your card is discarded. Your deck top, Great Race of Yith, is discarded…")."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
DISCARDED = {"en": "discarded", "zh": "丟棄", "ja": "捨て"}


def _story(lang: str) -> list:
    """The Story after the Hound of Tindalos compares the deck's top card, Great Race of Yith (3), with The Silver Key."""
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["hound_of_tindalos"],
                                               "deck": ["randolph_carter", "great_race_of_yith", "..."],
                                               "clues": ["silver_key", "investigators", "cats_of_ulthar"]})
    w.command({"cmd": "act", "id": "play card=hound_of_tindalos compare=deck"})
    assert w.error == "", w.error
    return [line["text"] for line in w.log_lines]


@pytest.mark.parametrize("lang", LANGS)
def test_LS_P4_the_deck_top_discard_is_told_once(lang):
    lines = _story(lang)
    at = next(i for i, t in enumerate(lines) if ("compare" in t.lower() or "比" in t))
    told = [t for t in lines[at:at + 2] if DISCARDED[lang] in t]
    assert len(told) == 1, lines[at:at + 2]


def test_LS_P4_the_compared_card_keeps_its_name():
    lines = _story("en")
    compare = next(t for t in lines if t.startswith("You compare"))
    assert "The Silver Key (7)" in compare, compare


TWICE = {"en": "Elder Sign ×2", "zh": "×2", "ja": "×2"}


@pytest.mark.parametrize("lang", LANGS)
def test_LS_CHECK_1_a_check_names_a_card_turned_up_twice_once(lang):
    """An insanity check turning up two Elder Signs says "Elder Sign ×2", one name to link, not "Elder Sign, Elder Sign"
    with the second unlinked (129)."""
    from cthulhu_widgets.games.letter.texts import card_name
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["silver_key"], "discard": ["deep_ones", "hound_of_tindalos"],
                                               "deck": ["elder_sign", "elder_sign", "cats_of_ulthar", "..."],
                                               "clues": ["great_race_of_yith", "investigators", "cats_of_ulthar"]})
    check = next(line for line in w.log_lines if "elder_sign" in [c for _, c in line.get("cards", ())])
    name = card_name("elder_sign", lang)
    assert check["text"].count(name) == 1 and TWICE[lang] in check["text"], check
