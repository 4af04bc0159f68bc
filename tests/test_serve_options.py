"""Issue 25 (docs/rooms.md "Hosting", "Limits per client and per server", "How long a room lives"): every option of
`python -m cthulhu_widgets.serve` states its default in its help and is named in docs/rooms.md, and the Jupyter
extension's options (traitlets) have the same defaults as serve's."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from cthulhu_widgets.serve import parse_args, parser

ROOT = Path(__file__).resolve().parents[1]
SHARED = ("bot_pace", "max_rooms", "lobby_page", "max_steps", "send_queue", "client_rate", "join_rate", "create_rate",
          "expire_idle", "expire_unjoined", "keep_finished", "rooms_per_client")


def options():
    return [a for a in parser()._actions if a.option_strings and a.dest != "help"]


def test_ROOMS_OPTIONS_every_serve_option_states_its_default_and_is_documented():
    """Each option's help says its default (or is a flag, or has none), and docs/rooms.md names each option."""
    doc = (ROOT / "docs" / "rooms.md").read_text(encoding="utf-8")
    for action in options():
        name = action.option_strings[0]
        assert name in doc, f"{name} is not in docs/rooms.md"
        if action.default not in (None, False, []) and action.dest not in ("port", "host", "synchronous"):
            assert "default" in (action.help or ""), f"{name}'s help does not state its default"


def test_ROOMS_OPTIONS_the_extension_has_serve_s_defaults():
    """--CthulhuRooms.<name> of the Jupyter extension defaults to what serve's --<name> does."""
    pytest.importorskip("jupyter_server")
    from cthulhu_widgets.rooms.extension import CthulhuRooms

    args, traits = parse_args([]), CthulhuRooms()
    for name in SHARED:
        assert getattr(traits, name) == getattr(args, name), name
        assert re.search(rf"`?(--CthulhuRooms\.)?{name}`?", (ROOT / "docs" / "rooms.md").read_text()), name


@pytest.mark.parametrize("option, value", [("expire_idle", 0), ("expire_unjoined", -1), ("keep_finished", "1"),
                                           ("client_rate", 0), ("join_rate", True), ("create_rate", -3),
                                           ("join_timeout", 0)])
def test_ROOMS_OPTIONS_a_bad_limit_is_said_before_the_journal_is_taken(tmp_path, option, value):
    """A limit out of range is a ValueError naming it and what is allowed; the journal is not left locked."""
    from cthulhu_widgets.rooms.hub import Hub

    with pytest.raises(ValueError, match=rf"{option} is a number of .* above 0"):
        Hub(tmp_path, **{option: value})
    Hub(tmp_path).close()          # the journal's lock was never taken
