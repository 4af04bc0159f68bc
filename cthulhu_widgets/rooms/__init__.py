"""Rooms: tables for several people, held by a server process (docs/rooms.md).

The engine runs in the server; each human seat and each spectator has a websocket of its own and receives only
its own view. Seats are capabilities (one secret token per seat), every action is journaled before it is sent,
and a restarted server replays its rooms.

    spec      what a room is made of (game, rules, seed, setup, seats), checked from untrusted JSON
    tokens    seat tokens: made, hashed, compared
    journal   the SQLite journal of rooms and their actions
    room      one table: its state, seats, sockets, lock and bots
    hub       every room of a server: create, list, find, restore from the journal
    protocol  the websocket messages: parsing, limits, rate
    handlers  the HTTP and websocket handlers (shared by the Jupyter extension and the standalone server)
    extension the Jupyter server extension (enabled on install)

Importing this package is cheap: the server parts load only when a server asks for them.
"""
from __future__ import annotations


def _jupyter_server_extension_points() -> list[dict]:
    """Return where Jupyter finds the extension (jupyter-config/…/cthulhu_widgets.json enables it)."""
    return [{"module": "cthulhu_widgets.rooms.extension"}]
