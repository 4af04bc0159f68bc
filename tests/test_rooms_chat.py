"""A room's chat (issue 23, docs/rooms.md): lines of at most 200 characters, rate-limited per socket and per client
(the refusal says the limit), kept in the journal (a restarted server sends them again), sent to this room's seats and
spectators only, as plain text (the page draws it as text: js/src/room/chat.test.js)."""
from __future__ import annotations

import asyncio

import pytest
from rooms_support import Client, create, in_process

from cthulhu_widgets.rooms.chat import CLIENT_BURST, MAX_CHAT, SOCKET_BURST, Chat, clean, socket_limit
from cthulhu_widgets.rooms.protocol import Refused

SEATS = {"A1": "human", "A2": "human", "B1": "bot:random", "B2": "bot:random"}
EVIL = "<img src=x onerror=alert(1)>"


def is_chat(m):
    return m["type"] == "chat" and m["lines"]


class Clock:
    def __init__(self):
        self.t = 0.0

    def __call__(self):
        return self.t


class Paper:
    """A journal that keeps the chat lines it is given."""

    def __init__(self):
        self.lines = []

    def say(self, room, line):
        self.lines.append(line)


def test_issue23_chat_line_is_at_most_200_characters_and_not_empty():
    """Issue 23 (rooms: chat ≤ 200 characters): longer or empty lines are refused saying the limit; line breaks and
    control characters become spaces; the text is kept as typed (HTML too: it is drawn as text)."""
    assert clean("x" * MAX_CHAT) == "x" * MAX_CHAT
    with pytest.raises(Refused, match="at most 200 characters, not 201"):
        clean("x" * 201)
    with pytest.raises(Refused, match="empty"):
        clean(" \n\t ")
    assert clean("a\nb\u202ec") == "a b c" and clean(EVIL) == EVIL


def test_issue23_chat_is_rate_limited_per_socket_and_per_client_and_says_the_limit():
    """Issue 23 (rooms: chat rate limit): a socket may send SOCKET_BURST lines at once, a client (a seat over all its
    sockets) CLIENT_BURST; the refusal names the limit; time lets it speak again; other clients are not held."""
    clock, paper = Clock(), Paper()
    chat = Chat("r", paper, clock=clock)
    first = socket_limit(clock)
    for i in range(SOCKET_BURST):
        chat.say("A1", "A1", f"hi {i}", first)
    with pytest.raises(Refused, match=f"at most {SOCKET_BURST} at once, then one every 2 seconds") as refused:
        chat.say("A1", "A1", "again", first)
    assert refused.value.code == "chat_rate"
    second = socket_limit(clock)                   # the same seat from a new socket: its client limit holds
    for i in range(CLIENT_BURST - SOCKET_BURST):
        chat.say("A1", "A1", f"more {i}", second)
    with pytest.raises(Refused, match=f"at most {CLIENT_BURST} at once, then one every 3 seconds"):
        chat.say("A1", "A1", "over", second)
    chat.say("A2", "A2", "my turn to talk", socket_limit(clock))
    clock.t += 3.1
    chat.say("A1", "A1", "later", socket_limit(clock))
    assert [line["n"] for line in paper.lines] == list(range(CLIENT_BURST + 2))


def test_issue23_chat_goes_to_this_room_only_survives_a_restart_and_keeps_html_as_text(tmp_path):
    """Issue 23 (rooms: chat): a seat's line reaches the other seat and a spectator of its room, labelled with the
    seat, not another room's connections; a spectator's line has seat null; after a restart a joining connection
    gets the lines again from the journal; '<img …>' comes back as the same text."""
    async def main():
        async with in_process(tmp_path) as (hub, base):
            one = await create(base, game="chaos", seed=3, seats=SEATS)
            two = await create(base, game="chaos", seed=3, seats=SEATS)
            a1, a2, watcher = [await Client(base, one["room"]).connect() for _ in range(3)]
            other = await Client(base, two["room"]).connect()
            await a1.join(one["links"]["A1"]["token"])
            await a2.join(one["links"]["A2"]["token"])
            await watcher.join(one["links"]["spectator"]["token"])
            await other.join(two["links"]["A1"]["token"])
            await a1.send({"type": "chat", "text": EVIL})
            for c in (a1, a2, watcher):
                got = await c.until(is_chat)
                assert got["lines"][-1]["seat"] == "A1" and got["lines"][-1]["text"] == EVIL
            await watcher.send({"type": "chat", "text": "nice move"})
            assert (await a2.until(is_chat))["lines"][-1]["seat"] is None
            await other.send({"type": "ping"})
            await other.until(lambda m: m["type"] == "pong")
            assert not any(m["type"] == "chat" and m["lines"] for m in other.received)
            await a1.send({"type": "chat", "text": "x" * 201})
            refused = await a1.until(lambda m: m["type"] == "error")
            assert refused["code"] == "bad_chat" and "200" in refused["message"]
            for c in (a1, a2, watcher, other):
                c.close()
        async with in_process(tmp_path) as (hub, base):       # the same journal, a new server
            back = await Client(base, one["room"]).connect()
            await back.join(one["links"]["A2"]["token"])
            got = await back.until(lambda m: m["type"] == "chat")
            assert [(x["seat"], x["text"]) for x in got["lines"]] == [("A1", EVIL), (None, "nice move")]
            back.close()
    asyncio.run(main())
