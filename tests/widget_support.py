"""A page's messages to a GameWidget, delivered through ipywidgets' real dispatcher (`_handle_msg`) as the comm
delivers them, and what the widget sends back: shared by the widget security, fuzz, hot-seat and bar tests."""
from __future__ import annotations

import logging
import os


def scaled(count: int, ci: int | None = None) -> int:
    """Return a random-game or fuzz loop's count: `ci` in make test (CTHULHU_TEST_SCALE unset), else the full
    `count` times CTHULHU_TEST_SCALE (make soak: full counts times SOAK_SCALE).

    make test's (ci) counts are sized to the bugs these loops caught (issue 23 round I: Makefile, docs/testing.md)."""
    scale = os.environ.get("CTHULHU_TEST_SCALE", "")
    if not scale and ci is not None:
        return ci
    return count * max(1, int(scale or 1))


def message(w, data):
    """Deliver a comm message's data to the widget as ipywidgets would."""
    w._handle_msg({"content": {"data": data}, "buffers": []})


def send(w, content):
    """Send a page command (a custom message)."""
    message(w, {"method": "custom", "content": content})


def update(w, state):
    """Send a page's trait update."""
    message(w, {"method": "update", "state": state, "buffer_paths": []})


def capture(w) -> list:
    """Return the list every message the widget sends to the browser from now on is recorded in."""
    sent = []
    w._send = lambda msg, buffers=None: sent.append(msg)
    return sent


class Recorder(logging.Handler):
    """Keep every record ipywidgets logs for the widget (a caught exception is logged with exc_info)."""

    def __init__(self):
        super().__init__()
        self.records = []

    def emit(self, record):
        self.records.append(record)
