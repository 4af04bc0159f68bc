"""Newcomer review 41, letter_en 3 (119): the chip "Name 0: the top card is the Mi-Go Braincase —…" was cut, its whole
text only on hover: with the page's "— you know it is a 0" after it, it outgrew its cell. The Name 0 chip (LS-P1,
LS-P5: the known Braincase on top) says the number and the card in a few words, in every language."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import letter as fl
from cthulhu_widgets.games.letter import new_game

LIMIT = {"en": 24, "zh": 14, "zh-TW": 14, "ja": 15}   # characters: two lines of a phone's naming cell


@pytest.mark.parametrize("lang", LIMIT)
def test_LS_P5_the_name_0_chip_is_short(lang):
    s = new_game(seed=3, setup={"hand": ["investigators"], "deck": ["silver_key", "investigators", "..."],
                                "clues": ["mi_go_braincase", "elder_sign"]})
    s.top_known = True   # a Mi-Go's Insane row leaves it on top, known (LS-P5)
    zero = [a["label"] for a in fl.legal(s, s.legal_actions(), lang) if a["fields"].get("guess") == 0]
    assert zero, [a["id"] for a in fl.legal(s, s.legal_actions(), lang)]
    name = zero[0].split(" ⚠")[0]
    assert "0" in name and len(name) <= LIMIT[lang], name
