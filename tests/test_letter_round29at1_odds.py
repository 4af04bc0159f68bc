"""Letter, newcomer review 28 (round AT, fixer AT1), letter_zh 5 (034: "注意：它可能是的未見的 13 張牌中…" read broken) and
letter_en 9 (048: "4 in 12" had another base than the card's "not seen yet" list): the odds of an unknown deck top
name their base, the deck (the clues are dealt from the Sane cards, LS-SETUP-5, and the unused card is an Insanity
card, LS-SETUP-4: the deck holds exactly that many Insanity cards), in a sentence that reads naturally."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets.letter import LetterWidget

# the deck named as the base of the odds, in the chip and the sentence
# (en's chip in plain words since review 29, letter_en 2)
# (en's chip shorter since review 32, letter_en 2: two lines of a phone's chip)
DECK = {"en": ("of {n} in the deck", "of the {n} cards in your deck"), "zh": ("牌堆 {n} 張中", "你的牌堆 {n} 張中"),
        "ja": ("山札 {n} 枚中", "山札 {n} 枚のうち")}


def _deck_answer(lang: str) -> tuple[dict, int]:
    """Return the deck-top answer to the opponent's Professor Henry Armitage (LS-O5 Sane) and the deck's size."""
    w = LetterWidget(seed=5, lang=lang, setup={"hand": ["golden_mead"], "deck": ["investigators", "..."],
                                               "clues": ["professor_armitage", "elder_sign"]})
    w.command({"cmd": "act", "id": next(a["id"] for a in w.legal if "guess=2" in a["id"])})
    w.command({"cmd": "bot_step"})
    return next(a for a in w.legal if a["id"] == "answer side=deck"), w.view["deck"]["count"]


@pytest.mark.parametrize("lang", ("en", "zh", "ja"))
def test_LS_O5_deck_top_odds_name_the_deck(lang):
    """The chip and the sentence count the deck's cards (the deck's size), said the same way."""
    chip, n = _deck_answer(lang)
    label, sentence = (s.format(n=n) for s in DECK[lang])
    assert f" of {n} " in chip["label"] or f" {n} " in chip["label"], chip["label"]
    assert label in chip["label"], chip["label"]
    assert sentence in chip["text"], chip["text"]


def test_zh_tw_odds_sentence_reads_naturally():
    """The broken '它可能是的未見的' is gone."""
    chip, _ = _deck_answer("zh")
    assert "可能是的" not in chip["text"], chip["text"]


def test_no_zh_letter_sentence_says_it_may_be_of_the():
    """Review 41, letter_zh 3 (007, 057): '它可能是的 14 張牌中 1 張較大' read broken again, on the compare chips (round
    II4's words): no Traditional Letter sentence says '可能是的'."""
    from cthulhu_widgets.games.letter.sentences import danger

    tables = [v["zh"] for v in vars(danger).values() if isinstance(v, dict) and isinstance(v.get("zh"), dict)]
    said = [t for table in tables for t in table.values() if isinstance(t, str) and "可能是的" in t]
    assert tables and not said, said
