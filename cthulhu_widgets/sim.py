"""Batch simulation: many seeded games with bots, rule sweeps, rule profiles, rates with confidence intervals, and
(`report`) design reports.

`simulate` plays game `seed + i` for i < n (bots seeded from the game's seed), in chunks, serially, on a
local process pool or on any `concurrent.futures.Executor` (a Dask `Client.get_executor()` too); each game
depends only on its seed, so the table is the same whatever the executor or the chunking.
"""
from __future__ import annotations

import itertools
import math
import os
import re
from collections import Counter
from concurrent.futures import Executor, ProcessPoolExecutor, as_completed
from contextlib import contextmanager
from pathlib import Path

from .bots import make_bot
from .games import get_game, get_spec, spec_table

# Seeds of the bots of game `s`: s * SEAT_STRIDE + seat index (distinct for every game and seat).
SEAT_STRIDE = 16
PROGRESS_FROM = 10_000  # runs of at least this many games show a progress bar unless told otherwise


def simulate(game, rules=None, policies="heuristic", n: int = 1000, seed: int = 0, executor=None,
             chunk: int | None = None, setup: dict | None = None, progress: bool | None = None,
             game_options: dict | None = None):
    """Return a pandas DataFrame, one row per game: seed, outcome, cause, turns, per-seat and per-game columns.

    `game` is a name or module; `rules` a Rules, a dict of options or None; `policies` a bot name for every
    seat that decides, or a dict seat -> bot name or (bot name, options); `executor` None (this process),
    "processes" or a number of worker processes (a local pool), or any concurrent.futures.Executor.
    `setup` and `game_options` (e.g. Mythos `decks`) go to the game's `new_game`; a progress bar shows when
    `progress` is true, or by default for runs of 10,000 games or more.
    """
    module = get_game(game)
    spec = _Spec.make(module, rules, policies, setup, game_options)
    tasks = [(spec, start, size) for start, size in _chunks(_check_n(n), _check_seed(seed), chunk)]
    parts = _execute(tasks, executor, progress, n)
    return _frame(parts)


def sweep(game, base_rules=None, grid: dict | None = None, policies="heuristic", n: int = 1000, seed: int = 0,
          executor=None, chunk: int | None = None, setup: dict | None = None, progress: bool | None = None,
          game_options: dict | None = None):
    """Return the `simulate` rows of every combination of option values in `grid` (option -> values), with one
    column per option; every combination plays the same seeds, so differences are paired."""
    module = get_game(game)
    if not isinstance(grid, dict) or not grid or not all(isinstance(v, (list, tuple)) and v for v in grid.values()):
        raise ValueError("grid must be a non-empty dict: option name -> non-empty list of values, e.g. "
                         "{'clue_count': [4, 6, 8]}")
    base = module.Rules.from_dict(base_rules)
    names = list(grid)
    combos = [dict(zip(names, values, strict=True)) for values in itertools.product(*grid.values())]
    specs = [_Spec.make(module, base.replace(**combo), policies, setup, game_options) for combo in combos]
    chunks = _chunks(_check_n(n), _check_seed(seed), chunk)
    tasks = [(spec, start, size) for spec in specs for start, size in chunks]
    parts = _execute(tasks, executor, progress, n * len(specs))
    frames = []
    for i, combo in enumerate(combos):
        df = _frame(parts[i * len(chunks):(i + 1) * len(chunks)])
        for j, (name, value) in enumerate(combo.items()):
            df.insert(j, name, [value] * len(df))
        frames.append(df)
    import pandas as pd

    return pd.concat(frames, ignore_index=True)


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """Return the Wilson score interval (low, high) of a rate of `k` successes in `n` trials (95 % for z=1.96)."""
    if n <= 0:
        return (0.0, 1.0)
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def rates(df, value, by=None, column: str = "outcome", z: float = 1.96):
    """Return, per group of `by` columns, how often `column` equals `value`: games, count, rate, low, high."""
    import pandas as pd

    hits = df[column] == value
    groups = [((), df.index)] if not by else df.groupby(by, sort=True).groups.items()
    rows = []
    for key, index in groups:
        k, n = int(hits.loc[index].sum()), len(index)
        low, high = wilson(k, n, z)
        keys = dict(zip([by] if isinstance(by, str) else (by or []),
                        key if isinstance(key, tuple) else (key,), strict=False))
        rows.append({**keys, "games": n, "count": k, "rate": k / n if n else float("nan"), "low": low, "high": high})
    return pd.DataFrame(rows)


def report(game, *args, **kwargs):
    """Return a design report of `game` (`cthulhu_widgets.report.report`: metrics table, plots, skill ladder,
    comparison; docs/report.md); imported here when first called, so `sim` stays light."""
    from .report import report as build

    return build(game, *args, **kwargs)


# ----- rule profile -----------------------------------------------------------------------------------
# The events that put a card to use, per game (each game's GameSpec.card_events): a draw, a discard or a take only
# moves a card. CHAOS: played, put down to start or join a combo, played as a reaction or as a team cover. Mythos:
# played (an adventure completed too) or joined to a played card, a spell loaded or cast, an artifact or ally used
# for its ability, an item attached, a monster serving as an ally or converted into one.
CARD_EVENTS = spec_table("card_events")
RULES_DOCS = Path(__file__).resolve().parents[1] / "docs" / "rules"


def rule_profile(game, rules=None, policies="heuristic", n: int = 300, seed: int = 0, executor=None,
                 chunk: int | None = None, setup: dict | None = None, progress: bool | None = None,
                 game_options: dict | None = None):
    """Return a pandas DataFrame of how often each rule ID, each card and each event fired over `n` games.

    Columns: kind ("rule", "card" or "event"), id, name, games (games where it occurred at least once), count
    (occurrences in all games) and share (games / n). Every rule ID defined in docs/rules/<game>.md and every
    card of the game has a row, with zeros when it never fired, so dead rules show at a glance; an event row
    ("<rule>:<event name>") appears only when it occurred. Arguments as `simulate`; the games record events.
    """
    module = get_game(game)
    spec = _Spec.make(module, rules, policies, setup, game_options, events=True)
    tasks = [(spec, start, size) for start, size in _chunks(_check_n(n), _check_seed(seed), chunk)]
    games, counts = Counter(), Counter()
    for part_games, part_counts in _execute(tasks, executor, progress, n, work=profile_chunk):
        games.update(part_games)
        counts.update(part_counts)
    names = {**{("rule", i): name for i, name in spec_rules(module.NAME).items()},
             **{("card", i): name for i, name in get_spec(module).card_names(spec.new_game(module, seed)).items()}}
    for key in games:
        names.setdefault(key, key[1] if key[0] != "event" else key[1].split(":", 1)[0])
    order = {"rule": 0, "card": 1, "event": 2}
    import pandas as pd

    rows = [{"kind": kind, "id": i, "name": name, "games": games[(kind, i)], "count": counts[(kind, i)],
             "share": games[(kind, i)] / n} for (kind, i), name in names.items()]
    df = pd.DataFrame(rows, columns=["kind", "id", "name", "games", "count", "share"])
    df["_order"] = df["kind"].map(order)
    return df.sort_values(["_order", "id"], ignore_index=True).drop(columns="_order")


def profile_chunk(spec: _Spec, start: int, size: int) -> tuple[Counter, Counter]:
    """Return (games where each key occurred, occurrences of each key) over games `start` … `start + size - 1`;
    a key is ("rule", rule ID), ("card", card id) or ("event", "<rule>:<name>")."""
    module = get_game(spec.game)
    card_events = get_spec(module).card_events
    games, counts = Counter(), Counter()
    for s in range(start, start + size):
        seen = Counter()
        for event in play_out(module, spec, s)[2]:
            seen[("rule", event.rule)] += 1
            seen[("event", f"{event.rule}:{event.name}")] += 1
            if event.name in card_events and isinstance(event.data.get("card"), str):
                seen[("card", event.data["card"])] += 1
        counts.update(seen)
        games.update(seen.keys())
    return games, counts


def spec_rules(game: str) -> dict[str, str]:
    """Return rule ID -> short name of every rule defined in docs/rules/<game>.md (a bullet or a table row that
    starts with the ID); an empty dict when the docs are not beside the package (an installed wheel)."""
    path = RULES_DOCS / f"{game}.md"
    if not path.exists():
        return {}
    prefix = get_spec(game).rule_prefix
    found = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        m = re.match(rf"^\s*(?:- |\| )({prefix}-[A-Z0-9]+(?:-[A-Z0-9]+)*)\b\s*\|?\s*(.*)", line)
        if m and m.group(1) not in found:
            text = re.split(r"(?<!\\)\|", m.group(2))[0].replace("\\|", "|") if line.lstrip().startswith("|") \
                else m.group(2)
            found[m.group(1)] = _short(text)
    return found


def _short(text: str, width: int = 60) -> str:
    text = re.sub(r"[*`]", "", text).strip()
    first = re.split(r"(?<=[.:;])\s", text, maxsplit=1)[0]
    first = first if len(first) >= 25 else text  # "Setup:" says less than the sentence after it
    return first if len(first) <= width else first[:width - 1].rstrip() + "…"


# ----- planning -------------------------------------------------------------------------------------
class _Spec:
    """What a worker needs to play games: the game's name, rules options, setup, options and a bot per seat."""

    __slots__ = ("game", "rules", "setup", "options", "bots", "events", "_rules")

    @classmethod
    def make(cls, module, rules, policies, setup, options=None, events: bool = False) -> _Spec:
        """Return a checked spec: rules, setup and bot names are validated here, before any work is sent; its
        games record events when `events` is true."""
        if options is not None and not isinstance(options, dict):
            raise ValueError(f"game_options must be a dict of new_game arguments, not {type(options).__name__}")
        spec = cls()
        spec.game, spec.setup, spec.options = module.NAME, setup, dict(options or {})
        spec.rules = module.Rules.from_dict(rules).to_dict()
        spec._rules, spec.events = None, False  # the probe game below records nothing
        probe = spec.new_game(module, 0)  # raises InvalidRules / InvalidSetup / TypeError before any work is sent
        seats = tuple(getattr(probe, "seats", module.SEATS))
        deciders = [s for s in seats if s not in module.AUTOMATA]
        spec.bots = _policies(policies, deciders, module)
        for name, options in spec.bots.values():
            make_bot(name, module.NAME, 0, **options)  # raises ValueError naming the bots there are
        spec.events = events
        return spec

    def new_game(self, module, seed: int):
        """Return game `seed` as the spec says, recording events only when `events` is set (a rule profile):
        bulk simulation leaves them off for speed."""
        if self._rules is None:  # built once: checking a rules dict costs more than dealing a Letter game
            self._rules = module.Rules.from_dict(self.rules)
        return module.new_game(seed, self._rules, self.setup, events=self.events, **self.options)

    def __getstate__(self):
        return (self.game, self.rules, self.setup, self.options, self.bots, self.events)

    def __setstate__(self, state):
        self.game, self.rules, self.setup, self.options, self.bots, self.events = state
        self._rules = None


def _policies(policies, deciders: list, module) -> dict:
    """Return seat -> (bot name, options) for every deciding seat, or raise ValueError."""
    if isinstance(policies, (str, tuple)):
        policies = dict.fromkeys(deciders, policies)
    if not isinstance(policies, dict):
        raise ValueError(f"policies must be a bot name or a dict seat -> bot, not {type(policies).__name__}")
    unknown = [s for s in policies if s not in deciders]
    if unknown:
        raise ValueError(f"no deciding seat {unknown} in {module.NAME}; seats are {deciders}"
                         + (f" ({', '.join(module.AUTOMATA)} is an automaton)" if module.AUTOMATA else ""))
    missing = [s for s in deciders if s not in policies]
    if missing:
        raise ValueError(f"no bot for seat(s) {missing}; give a bot name for every seat of {deciders}")
    out = {}
    for seat, bot in policies.items():
        name, options = (bot, {}) if isinstance(bot, str) else bot if isinstance(bot, tuple) else (None, None)
        if not isinstance(name, str) or not isinstance(options, dict):
            raise ValueError(f"the bot of {seat} must be a name or (name, options dict), not {bot!r}")
        out[seat] = (name, dict(options))
    return out


def _check_n(n) -> int:
    if type(n) is not int or n < 1:
        raise ValueError(f"n (games to play) must be a whole number >= 1, not {n!r}")
    return n


def _check_seed(seed) -> int:
    if type(seed) is not int or seed < 0:
        raise ValueError(f"seed (of the first game) must be a whole number >= 0, not {seed!r}")
    return seed


def _chunks(n: int, seed: int, chunk: int | None) -> list[tuple[int, int]]:
    """Return (first seed, games) of every chunk; by default about 32 chunks, at most 5,000 games each."""
    if chunk is None:
        chunk = min(5000, max(1, math.ceil(n / 32)))
    elif type(chunk) is not int or chunk < 1:
        raise ValueError(f"chunk (games per task) must be a whole number >= 1 or None, not {chunk!r}")
    return [(seed + i, min(chunk, n - i)) for i in range(0, n, chunk)]


# ----- running ----------------------------------------------------------------------------------------
@contextmanager
def _pool(executor):
    """Yield an Executor (or None for this process); a pool made here is shut down afterwards."""
    if executor is None or isinstance(executor, Executor):
        yield executor
        return
    if executor == "processes":
        workers = os.cpu_count() or 1
    elif type(executor) is int and executor >= 1:
        workers = executor
    else:
        raise ValueError(f"executor must be None, 'processes', a number of worker processes or a "
                         f"concurrent.futures.Executor, not {executor!r}")
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield pool


def _execute(tasks: list, executor, progress, total: int, work=None) -> list:
    """Return `work(*task)` (by default `play_chunk`) of every task, in task order, with a tqdm bar of games done
    when asked."""
    from tqdm.auto import tqdm

    work = work or play_chunk
    show = total >= PROGRESS_FROM if progress is None else bool(progress)
    results: list = [None] * len(tasks)
    with tqdm(total=total, unit="game", disable=not show) as bar, _pool(executor) as pool:
        if pool is None:
            for i, task in enumerate(tasks):
                results[i] = work(*task)
                bar.update(task[2])
            return results
        futures = {pool.submit(work, *task): i for i, task in enumerate(tasks)}
        for future in as_completed(futures):
            i = futures[future]
            results[i] = future.result()
            bar.update(tasks[i][2])
    return results


def play_chunk(spec: _Spec, start: int, size: int) -> dict:
    """Return the columns (name -> list) of games `start` … `start + size - 1` played as `spec` says."""
    module = get_game(spec.game)
    columns: dict[str, list] = {}
    for s in range(start, start + size):
        for key, value in play_one(module, spec, s).items():
            columns.setdefault(key, []).append(value)
    return columns


def play_one(module, spec: _Spec, seed: int) -> dict:
    """Return the row of one game: seed, outcome, cause, turns, steps per seat and the game's own numbers."""
    state, steps, _ = play_out(module, spec, seed)
    result = state.result
    row = {"seed": seed, "outcome": result.outcome, "cause": result.cause,
           "turns": getattr(result, "turns", None) or state.turn}
    row.update({f"steps_{seat}": k for seat, k in steps.items()})
    row.update(get_spec(module).summary(state))
    return row


def play_out(module, spec: _Spec, seed: int):
    """Return (the finished game `seed`, decisions taken per seat, every event of the game or None when the spec
    records none) played by the spec's bots."""
    state = spec.new_game(module, seed)
    log = list(state.events) if spec.events else None
    seats = tuple(getattr(state, "seats", module.SEATS))
    bots = {seat: make_bot(name, module.NAME, seed * SEAT_STRIDE + seats.index(seat), **options)
            for seat, (name, options) in spec.bots.items()}
    steps = dict.fromkeys(bots, 0)
    automata = module.AUTOMATA
    while state.to_act is not None:
        seat = state.to_act
        if seat in automata:
            state.apply(state.legal_actions()[0])
        else:
            steps[seat] += 1
            state.apply(bots[seat].choose(state))
        if log is not None:  # `state.events` holds the last step's events only
            log += state.events
    return state, steps, log


def _frame(parts: list):
    """Return one DataFrame from column dicts, sorted by seed."""
    import pandas as pd

    columns: dict[str, list] = {}
    for part in parts:
        for key, values in part.items():
            columns.setdefault(key, []).extend(values)
    return pd.DataFrame(columns).sort_values("seed", ignore_index=True)
