"""Issue 21 follow-ups: dimensions (MY-LOC-2/3/5, MY-CARD-1: a place is its dimension and region, the FAQ's
"sub-regions in different dimensions are different"), each defender drawn under the threat it defends against
(MY-COMBAT-2), and a designer's cards named on the table (MY-MSGS-3)."""
import pytest
from jsonschema import Draft202012Validator

from cthulhu_widgets.core.errors import InvalidSetup
from cthulhu_widgets.games import mythos
from cthulhu_widgets.games.mythos.setup_cards import msgs_card
from cthulhu_widgets.schemas import view_schema


def game(p0=None, p1=None, rules=None, cards=(), add0=(), add1=(), **keys):
    """A Corrupt (p0) vs Steadfast (p1) game with designer cards added to the set and to the players' decks."""
    decks = [{"base": "corrupt", "add": list(add0)} if add0 else "corrupt",
             {"base": "steadfast", "add": list(add1)} if add1 else "steadfast"]
    return mythos.new_game(0, rules, {"players": [p0 or {}, p1 or {}], **keys}, cards=list(cards) or None,
                           decks=decks)


def inst(s, p, card):
    pl = s.players[p]
    pool = pl.hand + [a["card"] for a in pl.allies] + pl.story
    return next(i for i in pool if s.card[i] == card)


def offered(s, p):
    """Return the ids of the cards p may play now (a play or a decision's location)."""
    return {s.card[a["card"]] for a in s.legal_actions() if a.kind == "play" and s.owner[a["card"]] == p}


def location(ident, name, dimension, region, subregion, attributes, gate=False):
    return {"id": ident, "name": name, "type": "location", "subtype": None, "value": None, "sanity": 0,
            "unique": False, "dimension": dimension, "region": region, "subregion": subregion,
            "attributes": attributes, "icons": ["Outside"], "gate": gate, "effects": [{"block": "none"}]}


# A Dreamlands Arkham beside the Waking World's (a designer's set), and Ulthar, in a Dreamlands region.
DREAM_INN = location("dream_inn", "Dream Inn", "Dreamlands", "Lovecraft Country", "Arkham", ["City"])
DREAM_WHARF = location("dream_wharf", "Dream Wharf", "Dreamlands", "Lovecraft Country", "Arkham", ["City"], True)
DREAM_FIELDS = location("dream_fields", "Dream Fields", "Dreamlands", "Lovecraft Country", "Arkham", ["Country"])
ULTHAR = location("ulthar_temple", "Temple of the Elder Ones", "Dreamlands", "The West", "Ulthar", ["City"])
DREAM_VOYAGE = {"id": "dream_voyage", "name": "Dream Voyage", "type": "event", "subtype": "Travel by Dream",
                "value": None, "sanity": 0, "unique": False, "affects": "Your Investigator",
                "effects": [{"block": "travel", "timing": "on_play", "kind": "car", "dimension": "Dreamlands"}]}
DREAM_CAT = dict(msgs_card("ray_stuckey"), id="dream_cat", name="Cat of Ulthar", dimension="Dreamlands",
                 effects=[{"block": "none"}])
CARTER = dict(msgs_card("ray_stuckey"), id="randolph_carter", name="Randolph Carter", dimension="Any",
              effects=[{"block": "none"}])
DREAMS = [DREAM_INN, DREAM_WHARF, DREAM_FIELDS, ULTHAR, DREAM_VOYAGE, DREAM_CAT, CARTER]


# ----- places: a dimension and a region (MY-LOC) ------------------------------------------------------------------
def test_MY_LOC_2_MY_LOC_3_walks_and_city_hops_stay_in_one_dimension():
    """From the Dreamlands' Arkham: its Country location is walked to, its City hopped to upright; the Waking World's
    Arkham, the same region and sub-region by name, is another dimension and is neither (MY-LOC-5)."""
    hand = ["dream_fields", "dream_wharf", "arkham_mystical_supply", "lonely_akeley_farmhouse"]
    s = game(p0={"story": ["dream_inn"], "hand": hand}, cards=DREAMS, add0=["dream_inn", "dream_fields",
                                                                            "dream_wharf"], first_player="p0")
    assert offered(s, 0) >= {"dream_fields", "dream_wharf"}
    assert not offered(s, 0) & {"arkham_mystical_supply", "lonely_akeley_farmhouse"}
    s.act("play", card=inst(s, 0, "dream_wharf"))
    assert s.players[0].top_state == "upright" and s.card[s.players[0].story[-1]] == "dream_wharf"
    s.act("pass")
    s.act("play", card=inst(s, 0, "dream_fields"))
    assert s.players[0].top_state == "walking"


def test_MY_LOC_5_a_car_or_a_train_keeps_to_its_dimension():
    """A Car from the Waking World's Arkham reaches its Arkham City, in the same turn or a later one, never the
    Dreamlands' Arkham (a region in another dimension is another region); option cross_dimensions lets it."""
    hand = ["car", "dream_inn", "arkham_mystical_supply"]
    s = game(p0={"story": ["boston_maine_train_station"], "hand": hand}, cards=DREAMS, add0=["dream_inn"],
             first_player="p0")
    assert "dream_inn" not in offered(s, 0)
    s.act("play", card=inst(s, 0, "car"))
    assert offered(s, 0) & {"dream_inn", "arkham_mystical_supply"} == {"arkham_mystical_supply"}
    s.act("stay")
    s.act("pass")
    assert "dream_inn" not in offered(s, 0) and "arkham_mystical_supply" in offered(s, 0)
    crossing = game(p0={"story": ["boston_maine_train_station", "car"], "hand": ["dream_inn"]},
                    rules={"cross_dimensions": True}, cards=DREAMS, add0=["dream_inn"], first_player="p0")
    assert "dream_inn" in offered(crossing, 0)


def test_MY_LOC_5_a_journey_into_the_dreamlands_reaches_any_location_there():
    """A travel event whose travel block names a dimension carries the player there: any location of that dimension,
    upright in the same turn (a Car's way), none of the one it left; it stands in the Dreamlands after."""
    hand = ["dream_voyage", "ulthar_temple", "dream_inn", "arkham_mystical_supply"]
    s = game(p0={"story": ["boston_maine_train_station"], "hand": hand}, cards=DREAMS,
             add0=["dream_voyage", "ulthar_temple", "dream_inn"], first_player="p0")
    assert "ulthar_temple" not in offered(s, 0)
    s.act("play", card=inst(s, 0, "dream_voyage"))
    assert offered(s, 0) == {"ulthar_temple", "dream_inn"}
    s.act("play", card=inst(s, 0, "ulthar_temple"))
    assert s.players[0].top_state == "upright" and s.card[s.players[0].story[-1]] == "ulthar_temple"
    assert any(e.name == "arrives" and e.data["card"] == "ulthar_temple" for e in s.events)


@pytest.mark.parametrize("here, recruited", [
    ("dream_inn", {"dream_cat", "randolph_carter"}),
    ("arkham_mystical_supply", {"ray_stuckey", "randolph_carter"}),
])
def test_MY_CARD_1_an_ally_is_recruited_in_its_own_dimension(here, recruited):
    """An ally without a dimension is of the Waking World, a Dreamlands ally of the Dreamlands (both recruited in
    Arkham), an ally of "Any" dimension in both Arkhams."""
    s = game(p0={"story": [here], "hand": ["dream_cat", "ray_stuckey", "randolph_carter"]}, cards=DREAMS,
             add0=["dream_inn", "dream_cat", "randolph_carter"], first_player="p0")
    assert offered(s, 0) & {"dream_cat", "ray_stuckey", "randolph_carter"} == recruited


def test_MY_LOC_5_a_train_recruits_only_allies_of_its_dimension():
    """On a Train through the Waking World's Lovecraft Country: Luther Harden, not the Dreamlands' cat."""
    s = game(p1={"story": ["arkham_police_department", "train"], "hand": ["luther_harden", "dream_cat"]},
             cards=DREAMS, add1=["dream_cat"], to_act="p1")
    assert offered(s, 1) & {"luther_harden", "dream_cat"} == {"luther_harden"}


# ----- sub-regions of two dimensions differ (FAQ) -----------------------------------------------------------------
def test_MY_COMBAT_2_an_ambush_needs_one_sub_region_of_one_dimension():
    """Ambush in force, p0 in the Waking World's Arkham and p1 in the Dreamlands' (City both): no assault."""
    s = game(p0={"story": ["boston_maine_train_station"], "allies": ["ray_stuckey"], "ambush": True},
             p1={"story": ["dream_inn"]}, cards=DREAMS, add1=["dream_inn"], first_player="p0")
    s.act("pass")
    s.act("pass")
    assert not [a for a in s.legal_actions() if a.kind == "assault"]


def test_MY_CARD_6_dysentery_spares_an_arkham_of_another_dimension():
    """Dysentery flips its target's allies and those of players in the target's sub-region: p0 in the Waking
    World's Arkham keeps its ally up when the target stands in the Dreamlands' Arkham."""
    s = game(p0={"story": ["boston_maine_train_station"], "allies": ["ray_stuckey"], "hand": ["dysentery"]},
             p1={"story": ["dream_inn"], "allies": ["luther_harden"]}, cards=DREAMS, add1=["dream_inn"],
             first_player="p0")
    s.act("play", card=inst(s, 0, "dysentery"), target="p1")
    assert [a["flipped"] for a in s.players[1].allies] == [True]
    assert [a["flipped"] for a in s.players[0].allies] == [False]


def test_MY_ADV_2_two_arkhams_of_two_dimensions_are_different_sub_regions():
    """An adventure asking for gate locations in two different sub-regions is met by the gates of the Waking
    World's Arkham and the Dreamlands' Arkham."""
    quest = dict(msgs_card("questionable_judgement"), id="two_arkhams", name="Two Arkhams",
                 requirements=[{"kind": "location", "gate": True, "count": 2, "different_subregions": True}])
    s = game(p0={"story": ["arkham_mystical_supply", "dream_wharf"], "hand": ["two_arkhams"]},
             cards=[*DREAMS, quest], add0=["dream_wharf", "two_arkhams"], first_player="p0")
    assert "two_arkhams" in offered(s, 0)


# ----- each defender under its own threat (MY-COMBAT-2) -------------------------------------------------------------
def test_MY_COMBAT_2_every_seat_sees_which_threat_each_defender_defends_against():
    """Three players, p1's and p2's threats both aimed at p0: Ray Stuckey defends against p1's, Gomes against p2's
    (Dr. Allen not yet committed). Every seat sees each defender with its threat, in absorbing order, and the view
    fits mythos_view.json."""
    players = [{"allies": ["ray_stuckey", "gomes", "dr_allen"]}, {"threat": ["deep_one"]}, {"threat": ["dark_young"]}]
    s = mythos.new_game(0, None, {"players": players, "first_player": "p0"}, decks=["corrupt", "steadfast", "corrupt"])
    s.act("pass")
    s.act("pass")
    s.act("direct", target="p0")
    s.act("direct", target="p0")
    ray, gomes = inst(s, 0, "ray_stuckey"), inst(s, 0, "gomes")
    s.act("defend", ally=ray, threat="p1")
    s.act("defend", ally=gomes, threat="p2")
    schema = Draft202012Validator(view_schema("mythos"))
    for seat in (*s.seats, "public", None):
        view = s.view(seat)
        assert view["players"][0]["defends"] == [{"ally": ray, "threat": "p1"}, {"ally": gomes, "threat": "p2"}]
        assert [e.message for e in schema.iter_errors(view)] == []


# ----- the card file (MY-MSGS-3) ----------------------------------------------------------------------------------
@pytest.mark.parametrize("card, message", [
    (dict(DREAM_INN, dimension="Dreamland"),
     "card 'dream_inn': field 'dimension': 'Dreamland' is not allowed; allowed are 'Waking World', 'Dreamlands', "
     "'New Aeon'"),
    (dict(DREAM_INN, dimension="Any"), "card 'dream_inn': field 'dimension': 'Any' is not allowed"),
    (dict(DREAM_CAT, dimension="Dreams"), "card 'dream_cat': field 'dimension': 'Dreams' is not allowed; allowed are "
                                          "'Waking World', 'Dreamlands', 'New Aeon', 'Any'"),
    (dict(msgs_card("car"), dimension="Dreamlands"), "card 'car': field 'dimension': unknown field"),
    (dict(DREAM_VOYAGE, effects=[{"block": "travel", "timing": "on_play", "kind": "car", "dimension": "Sleep"}]),
     "card 'dream_voyage': field 'effects\\[0\\].dimension': 'Sleep' is not allowed"),
])
def test_MY_MSGS_3_a_card_files_dimension_is_checked(card, message):
    """A location's dimension is one of the three, an ally's may also be "Any", a travel block's names where the
    journey goes; no other card has one."""
    with pytest.raises(InvalidSetup, match=message):
        game(cards=[card])


def test_MY_MSGS_3_an_ally_without_a_dimension_is_of_the_waking_world():
    """The MSGS allies have no dimension (no icon): the card's field stays empty, the rules read the Waking World."""
    s = game(cards=[DREAM_CAT])
    assert s.card_set.cards["ray_stuckey"].dimension is None
    assert s.card_set.cards["dream_cat"].dimension == "Dreamlands"


# ----- a designer's cards named on the table (MY-MSGS-3) ----------------------------------------------------------
def test_MY_MSGS_3_a_widget_names_the_cards_of_its_own_card_set():
    """A table playing a designer's set names its cards from that set: a new card (Dream Inn, with its dimension
    for the zoom) and an MSGS card it redefines (Granny Orne renamed: no MSGS Japanese name or text for it); the
    table of the MSGS set keeps the MSGS catalog, and a restart keeps the designer's cards."""
    from cthulhu_widgets.widgets import MythosWidget

    granny = dict(msgs_card("granny_orne"), name="Grandmother Orne", text="Our designer's Granny.")
    setup = {"cards": [DREAM_INN, granny], "decks": [{"base": "corrupt", "add": ["dream_inn"]}, "steadfast"],
             "players": [{"hand": ["dream_inn"]}, {}]}
    w = MythosWidget(seed=0, setup=setup, autoplay=False)
    cards = w.catalog_data["cards"]
    assert cards["dream_inn"]["en"] == "Dream Inn" and cards["dream_inn"]["dimension"] == "Dreamlands"
    assert cards["granny_orne"]["en"] == "Grandmother Orne" and "ja" not in cards["granny_orne"]
    assert "granny_orne" not in w.catalog_data["card_texts"]["cards"]
    assert cards["gomes"]["ja"] == MythosWidget(seed=0, autoplay=False).catalog_data["cards"]["gomes"]["ja"]
    assert w.catalog_data["seats"] == ["p0", "p1"] and w.catalog_data["langs"]
    hand = w.view["players"][0]["hand"]
    assert any(c["id"] == "dream_inn" for c in hand)
    assert "dream_inn" in w.restart(seed=1).catalog_data["cards"]
    plain = MythosWidget(seed=0, autoplay=False)
    assert "dream_inn" not in plain.catalog_data["cards"] and plain.catalog_data["cards"]["granny_orne"]["en"] == \
        "Granny Orne"


def test_MY_MSGS_3_a_move_names_a_designers_card_in_every_language():
    """The sentence of a move names a designer's card by its printed name (no text table has it), and an MSGS card
    the set renames by its new name; an MSGS card as printed keeps its Japanese name."""
    from cthulhu_widgets.games.mythos import texts

    granny = dict(msgs_card("granny_orne"), name="Grandmother Orne")
    s = game(p0={"hand": ["dream_inn"]}, p1={"story": ["old_congregational_church"], "hand": ["granny_orne"]},
             cards=[DREAM_INN, granny], add0=["dream_inn"], first_player="p0")
    play = next(a for a in s.legal_actions() if a.kind == "play" and s.card[a["card"]] == "dream_inn")
    assert "Dream Inn" in texts.action_text(s, play, "en") and "Dream Inn" in texts.action_text(s, play, "ja")
    s.act("pass")
    recruit = next(a for a in s.legal_actions() if a.kind == "play" and s.card[a["card"]] == "granny_orne")
    assert "Grandmother Orne" in texts.action_text(s, recruit, "ja")
    plain = game(p1={"story": ["old_congregational_church"], "hand": ["granny_orne"]}, to_act="p1")
    recruit = next(a for a in plain.legal_actions() if a.kind == "play" and plain.card[a["card"]] == "granny_orne")
    assert texts.card_name("granny_orne", "ja") in texts.action_text(plain, recruit, "ja")
