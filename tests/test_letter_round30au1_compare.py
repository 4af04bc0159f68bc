"""Letter, newcomer review 29 (round AU, fixer AU1), letter_zh 3 (007 vs 141): "Compare Nyarlathotep (6)" carried ⚠ in
the course and none in game 4 with "7×1" still in the unseen list, and a missing ⚠ read as nothing. One rule (LS-P3,
LS-SETUP-5: the clues are Sane cards): an unseen Sane card that beats the hand card gives ⚠ with the chance; none
does, and the chip says no clue can be higher. From the seen cards only: the hidden clue changes nothing."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
# what is counted, named (round BB, review 34, letter_en 4: "1 in 14 chance" beside 20 unseen cards)
# the cards the top clue can be since round II (review 39, letter_en 2: "Sane cards left" read unclear)
CHANCE = {"en": "1 of the {n} cards it can be", "zh": "它可能的 {n} 張牌中有 1 張", "ja": "ありうる {n} 枚中 1 枚"}
SAFE = {"en": "no clue can be higher", "zh": "沒有線索比它大", "ja": "これより強い手がかりはない"}


def _chip(lang: str, clue: str, **zones) -> str:
    """The chip of Great Race of Yith comparing the hand's Nyarlathotep (6) with the unknown top card `clue`."""
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["great_race_of_yith"], "deck": ["nyarlathotep", "..."],
                                               "clues": [clue, "elder_sign", "investigators"], **zones})
    w.command({"cmd": "act", "id": "play card=great_race_of_yith"})
    return next(a["label"] for a in w.legal if "target=hand" in a["id"] or "side=hand" in a["id"]
                or a["label"].startswith(("Compare Nyarlathotep", "以奈亞", "「ナイアーラトテップ")))


def _unseen_sane() -> int:
    """The Sane cards the seat of the first deal has not seen (the clue may be any of them)."""
    from cthulhu_widgets.games.letter.cards import SANE_DEAL
    from cthulhu_widgets.games.letter.dangers import seen_cards
    w = LetterWidget(seed=3, setup={"hand": ["great_race_of_yith"], "deck": ["nyarlathotep", "..."],
                                    "clues": ["cats_of_ulthar", "elder_sign", "investigators"]})
    seen = seen_cards(w.state)
    return sum(1 for c in SANE_DEAL if c not in seen)


@pytest.mark.parametrize("lang", LANGS)
def test_LS_P3_an_unseen_higher_sane_card_gives_the_warning_with_its_chance(lang):
    """The Silver Key (7, Sane) unseen: ⚠ with 1 chance in the unseen Sane cards, whatever the hidden clue is."""
    said = _chip(lang, "cats_of_ulthar")
    assert "⚠" in said and CHANCE[lang].format(n=_unseen_sane()) in said, said
    assert _chip(lang, "professor_armitage") == said


@pytest.mark.parametrize("lang", LANGS)
def test_LS_P3_no_unseen_higher_card_says_so(lang):
    """The Silver Key removed (seen), the unseen 7 only the Trapezohedron (an Insanity card, never a clue): no ⚠, and
    the chip says why."""
    said = _chip(lang, "cats_of_ulthar", removed=["silver_key"])
    assert "⚠" not in said and SAFE[lang] in said, said
