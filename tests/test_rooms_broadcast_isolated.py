"""A room's broadcast (issue 23 r6, found playing a Mythos room with a bot and a spectator): a reader whose state
cannot be built (a bug, logged) does not keep the other readers from getting theirs."""
from __future__ import annotations

import logging
from types import SimpleNamespace

from cthulhu_widgets.rooms.room import Room


class Conn:
    def __init__(self):
        self.sent = []

    def send(self, text):
        self.sent.append(text)


def test_a_failing_reader_is_logged_and_the_others_still_get_their_state(caplog):
    seat_conn, spectator = Conn(), Conn()

    def state_message(seat, lang, held):
        if seat is None:
            raise KeyError("n")
        return {"seat": seat, "log_from": held, "log_lines": ["a line"]}

    room = SimpleNamespace(id="r1", sockets={"p0": seat_conn}, spectators={spectator}, langs={}, held={},
                           state_message=state_message)
    with caplog.at_level(logging.ERROR, logger="cthulhu_widgets.rooms"):
        Room.broadcast(room)
    assert len(seat_conn.sent) == 1 and '"seat": "p0"' in seat_conn.sent[0]
    assert spectator.sent == []
    assert any("spectator" in r.getMessage() for r in caplog.records)
