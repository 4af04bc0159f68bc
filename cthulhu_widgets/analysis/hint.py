"""Hints: how good each legal move of a seat is, computed from what the seat may know, never the true hidden state.

Letter: the exact solver (cthulhu_widgets.solver) on `budget` determinizations of the seat's information set (the
worlds it cannot tell apart), so a move's value is its win chance over those re-deals. CHAOS and Mythos: ISMCTS
(bots/ismcts.py, `budget` iterations), which re-deals the hidden cards on every iteration; a move's share is the
part of the search spent on it, its value the mean reward there. Both draw their worlds with a CanonicalRandom of
`seed`, so a hint is a function of the seat's information and the seed only: two states the seat cannot tell apart
get the same hint.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

from ..bots import make_bot
from ..bots.ismcts import CanonicalRandom
from ..core.errors import IllegalAction
from .sentences import say

# Budgets that keep a hint under about a second on a loaded machine (docs/analysis.md has the measured cost):
# Letter: re-deals solved exactly; CHAOS and Mythos: ISMCTS iterations.
BUDGETS = {"letter": 40, "chaos": 120, "mythos": 120}
MAX_BUDGET = 100_000
WIN = 1000.0     # a heuristic score this high or higher is a win on the spot (bots/letter_heuristic.py: WIN)


@dataclass(frozen=True)
class MoveHint:
    """One legal move: its share of the search (None for exact hints), its estimated value (win chance, 0..1, None
    when the search never tried it), how many samples stand behind the value, and the reason's key (or "")."""

    share: float | None
    value: float | None
    samples: int
    reason: str = ""

    @property
    def error(self) -> float | None:
        """The standard error of `value` (binomial: sqrt(v (1 - v) / samples)); None without samples."""
        if self.value is None or not self.samples:
            return None
        return math.sqrt(max(self.value * (1 - self.value), 0.0) / self.samples)


@dataclass(frozen=True)
class Hint:
    """A hint for `seat`: per move id its MoveHint, the recommended move's id, the method ("exact": the solver over
    re-deals; "search": ISMCTS), the budget (re-deals or iterations) and the seconds it took."""

    game: str
    seat: str
    method: str
    budget: int
    moves: dict = field(default_factory=dict)
    best: str = ""
    seconds: float = field(default=0.0, compare=False)   # the cost, not part of what the hint says

    def frame(self, lang: str = "en") -> dict:
        """Return the hint as a seat's frame carries it: {"best", "method", "n", "title", "moves": {id: {"share",
        "value", "reason"}}}, reasons in `lang` (nothing about any card the seat cannot see)."""
        moves = {}
        for move_id, m in self.moves.items():
            entry = {"share": _round(m.share), "value": _round(m.value)}
            if m.reason:
                entry["reason"] = say(self.game, lang, m.reason)
            moves[move_id] = entry
        return {"best": self.best, "method": self.method, "n": self.budget,
                "title": say(self.game, lang, self.method, n=self.budget), "moves": moves}


def _round(x):
    return None if x is None else round(x, 3)


def hint(state, seat: str, budget: int | None = None, seed: int = 0) -> Hint:
    """Return the hint for `seat` at `state` (its turn): per legal move its share or exact win chance over re-deals,
    the recommended move and a reason where the heuristic bot has one. `budget`: re-deals (Letter) or ISMCTS
    iterations (CHAOS, Mythos); None: BUDGETS of the game. The same seed and information give the same hint."""
    game = _game(state)
    if state.to_act is None:
        raise IllegalAction("the game is over: there is no move to hint at")
    if state.to_act != seat:
        raise IllegalAction(f"{seat} is not to act ({state.to_act} is): a hint is for the seat whose turn it is")
    budget = BUDGETS.get(game, 100) if budget is None else budget
    if type(budget) is not int or not 1 <= budget <= MAX_BUDGET:
        raise ValueError(f"budget must be a whole number from 1 to {MAX_BUDGET}, not {budget!r}")
    if type(seed) is not int:
        raise ValueError(f"seed must be an int, not {seed!r}")
    started = time.perf_counter()
    legal = state.legal_actions()
    if game == "letter":
        method, values = "exact", _exact(state, seat, legal, budget, seed)
    else:
        method, values = "search", _search(state, game, legal, budget, seed)
    reasons = _reasons(state, game, seat, legal, seed)
    moves = {str(a): MoveHint(*values[i], reason=reasons.get(i, "")) for i, a in enumerate(legal)}
    best = max(range(len(legal)), key=lambda i: _rank(values[i]))
    return Hint(game, seat, method, budget, moves, str(legal[best]), time.perf_counter() - started)


def _rank(v) -> tuple:
    share, value, samples = v
    return (share if share is not None else -1.0, -1.0 if value is None else value, samples)


def _game(state) -> str:
    return type(state).__module__.split(".")[-2]


def _exact(state, seat, legal, budget, seed) -> list[tuple]:
    """Per legal move: (None, the share of `budget` sampled worlds in which it wins with perfect play after, n)."""
    from .. import solver

    rng = CanonicalRandom(seed)
    wins = [0] * len(legal)
    for _ in range(budget):
        world = solver._quiet(state.determinize(seat, rng))
        memo: dict = {}
        for i, action in enumerate(legal):
            wins[i] += solver._wins(solver._after(world, action), memo)
    return [(None, w / budget, budget) for w in wins]


def _search(state, game, legal, budget, seed) -> list[tuple]:
    """Per legal move: (its share of ISMCTS's visits, its mean reward, its visits) after `budget` iterations."""
    if len(legal) == 1:
        return [(1.0, None, 0)]
    bot = make_bot("ismcts", game, seed, iterations=budget)
    root = bot.search(state)
    edges = [root.children.get(a) for a in legal]
    total = sum(e.visits for e in edges if e is not None) or 1
    return [(0.0, None, 0) if e is None or not e.visits else (e.visits / total, e.total / e.visits, e.visits)
            for e in edges]


def _reasons(state, game, seat, legal, seed) -> dict:
    """Return move index -> reason key from the heuristic bot's scores, read on a world re-dealt for `seat` (the
    heuristic reads only what the seat may know, and a re-dealt world cannot tell it more)."""
    if len(legal) < 2:
        return {}
    try:
        bot = make_bot("heuristic", game, seed)
    except ValueError:
        return {}
    world = state.determinize(seat, CanonicalRandom(seed))
    context = bot.context(world)
    scores = [bot.score(context, a) for a in legal]
    out = {}
    if game == "letter":
        out.update({i: "wins" if s >= WIN else "loses" for i, s in enumerate(scores) if abs(s) >= WIN})
    top = max(scores)
    firsts = [i for i, s in enumerate(scores) if s == top]
    if len(firsts) == 1 and firsts[0] not in out:
        out[firsts[0]] = "top"
    return out
