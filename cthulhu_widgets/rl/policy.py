"""A small trained policy over the observation tensor, played as a bot of the package.

`LinearPolicy` scores every catalogue action as `observation @ weights + bias` and plays the best legal one (the
mask); `imitate` fits it with numpy to the decisions of another bot (behaviour cloning: a softmax over the legal
actions only). `PolicyBot` plays it at any table through the Bot interface, reading only the seat's view (the
tensor) and the legal actions, and `duel` plays it over the seeds `sim.simulate` uses, with `sim.wilson`'s
interval, so its win rate compares with a `simulate` of the package's bots. Needs numpy only.
"""
from __future__ import annotations

import numpy as np

from ..bots import make_bot
from ..bots.base import Bot
from .table import Table


class LinearPolicy:
    """Linear scores over the catalogue: `weights` (tensor size × catalogue size) and `bias`."""

    def __init__(self, size: int, actions: int):
        self.weights = np.zeros((size, actions), np.float32)
        self.bias = np.zeros(actions, np.float32)
        self.scale = 1.0                                 # observations are divided by it (set by `imitate`)

    def logits(self, observations: np.ndarray, masks: np.ndarray) -> np.ndarray:
        """Return the scores of every action, -inf where the mask is 0 (rows: one per observation)."""
        scores = observations @ self.weights + self.bias
        return np.where(masks > 0, scores, -np.inf)

    def choose(self, observation: np.ndarray, mask: np.ndarray) -> int:
        """Return the catalogue id of the best-scoring legal action."""
        return int(np.argmax(self.logits(observation[None, :], mask[None, :])[0]))


def imitate(policy: LinearPolicy, observations, masks, chosen, epochs: int = 200, rate: float = 0.5) -> list:
    """Fit `policy` to the chosen ids by full-batch gradient descent on the masked softmax cross-entropy; return
    the loss of every epoch."""
    x, m, y = np.asarray(observations, np.float32), np.asarray(masks), np.asarray(chosen)
    policy.scale = max(1.0, float(np.abs(x).max()))   # counts and turn numbers, brought to [-1, 1]
    x = x / policy.scale
    rows, losses = np.arange(len(y)), []
    for _ in range(epochs):
        logits = policy.logits(x, m)
        logits -= logits.max(axis=1, keepdims=True)
        p = np.exp(logits)
        p /= p.sum(axis=1, keepdims=True)
        losses.append(float(-np.log(p[rows, y] + 1e-12).mean()))
        p[rows, y] -= 1.0                            # d loss / d logits
        policy.weights -= rate * (x.T @ p) / len(y)
        policy.bias -= rate * p.mean(axis=0)
    return losses


class PolicyBot(Bot):
    """Plays a policy (anything with `choose(observation, mask)`) for the seat to act, from its view only."""

    name = "policy"

    def __init__(self, policy, table: Table, seed: int | None = None):
        super().__init__(seed)
        self.policy, self.table = policy, table

    def choose(self, state):
        """Return the legal action the policy picks from the seat's observation tensor."""
        legal = self.legal(state)
        observation = self.table.observation(state, state.to_act) / getattr(self.policy, "scale", 1.0)
        return self.table.catalogue.actions[self.policy.choose(observation, self.table.catalogue.mask(legal))]


def demonstrations(table: Table, bot: str = "heuristic", games: int = 200, seed: int = 0):
    """Return (observations, masks, chosen ids) of every decision `bot` takes in `games` seeded games."""
    from ..sim import SEAT_STRIDE

    xs, ms, ys = [], [], []
    for s in range(seed, seed + games):
        state = table.deal(s)
        players = {seat: make_bot(bot, table.name, s * SEAT_STRIDE + i) for i, seat in enumerate(table.seats)}
        while state.result is None:
            action = players[state.to_act].choose(state)
            xs.append(table.observation(state, state.to_act))
            ms.append(table.catalogue.mask(state.legal_actions()))
            ys.append(table.catalogue.index[action])
            table.apply(state, ys[-1])
    return np.array(xs), np.array(ms), np.array(ys)


def duel(table: Table, make, n: int = 200, seed: int = 0, seat: str | None = None) -> dict:
    """Return wins, games and the 95 % Wilson interval of `seat` (the first deciding seat) played by `make(seed)`
    over games `seed` … `seed + n - 1`, the other deciding seats by the heuristic bot (seeded like `sim`)."""
    from ..bots.ismcts import reward
    from ..sim import SEAT_STRIDE, wilson

    seat = seat or table.seats[0]
    wins = 0.0
    for s in range(seed, seed + n):
        state = table.deal(s)
        bots = {q: make(s * SEAT_STRIDE + i) if q == seat else make_bot("heuristic", table.name, s * SEAT_STRIDE + i)
                for i, q in enumerate(table.seats)}
        while state.result is None:
            table.apply(state, table.catalogue.index[bots[state.to_act].choose(state)])
        wins += reward(state.result, seat, table.teams)
    low, high = wilson(round(wins), n)
    return {"wins": wins, "games": n, "rate": wins / n, "low": low, "high": high}
