"""Round BB, fixer BB8 (newcomer review 34, letter_en 4): the chips' odds say what is counted and a sure thing says
"certain" ("(5 in 5 chance)", 048; "(1 in 14 chance)" beside a "Not seen yet" list of 20 cards, 003: only the rules said
clues are Sane cards), and "⚠ may show your deck top: Investigators then knock you out" (003) reads plainly."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
# re-based in round II (review 39, letter_en 2: "Sane cards left" read as neither whose chance nor which cards)
COUNTED = {"en": "1 of the {n} cards it can be", "zh": "它可能的 {n} 張牌中有 1 張", "ja": "ありうる {n} 枚中 1 枚"}
CERTAIN = {"en": "certain", "zh": "必定", "ja": "確実"}


def _chips(lang: str, kept: str, clues=("cats_of_ulthar", "elder_sign", "investigators"), **zones) -> list:
    """The chips of Great Race of Yith with `kept` drawn into the hand."""
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["great_race_of_yith"], "deck": [kept, "..."],
                                               "clues": list(clues), **zones})
    w.command({"cmd": "act", "id": "play card=great_race_of_yith"})
    return [a["label"] for a in w.legal]


def _unseen_sane() -> int:
    from cthulhu_widgets.games.letter.cards import SANE_DEAL
    from cthulhu_widgets.games.letter.dangers import seen_cards
    w = LetterWidget(seed=3, setup={"hand": ["great_race_of_yith"], "deck": ["nyarlathotep", "..."],
                                    "clues": ["cats_of_ulthar", "elder_sign", "investigators"]})
    return sum(1 for c in SANE_DEAL if c not in seen_cards(w.state))


@pytest.mark.parametrize("lang", LANGS)
def test_LS_P3_the_odds_name_what_they_count(lang):
    """Nyarlathotep (6) kept, The Silver Key unseen: 1 of the unseen Sane cards beats it, and the chip says so."""
    chips = _chips(lang, "nyarlathotep")
    said = next(c for c in chips if "⚠" in c and COUNTED[lang].format(n=_unseen_sane()) in c)
    assert "chance" not in said, said


@pytest.mark.parametrize("lang", LANGS)
def test_LS_P3_every_unseen_clue_higher_is_certain(lang):
    """Every Sane card left beats the kept card: the chip says certain, not "N in N"."""
    chips = _chips(lang, "investigators", clues=("cats_of_ulthar", "elder_sign", "great_race_of_yith"),
                   removed=["investigators"] * 4)   # every other 1 seen: the 9 Sane cards left are all higher
    compare = [c for c in chips if "⚠" in c and CERTAIN[lang] in c]
    assert compare, chips
    assert not any("9 in 9" in c or "9 張中 9" in c or "9 枚中 9" in c for c in chips), chips


def test_LS_P3_the_deck_top_warning_reads_plainly():
    """Compare the deck's top card: what may happen, then what it costs, without "then knock you out"."""
    chips = _chips("en", "nyarlathotep")
    assert not any("knock you out" in c for c in chips), chips
