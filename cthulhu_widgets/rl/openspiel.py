"""OpenSpiel Python games: `python_cthulhu_letter`, `python_cthulhu_chaos`, `python_cthulhu_mythos`.

`register()` registers all three with pyspiel (idempotent); then `pyspiel.load_game("python_cthulhu_letter")`.
Each game is sequential with imperfect information and one explicit chance node: the deal. Its outcomes are the
engine seeds 0 … `deals` - 1, uniformly; the engines draw every later random event (draws, dice, shuffles) from
that seed, so after the deal the game is deterministic and the seed, which no seat observes, is the whole of
chance. Parameters: `deals`, `rules` (a JSON object of options) and, for Mythos, `decks` ("corrupt+steadfast":
2–4 deck names, one per player). Players are the deciding seats (`Table.seats`); actions are catalogue ids
(`rl.catalogue`); the observation tensor and string of a player are read from `view(seat)` only
(`rl.observation`). Returns are terminal: +1 a win, -1 a loss, 0 a draw (CHAOS: per team, zero-sum; Letter, one
player, and Mythos, the top score wins: general-sum).
"""
from __future__ import annotations

import json

import numpy as np
import pyspiel

from .table import Table

GAMES = ("letter", "chaos", "mythos")
DEALS = 1 << 12
# pyspiel.GameInfo.max_game_length: Letter's decisions are few (at most 20 seen); CHAOS and Mythos end at their
# `max_rounds` option (0: no limit, counted here as 1,000 rounds), and the bound allows 100 decisions a round
# (seeded random and heuristic play: at most 17 in CHAOS, 35 in Mythos).
MAX_LETTER, PER_ROUND, NO_LIMIT = 64, 100, 1000
PARAMETERS = {"letter": {}, "chaos": {}, "mythos": {"decks": "corrupt+steadfast"}}
UTILITY = {"letter": pyspiel.GameType.Utility.GENERAL_SUM, "chaos": pyspiel.GameType.Utility.ZERO_SUM,
           "mythos": pyspiel.GameType.Utility.GENERAL_SUM}
PLAYERS = {"letter": (1, 1), "chaos": (4, 4), "mythos": (2, 4)}


def short_name(game: str) -> str:
    """Return the pyspiel name of `game`."""
    return f"python_cthulhu_{game}"


def game_type(game: str) -> pyspiel.GameType:
    """Return the static description of `game` (parameters: `deals`, `rules` and, for Mythos, `decks`)."""
    low, high = PLAYERS[game]
    return pyspiel.GameType(
        short_name=short_name(game), long_name=f"Cthulhu widgets: {game}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=UTILITY[game], reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=high, min_num_players=low,
        provides_information_state_string=False, provides_information_state_tensor=False,
        provides_observation_string=True, provides_observation_tensor=True,
        parameter_specification={"deals": DEALS, "rules": "{}", **PARAMETERS[game]})


class CthulhuGame(pyspiel.Game):
    """One of the package's games as an OpenSpiel game (`NAME` is set by `register`)."""

    NAME = ""

    def __init__(self, params=None):
        params = {"deals": DEALS, "rules": "{}", **PARAMETERS[self.NAME], **(params or {})}
        if type(params["deals"]) is not int or params["deals"] < 1:
            raise ValueError(f"deals (the number of seeds the deal draws from) must be an int >= 1, "
                             f"not {params['deals']!r}")
        options = {"decks": tuple(params["decks"].split("+"))} if "decks" in params else {}
        self.table = Table(self.NAME, json.loads(params["rules"]), **options)
        self.deals = params["deals"]
        rounds = getattr(self.table.rules, "max_rounds", None)
        info = pyspiel.GameInfo(
            num_distinct_actions=len(self.table.catalogue), max_chance_outcomes=self.deals,
            num_players=len(self.table.seats), min_utility=-1.0, max_utility=1.0,
            utility_sum=0.0 if self.NAME == "chaos" else None,
            max_game_length=MAX_LETTER if rounds is None else PER_ROUND * (rounds or NO_LIMIT))
        super().__init__(game_type(self.NAME), info, params)

    def new_initial_state(self):
        """Return the state before the deal (a chance node)."""
        return CthulhuState(self)

    def make_py_observer(self, iig_obs_type=None, params=None):
        """Return the observer of a seat's view (one kind: what the seat sees now, no perfect recall)."""
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        if iig_obs_type is not None and iig_obs_type.perfect_recall:
            raise ValueError("only the seat's current view is observable (perfect_recall=False)")
        return ViewObserver(self.table)


class CthulhuState(pyspiel.State):
    """A playthrough: `engine` is None until the deal, then the package's State."""

    def __init__(self, game):
        super().__init__(game)
        self.table, self.deals = game.table, game.deals
        self._held = _Engine(None)

    @property
    def engine(self):
        """Return the package's State, or None before the deal."""
        return self._held.state

    def current_player(self):
        """Return the player to act, CHANCE before the deal, TERMINAL at the end."""
        if self.engine is None:
            return pyspiel.PlayerId.CHANCE
        player = self.table.player(self.engine)
        return pyspiel.PlayerId.TERMINAL if player is None else player

    def _legal_actions(self, player):
        """Return the sorted catalogue ids the player may take."""
        return self.table.legal_ids(self.engine) if self.table.player(self.engine) == player else []

    def chance_outcomes(self):
        """Return every deal seed with its probability."""
        return [(seed, 1.0 / self.deals) for seed in range(self.deals)]

    def _apply_action(self, action):
        """Deal game `action` at the chance node, else apply catalogue action `action`."""
        if self.engine is None:
            self._held = _Engine(self.table.deal(int(action)))
        else:
            self.table.apply(self.engine, int(action))

    def _action_to_string(self, player, action):
        """Return the action as the engine writes it (`play card=cthulhu`), or the deal."""
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal seed={action}"
        return str(self.table.catalogue.actions[action])

    def is_terminal(self):
        """Return whether the game is over."""
        return self.engine is not None and self.engine.result is not None

    def returns(self):
        """Return each player's return: +1 win, -1 loss, 0 draw, 0 while playing."""
        return self.table.returns(self.engine)

    def __str__(self):
        """Return the deal and the number of actions taken (for debugging)."""
        return "before the deal" if self.engine is None else f"{self.table.name}: {len(self.history())} moves"


class _Engine:
    """Holds the engine state; OpenSpiel clones a Python state by deep-copying its attributes, and this copy is the
    engine's own `clone()` (written by hand, cheap), never a generic deep copy."""

    __slots__ = ("state",)

    def __init__(self, state):
        self.state = state

    def __deepcopy__(self, memo):
        return _Engine(None if self.state is None else self.state.clone())

    def __reduce__(self):
        """Pickle as the engine's save (seed, rules, setup and actions: `to_json`), replayed when loaded."""
        return (_Engine, (None,)) if self.state is None else (_load, (self.state.NAME, self.state.to_json()))


def _load(game: str, saved: str) -> _Engine:
    from ..games import get_game

    return _Engine(get_game(game).from_json(saved))


class ViewObserver:
    """A PyObserver: `tensor` is the seat's observation tensor, the string its view as JSON."""

    def __init__(self, table: Table):
        self.table = table
        self.tensor = np.zeros(table.size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state, player):
        """Fill `tensor` from `state.view(seat)` of the player's seat."""
        self.tensor[:] = self.table.observation(state.engine, self.table.seats[player])

    def string_from(self, state, player):
        """Return the player's view as sorted JSON (empty before the deal)."""
        if state.engine is None:
            return ""
        return json.dumps(state.engine.view(self.table.seats[player]), sort_keys=True)


def register() -> None:
    """Register the three games with pyspiel (once per process)."""
    known = set(pyspiel.registered_names())
    for game in GAMES:
        if short_name(game) not in known:
            cls = type(f"Cthulhu{game.title()}Game", (CthulhuGame,), {"NAME": game})
            pyspiel.register_game(game_type(game), cls)
