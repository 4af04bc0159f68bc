"""What the OpenSpiel game and the PettingZoo environment share: one game's engine, rules, catalogue and tensor.

A `Table` deals games by seed, lists the seats that decide (automata such as the Letter opponent are played by
the table: they always have exactly one legal action), maps catalogue ids to engine actions and back, and turns a
finished game into one return per deciding seat: +1 a win (of the seat or its team), -1 a loss, 0 a draw.
"""
from __future__ import annotations

import numpy as np

from ..bots.ismcts import reward
from ..games import get_game, get_spec
from .catalogue import catalogue
from .observation import SIZES, encode


class Table:
    """One game and rules: deal, decide, observe, score."""

    def __init__(self, game: str, rules=None, **game_options):
        self.module = get_game(game)
        self.name = self.module.NAME
        self.rules = self.module.Rules.from_dict(rules)
        self.options = dict(game_options)
        probe = self.deal(0)
        self.catalogue = catalogue(self.name, probe)
        self.seats = tuple(s for s in getattr(probe, "seats", self.module.SEATS) if s not in self.module.AUTOMATA)
        self.teams = get_spec(self.name).teams
        self.size = SIZES[self.name]

    def __deepcopy__(self, memo):
        """Return the table itself: it holds no playthrough, so copies of a game share it."""
        return self

    def __reduce__(self):
        """Pickle as the game's name, rules and options (OpenSpiel's serialization)."""
        return (_table, (self.name, self.rules.to_dict(), self.options))

    def deal(self, seed: int):
        """Return new game `seed`, played on to the first decision of a deciding seat."""
        state = self.module.new_game(seed, self.rules, events=False, **self.options)
        return self.play_automata(state)

    def play_automata(self, state):
        """Return `state` after the automata's forced moves (they have exactly one legal action)."""
        while state.to_act in self.module.AUTOMATA:
            state.apply(state.legal_actions()[0])
        return state

    def apply(self, state, action_id: int):
        """Apply catalogue action `action_id` for the seat to act (IllegalAction when it is not legal)."""
        state.apply(self.catalogue.actions[action_id])
        return self.play_automata(state)

    def player(self, state) -> int | None:
        """Return the index of the deciding seat to act, or None when the game is over."""
        return None if state.to_act is None else self.seats.index(state.to_act)

    def legal_ids(self, state) -> list[int]:
        """Return the sorted catalogue ids of the legal actions (empty when the game is over)."""
        return [] if state.result is not None else self.catalogue.ids(state.legal_actions())

    def observation(self, state, seat: str) -> np.ndarray:
        """Return the observation tensor of `seat`: read from `state.view(seat)` only; zeros before a deal."""
        return np.zeros(self.size, np.float32) if state is None else encode(state.view(seat), self.size)

    def returns(self, state) -> list[float]:
        """Return one value per deciding seat: +1 a win, -1 a loss, 0 a draw; zeros while the game goes on."""
        if state is None or state.result is None:
            return [0.0] * len(self.seats)
        return [2.0 * reward(state.result, seat, self.teams) - 1.0 for seat in self.seats]


def _table(name: str, rules: dict, options: dict) -> Table:
    return Table(name, rules, **options)
