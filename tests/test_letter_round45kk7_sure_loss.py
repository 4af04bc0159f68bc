"""Newcomer review 41, letter_zh 2 (161): on Easy, the last clue Professor Armitage (5) face up, Great Race of Yith's
"compare The Shining Trapezohedron (7)" surely eliminates the last clue (LS-P3: higher eliminates; LS-P10: Cthulhu then
comes on top and the opponent plays it, LS-TURN-2), yet its ⚠ was the same conditional one as the deck compare's, so
the table moved it to the prompt and the chip kept none. A move that surely eliminates the last clue says so as its
own ⚠, which no other chip shares, in every language."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import letter as fl
from cthulhu_widgets.games.letter import new_game
from cthulhu_widgets.games.letter.sentences.danger import LABEL
from cthulhu_widgets.games.letter.texts import table_lang

LANGS = ("en", "zh", "zh-TW", "ja")


def _table(hand: str, clue: str):
    """Return a table: Great Race of Yith and `hand` in the hand, the one clue `clue` face up over Cthulhu."""
    s = new_game(seed=3, setup={"hand": ["great_race_of_yith"], "deck": [hand, "investigators", "..."],
                                "clues": [clue]})
    s.top_known = True   # a look showed it (LS-P2)
    return s


def _labels(s, lang: str) -> dict:
    """Return each legal move's chip label by its id."""
    return {a["id"]: a["label"] for a in fl.legal(s, s.legal_actions(), lang)}


@pytest.mark.parametrize("lang", LANGS)
def test_LS_P3_LS_P10_a_sure_elimination_of_the_last_clue_has_its_own_warning(lang):
    labels = _labels(_table("shining_trapezohedron", "professor_armitage"), lang)
    sure = labels["play card=great_race_of_yith compare=hand"]
    maybe = labels["play card=great_race_of_yith compare=deck"]
    assert "⚠" in sure and "⚠" in maybe
    assert sure[sure.index(" ⚠"):] != maybe[maybe.index(" ⚠"):]   # not one warning the prompt takes off both chips
    assert LABEL[table_lang(lang)]["last_clue"] not in sure   # a fact, not "if it eliminates"


@pytest.mark.parametrize("lang", LANGS)
def test_LS_P1_naming_the_known_last_clue_says_the_sure_loss(lang):
    s = new_game(seed=3, setup={"hand": ["investigators"], "deck": ["silver_key", "investigators", "..."],
                                "clues": ["professor_armitage"]})
    s.top_known = True
    guesses = [a for a in fl.legal(s, s.legal_actions(), lang) if a["kind"] == "guess"]
    if not guesses:   # a one-step play: its name is a field of the play
        guesses = [a for a in fl.legal(s, s.legal_actions(), lang) if a["fields"].get("guess") is not None]
    five = [a["label"] for a in guesses if 5 in (a["fields"].get("value"), a["fields"].get("guess"))]
    others = [a["label"] for a in guesses if a["label"] not in five and "⚠" in a["label"]]
    assert five and "⚠" in five[0] and LABEL[table_lang(lang)]["last_clue"] not in five[0]
    assert all(o[o.index(" ⚠"):] != five[0][five[0].index(" ⚠"):] for o in others)


def test_a_compare_that_can_go_either_way_keeps_its_conditional_warning():
    """A hidden last clue: no sure loss is said (the seat does not know it)."""
    s = _table("shining_trapezohedron", "professor_armitage")
    s.top_known = False
    labels = _labels(s, "en")
    assert "you lose if it eliminates the last clue" in labels["play card=great_race_of_yith compare=deck"]


@pytest.mark.parametrize("lang", LANGS)
def test_LS_P3_an_insane_hound_surely_eliminates_even_an_unseen_last_clue(lang):
    """LS-P3 Insane: with no Insanity card in the opponent's discard the Hound eliminates the top card whatever it is:
    the last clue goes, a sure loss (LS-P10), said as such though the clue is face down."""
    s = new_game(seed=3, setup={"hand": ["hound_of_tindalos"], "deck": ["investigators", "..."],
                                "clues": ["professor_armitage"], "discard": ["deep_ones"]})
    hound = [a["label"] for a in fl.legal(s, s.legal_actions(), lang) if a["id"].endswith("effect=insane")
             and "hound" in a["id"]]
    assert hound and LABEL[table_lang(lang)]["last_clue_sure"] in hound[0], hound
