"""Newcomer review R3-L (issue 23, round E) at the Letter table: what the opponent can do to the player is said
before it happens, in every language of the table (en, zh, ja)."""
from __future__ import annotations

from cthulhu_widgets.frames.letter import UI
from cthulhu_widgets.games.letter.sentences.coach import COACH
from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
INVESTIGATORS = {"en": "Investigators", "zh": "調查員", "ja": "探索者"}
# Hound of Tindalos in hand, Cats of Ulthar drawn; the deck's top card then ties the opponent's top (see
# tests/test_letter_table_danger.py HOUND_TIE).
HOUND_TIE = {"hand": ["hound_of_tindalos"], "deck": ["cats_of_ulthar", "investigators", "..."],
             "clues": ["investigators", "investigators", "cats_of_ulthar"]}


def test_insanity_zero_line_and_learn_to_play_say_the_opponent_can_raise_n():
    """Finding 1 (d24_g1_t7): an Insanity card the opponent's Investigators throw into the discard raised N unsaid;
    the line under the discard at N = 0 and Learn to play's free text say it first."""
    for lang in LANGS:
        assert INVESTIGATORS[lang] in UI[lang]["insanity_zero"], lang
        assert INVESTIGATORS[lang] in COACH[lang]["free"], lang


def test_compare_deck_top_chip_says_the_consequence():
    """Finding 2 (d48_g3_gry, d49_g3_t5): "⚠ your deck top may become known" gave no reason; the chip now says the
    opponent's Investigators would then knock the player out."""
    for lang in LANGS:
        w = LetterWidget(seed=3, setup=HOUND_TIE, lang=lang)
        deck = next(m for m in w.legal if m["id"] == "play card=hound_of_tindalos compare=deck")
        assert "⚠" in deck["label"] and INVESTIGATORS[lang] in deck["label"], deck["label"]
