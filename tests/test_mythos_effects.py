"""Card effects carried out so far (MY-MSGS-2/3), one test per card: value modifiers under conditions,
hand-limit modifiers, the time of day."""
from cthulhu_widgets.core.actions import Action
from cthulhu_widgets.games import mythos
from cthulhu_widgets.games.mythos.conditions import time_of_day
from cthulhu_widgets.games.mythos.values import ally_value, hand_limits, monster_value


def game(p0=None, p1=None, seed=0):
    return mythos.new_game(seed, None, {"players": [p0 or {}, p1 or {}]})


def inst(s, p, card):
    """Return the instance of `card` in player p's hand, allies, threat, story or events."""
    pl = s.players[p]
    pool = pl.hand + [a["card"] for a in pl.allies] + pl.threat + pl.story + pl.events
    return next(i for i in pool if s.card[i] == card)


def ally(s, p, card):
    return next(a for a in s.players[p].allies if s.card[a["card"]] == card)


def test_MY_MSGS_deep_one_gains_two_in_a_storm():
    """Deep One: +2 while a Storm event is in play anywhere (value_mod, storm_in_play)."""
    s = game(p1={"threat": ["deep_one"], "story": ["martins_beach"], "hand": ["downpour"]})
    deep = inst(s, 1, "deep_one")
    assert monster_value(s, deep) == 1
    s = game(p1={"threat": ["deep_one"], "story": ["martins_beach"], "events": ["downpour"]})
    deep = inst(s, 1, "deep_one")
    assert monster_value(s, deep) == 3


def test_MY_MSGS_hunting_horror_gains_one_by_day_and_evening_makes_night():
    """Hunting Horror: +1 while it is Day; Evening (a Night event) ends the day (time_of_day)."""
    s = game(p1={"threat": ["hunting_horror"], "story": ["martins_beach"], "hand": ["evening", "high_noon"]})
    horror = s.players[1].threat[0]
    assert time_of_day(s) == "day" and monster_value(s, horror) == 4
    s.act("pass")                                          # p0
    s.act("play", card=inst(s, 1, "evening"))
    assert time_of_day(s) == "night" and monster_value(s, horror) == 3


def test_MY_MSGS_a_day_event_buries_the_night_event():
    """MY-CARD-6: Day/Night events replace one another: the new one buries the old (time_of_day)."""
    s = game(p0={"hand": ["midnight"]}, p1={"hand": ["high_noon"]})
    s.act("play", card=inst(s, 0, "midnight"))
    assert time_of_day(s) == "night"
    s.act("play", card=inst(s, 1, "high_noon"))
    assert time_of_day(s) == "day" and "midnight" in [s.card[i] for i in s.players[0].story]


def test_MY_MSGS_dawn_of_the_solstice_sets_a_solstice_day():
    """Dawn of the Solstice: a Day event (and the Solstice Tulzscha needs); it ends the night."""
    s = game(p0={"hand": ["midnight", "dawn_of_the_solstice"]})
    s.act("play", card=inst(s, 0, "midnight"))
    s.act("pass")
    s.act("play", card=inst(s, 0, "dawn_of_the_solstice"))
    assert time_of_day(s) == "day"


def test_MY_MSGS_servant_of_glaaki_gains_with_its_tome_or_the_night():
    """Servant of Glaaki: +1 while Revelations of Glaaki is in play anywhere or a Night card is."""
    s = game(p0={"threat": ["servant_of_glaaki"], "hand": ["revelations_of_glaaki", "midnight"],
                 "story": ["the_athenaeum"]})
    servant = s.players[0].threat[0]
    assert monster_value(s, servant) == 2
    s.act("play", card=inst(s, 0, "revelations_of_glaaki"))
    assert monster_value(s, servant) == 3


def test_MY_MSGS_henry_w_akeley_gains_one_in_the_country():
    """Henry W. Akeley: +1 while his owner's top story card is a Country location."""
    s = game(p0={"allies": ["henry_w_akeley"], "story": ["the_athenaeum"]})
    assert ally_value(s, ally(s, 0, "henry_w_akeley")) == 1
    s = game(p0={"allies": ["henry_w_akeley"], "story": ["lonely_akeley_farmhouse"]})
    assert ally_value(s, ally(s, 0, "henry_w_akeley")) == 2


def test_MY_MSGS_howard_lovecraft_and_sonia_gain_together():
    """Howard Lovecraft +1 and Mrs. Sonia Lovecraft +2 while the other is in play for the same player."""
    s = game(p1={"allies": ["howard_lovecraft"], "story": ["chelsea_book_shop"]})
    assert ally_value(s, ally(s, 1, "howard_lovecraft")) == 2
    s = game(p1={"allies": ["howard_lovecraft", "mrs_sonia_lovecraft"], "story": ["chelsea_book_shop"]})
    assert ally_value(s, ally(s, 1, "howard_lovecraft")) == 3


def test_MY_MSGS_newburyport_locations_strengthen_steadfast_allies():
    """Newburyport Historical Society / Public Library: while current, every Steadfast ally in play +1."""
    for place in ("newburyport_historical_society", "newburyport_public_library"):
        s = game(p0={"story": [place], "allies": ["miss_anna_tilton", "gomes"]}, p1={"allies": ["granny_orne"]})
        assert ally_value(s, ally(s, 0, "miss_anna_tilton")) == 2      # Steadfast
        assert ally_value(s, ally(s, 0, "gomes")) == 2                 # Corrupt: unchanged
        assert ally_value(s, ally(s, 1, "granny_orne")) == 2           # anyone's Steadfast ally


def test_MY_MSGS_miskatonic_commons_strengthens_own_professors_and_students():
    """Miskatonic University Commons: while current, its owner's Professor and Student allies +1."""
    s = game(p1={"story": ["miskatonic_university_commons"], "allies": ["laban_shrewsbury"]})
    assert ally_value(s, ally(s, 1, "laban_shrewsbury")) == 1           # an Explorer: no bonus


def test_MY_MSGS_hand_limits_frank_belknap_long_gomes_and_squire_whateley():
    """Frank Belknap Long and Gomes: hand minimum -1 (not cumulative); Squire Sawyer Whateley: maximum +1."""
    s = game(p0={"allies": ["gomes", "squire_sawyer_whateley"]})
    assert hand_limits(s, 0) == (4, 8)                                  # Bored Clerk 5/7
    s = game(p1={"allies": ["frank_belknap_long"]})
    assert hand_limits(s, 1) == (3, 6)                                  # Jazz Singer 4/6


def test_MY_MSGS_agoraphobia_strikes_outside():
    """Agoraphobia: its host loses 1 at the start of each turn whose top story card shows Outside (walking)."""
    s = game(p0={"story": ["kings_church_cemetary"], "hand": ["namquit_point"]}, p1={"hand": ["agoraphobia"]})
    s.act("play", card=inst(s, 0, "namquit_point"))                     # p0 walks: Outside
    before = s.players[0].sanity
    s.act("play", card=inst(s, 1, "agoraphobia"), target="p0")          # p0's next turn opens walking: -1
    assert s.players[0].sanity == before - 1 and s.to_act == "p0"
    s = game(p0={"story": ["kings_church_cemetary"]}, p1={"hand": ["agoraphobia"]})
    s.act("pass")
    before = s.players[0].sanity
    s.act("play", card=inst(s, 1, "agoraphobia"), target="p0")          # inside a church: nothing
    assert s.players[0].sanity == before


def test_MY_MSGS_portaphobia_strikes_at_a_gate():
    """Portaphobia: its host loses 1 at the start of each of its turns while its current location has a gate."""
    s = game(p0={"story": ["boston_maine_train_station"]}, p1={"hand": ["portaphobia"]})
    s.act("pass")                                                        # p0 passes once
    before = s.players[0].sanity
    s.act("play", card=inst(s, 1, "portaphobia"), target="p0")          # p0's next turn opens: -1
    assert s.players[0].sanity == before - 1 and s.to_act == "p0"


def test_MY_MSGS_efficiophobia_strikes_when_an_adventure_is_played():
    """Efficiophobia: its host loses 2 whenever anyone plays an adventure (here its host completes one)."""
    s = game(p0={"hand": ["efficiophobia"]}, p1={"story": ["red_hook"]})
    s.act("play", card=inst(s, 0, "efficiophobia"), target="p1")
    from cthulhu_widgets.games.mythos.card_effects import phobias_on_adventure
    before = s.players[1].sanity
    phobias_on_adventure(s, 0)                                          # p0 plays an adventure
    assert s.players[1].sanity == before - 2


def test_MY_MSGS_remaining_at_a_church_buries_a_phobia():
    """King's Church Cemetary / Old Congregational Church (and Granny Orne in Kingsport): remaining a turn there
    buries one phobia on the investigator (remain_cure_phobia)."""
    for p, place, extra in ((0, "kings_church_cemetary", {}), (1, "old_congregational_church", {}),
                            (1, "central_hill", {"allies": ["granny_orne"]})):
        spec = {"phobias": ["portaphobia"], "story": [place], "top": "upright", **extra}
        s = game(**{f"p{p}": spec}, seed=p)
        pl = s.players[p]
        deck_name = "corrupt" if p == 0 else "steadfast"
        phobia = pl.phobias[0]
        if s.to_act != f"p{p}":
            s.act("pass")
        s.act("remain", phobia=phobia)
        assert pl.phobias == [] and pl.story[0] == phobia, deck_name


def test_MY_MSGS_high_noon_and_midnight_flip_armed_allies():
    """High Noon flips every armed Corrupt ally, Midnight every armed Steadfast ally (until the end of the round)."""
    s = game(p0={"story": ["arkham_mystical_supply"], "allies": ["ray_stuckey"], "hand": ["dot_32_revolver"]},
             p1={"hand": ["high_noon"]})
    ray = s.players[0].allies[0]["card"]
    s.act("play", card=inst(s, 0, "dot_32_revolver"), ally=ray)
    s.act("play", card=inst(s, 1, "high_noon"))
    assert s.players[0].allies[0]["flipped"]
    s = game(p1={"allies": ["luther_harden"]}, p0={"hand": ["midnight"]})      # setup lays him out unarmed
    s.act("play", card=inst(s, 0, "midnight"))
    assert not s.players[1].allies[0]["flipped"]                         # unarmed: not flipped


def test_MY_MSGS_stations_follow_a_train_in_the_same_turn():
    """Boston & Maine / Penn Central Train Station: may be played upright in the same turn right after a Train."""
    s = game(p1={"story": ["red_hook"], "hand": ["train", "penn_central_train_station"]})
    s.act("pass")
    s.act("play", card=inst(s, 1, "train"))
    assert s.pending.kind == "train"
    s.act("play", card=inst(s, 1, "penn_central_train_station"))
    assert s.card[s.players[1].story[-1]] == "penn_central_train_station" and s.players[1].top_state == "upright"


def test_MY_MSGS_tulzscha_locks_the_day_needs_three_passes_and_stops_sanity_gains():
    """Tulzscha (MY-CARD-5, a Great Old One): on entry every Day/Night card is buried and no more may be played;
    card play ends at the third
    pass; no investigator gains Sanity."""
    from cthulhu_widgets.games.mythos.card_effects import passes_to_end
    s = game(p0={"story": ["caverns_beneath_the_old_church"], "hand": ["tulzscha", "midnight"],
                 "events": ["dawn_of_the_solstice"]})
    s.act("play", card=inst(s, 0, "tulzscha"))
    pl = s.players[0]
    assert pl.goo is not None and pl.events == [] and passes_to_end(s) == 3
    assert s._event_plays(0, inst(s, 0, "midnight")) == []             # no Day/Night card while it stays
    before = pl.sanity
    s._gain(0, 2, "MY-LOC-6", "test")
    assert pl.sanity == before


def test_MY_MSGS_speech_machine_strengthens_its_mi_go():
    """Speech Machine: its controller's Mi-Go in the threat +1."""
    s = game(p0={"threat": ["mi_go_worker"]})
    migo = s.players[0].threat[0]
    assert monster_value(s, migo) == 2
    s = game(p0={"threat": ["mi_go_worker"], "artifacts": ["speech_machine"]})
    migo = s.players[0].threat[0]
    assert monster_value(s, migo) == 3


def test_MY_MSGS_arkham_police_department_weakens_incoming_threats():
    """Arkham Police Department: while current, each directed threat aimed at its owner is worth 1 less."""
    s = game(p0={"story": ["boston_maine_train_station"], "threat": ["servant_of_glaaki"]},
             p1={"story": ["arkham_police_department"]})
    s.act("pass")
    s.act("pass")
    assert s.players[1].sanity == 12 - 1                       # Servant 2 - 1


def test_MY_MSGS_dark_young_is_invisible_against_a_forest():
    """Dark Young: invisible when its target's current location shows the Forest icon (only enchanted weapons
    absorb it)."""
    from cthulhu_widgets.games.mythos.values import monster_keywords
    s = game(p0={"threat": ["dark_young"]}, p1={"story": ["granny_ornes_house"]})
    young = s.players[0].threat[0]
    assert "invisible" in monster_keywords(s, young, 1)
    s = game(p0={"threat": ["dark_young"]}, p1={"story": ["red_hook"]})
    assert "invisible" not in monster_keywords(s, s.players[0].threat[0], 1)


def test_MY_MSGS_martins_beach_monster_flips_two_allies_when_revealed():
    """The Martin's Beach Monster: when revealed, two of the target's allies at random are flipped; a flipped
    defender absorbs nothing."""
    s = game(p1={"story": ["martins_beach"], "threat": ["the_martins_beach_monster"]},
             p0={"allies": ["gomes", "ray_stuckey"], "story": ["arkham_mystical_supply"]})
    s.act("pass")
    s.act("pass")
    if s.pending.kind == "commit":
        s.act("defend", ally=s.players[0].allies[0]["card"])
    while s.pending and s.pending.kind == "commit":
        s.act("done")
    assert s.players[0].sanity == 13 - 4 and len(s.players[0].allies) == 2   # nobody absorbed


def test_MY_MSGS_cthulhu_rising_takes_the_opponents_location():
    """Cthulhu Rising: the opponent's current location is discarded if it shows Water, else buried."""
    s = game(p0={"story": ["kings_church_cemetary", "the_athenaeum"]}, p1={"hand": ["cthulhu_rising"]})
    s.act("pass")
    s.act("play", card=inst(s, 1, "cthulhu_rising"), target="p0")
    pl = s.players[0]
    assert "the_athenaeum" in [s.card[i] for i in pl.story] and s.card[pl.story[-1]] == "kings_church_cemetary"
    s = game(p0={"story": ["kings_church_cemetary", "arkham_mystical_supply"]}, p1={"hand": ["cthulhu_rising"]})
    s.act("pass")
    s.act("play", card=inst(s, 1, "cthulhu_rising"), target="p0")
    assert "arkham_mystical_supply" in [s.card[i] for i in s.players[0].discard]


def test_MY_MSGS_governmental_cover_up_discards_the_lowest_event():
    """Governmental Cover-up: the opponent discards the event lowest in its story deck."""
    s = game(p0={"hand": ["governmental_cover_up"]}, p1={"story": ["downpour", "evening", "red_hook"]})
    s.act("play", card=inst(s, 0, "governmental_cover_up"), target="p1")
    assert [s.card[i] for i in s.players[1].discard] == ["downpour"]


def test_MY_MSGS_dysentery_flips_the_targets_allies_and_its_sub_region():
    """Dysentery: flips the target's allies and those of everyone in the target's sub-region."""
    s = game(p0={"hand": ["dysentery"], "story": ["arkham_mystical_supply"], "allies": ["ray_stuckey"]},
             p1={"story": ["arkham_police_department"], "allies": ["luther_harden"]})
    s.act("play", card=inst(s, 0, "dysentery"), target="p1")
    assert s.players[1].allies[0]["flipped"] and s.players[0].allies[0]["flipped"]   # both in Arkham
    s = game(p0={"hand": ["dysentery"], "story": ["the_athenaeum"], "allies": ["gomes"]},
             p1={"story": ["arkham_police_department"], "allies": ["luther_harden"]})
    s.act("play", card=inst(s, 0, "dysentery"), target="p1")
    assert s.players[1].allies[0]["flipped"] and not s.players[0].allies[0]["flipped"]  # Providence is spared


def test_MY_MSGS_bellevue_hospital_forces_a_rest():
    """Bellevue Hospital: on arrival, its owner's next turn is used up — no card, no pass."""
    s = game(p0={"hand": ["the_athenaeum"]}, p1={"story": ["red_hook"], "hand": ["bellevue_hospital"]})
    s.act("play", card=inst(s, 0, "the_athenaeum"))
    s.act("play", card=inst(s, 1, "bellevue_hospital"))          # City hop in New York: upright, +5
    s.act("pass")
    assert [a.kind for a in s.legal_actions()] == ["rest"]
    s.act("rest")
    assert s.players[1].rest == 0


def test_MY_MSGS_essex_institute_discards_a_random_card_on_arrival():
    """Essex Institute: on arrival, one random card of the hand is discarded."""
    s = game(p1={"hand": ["essex_institute"]})
    s.act("pass")
    hand = len(s.players[1].hand)
    s.act("play", card=inst(s, 1, "essex_institute"))            # the first location: upright at once
    assert len(s.players[1].hand) == hand - 2 and len(s.players[1].discard) == 1


def test_MY_MSGS_waterbury_state_hospital_reads_the_top_card():
    """Waterbury State Hospital: on arrival the deck's top card's Sanity is added, and that card is discarded."""
    s = game(p0={"hand": ["waterbury_state_hospital"], "deck": ["dr_allen"]})    # on top after the deal
    s.act("play", card=inst(s, 0, "waterbury_state_hospital"))
    assert s.players[0].sanity == 13 + 4 - 1 and "dr_allen" in [s.card[i] for i in s.players[0].discard]


def test_MY_MSGS_congregational_hospital_shock_therapy():
    """Congregational Hospital: on arrival the rest of the story deck is shuffled and one card discarded."""
    s = game(p0={"story": ["servant_of_glaaki", "dark_young", "caverns_beneath_the_old_church"],
                 "hand": ["congregational_hospital"]})
    s.act("play", card=inst(s, 0, "congregational_hospital"))     # City hop in Kingsport: upright
    pl = s.players[0]
    assert s.card[pl.story[-1]] == "congregational_hospital" and len(pl.story) == 3 and len(pl.discard) == 1


def test_MY_MSGS_downpour_makes_everyone_walk_into_cities():
    """Downpour: while it is in play, City-to-City moves are walked, not instant."""
    s = game(p0={"story": ["kings_church_cemetary"], "hand": ["the_athenaeum"], "sanity": 10},
             p1={"hand": ["downpour"]})
    s.act("play", card=inst(s, 1, "downpour"))                   # p1 goes first (more Sanity)
    s.act("play", card=inst(s, 0, "the_athenaeum"))
    assert s.players[0].top_state == "walking"


def test_MY_MSGS_evening_lets_its_player_swap_a_card():
    """Evening: on play, its player may discard a card from hand and draw the deck's top card."""
    s = game(p1={"hand": ["evening"], "deck": ["luther_harden"]})
    s.act("pass")
    s.act("play", card=inst(s, 1, "evening"))
    assert s.pending.kind == "swap"
    first = s.players[1].hand[0]
    s.act("swap", card=first)
    assert first in s.players[1].discard and "luther_harden" in [s.card[i] for i in s.players[1].hand]


def _combat(s, defender, allies):
    """Both pass; the defender commits the named ally instances in order; combat resolves."""
    s.act("pass")
    s.act("pass")
    for a in allies:
        s.act("defend", ally=a)
    while s.pending and s.pending.kind == "commit":
        s.act("done")


def test_MY_MSGS_cast_iron_skillet_moves_to_another_ally():
    """Cast-Iron Skillet: when it would be buried with its ally, its owner may move it to another ally without a
    weapon (a decision in combat), or let it be buried."""
    for choice in ("move", "decline"):
        s = game(p0={"story": ["boston_maine_train_station"], "threat": ["servant_of_glaaki"]},
                 p1={"story": ["red_hook"], "allies": [{"card": "granny_orne", "weapon": "cast_iron_skillet"},
                                                       "luther_harden"]})
        granny, luther = [a["card"] for a in s.players[1].allies]
        skillet = s.players[1].allies[0]["weapon"]
        _combat(s, 1, [granny])                               # Granny (1 + 1) absorbs the Servant's 2, is buried
        assert s.pending.kind == "skillet" and s.to_act == "p1"
        assert {str(a) for a in s.legal_actions()} == {f"move ally={luther} card={skillet}", "decline"}
        s.act(choice, **({"ally": luther} if choice == "move" else {}))
        assert [a["card"] for a in s.players[1].allies] == [luther]
        assert (s.players[1].allies[0]["weapon"] == skillet) == (choice == "move")
        assert (skillet in s.players[1].story) == (choice == "decline")


def test_MY_MSGS_harry_houdini_survives_a_partial_absorption():
    """Harry Houdini: buried only if he absorbed his full value; a 1-point threat leaves him in play."""
    s = game(p0={"story": ["boston_maine_train_station"], "threat": ["servant_of_glaaki"]},
             p1={"story": ["red_hook"], "threat": ["deep_one"], "allies": ["harry_houdini"]})
    houdini = s.players[1].allies[0]["card"]
    _combat(s, 1, [houdini])                                  # 2 vs 1: 1 point gets through; Houdini (2) absorbs 1
    assert [a["card"] for a in s.players[1].allies] == [houdini] and s.players[1].sanity == 12


def test_MY_MSGS_lonely_akeley_farmhouse_reuses_its_gate_with_the_speech_machine():
    """Lonely Akeley Farmhouse: with Speech Machine in play its gate may be used again, each reuse costing -1."""
    s = game(p0={"story": ["lonely_akeley_farmhouse"], "hand": ["mi_go_worker", "mi_go_soldier"]})
    worker, soldier = inst(s, 0, "mi_go_worker"), inst(s, 0, "mi_go_soldier")
    s.act("play", card=worker)
    s.act("pass")
    assert all(a.get("card") != soldier for a in s.legal_actions())   # gate used, no Speech Machine
    s = game(p0={"story": ["lonely_akeley_farmhouse"], "hand": ["mi_go_worker", "mi_go_soldier"],
                 "artifacts": ["speech_machine"]})
    s.act("play", card=inst(s, 0, "mi_go_worker"))
    s.act("pass")
    before = s.players[0].sanity
    s.act("play", card=inst(s, 0, "mi_go_soldier"))
    assert len(s.players[0].threat) == 2 and s.players[0].sanity == before - 1


def test_MY_MSGS_the_two_scepters_command_other_corrupt_defenders():
    """The Two Scepters: while its carrier defends, each other Corrupt defender gets +1 (no stacking)."""
    s = game(p1={"story": ["martins_beach"], "threat": ["hunting_horror", "insect_from_shaggai"]},
             p0={"story": ["arkham_mystical_supply"],
                 "allies": ["gomes", {"card": "ray_stuckey", "weapon": "the_two_scepters"}]})
    gomes, ray = [a["card"] for a in s.players[0].allies]
    _combat(s, 0, [gomes, ray])      # Hunting Horror 3 + 1 by Day, Insect 2: 6 points
    # Gomes (2, +1 while Ray carries the Scepters and defends) absorbs 3 and Ray (3) the other 3; without the
    # command bonus one point would reach the investigator.
    assert s.players[0].sanity == 13 and s.players[0].allies == []


def test_MY_MSGS_mi_go_worker_steals_an_artifact():
    """Mi-Go (Worker): when its threat's points get through, the target buries one of its artifacts."""
    s = game(p0={"story": ["boston_maine_train_station"], "threat": ["mi_go_worker"]},
             p1={"story": ["red_hook"], "artifacts": ["tiara_of_opulent_fantasy"]})
    tiara = s.players[1].artifacts[0]["card"]
    s.act("pass")
    s.act("pass")
    assert s.pending.kind == "steal" and s.to_act == "p0"           # the Mi-Go's owner chooses the artifact
    s.act("take", card=tiara)
    assert s.players[1].artifacts == [] and s.players[1].story[0] == tiara and s.players[1].sanity == 10


def test_MY_MSGS_luther_harden_and_ray_stuckey_guard_an_artifact():
    """Luther Harden / Ray Stuckey: buried in the artifact's place; the thief is buried at once."""
    for decks, guard, item_id in ((["corrupt", "steadfast"], "luther_harden", "tiara_of_opulent_fantasy"),
                                  (["corrupt", "corrupt"], "ray_stuckey", "speech_machine")):
        s = mythos.new_game(0, None, {"decks": decks, "players": [
            {"story": ["boston_maine_train_station"], "threat": ["mi_go_worker"]},
            {"story": ["the_athenaeum" if guard == "ray_stuckey" else "red_hook"], "allies": [guard],
             "artifacts": [item_id]}]})
        item = s.players[1].artifacts[0]["card"]
        s.act("pass")
        s.act("pass")
        while s.pending and s.pending.kind == "commit":
            s.act("done")
        assert s.pending.kind == "guard" and s.to_act == "p1"       # the guardian's player may step in, or not
        s.act("guard", ally=s.players[1].allies[0]["card"])
        assert [a["card"] for a in s.players[1].artifacts] == [item], guard
        assert s.players[1].allies == [] and "mi_go_worker" in [s.card[i] for i in s.players[0].story]


def test_MY_MSGS_insect_from_shaggai_buries_a_spell_when_its_threat_gets_through():
    """Insect from Shaggai: each that survives the cosmic battle buries one of the opponent's spells."""
    s = game(p1={"story": ["martins_beach"], "threat": ["insect_from_shaggai"]},
             p0={"story": ["the_athenaeum"], "hand": ["revelations_of_glaaki", "dust_of_suleiman"]})
    s.act("play", card=inst(s, 0, "revelations_of_glaaki"), spell=inst(s, 0, "dust_of_suleiman"))
    s.act("pass")
    s.act("pass")
    assert s.pending.kind == "use" and s.to_act == "p0"      # the Dust could take the Insect over; p0 declines
    s.act("done")
    assert s.pending.kind == "bury_spell" and s.to_act == "p1"   # the Insect's owner picks the spell
    s.act("take", card=s.players[0].tomes[0]["spells"][0])
    assert s.players[0].tomes[0]["spells"] == [] and "dust_of_suleiman" in [s.card[i] for i in s.players[0].story]


def test_MY_MSGS_lightning_gun_buries_an_artifact_when_its_assault_gets_through():
    """Lightning Gun: when its assaulting ally's attack causes a loss, a random artifact of the opponent is buried."""
    s = game(p1={"story": ["martins_beach"], "allies": [{"card": "granny_orne", "weapon": "lightning_gun"}],
                 "threat": ["deep_one"]},
             p0={"story": ["arkham_mystical_supply"], "artifacts": ["speech_machine"]})
    item = s.players[0].artifacts[0]["card"]
    granny = s.players[1].allies[0]["card"]
    s.act("pass")
    s.act("pass")
    s.act("assault", ally=granny)
    while s.pending and s.pending.kind == "commit":
        s.act("done")
    assert s.players[0].artifacts == [] and item in s.players[0].story


def test_MY_MSGS_nkai_is_walked_to_from_underground_and_night_for_its_threat():
    """N'kai: playable only from an Underground current location (walked into), left only by walking, and while
    it is current its owner's threat sees Night (a Day bonus such as Hunting Horror's would not apply)."""
    s = game(p0={"story": ["caverns_beneath_the_old_church"], "hand": ["nkai", "car"], "threat": ["servant_of_glaaki"]},
             p1={"hand": KINGSPORT_P1})
    nkai, car = inst(s, 0, "nkai"), inst(s, 0, "car")
    s.act("play", card=nkai)
    assert s.players[0].top_state == "walking"
    s.act("play", card=inst(s, 1, KINGSPORT_P1[0]))
    s.act("arrive")
    from cthulhu_widgets.games.mythos.conditions import holds, threat_time
    assert threat_time(s, 0) == "night" and time_of_day(s) == "day"   # Night for p0's threat, Day elsewhere
    assert holds(s, 0, {"cond": "is_night"}, time=threat_time(s, 0))
    s.act("play", card=inst(s, 1, KINGSPORT_P1[1]))
    assert all(a.get("card") != car for a in s.legal_actions())        # no travel out of N'kai
    s = game(p0={"story": ["the_athenaeum"], "hand": ["nkai"]})
    assert all(a.get("card") != inst(s, 0, "nkai") for a in s.legal_actions())   # not Underground


KINGSPORT_P1 = ["granny_ornes_house", "old_congregational_church"]


def test_MY_MSGS_ambush_lets_allies_attack_in_the_same_sub_region():
    """Ambush: in the coming combat, with both players at City locations of one sub-region, the allies may
    assault the opponent without enchanted weapons; elsewhere they may not."""
    s = game(p0={"story": ["arkham_mystical_supply"], "allies": ["ray_stuckey"], "hand": ["ambush"]},
             p1={"story": ["arkham_gazette"]})
    ray = s.players[0].allies[0]["card"]
    s.act("play", card=inst(s, 0, "ambush"))
    s.act("pass")
    s.act("pass")
    assert Action("assault", ally=ray) in s.legal_actions()
    s.act("assault", ally=ray)
    while s.pending and s.pending.kind == "commit":
        s.act("done")
    assert s.players[1].sanity == 12 - 3 and s.players[0].allies == []      # Ray's 3 points; he is buried after
    s = game(p0={"story": ["the_athenaeum"], "allies": ["gomes"], "hand": ["ambush"]},
             p1={"story": ["arkham_gazette"]})
    s.act("play", card=inst(s, 0, "ambush"))
    s.act("pass")
    s.act("pass")
    assert all(a.kind != "assault" for a in s.legal_actions())              # Providence vs Arkham


def test_MY_MSGS_dr_hammonds_tablets_spare_two_allies_from_an_epidemic():
    """Dr. Hammond's Nerve & Brain Tablets: carried by an ally (and buried with it); an Epidemic (Dysentery)
    treats that ally and one more (its owner's pick: the most valuable) as absent."""
    s = game(p0={"hand": ["dysentery"], "story": ["the_athenaeum"], "sanity": 10},
             p1={"story": ["arkham_police_department"], "hand": ["dr_hammonds_nerve_brain_tablets"],
                 "allies": ["luther_harden", "laban_shrewsbury", "granny_orne"]})
    luther = s.players[1].allies[0]["card"]
    s.act("play", card=inst(s, 1, "dr_hammonds_nerve_brain_tablets"), ally=luther)   # p1 first (more Sanity)
    s.act("play", card=inst(s, 0, "dysentery"), target="p1")
    flipped = {s.card[a["card"]]: a["flipped"] for a in s.players[1].allies}
    assert flipped == {"luther_harden": False, "laban_shrewsbury": False, "granny_orne": True}
    assert s.players[1].allies[0]["item"] is not None


def test_MY_MSGS_namquit_point_retrieves_an_artifact_from_the_story_deck():
    """Namquit Point: as a turn, pay 2 Sanity to put an artifact of your story deck into play (and its pentagram)."""
    s = game(p0={"story": ["speech_machine", "kings_church_cemetary", "namquit_point"]})
    machine = s.players[0].story[0]
    before = s.players[0].sanity
    s.act("retrieve", card=machine)
    assert [a["card"] for a in s.players[0].artifacts] == [machine] and s.players[0].sanity == before - 2 - 1
    s = game(p0={"story": ["speech_machine", "the_athenaeum"]})
    assert all(a.kind != "retrieve" for a in s.legal_actions())          # only while Namquit Point is current
