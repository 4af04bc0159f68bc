"""Clairvoyant solver of the Lovecraft Letter solo variant: the best outcome of a deal when every card is known.

After the deal nothing in the solo variant is random and the automaton's moves are forced, so a deal is a
one-player puzzle: a depth-first search over the player's choices, memoised on the position, says exactly
whether it can be won. The share of winnable deals bounds what any honest player (or bot) can reach.
"""
from __future__ import annotations

from dataclasses import dataclass

from .core.actions import Action
from .games import letter
from .games.letter.cards import CARD_KIND


@dataclass(frozen=True)
class Solution:
    """Whether the deal can be won, one winning line of actions (forced ones included), positions searched."""

    win: bool
    line: tuple[Action, ...]
    positions: int


def solve(state: letter.State) -> Solution:
    """Return the best outcome from `state` with every hidden card known (the state itself is left unchanged)."""
    if not isinstance(state, letter.State):
        raise TypeError(f"solve() takes a letter.State, not {type(state).__name__}")
    memo: dict = {}
    root = _quiet(state)
    win = _wins(root, memo)
    line: list[Action] = []
    if win:
        s = root
        while s.result is None:
            action = next(a for a in s.legal_actions() if _wins(_after(s, a), memo))
            line.append(action)
            s = _after(s, action)
    return Solution(win, tuple(line), len(memo))


def winnable(seed: int, rules=None) -> bool:
    """Return whether the deal of `seed` under `rules` (a letter.Rules, a dict of options or None) can be won."""
    return solve(letter.new_game(seed, rules, events=False)).win


def _quiet(state: letter.State) -> letter.State:
    """Return a copy that records no events (the search makes millions of steps)."""
    s = state.clone()
    s.events = s._log = None
    return s


def _after(state: letter.State, action: Action) -> letter.State:
    s = state.clone()
    s.apply(action)
    return s


def _wins(s: letter.State, memo: dict) -> bool:
    """Return whether the player can force a win from `s` (forced steps are taken on `s` itself)."""
    while s.to_act is not None and len(s.legal_actions()) == 1:
        s.apply(s.legal_actions()[0])
    if s.result is not None:
        return s.result.outcome == "win"
    key = _position(s)
    found = memo.get(key)
    if found is None:
        found = memo[key] = any(_wins(_after(s, a), memo) for a in s.legal_actions())
    return found


def _position(s: letter.State) -> tuple:
    """Return what decides the rest of the game: zones by card kind, knowledge, protections, the pending step.

    The turn number and the history are left out (they change no rule), so transpositions share an entry.
    """
    kinds = CARD_KIND
    return (tuple(kinds[c] for c in s.hand), tuple(kinds[c] for c in s.deck), tuple(kinds[c] for c in s.stack),
            tuple(kinds[c] for c in s.player_discard), tuple(kinds[c] for c in s.opponent_discard),
            tuple(kinds[c] for c in s.removed),
            tuple(kinds[c] for c in s.aside), tuple(kinds[c] for c in s.unused),
            s.deck_known, s.top_known, s.p_protected, s.o_protected, s.to_act, _pending(s.pending), s.insanity,
            s.trapezohedron_used, s.sane_clues)


def _pending(p):
    # A pending answer names a physical card; its kind is what matters (the decision's `position`).
    return None if p is None else p.position()
