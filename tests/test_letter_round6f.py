"""Newcomer review 4 (issue 23, round F) at the Letter table: the engine's clue count, the hidden clue that beat the
player shown at the end, the race against the deck said while it can still be run."""
from __future__ import annotations

from cthulhu_widgets.games.letter.game import new_game

LANGS = ("en", "zh", "ja")


def test_clues_count_only_cards_above_cthulhu():
    """Finding 6 (LS-SETUP-5, LS-P9): `clues` counted the card a Carter swap left in a stack without Cthulhu as a
    clue; clues are the cards above Cthulhu, none once Cthulhu left the stack."""
    s = new_game(seed=3, setup={"hand": ["randolph_carter"], "deck": ["professor_armitage", "..."], "clues": []})
    assert s.clues == 0
    s.act("play", card="randolph_carter")
    assert s.result is not None and s.result.outcome == "win"
    assert s.stack and s.clues == 0 and s.view("player")["opponent"]["clues"] == 0
    s = new_game(seed=3, setup={"hand": ["elder_sign"], "deck": ["investigators", "..."],
                                "clues": ["investigators", "cats_of_ulthar"]})
    assert s.clues == 2
