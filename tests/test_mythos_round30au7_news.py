"""Review 29, mythos_ja 2 (104 vs 092): the bot's High Noon flipped the reader's Gomes and Alone in the World went 4/7
-> 3/7, told only in the full log 1,500 px down. Both are big lines (the toast) for the reader: the flip names the
card that did it, the lost requirement names the adventure (MY-ZONE-3, MY-ADV-2)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.games.mythos.texts import card_name
from test_mythos_round26aq7_lost import LOST, _armed_gomes


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r30au7_MY_ADV_2_a_lost_requirement_and_its_flip_are_toasted_to_the_reader(lang):
    w = _armed_gomes(lang)
    high_noon = next(i for i in w.state.players[1].hand if w.state.card[i] == "high_noon")
    w.play("play", card=high_noon)
    lines = Frames("mythos").of(w.state, MatchPositions(w.match), "p0", lang)["log_lines"]
    big = [line["text"] for line in lines if line.get("big")]
    adventure = card_name("alone_in_the_world", lang)
    assert any(adventure in t and LOST[lang] in t for t in big), lines[-6:]
    assert any(card_name("high_noon", lang) in t and card_name("gomes", lang) in t for t in big), lines[-6:]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r30au7_the_readers_adventure_lines_are_marked_its_own(lang):
    """Review 29, mythos_en 5 (160, 166): "Your adventure … can be completed now / lost …" showed in Bot 2's box: the
    line carries the reader's mark ("you"), which the seat box (js/src/mythos/last_turn.js seatLines) leaves out."""
    w = _armed_gomes(lang)
    high_noon = next(i for i in w.state.players[1].hand if w.state.card[i] == "high_noon")
    w.play("play", card=high_noon)
    lines = Frames("mythos").of(w.state, MatchPositions(w.match), "p0", lang)["log_lines"]
    adventure = card_name("alone_in_the_world", lang)
    lost = [line for line in lines if adventure in line["text"] and LOST[lang] in line["text"]]
    assert lost and all(line.get("you") for line in lost), lost
