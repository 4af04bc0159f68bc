"""The engine side of the static play page (make lite, docs/lite.md): the web worker's Python entry.

The page runs Pyodide in a web worker; the worker calls `start` once and `command` for each message the canvas front
end sends, and posts back the trait changes (JSON text) the real GameWidget made, as a kernel would sync them.
"""
from __future__ import annotations

import json

from . import shim

_table = {}
GAMES = ("letter", "chaos", "mythos")


def prepare(game: str):
    """Import what a table of `game` needs (the page times this apart from the deal); return its widget class."""
    if game not in GAMES:
        raise ValueError(f"game must be one of {', '.join(GAMES)}, not {game!r}")
    shim.install()
    from .. import widgets

    return {"letter": widgets.LetterWidget, "chaos": widgets.ChaosWidget, "mythos": widgets.MythosWidget}[game]


def start(game: str, lang: str = "en", rounds: int = 0, learn: bool = False, lesson: int = 1) -> str:
    """Start a table of `game` in `lang` (a secret seed, bots at the other seats), CHAOS's at most `rounds` rounds when
    given (a room table's, for its course: review 29, room_en 3), on "Learn to play"'s first step when `learn` (the
    page's ?learn=1), CHAOS's `lesson` 2 when asked (&lesson=2, review 37, room_en); return its whole state as JSON."""
    cls = prepare(game)
    if not issubclass(cls, shim.AnyWidget):
        raise RuntimeError("cthulhu_widgets.lite drives the widgets where anywidget is absent (the static page's "
                           "Pyodide); this Python has anywidget: show the widgets themselves instead")
    # a player's table, as the play notebooks' (notebooks/play_*.ipynb): no designer controls and no hidden card shown,
    # the other seats at a readable pace, the table fitted to the window (review 29, room_en 3: the course a room
    # opens over its table showed Seed, Reveal, Bot move and autoplay)
    rules = {"max_rounds": int(rounds)} if game == "chaos" and 0 < int(rounds or 0) <= 1000 else None
    widget = cls(rules=rules, lang=lang, can_reveal=False, delay_ms=700, fit_screen=True)
    # a room's course (?learn=1) ends with no "Play again on Easy": a room's games have no level (review 41, room_zh 7)
    widget.points_to_easy = not learn
    # dealt here, before the first table is drawn (review 34, room_en 6: a course link showed a plain game with the
    # bots moving until the page pressed ★ Learn to play); CHAOS's lesson 2 by its own link (review 37, room_en)
    if learn and game == "chaos" and lesson == 2:
        widget.learn(lesson)
    elif learn:
        widget.learn()
    widget.outbox.clear()
    _table["widget"] = widget
    return json.dumps(widget.get_state(), ensure_ascii=False)


def command(text: str) -> str:
    """Run one page message (JSON text `{"cmd": ...}`) and return the trait changes it made, as a JSON list."""
    widget = _table["widget"]
    widget.deliver(json.loads(text))
    changes, widget.outbox[:] = list(widget.outbox), []
    return json.dumps(changes, ensure_ascii=False)


def bench(game: str, seconds: float = 1.0) -> str:
    """Return how many random-play steps a second this Python runs `game` at (JSON {"steps", "seconds"})."""
    import importlib
    import random
    import time

    if game not in GAMES:
        raise ValueError(f"game must be one of {', '.join(GAMES)}, not {game!r}")
    module = importlib.import_module(f"cthulhu_widgets.games.{game}")
    rng, steps, began = random.Random(1), 0, time.perf_counter()
    while time.perf_counter() - began < seconds:
        state = module.new_game(rng.randrange(2**32))
        while state.result is None:
            state.apply(rng.choice(state.legal_actions()))
            steps += 1
    spent = time.perf_counter() - began
    return json.dumps({"game": game, "steps": steps, "seconds": round(spent, 3),
                       "steps_per_s": round(steps / spent)})
