"""Invariants over random seeds, random rules and random legal play (hypothesis).

Card conservation (LS-END §10: each of the 25 cards in exactly one zone), determinism per seed
(LS-SETUP-7), JSON round trip, illegal input leaves the state unchanged, determinize keeps what the
player knows, and the player's view never holds a hidden card's identity (LS-KNOW-5).
"""
import dataclasses
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cthulhu_widgets.core.actions import Action
from cthulhu_widgets.core.errors import IllegalAction
from cthulhu_widgets.games import letter

OPTIONS = {f.name: f.metadata["allowed"] for f in dataclasses.fields(letter.Rules)}


@st.composite
def rules(draw):
    """Return a random Rules (every option drawn from its allowed values)."""
    return letter.Rules(**{name: draw(st.sampled_from(list(allowed))) for name, allowed in OPTIONS.items()})


seeds = st.integers(min_value=0, max_value=2**32 - 1)


def play_out(state, rng, check=None, limit=400):
    """Play random legal actions to the end, calling check(state) after each step; return the actions."""
    actions = []
    for _ in range(limit):
        if state.result is not None:
            break
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
        if check:
            check(state)
    assert state.result is not None, "a game must end"
    return actions


def all_cards(state):
    return sorted(c for zone in state.zones().values() for c in zone)


@given(seeds, rules(), st.randoms(use_true_random=False))
def test_each_card_in_exactly_one_zone_at_every_step(seed, r, rng):
    """Conservation (§10): at every point the 25 cards are each in exactly one zone."""
    s = letter.new_game(seed, r)
    assert all_cards(s) == list(range(25))
    play_out(s, rng, lambda st_: all_cards(st_) == list(range(25)) or pytest.fail(st_.render()))


@given(seeds, rules(), st.integers(0, 10**6))
def test_same_seed_same_actions_same_states(seed, r, choice_seed):
    """LS-SETUP-7 / §10: a fixed seed and the same choices replay identically, step by step."""
    a, b = letter.new_game(seed, r), letter.new_game(seed, r)
    rng = random.Random(choice_seed)
    while a.result is None:
        action = rng.choice(a.legal_actions())
        a.apply(action)
        b.apply(action)
        assert a == b and a.view(None) == b.view(None)
    assert b.result == a.result


@given(seeds, rules(), st.randoms(use_true_random=False))
def test_json_round_trip_replays_identically(seed, r, rng):
    """to_json / from_json: the loaded game equals the saved one, and continues identically."""
    s = letter.new_game(seed, r)
    for _ in range(rng.randint(0, 12)):
        if s.result:
            break
        s.apply(rng.choice(s.legal_actions()))
    loaded = letter.from_json(s.to_json())
    assert loaded == s and loaded.view(None) == s.view(None)
    if s.result is None:
        action = rng.choice(s.legal_actions())
        assert s.clone().apply(action) == loaded.apply(action)


def _bad_actions(state):
    legal = set(state.legal_actions())
    candidates = [Action("play", card="necronomicon"), Action("play", card="investigators", guess=1),
                  Action("guess", value=9), Action("answer", side="both"), Action("opponent_play"),
                  Action("play", card="cthulhu"), {"kind": "play"}, {"kind": 7}, "play", None, 3,
                  {"kind": "answer", "side": ["hand"]}]
    for kind in ("play", "answer", "guess"):
        candidates += [Action(kind, card="elder_sign"), Action(kind, side="deck"), Action(kind, value=8)]
    return [a for a in candidates if not (isinstance(a, Action) and a in legal)]


@given(seeds, rules(), st.randoms(use_true_random=False))
def test_illegal_or_malformed_input_raises_and_changes_nothing(seed, r, rng):
    """An illegal or malformed action raises IllegalAction and leaves the state equal to before."""
    s = letter.new_game(seed, r)
    while True:
        before = s.clone()
        before_view = s.view(None)
        for bad in _bad_actions(s):
            with pytest.raises(IllegalAction):
                s.apply(bad)
            assert s == before and s.view(None) == before_view
        if s.result:
            break
        s.apply(rng.choice(s.legal_actions()))


def _no_hidden_identity(node):
    """Fail if any dict marked hidden also names a card."""
    if isinstance(node, dict):
        assert not (node.get("hidden") and "id" in node), node
        for v in node.values():
            _no_hidden_identity(v)
    elif isinstance(node, list):
        for v in node:
            _no_hidden_identity(v)


@given(seeds, rules(), st.randoms(use_true_random=False), st.integers(0, 10**6))
def test_determinize_keeps_what_the_player_knows(seed, r, rng, det_seed):
    """determinize("player") redeals only hidden cards: the player's view is unchanged, cards conserved;
    and the player's view never contains a hidden card's identity (LS-KNOW-5)."""
    s = letter.new_game(seed, r)

    def check(state):
        view = state.view("player")
        _no_hidden_identity(view)
        d = state.determinize("player", random.Random(det_seed))
        assert d.view("player") == view
        assert all_cards(d) == list(range(25))
        assert d.legal_actions() == state.legal_actions()

    check(s)
    play_out(s, rng, check)


def test_determinize_really_resamples_hidden_cards():
    """determinize moves hidden cards (so a search bot sees varied worlds) and cannot be saved."""
    s = letter.new_game(9)
    worlds = {tuple(s.determinize("player", random.Random(i)).deck) for i in range(20)}
    assert len(worlds) > 10
    d = s.determinize("player", random.Random(0))
    assert all(c in letter.cards.SANE_DEAL for c in d.stack[1:])  # LS-SETUP-5: unknown clues stay Sane
    with pytest.raises(ValueError, match="determinized"):
        d.to_json()


@given(seeds, st.randoms(use_true_random=False))
def test_events_off_plays_the_same_game(seed, rng):
    """Switching event recording off (bulk simulation) changes nothing but the events."""
    a, b = letter.new_game(seed), letter.new_game(seed, events=False)
    while a.result is None:
        action = rng.choice(a.legal_actions())
        a.apply(action)
        b.apply(action)
        assert a.zones() == b.zones() and a.events and b.events is None
    assert a.result == b.result


def test_clone_is_independent():
    s = letter.new_game(4)
    c = s.clone()
    c.apply(c.legal_actions()[0])
    assert c != s and s.history == [] and len(c.history) == 1


def test_determinize_with_insanity_cards_in_a_setup_clue_stack():
    """A setup may put Insanity cards among the clues; determinize still returns a consistent world."""
    from conftest import scenario

    s = scenario("investigators", ["investigators", "investigators"], ["deep_ones", "investigators"],
                 rest="removed", unused=["golden_mead"])
    for i in range(200):
        d = s.determinize("player", random.Random(i))
        assert d.view("player") == s.view("player") and all_cards(d) == list(range(25))
        assert d.unused[0] in letter.cards.INSANE_1_TO_7
    with pytest.raises(ValueError, match="player"):
        s.determinize("opponent", random.Random(0))
    assert s.determinize(None, random.Random(0)) == s
