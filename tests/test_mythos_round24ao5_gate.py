"""Newcomer review 23, mythos_ja finding 6 (089 -> 091): the bot's Cthulhu Rising discarded the reader's current
location (The Forgotten Crypt); the Boston & Maine Train Station below it, whose gate the reader had used in round 3,
became current again, and a monster still glowed as playable "through a gate". A location's orientation is the
card's own (MY-ZONE-3: upside-down = gate used); uncovered, it becomes current with no arrival effects (effects
section 5 note 6, MY-CLAR-6), so it comes back as it was left: a used gate stays used (MY-LOC-7, MY-MON-1)."""
import pytest

from cthulhu_widgets.frames import Frames
from cthulhu_widgets.core.errors import IllegalAction
from cthulhu_widgets.games import mythos
from cthulhu_widgets.games.mythos.why_not import why_not


def game(p0, p1):
    return mythos.new_game(0, None, {"first_player": "p0", "players": [p0, p1]})


def inst(s, p, card):
    pl = s.players[p]
    return next(i for i in pl.hand + pl.story + pl.discard + pl.threat if s.card[i] == card)


def plays(s, card_inst):
    return [a for a in s.legal_actions() if a.kind == "play" and a["card"] == card_inst]


def crypt_lost(station_gate_used: bool):
    """p0 stands at the station (its gate used or not), walks to the crypt and arrives; p1's Cthulhu Rising
    discards the crypt (Water icon), uncovering the station. Returns the game with p0 to act."""
    s = game({"story": ["boston_maine_train_station"], "sanity": 15,
              "hand": ["servitor_of_the_outer_gods", "the_forgotten_crypt", "dark_young"]},
             {"hand": ["cthulhu_rising", "central_hill", "essex_institute", "miss_greenes_home"], "sanity": 15})
    if station_gate_used:
        s.act("play", card=inst(s, 0, "servitor_of_the_outer_gods"))   # MY-MON-1: the station turns upside-down
        assert s.players[0].gate_used
        s.act("play", card=inst(s, 1, "miss_greenes_home"))
    s.act("play", card=inst(s, 0, "the_forgotten_crypt"))               # MY-LOC-2: Kingsport is walked to
    s.act("play", card=inst(s, 1, "central_hill"))
    s.act("arrive")                                                      # the crypt's gate is unused
    assert not s.players[0].gate_used
    s.act("play", card=inst(s, 1, "cthulhu_rising"), target="p0")
    return s


def test_MY_ZONE_3_an_uncovered_location_keeps_its_used_gate():
    """MY-ZONE-3, MY-LOC-7, MY-CLAR-6: the station comes back upside-down; no monster goes through it, the card
    says why (gate_used), and a play of one is refused with the state unchanged."""
    s = crypt_lost(station_gate_used=True)
    pl = s.players[0]
    assert [s.card[i] for i in pl.story] == ["boston_maine_train_station"] and pl.top_state == "upright"
    assert "the_forgotten_crypt" in [s.card[i] for i in pl.discard]
    assert s.to_act == "p0" and pl.gate_used
    young = inst(s, 0, "dark_young")
    assert plays(s, young) == []
    assert why_not(s, 0, young)[0] == "gate_used"
    view = Frames("mythos").view(s, "p0")
    assert view["players"][0]["gate_used"] is True
    before = s._key()
    with pytest.raises(IllegalAction):
        s.act("play", card=young)
    assert s._key() == before


def test_MY_CLAR_6_an_uncovered_location_whose_gate_was_never_used_offers_it():
    """The other half: a station whose gate was never used is uncovered with its gate unused (no cost to reuse)."""
    s = crypt_lost(station_gate_used=False)
    assert [s.card[i] for i in s.players[0].story] == ["boston_maine_train_station"]
    assert not s.players[0].gate_used and plays(s, inst(s, 0, "dark_young"))


def test_MY_ZONE_3_a_location_played_anew_is_upright_again():
    """A used location that left play and is played again is a fresh card: its gate is unused (MY-LOC-7). Dealt as
    a setup (tests never edit the state): p0 at the crypt with its gate used, the station back in hand."""
    s = game({"story": ["the_forgotten_crypt"], "gate_used": True, "sanity": 15,
              "hand": ["boston_maine_train_station", "dark_young"]},
             {"hand": ["central_hill", "essex_institute", "miss_greenes_home"], "sanity": 15})
    assert s.players[0].gate_used
    s.act("play", card=inst(s, 0, "boston_maine_train_station"))
    if s.players[0].top_state == "walking":              # MY-LOC-2: another city is walked to
        s.act("play", card=inst(s, 1, "central_hill"))
        s.act("arrive")
    assert s.players[0].top_state == "upright" and not s.players[0].gate_used
