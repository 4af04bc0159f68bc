"""A page's messages to a GameWidget, delivered through ipywidgets' real dispatcher (`_handle_msg`) as the comm
delivers them, and what the widget sends back: shared by the widget security, fuzz, hot-seat and bar tests."""
from __future__ import annotations

import logging


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
