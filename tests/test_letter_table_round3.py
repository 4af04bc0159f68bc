"""Issue 23 round 3, item 6: the Letter table's danger warnings (games/letter/dangers.py, said in the move chips and
the prompt) read only what the seat sees (LS-KNOW-5). Two deals that differ only in what the player cannot see — the
hidden clues, the unknown deck order, the unused card, redealt by `determinize` — get the same warnings, at every
player decision of random games (hypothesis)."""
from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cthulhu_widgets.games import letter
from cthulhu_widgets.games.letter import texts
from cthulhu_widgets.games.letter.dangers import move_danger, turn_danger

LANGS = ("en", "zh", "ja")


def warnings(state) -> dict:
    """Return every warning the table would show the player now: the turn's (prompt) and each move's (chip)."""
    actions = state.legal_actions()
    moves = {}
    for a in actions:
        key, values = texts._move_key(state, a, "en")
        moves[str(a)] = (move_danger(state, key, values), [texts.move_words(state, a, lang) for lang in LANGS])
    return {"turn": turn_danger(state, actions), "prompt": [texts.prompt(state, actions, lang) for lang in LANGS],
            "moves": moves}


def decisions(seed: int, rng: random.Random, limit: int = 200):
    """Yield the states of a random game (random legal play from `seed`) at which the player decides."""
    state = letter.new_game(seed)
    for _ in range(limit):
        if state.result is not None:
            return
        actions = state.legal_actions()
        if any(a.kind in ("play", "guess", "answer") for a in actions):
            yield state
        state.apply(rng.choice(actions))


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1), st.randoms(use_true_random=False),
       st.integers(min_value=0, max_value=2**16))
def test_LS_KNOW_5_warnings_are_the_same_in_deals_that_differ_only_in_what_the_player_cannot_see(seed, rng, other):
    """Issue 23 item 6 / LS-KNOW-5: at every decision, a twin deal with every hidden card redealt (same view) gets the
    same turn warning, the same move warnings and the same chip and prompt words, in en, zh and ja."""
    for state in decisions(seed, rng):
        twin = state.determinize("player", random.Random(other))
        assert twin.view("player") == state.view("player")
        assert [str(a) for a in twin.legal_actions()] == [str(a) for a in state.legal_actions()]
        assert warnings(twin) == warnings(state)


def test_LS_KNOW_5_the_twins_do_differ_and_warnings_do_fire():
    """The property above is not empty: the twins hold other hidden cards, and random games reach warnings."""
    differ = fired = 0
    for seed in range(30):
        for state in decisions(seed, random.Random(seed)):
            twin = state.determinize("player", random.Random(seed + 1))
            differ += (twin.stack, twin.deck, twin.unused) != (state.stack, state.deck, state.unused)
            w = warnings(state)
            fired += bool(w["turn"]) or any(d for d, _ in w["moves"].values())
    assert differ > 30 and fired > 3, (differ, fired)

