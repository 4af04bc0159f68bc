"""Issue 21 follow-ups: Cthulhu Rising takes one location, the Water test made once on the location it hits
(MY-CLAR-4, MY-CLAR-6); and a setup's hand kept exactly as named (`hand_exact`), so a scenario opens with a hand
below the hand size: the end-of-round minimum (MY-ROUND-5) and Essex Institute's random discard (MY-LOC-6) from a
one-card hand."""
import pytest

from cthulhu_widgets.core.errors import InvalidSetup
from cthulhu_widgets.games import mythos
from cthulhu_widgets.games.mythos.game import from_json, to_json


def pview(s, seat):
    return s.view(None)["players"][int(seat[1:])]


def ids(cards):
    return [c["id"] for c in cards or []]


def hand_of(s, seat):
    return ids(s.view(seat)["players"][int(seat[1:])]["hand"])


def find_inst(s, seat, card_id, zone="hand"):
    return next(c["inst"] for c in s.view(seat)["players"][int(seat[1:])][zone] if c["id"] == card_id)


def rise(story, **p0):
    """p1 (Steadfast) plays Cthulhu Rising at p0 (Corrupt), whose story deck is `story`; return the game and the
    events the play logged (a step's events)."""
    s = mythos.new_game(0, None, {"first_player": "p1",
                                  "players": [{"story": story, **p0},
                                              {"story": ["red_hook"], "sanity": 10, "hand": ["cthulhu_rising"]}]})
    s.act("play", card=find_inst(s, "p1", "cthulhu_rising"))
    return s, s.events


# ----- Cthulhu Rising ---------------------------------------------------------------------------------------------
def test_MY_CLAR_6_cthulhu_rising_discards_a_water_location_and_spares_the_one_it_uncovers():
    """Cthulhu Rising: "the opponent's current location is discarded if it has the Water icon, otherwise buried":
    one location. Seventh House on the Left (Water) is discarded; The Athenaeum below it, uncovered, is p0's
    current location (MY-CLAR-6) and is not buried as well (the Water test is made once, on the location hit)."""
    s, events = rise(["the_forgotten_crypt", "the_athenaeum", "seventh_house_on_the_left"])
    p0 = pview(s, "p0")
    assert [e.data["card"] for e in events if e.name == "location_lost"] == ["seventh_house_on_the_left"]
    assert ids(p0["discard"]) == ["seventh_house_on_the_left"]
    assert ids(p0["story"]) == ["the_forgotten_crypt", "the_athenaeum"]
    assert p0["top_state"] == "upright" and p0["location"]["inst"] == p0["story"][-1]["inst"]
    assert ids(pview(s, "p1")["story"]) == ["cthulhu_rising", "red_hook"]     # buried in the caster's story deck


def test_MY_CLAR_6_cthulhu_rising_buries_a_dry_location_once_over_a_water_one():
    """Cthulhu Rising on The Athenaeum (no Water) over Seventh House (Water): The Athenaeum is buried, Seventh
    House is current again, and it stays (the card hits one location)."""
    s, events = rise(["seventh_house_on_the_left", "the_athenaeum"])
    p0 = pview(s, "p0")
    assert [e.data["card"] for e in events if e.name == "location_lost"] == ["the_athenaeum"]
    assert ids(p0["story"]) == ["the_athenaeum", "seventh_house_on_the_left"] and p0["discard"] == []
    assert p0["top_state"] == "upright" and p0["location"]["inst"] == p0["story"][-1]["inst"]


@pytest.mark.parametrize("story, top", [(["the_athenaeum", "car"], "transit"),
                                        (["seventh_house_on_the_left", "lonely_akeley_farmhouse"], "walking")])
def test_MY_CLAR_4_cthulhu_rising_at_a_player_with_no_current_location_finds_no_target_once(story, top):
    """MY-CLAR-4: against a player in transit (a Car on top) or walking (a sideways location) Cthulhu Rising
    finds no current location: nothing leaves p0's story deck, and "no target" is logged once, not once per way
    the card could have removed the location."""
    s, events = rise(story, top=top)
    p0 = pview(s, "p0")
    assert ids(p0["story"]) == story and p0["top_state"] == top and p0["discard"] == []
    assert [e.name for e in events].count("no_effect") == 1
    assert "location_lost" not in [e.name for e in events]
