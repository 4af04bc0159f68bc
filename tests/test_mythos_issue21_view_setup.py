"""Issue 21: the state a player must see (the time of day, the round's first player, an Ambush in force, a forced
rest, an ally recruited on a Train, a changed location, a command fixed at commit) is in every seat's view, and a
setup expresses any position of card play: a later round, passes made, the seat to act, the time of day, spells used
and location changes this round, and a designer's card set that a save keeps."""
import json
import re
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from cthulhu_widgets.core.errors import InvalidSave, InvalidSetup
from cthulhu_widgets.games import mythos
from cthulhu_widgets.games.mythos.data import DEFAULT_SET, load_set
from cthulhu_widgets.games.mythos.game import from_json, to_dict, to_json
from cthulhu_widgets.games.mythos.setup_cards import msgs_card
from cthulhu_widgets.games.mythos.values import monster_value
from cthulhu_widgets.schemas import view_schema


def game(p0=None, p1=None, seed=0, rules=None, cards=None, **keys):
    """A Corrupt (p0) vs Steadfast (p1) game set up with the players' zones and the game-wide keys."""
    return mythos.new_game(seed, rules, {"players": [p0 or {}, p1 or {}], **keys}, cards=cards)


def inst(s, p, card):
    pl = s.players[p]
    pool = pl.hand + [a["card"] for a in pl.allies] + pl.threat + pl.story + pl.events
    return next(i for i in pool if s.card[i] == card)


def seen(s, key, player=None):
    """Return what each seat and a spectator see of a view key (or of a player's key): public, so all the same."""
    views = [s.view(seat) for seat in (*s.seats, "public")]
    values = [v[key] if player is None else v["players"][player][key] for v in views]
    assert all(v == values[0] for v in values), values
    return values[0]


# ----- the view ---------------------------------------------------------------------------------------------------
def test_MY_CARD_6_MY_INV_3_every_seat_sees_the_time_of_day_the_cards_read():
    """By day at the start (MY-INV-3); a Night event in play makes it night for every card (Hunting Horror's +1 by
    day is gone), and a Day event played replaces it (MY-CARD-6): the view says so to every seat."""
    assert seen(game(), "time_of_day") == "day" and seen(game(), "storm") is False
    s = game(p1={"hand": ["high_noon"], "threat": ["hunting_horror"]}, time_of_day="night", to_act="p1")
    horror = s.players[1].threat[0]
    assert seen(s, "time_of_day") == "night" and monster_value(s, horror) == 3
    s.act("play", card=inst(s, 1, "high_noon"))
    assert seen(s, "time_of_day") == "day" and monster_value(s, horror) == 4
    assert "midnight" in [s.card[i] for i in s.players[0].story]          # the Night event was replaced and buried


def test_MY_ROUND_6_every_seat_sees_the_rounds_first_player():
    """The view names the round's first player (the first_player event's), also once turns have moved on."""
    s = game()
    first = next(e.data["player"] for e in s.events if e.name == "first_player")
    assert seen(s, "first_player") == first == s.to_act
    s.act("pass")
    assert seen(s, "first_player") == first != s.to_act


def test_MY_COMBAT_2_an_ambush_in_force_is_seen_until_its_combat_ends():
    """Ambush played: every seat sees that p0's allies may assault in the coming combat; after the combat, not."""
    s = game(p0={"hand": ["ambush"]}, first_player="p0")
    assert seen(s, "ambush", 0) is False
    s.act("play", card=inst(s, 0, "ambush"))
    assert seen(s, "ambush", 0) is True and seen(s, "ambush", 1) is False
    while s.result is None and s.view()["phase"] == "play":
        s.act("pass")
    while s.result is None and s.view()["phase"] == "combat":
        s.apply(s.legal_actions()[-1])
    assert seen(s, "ambush", 0) is False


def test_MY_LOC_6_bellevue_hospitals_rest_is_seen_and_counts_down():
    """Arriving at Bellevue Hospital uses up the next turn: every seat sees "rest 1", then 0 once rested."""
    s = game(p1={"story": ["red_hook"], "hand": ["bellevue_hospital"]}, to_act="p1")
    s.act("play", card=inst(s, 1, "bellevue_hospital"))                  # a City of New York: upright at once
    assert seen(s, "rest", 1) == 1
    s.act("pass")
    assert [a.kind for a in s.legal_actions()] == ["rest"]
    s.act("rest")
    assert seen(s, "rest", 1) == 0


def test_MY_LOC_5_an_ally_recruited_on_the_train_is_seen_and_set_up():
    """One ally per Train: recruiting on it is seen by every seat; set up, it refuses a second recruit."""
    s = game(p1={"story": ["red_hook", "train"], "hand": ["luther_harden", "harry_houdini"]}, to_act="p1")
    assert seen(s, "recruited_on_train", 1) is False
    s.act("play", card=inst(s, 1, "luther_harden"))
    assert seen(s, "recruited_on_train", 1) is True
    again = game(p1={"story": ["red_hook", "train"], "hand": ["harry_houdini"], "recruited_on_train": True},
                 to_act="p1")
    assert seen(again, "recruited_on_train", 1) is True
    assert not [a for a in again.legal_actions() if a.kind == "play" and a["card"] == inst(again, 1, "harry_houdini")]


def test_MY_CLAR_1_a_command_fixed_at_commit_is_seen_on_the_defender():
    """The Two Scepters' +1 to the other Corrupt defenders, fixed when p0's commit ends, is on those allies' view
    while the combat goes on (here p0's use step: Petrify may be cast from its tome)."""
    s = game(p0={"allies": [{"card": "gomes", "weapon": "the_two_scepters"}, "ray_stuckey"],
                 "tomes": [{"card": "revelations_of_glaaki", "spells": ["petrify"]}]},
             p1={"threat": ["deep_one"], "allies": ["granny_orne"]}, first_player="p0")
    s.act("pass")
    s.act("pass")
    assert {a["id"]: a["command"] for a in seen(s, "allies", 0)} == {"gomes": 0, "ray_stuckey": 0}
    for ally in ("gomes", "ray_stuckey"):                 # the commit ends once nothing but done is left
        s.apply(next(a for a in s.legal_actions() if a.kind == "defend" and s.card[a["ally"]] == ally))
    assert s.view()["step"] == "use"
    commands = {a["id"]: a["command"] for a in seen(s, "allies", 0)}
    assert commands == {"gomes": 0, "ray_stuckey": 1}


def test_every_new_view_key_fits_the_schema_for_every_seat():
    """The scenario views (night, storm, an ambush, a rest, a used Samuel Winsor) fit mythos_view.json."""
    s = game(p0={"story": ["the_athenaeum"], "ambush": True, "passed": True},
             p1={"story": ["bellevue_hospital"], "rest": 1, "events": ["downpour"],
                 "allies": [{"card": "samuel_winsor", "used": True}]},
             round=3, first_player="p1", to_act="p0", passes=1, time_of_day="night")
    schema = Draft202012Validator(view_schema("mythos"))
    for seat in (*s.seats, "public", None):
        assert [e.message for e in schema.iter_errors(s.view(seat))] == []
    assert seen(s, "location", 1)["changed_by"] == [inst(s, 1, "samuel_winsor")]
    assert "Church" in seen(s, "location", 1)["attributes"]


# ----- the round's keys -------------------------------------------------------------------------------------------
def test_MY_ROUND_3_MY_ROUND_6_a_later_round_with_a_pass_made_and_another_seat_to_act():
    """Round 4, p1 first, p0 to act having passed once: p0 may only pass, and that second pass ends card play."""
    s = game(p0={"passed": True}, round=4, first_player="p1", to_act="p0", passes=1)
    v = s.view("p1")
    assert (v["round"], v["first_player"], v["to_act"], v["passes"], v["passes_to_end"]) == (4, "p1", "p0", 1, 2)
    assert [a.kind for a in s.legal_actions()] == ["pass"] and len(s.players[0].hand) == 13
    s.act("pass")
    assert [e.data["passes"] for e in s.events if e.name == "card_play_ends"] == [2]


def test_MY_ROUND_2_turns_go_on_from_the_seat_to_act():
    """to_act opens the turn of p1 although p0 plays first this round; the next turn is p0's (seat order)."""
    s = game(first_player="p0", to_act="p1")
    assert s.to_act == "p1" and seen(s, "first_player") == "p0"
    s.act("pass")
    assert s.to_act == "p0"


def test_MY_CARD_6_night_takes_the_first_free_night_event_of_the_decks():
    """"time_of_day": "night" with no Night named puts p0's Midnight in play; a named Night (p1's Evening) stays
    the only one; "day" is the default and needs no card."""
    s = game(time_of_day="night")
    assert [s.card[i] for i in s.players[0].events] == ["midnight"] and s.players[1].events == []
    s = game(p1={"events": ["evening"]}, time_of_day="night")
    assert s.players[0].events == [] and [s.card[i] for i in s.players[1].events] == ["evening"]
    assert game(time_of_day="day").view()["time_of_day"] == "day"


def test_MY_CARD_4_a_spell_used_this_round_cannot_be_cast_until_the_round_ends():
    """A tome's spell set up as used lies face down: Petrify is not offered; unused, it is."""
    tome = {"card": "revelations_of_glaaki", "spells": ["petrify"]}
    fresh = game(p0={"tomes": [tome]}, p1={"allies": ["granny_orne"]}, first_player="p0")
    used = game(p0={"tomes": [{**tome, "used": ["petrify"]}]}, p1={"allies": ["granny_orne"]}, first_player="p0")
    assert [a for a in fresh.legal_actions() if a.kind == "cast"]
    assert not [a for a in used.legal_actions() if a.kind == "cast"]
    assert used.view("p1")["players"][0]["tomes"][0]["used"] == [used.players[0].tomes[0]["spells"][0]]


def test_the_tiara_used_copies_another_players_current_location():
    """The Tiara set up as used (against p0): flipped, p1's location has p0's features while it stays so."""
    s = game(p0={"story": ["the_athenaeum"]},
             p1={"story": ["red_hook"], "artifacts": [{"card": "tiara_of_opulent_fantasy", "used": "p0"}]})
    loc = seen(s, "location", 1)
    assert loc["attributes"] == ["City", "Library", "Tome"] and s.players[1].artifacts[0]["flipped"]
    assert loc["changed_by"] == [s.players[1].artifacts[0]["card"]]


def test_MY_COMBAT_2_an_ambush_set_up_lets_allies_assault():
    """An Ambush in force (setup 'ambush'), both at City locations of Arkham: p0's ally may assault p1."""
    s = game(p0={"story": ["boston_maine_train_station"], "allies": ["ray_stuckey"], "ambush": True},
             p1={"story": ["arkham_police_department"]}, first_player="p0")
    s.act("pass")
    s.act("pass")
    assert any(a.kind == "assault" for a in s.legal_actions()) and s.to_act == "p0"


def test_MY_ZONE_1_no_rule_puts_a_card_in_another_players_hand():
    """A card of p1's deck in p0's hand is refused: no rule puts one there (Blasphemous Obeisance returns a card
    to its owner's hand, MY-HIDE-1 hands are the owner's)."""
    with pytest.raises(InvalidSetup, match=r"lies only in threat, story, phobias, not in setup\['hand'\]"):
        game(p0={"hand": [{"card": "deep_one", "owner": "p1"}]})


# ----- a designer's card set --------------------------------------------------------------------------------------
DREAM_INN = {"id": "dream_inn", "name": "Dream Inn", "type": "location", "subtype": None, "value": None, "sanity": 0,
             "unique": False, "dimension": "Dreamlands", "region": "Lovecraft Country", "subregion": "Arkham",
             "attributes": ["City"], "icons": ["Inside"], "gate": False, "effects": [{"block": "none"}]}


def test_MY_MSGS_3_cards_of_another_dimension_in_a_deck_built_on_a_ready_one():
    """cards= adds a Dreamlands location to the MSGS set; a deck "base": "corrupt" with it "add"ed deals it."""
    s = game(p0={"hand": ["dream_inn"]}, cards=[DREAM_INN], decks=[{"base": "corrupt", "add": ["dream_inn"]},
                                                                   "steadfast"])
    card = s.card_of(inst(s, 0, "dream_inn"))
    assert card.dimension == "Dreamlands" and len(s.card) == 53 + 52
    swapped = game(cards=[DREAM_INN], decks=[{"base": "corrupt", "add": ["dream_inn"], "remove": ["car"]},
                                             "steadfast"])
    assert len(swapped.card) == 52 + 52 and "dream_inn" in swapped.card


def test_MY_LOC_5_another_dimension_needs_a_travel_event():
    """A Dreamlands location of the current location's region and sub-region is another dimension: it needs a
    travel event (MY-LOC-5), not a walk or a City hop (MY-LOC-2/3)."""
    s = game(p0={"story": ["boston_maine_train_station"], "hand": ["dream_inn"]}, cards=[DREAM_INN],
             decks=[{"base": "corrupt", "add": ["dream_inn"]}, "steadfast"], first_player="p0")
    assert not [a for a in s.legal_actions() if a.kind == "play" and a["card"] == inst(s, 0, "dream_inn")]


def test_a_designers_card_set_is_saved_with_the_game_and_reloads_the_same():
    """The setup keeps the card set as JSON: a save holds it and replays the same game; a path is read once and
    its set kept (the save reads no file); a CardSet object is refused."""
    granny = dict(msgs_card("granny_orne"), effects=[{"block": "value_mod", "timing": "static", "target": "self",
                                                      "delta": 1, "if": {"cond": "is_night"}}])
    s = game(p1={"allies": ["granny_orne"]}, cards=[granny], time_of_day="night")
    s.act("pass")
    saved = to_json(s)
    assert json.loads(saved)["setup"]["cards"] == [granny]
    again = from_json(saved)
    total = again.view()["players"][1]["allies"][0]["total"]
    assert again == s and total == s.card_of(inst(s, 1, "granny_orne")).value + 1
    whole = json.loads(DEFAULT_SET.read_text(encoding="utf-8"))
    whole["name"] = "A designer's set"
    assert game(cards=whole).card_set.name == "A designer's set"
    assert to_dict(mythos.new_game(0, cards=DEFAULT_SET))["setup"]["cards"]["set"] == "msgs"
    with pytest.raises(InvalidSetup, match="not CardSet: the save keeps the cards as JSON"):
        mythos.new_game(0, cards=load_set())


def test_a_save_whose_card_set_is_broken_is_refused_naming_the_card():
    record = json.loads(to_json(game(cards=[DREAM_INN])))
    record["setup"]["cards"][0]["icons"] = ["Fire"]
    with pytest.raises(InvalidSave, match="card 'dream_inn': field 'icons\\[0\\]'"):
        from_json(record)


# ----- every key refused with what is allowed --------------------------------------------------------------------
BAD = [
    ({"colour": "red"}, "unknown setup key(s) 'colour'; keys: decks, players, cards, round, first_player, to_act"),
    ({"round": 0}, "setup['round'] must be an int from 1 to 100 (max_rounds), not 0"),
    ({"round": "3"}, "setup['round'] must be an int from 1"),
    ({"first_player": "p7"}, "setup['first_player'] must be one of p0, p1, not 'p7'"),
    ({"to_act": 1}, "setup['to_act'] must be one of p0, p1, not 1"),
    ({"passes": 2}, "setup['passes'] (passes made this round) must be an int from 0"),
    ({"passes": 1}, "and 0 when no player has passed, not 1"),
    ({"passes": 0, "players": [{"passed": True}, {}]}, "must be an int from 1 (the players whose 'passed' is true)"),
    ({"time_of_day": "dusk"}, "setup['time_of_day'] must be one of day, night, not 'dusk'"),
    ({"time_of_day": "day", "players": [{}, {"events": ["evening"]}]}, "is 'day' but 'evening' in play makes it"),
    ({"players": [{"events": ["midnight"]}, {"events": ["evening"]}]}, "Day and Night events replace one another"),
    ({"players": [{"goo": "tulzscha", "events": ["midnight"]}, {}]}, "a Great Old One in play keeps it Day"),
    ({"players": [{"goo": "tulzscha"}, {}], "time_of_day": "night"}, "cannot be 'night' while a Great Old One"),
    ({"players": [{"passed": "yes"}, {}]}, "player p0: setup['passed'] must be true or false, not 'yes'"),
    ({"players": [{"ambush": 1}, {}]}, "player p0: setup['ambush'] must be true or false, not 1"),
    ({"players": [{}, {"recruited_on_train": True, "story": ["red_hook"]}]}, "needs a Train on top of the story"),
    ({"players": [{"events": ["ambush"]}, {}]}, "not 'ambush' (an instant event is buried once used; an Ambush in"),
    ({"players": [{"phobias": ["midnight"]}, {}]}, "setup['phobias'] holds Phobia events, not 'midnight'"),
    ({"players": [{"tomes": [{"card": "revelations_of_glaaki", "used": ["petrify"]}]}, {}]},
     "'used' names 'petrify', not a spell of its 'spells' ((none))"),
    ({"players": [{"allies": ["miss_anna_tilton"], "tomes": [{"card": "revelations_of_glaaki", "spells": ["petrify"],
                                                              "used": ["petrify"], "holder": "miss_anna_tilton"}]},
                  {}]}, "none in a tome an ally holds"),
    ({"players": [{"story": ["the_athenaeum"], "allies": [{"card": "gomes", "used": True}]}, {}]},
     "'used' marks a card flipped for its change of the current location"),
    ({"players": [{}, {"allies": [{"card": "samuel_winsor", "used": True}]}]}, "not True on 'samuel_winsor'"),
    ({"players": [{"story": ["the_athenaeum"]}, {"story": ["red_hook"], "artifacts": [
        {"card": "tiara_of_opulent_fantasy", "used": "p1"}]}]}, "the seat whose current location it copies for one "
                                                                "that copies (p0"),
    ({"players": [{"allies": [{"card": "gomes", "petrified": True, "used": True}]}, {}]}, "cannot be 'used'"),
    ({"cards": "msgs"}, "setup['cards'] must be a list of card objects (added to the MSGS set) or a whole set file"),
    ({"cards": [DREAM_INN, DREAM_INN]}, "setup['cards'] names a card twice: dream_inn"),
    ({"cards": [{**DREAM_INN, "gate": "yes"}]}, "setup['cards']: card 'dream_inn': field 'gate'"),
    ({"cards": [7]}, "setup['cards'] as a list holds card objects, each with its 'id'"),
    ({"decks": [{"base": "chaos"}, "steadfast"]}, "deck of p0: 'base' must name a deck from corrupt, steadfast"),
    ({"decks": [{"base": "corrupt", "remove": ["deep_one"]}, "steadfast"]}, "'remove' names 'deep_one', not (or no"),
    ({"decks": [{"base": "corrupt", "remove": ["car"]}, "steadfast"]}, "deck of p0: deck: the deck holds 51 cards"),
    ({"decks": [{"base": "corrupt", "extra": []}, "steadfast"]}, "deck of p0 must be a ready deck's name"),
    ({"players": [{}, 3]}, "setup['players'] must be a list of 2 dicts, one per deck"),
]


@pytest.mark.parametrize("setup, message", BAD, ids=[str(i) for i in range(len(BAD))])
def test_a_bad_setup_key_names_what_is_allowed(setup, message):
    with pytest.raises(InvalidSetup) as err:
        mythos.new_game(0, None, {"players": [{}, {}], **setup})
    assert message in str(err.value)


def test_the_card_set_is_given_once():
    with pytest.raises(InvalidSetup, match="give the card set once: cards= or setup\\['cards'\\], not both"):
        mythos.new_game(0, None, {"cards": [DREAM_INN]}, cards=[DREAM_INN])


def test_the_documented_setup_examples_run():
    """docs/rules/mythos.md, "Setup for scenarios": its Python examples build the games they describe."""
    text = (Path(__file__).resolve().parents[1] / "docs" / "rules" / "mythos.md").read_text(encoding="utf-8")
    section = text[text.index("**Setup for scenarios.**"):]
    examples = re.findall(r"```python\n(.*?)```", section, re.S)
    assert len(examples) == 2
    for code in examples:
        assert scope_of(code)["s"].view()["round"] >= 1
    night = scope_of(examples[0])["s"].view("p1")
    assert (night["round"], night["time_of_day"], night["first_player"], night["to_act"]) == (3, "night", "p1", "p0")


def scope_of(code: str) -> dict:
    """Return the names a documented example defines (our own documentation, run as it is written)."""
    scope = {"mythos": mythos}
    exec(code, scope)                                              # noqa: S102
    return scope


def test_a_card_set_that_is_not_json_is_refused():
    """setup['cards'] must be JSON, as a save writes it: a Python set inside a card is refused, not crashed on."""
    with pytest.raises(InvalidSetup, match=r"setup\['cards'\] must be plain JSON"):
        mythos.new_game(0, cards=[{**DREAM_INN, "icons": {"Inside"}}])
