"""The Mythos core rules engine with the MSGS decks: rounds, places, card types, monsters, combat, adventures,
the end — and the honest list of card effects not implemented yet (MY-MSGS-2)."""
import random

import pytest

from cthulhu_widgets.core.errors import IllegalAction, InvalidSetup
from cthulhu_widgets.games import mythos


def game(p0=None, p1=None, seed=0, **rules):
    """A Corrupt (p0, Bored Clerk) vs Steadfast (p1, Soulful Jazz Singer) game with named cards placed."""
    return mythos.new_game(seed, rules or None, {"players": [p0 or {}, p1 or {}]})


def names(state, insts):
    return [state.card[i] for i in insts]


KINGSPORT = ["granny_ornes_house", "old_congregational_church", "central_hill", "the_house_on_water_street"]


def idle(s):
    """p1 takes a harmless turn: the next Kingsport City location of its hand (first upright, then city hops)."""
    inst = next(i for i in s.players[1].hand if s.card[i] in KINGSPORT)
    s.act("play", card=inst)


def test_MY_ROUND_1_6_refill_and_first_player():
    """MY-ROUND-1: every player draws up to 13; MY-ROUND-6: the highest Sanity goes first (13 vs 12)."""
    s = game()
    assert [len(p.hand) for p in s.players] == [13, 13] and s.to_act == "p0"
    s2 = game(p0={"sanity": 10})
    assert s2.to_act == "p1"


def test_MY_LOC_1_6_first_location_upright_with_its_sanity():
    """MY-LOC-1: the first location goes upright at once; MY-LOC-6: its Sanity applies when it becomes current."""
    s = game(p0={"hand": ["caverns_beneath_the_old_church"]})
    inst = s.players[0].hand[0]
    s.act("play", card=inst)
    assert s.players[0].top_state == "upright" and s.players[0].sanity == 12


def test_MY_LOC_2_3_walking_city_hop_and_arrival():
    """MY-LOC-2: a same-region location that is not a City hop is walked to (sideways), then arrived at;
    MY-LOC-3: two City locations of one sub-region are reached upright at once."""
    s = game(p0={"story": ["kings_church_cemetary"], "hand": ["the_athenaeum", "namquit_point"]},
             p1={"hand": KINGSPORT})
    athenaeum, namquit = s.players[0].hand[:2]
    s.act("play", card=athenaeum)                     # City → City in Providence: upright
    assert s.players[0].top_state == "upright" and s.card[s.players[0].story[-1]] == "the_athenaeum"
    idle(s)
    s.act("play", card=namquit)                       # Country: walking
    assert s.players[0].top_state == "walking"
    idle(s)
    sanity = s.players[0].sanity
    s.act("arrive")
    assert s.players[0].top_state == "upright" and s.players[0].sanity == sanity - 1


def test_MY_LOC_4_5_abandon_a_walk_and_travel():
    """MY-LOC-4: playing another location while walking discards the sideways card; MY-LOC-5: after a Car, a
    location of the region comes upright in the same turn (no walk); N'kai, the Exotic location, is never
    reached by travel (its own rule)."""
    s = game(p0={"story": ["kings_church_cemetary"], "hand": ["namquit_point", "lonely_akeley_farmhouse", "nkai",
                                                             "car"]}, p1={"hand": KINGSPORT})
    namquit, farm, nkai, car = s.players[0].hand[:4]
    assert all(a.get("card") != nkai for a in s.legal_actions())
    s.act("play", card=namquit)
    idle(s)
    s.act("play", card=car)                           # abandons the walk to Namquit Point: it is discarded
    assert "namquit_point" in names(s, s.players[0].discard)
    assert s.pending.kind == "car" and s.players[0].top_state == "transit"
    assert all(a.get("card") != nkai for a in s.legal_actions())
    s.act("play", card=farm)                          # Vermont, Country: upright at once, in the same turn
    assert s.card[s.players[0].story[-1]] == "lonely_akeley_farmhouse" and s.players[0].top_state == "upright"


def test_MY_CARD_1_2_allies_recruit_where_they_live_and_take_weapons():
    """MY-CARD-1: an ally is played at a location of its recruit sub-region, paying its Sanity; not twice;
    MY-CARD-2: a weapon needs an Artifact location and attaches to one ally, adding its bonus."""
    s = game(p0={"story": ["arkham_mystical_supply"], "hand": ["ray_stuckey", "dot_32_revolver", "gomes"]})
    ray, revolver, gomes = s.players[0].hand[:3]
    assert all(a.get("card") != gomes for a in s.legal_actions())   # Gomes recruits in Providence
    s.act("play", card=ray)
    s.act("pass")  # p1's one pass: card play goes on
    s.act("play", card=revolver, ally=ray)
    ally = s.players[0].allies[0]
    assert s.ally_value(ally) == 5 and s.players[0].sanity == 14    # 3 + 2; the revolver's +1 Sanity


def test_MY_CARD_3_4_tomes_need_a_reader_and_take_spells():
    """MY-CARD-3: a tome at a Tome location, read by the investigator (English), joined with a spell of a
    matching icon; MY-CARD-4: loading a spell into a tome with room is a turn."""
    s = game(p0={"story": ["the_athenaeum"], "hand": ["revelations_of_glaaki", "dust_of_suleiman", "petrify",
                                                     "hutchinson_cipher"]})
    glaaki, dust, petrify, cipher = s.players[0].hand[:4]
    assert all(a.get("card") != cipher for a in s.legal_actions())  # Glyphs: nobody reads it
    s.act("play", card=glaaki, spell=dust)
    assert s.players[0].tomes[0]["spells"] == [dust]
    assert all(a.kind != "load" for a in s.legal_actions())         # capacity 1: full


def test_MY_MON_1_monsters_enter_the_threat_through_an_unused_gate():
    """MY-MON-1, MY-LOC-7: a monster goes face down into the threat through the current location's gate,
    which is then used; without a gate it cannot be played."""
    s = game(p0={"story": ["boston_maine_train_station"], "hand": ["servant_of_glaaki", "mi_go_worker"]})
    servant, migo = s.players[0].hand[:2]
    s.act("play", card=servant)
    assert s.players[0].threat == [servant] and s.players[0].gate_used
    s.act("pass")
    assert all(a.get("card") != migo for a in s.legal_actions())
    assert s.view("p1")["players"][0]["threat"] is None and s.view("p1")["players"][0]["threat_count"] == 1


def test_MY_ROUND_3_two_passes_end_card_play_and_MY_COMBAT_arithmetic():
    """MY-ROUND-3: the second pass ends card play; MY-COMBAT-1..7: a 2-point threat against a 1-point threat
    cancels 1 in the cosmic battle; the defender's ally absorbs and is buried; monsters are buried after."""
    s = game(p0={"story": ["boston_maine_train_station"], "threat": ["servant_of_glaaki"]},
             p1={"story": ["martins_beach"], "threat": ["deep_one"], "allies": ["granny_orne"]})
    s.act("pass")
    s.act("pass")                                     # card play ends: combat
    assert s.pending.kind == "commit" and s.to_act == "p1"
    granny = s.players[1].allies[0]["card"]
    s.act("defend", ally=granny)                      # its last ally: committing ends by itself
    # Cosmic battle: 2 vs 1 → 1 point goes on to p1; Granny Orne (value 1) absorbs it and is buried.
    assert s.players[1].sanity == 12 and s.players[1].allies == []
    assert "granny_orne" in names(s, s.players[1].story)
    assert s.players[0].threat == [] and s.card[s.players[0].story[0]] == "servant_of_glaaki"


def test_MY_ROUND_5_discard_to_the_hand_limits():
    """MY-ROUND-5: at the end of the round a hand above the maximum is discarded into min..max."""
    s = game()
    s.act("pass")
    s.act("pass")
    while s.pending and s.pending.kind == "commit":
        s.act("done")
    assert s.pending.kind == "discard" and s.to_act == "p0"
    assert all(a.kind == "discard" for a in s.legal_actions())      # 13 > max 7: no keeping yet
    for _ in range(6):
        s.act("discard", card=s.players[0].hand[0])
    assert len(s.players[0].hand) == 7 and any(a.kind == "keep" for a in s.legal_actions())


def test_MY_ROUND_1_reshuffle_costs_one_sanity():
    """MY-ROUND-1: drawing from an empty deck shuffles the discards into a new deck and costs 1 Sanity."""
    s = game(p0={"discard": ["..."]})                 # after the deal, every other card lies in the discard pile
    pl = s.players[0]
    s._draw(0)
    assert pl.sanity == 12 and len(pl.hand) == 14


def test_MY_ADV_3_completing_an_adventure():
    """MY-CARD-7, MY-ADV-1..3: Questionable Judgement's requirements met by cards in play and in the story deck: points,
    Sanity, the story deck discarded but the top location, the discards shuffled back without penalty."""
    p0 = {"story": ["servant_of_glaaki", "arkham_mystical_supply", "caverns_beneath_the_old_church",
                    "the_athenaeum"], "allies": ["gomes"],
          "hand": ["questionable_judgement", "revelations_of_glaaki", "dust_of_suleiman"]}
    s = game(p0=p0)
    quest, glaaki, dust = s.players[0].hand[:3]
    assert all(a.get("card") != quest for a in s.legal_actions())    # no tome, no spell yet
    s.act("play", card=glaaki, spell=dust)
    s.act("pass")
    s.act("play", card=quest)
    pl = s.players[0]
    assert pl.points == 5 and names(s, pl.story) == ["the_athenaeum"] and pl.discard == []


def test_MY_END_1_2_3_scores_and_endings():
    """MY-END-1: score = Sanity + points; MY-END-2: Sanity 0 ends the game; MY-END-3: 20 points end the round."""
    s = game()
    s._gain(1, -12, "MY-COMBAT-6", "test")
    assert s.result.cause == "sanity_zero" and s.result.outcome == "p0" and s.result.scores == (13, 0)
    s = game(p0={"adventures": ["questionable_judgement"]}, target_points=1)    # 5 points scored
    assert s.players[0].points == 5
    s.act("pass")
    s.act("pass")
    while s.result is None:
        s.apply(s.legal_actions()[-1])
    assert s.result.cause == "adventure_points" and s.result.outcome == "p0"


def test_MY_MSGS_2_every_effect_is_implemented_and_an_unknown_block_is_listed():
    """MY-MSGS-2: every MSGS card's effect is carried out (the pinned list is empty); a card built from a block
    the engine does not know is listed by unimplemented() and logged when played, never silently ignored."""
    import dataclasses

    from cthulhu_widgets.games.mythos.data import load_set
    from cthulhu_widgets.games.mythos.setup_cards import msgs_card

    assert mythos.unimplemented() == {}
    cs = load_set()
    odd = dataclasses.replace(cs.cards["dark_young"], effects=({"block": "teleport", "timing": "on_play"},))
    cards = dict(cs.cards, dark_young=odd)
    assert mythos.unimplemented(dataclasses.replace(cs, cards=cards)) == {"dark_young": ["teleport"]}
    # a block the schema knows but no handler carries out (a custom function nobody registered), in play
    designed = dict(msgs_card("dark_young"), effects=[{"block": "custom", "timing": "on_play", "function": "teleport"}])
    s = mythos.new_game(0, None, {"players": [{"story": ["boston_maine_train_station"], "hand": ["dark_young"]}, {}]},
                        cards=[designed])
    assert mythos.unimplemented(s.card_set) == {"dark_young": ["custom"]}
    s.act("play", card=s.players[0].hand[0])
    assert any(e.name == "effect_not_implemented" and e.data["blocks"] == ["custom"] for e in s.events)


def test_bad_setups_and_illegal_actions():
    with pytest.raises(InvalidSetup, match="not a card of this deck"):
        game(p0={"hand": ["deep_one"]})
    with pytest.raises(InvalidSetup, match="decks must name"):
        mythos.new_game(1, decks=("corrupt",))
    with pytest.raises(InvalidSetup, match="'holder' must name an ally"):     # Laban is not laid out
        game(p1={"tomes": [{"card": "letter_from_a_friend", "holder": "laban_shrewsbury"}]})
    s = game()
    before = s.clone()
    with pytest.raises(IllegalAction):
        s.act("play", card=9999)
    assert s == before


@pytest.mark.slow  # whole random games: about 30 s: `make test` runs it, `make quick` does not
def test_random_corrupt_vs_steadfast_games_end_and_conserve_cards():
    """500 random games reach an end without error; every card is in exactly one zone at every 25th step."""
    for seed in range(500):
        s = mythos.new_game(seed, events=False)
        rng = random.Random(seed)
        total = len(s.card)
        n = 0
        while s.result is None:
            s.apply(rng.choice(s.legal_actions()))
            n += 1
            if n % 25 == 0:
                assert sorted(i for z in s.zones().values() for i in z) == list(range(total))
        assert s.result.cause in ("sanity_zero", "adventure_points", "round_limit")


def test_json_round_trip_and_determinism():
    s = mythos.new_game(3)
    rng = random.Random(3)
    for _ in range(80):
        if s.result:
            break
        s.apply(rng.choice(s.legal_actions()))
    assert mythos.from_json(s.to_json()) == s


def test_MY_CARD_8_joins_ally_with_weapon_and_monsters_together():
    """MY-CARD-8: an ally and a weapon join as one play; monsters whose joins name each other go in together."""
    s = game(p0={"story": ["arkham_mystical_supply"], "hand": ["ray_stuckey", "enchanted_knife"]})
    ray, knife = s.players[0].hand[:2]
    s.act("play", card=ray, weapon=knife)
    assert s.players[0].allies[0]["weapon"] == knife
    s = game(p1={"story": ["martins_beach"], "hand": ["hunting_horror", "hunting_horror"]})
    s.act("pass")
    a, b = [i for i in s.players[1].hand if s.card[i] == "hunting_horror"]
    s.act("play", card=min(a, b), joined=max(a, b))
    assert sorted(s.players[1].threat) == sorted([a, b]) and s.players[1].gate_used


def test_MY_CARD_9_MY_ADV_4_one_great_old_one_and_each_adventure_once():
    """MY-CARD-9: a second Great Old One cannot join the first; MY-ADV-4: an adventure title is completed once."""
    corrupt = mythos.new_game(0).card_set.decks["corrupt"]         # two of each: one in play, one to play
    deck = {"cards": [*corrupt.cards, "tulzscha", "questionable_judgement"],
            "investigators": list(corrupt.investigators)}
    s = mythos.new_game(0, None, {"decks": [deck, "steadfast"], "players": [
        {"story": ["caverns_beneath_the_old_church"], "hand": ["tulzscha"], "goo": "tulzscha",
         "adventures": ["questionable_judgement"]}, {}]})
    pl = s.players[0]
    assert not s._can_summon(0, pl.hand[0])
    quest = next(i for i in pl.deck + pl.hand if s.card[i] == "questionable_judgement")
    assert not s._can_complete(0, quest)


def test_MY_INV_2_3_sanity_cap_and_the_start():
    """MY-INV-3: investigators start with no location, by day; MY-INV-2: Sanity never exceeds the maximum."""
    from cthulhu_widgets.games.mythos.conditions import time_of_day
    s = game()
    assert all(pl.top_state == "none" and not pl.story for pl in s.players) and time_of_day(s) == "day"
    s._gain(0, 50, "MY-INV-2", "test")
    assert s.players[0].sanity == 20


def test_MY_HIDE_1_views_hide_hands_decks_and_threats():
    """MY-HIDE-1: a player sees its own hand and threat; of others only sizes; story decks and discards are open."""
    s = game(p0={"threat": ["servant_of_glaaki"], "story": ["the_athenaeum"]})
    mine, theirs = s.view("p0")["players"]
    assert mine["hand"] and mine["threat"] and theirs["hand"] is None and theirs["threat"] is None
    assert theirs["hand_count"] == 13 and s.view("p1")["players"][0]["threat_count"] == 1
    assert s.view("p1")["players"][0]["story"][0]["id"] == "the_athenaeum"
    assert "deck" not in mine and mine["deck_count"] == len(s.players[0].deck)


def test_MY_ZONE_1_2_3_zones_bury_discard_and_orientations():
    """MY-ZONE-1: each player has its own zones; MY-ZONE-2: burying goes under the story deck, discarding to the
    discard pile; MY-ZONE-3: walking shows as sideways, a used gate is recorded, flipped allies are unusable."""
    s = game(p0={"story": ["arkham_mystical_supply"], "allies": ["ray_stuckey"]},
             p1={"story": ["martins_beach"], "threat": ["deep_one"]})
    assert set(s.players[0].zones()) >= {"hand", "deck", "discard", "story", "threat", "adventures"}
    ray = s.players[0].allies[0]
    s.act("pass")
    s.act("pass")                                     # combat: p1's Deep One against p0
    s.act("defend", ally=ray["card"])                 # Ray absorbs its point and is buried
    assert s.players[0].story[0] == ray["card"] and s.players[0].discard == []
    s = game(p0={"story": ["kings_church_cemetary"], "hand": ["namquit_point"],
                 "allies": [{"card": "gomes", "flipped": True}]})
    s.act("play", card=s.players[0].hand[0])
    assert s.view(None)["players"][0]["top_state"] == "walking"
    s.act("pass")
    s.act("pass")
    assert s.pending.kind in ("discard", "commit", "play")


def test_MY_ROUND_2_4_MY_COMBAT_2_3_4_5_7_a_round_with_combat():
    """MY-ROUND-2: a turn is one card, an arrival, a load or a pass; MY-ROUND-4: combat follows card play;
    MY-COMBAT-2 defenders are committed; MY-COMBAT-3: with nothing to use, the use step asks no one;
    MY-COMBAT-4 threats are revealed; MY-COMBAT-5 opposed threats cancel (3 vs 1); MY-COMBAT-7 monsters are
    buried in their owners' story decks."""
    s = game(p0={"story": ["boston_maine_train_station"], "threat": ["dark_young"]},
             p1={"story": ["red_hook"], "threat": ["deep_one"], "allies": ["luther_harden"]})
    s.act("pass")
    s.act("pass")
    log = [e.name for e in s.events]
    s.act("defend", ally=s.players[1].allies[0]["card"])
    log += [e.name for e in s.events]
    assert "reveal" in log and "cosmic_battle" in log and (s.pending is None or s.pending.kind != "use")
    # Dark Young 4 against Deep One 1: 3 points go on; Luther Harden (3) absorbs them and is buried.
    assert s.players[1].sanity == 12 and s.players[1].allies == []
    assert s.players[0].threat == [] and "dark_young" in [s.card[i] for i in s.players[0].story]


def test_MY_MON_2_invisible_points_need_an_enchanted_weapon():
    """MY-MON-2: an invisible monster's points are absorbed only by an ally with an enchanted weapon."""
    s = game(p0={"story": ["boston_maine_train_station"], "threat": ["dark_young"]},
             p1={"story": ["granny_ornes_house"], "allies": ["luther_harden"]})  # Forest: Dark Young is invisible
    s.act("pass")
    s.act("pass")
    s.act("defend", ally=s.players[1].allies[0]["card"])
    assert s.players[1].sanity == 12 - 4 and len(s.players[1].allies) == 1   # Luther could not absorb


def test_MY_END_2_eliminate_three_players_play_on_and_the_last_one_standing_wins():
    """MY-END-2 (sanity_zero="eliminate"): at 0 Sanity an investigator leaves the game (no more turns, no longer
    a target, cannot win); the others play on; with one left the game ends and it wins."""
    s = mythos.new_game(3, {"sanity_zero": "eliminate"}, {"players": [{}, {"sanity": 1}, {}]},
                        decks=("corrupt", "steadfast", "corrupt"))
    s._gain(1, -1, "MY-END-2", "test")
    assert s.result is None and s.players[1].eliminated and s.active() == [0, 2]
    seen = set()
    while s.result is None and s.round < 4:
        seen.add(s.to_act)
        for a in s.legal_actions():
            assert a.get("target") != "p1"            # never a target again
        s.apply(s.legal_actions()[-1])
    assert "p1" not in seen
    s._gain(2, -s.players[2].sanity, "MY-END-2", "test")
    assert s.result.outcome == "p0" and s.result.cause == "last_investigator"


def test_MY_ROUND_6_first_player_rotate_option_and_MY_LOC_3_city_hop_option():
    """Options: first_player="rotate" passes the start on; city_hop="same_region" hops between sub-regions."""
    for option, second in (("rotate", "p1"), ("highest_sanity", "p0")):
        s = mythos.new_game(0, {"first_player": option})
        assert s.to_act == "p0"
        s.act("pass")
        s.act("pass")
        while not (s.round == 2 and s.pending and s.pending.kind == "play"):
            s.apply(s.legal_actions()[-1])
        assert s.to_act == second, option
    s = mythos.new_game(0, {"city_hop": "same_region"}, {"players": [
        {"story": ["kings_church_cemetary"], "hand": ["arkham_mystical_supply"]}, {}]})
    s.act("play", card=s.players[0].hand[0])
    assert s.players[0].top_state == "upright"                    # Providence → Arkham, both City


def test_determinize_keeps_the_seats_view_and_hides_the_rest():
    """determinize(seat): the seat's own view is unchanged, other hands and threats are redealt, cards conserved."""
    s = game(p1={"threat": ["deep_one"]})
    total = len(s.card)
    for i in range(10):
        d = s.determinize("p0", random.Random(i))
        assert d.view("p0") == s.view("p0")
        assert sorted(x for z in d.zones().values() for x in z) == list(range(total))
        assert all(d.card_of(x).type == "monster" for x in d.players[1].threat)
    worlds = {tuple(s.determinize("p0", random.Random(i)).players[1].hand) for i in range(10)}
    assert len(worlds) > 5
    with pytest.raises(ValueError, match="determinized"):
        s.determinize("p0", random.Random(0)).to_json()


def test_heuristic_bot_beats_random_and_reads_only_its_view():
    """The heuristic wins most games against random play, and its choice does not depend on hidden cards."""
    from cthulhu_widgets.bots import make_bot

    wins = 0
    for seed in range(20):
        s = mythos.new_game(seed, events=False)
        bots = {"p0": make_bot("heuristic", "mythos", seed=seed), "p1": make_bot("random", "mythos", seed=seed)}
        while s.result is None:
            s.apply(bots[s.to_act].choose(s))
        wins += s.result.outcome == "p0"
    assert wins >= 14
    s = mythos.new_game(4)
    choice = str(make_bot("heuristic", "mythos", seed=1).choose(s))
    assert all(str(make_bot("heuristic", "mythos", seed=1).choose(s.determinize("p0", random.Random(i)))) == choice
               for i in range(5))


def test_MY_ROUND_3_passes_to_end_option_and_MY_END_1_round_limit():
    """Options: passes_to_end=3 needs a third pass before combat; max_rounds=1 ends and scores the game after the
    first round ("round_limit")."""
    s = game(passes_to_end=3)
    s.act("pass")
    s.act("pass")
    assert s.phase == "play" and s.legal_actions() == (mythos.state.PASS,)
    s.act("pass")
    assert s.phase != "play"
    s = game(max_rounds=1)
    while s.result is None:
        s.apply(s.legal_actions()[-1])
    assert s.result.cause == "round_limit" and s.result.rounds == 1


def test_MY_ADV_2_shared_requirements_option_lets_one_card_meet_two_requirements():
    """MY-ADV-2: each requirement needs its own card; shared_requirements=True lets one card meet several."""
    from cthulhu_widgets.games.mythos.requirements import met

    s = game(p0={"story": ["the_forgotten_crypt"]})
    crypt = s.players[0].story
    reqs = [{"kind": "title", "title": "the_forgotten_crypt"}, {"kind": "location", "icon": "Cemetery"}]
    assert not met(s, 0, reqs, crypt) and met(s, 0, reqs, crypt, shared=True)
    s = game(shared_requirements=True)
    assert s.rules.shared_requirements is True


def test_MY_HIDE_1_legal_actions_do_not_depend_on_what_the_player_cannot_see():
    """MY-HIDE-1: the choices offered to a player are the same in every deal it cannot tell apart from the true
    one (others' hands, face-down threats, deck orders) — no option leaks a hidden card."""
    for seed in range(40):
        rng = random.Random(seed)
        s = mythos.new_game(seed, {"max_rounds": 6}, decks=("corrupt", "steadfast"), events=False)
        while s.result is None:
            seat = s.to_act
            guess = s.determinize(seat, random.Random(rng.random()))
            assert sorted(map(str, guess.legal_actions())) == sorted(map(str, s.legal_actions())), (seed, s.pending)
            s.apply(rng.choice(s.legal_actions()))


ADVENTURES = ["alone_in_the_world", "arkham_horror", "the_mystery_at_martins_beach", "the_price",
              "questionable_judgement", "searching_for_laban_shrewsbury", "two_cities_and_a_tale",
              "whispers_in_darkness"]


def _assign(cs, reqs, cards, used=()):
    """Return card ids of `cards` meeting every requirement with distinct cards (a test-side search), or None."""
    if not reqs:
        return []
    req, rest = reqs[0], reqs[1:]
    seen = req.get("_seen", ())                          # cards already chosen for this requirement's count
    for n, card in enumerate(cards):
        if n in used or not cs.matches(req, card):
            continue
        if (req.get("different") and card.name in {c.name for c in seen}) or (
                req.get("different_subregions") and card.subregion in {c.subregion for c in seen}):
            continue
        again = [dict(req, count=req.get("count", 1) - 1, _seen=(*seen, card))] if req.get("count", 1) > 1 else []
        more = _assign(cs, again + rest, cards, (*used, n))
        if more is not None:
            return [card.id, *more]
    return None


@pytest.mark.parametrize("adventure", ADVENTURES)
def test_MY_ADV_1_2_3_each_msgs_adventure_completes_from_a_built_scenario(adventure):
    """MY-ADV-1..3: each of the 8 MSGS adventures, its requirements laid in the story deck (cards of its own deck),
    is completed as a turn: points and Sanity gained, the story deck discarded but the top location."""
    from cthulhu_widgets.games.mythos.data import load_set

    cs = load_set()
    p = 0 if adventure in cs.decks["corrupt"].cards else 1
    deck = cs.decks["corrupt" if p == 0 else "steadfast"]
    reqs = cs.cards[adventure].requirements
    # requirements met only by one card go first, so the greedy search picks the rare cards for them
    reqs = sorted(reqs, key=lambda r: sum(cs.matches(r, cs.cards[i]) for i in deck.cards))
    cards = [cs.cards[i] for i in deck.cards if i != adventure]
    story = _assign(cs, reqs, cards)
    assert story is not None, adventure
    story.sort(key=lambda i: cs.cards[i].type == "location")         # a location on top: the current one
    if cs.cards[story[-1]].type != "location":
        spare = [i for i in deck.cards if cs.cards[i].type == "location" and deck.cards.count(i) > story.count(i)]
        story.append(spare[0])
    spec = {"story": story, "hand": [adventure], "sanity": 5}
    s = game(**{f"p{p}": spec})
    if s.to_act != f"p{p}":
        s.act("pass")
    card = s.players[p].hand[0]
    s.act("play", card=card)
    pl = s.players[p]
    assert pl.points == cs.cards[adventure].value and pl.adventures == [card]
    assert pl.sanity == 5 + cs.cards[adventure].sanity
    assert pl.story == [s.players[p].story[-1]] and s.card_of(pl.story[-1]).type == "location"


def test_MY_CARD_9_a_new_copy_of_a_location_supersedes_the_old():
    """MY-CARD-9: a location is unique in a player's play. With two copies of The Athenaeum in its deck, p0
    stands at one and plays the other: the new copy goes on top (a City hop, upright) and the old one leaves the
    story deck for the discard pile. Great Old Ones and adventures keep the first (one GOO slot, MY-ADV-4)."""
    cs = mythos.new_game(0).card_set
    cards = list(cs.decks["corrupt"].cards)
    cards[cards.index(next(c for c in cards if cs.cards[c].type == "event"))] = "the_athenaeum"
    deck = {"cards": cards, "investigators": list(cs.decks["corrupt"].investigators)}
    s = mythos.new_game(0, None, {"decks": [deck, "steadfast"],
                                  "players": [{"story": ["the_athenaeum"], "hand": ["the_athenaeum"]}, {}]})
    old, new = s.players[0].story[0], s.players[0].hand[0]
    s.act("play", card=new)
    assert s.players[0].story == [new] and s.players[0].top_state == "upright"
    assert old in s.players[0].discard
    assert ("MY-CARD-9", "superseded") in [(e.rule, e.name) for e in s.events]
    with pytest.raises(InvalidSetup, match="at least 52"):
        mythos.new_game(0, None, {"decks": [{"cards": cards[:10], "investigators": ["bored_clerk"]}, "steadfast"]})
