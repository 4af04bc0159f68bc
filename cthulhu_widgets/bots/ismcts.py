"""Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012).

Every iteration samples a world with `state.determinize(seat, rng)` — the bot never reads the true hidden
state — and descends one tree shared by all samples, keyed by the decisions taken. Any game on the contract
works: rewards come from `state.result` (see `reward`), steps with a single legal action (automata, forced
moves) are applied without a tree node, and rollouts are random, optionally cut after `rollout_depth` steps.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field

from ..core.actions import Action
from .base import Bot


class CanonicalRandom(random.Random):
    """A generator whose `shuffle` and `sample` ignore the order of what they are given.

    A determinization shuffles the pool of hidden cards; the pool is collected in the true hidden order, so
    a plain shuffle would make the sample depend on that order. Sorting first makes the sampled world a
    function of what the seat knows and of the seed only.
    """

    def shuffle(self, x) -> None:
        """Shuffle `x` in place after putting it in a canonical order."""
        x.sort(key=_order_key)
        super().shuffle(x)

    def sample(self, population, k, **kwargs) -> list:
        """Return `k` items drawn from `population` taken in a canonical order."""
        return super().sample(sorted(population, key=_order_key), k, **kwargs)


def _order_key(item):
    # Cards are ints or strings, cells tuples; mixed pools fall back to their repr.
    return (type(item).__name__, item) if isinstance(item, (int, str, tuple)) else ("~", repr(item))


def reward(result, seat: str, teams: dict | None = None) -> float:
    """Return 1 for a win of `seat` (or its team), 0.5 for a draw, 0 for a loss, read from a game's result."""
    outcome = result.outcome
    if outcome == "win":
        return 1.0
    if outcome == "loss":
        return 0.0
    if outcome == "draw":
        return 0.5
    if outcome == seat or (teams and teams.get(seat) == outcome):
        return 1.0
    return 0.0


@dataclass(slots=True)
class Edge:
    """An action tried from a node: how often it was taken (`visits`), the rewards it earned (`total`), how often
    it could have been (`available`), and the nodes below it by what the searching seat then sees (`below`: what
    follows an action depends on that — a revealed card, a die)."""

    visits: int = 0
    total: float = 0.0
    available: int = 0
    below: dict = field(default_factory=dict)


@dataclass(slots=True)
class Node:
    """One information set of the searching seat: its tried actions (`children`) and the rollout bot's ranking of
    its actions (`prior`, 1 for its choice down to 0)."""

    children: dict = field(default_factory=dict)
    prior: dict = field(default_factory=dict)


@dataclass(slots=True)
class Step:
    """A step of one descent: the edge taken and the seat that took it (it is credited with that seat's reward)."""

    edge: Edge
    seat: str


class ISMCTSBot(Bot):
    """Chooses by ISMCTS over determinizations of the seat's information set.

    `iterations` caps the samples per decision, `time_limit` (seconds) too when given; `exploration` is the
    UCB constant; `rollout` is the bot that plays rollouts (None: uniform random); `rollout_depth` cuts them
    (None: play to the end), a cut game scoring `evaluate(world, seat)` in [0, 1] (None: 0.5). With
    `time_limit=None` the choice depends only on the seed and the seat's information.
    """

    name = "ismcts"

    def __init__(self, seed: int | None = None, iterations: int = 1000, time_limit: float | None = None,
                 exploration: float = 0.7, rollout_depth: int | None = None, evaluate=None,
                 teams: dict | None = None, rollout: Bot | None = None, bias: float = 1.0):
        super().__init__(seed)
        if type(iterations) is not int or iterations < 1:
            raise ValueError(f"iterations must be a whole number >= 1, not {iterations!r}")
        if time_limit is not None and not time_limit > 0:
            raise ValueError(f"time_limit must be a number of seconds > 0 or None, not {time_limit!r}")
        if rollout_depth is not None and (type(rollout_depth) is not int or rollout_depth < 0):
            raise ValueError(f"rollout_depth must be a whole number >= 0 or None, not {rollout_depth!r}")
        self.iterations, self.time_limit = iterations, time_limit
        self.exploration, self.rollout_depth, self.evaluate = exploration, rollout_depth, evaluate
        self.teams = teams or {}
        self.rollout = rollout
        # A rollout bot that scores actions (every heuristic does) also ranks them: the best is expanded first and
        # keeps a bonus of `bias` / (visits + 1) in selection (progressive bias), so few iterations refine its
        # choice rather than sample blindly.
        self.bias = bias if hasattr(rollout, "score") else 0.0
        self.last_iterations = 0

    def choose(self, state) -> Action:
        """Return the most visited legal action after the search."""
        legal = self.legal(state)
        if len(legal) == 1:
            return legal[0]
        root = self.search(state)
        stats = root.children
        return max(legal, key=lambda a: (stats[a].visits, stats[a].total) if a in stats else (-1, 0))

    def search(self, state) -> Node:
        """Return the root of the tree after `iterations` samples (or `time_limit` seconds)."""
        seat = state.to_act
        rng = CanonicalRandom(self.rng.getrandbits(64))
        if self.rollout is not None:
            self.rollout.rng = rng  # one generator per search: the choice depends on the seed alone
        root = Node()
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        n = 0
        while n < self.iterations:
            self._iterate(root, state.determinize(seat, rng), rng, seat)
            n += 1
            if deadline is not None and time.perf_counter() >= deadline:
                break
        self.last_iterations = n
        return root

    def _iterate(self, root: Node, world, rng: random.Random, observer: str) -> None:
        """Select and expand in `world`, roll out, and back the result up the visited edges."""
        node, path = root, []
        while True:
            while world.to_act is not None and len(world.legal_actions()) == 1:
                world.apply(world.legal_actions()[0])
            if world.to_act is None:
                break
            if path:  # the node below an edge is the observer's information set there (its view)
                below = path[-1].edge.below
                key = repr(world.view(observer))
                node = below.get(key)
                if node is None:
                    node = below[key] = Node()
            legal = world.legal_actions()
            seat = world.to_act
            children = node.children
            if self.bias and any(a not in node.prior for a in legal):
                node.prior.update(self._ranking(world, legal))
            untried = [a for a in legal if a not in children]
            expand = bool(untried)
            if expand:
                prior = node.prior
                action = max(untried, key=lambda a: prior.get(a, 0.0)) if prior else rng.choice(untried)
                children[action] = Edge()
            else:
                action = self._select(node, legal)
            for a in legal:  # availability: how often each action could have been chosen here
                edge = children.get(a)
                if edge is not None:
                    edge.available += 1
            path.append(Step(children[action], seat))
            world.apply(action)
            if expand:
                break
        value = self._rollout(world, rng)
        for step in path:
            edge = step.edge
            edge.visits += 1
            edge.total += value(step.seat)

    def _select(self, node: Node, legal) -> Action:
        """Return the legal action of best upper confidence bound (availability counts replace parent visits),
        plus the progressive bias of the rollout bot's ranking."""
        c, bias, children, prior = self.exploration, self.bias, node.children, node.prior
        best, best_score = None, -math.inf
        for a in legal:
            edge = children[a]
            visits = edge.visits
            score = edge.total / visits + c * math.sqrt(math.log(edge.available) / visits)
            if bias:
                score += bias * prior.get(a, 0.0) / (visits + 1)
            if score > best_score:
                best, best_score = a, score
        return best

    def _ranking(self, world, legal) -> dict:
        """Return action -> 1 for the rollout bot's best-scored action, down to 0 for its worst."""
        bot = self.rollout
        context = bot.context(world)
        ranked = sorted(legal, key=lambda a: bot.score(context, a), reverse=True)
        top = max(1, len(ranked) - 1)
        return {a: 1.0 - i / top for i, a in enumerate(ranked)}

    def _rollout(self, world, rng: random.Random):
        """Play the rollout bot (uniform random by default) to the end or the depth cut; return seat -> reward."""
        steps, depth, policy = 0, self.rollout_depth, self.rollout
        while world.to_act is not None and (depth is None or steps < depth):
            legal = world.legal_actions()
            if len(legal) == 1:
                world.apply(legal[0])
            else:
                world.apply(policy.choose(world) if policy else rng.choice(legal))
            steps += 1
        result, teams = world.result, self.teams
        if result is None:
            evaluate = self.evaluate
            return (lambda seat: 0.5) if evaluate is None else (lambda seat: evaluate(world, seat))
        return lambda seat: reward(result, seat, teams)

    def __repr__(self) -> str:
        return f"ISMCTSBot(seed={self.seed}, iterations={self.iterations}, time_limit={self.time_limit})"
