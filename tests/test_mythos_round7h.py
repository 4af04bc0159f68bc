"""Issue 23 round H (newcomer review 7, ja phone): Mythos findings checked on the engine and the frame."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games import mythos


def _flipped_defender():
    """Return a combat where p1's only defender, Henry W. Akeley, is flipped by the Martin's Beach Monster's reveal."""
    s = mythos.new_game(0, None, {"players": [{"story": ["red_hook"], "threat": ["the_martins_beach_monster"]},
                                              {"story": ["boston_maine_train_station"], "allies": ["henry_w_akeley"]}]},
                        decks=("steadfast", "corrupt"))
    s.act("pass")
    s.act("pass")
    s.act("defend", ally=s.players[1].allies[0]["card"])
    return s


def test_MY_COMBAT_6_a_flipped_defender_absorbs_nothing_and_its_fight_says_so():
    """MY-COMBAT-6 with the Martin's Beach Monster's reveal (flip two allies at random; a flipped defender stops
    defending): review 7 read 'Henry W. Akeley: 0 absorbed' while Sanity fell, a contradiction on its face. It is the
    rule: the fight's record now marks the defender as flipped so the table can say why it absorbed nothing."""
    s = _flipped_defender()
    fight = s.view("p1")["fights"][0]
    assert fight["absorbed"] == [] and fight["lost"] == 4
    assert fight["defenders"] == [{"card": "henry_w_akeley", "inst": fight["defenders"][0]["inst"], "flipped": True}]


def test_MY_END_1_the_sanity_tip_says_the_score_exactly():
    """Review 7: the coach said Sanity is 'half of your score'; MY-END-1 says score = Sanity + adventure points."""
    from cthulhu_widgets.games.mythos.sentences import coach
    assert "half" not in coach._SANITY_END["en"] and "半分" not in coach._SANITY_END["ja"]
    assert "Sanity plus your adventure points" in coach._SANITY_END["en"]
    assert "正気度＋アドベンチャーポイント" in coach._SANITY_END["ja"]


@pytest.mark.parametrize(("lang", "term", "wrong"), [("en", "Outer God", "Great Old One"), ("ja", "外なる神", "旧支配者")])
def test_tulzscha_chip_names_the_cards_own_type(lang, term, wrong):
    """Review 7: Tulzscha reads 'Monster · Outer God' but its chip said 'place the Great Old One …': one term."""
    from cthulhu_widgets.frames.build import Frames
    s = mythos.new_game(0, None, {"first_player": "p0", "players": [
        {"story": ["caverns_beneath_the_old_church"], "events": ["dawn_of_the_solstice"], "hand": ["tulzscha"]}, {}]})
    chip = next(a for a in Frames("mythos").legal(s, lang, "p0") if a["kind"] == "play"
                and s.card[a["fields"]["card"]] == "tulzscha")
    assert term in chip["label"] and wrong not in chip["label"] and term in chip["text"]


SHORT = {"en": "⚠ discards a story card at random: 2 of them your adventures need",
         "ja": "⚠ ストーリーデッキの1枚が無作為に捨て札になる：うち2枚はアドベンチャーに要る"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_hospital_chip_says_its_risk_in_short_and_its_text_lists_the_cards(lang):
    """Review 7 (Congregational Hospital): the arrival chip listed every card at risk and was cut mid-sentence. The
    chip now counts them; the move's text (the card's zoom) still names each one and the adventure."""
    from test_mythos_round6f import WARN, _at, _chip
    state = _at(("ambush", "the_forgotten_crypt"), hand=("congregational_hospital", "alone_in_the_world"))
    label = _chip(state, "play", lang, "congregational_hospital")
    text = _chip(state, "play", lang, "congregational_hospital", field="text")
    assert SHORT[lang] in label and WARN[lang][1] not in label
    assert all(w in text for w in WARN[lang])


CAR = {"en": "no location in your hand to drive to", "ja": "手札に向かえるロケーションがない"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_LOC_5_a_car_with_no_location_in_hand_warns_it_does_nothing_now(lang):
    """Review 7: the Car glowed as playable with no location in hand. MY-LOC-5 allows it (the investigator stays in
    transit), so its chip warns; with a location in hand it does not."""
    from test_mythos_round6f import _at, _chip
    bare = _at(("boston_maine_train_station",), hand=("car",))
    assert CAR[lang] in _chip(bare, "play", lang, "car")
    rich = _at(("boston_maine_train_station",), hand=("car", "the_athenaeum"))
    assert CAR[lang] not in _chip(rich, "play", lang, "car")
