"""Scenarios for the second edition of the Mythos spec (mythos.md §11, MY-CLAR-1…6) and the defects found
against the effects file (MY-MSGS-2, MY-LOC-5, MY-CARD-4, MY-CARD-8): each tells a short story from fixed
hands and names its rule or card."""
import dataclasses
import random
import re

from cthulhu_widgets.games import mythos
from cthulhu_widgets.games.mythos.data import load_set
from cthulhu_widgets.games.mythos.requirements import adventure_met
from cthulhu_widgets.games.mythos.setup_cards import msgs_card
from cthulhu_widgets.games.mythos.values import ally_value, monster_value


def game(p0=None, p1=None, seed=0, **rules):
    return mythos.new_game(seed, rules or None, {"players": [p0 or {}, p1 or {}]})


def inst(s, p, card):
    """Return the instance of `card` among player p's hand, allies, threat, story, discard or events."""
    pl = s.players[p]
    pool = pl.hand + [a["card"] for a in pl.allies] + pl.threat + pl.story + pl.discard + pl.events
    return next(i for i in pool if s.card[i] == card)


def ally(s, p, card):
    return next(a for a in s.players[p].allies if s.card[a["card"]] == card)


def story(s, p):
    return [s.card[i] for i in s.players[p].story]


def plays_of(s, card):
    return [a for a in s.legal_actions() if a.kind == "play" and a["card"] == card]


# ----- 1. Train (MY-LOC-5, MY-MSGS-2) ----------------------------------------------------------------------
def test_MY_LOC_5_train_spends_a_turn_to_recruit_one_ally_of_the_region():
    """Train: on a later turn the player may stay on the train to recruit one ally legal in this region (its
    Sanity paid, one per Train); a location of the region can still end the journey upright."""
    s = game(p0={"hand": ["the_athenaeum", "kings_church_cemetary"]},
             p1={"story": ["red_hook"], "hand": ["train", "luther_harden", "harry_houdini", "central_hill"],
                 "sanity": 14})
    s.act("play", card=inst(s, 1, "train"))
    assert s.players[1].top_state == "transit"
    s.act("play", card=inst(s, 0, "the_athenaeum"))
    luther, harry = inst(s, 1, "luther_harden"), inst(s, 1, "harry_houdini")
    assert plays_of(s, luther) and plays_of(s, harry)             # Arkham and New York: both Lovecraft Country
    s.act("play", card=luther)
    assert s.players[1].allies[0]["card"] == luther and story(s, 1)[-1] == "train"
    s.act("play", card=inst(s, 0, "kings_church_cemetary"))
    assert not plays_of(s, harry)                                 # one ally per Train
    s.act("play", card=inst(s, 1, "central_hill"))                # the journey ends upright in Kingsport
    assert s.players[1].top_state == "upright" and story(s, 1)[-1] == "central_hill"


def test_MY_MSGS_2_every_handled_block_has_code_that_carries_it_out():
    """MY-MSGS-2: unimplemented() claims a block only when code runs for it: each block the engine carries out has
    a registered handler (effects.REGISTRY) for its kind, and the handler's function reads that kind or is
    registered under it; a travel block's kind must be one the engine travels by."""
    from cthulhu_widgets.games.mythos import effects
    from cthulhu_widgets.games.mythos.movement import TRAVEL_KINDS

    cs = load_set()
    for card in cs.cards.values():
        for kind, name in effects.handlers_of(card):
            assert name is not None, (card.id, kind)
    for h in effects.REGISTRY:
        assert h.trigger in effects.TRIGGERS and callable(h.function), h
    assert {b["kind"] for c in cs.cards.values() for b in c.effects if b["block"] == "travel"} <= set(TRAVEL_KINDS)
    odd = dataclasses.replace(cs.cards["train"], effects=({"block": "travel", "timing": "on_play", "kind": "boat"},))
    assert mythos.unimplemented(dataclasses.replace(cs, cards=dict(cs.cards, train=odd))) == {"train": ["travel"]}


# ----- 2. Laban Shrewsbury's tome (MY-CARD-4) ----------------------------------------------------------------
def test_MY_CARD_4_a_spell_in_labans_tome_is_cast_by_him_free_and_buried():
    """Laban Shrewsbury: a spell in the tome he carries is cast by the ally (MY-CARD-4): no Sanity, and the spell
    is buried instead of turning face down."""
    s = game(p0={"story": ["boston_maine_train_station"], "threat": ["dark_young"],
                 "hand": ["midnight", "dawn_of_the_solstice"]},
             p1={"story": ["red_hook"], "allies": ["laban_shrewsbury"],
                 "hand": ["letter_from_a_friend", "blasphemous_obeisance"]})
    s.act("play", card=inst(s, 0, "midnight"))
    tome, laban = inst(s, 1, "letter_from_a_friend"), inst(s, 1, "laban_shrewsbury")
    spell = inst(s, 1, "blasphemous_obeisance")
    s.act("attach", card=tome, ally=laban)
    s.act("play", card=inst(s, 0, "dawn_of_the_solstice"))
    s.act("load", spell=spell, tome=tome)
    while s.pending and s.pending.kind == "play":
        s.act("pass")
    s.act("done")                                                  # p1 commits nobody
    sanity = s.players[1].sanity
    assert s.to_act == "p1" and s.pending.kind == "use"
    s.act("cast", spell=spell, by=laban, target="p0")
    assert s.players[1].sanity == sanity                          # free
    assert s.players[1].tomes[0]["spells"] == [] and story(s, 1)[0] == "blasphemous_obeisance"


# ----- 3. N'kai --------------------------------------------------------------------------------------------------
def test_MY_LOC_1_nkai_is_never_a_first_location():
    """N'kai: playable only while the current location is Underground, so never as the first location (its
    text overrides MY-LOC-1)."""
    s = game(p0={"hand": ["nkai", "caverns_beneath_the_old_church"]})
    assert not plays_of(s, inst(s, 0, "nkai"))
    assert plays_of(s, inst(s, 0, "caverns_beneath_the_old_church"))


# ----- 4. Joined groups (MY-CARD-8) --------------------------------------------------------------------------------
def test_MY_CARD_8_three_mi_go_join_as_one_play():
    """MY-CARD-8: Mi-Go Worker, Mi-Go Soldier and N'gah-Kthun join pairwise, so the three go in as one play
    through one gate."""
    s = game(p0={"story": ["boston_maine_train_station"], "hand": ["mi_go_worker", "mi_go_soldier", "ngah_kthun"]})
    three = {inst(s, 0, c) for c in ("mi_go_worker", "mi_go_soldier", "ngah_kthun")}
    groups = [a for a in s.legal_actions() if a.kind == "play"
              and {a["card"], a.get("joined"), a.get("joined2")} == three]
    assert len(groups) == 1
    s.apply(groups[0])
    assert set(s.players[0].threat) == three and s.players[0].gate_used and s.to_act == "p1"
    s = game(p0={"story": ["boston_maine_train_station"], "hand": ["mi_go_worker", "dark_young", "ngah_kthun"]})
    assert not any(a.get("joined2") is not None for a in s.legal_actions())   # Dark Young joins no Mi-Go


# ----- 5. Servant of Glaaki at N'kai --------------------------------------------------------------------------------
def test_MY_MSGS_servant_of_glaaki_sees_nkais_night():
    """Servant of Glaaki: +1 while a Night card is in play — N'kai's Night for its owner's threat counts
    (effects §5 n1), through the any_of condition too."""
    s = game(p0={"story": ["caverns_beneath_the_old_church", "nkai"], "threat": ["servant_of_glaaki"]})
    assert monster_value(s, s.players[0].threat[0]) == 3
    s = game(p0={"story": ["caverns_beneath_the_old_church"], "threat": ["servant_of_glaaki"]})
    assert monster_value(s, s.players[0].threat[0]) == 2


# ----- 6. Governmental Cover-up (MY-CLAR-6) -----------------------------------------------------------------------
def test_MY_CLAR_6_cover_up_discarding_the_train_on_top_recomputes_the_location():
    """MY-CLAR-6: Governmental Cover-up discards the Train on top of the target's story deck; the location below
    becomes current at once (effects §5 n6), so the target can recruit there."""
    s = game(p0={"hand": ["governmental_cover_up"]}, p1={"story": ["red_hook", "train"], "hand": ["harry_houdini"]})
    assert s.players[1].top_state == "transit"
    s.act("play", card=inst(s, 0, "governmental_cover_up"), target="p1")
    assert story(s, 1) == ["red_hook"] and s.players[1].top_state == "upright" and s.arrived(1) is not None
    assert plays_of(s, inst(s, 1, "harry_houdini"))


# ----- 7. Cured phobias (effects §5 n5) ----------------------------------------------------------------------------
def test_MY_CARD_6_a_cured_phobia_is_buried_with_the_investigator_it_affected():
    """A cured phobia is buried in the story deck of the investigator it affected (★), so it counts for that
    player's PHOBIA requirements; option cured_phobia="owner" buries it with its owner instead."""
    for rule, holder in (({}, 0), ({"cured_phobia": "owner"}, 1)):
        s = game(p0={"story": ["kings_church_cemetary"]}, p1={"hand": ["portaphobia"], "sanity": 14}, **rule)
        phobia = inst(s, 1, "portaphobia")
        s.act("play", card=phobia, target="p0")
        s.act("remain", phobia=phobia)
        assert s.players[0].phobias == [] and phobia in s.players[holder].story
        assert phobia not in s.players[1 - holder].story


def test_MY_ADV_3_a_card_of_another_player_leaves_the_story_deck_for_its_owners_discards():
    """MY-ADV-3, MY-ZONE-2: completing an adventure discards the story deck: a cured phobia of the opponent lying
    there goes to its owner's discard pile."""
    cured = {"card": "portaphobia", "owner": "p1"}                # p1's phobia, cured: buried under p0's story deck
    s = game(p0={"story": [cured, "servant_of_glaaki", "arkham_mystical_supply", "caverns_beneath_the_old_church",
                           "the_athenaeum"], "allies": ["gomes"],
                 "tomes": [{"card": "revelations_of_glaaki", "spells": ["dust_of_suleiman"]}],
                 "hand": ["questionable_judgement"]}, p1={"sanity": 14})
    phobia = s.players[0].story[0]
    s.act("pass")
    s.act("play", card=inst(s, 0, "questionable_judgement"))    # its needs are met: completed
    assert phobia in s.players[1].discard + s.players[1].deck and phobia not in s.players[0].deck


# ----- 8. MY-CLAR-1 … MY-CLAR-5 ----------------------------------------------------------------------------------
def scepters_combat(first, second):
    """p0's two Corrupt allies defend (Gomes carries The Two Scepters) against p1's two Hunting Horrors (4 each)."""
    s = game(p0={"story": ["boston_maine_train_station"],
                 "allies": [{"card": "gomes", "weapon": "the_two_scepters"}, "dr_allen"]},
             p1={"story": ["red_hook"], "threat": ["hunting_horror", "hunting_horror"]})
    sanity = s.players[0].sanity
    while s.pending and s.pending.kind == "play":
        s.act("pass")
    s.act("defend", ally=inst(s, 0, first))
    s.act("defend", ally=inst(s, 0, second))
    return sanity - s.players[0].sanity


def test_MY_CLAR_1_the_two_scepters_bonus_is_fixed_at_commit():
    """MY-CLAR-1: The Two Scepters' +1 to the other Corrupt defender is fixed when defenders are committed: the
    carrier absorbing first and being buried does not take it away; the order never changes the loss
    (8 points: Gomes 2, Dr. Allen 2 + 1)."""
    assert scepters_combat("gomes", "dr_allen") == 3
    assert scepters_combat("dr_allen", "gomes") == 3


def test_MY_CLAR_2_face_down_cards_count_neither_for_conditions_nor_adventures():
    """MY-CLAR-2: a flipped Mrs. Sonia Lovecraft gives Howard no +1 and meets no requirement of Two Cities and a
    Tale; face up she does both."""
    def lovecrafts(sonia):
        s = game(p1={"story": ["hunting_horror", "central_hill", "train", "red_hook"],
                     "allies": ["howard_lovecraft", sonia], "hand": ["two_cities_and_a_tale"]})
        return s, inst(s, 1, "two_cities_and_a_tale")

    s, tale = lovecrafts("mrs_sonia_lovecraft")
    assert ally_value(s, ally(s, 1, "howard_lovecraft")) == 3 and adventure_met(s, 1, s.card_of(tale))
    s, tale = lovecrafts({"card": "mrs_sonia_lovecraft", "flipped": True})
    assert ally_value(s, ally(s, 1, "howard_lovecraft")) == 2 and not adventure_met(s, 1, s.card_of(tale))


def test_MY_CLAR_3_a_sanity_cost_must_leave_one_sanity():
    """MY-CLAR-3: at 1 Sanity neither a Dark Young (−1) nor Petrify from a tome (cost 1) is offered; with
    fatal_costs=True both are (Sanity may reach 0)."""
    for rules, offered in (({}, False), ({"fatal_costs": True}, True)):
        s = game(p0={"story": ["arkham_mystical_supply"], "hand": ["dark_young"], "sanity": 1,
                     "tomes": [{"card": "revelations_of_glaaki", "spells": ["petrify"]}]},
                 p1={"allies": ["granny_orne"], "sanity": 1}, **rules)
        s.act("pass")                                              # p1 (Education 15) starts
        assert bool(plays_of(s, inst(s, 0, "dark_young"))) is offered
        assert any(a.kind == "cast" for a in s.legal_actions()) is offered


def test_MY_CLAR_4_cthulhu_rising_leaves_a_walking_location_alone():
    """MY-CLAR-4: against a walking player Cthulhu Rising does nothing to the sideways card (it is no current
    location); it is still buried by its player."""
    s = game(p0={"story": ["the_athenaeum"], "hand": ["namquit_point"]}, p1={"hand": ["cthulhu_rising"]})
    s.act("play", card=inst(s, 0, "namquit_point"))
    assert s.players[0].top_state == "walking"
    s.act("play", card=inst(s, 1, "cthulhu_rising"), target="p0")
    assert story(s, 0) == ["the_athenaeum", "namquit_point"] and s.players[0].top_state == "walking"
    assert "cthulhu_rising" in story(s, 1)


def test_MY_CLAR_4_an_uncovered_travel_event_is_no_journey():
    """MY-CLAR-4: Cthulhu Rising discards the location reached by Car; the Car below is uncovered: the player has
    no current location (not "in transit") until it arrives somewhere."""
    s = game(p0={"story": ["the_athenaeum", "car", "seventh_house_on_the_left"], "hand": ["lonely_akeley_farmhouse"]},
             p1={"hand": ["cthulhu_rising"], "sanity": 14})
    s.act("play", card=inst(s, 1, "cthulhu_rising"), target="p0")
    assert story(s, 0) == ["the_athenaeum", "car"] and s.players[0].top_state == "none" and s.arrived(0) is None
    s.act("play", card=inst(s, 0, "lonely_akeley_farmhouse"))      # arrives anywhere, as a first location
    assert s.players[0].top_state == "upright"


def test_MY_CLAR_5_an_ally_worth_nothing_is_buried_at_once():
    """MY-CLAR-5: an ally whose value drops to 0 is buried at once with its weapon (a designer's Granny Orne who
    loses 2 in a storm, carrying Faithful Hounds +1)."""
    granny = dict(msgs_card("granny_orne"), effects=[{"block": "value_mod", "timing": "static", "target": "self",
                                                      "delta": -2, "if": {"cond": "storm_in_play"}}])
    p1 = {"story": ["red_hook"], "allies": [{"card": "granny_orne", "weapon": "faithful_hounds"}], "hand": ["downpour"],
          "sanity": 14}
    s = mythos.new_game(0, None, {"players": [{}, p1]}, cards=[granny])
    s.act("play", card=inst(s, 1, "downpour"))
    assert s.players[1].allies == [] and {"granny_orne", "faithful_hounds"} <= set(story(s, 1))


# ----- determinize ------------------------------------------------------------------------------------------------
def test_determinize_forgets_the_cached_legal_actions():
    """determinize: the copy's legal actions come from its own (redealt) cards, never from the original's cache."""
    s = game(p0={"story": ["boston_maine_train_station"]})
    s.legal_actions()
    for i in range(5):
        d = s.determinize("p1", random.Random(i))
        fresh = d.determinize(None, random.Random(i))      # a plain copy, its cache of legal actions dropped
        assert d.legal_actions() == fresh.legal_actions()
        assert {a["card"] for a in d.legal_actions() if a.get("card") is not None} <= set(d.players[0].hand)


def test_MY_ROUND_6_a_full_tie_is_broken_at_random_or_by_seat_order():
    """MY-ROUND-6: Sanity and Education tie with mirror decks; the default first_player_tie="random" lets either
    seat start (seeded: the same seed, the same first player), "seat_order" always the first seat."""
    firsts = {mythos.new_game(seed=s, decks=("corrupt", "corrupt"), events=False).to_act for s in range(40)}
    assert firsts == {"p0", "p1"}
    again = [mythos.new_game(seed=s, decks=("corrupt", "corrupt"), events=False).to_act for s in range(10)]
    assert again == [mythos.new_game(seed=s, decks=("corrupt", "corrupt"), events=False).to_act for s in range(10)]
    fixed = mythos.Rules(first_player_tie="seat_order")
    assert {mythos.new_game(seed=s, rules=fixed, decks=("corrupt", "corrupt"), events=False).to_act
            for s in range(40)} == {"p0"}


# ----- 5. Events name what happened, under the rule of the card's type (sim.rule_profile counts them) -----------
def logged(s):
    """Return (rule, name, card, to) of each event of the last action."""
    return [(e.rule, e.name, e.data.get("card"), e.data.get("to")) for e in s.events]


def test_MY_CARD_8_each_joined_card_has_its_own_event_under_its_types_rule():
    """A weapon joined to an ally (MY-CARD-2), a spell joined to a tome (MY-CARD-4), a second ally (MY-CARD-1) and
    monsters through one gate (MY-MON-1, named only to their player) each log `joins`, naming the card and the
    card it came in with; the play itself is logged under its type's rule (a tome MY-CARD-3)."""
    s = game(p0={"story": ["arkham_mystical_supply"], "hand": ["ray_stuckey", "enchanted_knife"]})
    s.act("play", card=inst(s, 0, "ray_stuckey"), weapon=inst(s, 0, "enchanted_knife"))
    assert logged(s)[:2] == [("MY-CARD-1", "plays", "ray_stuckey", None),
                             ("MY-CARD-2", "joins", "enchanted_knife", "ray_stuckey")]
    s = game(p0={"story": ["the_athenaeum"], "hand": ["revelations_of_glaaki", "dust_of_suleiman"]})
    s.act("play", card=inst(s, 0, "revelations_of_glaaki"), spell=inst(s, 0, "dust_of_suleiman"))
    assert logged(s)[:2] == [("MY-CARD-3", "plays", "revelations_of_glaaki", None),
                             ("MY-CARD-4", "joins", "dust_of_suleiman", "revelations_of_glaaki")]
    assert not any(e[:2] == ("MY-CARD-8", "sanity") for e in logged(s))  # a spell's pentagram is its casting cost
    s = game(p1={"story": ["chelsea_book_shop"], "hand": ["howard_lovecraft", "mrs_sonia_lovecraft"]})
    s.act("pass")
    first, second = sorted((inst(s, 1, "howard_lovecraft"), inst(s, 1, "mrs_sonia_lovecraft")))
    s.act("play", card=first, joined=second)
    assert ("MY-CARD-1", "joins", s.card[second], s.card[first]) in logged(s)
    s = game(p0={"story": ["boston_maine_train_station"], "hand": ["mi_go_worker", "mi_go_soldier", "ngah_kthun"]})
    group = next(a for a in s.legal_actions() if a.kind == "play" and a.get("joined2") is not None)
    s.apply(group)
    joins = [e for e in s.events if e.name == "joins"]
    assert [(e.rule, e.data["card"]) for e in joins] == [("MY-MON-1", s.card[group["joined"]]),
                                                          ("MY-MON-1", s.card[group["joined2"]])]
    assert all(e.visible_to("p0") and not e.visible_to("p1") for e in joins)   # face down (MY-HIDE-1)


def test_engine_rule_ids_are_defined_and_every_event_has_a_text():
    """Every rule ID the engine logs under is one docs/rules/mythos.md defines (no bare heading such as MY-CARD),
    and every event name it logs has an English sentence in texts.py (the only language of event texts)."""
    from pathlib import Path

    from cthulhu_widgets.games.mythos import texts
    from cthulhu_widgets.sim import spec_rules

    source = "\n".join(p.read_text(encoding="utf-8") for p in Path(mythos.__file__).parent.glob("*.py"))
    names = set(re.findall(r"_ev\([^,()]+(?:\([^()]*\))?\s*,\s*\"(\w+)\"", source)) | {"game_over"}  # core's _over
    rules = set(re.findall(r"\"(MY-[A-Z0-9-]+)\"", source))
    assert {"plays", "joins", "uncovered", "no_location", "commanded", "directs"} <= names
    assert sorted(names - set(texts._TEXTS)) == []
    assert sorted(set(texts._TEXTS) - names) == []                        # no text left for an event never logged
    assert sorted(rules - set(spec_rules("mythos"))) == []


def test_MY_ROUND_4_combat_starts_and_a_two_player_threat_is_directed_in_the_log():
    """MY-ROUND-4 logs the combat; in a 2-player game each threat is directed at the other player (MY-COMBAT-1)."""
    s = game(p0={"story": ["boston_maine_train_station"], "threat": ["dark_young"]})
    s.act("pass")
    s.act("pass")
    names = [(e.rule, e.name, e.data.get("player"), e.data.get("target")) for e in s.events]
    start = names.index(("MY-ROUND-4", "combat", None, None))
    assert names[start + 1] == ("MY-COMBAT-1", "directs", "p0", "p1")


def test_MY_CLAR_4_6_cthulhu_rising_logs_where_the_player_stands():
    """Cthulhu Rising against an arrived player: the card below becomes current at once (MY-CLAR-6, `uncovered`);
    against a walking player it does nothing (MY-CLAR-4, logged as `no_effect`)."""
    s = game(p0={"story": ["kings_church_cemetary", "the_athenaeum"]}, p1={"hand": ["cthulhu_rising"]})
    s.act("pass")
    s.act("play", card=inst(s, 1, "cthulhu_rising"), target="p0")
    got = logged(s)
    lost = got.index(("MY-CARD-6", "location_lost", "the_athenaeum", None))
    assert got[lost + 1] == ("MY-CLAR-6", "uncovered", "kings_church_cemetary", None)
    s = game(p0={"story": ["kings_church_cemetary", "the_athenaeum"], "top": "walking"},
             p1={"hand": ["cthulhu_rising"]})
    s.act("pass")
    s.act("play", card=inst(s, 1, "cthulhu_rising"), target="p0")
    assert ("MY-CLAR-4", "no_effect", "cthulhu_rising", None) in logged(s)
    assert story(s, 0)[-1] == "the_athenaeum"


# ----- 6. The heuristic bot knows Laban's free cast and the Train's recruit ------------------------------------
def test_heuristic_casts_labans_spell_free_even_at_low_sanity_but_not_its_own_tomes():
    """A spell in the tome Laban Shrewsbury carries costs nothing (MY-CARD-4): at 3 Sanity the bot still casts it
    in the use step; the same spell in a tome of the investigator's would cost its Sanity, so it keeps it."""
    from cthulhu_widgets.bots import make_bot

    def use_step(on_laban):
        s = game(p0={"story": ["boston_maine_train_station"], "threat": ["dark_young"],
                     "hand": ["midnight", "dawn_of_the_solstice"]},
                 p1={"story": ["red_hook"], "allies": ["laban_shrewsbury"],
                     "sanity": 3 if on_laban else 3 + 2,          # the spell's pentagram is -2
                     "tomes": [{"card": "letter_from_a_friend", "spells": ["blasphemous_obeisance"],
                                **({"holder": "laban_shrewsbury"} if on_laban else {})}]})
        s.act("play", card=inst(s, 0, "midnight"))
        while s.pending and s.pending.kind == "play":
            s.act("pass")
        s.act("done")
        assert s.pending.kind == "use" and s.to_act == "p1"
        return s, make_bot("heuristic", "mythos", seed=0).choose(s)

    s, chosen = use_step(on_laban=True)
    assert chosen.kind == "cast" and s.card[chosen["by"]] == "laban_shrewsbury"
    assert use_step(on_laban=False)[1].kind == "done"


def test_heuristic_recruits_on_a_train_before_the_trip_ends_and_uses_labans_tome_in_seeded_games():
    """Over 30 seeded heuristic games the bot recruits allies on a Train (MY-LOC-5) and Laban Shrewsbury casts
    a spell from the tome he carries (MY-CARD-4)."""
    from cthulhu_widgets.sim import _Spec, play_out

    spec = _Spec.make(mythos, None, "heuristic", None, None, events=True)
    train = laban = 0
    for seed in range(30):
        log = play_out(mythos, spec, seed)[2]
        train += any(e.name == "recruits_on_train" for e in log)
        laban += any(e.name == "casts" and e.data["by"] == "laban_shrewsbury" for e in log)
    assert train >= 5 and laban >= 1, (train, laban)
