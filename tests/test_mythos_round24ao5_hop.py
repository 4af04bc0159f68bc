"""Newcomer review 23, mythos_ja finding 5 (050, 066): the chip of a City hop said "都市から都市へ、すぐに到着する"
(en "City to City, you arrive at once"), read as any city to any city; it applies within one city only
(MY-LOC-3, option city_hop ★same_subregion): Hospital -> Kingsport from elsewhere was a walk. The words say it:
within one city, or within the region where the option says so."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import mythos as frame
from cthulhu_widgets.games import mythos

SAID = {"en": ("within one city", "within the region"), "ja": ("同じ都市内", "同じ地域内")}


def _chip(story: str, card: str, lang: str, **rules) -> str:
    p0 = {"story": [story], "hand": [card, "alone_in_the_world"], "hand_exact": True}
    state = mythos.new_game(0, rules or None, {"players": [p0, {"story": ["martins_beach"]}]})
    moves = frame.legal(state, state.legal_actions(), lang, "p0")
    return next(m["label"] for m in moves if m["kind"] == "play" and state.card[m["fields"]["card"]] == card)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_LOC_3_a_city_hop_says_within_one_city(lang):
    chip = _chip("the_forgotten_crypt", "congregational_hospital", lang)       # Kingsport to Kingsport
    assert SAID[lang][0] in chip, chip


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_LOC_3_option_same_region_says_within_the_region(lang):
    chip = _chip("boston_maine_train_station", "the_forgotten_crypt", lang, city_hop="same_region")   # Arkham to Kingsport
    assert SAID[lang][1] in chip, chip
