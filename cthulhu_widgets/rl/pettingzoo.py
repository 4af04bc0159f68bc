"""PettingZoo AEC environments: `env("letter")`, `env("chaos")`, `env("mythos")`.

Agents are the deciding seats (Letter: `player`, its opponent is an automaton the table plays; CHAOS: `A1` … `B2`;
Mythos: `p0` …). `action_space(agent)` is `Discrete(len(catalogue))`; `observation_space(agent)` a `Dict` of
`"observation"` (the seat's float32 tensor read from its view, `rl.observation`) and `"action_mask"` (int8, 1 at
each legal catalogue id; all zeros when the agent is not the one to act). Rewards come at the end: +1 a win, -1 a
loss, 0 a draw. `reset(seed=s)` deals engine game `s`, so a seeded reset replays the same game.
"""
from __future__ import annotations

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from .table import Table


def env(game: str, rules=None, render_mode: str | None = None, **game_options) -> CthulhuEnv:
    """Return the AEC environment of `game` with `rules` (a Rules, a dict of options or None)."""
    return CthulhuEnv(game, rules, render_mode, **game_options)


class CthulhuEnv(AECEnv):
    """One of the package's games as a PettingZoo AEC environment."""

    metadata = {"render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, game: str, rules=None, render_mode: str | None = None, **game_options):
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.table = Table(game, rules, **game_options)
        self.metadata = {**self.metadata, "name": f"cthulhu_{self.table.name}_v0"}
        self.render_mode = render_mode
        self.possible_agents = list(self.table.seats)
        n, size = len(self.table.catalogue), self.table.size
        self._action_spaces = {a: spaces.Discrete(n) for a in self.possible_agents}
        self._observation_spaces = {a: spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, (size,), np.float32),
            "action_mask": spaces.Box(0, 1, (n,), np.int8)}) for a in self.possible_agents}
        self.state_ = None
        self._seeds = np.random.default_rng()

    def observation_space(self, agent):
        """Return the Dict space of `agent`'s observations."""
        return self._observation_spaces[agent]

    def action_space(self, agent):
        """Return the Discrete space of catalogue ids."""
        return self._action_spaces[agent]

    def reset(self, seed=None, options=None):
        """Deal engine game `seed` (a fresh seed from the environment's generator when None)."""
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
        deal = int(seed) if seed is not None else int(self._seeds.integers(1 << 31))
        self.state_ = self.table.deal(deal)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.state_.to_act

    def observe(self, agent):
        """Return `agent`'s observation tensor (from its view) and its legal action mask."""
        mask = np.zeros(len(self.table.catalogue), np.int8)
        if self.state_.to_act == agent:
            mask[self.table.legal_ids(self.state_)] = 1
        return {"observation": self.table.observation(self.state_, agent), "action_mask": mask}

    def step(self, action):
        """Apply catalogue id `action` for the agent to act (None for an agent whose game is over)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.table.apply(self.state_, int(action))
        self.rewards = dict.fromkeys(self.agents, 0.0)
        if self.state_.result is not None:
            self.rewards = dict(zip(self.table.seats, self.table.returns(self.state_), strict=True))
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = self.state_.to_act
        self._accumulate_rewards()
        if self.render_mode == "ansi":
            print(self.render())

    def render(self):
        """Return the last step's events as text (render_mode "ansi"), else None."""
        if self.render_mode != "ansi" or self.state_ is None:
            return None
        return "\n".join(str(e) for e in self.state_.events) or f"{self.state_.to_act} to act"

    def close(self):
        """Nothing to release."""
