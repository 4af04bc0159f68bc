"""Letter, newcomer review 39 (round II, fixer II4), letter_en 2 (099 110 123): "lose if the top card is higher: 5 of
the 11 Sane cards left" read unclear: whose chance, which cards? A compare's chance (LS-P3; the clues are Sane cards,
LS-SETUP-5) now says who loses, which card decides it (the top clue) and what the count is: the cards it can be."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
# the count named as the cards the top clue can be, the loser named ("you")
CHANCE = {"en": "⚠ you lose if the top clue is higher: 1 of the {n} cards it can be",
          "zh": "⚠ 最上面的線索較大你就輸：它可能的 {n} 張牌中有 1 張較大",
          "ja": "⚠ 一番上の手がかりの方が強ければあなたの負け（ありうる {n} 枚中 1 枚）"}
SURE = {"en": "⚠ you lose: certain, all {n} cards the top clue can be are higher",
        "zh": "⚠ 你會輸：必定，最上面的線索可能的 {n} 張牌都較大",
        "ja": "⚠ あなたの負け：確実、一番上の手がかりがありうる {n} 枚すべてが強い"}


def _chips(lang: str, kept: str, clues=("cats_of_ulthar", "elder_sign", "investigators"), **zones) -> list:
    """The chips of Great Race of Yith with `kept` drawn into the hand."""
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["great_race_of_yith"], "deck": [kept, "..."],
                                               "clues": list(clues), **zones})
    w.command({"cmd": "act", "id": "play card=great_race_of_yith"})
    return [a["label"] for a in w.legal]


def _unseen_sane() -> int:
    """The Sane cards the seat has not seen: the cards the top clue can be."""
    from cthulhu_widgets.games.letter.cards import SANE_DEAL
    from cthulhu_widgets.games.letter.dangers import seen_cards
    w = LetterWidget(seed=3, setup={"hand": ["great_race_of_yith"], "deck": ["nyarlathotep", "..."],
                                    "clues": ["cats_of_ulthar", "elder_sign", "investigators"]})
    return sum(1 for c in SANE_DEAL if c not in seen_cards(w.state))


@pytest.mark.parametrize("lang", LANGS)
def test_LS_P3_the_chance_says_who_loses_and_which_cards_it_counts(lang):
    """Nyarlathotep (6) kept, The Silver Key unseen: you lose if the top clue is higher, 1 of the cards it can be."""
    chips = _chips(lang, "nyarlathotep")
    assert any(CHANCE[lang].format(n=_unseen_sane()) in c for c in chips), chips


@pytest.mark.parametrize("lang", LANGS)
def test_LS_P3_every_card_the_clue_can_be_higher_reads_as_certain(lang):
    """Every Sane card left beats the kept card: you lose, certain, all the cards the top clue can be are higher."""
    chips = _chips(lang, "investigators", clues=("cats_of_ulthar", "elder_sign", "great_race_of_yith"),
                   removed=["investigators"] * 4)   # every other 1 seen: the 9 Sane cards left are all higher
    assert any(SURE[lang].format(n=9) in c for c in chips), chips
