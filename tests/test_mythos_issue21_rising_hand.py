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


# ----- a hand kept as named (setup 'hand_exact') ------------------------------------------------------------------
def hand_game(p0=None, p1=None, **keys):
    """A Corrupt (p0: Bored Clerk, hand minimum 5, maximum 7) vs Steadfast (p1) game from a setup."""
    return mythos.new_game(0, None, {"players": [p0 or {}, p1 or {}], **keys})


def test_MY_ROUND_1_hand_exact_keeps_the_named_hand_without_the_refill():
    """By default the round's refill tops a named hand up to the hand size (MY-ROUND-1); with "hand_exact" the
    first turn finds the hand as named: two cards, or none, and the deck as named (the refill drew nothing)."""
    assert len(hand_of(hand_game({"hand": ["ambush", "car"]}), "p0")) == 13
    s = hand_game({"hand": ["ambush", "car"], "hand_exact": True, "deck": ["dr_allen"]},
                  {"hand_exact": True}, first_player="p0")
    assert hand_of(s, "p0") == ["ambush", "car"] and hand_of(s, "p1") == []
    assert pview(s, "p0")["deck_count"] == 52 - 2 and pview(s, "p1")["deck_count"] == 52
    assert s.to_act == "p0" and s.round == 1


def test_MY_ROUND_1_hand_exact_from_an_empty_deck_draws_nothing_and_costs_no_sanity():
    """An empty deck (every unnamed card in the discard pile) and a one-card hand kept as named: the first turn
    finds one card in hand, the deck still empty and no reshuffle paid for (1 Sanity, MY-ROUND-1)."""
    s = hand_game({"hand": ["ambush"], "hand_exact": True, "discard": ["..."], "sanity": 10})
    p0 = pview(s, "p0")
    assert hand_of(s, "p0") == ["ambush"] and p0["deck_count"] == 0 and p0["sanity"] == 10


def test_MY_ROUND_5_a_hand_below_the_minimum_is_not_discarded_and_is_refilled_next_round():
    """MY-ROUND-5: only a hand above the minimum may be discarded. p0 (minimum 5) holds 2 cards at the end of
    round 1: no discard is asked of it; the next round's refill tops it up to 13 (hand_exact is the first turn's
    only). p1 holds 6 (minimum 4, maximum 6): it may keep, or discard down to 4."""
    s = hand_game({"hand": ["ambush", "car"], "hand_exact": True},
                  {"hand": ["train", "evening", "downpour", "high_noon", "agoraphobia", "portaphobia"],
                   "hand_exact": True}, first_player="p0")
    s.act("pass")
    s.act("pass")
    assert s.view(None)["phase"] == "discard" and s.to_act == "p1"
    assert {a.kind for a in s.legal_actions()} == {"discard", "keep"}
    s.act("discard", card=find_inst(s, "p1", "train"))
    s.act("discard", card=find_inst(s, "p1", "evening"))
    assert s.round == 2 and s.view(None)["phase"] == "play"             # at the minimum: no more is asked
    assert len(hand_of(s, "p0")) == 13 and len(hand_of(s, "p1")) == 13
    assert ids(pview(s, "p1")["discard"])[-2:] == ["train", "evening"] and pview(s, "p0")["discard"] == []


def test_MY_LOC_6_essex_institute_discards_the_one_card_left_in_hand():
    """MY-LOC-1, MY-LOC-6, Essex Institute: "+5; discard one random card from your hand". p1 has no location yet
    and holds Essex Institute and a Train: Essex goes upright at once (the first location), its +5 applies and the
    random discard can only take the Train, leaving the hand empty."""
    s = hand_game(p1={"hand": ["essex_institute", "train"], "hand_exact": True, "sanity": 10}, first_player="p1")
    s.act("play", card=find_inst(s, "p1", "essex_institute"))
    p1 = pview(s, "p1")
    assert ids(p1["story"]) == ["essex_institute"] and p1["top_state"] == "upright"
    assert p1["sanity"] == 15 and hand_of(s, "p1") == [] and ids(p1["discard"]) == ["train"]
    assert [e.data["card"] for e in s.events if e.name == "discards"] == ["train"]


def test_MY_LOC_6_essex_institute_with_nothing_left_in_hand_discards_nothing():
    """Essex Institute played from a one-card hand: after it, the hand is empty, so no card is discarded (there is
    none to pick); its +5 still applies."""
    s = hand_game(p1={"hand": ["essex_institute"], "hand_exact": True, "sanity": 10}, first_player="p1")
    s.act("play", card=find_inst(s, "p1", "essex_institute"))
    p1 = pview(s, "p1")
    assert p1["sanity"] == 15 and hand_of(s, "p1") == [] and p1["discard"] == []
    assert "discards" not in [e.name for e in s.events]


def test_hand_exact_is_saved_and_reloaded_with_the_setup():
    """A save holds the setup, so the reloaded game keeps the hand as named and replays the moves made."""
    s = hand_game({"hand": ["ambush"], "hand_exact": True}, first_player="p0")
    s.act("pass")
    again = from_json(to_json(s))
    assert hand_of(again, "p0") == ["ambush"] and again.to_act == s.to_act == "p1"
    assert again.view(None) == s.view(None)


@pytest.mark.parametrize("value", ["yes", 1, None])
def test_a_bad_hand_exact_is_refused_naming_the_key(value):
    """hand_exact is true or false; anything else is an InvalidSetup naming the player and the key."""
    with pytest.raises(InvalidSetup, match=r"player p1: setup\['hand_exact'\] must be true or false"):
        hand_game(p1={"hand_exact": value})
