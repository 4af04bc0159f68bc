"""Issue 23, the newcomer review of the Mythos table: why a card cannot be played (games/mythos/why_not.py, one test
per reason naming its rule), what the adventure tracker says of a phobia (MY-ADV-2), remaining to cure a phobia offered
where the seat would move, and the table fixture the front-end tests draw (js/src/mythos/why_not.test.js).

Every scenario starts from setup (tests/test_mythos_setup.py forbids editing the state)."""
from pathlib import Path

import pytest
from conftest import check_fixture
from test_js_fixtures_mythos import payload

from cthulhu_widgets.frames import Frames
from cthulhu_widgets.games import mythos
from cthulhu_widgets.games.mythos import texts
from cthulhu_widgets.games.mythos.why_not import hand_reasons, why_not
from cthulhu_widgets.widgets import MythosWidget

FIXTURES = Path(__file__).resolve().parents[1] / "js" / "src" / "fixtures"
# p0 (Corrupt) stands at King's Church Cemetary (it cures phobias) with p1's Agoraphobia on it and Alone in the World
# (a PHOBIA requirement) in hand; p1 stands at Red Hook, its gate used (MY-LOC-7).
NEWCOMER = {"first_player": "p0", "players": [
    {"story": ["kings_church_cemetary"], "phobias": [{"card": "agoraphobia", "owner": "p1"}],
     "hand": ["alone_in_the_world", "petrify", "mi_go_worker", "the_two_scepters", "gomes"]},
    {"story": ["red_hook"], "gate_used": True}]}


def game(setup, decks=("corrupt", "steadfast")):
    return mythos.new_game(0, None, {"decks": list(decks), **setup})


def reason(s, p, card):
    """Return why player p cannot play its card `card` now (the reason's word and rule), or None."""
    inst = next(i for i in s.players[p].hand if s.card[i] == card)
    got = why_not(s, p, inst)
    return None if got is None else (got[0], got[2])


# ----- why not: one test per reason ----------------------------------------------------------------------------------
def test_MY_ROUND_2_a_playable_card_has_no_reason_and_another_seat_waits_its_turn():
    """MY-ROUND-2: Gomes can be recruited at Providence on p0's turn (no reason); p1's cards wait for its turn."""
    s = game(NEWCOMER)
    assert reason(s, 0, "gomes") is None
    assert {r["why"] for r in hand_reasons(s, 1)} == {"turn"}


def test_MY_ROUND_2_no_card_is_played_in_combat():
    """MY-ROUND-2/4: after the second pass card play is over (combat, then the end of the round): no card of the
    hand can be played then (a card the round's discard names is no play: it has a move, so no reason)."""
    s = game(NEWCOMER)
    s.act("pass")
    s.act("pass")
    assert s.phase != "play"
    assert {r["why"] for r in hand_reasons(s, 1)} == {"phase"}


def test_MY_ROUND_3_a_player_who_passed_may_only_pass():
    """MY-ROUND-3: p0 passed this round: Gomes, recruitable here, is refused for that reason."""
    s = game({**NEWCOMER, "passes": 1, "players": [{**NEWCOMER["players"][0], "passed": True}, {}]})
    assert reason(s, 0, "gomes") == ("passed", "MY-ROUND-3")


def test_MY_ROUND_2_a_forced_rest_plays_no_card():
    """MY-ROUND-2 (Bellevue Hospital's forced rest): the turn is spent resting, no card is played, not even an ally
    of New York recruited at this New York location."""
    s = game({"first_player": "p1", "players": [{}, {"story": ["bellevue_hospital"], "rest": 1,
                                                     "hand": ["frank_belknap_long"]}]})
    assert reason(s, 1, "frank_belknap_long") == ("rest", "MY-ROUND-2")


def test_MY_CARD_4_a_spell_is_never_played_alone():
    """MY-CARD-4: Petrify is loaded into a tome (or joined with one), never played by itself."""
    assert reason(game(NEWCOMER), 0, "petrify") == ("spell", "MY-CARD-4")


def test_MY_CARD_1_an_ally_needs_a_location():
    """MY-CARD-1: with no location yet, Gomes cannot be recruited: a location first."""
    s = game({"first_player": "p0", "players": [{"hand": ["gomes"]}, {}]})
    assert reason(s, 0, "gomes") == ("no_location", "MY-CARD-1")


def test_MY_CARD_1_an_ally_is_recruited_in_its_region():
    """MY-CARD-1: Miss Anna Tilton is recruited in Vermont, not at King's Church Cemetary (Providence)."""
    s = game({"first_player": "p0", "players": [{"story": ["kings_church_cemetary"], "hand": ["miss_anna_tilton"]}, {}]})
    assert reason(s, 0, "miss_anna_tilton") == ("ally_region", "MY-CARD-1")


def test_MY_CARD_2_an_artifact_needs_an_artifact_location():
    """MY-CARD-2: King's Church Cemetary has no Artifact attribute: The Two Scepters cannot be found there."""
    s = game(NEWCOMER)
    assert reason(s, 0, "the_two_scepters") == ("attribute", "MY-CARD-2")
    inst = next(i for i in s.players[0].hand if s.card[i] == "the_two_scepters")
    assert why_not(s, 0, inst)[1] == {"attribute": "Artifact"}


def test_MY_CARD_2_a_weapon_needs_an_ally_to_carry_it():
    """MY-CARD-2: at Namquit Point (Artifact) with no ally, the .32 Revolver has nobody to carry it."""
    s = game({"first_player": "p0", "players": [{"story": ["namquit_point"], "hand": ["dot_32_revolver"],
                                                 "hand_exact": True}, {}]})
    assert reason(s, 0, "dot_32_revolver") == ("needs_ally", "MY-CARD-2")


def test_MY_MON_1_a_monster_needs_a_gate():
    """MY-MON-1: King's Church Cemetary has no gate: the Mi-Go Worker cannot be sent into the threat."""
    assert reason(game(NEWCOMER), 0, "mi_go_worker") == ("no_gate", "MY-MON-1")


def test_MY_LOC_7_a_used_gate_sends_no_more_monsters():
    """MY-LOC-7: Namquit Point's gate is used: the Mi-Go Worker waits for another gate."""
    s = game({"first_player": "p0", "players": [{"story": ["namquit_point"], "gate_used": True,
                                                 "hand": ["mi_go_worker"]}, {}]})
    assert reason(s, 0, "mi_go_worker") == ("gate_used", "MY-LOC-7")


def test_MY_CARD_5_a_great_old_one_needs_its_requirements():
    """MY-CARD-5: Tulzscha's requirements are not in play for p0: both missing ones are named (newcomer review 14,
    finding 4): an Underground current location and a Solstice card."""
    s = game({"first_player": "p0", "players": [{"story": ["namquit_point"], "hand": ["tulzscha"]}, {}]})
    assert reason(s, 0, "tulzscha") == ("goo_needs_current_solstice", "MY-CARD-5")


def test_MY_ADV_1_an_adventure_needs_its_requirements():
    """MY-ADV-1/2: Alone in the World's requirements are not all met."""
    assert reason(game(NEWCOMER), 0, "alone_in_the_world") == ("adventure_needs", "MY-ADV-1")


def test_MY_LOC_2_nkai_is_only_walked_into_from_underground():
    """MY-LOC-2 (walking), N'kai's entry rule: from King's Church Cemetary (not Underground) N'kai cannot be
    entered; the reason says it is reached on foot from an Underground location."""
    s = game({"first_player": "p0", "players": [{"story": ["kings_church_cemetary"], "hand": ["nkai"]}, {}]})
    assert reason(s, 0, "nkai") == ("entry_walk", "MY-LOC-2")


def test_MY_CLAR_3_a_card_that_would_cost_the_last_sanity():
    """MY-CLAR-3: at 1 Sanity, the Dark Young (−1) cannot be paid for at a free gate: 1 Sanity must be left."""
    s = game({"first_player": "p0", "players": [{"story": ["namquit_point"], "sanity": 1, "hand": ["dark_young"]},
                                                {}]})
    assert mythos.data.load_set().cards["dark_young"].sanity < 0
    assert reason(s, 0, "dark_young") == ("sanity", "MY-CLAR-3")


def test_every_reason_has_a_sentence_in_every_language():
    """Each reason why_not gives is said in every language of the game (no rule ID, no snake_case in it)."""
    words = {"phase", "turn", "decision", "rest", "passed", "spell", "no_location", "ally_twice", "ally_region",
             "attribute", "needs_ally", "language", "no_gate", "gate_used", "goo_one", "goo_needs", "adventure_done",
             "adventure_needs", "needs_travel", "travel_region", "entry_walk", "walk_only", "travel_from",
             "time_locked", "no_target", "sanity", "other"}
    for lang in texts.LANGS:
        table = texts.TABLE[lang]
        for key in words:
            said = table[f"why_{key}"]
            assert said and "MY-" not in said and "_" not in said, (lang, key)


def test_the_reasons_ride_only_in_the_seats_own_view():
    """MY-HIDE-1: why_not names the seat's own hand only; no other seat's view and no spectator's carries it."""
    s = game(NEWCOMER)
    own = s.view("p0")["players"]
    assert {r["inst"] for r in own[0]["why_not"]} <= set(s.players[0].hand)
    assert "why_not" not in own[1]
    assert all("why_not" not in p for p in s.view("public")["players"])
    assert all("why_not" not in p for p in s.view("p1")["players"] if p["seat"] == "p0")


# ----- the adventure tracker and phobias (MY-ADV-2) ------------------------------------------------------------------
def test_MY_ADV_2_a_phobia_on_you_does_not_tick_your_phobia_requirement_and_the_tracker_says_why():
    """MY-ADV-2 (docs/rules: a phobia counts for the player who played it): p1's Agoraphobia lies on p0; p0's Alone
    in the World does not count it, and its tracker says it is the opponent's card (cure it and it counts)."""
    s = game(NEWCOMER)
    goal = s.view("p0")["players"][0]["goals"][0]
    assert goal["id"] == "alone_in_the_world"
    assert goal["have"][0] == 0 and goal["notes"][0] == "phobia_on_you"
    assert all(n is None for n in goal["notes"][1:])


def test_MY_ADV_2_a_phobia_you_played_ticks_your_requirement_and_the_tracker_says_why():
    """MY-ADV-2: p0's own Portaphobia lying on p1 counts for p0's Alone in the World; the tracker says so."""
    s = game({"first_player": "p0", "players": [{"hand": ["alone_in_the_world"]},
                                                {"phobias": [{"card": "portaphobia", "owner": "p0"}]}]})
    goal = s.view("p0")["players"][0]["goals"][0]
    assert goal["have"][0] == 1 and goal["notes"][0] == "phobia_yours"


# ----- remaining to cure a phobia: offered where the seat would move ---------------------------------------------
def test_remain_to_cure_a_phobia_is_a_chip_and_the_status_says_so():
    """MY-ROUND-2 (remain at a location to use its text), remain_cure_phobia: at King's Church Cemetary with a phobia
    on it, p0's remaining is offered as a chip beside the prompt (not only in the phobia's zoom), the view says the
    seat may cure here, the prompt names it, and the story tells the cure."""
    s = game(NEWCOMER)
    assert s.view("p0")["players"][0]["cure_here"] is True
    assert s.view("p0")["players"][1]["cure_here"] is False
    frames = Frames("mythos")
    remain = [m for m in frames.legal(s, "en") if m["kind"] == "remain"]
    assert remain and remain[0]["target"].get("chip") is True and remain[0]["label"].startswith("Remain")
    assert "remain" in frames.prompt(s, "en")
    s.act("remain", **remain[0]["fields"])
    assert any(e.name == "cured" for e in s.events)


# ----- the front end's fixture -----------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_newcomer_fixture_is_current(lang):
    """The NEWCOMER table as p0 receives it (js/src/mythos/why_not.test.js draws it), in English and Japanese."""
    w = MythosWidget(seed=0, setup=NEWCOMER, autoplay=False, lang=lang)
    check_fixture(FIXTURES / f"mythos_why_not_{lang}.json", payload(w))
