"""The written view contract: a JSON Schema (draft 2020-12) per game of what `State.view(seat)` returns and the widget
syncs as `view` (seat views, the public view and the designer's `view(None)`). tests/test_view_schema.py checks the
engines against them and the front end's tests (js/src/*.test.js) validate every fixture view with them before
laying it out, so a field the front end reads is a field the kernel sends."""
from __future__ import annotations

import json
from functools import cache
from pathlib import Path

HERE = Path(__file__).resolve().parent


@cache
def _text(game: str) -> str:
    path = HERE / f"{game}_view.json"
    if not path.is_file():
        games = sorted(p.name.removesuffix("_view.json") for p in HERE.glob("*_view.json"))
        raise ValueError(f"no view schema for {game!r}; there are: {', '.join(games)}")
    return path.read_text(encoding="utf-8")


def view_schema(game: str) -> dict:
    """Return the JSON Schema of `game`'s view (a fresh dict: change it freely)."""
    return json.loads(_text(game))
