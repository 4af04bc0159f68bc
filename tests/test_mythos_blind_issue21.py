"""Blind scenario tests of Mythos, written from the rules (issue 21 review).

Each test is written from the spec (`mythos.md`, the MSGS statistics and effect paraphrases, the seed) and
the package's documentation (docs/rules/mythos.md §12 and its setup section, docs/contract.md) without reading
the engine. A position is built with `setup`, played through the public contract (`legal_actions`, `act`,
`view`, `events`, `result`), and checked against what the rules say should happen.
"""

from cthulhu_widgets.games import mythos

THREE = ["corrupt", "steadfast", "corrupt"]


# --------------------------------------------------------------------------- helpers (public API only)

def pview(s, seat, viewer=None):
    return s.view(viewer)["players"][int(seat[1:])]


def sanity(s, seat):
    return pview(s, seat)["sanity"]


def ids(cards):
    return [c["id"] for c in cards or []]


def find_inst(s, seat, card_id, zone="hand"):
    for c in pview(s, seat)[zone] or []:
        if c["id"] == card_id:
            return c["inst"]
    raise AssertionError(f"{card_id} not in {seat}'s {zone}: {ids(pview(s, seat)[zone])}")


def legal(s, kind=None, **fields):
    out = []
    for a in s.legal_actions():
        if kind is not None and a.kind != kind:
            continue
        if all(a.get(k) == v for k, v in fields.items()):
            out.append(a)
    return out


def names(s):
    return [e.name for e in s.events]


DEFAULTS = ("done", "keep", "skip", "decline", "stay")


def drive(s, script=(), stop=None, limit=300):
    """Play on: the scripted (seat, kind, fields) actions when that seat acts, else a neutral default
    (done / keep / skip / decline; a forced discard takes the first card offered)."""
    script = list(script)
    for _ in range(limit):
        if s.to_act is None or (stop is not None and stop(s)):
            return s
        if script and script[0][0] == s.to_act:
            seat, kind, fields = script.pop(0)
            s.act(kind, **fields)
            continue
        acts = s.legal_actions()
        for d in DEFAULTS:
            if any(a.kind == d for a in acts):
                s.act(d)
                break
        else:
            discards = [a for a in acts if a.kind == "discard"]
            if discards:
                s.apply(discards[0])
                continue
            raise AssertionError(f"no scripted action for {s.to_act}: {[str(a) for a in acts]}; left {script}")
    raise AssertionError("drive did not stop")


def card_play_over(s):
    return s.view(None)["phase"] != "play"


# --------------------------------------------------------------------------- MY-CARD-6: events do not stack

def test_two_portaphobias_cost_one_sanity_a_turn():
    """MY-CARD-6 (same event effects do not stack), MY-HIDE-1. Three players: both Corrupt decks have played
    their Portaphobia on the Steadfast investigator, who stands at Red Hook (a gate). At the start of her turn
    the phobia strikes once: 1 Sanity, not 2. Both copies still lie on her (the view shows two)."""
    s = mythos.new_game(0, None, {
        "decks": THREE, "first_player": "p1",
        "players": [
            {},
            {"story": ["red_hook"], "sanity": 10,
             "phobias": [{"card": "portaphobia", "owner": "p0"}, {"card": "portaphobia", "owner": "p2"}]},
            {},
        ]})
    assert s.to_act == "p1"
    assert ids(pview(s, "p1")["phobias"]) == ["portaphobia", "portaphobia"]
    assert sanity(s, "p1") == 9


def test_different_phobias_each_apply():
    """MY-CARD-6: "the same event" is the same title; different events each apply. The Corrupt investigator
    stands at Namquit Point (Outside icon, a gate) under Agoraphobia and Portaphobia: at the start of his turn
    each strikes, 2 Sanity in all."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [
            {"story": ["namquit_point"], "sanity": 10,
             "phobias": [{"card": "agoraphobia", "owner": "p1"}, {"card": "portaphobia", "owner": "p1"}]},
            {},
        ]})
    assert s.to_act == "p0"
    assert sanity(s, "p0") == 8


# --------------------------------------------------------------------------- MY-INV-2: gains before losses

def test_howard_with_lightning_gun_at_full_sanity_ends_at_19():
    """MY-INV-2, MY-CARD-8, MY-CARD-2. At 20/20 the Steadfast player recruits Howard Lovecraft (+1) armed
    with the Lightning Gun (-1) as one joined play at the American Museum (New York, Artifact). The changes
    are simultaneous: the gain first (capped at 20), then the loss: 19. Howard carries the gun."""
    s = mythos.new_game(0, None, {
        "first_player": "p1",
        "players": [{}, {"story": ["american_museum_of_natural_history"], "sanity": 20,
                         "hand": ["howard_lovecraft", "lightning_gun"]}]})
    howard, gun = find_inst(s, "p1", "howard_lovecraft"), find_inst(s, "p1", "lightning_gun")
    s.act("play", card=howard, weapon=gun)
    assert sanity(s, "p1") == 19
    allies = pview(s, "p1")["allies"]
    assert ids(allies) == ["howard_lovecraft"]
    assert allies[0]["weapon"]["id"] == "lightning_gun"
    assert allies[0]["total"] == 3
    assert s.to_act == "p0"          # one joined group is one play, one turn (MY-ROUND-2)


def test_gain_in_the_same_play_pays_for_a_cost_at_one_sanity():
    """MY-CLAR-3 with MY-INV-2. At 1 Sanity, Dr. Allen (-1) alone would take the last point, so he is not
    offered. Joined with the .32 Revolver (+1) the gain comes first: 1 -> 2 -> 1, so that play is offered and
    leaves 1 Sanity. Gomes (no pentagram) is offered alone."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{"story": ["providence_historical_society"], "sanity": 1,
                     "hand": ["dr_allen", "dot_32_revolver", "gomes"]}, {}]})
    allen = find_inst(s, "p0", "dr_allen")
    rev = find_inst(s, "p0", "dot_32_revolver")
    gomes = find_inst(s, "p0", "gomes")
    plays_allen = legal(s, "play", card=allen)
    assert not [a for a in plays_allen if a.get("weapon") is None and a.get("joined") is None]
    assert legal(s, "play", card=allen, weapon=rev)
    assert [a for a in legal(s, "play", card=gomes) if a.get("weapon") is None and a.get("joined") is None]
    s.act("play", card=allen, weapon=rev)
    assert sanity(s, "p0") == 1
    assert pview(s, "p0")["allies"][0]["weapon"]["id"] == "dot_32_revolver"


# --------------------------------------------------------------------------- MY-CARD-8: joins

def test_two_joining_allies_and_a_weapon_are_one_play():
    """MY-CARD-8 (every pair joins: Gomes-Dr. Allen by text, each with the weapon by type), docs' reading
    join_groups="every_pair". At Providence Historical Society (Providence, Artifact) Gomes, Dr. Allen and the
    .32 Revolver come in as one play; the weapon goes to the ally named first. Sanity: +1 and -1 -> unchanged.
    With join_groups="one_kind" that group is not offered."""
    setup = {"first_player": "p0",
             "players": [{"story": ["providence_historical_society"], "sanity": 10,
                          "hand": ["gomes", "dr_allen", "dot_32_revolver"]}, {}]}
    s = mythos.new_game(0, None, setup)
    gomes, allen = find_inst(s, "p0", "gomes"), find_inst(s, "p0", "dr_allen")
    rev = find_inst(s, "p0", "dot_32_revolver")
    s.act("play", card=gomes, joined=allen, weapon=rev)
    allies = {a["id"]: a for a in pview(s, "p0")["allies"]}
    assert set(allies) == {"gomes", "dr_allen"}
    assert allies["gomes"]["weapon"]["id"] == "dot_32_revolver"
    assert allies["dr_allen"]["weapon"] is None
    assert sanity(s, "p0") == 10
    assert s.to_act == "p1"

    s2 = mythos.new_game(0, {"join_groups": "one_kind"}, setup)
    assert not [a for a in legal(s2, "play")
                if a.get("joined") is not None and a.get("weapon") is not None]


def test_monster_group_through_one_gate_and_non_joining_pair_refused():
    """MY-CARD-8, MY-MON-1. Mi-Go Worker, Mi-Go Soldier and N'gah-Kthun all join each other: they go into the
    threat through one gate as one play, and the gate is used (MY-LOC-7). Dark Young joins only Dark Young:
    no play groups it with a Mi-Go."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{"story": ["arkham_mystical_supply"], "sanity": 10,
                     "hand": ["mi_go_worker", "mi_go_soldier", "ngah_kthun", "dark_young"]}, {}]})
    w, so = find_inst(s, "p0", "mi_go_worker"), find_inst(s, "p0", "mi_go_soldier")
    ng, dy = find_inst(s, "p0", "ngah_kthun"), find_inst(s, "p0", "dark_young")
    for a in legal(s, "play"):
        group = {a.get("card"), a.get("joined"), a.get("joined2"), a.get("joined3")}
        if dy in group:
            assert group - {None} == {dy}, str(a)
    trio = [a for a in legal(s, "play")
            if {a.get("card"), a.get("joined"), a.get("joined2")} == {w, so, ng}]
    assert trio
    s.apply(trio[0])
    me = pview(s, "p0")
    assert sorted(ids(me["threat"])) == ["mi_go_soldier", "mi_go_worker", "ngah_kthun"]
    assert me["gate_used"] is True
    assert pview(s, "p0", "p1")["threat_count"] == 3
    assert pview(s, "p0", "p1")["threat"] is None          # MY-HIDE-1: the opponent sees the size only
    assert s.to_act == "p1"


# --------------------------------------------------------------------------- MY-ROUND-1: Evening from an empty deck

def test_evening_swap_with_an_empty_deck_reshuffles_and_costs_one_sanity():
    """MY-ROUND-1, MY-CARD-6 (Evening). The Steadfast deck is empty (everything else in the discard pile).
    She plays Evening: it becomes Night. Evening's swap is still offered: the card is discarded first, then the
    draw from the empty deck shuffles the discard pile (the swapped card too) into a new deck and costs 1
    Sanity. The hand keeps its size, the discard pile is empty afterwards."""
    s = mythos.new_game(0, None, {
        "first_player": "p1",
        "players": [{}, {"story": ["red_hook"], "sanity": 10, "hand": ["evening"],
                         "deck": [], "discard": ["..."]}]})
    me = pview(s, "p1")
    assert me["deck_count"] == 0
    n_discard = len(me["discard"])
    assert n_discard > 0
    s.act("play", card=find_inst(s, "p1", "evening"))
    assert s.view(None)["time_of_day"] == "night"
    assert s.to_act == "p1"
    swaps = legal(s, "swap")
    assert swaps and all(a.get("reshuffle") is True for a in swaps)
    assert legal(s, "skip")
    hand_before = pview(s, "p1")["hand_count"]
    s.apply(swaps[0])
    me = pview(s, "p1")
    assert me["sanity"] == 9
    assert me["hand_count"] == hand_before
    assert me["discard"] == []
    assert me["deck_count"] == n_discard          # old discard + swapped card, minus the card drawn
    assert any("reshuffle" in n for n in names(s)), names(s)
    assert ids(me["events"]) == ["evening"]


# --------------------------------------------------------------------------- MY-COMBAT-2: defence per threat

def test_three_player_defenders_absorb_only_their_own_threat():
    """MY-COMBAT-1, MY-COMBAT-2, MY-COMBAT-6, MY-COMBAT-7. Three players; p0 (Mi-Go Soldier, 2) and p2
    (Dark Young, 4) both direct their threats at the Steadfast p1 at Red Hook (no Forest: Dark Young is
    visible). p1 sends Luther Harden (3) against p0's threat and Granny Orne (1) against p2's. Luther absorbs
    p0's 2 points (buried); Granny absorbs 1 of p2's 4 (buried) and 3 reach p1: 12 -> 9. (Pooled defence would
    cost only 2.) Both monsters are buried in their owners' story decks."""
    s = mythos.new_game(0, None, {
        "decks": THREE, "first_player": "p0",
        "players": [
            {"story": ["the_athenaeum"], "threat": ["mi_go_soldier"], "sanity": 15},
            {"story": ["red_hook"], "allies": ["luther_harden", "granny_orne"], "sanity": 12},
            {"story": ["the_athenaeum"], "threat": ["dark_young"], "sanity": 15},
        ]})
    luther = find_inst(s, "p1", "luther_harden", "allies")
    granny = find_inst(s, "p1", "granny_orne", "allies")
    s.act("pass")   # p0
    s.act("pass")   # p1: second pass ends card play
    assert card_play_over(s)
    drive(s, [("p0", "direct", {"target": "p1"}), ("p2", "direct", {"target": "p1"}),
              ("p1", "defend", {"ally": luther, "threat": "p0"}),
              ("p1", "defend", {"ally": granny, "threat": "p2"})],
          stop=lambda st: st.view(None)["phase"] not in ("play", "combat"))
    p1 = pview(s, "p1")
    assert p1["sanity"] == 9
    assert p1["allies"] == []
    assert {"luther_harden", "granny_orne"} <= set(ids(p1["story"]))
    assert "mi_go_soldier" in ids(pview(s, "p0")["story"])
    assert "dark_young" in ids(pview(s, "p2")["story"])
    assert pview(s, "p0")["sanity"] == 15 and pview(s, "p2")["sanity"] == 15


# --------------------------------------------------------------------------- MY-COMBAT-6: invisible monsters

def test_invisible_dark_young_is_absorbed_only_by_an_enchanted_weapon():
    """MY-COMBAT-6, MY-CARD-2, MY-MON-2 (Dark Young: invisible while its target's current location has the
    Forest icon). p1 stands at Granny Orne's House (Forest) and defends with Luther Harden (3, no weapon) and
    Granny Orne with the Lightning Gun (enchanted, 2). Luther can absorb nothing and stays in play; Granny
    absorbs 2 and is buried with the gun; 2 points reach p1: 12 -> 10."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [
            {"story": ["the_athenaeum"], "threat": ["dark_young"], "sanity": 15},
            {"story": ["granny_ornes_house"], "sanity": 12,
             "allies": ["luther_harden", {"card": "granny_orne", "weapon": "lightning_gun"}]},
        ]})
    luther = find_inst(s, "p1", "luther_harden", "allies")
    granny = find_inst(s, "p1", "granny_orne", "allies")
    s.act("pass")
    s.act("pass")
    drive(s, [("p1", "defend", {"ally": luther, "threat": "p0"}),
              ("p1", "defend", {"ally": granny, "threat": "p0"})],
          stop=lambda st: st.view(None)["phase"] not in ("play", "combat"))
    p1 = pview(s, "p1")
    assert p1["sanity"] == 10
    assert ids(p1["allies"]) == ["luther_harden"]
    assert {"granny_orne", "lightning_gun"} <= set(ids(p1["story"]))
    assert ids(pview(s, "p0")["story"])[0] == "dark_young"          # buried: bottom of its owner's story deck


# --------------------------------------------------------------------------- MY-COMBAT-5: cosmic battle

def test_cosmic_battle_cancels_point_for_point_at_night():
    """MY-COMBAT-5, MY-MON-2 (Hunting Horror +1 only by Day), MY-COMBAT-7. At Night, p0's Dark Young (4)
    and p1's Hunting Horror (3) are directed at each other: 3 points cancel, the excess 1 reaches p1
    (12 -> 11); p0 loses nothing. Both monsters are buried in their owners' story decks."""
    s = mythos.new_game(0, None, {
        "first_player": "p0", "time_of_day": "night",
        "players": [
            {"story": ["the_athenaeum"], "threat": ["dark_young"], "sanity": 15},
            {"story": ["red_hook"], "threat": ["hunting_horror"], "sanity": 12},
        ]})
    assert s.view(None)["time_of_day"] == "night"
    s.act("pass")
    s.act("pass")
    drive(s, stop=lambda st: st.view(None)["phase"] not in ("play", "combat"))
    assert sanity(s, "p1") == 11
    assert sanity(s, "p0") == 15
    assert ids(pview(s, "p0")["story"])[0] == "dark_young"
    assert ids(pview(s, "p1")["story"])[0] == "hunting_horror"
    assert pview(s, "p0")["threat"] == [] and pview(s, "p1")["threat"] == []


# --------------------------------------------------------------------------- MY-LOC: walking, city hop, storm

def test_walking_to_a_country_location_then_arriving():
    """MY-LOC-2, MY-LOC-6, MY-CARD-1. From Seventh House on the Left (Kingsport, City) the Corrupt player plays
    Lonely Akeley Farmhouse (Vermont, Country, -1): same region and dimension, so it goes sideways (walking),
    no Sanity yet, no current location, and Henry W. Akeley (Vermont) cannot be recruited. On a later turn he
    arrives: the card turns upright, its -1 applies, and Akeley may now be recruited."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{"story": ["seventh_house_on_the_left"], "sanity": 10,
                     "hand": ["lonely_akeley_farmhouse", "henry_w_akeley"]}, {}]})
    akeley = find_inst(s, "p0", "henry_w_akeley")
    s.act("play", card=find_inst(s, "p0", "lonely_akeley_farmhouse"))
    me = pview(s, "p0")
    assert me["top_state"] == "walking"
    assert me["location"] is None
    assert me["sanity"] == 10
    assert s.to_act == "p1"
    s.act("pass")
    assert s.to_act == "p0"
    assert not legal(s, "play", card=akeley)
    assert legal(s, "arrive")
    s.act("arrive")
    me = pview(s, "p0")
    assert me["top_state"] == "upright"
    assert me["location"]["inst"] == me["story"][-1]["inst"]
    assert ids(me["story"])[-1] == "lonely_akeley_farmhouse"
    assert me["sanity"] == 9
    # p1 has passed and only passes; its pass would end card play, so check Akeley on a fresh position
    s2 = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{"story": ["seventh_house_on_the_left", "lonely_akeley_farmhouse"], "sanity": 10,
                     "hand": ["henry_w_akeley"]}, {}]})
    assert legal(s2, "play", card=find_inst(s2, "p0", "henry_w_akeley"))


def test_city_hop_is_upright_but_downpour_makes_it_a_walk():
    """MY-LOC-3, MY-CARD-6 (Downpour, Storm). From Central Hill (Kingsport, City) Old Congregational Church
    (Kingsport, City) is reached upright at once. With Downpour in play every investigator must walk into City
    locations: the same play goes sideways."""
    base = {"first_player": "p1",
            "players": [{}, {"story": ["central_hill"], "hand": ["old_congregational_church"]}]}
    s = mythos.new_game(0, None, base)
    s.act("play", card=find_inst(s, "p1", "old_congregational_church"))
    me = pview(s, "p1")
    assert me["top_state"] == "upright"
    assert ids(me["story"])[-1] == "old_congregational_church"
    assert me["location"] is not None

    rain = {"first_player": "p1",
            "players": [{}, {"story": ["central_hill"], "hand": ["old_congregational_church"],
                             "events": ["downpour"]}]}
    s = mythos.new_game(0, None, rain)
    assert s.view(None)["storm"] is True
    s.act("play", card=find_inst(s, "p1", "old_congregational_church"))
    me = pview(s, "p1")
    assert me["top_state"] == "walking"
    assert me["location"] is None


def test_car_reaches_a_location_of_the_region_upright_in_the_same_turn():
    """MY-LOC-5 (Car). From The Athenaeum (Providence) the Corrupt player plays a Car: it sits on top (in
    transit) and, in the same turn, a location of the same region goes upright on top of it: Lonely Akeley
    Farmhouse (Vermont), which would otherwise be a walk. Its -1 applies on arrival (MY-LOC-6)."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{"story": ["the_athenaeum"], "sanity": 10, "hand": ["car", "lonely_akeley_farmhouse"]}, {}]})
    s.act("play", card=find_inst(s, "p0", "car"))
    assert s.to_act == "p0"                   # the same turn goes on: the Car's destination
    farm = find_inst(s, "p0", "lonely_akeley_farmhouse")
    dest = [a for a in s.legal_actions() if farm in a.to_dict().values()]
    assert dest, [str(a) for a in s.legal_actions()]
    s.apply(dest[0])
    me = pview(s, "p0")
    assert ids(me["story"])[-2:] == ["car", "lonely_akeley_farmhouse"]
    assert me["top_state"] == "upright"
    assert me["sanity"] == 9
    assert s.to_act == "p1"


# --------------------------------------------------------------------------- MY-ROUND-3: passes

def test_a_passed_player_only_passes_and_the_second_pass_ends_card_play():
    """MY-ROUND-3, MY-ROUND-2. p0 has passed (passes=1). p1 plays a location; then p0 may only pass, and
    that second pass of the round ends card play (combat, then the end of the round)."""
    s = mythos.new_game(0, None, {
        "first_player": "p0", "to_act": "p1", "passes": 1,
        "players": [{"passed": True}, {"hand": ["red_hook"]}]})
    v = s.view(None)
    assert v["passes"] == 1 and v["players"][0]["passed"] is True
    s.act("play", card=find_inst(s, "p1", "red_hook"))
    assert s.to_act == "p0"
    assert [a.kind for a in s.legal_actions()] == ["pass"]
    s.act("pass")
    assert card_play_over(s)


# --------------------------------------------------------------------------- MY-ADV

def test_two_cities_and_a_tale_completes_and_clears_the_story_deck():
    """MY-ADV-2, MY-ADV-3, MY-END-1. The story deck holds Central Hill (Kingsport), a Train, a buried Hunting
    Horror (monster) and Red Hook (New York, on top); Mrs. Sonia Lovecraft and Howard Lovecraft (Author) are
    in play. Two Cities and a Tale is completed as a turn: +5 points, +1 Sanity; the story deck is discarded
    but for Red Hook; the discard pile is shuffled into the deck with no Sanity loss."""
    s = mythos.new_game(0, None, {
        "first_player": "p1",
        "players": [{}, {"story": ["central_hill", "train", "hunting_horror", "red_hook"], "sanity": 10,
                         "allies": ["mrs_sonia_lovecraft", "howard_lovecraft"],
                         "hand": ["two_cities_and_a_tale"], "discard": ["high_noon"]}]})
    before = pview(s, "p1")
    deck_before = before["deck_count"]
    s.act("play", card=find_inst(s, "p1", "two_cities_and_a_tale"))
    me = pview(s, "p1")
    assert ids(me["adventures"]) == ["two_cities_and_a_tale"]
    assert me["points"] == 5
    assert me["sanity"] == 11
    assert ids(me["story"]) == ["red_hook"]
    assert me["discard"] == []
    assert me["deck_count"] == deck_before + 3 + 1   # three story cards and High Noon
    assert set(ids(me["allies"])) == {"mrs_sonia_lovecraft", "howard_lovecraft"}
    assert s.to_act == "p0"


def test_adventure_needs_its_monster_in_the_story_deck_not_in_the_threat():
    """MY-ADV-2: what counts is the face-up cards in play plus the story deck, never the threat. The same
    position as above but the Hunting Horror waits face down in the threat: Two Cities and a Tale cannot be
    completed. Without an Author (Howard gone) it cannot either."""
    s = mythos.new_game(0, None, {
        "first_player": "p1",
        "players": [{}, {"story": ["central_hill", "train", "red_hook"], "threat": ["hunting_horror"],
                         "allies": ["mrs_sonia_lovecraft", "howard_lovecraft"],
                         "hand": ["two_cities_and_a_tale"]}]})
    assert not legal(s, "play", card=find_inst(s, "p1", "two_cities_and_a_tale"))
    s = mythos.new_game(0, None, {
        "first_player": "p1",
        "players": [{}, {"story": ["central_hill", "train", "hunting_horror", "red_hook"],
                         "allies": ["mrs_sonia_lovecraft"], "hand": ["two_cities_and_a_tale"]}]})
    assert not legal(s, "play", card=find_inst(s, "p1", "two_cities_and_a_tale"))


# --------------------------------------------------------------------------- MY-END

def test_twenty_points_end_the_game_at_the_end_of_the_round():
    """MY-END-3, MY-END-1. p0 has completed The Price, Whispers in Darkness and Questionable Judgement (21
    points). The game does not end at once: the round is played out (passes, an empty combat, the end-of-round
    discard) and then it ends; p0 wins with Sanity + 21 against p1's Sanity."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{"sanity": 10, "adventures": ["the_price", "whispers_in_darkness", "questionable_judgement"]},
                    {"sanity": 20}]})
    assert pview(s, "p0")["points"] == 21
    assert s.result is None
    s.act("pass")
    assert s.result is None
    s.act("pass")
    drive(s)
    assert s.result is not None
    r = s.result.to_dict()
    assert r["cause"] == "adventure_points", r
    assert r["outcome"] == "p0", r
    p0 = pview(s, "p0")
    assert r["scores"][0] == p0["sanity"] + 21


def test_sanity_zero_ends_the_game_at_once():
    """MY-END-2, MY-END-1, MY-COMBAT-6. p1 has 3 Sanity and no allies; p0's Dark Young (4, by day) gets
    through: Sanity reaches 0 and the game ends immediately (cause sanity_zero); p0 wins."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{"story": ["the_athenaeum"], "threat": ["dark_young"], "sanity": 10},
                    {"story": ["red_hook"], "sanity": 3}]})
    s.act("pass")
    s.act("pass")
    drive(s)
    assert s.result is not None
    r = s.result.to_dict()
    assert r["cause"] == "sanity_zero", r
    assert sanity(s, "p1") == 0
    assert r["outcome"] == "p0", r


# --------------------------------------------------------------------------- MY-ROUND-5 / MY-ROUND-6

def test_end_of_round_hand_limits_flipped_allies_and_next_first_player():
    """MY-ROUND-5, MY-ROUND-6, MY-ROUND-1, MY-ZONE-3. The Bored Clerk (hand 5/7) has Squire Sawyer Whateley
    (max +1) and Gomes (min -1): limits 4/8. At the end of the round the 13-card hand must go down to 8 before
    keeping is allowed, and may go down to 4 but no further. Samuel Winsor, flipped this round, turns face up.
    Next round the first player is the one with the higher Sanity (p1, 18 vs 10), and hands are refilled."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{"story": ["the_athenaeum"], "sanity": 10, "allies": ["squire_sawyer_whateley", "gomes"]},
                    {"story": ["central_hill"], "sanity": 18,
                     "allies": [{"card": "samuel_winsor", "used": True}]}]})
    assert pview(s, "p0")["hand_limits"] == [4, 8]
    assert pview(s, "p1")["allies"][0]["flipped"] is True
    s.act("pass")
    s.act("pass")
    # play on to p0's end-of-round discard
    drive(s, stop=lambda st: st.to_act == "p0" and legal(st, "discard"))
    seen_keep_at = None
    while s.to_act == "p0" and s.view(None)["round"] == 1:
        n = pview(s, "p0")["hand_count"]
        if legal(s, "keep") and seen_keep_at is None:
            seen_keep_at = n
        if n > 4:
            assert legal(s, "discard")
            s.apply(legal(s, "discard")[0])
        else:
            assert not legal(s, "discard")
            s.act("keep")
    assert seen_keep_at == 8
    drive(s, stop=lambda st: st.view(None)["round"] == 2)
    v = s.view(None)
    assert v["round"] == 2
    assert v["first_player"] == "p1"
    assert v["players"][1]["allies"][0]["flipped"] is False
    assert v["players"][0]["hand_count"] == 13


# --------------------------------------------------------------------------- MY-CARD-5: Tulzscha

def test_tulzscha_makes_it_day_locks_day_night_needs_three_passes_and_blocks_gains():
    """MY-CARD-5, MY-CARD-6, MY-ROUND-3, MY-INV-2 (Tulzscha: Underground current location and a Solstice in
    play). At the Caverns Beneath the Old Church with Dawn of the Solstice in play, p0 plays Tulzscha: it is
    Day, the Dawn is buried, card play needs three passes (the view says so), no Day/Night card may be played,
    and p1 recruiting Granny Orne (+1) gains no Sanity."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{"story": ["caverns_beneath_the_old_church"], "events": ["dawn_of_the_solstice"],
                     "hand": ["tulzscha"], "sanity": 10},
                    {"story": ["granny_ornes_house"], "sanity": 12,
                     "hand": ["evening", "high_noon", "granny_orne"]}]})
    s.act("play", card=find_inst(s, "p0", "tulzscha"))
    v = s.view(None)
    p0 = v["players"][0]
    assert p0["goo"] is not None and p0["goo"]["id"] == "tulzscha"
    assert v["time_of_day"] == "day"
    assert ids(p0["events"]) == []
    assert ids(p0["story"])[0] == "dawn_of_the_solstice"
    assert v["passes_to_end"] == 3
    assert s.to_act == "p1"
    assert not legal(s, "play", card=find_inst(s, "p1", "evening"))
    assert not legal(s, "play", card=find_inst(s, "p1", "high_noon"))
    s.act("play", card=find_inst(s, "p1", "granny_orne"))
    assert "granny_orne" in ids(pview(s, "p1")["allies"])
    assert sanity(s, "p1") == 12


# --------------------------------------------------------------------------- MY-CARD-6: Day/Night/Storm replace

def test_high_noon_buries_midnight_and_downpour_and_flips_armed_corrupt_allies():
    """MY-CARD-6 (Day/Night/Storm events replace one another), MY-ZONE-3, High Noon's text. It is Night
    (Midnight, p0's) with Downpour (p1's) in play. p1 plays High Noon: Day; Midnight is buried in p0's story
    deck, Downpour in p1's; p0's Ray Stuckey, a Corrupt ally with the Enchanted Knife, is flipped; Gomes
    (unarmed) is not."""
    s = mythos.new_game(0, None, {
        "first_player": "p1", "time_of_day": "night",
        "players": [{"story": ["the_athenaeum"], "events": ["midnight"],
                     "allies": [{"card": "ray_stuckey", "weapon": "enchanted_knife"}, "gomes"]},
                    {"story": ["red_hook"], "events": ["downpour"], "hand": ["high_noon"]}]})
    v = s.view(None)
    assert v["time_of_day"] == "night" and v["storm"] is True
    s.act("play", card=find_inst(s, "p1", "high_noon"))
    v = s.view(None)
    assert v["time_of_day"] == "day"
    assert v["storm"] is False
    p0, p1 = v["players"]
    assert "midnight" in ids(p0["story"]) and "midnight" not in ids(p0["events"])
    assert "downpour" in ids(p1["story"]) and "downpour" not in ids(p1["events"])
    assert ids(p1["events"]) == ["high_noon"]
    allies = {a["id"]: a for a in p0["allies"]}
    assert allies["ray_stuckey"]["flipped"] is True
    assert allies["gomes"]["flipped"] is False


# --------------------------------------------------------------------------- MY-CLAR-4: Cthulhu Rising

def test_cthulhu_rising_against_a_walking_player_does_nothing_to_the_sideways_card():
    """MY-CLAR-4, Cthulhu Rising (-2). Against p0 walking (sideways Lonely Akeley Farmhouse on top) it does
    nothing to p0's story deck, but it is still buried in p1's story deck and costs p1 2 Sanity."""
    walking = {"first_player": "p1",
               "players": [{"story": ["seventh_house_on_the_left", "lonely_akeley_farmhouse"], "top": "walking"},
                           {"story": ["red_hook"], "sanity": 10, "hand": ["cthulhu_rising"]}]}
    s = mythos.new_game(0, None, walking)
    assert pview(s, "p0")["top_state"] == "walking"
    s.apply(legal(s, "play", card=find_inst(s, "p1", "cthulhu_rising"))[0])
    p0 = pview(s, "p0")
    assert ids(p0["story"]) == ["seventh_house_on_the_left", "lonely_akeley_farmhouse"]
    assert p0["top_state"] == "walking"
    assert ids(pview(s, "p1")["story"])[0] == "cthulhu_rising"
    assert sanity(s, "p1") == 8


def test_cthulhu_rising_on_a_water_location_removes_that_one_location_only():
    """MY-CLAR-6, MY-ZONE-2, Cthulhu Rising: "the opponent's current location is discarded if it has the
    Water icon, otherwise buried" (effects table: discard if Water, else bury). p0 stands at Seventh House on
    the Left (Water) over The Athenaeum over The Forgotten Crypt. Seventh House is discarded; The Athenaeum,
    uncovered, is p0's current location, upright, and stays where it is."""
    s = mythos.new_game(0, None, {
        "first_player": "p1",
        "players": [{"story": ["the_forgotten_crypt", "the_athenaeum", "seventh_house_on_the_left"]},
                    {"story": ["red_hook"], "sanity": 10, "hand": ["cthulhu_rising"]}]})
    s.apply(legal(s, "play", card=find_inst(s, "p1", "cthulhu_rising"))[0])
    p0 = pview(s, "p0")
    assert ids(p0["discard"]) == ["seventh_house_on_the_left"]
    assert ids(p0["story"]) == ["the_forgotten_crypt", "the_athenaeum"]
    assert p0["top_state"] == "upright"
    assert p0["location"]["inst"] == p0["story"][-1]["inst"]


def test_cthulhu_rising_on_a_dry_location_buries_it():
    """MY-CLAR-6, MY-ZONE-2 (bury = bottom of one's own story deck), Cthulhu Rising. p0 stands at The
    Athenaeum (no Water) over Seventh House on the Left: The Athenaeum goes to the bottom of p0's story deck,
    Seventh House is current again, upright, with no arrival effect (no -1)."""
    s = mythos.new_game(0, None, {
        "first_player": "p1",
        "players": [{"story": ["seventh_house_on_the_left", "the_athenaeum"], "sanity": 10},
                    {"story": ["red_hook"], "sanity": 10, "hand": ["cthulhu_rising"]}]})
    s.apply(legal(s, "play", card=find_inst(s, "p1", "cthulhu_rising"))[0])
    p0 = pview(s, "p0")
    assert ids(p0["story"]) == ["the_athenaeum", "seventh_house_on_the_left"]
    assert p0["discard"] == []
    assert p0["top_state"] == "upright"
    assert p0["sanity"] == 10


# --------------------------------------------------------------------------- more issue-21 rules

def test_two_efficiophobias_cost_two_per_adventure_after_its_gain():
    """MY-CARD-6 (same event effects do not stack), MY-INV-2 (an adventure's Sanity, then Efficiophobia:
    not simultaneous, in that order). Three players: both Corrupt decks' Efficiophobias lie on the Steadfast
    investigator. She completes Two Cities and a Tale (+1): 10 -> 11, then the phobia strikes once: 9."""
    s = mythos.new_game(0, None, {
        "decks": THREE, "first_player": "p1",
        "players": [{},
                    {"story": ["central_hill", "train", "hunting_horror", "red_hook"], "sanity": 10,
                     "allies": ["mrs_sonia_lovecraft", "howard_lovecraft"], "hand": ["two_cities_and_a_tale"],
                     "phobias": [{"card": "efficiophobia", "owner": "p0"},
                                 {"card": "efficiophobia", "owner": "p2"}]},
                    {}]})
    assert sanity(s, "p1") == 10
    s.act("play", card=find_inst(s, "p1", "two_cities_and_a_tale"))
    assert pview(s, "p1")["points"] == 5
    assert sanity(s, "p1") == 9


def test_a_defender_of_a_cancelled_threat_absorbs_nothing():
    """MY-COMBAT-2 (defence is per threat, "however the threats resolve"), MY-COMBAT-5, MY-COMBAT-6. Three
    players at Night. p0's Mi-Go Soldier (2) and p1's Hunting Horror (3) are directed at each other; p2's
    Dark Young (4) at p1. p1 sends Luther Harden against p0's threat and Granny Orne against p2's. The cosmic
    battle cancels p0's threat (p0 takes the excess 1); Luther absorbs nothing and stays in play; Granny absorbs
    1 of p2's 4 and is buried; p1 loses 3."""
    s = mythos.new_game(0, None, {
        "decks": THREE, "first_player": "p0", "time_of_day": "night",
        "players": [
            {"story": ["the_athenaeum"], "threat": ["mi_go_soldier"], "sanity": 15},
            {"story": ["red_hook"], "threat": ["hunting_horror"], "sanity": 12,
             "allies": ["luther_harden", "granny_orne"]},
            {"story": ["the_athenaeum"], "threat": ["dark_young"], "sanity": 15},
        ]})
    luther = find_inst(s, "p1", "luther_harden", "allies")
    granny = find_inst(s, "p1", "granny_orne", "allies")
    s.act("pass")
    s.act("pass")
    drive(s, [("p0", "direct", {"target": "p1"}), ("p1", "direct", {"target": "p0"}),
              ("p2", "direct", {"target": "p1"}),
              ("p1", "defend", {"ally": luther, "threat": "p0"}),
              ("p1", "defend", {"ally": granny, "threat": "p2"})],
          stop=lambda st: st.view(None)["phase"] not in ("play", "combat"))
    assert sanity(s, "p0") == 14
    assert sanity(s, "p1") == 9
    assert sanity(s, "p2") == 15
    p1 = pview(s, "p1")
    assert ids(p1["allies"]) == ["luther_harden"]
    assert "granny_orne" in ids(p1["story"])


def test_two_scepters_bonus_is_fixed_before_its_carrier_is_buried():
    """MY-CLAR-1, MY-COMBAT-6, The Two Scepters (+1 to the other Corrupt defenders of the same threat). p0 defends first with Ray Stuckey (3) carrying the Scepters (+0), then Gomes
    (2, +1 command = 3) against p1's two joined Hunting Horrors (4 each by day: 8). The command is fixed when
    the commit ends (event `commanded`). Ray absorbs 3 and is buried with the Scepters; Gomes still absorbs 3;
    p0 loses 2."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{"story": ["the_athenaeum"], "sanity": 12,
                     "allies": [{"card": "ray_stuckey", "weapon": "the_two_scepters"}, "gomes"]},
                    {"story": ["red_hook"], "threat": ["hunting_horror", "hunting_horror"], "sanity": 12}]})
    ray = find_inst(s, "p0", "ray_stuckey", "allies")
    gomes = find_inst(s, "p0", "gomes", "allies")
    s.act("pass")
    s.act("pass")

    s.act("defend", ally=ray, threat="p1")
    s.act("defend", ally=gomes, threat="p1")      # only `done` is left: the commit ends by itself
    commanded = [e for e in s.events if e.name == "commanded"]
    assert commanded and commanded[0].rule == "MY-CLAR-1"
    absorbs = [e.text for e in s.events if e.name == "absorbs"]
    assert len(absorbs) == 2 and all("absorbs 3" in x for x in absorbs), absorbs
    drive(s, stop=lambda st: st.view(None)["phase"] not in ("play", "combat"))
    p0 = pview(s, "p0")
    assert p0["sanity"] == 10
    assert p0["allies"] == []
    assert {"ray_stuckey", "the_two_scepters", "gomes"} <= set(ids(p0["story"]))


def test_houdini_stays_when_he_absorbs_less_than_his_value():
    """MY-COMBAT-6 (defenders absorb in the defender's order), Harry Houdini (buried only if he absorbed his
    full value). Against p0's Dark Young (4, visible: Red Hook has no Forest) p1 commits Luther Harden (3) then
    Houdini (2): Luther absorbs 3 and is buried; Houdini absorbs the last 1 and stays; p1 loses nothing."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{"story": ["the_athenaeum"], "threat": ["dark_young"], "sanity": 12},
                    {"story": ["red_hook"], "sanity": 12, "allies": ["luther_harden", "harry_houdini"]}]})
    luther = find_inst(s, "p1", "luther_harden", "allies")
    houdini = find_inst(s, "p1", "harry_houdini", "allies")
    s.act("pass")
    s.act("pass")
    drive(s, [("p1", "defend", {"ally": luther, "threat": "p0"}),
              ("p1", "defend", {"ally": houdini, "threat": "p0"})],
          stop=lambda st: st.view(None)["phase"] not in ("play", "combat"))
    p1 = pview(s, "p1")
    assert p1["sanity"] == 12
    assert ids(p1["allies"]) == ["harry_houdini"]
    assert "luther_harden" in ids(p1["story"])


def test_refill_from_an_empty_deck_reshuffles_once_and_costs_one():
    """MY-ROUND-1, MY-ROUND-5. The Bored Clerk's deck holds two cards, the rest is in the discard pile. At the
    end of round 1 he discards down to 7 and keeps; round 2's refill draws the two cards, then shuffles the
    discard pile into a new deck (1 Sanity, once) and draws the rest: 13 cards, 10 -> 9."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{"story": ["the_athenaeum"], "sanity": 10, "deck": ["dr_allen", "gomes"], "discard": ["..."]},
                    {"story": ["red_hook"], "sanity": 12}]})
    assert pview(s, "p0")["deck_count"] == 2
    s.act("pass")
    s.act("pass")

    def p0_keeps(st):
        return st.to_act == "p0" and legal(st, "keep")
    drive(s, stop=p0_keeps)
    assert pview(s, "p0")["hand_count"] == 7
    s.act("keep")
    drive(s, stop=lambda st: st.view(None)["round"] == 2)
    me = pview(s, "p0")
    assert me["hand_count"] == 13
    assert me["sanity"] == 9
    assert me["discard"] == []
    assert sum(1 for e in s.events if "reshuffle" in e.name) <= 1


def test_abandoning_a_walk_discards_the_sideways_card():
    """MY-LOC-4, MY-LOC-3. Walking to Lonely Akeley Farmhouse (sideways over Seventh House on the Left,
    Kingsport), p0 plays Caverns Beneath the Old Church instead: the sideways card is discarded, and the new
    location, judged against Seventh House (City, same sub-region), goes upright at once; its -1 applies."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{"story": ["seventh_house_on_the_left", "lonely_akeley_farmhouse"], "top": "walking",
                     "sanity": 10, "hand": ["caverns_beneath_the_old_church"]}, {}]})
    s.act("play", card=find_inst(s, "p0", "caverns_beneath_the_old_church"))
    me = pview(s, "p0")
    assert ids(me["story"]) == ["seventh_house_on_the_left", "caverns_beneath_the_old_church"]
    assert ids(me["discard"]) == ["lonely_akeley_farmhouse"]
    assert me["top_state"] == "upright"
    assert me["sanity"] == 9


def test_howard_and_sonia_join_and_raise_each_other():
    """MY-CARD-8 (text joins), MY-CARD-1, Howard (+1 with Sonia) and Mrs. Sonia Lovecraft (+2 with Howard).
    At Red Hook (New York) they come in as one play: Howard's +1 pentagram is gained (10 -> 11); Howard is worth
    3 and Sonia 3. Frank Belknap Long (New York) cannot be recruited at Central Hill (Kingsport)."""
    s = mythos.new_game(0, None, {
        "first_player": "p1",
        "players": [{}, {"story": ["red_hook"], "sanity": 10,
                         "hand": ["howard_lovecraft", "mrs_sonia_lovecraft"]}]})
    h, so = find_inst(s, "p1", "howard_lovecraft"), find_inst(s, "p1", "mrs_sonia_lovecraft")
    plays = [a for a in legal(s, "play") if {a.get("card"), a.get("joined")} == {h, so}]
    assert plays
    s.apply(plays[0])
    allies = {a["id"]: a for a in pview(s, "p1")["allies"]}
    assert allies["howard_lovecraft"]["total"] == 3
    assert allies["mrs_sonia_lovecraft"]["total"] == 3
    assert sanity(s, "p1") == 11
    assert s.to_act == "p0"
    s = mythos.new_game(0, None, {
        "first_player": "p1", "players": [{}, {"story": ["central_hill"], "hand": ["frank_belknap_long"]}]})
    assert not legal(s, "play", card=find_inst(s, "p1", "frank_belknap_long"))


def test_view_hides_hands_and_threats_but_shows_story_and_discard():
    """MY-HIDE-1. p0 sees p1's hand size but not its cards, p1's threat size but not its monsters, and p1's
    story deck and discard pile in full; p1 sees its own hand and threat."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{}, {"story": ["central_hill", "red_hook"], "threat": ["hunting_horror"],
                         "discard": ["high_noon"], "hand": ["train"]}]})
    other = pview(s, "p1", "p0")
    assert other["hand"] is None and other["hand_count"] == 13
    assert other["threat"] is None and other["threat_count"] == 1
    assert ids(other["story"]) == ["central_hill", "red_hook"]
    assert ids(other["discard"]) == ["high_noon"]
    own = pview(s, "p1", "p1")
    assert "train" in ids(own["hand"])
    assert ids(own["threat"]) == ["hunting_horror"]


# --------------------------------------------------------------------------- view fields of mid-game state

def test_forced_rest_after_bellevue_is_shown_and_is_the_only_turn():
    """MY-ROUND-2, Bellevue Hospital (next turn used up: neither play nor pass). The setup key `rest`: 1 puts
    the Steadfast player at Bellevue with a turn to sit out; the view shows it, the only action is to rest,
    and afterwards the rest is over."""
    s = mythos.new_game(0, None, {
        "first_player": "p1",
        "players": [{}, {"story": ["bellevue_hospital"], "rest": 1}]})
    assert pview(s, "p1")["rest"] == 1
    assert [a.kind for a in s.legal_actions()] == ["rest"]
    s.act("rest")
    assert pview(s, "p1")["rest"] == 0
    assert s.to_act == "p0"
    assert s.view(None)["passes"] == 0          # resting is not a pass (MY-ROUND-3)


def test_samuel_winsor_flipped_adds_church_to_the_current_location():
    """MY-ZONE-3, Samuel Winsor (flipped: the current location also has Church while he stays flipped). The
    view's location lists Church among its attributes and names what changed it."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{}, {"story": ["central_hill"], "allies": [{"card": "samuel_winsor", "used": True}]}]})
    loc = pview(s, "p1")["location"]
    assert "Church" in loc["attributes"]
    assert loc["changed_by"]
    assert pview(s, "p1")["allies"][0]["flipped"] is True


def test_train_recruits_one_ally_of_the_region():
    """MY-LOC-5 (Train: on a later turn, stay a turn to recruit an ally of the region; one per Train), docs:
    the train runs through the whole region, so the sub-region is not asked. On a Train from Red Hook, Luther
    Harden (Arkham) and Howard Lovecraft (New York) are both offered; once one is recruited
    (`recruited_on_train`), none is."""
    base = {"first_player": "p1",
            "players": [{}, {"story": ["red_hook", "train"], "sanity": 10,
                             "hand": ["luther_harden", "howard_lovecraft"]}]}
    s = mythos.new_game(0, None, base)
    me = pview(s, "p1")
    assert me["top_state"] == "transit" and me["recruited_on_train"] is False
    luther, howard = find_inst(s, "p1", "luther_harden"), find_inst(s, "p1", "howard_lovecraft")
    assert legal(s, "play", card=luther) and legal(s, "play", card=howard)
    s.act("play", card=luther)
    assert pview(s, "p1")["recruited_on_train"] is True
    assert ids(pview(s, "p1")["allies"]) == ["luther_harden"]
    base["players"][1]["recruited_on_train"] = True
    s = mythos.new_game(0, None, base)
    assert not legal(s, "play", card=find_inst(s, "p1", "howard_lovecraft"))


def test_ambush_allies_assault_without_a_threat():
    """MY-COMBAT-2, MY-COMBAT-7, Ambush (both current locations City of one sub-region: allies may assault;
    docs: even with no threat, and the ambusher's allies count as a threat). p0 at Seventh House on the Left and
    p1 at Central Hill (both Kingsport, City); p0's Ambush is in force (view `ambush`). Gomes (2) assaults; p1
    does not defend and loses 2; Gomes is buried after combat."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{"story": ["seventh_house_on_the_left"], "allies": ["gomes"], "ambush": True},
                    {"story": ["central_hill"], "sanity": 12}]})
    assert pview(s, "p0")["ambush"] is True
    gomes = find_inst(s, "p0", "gomes", "allies")
    s.act("pass")
    s.act("pass")
    drive(s, [("p0", "assault", {"ally": gomes})],
          stop=lambda st: st.view(None)["phase"] not in ("play", "combat"))
    assert sanity(s, "p1") == 10
    assert pview(s, "p0")["allies"] == []
    assert "gomes" in ids(pview(s, "p0")["story"])


def test_first_player_tie_on_sanity_goes_to_higher_education():
    """MY-ROUND-6. Both investigators at 14 Sanity: the Soulful Jazz Singer (Education 15) starts before the
    Bored Clerk (14)."""
    s = mythos.new_game(0, None, {"players": [{"sanity": 14}, {"sanity": 14}]})
    assert s.view(None)["first_player"] == "p1"
    assert s.to_act == "p1"
    s = mythos.new_game(0, None, {"players": [{"sanity": 15}, {"sanity": 14}]})
    assert s.view(None)["first_player"] == "p0"


def test_completing_an_adventure_returns_another_players_card_to_its_owner():
    """MY-ADV-3, MY-ZONE-2, docs (a card lying in another player's story deck goes to its owner's discard pile
    when that deck is discarded). p0's cured Portaphobia lies in p1's story deck. When p1 completes Two Cities
    and a Tale, it goes to p0's discard pile, not into p1's new deck."""
    s = mythos.new_game(0, None, {
        "first_player": "p1",
        "players": [{},
                    {"story": ["central_hill", {"card": "portaphobia", "owner": "p0"}, "train", "hunting_horror",
                               "red_hook"], "sanity": 10,
                     "allies": ["mrs_sonia_lovecraft", "howard_lovecraft"], "hand": ["two_cities_and_a_tale"],
                     "discard": []}]})
    deck_before = pview(s, "p1")["deck_count"]
    s.act("play", card=find_inst(s, "p1", "two_cities_and_a_tale"))
    assert ids(pview(s, "p1")["story"]) == ["red_hook"]
    assert "portaphobia" in ids(pview(s, "p0")["discard"])
    assert pview(s, "p1")["deck_count"] == deck_before + 3


def test_lonely_akeley_farmhouse_gate_reused_with_the_speech_machine():
    """MY-LOC-7, MY-MON-1, Lonely Akeley Farmhouse (with Speech Machine in play its gate may be used again, each
    further use costing its -1), MY-INV-2 (the play's changes at once). p0's gate is used already; Dark Young
    (-1) goes through it again: 10 -> 8. Without the Speech Machine no monster can be played there."""
    setup = {"first_player": "p0",
             "players": [{"story": ["lonely_akeley_farmhouse"], "gate_used": True, "sanity": 10,
                          "artifacts": ["speech_machine"], "hand": ["dark_young"]}, {}]}
    s = mythos.new_game(0, None, setup)
    dy = find_inst(s, "p0", "dark_young")
    assert legal(s, "play", card=dy)
    s.act("play", card=dy)
    me = pview(s, "p0")
    assert ids(me["threat"]) == ["dark_young"]
    assert me["sanity"] == 8
    del setup["players"][0]["artifacts"]
    s = mythos.new_game(0, None, setup)
    assert not legal(s, "play", card=find_inst(s, "p0", "dark_young"))


def test_a_second_copy_of_a_location_supersedes_the_first():
    """MY-CARD-9 (a location copy supersedes the old), docs (the old copy goes to the discard pile at once,
    event `superseded`). A Corrupt deck changed to hold two Athenaeums (a Car removed). p0 stands at Seventh
    House on the Left (Kingsport) over one Athenaeum and plays the other: Providence is another sub-region, so
    it is a walk; the old Athenaeum leaves the story deck for the discard pile."""
    s = mythos.new_game(0, None, {
        "decks": [{"base": "corrupt", "add": ["the_athenaeum"], "remove": ["car"]}, "steadfast"],
        "first_player": "p0",
        "players": [{"story": ["the_athenaeum", "seventh_house_on_the_left"], "hand": ["the_athenaeum"]}, {}]})
    new = find_inst(s, "p0", "the_athenaeum")
    old = pview(s, "p0")["story"][0]["inst"]
    assert new != old
    s.act("play", card=new)
    me = pview(s, "p0")
    assert [c["inst"] for c in me["story"]] == [me["story"][0]["inst"], new]
    assert ids(me["story"]) == ["seventh_house_on_the_left", "the_athenaeum"]
    assert old in [c["inst"] for c in me["discard"]]
    assert me["top_state"] == "walking"
    assert "superseded" in names(s)


# --------------------------------------------------------------------------- costs, tomes, spells, GOO, elimination

def test_a_gain_blocked_by_tulzscha_pays_for_nothing():
    """MY-CLAR-3, MY-INV-2, Tulzscha (no investigator can gain Sanity). Docs: the cost a play is offered at is
    computed like the play, "so a gain forbidden by Tulzscha pays for nothing". At 1 Sanity with Tulzscha in
    play, Dr. Allen (-1) joined with the .32 Revolver (+1) would leave 0: it is not offered (without Tulzscha it
    is: see test_gain_in_the_same_play_pays_for_a_cost_at_one_sanity). Gomes still is."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{"story": ["providence_historical_society"], "sanity": 1, "goo": "tulzscha", "goo_age": 0,
                     "hand": ["dr_allen", "dot_32_revolver", "gomes"]}, {}]})
    assert s.view(None)["passes_to_end"] == 3
    allen = find_inst(s, "p0", "dr_allen")
    assert not legal(s, "play", card=allen)
    assert legal(s, "play", card=find_inst(s, "p0", "gomes"))


def test_evening_reshuffle_is_a_loss_not_a_cost_and_can_end_the_game():
    """MY-ROUND-1, MY-END-2, docs (a reshuffle is a loss, not a cost, so MY-CLAR-3 does not withhold it). At
    1 Sanity with an empty deck, Evening's swap is still offered (reshuffle=True); taking it costs the last
    Sanity and the game ends at once."""
    s = mythos.new_game(0, None, {
        "first_player": "p1",
        "players": [{"sanity": 10}, {"story": ["red_hook"], "sanity": 1, "hand": ["evening"],
                                     "deck": [], "discard": ["..."]}]})
    s.act("play", card=find_inst(s, "p1", "evening"))
    swaps = legal(s, "swap")
    assert swaps and all(a.get("reshuffle") for a in swaps)
    s.apply(swaps[0])
    assert sanity(s, "p1") == 0
    assert s.result is not None and s.result.to_dict()["cause"] == "sanity_zero"
    assert s.to_act is None


def test_commit_offers_every_free_ally_against_every_threat_aimed_at_it():
    """MY-COMBAT-2 (docs: the commit offers every (free ally, threat) pair). Three players, p0's and p2's
    threats both aimed at p1, who has Luther Harden and Granny Orne: four defend actions are offered, then, once
    Luther is committed, only Granny's two."""
    s = mythos.new_game(0, None, {
        "decks": THREE, "first_player": "p0",
        "players": [
            {"story": ["the_athenaeum"], "threat": ["mi_go_soldier"]},
            {"story": ["red_hook"], "allies": ["luther_harden", "granny_orne"]},
            {"story": ["the_athenaeum"], "threat": ["dark_young"]},
        ]})
    luther = find_inst(s, "p1", "luther_harden", "allies")
    granny = find_inst(s, "p1", "granny_orne", "allies")
    s.act("pass")
    s.act("pass")
    drive(s, [("p0", "direct", {"target": "p1"}), ("p2", "direct", {"target": "p1"})],
          stop=lambda st: st.to_act == "p1" and legal(st, "defend"))
    pairs = {(a.get("ally"), a.get("threat")) for a in legal(s, "defend")}
    assert pairs == {(luther, "p0"), (luther, "p2"), (granny, "p0"), (granny, "p2")}
    s.act("defend", ally=luther, threat="p2")
    if s.to_act == "p1" and legal(s, "defend"):
        pairs = {(a.get("ally"), a.get("threat")) for a in legal(s, "defend")}
        assert pairs == {(granny, "p0"), (granny, "p2")}


def test_a_group_joins_only_if_every_pair_joins():
    """MY-CARD-8. Gomes joins Dr. Allen, but Ray Stuckey joins neither: no play holds all three. Two Hunting
    Horrors join each other, a Deep One joins only Deep Ones: no play holds a Horror and the Deep One."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{"story": ["providence_historical_society"], "hand": ["gomes", "dr_allen", "ray_stuckey"]},
                    {}]})
    g, d, r = (find_inst(s, "p0", x) for x in ("gomes", "dr_allen", "ray_stuckey"))
    for a in legal(s, "play"):
        group = {a.get("card"), a.get("joined"), a.get("joined2"), a.get("joined3")} - {None}
        assert not ({g, r} <= group or {d, r} <= group), str(a)
    s = mythos.new_game(0, None, {
        "first_player": "p1",
        "players": [{}, {"story": ["red_hook"], "sanity": 12,
                         "hand": ["hunting_horror", "hunting_horror", "deep_one"]}]})
    hh = [c["inst"] for c in pview(s, "p1")["hand"] if c["id"] == "hunting_horror"]
    deep = find_inst(s, "p1", "deep_one")
    groups = [{a.get("card"), a.get("joined"), a.get("joined2")} - {None} for a in legal(s, "play")]
    assert set(hh) in groups
    assert not [gr for gr in groups if deep in gr and len(gr) > 1]


def test_tome_joined_with_a_spell_and_the_language_rule():
    """MY-CARD-3, MY-CARD-4, MY-CARD-8. At The Athenaeum (Providence, Tome) the English-reading Bored Clerk
    plays Revelations of Glaaki (English, Folk) joined with Petrify (Folk) as one play: the tome holds the
    spell. Command of the Bloody Tongue (Water) does not join it. The Hutchinson Cipher (Glyphs) cannot be read
    by him alone; with Dr. Allen (Glyphs) in play it can."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{"story": ["the_athenaeum"],
                     "hand": ["revelations_of_glaaki", "petrify", "command_of_the_bloody_tongue",
                              "hutchinson_cipher"]}, {}]})
    rev, pet = find_inst(s, "p0", "revelations_of_glaaki"), find_inst(s, "p0", "petrify")
    cmd, cip = find_inst(s, "p0", "command_of_the_bloody_tongue"), find_inst(s, "p0", "hutchinson_cipher")
    assert not legal(s, "play", card=rev, spell=cmd)
    assert not legal(s, "play", card=cip)
    s.act("play", card=rev, spell=pet)
    tomes = pview(s, "p0")["tomes"]
    assert ids(tomes) == ["revelations_of_glaaki"] and ids(tomes[0]["spells"]) == ["petrify"]
    assert s.to_act == "p1"
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{"story": ["the_athenaeum"], "allies": ["dr_allen"], "hand": ["hutchinson_cipher"]}, {}]})
    assert legal(s, "play", card=find_inst(s, "p0", "hutchinson_cipher"))


def test_petrify_cast_from_a_tome_and_undone_at_the_end_of_the_round():
    """MY-CARD-4 (cast from a tome by the investigator: pay its Sanity, face down until the end of the round),
    Petrify, MY-ROUND-5 (used spells turn face up). p0 petrifies p1's Luther Harden: 10 -> 9; Luther lies face
    down among p1's artifacts and is no ally; at the end of the round he is an ally again and the spell is face
    up (no longer used)."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{"story": ["the_athenaeum"], "sanity": 10,
                     "tomes": [{"card": "revelations_of_glaaki", "spells": ["petrify"]}]},
                    {"story": ["red_hook"], "allies": ["luther_harden"]}]})
    luther = find_inst(s, "p1", "luther_harden", "allies")
    casts = legal(s, "cast", victim=luther)
    assert casts
    s.apply(casts[0])
    assert sanity(s, "p0") == 9
    assert pview(s, "p1")["allies"] == []
    assert luther in [c["inst"] for c in pview(s, "p1")["artifacts"]]
    tome = pview(s, "p0")["tomes"][0]
    assert tome["used"] == [tome["spells"][0]["inst"]]      # the spell is face down (used) this round
    s.act("pass")
    s.act("pass")
    drive(s, stop=lambda st: st.view(None)["round"] == 2)
    assert ids(pview(s, "p1")["allies"]) == ["luther_harden"]
    assert pview(s, "p0")["tomes"][0]["used"] == []


def test_great_old_one_is_buried_after_its_second_combat():
    """MY-CARD-5 (a GOO turns sideways at the end of the combat of the round it was played, buried at the end
    of the next round's combat), Tulzscha (three passes while it stays). Tulzscha has seen one combat
    (goo_age 1): card play needs three passes; after this round's combat it is buried in p0's story deck and
    the next round needs two passes again."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{"story": ["caverns_beneath_the_old_church"], "goo": "tulzscha", "goo_age": 1}, {}]})
    assert s.view(None)["passes_to_end"] == 3
    s.act("pass")
    s.act("pass")
    assert s.view(None)["phase"] == "play"          # two passes are not enough
    s.act("pass")
    assert card_play_over(s)
    drive(s, stop=lambda st: st.view(None)["round"] == 2)
    p0 = pview(s, "p0")
    assert p0["goo"] is None
    assert ids(p0["story"])[0] == "tulzscha"
    assert s.view(None)["passes_to_end"] == 2


def test_eliminated_investigator_takes_no_more_turns():
    """MY-END-2 with sanity_zero="eliminate" (3 players): p1 at 2 Sanity is hit by p0's Dark Young (4); she
    leaves the game, the others play on into round 2, and she is never asked to act."""
    s = mythos.new_game(0, {"sanity_zero": "eliminate"}, {
        "decks": THREE, "first_player": "p0",
        "players": [{"story": ["the_athenaeum"], "threat": ["dark_young"], "sanity": 15},
                    {"story": ["red_hook"], "sanity": 2},
                    {"story": ["the_athenaeum"], "sanity": 15}]})
    s.act("pass")
    s.act("pass")
    drive(s, [("p0", "direct", {"target": "p1"})], stop=lambda st: st.view(None)["round"] == 2)
    assert s.result is None
    assert pview(s, "p1")["eliminated"] is True
    for _ in range(6):
        assert s.to_act in ("p0", "p2")
        s.act("pass")
        if card_play_over(s):
            break


# --------------------------------------------------------------------------- uniqueness, face-down cards, phobias, locations

def test_a_second_ally_of_a_title_is_refused_even_petrified():
    """MY-CARD-1 (not if the same ally title is in play for that player), MY-CLAR-2 / docs (face-down cards
    still count for uniqueness). A Steadfast deck changed to hold two Luther Hardens; at the Arkham Police
    Department (Arkham) the second one cannot be recruited while the first is in play, face up or petrified."""
    deck = {"base": "steadfast", "add": ["luther_harden"], "remove": ["train"]}
    for first in ("luther_harden", {"card": "luther_harden", "petrified": True}):
        s = mythos.new_game(0, None, {
            "decks": ["corrupt", deck], "first_player": "p1",
            "players": [{}, {"story": ["arkham_police_department"], "allies": [first], "hand": ["luther_harden"]}]})
        assert not legal(s, "play", card=find_inst(s, "p1", "luther_harden")), first
    s = mythos.new_game(0, None, {
        "decks": ["corrupt", deck], "first_player": "p1",
        "players": [{}, {"story": ["arkham_police_department"], "hand": ["luther_harden"]}]})
    assert legal(s, "play", card=find_inst(s, "p1", "luther_harden"))


def test_a_flipped_author_does_not_count_for_an_adventure():
    """MY-CLAR-2, MY-ADV-2. As in the Two Cities test, but Howard Lovecraft (the only Author) is flipped face
    down: the adventure cannot be completed."""
    s = mythos.new_game(0, None, {
        "first_player": "p1",
        "players": [{}, {"story": ["central_hill", "train", "hunting_horror", "red_hook"],
                         "allies": ["mrs_sonia_lovecraft", {"card": "howard_lovecraft", "flipped": True}],
                         "hand": ["two_cities_and_a_tale"]}]})
    assert not legal(s, "play", card=find_inst(s, "p1", "two_cities_and_a_tale"))


def test_agoraphobia_counts_a_walking_player_as_outside():
    """MY-LOC-2 (until arrival the player counts as Outside), MY-ZONE-3, Agoraphobia (top card shows Outside;
    a walking location counts). p0 walks to Lonely Akeley Farmhouse (an Inside location, sideways): at the start
    of his turn Agoraphobia takes 1. Arrived at the same farmhouse (Inside), it takes nothing."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{"story": ["seventh_house_on_the_left", "lonely_akeley_farmhouse"], "top": "walking",
                     "sanity": 10, "phobias": [{"card": "agoraphobia", "owner": "p1"}]}, {}]})
    assert sanity(s, "p0") == 9
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{"story": ["seventh_house_on_the_left", "lonely_akeley_farmhouse"],
                     "sanity": 10, "phobias": [{"card": "agoraphobia", "owner": "p1"}]}, {}]})
    assert sanity(s, "p0") == 10


def test_essex_institute_arrival_is_capped_and_discards_a_random_card():
    """MY-LOC-6, MY-INV-2 (Sanity never exceeds max), Essex Institute (+5 on arrival, then one random card of
    the hand is discarded). From Red Hook the Steadfast player walks to the Essex Institute (Salem, Country); on
    arrival at 18/20 she goes to 20, not 23, and one card leaves her hand for the discard pile."""
    s = mythos.new_game(0, None, {
        "first_player": "p1", "to_act": "p1",
        "players": [{}, {"story": ["red_hook", "essex_institute"], "top": "walking", "sanity": 18}]})
    hand = pview(s, "p1")["hand_count"]
    s.act("arrive")
    me = pview(s, "p1")
    assert me["sanity"] == 20
    assert me["hand_count"] == hand - 1
    assert len(me["discard"]) == 1
    assert me["top_state"] == "upright"


def test_governmental_cover_up_discards_the_lowest_event_of_the_story_deck():
    """Governmental Cover-up, MY-ZONE-2 (discard, not bury). p1's story deck holds, bottom first, Central Hill,
    High Noon, a Train and Red Hook. p0's Cover-up discards the lowest Event, High Noon, into p1's discard pile;
    the Train stays; the Cover-up itself is buried in p0's story deck (effects §5 n4)."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{"story": ["the_athenaeum"], "hand": ["governmental_cover_up"]},
                    {"story": ["central_hill", "high_noon", "train", "red_hook"]}]})
    s.apply(legal(s, "play", card=find_inst(s, "p0", "governmental_cover_up"))[0])
    drive(s, stop=lambda st: st.to_act == "p1")
    p1 = pview(s, "p1")
    assert ids(p1["story"]) == ["central_hill", "train", "red_hook"]
    assert ids(p1["discard"]) == ["high_noon"]
    assert ids(pview(s, "p0")["story"])[0] == "governmental_cover_up"


def test_faithful_hounds_bury_the_lone_monster_of_a_threat():
    """MY-COMBAT-3 (use step), Faithful Hounds (discard them to bury a random monster of a directed threat).
    p0's threat is one Dark Young aimed at p1, whose Granny Orne carries the Hounds. In the use step p1
    discards the Hounds: the Dark Young is buried in p0's story deck and p1 loses nothing."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{"story": ["the_athenaeum"], "threat": ["dark_young"]},
                    {"story": ["red_hook"], "sanity": 12,
                     "allies": [{"card": "granny_orne", "weapon": "faithful_hounds"}]}]})
    hounds = pview(s, "p1")["allies"][0]["weapon"]["inst"]
    s.act("pass")
    s.act("pass")
    drive(s, stop=lambda st: st.to_act == "p1" and legal(st, "use", card=hounds))
    s.apply(legal(s, "use", card=hounds)[0])
    drive(s, stop=lambda st: st.view(None)["phase"] not in ("play", "combat"))
    p1 = pview(s, "p1")
    assert p1["sanity"] == 12
    assert "faithful_hounds" in ids(p1["discard"])
    assert ids(p1["allies"]) == ["granny_orne"] and p1["allies"][0]["weapon"] is None
    assert ids(pview(s, "p0")["story"])[0] == "dark_young"


def test_the_first_location_goes_upright_anywhere_but_nkai_is_never_first():
    """MY-LOC-1, MY-INV-3 (start with no location), docs (N'kai is walked into from an Underground location,
    never a first location). With an empty story deck Lonely Akeley Farmhouse goes upright at once (its -1
    applies); N'kai is not offered."""
    s = mythos.new_game(0, None, {
        "first_player": "p0",
        "players": [{"sanity": 10, "hand": ["lonely_akeley_farmhouse", "nkai"]}, {}]})
    assert pview(s, "p0")["top_state"] == "none"
    assert not legal(s, "play", card=find_inst(s, "p0", "nkai"))
    s.act("play", card=find_inst(s, "p0", "lonely_akeley_farmhouse"))
    me = pview(s, "p0")
    assert me["top_state"] == "upright" and me["sanity"] == 9
