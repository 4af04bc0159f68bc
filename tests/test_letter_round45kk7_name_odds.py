"""Newcomer review 41, letter_en 5 (050, 112, 158): Great Race of Yith's chips gave odds ("4 of the 14 cards it can
be"), Investigators' said "· none left", Deep Ones' Name 2-7 on Hard said nothing. Every naming chip (LS-P1:
Investigators, Deep Ones Sane, the guess prompt) with the top clue unseen now says how many of the cards the clue can
be (the unseen Sane cards: clues are dealt from them, LS-SETUP-5) have that value, from the seat's view only."""
from __future__ import annotations

import re

import pytest

from cthulhu_widgets.frames import letter as fl
from cthulhu_widgets.games.letter import new_game

LANGS = ("en", "zh", "zh-TW", "ja")


def _table(card: str, deck_rest: list[str], clues: list[str]):
    """Return a table: `card` and the Silver Key in the hand, `clues` face down over Cthulhu."""
    s = new_game(seed=3, setup={"hand": [card], "deck": ["silver_key", *deck_rest, "..."], "clues": clues})
    s.insanity = 1 if card == "deep_ones" else 0
    return s


def _names(s, lang: str) -> dict:
    """Return each naming chip's label (the ⚠ tail off) by the value it names."""
    out = {}
    for a in fl.legal(s, s.legal_actions(), lang):
        value = a["fields"].get("guess", a["fields"].get("value") if a["kind"] == "guess" else None)
        if value is not None:
            out[value] = a["label"].split(" ⚠")[0]
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("card", ["investigators", "deep_ones"])
def test_LS_P1_every_naming_chip_says_its_odds(lang, card):
    names = _names(_table(card, ["investigators"], ["professor_armitage", "elder_sign", "cats_of_ulthar"]), lang)
    assert set(range(2, 8)) <= set(names)
    for value in range(2, 8):
        assert re.search(r"\d+\D+\d+", names[value].split(":", 1)[-1]) or "none left" in names[value] \
            or "已無剩餘" in names[value] or "残りなし" in names[value], names[value]


def test_LS_P1_the_odds_count_the_unseen_sane_cards_of_the_value():
    """The Silver Key (7) is in the hand: the one Sane 7 seen, none left (the Trapezohedron is an Insanity card)."""
    names = _names(_table("investigators", ["investigators"], ["professor_armitage", "elder_sign"]), "en")
    assert "none left" in names[7], names[7]
    assert "2 of 13" in names[5], names[5]   # Professor Armitage ×2 of the 13 Sane cards not in the hand


def test_LS_KNOW_5_odds_come_from_the_seats_view_only():
    """Two deals differing only in hidden cards (the clues and the deck under its top) give the same words."""
    one = _table("deep_ones", ["investigators", "cats_of_ulthar"], ["professor_armitage", "elder_sign"])
    two = _table("deep_ones", ["investigators", "cats_of_ulthar"], ["randolph_carter", "great_race_of_yith"])
    for lang in LANGS:
        assert _names(one, lang) == _names(two, lang)
