"""CHAOS invariants over random seeds, rules and legal play (hypothesis): cards and pieces conserved,
determinism per seed, JSON round trip, illegal input changes nothing, and no seat's view holds another
seat's private knowledge (CH-HIDE-1/2) — checked for all four seats."""
import dataclasses
import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cthulhu_widgets.core.actions import Action
from cthulhu_widgets.core.errors import IllegalAction, InvalidSave, InvalidSetup
from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos.cards import DECK_CARDS, SUIT

OPTIONS = {f.name: f.metadata["allowed"] for f in dataclasses.fields(chaos.Rules)}
seeds = st.integers(min_value=0, max_value=2**32 - 1)


@st.composite
def rules(draw):
    """Return random Rules; round limits stay small so random games end quickly."""
    values = {}
    for name, allowed in OPTIONS.items():
        if name == "max_rounds":
            values[name] = draw(st.integers(1, 6))
        elif name == "effect_rounds":
            values[name] = draw(st.integers(1, 3))
        else:
            values[name] = draw(st.sampled_from(list(allowed)))
    return chaos.Rules(**values)


def play(state, rng, check=None, limit=3000):
    for _ in range(limit):
        if state.result is not None:
            return
        state.apply(rng.choice(state.legal_actions()))
        if check:
            check(state)
    assert state.result is not None, "a game must end (round limit)"


def cards(state):
    return sorted(c for zone in state.zones().values() for c in zone)


def test_CH_CARD_2_two_decks_of_five_functions_in_three_suits():
    """CH-CARD-2: 15 cards a deck, each function once per suit (Moon, Eye, Skull)."""
    for role in ("patient", "ghost"):
        deck = DECK_CARDS[role]
        assert len(deck) == 15 and Counter(SUIT[c] for c in deck) == {"moon": 5, "eye": 5, "skull": 5}
    assert len(chaos.CARDS) == len(set(chaos.CARDS)) == 30


@given(seeds, rules(), st.randoms(use_true_random=False))
@settings(max_examples=25)
def test_cards_and_pieces_are_conserved(seed, r, rng):
    """Every one of the 30 cards is in exactly one place at every step; four pieces stay on the map."""
    s = chaos.new_game(seed, r)

    def check(st_):
        assert cards(st_) == sorted(chaos.CARDS)
        assert set(st_.pos) == set(chaos.SEATS) and all(st_.map.inside(c) for c in st_.pos.values())
        assert sorted(st_.role.values()).count("patient") + sorted(st_.role.values()).count("ghost") == 4

    check(s)
    play(s, rng, check)


@given(seeds, rules(), st.integers(0, 10**6))
@settings(max_examples=15)
def test_same_seed_same_actions_same_states(seed, r, choice_seed):
    """Dice, compass and shuffles come from the seeded generator: the same choices replay identically."""
    a, b = chaos.new_game(seed, r), chaos.new_game(seed, r)
    rng = random.Random(choice_seed)
    while a.result is None:
        action = rng.choice(a.legal_actions())
        a.apply(action)
        b.apply(action)
        assert a == b
    assert a.view(None) == b.view(None)


@given(seeds, rules(), st.randoms(use_true_random=False))
@settings(max_examples=15)
def test_json_round_trip_replays_identically(seed, r, rng):
    s = chaos.new_game(seed, r)
    for _ in range(rng.randint(0, 60)):
        if s.result:
            break
        s.apply(rng.choice(s.legal_actions()))
    loaded = chaos.from_json(s.to_json())
    assert loaded == s and loaded.view(None) == s.view(None)


BAD = [Action("move", row=0, col=0), Action("move", row=99, col=1), Action("play", card="necronomicon"),
       Action("pick", row=1, col=1), Action("combo", combo="C4", card="prank_moon"), Action("join", card="x"),
       Action("push", dir="sideways"), Action("declare_time", time="noon", cards="a+b+c"), {"kind": "move"},
       {"kind": "move", "row": "1", "col": 1}, "stay", None]


@given(seeds, st.randoms(use_true_random=False))
@settings(max_examples=10)
def test_illegal_or_malformed_input_raises_and_changes_nothing(seed, rng):
    s = chaos.new_game(seed, {"max_rounds": 2})
    while s.result is None:
        before = s.clone()
        legal = set(s.legal_actions())
        for bad in BAD + [a for a in (Action("stay"), Action("end"), Action("stop"), Action("spin")) if a not in legal]:
            if isinstance(bad, Action) and bad in legal:
                continue
            with pytest.raises(IllegalAction):
                s.apply(bad)
            assert s == before
        s.apply(rng.choice(s.legal_actions()))


def _private_facts(s, seat):
    """Return what only some seats may know, as (kind, value) facts, with the seats allowed to know each."""
    facts = []
    for other in chaos.SEATS:
        for card in s.hand[other]:
            allowed = {other} | {x for x in chaos.SEATS if s.card_seen[x].get(card) == other}
            facts.append((("card", card), allowed))
    for ghost, (_end, _start, _path) in s.vanish.items():
        allowed = {x for x in chaos.SEATS if s.team(x) == s.team(ghost)}
        facts.append((("vanished_cell", ghost), allowed))
    return facts


def _assert_view_private(s, seat):
    view = s.view(seat)
    text = json.dumps(view)
    for other in chaos.SEATS:
        if other != seat and view["hands"][other]["cards"] is not None:
            raise AssertionError(f"{seat} sees {other}'s hand")
    own = {c["id"] for c in view["hands"][seat]["cards"]}
    hidden_cards = {c for o in chaos.SEATS if o != seat for c in s.hand[o]
                    if s.card_seen[seat].get(c) != o}
    public = {c["id"] for d in view["decks"].values() for c in d["discard"]}
    combo = view["combo"] or {}
    public |= {c["id"] for c in list(combo.get("cards", {}).values()) + list(combo.get("reaction", {}).values())}
    for card in hidden_cards - own - public:
        assert f'"{card}"' not in text, f"{seat}'s view names {card}, held by another seat"
    for piece in view["pieces"]:
        if piece["seat"] in s.vanish and s.team(piece["seat"]) != s.team(seat):
            assert piece["cell"] is None and "path" not in piece
    # the game over, every bomb shows (review 29, room_zh 9): no secret is left
    known = s.known_bombs(seat) if s.result is None else s.bombs | s.temp_bombs
    assert {tuple(b["cell"]) for b in view["bombs"]} == {(r + 1, c + 1) for r, c in known}
    assert all((b["cell"][0] - 1, b["cell"][1] - 1) in s.bombs | s.temp_bombs for b in view["bombs"])


@pytest.mark.slow  # 200 random games: about 17 s: `make test` runs it, `make quick` does not
def test_views_never_leak_private_knowledge_over_200_random_games():
    """CH-HIDE-1/2: along 200 random games, each of the four seats' views (and the events it may see) hold
    no other seat's cards, no vanished enemy's cell, and exactly the bombs that seat knows."""
    for seed in range(200):
        rng = random.Random(seed)
        s = chaos.new_game(seed, {"max_rounds": 3})
        while s.result is None:
            s.apply(rng.choice(s.legal_actions()))
            for seat in chaos.SEATS:
                _assert_view_private(s, seat)
                for e in s.events:
                    if e.visible_to(seat) and e.name in ("takes", "draw", "checkup", "bombs_moved", "bombs_planted"):
                        assert seat in (e.seats or chaos.SEATS)
                    if e.visible_to(seat) and e.name == "moves" and e.data["seat"] in s.vanish:
                        assert s.team(e.data["seat"]) == s.team(seat)


@given(seeds, st.randoms(use_true_random=False), st.integers(0, 10**6))
@settings(max_examples=15)
def test_determinize_keeps_what_the_seat_knows(seed, rng, det_seed):
    """determinize(seat) redeals only what is hidden from the seat: its view is unchanged and cards are conserved."""
    s = chaos.new_game(seed, {"max_rounds": 2})
    while s.result is None:
        for seat in chaos.SEATS:
            d = s.determinize(seat, random.Random(det_seed))
            assert d.view(seat) == s.view(seat)
            assert cards(d) == sorted(chaos.CARDS)
            if s.to_act == seat:
                assert d.legal_actions() == s.legal_actions()
            elif s.pending:  # the copy's own choices, not the original's cached ones (they name real hands)
                assert d.legal_actions() == tuple(d._compute_legal())
        s.apply(rng.choice(s.legal_actions()))


def test_determinize_resamples_hidden_things_and_cannot_be_saved():
    s = chaos.new_game(5)
    worlds = {(tuple(sorted(d.bombs)), tuple(d.hand["B1"])) for d in
              (s.determinize("A1", random.Random(i)) for i in range(20))}
    assert len(worlds) > 10
    with pytest.raises(ValueError, match="determinized"):
        s.determinize("A1", random.Random(0)).to_json()
    with pytest.raises(ValueError, match="seat"):
        s.determinize("C3", random.Random(0))


def test_ward_map_game_runs_to_its_end():
    """CH-MAP-1 (map option): the 6×6 ward, where the dice area is the whole board, plays to the end."""
    s = chaos.new_game(3, {"map": "ward", "max_rounds": 5})
    assert (s.map.rows, s.map.cols) == (6, 6) and len(s.bombs) == s.map.bombs
    play(s, random.Random(3))
    assert s.result.cause in chaos.CAUSES


def test_bad_setups_and_saves_get_clear_errors():
    for setup, message in [({"pieces": {"A1": [1, 1]}}, "gate"), ({"hands": {"A1": ["sprint_moon", "sprint_moon"]}},
                           "twice"), ({"bombs": [[8, 1]]}, "normal cells"), ({"first": "C"}, "first"),
                           ({"pieces": {"A9": [2, 2]}}, "seats"), ({"nope": 1}, "unknown setup key"),
                           ({"hands": {"A1": ["tentacle"]}}, "not a card id"), ({"time": {"kind": "noon"}}, "time"),
                           ({"map": {"grid": ["G"]}}, "map")]:
        with pytest.raises(InvalidSetup, match=message):
            chaos.new_game(1, setup=setup)
    with pytest.raises(InvalidSave):
        chaos.from_json('{"format": "cthulhu-widgets/game", "version": 2, "game": "chaos", "seed": 1, "rules": {},'
                        ' "setup": null, "actions": [{"kind": "fly"}]}')
