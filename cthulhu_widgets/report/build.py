"""`report(game, ...)`: play the games, the ladder and the rule profile, and return a `Report`."""
from __future__ import annotations

from ..games import get_game, get_spec
from ..sim import _check_n, _check_seed, _chunks, _execute, _Spec, rule_profile
from . import ladder as ladders
from . import metrics
from .trace import trace_chunk


def report(game, rules=None, policies="heuristic", n: int = 200, seed: int = 0, executor=None,
           ladder=ladders.DEFAULT_LADDER, ladder_n: int = 20, pairs: str = "adjacent", profile_n: int | None = 50,
           chunk: int | None = None, setup: dict | None = None, progress: bool | None = None,
           game_options: dict | None = None):
    """Return a `Report` of `game` under `rules`: `n` seeded games of `policies` (as `sim.simulate`) measured move by
    move, a skill ladder of the `ladder` policies (weakest first; None: no ladder) over `ladder_n` seeds per pairing
    (`pairs`: "adjacent" or "all"), and the rule profile of `profile_n` games (None: none).

    Games `seed` … `seed + n - 1` are the same whatever the `executor` (None, "processes", a number of worker
    processes or any concurrent.futures.Executor, a Dask client's too), so the report is too.
    """
    module = get_game(game)
    spec = _Spec.make(module, rules, policies, setup, game_options, events=True)
    if ladder is not None and (not isinstance(ladder, (list, tuple)) or len(ladder) < 2):
        raise ValueError(f"ladder must be None or a list of at least two policies, weakest first, not {ladder!r}")
    if ladder is not None and (type(ladder_n) is not int or ladder_n < 1):
        raise ValueError(f"ladder_n (seeds per pairing) must be a whole number >= 1, not {ladder_n!r}")
    ladders.pairings(2, pairs)  # raises on a bad `pairs` before any game
    tasks = [(spec, start, size) for start, size in _chunks(_check_n(n), _check_seed(seed), chunk)]
    traces = [t for part in _execute(tasks, executor, progress, n, work=trace_chunk) for t in part]
    run = {"rules": spec.rules, "setup": setup, "game_options": game_options, "executor": executor, "chunk": chunk}
    probe = spec.new_game(module, seed)
    sides = _sides(module, [s for s in getattr(probe, "seats", module.SEATS) if s in spec.bots])
    played = [] if ladder is None else ladders.play_ladder(module, sides, list(ladder), pairs, ladder_n, seed, run)
    profile = None if profile_n is None else rule_profile(module, spec.rules, policies, profile_n, seed, executor,
                                                          chunk, setup, False, game_options)
    from .core import Report

    names = get_spec(module).card_names(probe)
    return Report(module.NAME, spec.rules, policies, n, seed, traces, list(sides), names, played,
                  [ladders.label(p) for p in ladder or ()], profile)


def _sides(module, seats: list) -> dict:
    """Return each deciding side (a team, else a seat) -> its seats, in seat order."""
    teams = get_spec(module).teams or {}
    sides: dict = {}
    for seat in seats:
        sides.setdefault(teams.get(seat, seat), []).append(seat)
    return sides
