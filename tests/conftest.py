"""Shared helpers: the toy fourth game's registration, scenario builders for the Letter engine, the hypothesis
profile, the packaging fixtures shared by the xdist workers, the order the workers take the files in, and CPU time
per test."""
from __future__ import annotations

import os
import sys
from contextlib import contextmanager
from pathlib import Path

import no_format_grammar  # noqa: F401  (before anything imports jsonschema)
import pytest
from hypothesis import HealthCheck, settings

import toy_game
from cthulhu_widgets.games import letter, register, unregister

settings.register_profile("ci", max_examples=60, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("thorough", max_examples=1000, deadline=None)
# `make quick`: the inner loop's property tests try a few examples each (the ones that cap their own at the profile's).
settings.register_profile("quick", max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


# ----- the toy fourth game ------------------------------------------------------------------------------------
# Duel (tests/toy_game) is registered once, for the whole run and before any test module is collected, so every
# suite parametrized over the registry (games.GAMES, games.specs()) collects it beside the three games.
def pytest_configure(config):
    register(toy_game.SPEC)


def pytest_unconfigure(config):
    unregister(toy_game.NAME)


@pytest.fixture(scope="session")
def toy():
    """Return the spec of the toy game, as registered."""
    from cthulhu_widgets.games import get_spec

    return get_spec(toy_game.NAME)


def scenario(hand: str, deck: list[str], clues: list[str], *, rest: str = "deck", seed: int = 0,
             rules=None, **zones):
    """Return a new game laid out exactly: `hand` is the one card dealt, `deck` and `clues` top first.

    The player's first turn draws deck[0]. Cards the scenario does not name go below the named deck
    cards, shuffled (`rest="deck"`), or out of the game (`rest="removed"`, so the deck is exactly `deck`).
    Other zones (discard, opponent_discard, unused, removed) pass through to the setup.
    """
    setup = {"hand": [hand], "deck": list(deck), "clues": list(clues), **zones}
    if rest == "deck":
        setup["deck"].append("...")
    else:
        r = letter.Rules.from_dict(rules)
        left = leftover(setup)
        if r.remove_random_insane and "unused" not in setup:
            setup["unused"] = [next(k for k in left if k in INSANE_1_TO_7_IDS)]
            left.remove(setup["unused"][0])
        setup["removed"] = list(setup.get("removed", [])) + left
    return letter.new_game(seed, rules=rules, setup=setup)


INSANE_1_TO_7_IDS = ["deep_ones", "golden_mead", "hound_of_tindalos", "liber_ivonis", "mi_go",
                     "nyarlathotep", "shining_trapezohedron"]


def leftover(setup: dict) -> list[str]:
    """Return the card ids a setup does not place (Necronomicon, Cthulhu, Braincase excepted)."""
    left = [k.id for k in letter.KINDS for _ in range(k.count)
            if k.id not in ("necronomicon", "cthulhu", "mi_go_braincase")]
    for ids in setup.values():
        for kind in ([ids] if isinstance(ids, str) else ids):
            if kind in left:
                left.remove(kind)
    return left


def names(cards) -> list[str]:
    """Return the card ids of a list of view card dicts (hidden ones as '?')."""
    return [c.get("id", "?") for c in cards]


def kinds(state, zone: str) -> list[str]:
    """Return the card ids in one zone of the state, top card first for deck and opponent stack."""
    from cthulhu_widgets.games.letter.cards import CARD_KIND
    cards = state.zones()[zone]
    if zone in ("deck", "opponent"):
        cards = cards[::-1]
    return [CARD_KIND[c] for c in cards]


def event_rules(state) -> list[str]:
    """Return the rule IDs of the events of the last step."""
    return [e.rule for e in state.events]


@pytest.fixture
def rules():
    """Return the default Letter rules."""
    return letter.Rules()


def check_fixture(path, data) -> None:
    """Assert a front-end fixture file holds `data` (UPDATE_GOLDEN=1 rewrites it first): the JS tests read it."""
    import json

    if os.environ.get("UPDATE_GOLDEN") == "1":
        path.parent.mkdir(exist_ok=True)
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    assert path.exists(), f"{path.name} is missing: run UPDATE_GOLDEN=1 make test"
    assert json.loads(path.read_text(encoding="utf-8")) == json.loads(json.dumps(data)), \
        f"{path.name} is stale: run UPDATE_GOLDEN=1 make test and review the diff"


@pytest.fixture(scope="session")
def no_node(tmp_path_factory):
    """Return the failing Node-tool shims (test_packaging.py, test_binder.py): one folder for the whole run, so
    under xdist the logs the build wrote on one worker are the logs the tests read on another."""
    import packaging_support

    with _shared(tmp_path_factory) as shared:
        made = getattr(shared, "root", None)
        if made is not None and (made / "no-node" / "bin").is_dir():  # another worker made them
            return packaging_support._made.setdefault("no_node", packaging_support.NoNode(made / "no-node" / "bin"))
        return packaging_support.no_node(shared)


@pytest.fixture(scope="session")
def dist(tmp_path_factory, no_node):
    """Return the sdist and wheel, built once per run (test_packaging.py, test_binder.py): under xdist the first
    worker to need them builds them, the other waits on a lock and reuses them."""
    import json

    import packaging_support

    if not os.environ.get("PYTEST_XDIST_WORKER"):
        return packaging_support.build_dist(tmp_path_factory, no_node)
    with _shared(tmp_path_factory) as shared:
        record = shared.root / "dist.json"
        if record.exists():
            made = json.loads(record.read_text())
            return packaging_support._made.setdefault("dist", packaging_support.Dist(
                Path(made["sdist"]), Path(made["wheel"]), made["seconds"]))
        built = packaging_support.build_dist(shared, no_node)
        record.write_text(json.dumps({"sdist": str(built.sdist), "wheel": str(built.wheel), "seconds": built.seconds}))
        return built


class _SharedTemp:
    """A tmp_path_factory stand-in whose mktemp(name) is one folder for every xdist worker of the run."""

    def __init__(self, root: Path):
        self.root = root

    def mktemp(self, name: str) -> Path:
        path = self.root / name
        path.mkdir(exist_ok=True)
        return path


@contextmanager
def _shared(tmp_path_factory):
    """Hold the run's lock and yield the folder every worker sees (xdist gives each worker its own basetemp
    under one parent); without xdist, the session's own temporary folder."""
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        yield tmp_path_factory
        return
    import fcntl

    root = tmp_path_factory.getbasetemp().parent / "shared"
    root.mkdir(exist_ok=True)
    with open(root / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield _SharedTemp(root)


# ----- pytest-xdist: costly files first ---------------------------------------------------------------------
# `make test` runs `-n 2 --dist loadfile --no-loadscope-reorder`: each file (a notebook's cells, a module's
# fixtures) stays on one worker, and the workers take the files in the order collected. (`--dist loadgroup`
# groups nothing with pytest 9.2 and xdist 3.8: pytest-dev/pytest-xdist#1386.) So that no long file is left
# for the end while the other worker idles, the files are collected costliest first: by their wall time in the
# last run (kept in the pytest cache), else, for files never timed, by their number of tests.
FILE_SECONDS = "cthulhu_widgets/file_seconds"


def _seconds_key(config) -> str:
    """Return the cache key of the files' seconds: a run that selects tests by marker or keyword (`make quick`) keeps
    its own, so its short files do not order `make test` (nor the whole files `make quick`)."""
    import hashlib

    selection = "\0".join((config.getoption("markexpr", "") or "", config.getoption("keyword", "") or ""))
    return f"{FILE_SECONDS}_{hashlib.sha1(selection.encode()).hexdigest()[:12]}" if selection.strip("\0") \
        else FILE_SECONDS


def _file_of(nodeid: str) -> str:
    return nodeid.split("::", 1)[0]


# A fresh clone (CI) has no cache: there the files are ordered by these seconds (a -n 3 run's wall time per file on
# this 2-core machine, 2026-12-03; the fuzz, the Mythos widget and the prompts files scaled down after round I cut
# their counts and page loads; names under tests/ unless they say otherwise), then by their number of tests, so
# the Binder build and the browser files still go first (issue 23 round G: ordered by size alone, a fresh clone
# left the long browser files, a few tests each, for the end). A browser file in neither counts as 30 s.
KNOWN_SECONDS = {
    "test_binder.py": 338, "test_ui_round6.py": 150, "test_browser_play.py": 132, "test_browser_wire.py": 114,
    "test_browser_rooms.py": 108, "test_browser_prompts.py": 62, "notebooks/design_review.ipynb": 84,
    "test_browser_analysis.py": 78, "test_browser_chaos.py": 76, "test_browser_replay.py": 73,
    "test_browser_letter.py": 72, "test_browser_coach.py": 58, "test_browser_round6e_mythos.py": 54,
    "test_ismcts.py": 52, "test_browser_layout_still.py": 52, "test_glossary_prompts.py": 50,
    "test_mythos_data.py": 46, "test_browser_feedback.py": 45, "test_mythos_engine.py": 41,
    "test_browser_round6f_room.py": 40, "test_chaos_table_round3.py": 38, "test_browser_story.py": 37,
    "test_widget_fuzz.py": 15, "test_packaging.py": 36, "test_browser_round6d_phone.py": 31, "test_frames.py": 31,
    "test_browser_round6f_mythos.py": 29, "test_widget_mythos.py": 13, "test_page_round4.py": 25,
    "test_browser_hints.py": 23, "test_ui_round6b.py": 23, "test_browser_mythos.py": 22, "test_rooms_load.py": 20,
    "test_browser_chaos_follow.py": 19, "test_mythos_table_round3.py": 18, "test_rule_profile.py": 17,
    "test_mythos_coach_moments.py": 16, "notebooks/letter_tutorial.ipynb": 15, "test_mythos_round6g.py": 14,
    "test_page_bar_round3.py": 14, "test_chaos_round6d.py": 13, "test_browser_rooms_lobby.py": 12,
    "test_file_limits.py": 12, "test_rooms_forced_pass.py": 11, "test_fairness.py": 11,
    "test_chaos_properties.py": 11, "test_letter_deal.py": 11, "test_rooms_round4.py": 10
}


def _estimate(item, file: str, seconds: dict, count: dict, selected: bool) -> float:
    """Return the seconds a file is expected to take: the more of the last run's and KNOWN_SECONDS (a file that
    reused a kept build last time may build again: test_binder.py), else by its kind. A run that selects by marker
    or keyword (`make quick`: -m "not slow") goes by its own last run first: KNOWN_SECONDS are whole files."""
    if selected and seconds.get(file) is not None:
        return seconds[file]
    known = [s for s in (seconds.get(file), KNOWN_SECONDS.get(file.removeprefix("tests/"))) if s is not None]
    if known:
        return max(known)
    return 30.0 if item.get_closest_marker("browser") else 0.05 * count[file]


def pytest_collection_modifyitems(config, items):
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        return
    cache = getattr(config, "cache", None)
    seconds = cache.get(_seconds_key(config), {}) if cache is not None else {}
    count: dict[str, int] = {}
    for item in items:
        count[_file_of(item.nodeid)] = count.get(_file_of(item.nodeid), 0) + 1
    first = {f: i for i, f in reversed(list(enumerate(_file_of(item.nodeid) for item in items)))}
    # The lite files (one long browser test each, 45-95 s; never timed in a fresh clone, or timed as skips) go first.
    lite = {_file_of(item.nodeid) for item in items if item.get_closest_marker("lite")}
    cost = {}
    for item in items:
        cost.setdefault(_file_of(item.nodeid), _estimate(item, _file_of(item.nodeid), seconds, count,
                                                         _seconds_key(config) != FILE_SECONDS))
    # The costliest first; ties by size, then as collected.
    items.sort(key=lambda item: (_file_of(item.nodeid) not in lite, -cost[_file_of(item.nodeid)],
                                 -count[_file_of(item.nodeid)], first[_file_of(item.nodeid)]))


_FILE_WALL: dict[str, float] = {}


def pytest_sessionfinish(session):
    if "browser_support" in sys.modules:  # the worker's shared Voilà servers (browser_support.shared_voila)
        sys.modules["browser_support"].close_shared_servers()
    cache = getattr(session.config, "cache", None)
    if cache is None or hasattr(session.config, "workerinput") or not _FILE_WALL:
        return
    key = _seconds_key(session.config)
    cache.set(key, {**cache.get(key, {}), **{f: round(s, 2) for f, s in _FILE_WALL.items()}})


# ----- CPU time per test (PYTEST_CPU_DURATIONS=N prints the N costliest) ----------------------------------------
# Wall-clock durations mean little on a shared machine; CPU seconds of the test process plus the processes it
# started and waited for (servers, kernels, builds) do. Works under xdist: the workers send it in the reports.
def _cpu_now() -> float:
    import resource

    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    spent = getattr(item, "_cpu_spent", {}).get(call.when)
    if spent is not None:
        report.user_properties.append(("cpu_s", spent))
    return report


def _timed(when):
    @pytest.hookimpl(wrapper=True)
    def hook(item, *args):
        if not os.environ.get("PYTEST_CPU_DURATIONS"):
            return (yield)
        started = _cpu_now()
        try:
            return (yield)
        finally:
            item.__dict__.setdefault("_cpu_spent", {})[when] = _cpu_now() - started
    return hook


pytest_runtest_setup = _timed("setup")
pytest_runtest_call = _timed("call")
pytest_runtest_teardown = _timed("teardown")
_CPU: dict[tuple[str, str], float] = {}
_WORKER_DONE: dict[str, float] = {}   # xdist worker -> when its last report came (controller's clock)
_STARTED: list[float] = []


def pytest_sessionstart(session):
    import time

    _STARTED.append(time.monotonic())


def pytest_runtest_logreport(report):
    import time

    _FILE_WALL[_file_of(report.nodeid)] = _FILE_WALL.get(_file_of(report.nodeid), 0.0) + report.duration
    node = getattr(report, "node", None)
    if node is not None:
        _WORKER_DONE[node.gateway.id] = time.monotonic()
    for key, value in report.user_properties:
        if key == "cpu_s":
            _CPU[(report.nodeid, report.when)] = value


def pytest_terminal_summary(terminalreporter):
    if len(_WORKER_DONE) > 1:   # how long a worker idled at the end while another still ran tests
        done = ", ".join(f"{w} {at - _STARTED[0]:.0f} s" for w, at in sorted(_WORKER_DONE.items()))
        idle = max(_WORKER_DONE.values()) - min(_WORKER_DONE.values())
        terminalreporter.write_line(f"xdist workers' last test done at: {done} (the first idled {idle:.0f} s)")
    count = os.environ.get("PYTEST_CPU_DURATIONS")
    if not count or not _CPU or hasattr(terminalreporter.config, "workerinput"):
        return
    terminalreporter.write_sep("=", f"costliest {count} test phases by CPU (process + waited-for children)")
    for (nodeid, when), seconds in sorted(_CPU.items(), key=lambda kv: -kv[1])[:int(count)]:
        terminalreporter.write_line(f"{seconds:8.2f}s cpu {when:<8} {nodeid}")
    terminalreporter.write_line(f"{sum(_CPU.values()):8.2f}s cpu in all test phases")
