"""Round AO8 (newcomer review 23, room_en finding 8, 099_t2i): "B1 sat on one turn for more than 5 minutes: 'choosing
for 5 min this turn'. I pressed Nudge and got 'Nudged B1 ✓', but there was no turn timer, no auto-pass and no offer to
let a bot take over. The table was stuck." After a person has thought for the room's `takeover` minutes (3 by default,
0: never), the other seated persons may ask that a bot play the seat: a majority of the other connected persons, any
one when they are the only other. The server owns the clock and the count: an early or forged ask is refused, and the
state is unchanged. The bot plays until its person comes back (their act, "back", or their reconnection)."""
from __future__ import annotations

import asyncio

import pytest

from rooms_support import Conn as SocketStandIn, create, in_process

import cthulhu_widgets.rooms.room as room_module
from cthulhu_widgets.rooms.protocol import Refused, read_message
from cthulhu_widgets.rooms.spec import RoomError, RoomSpec, spec_from_request
from cthulhu_widgets.rooms.takeover import ask_for_bot, come_back

PEOPLE = {"A1": "human", "A2": "human", "B1": "human", "B2": "human"}


class Conn(SocketStandIn):
    """A socket stand-in that also finds the last state it was sent."""

    def last_state(self):
        return next(m for m in reversed(self.sent) if m.get("type") == "state")


def seated(room, seats):
    """Join a connection for each of `seats`; return them by seat."""
    conns = {s: Conn() for s in seats}
    for s, c in conns.items():
        room.join(s, c)
    return conns


async def settle(room):
    """Let the room's bot driver play until a person is to act."""
    for _ in range(200):
        await asyncio.sleep(0)
        if room._driver is None or room._driver.done():
            return
    await asyncio.wait_for(room._driver, 5)


TWO_PEOPLE = {"A1": "human", "A2": "bot:heuristic", "B1": "human", "B2": "bot:heuristic"}


async def stalled(hub, base):
    """Return a two-person CHAOS room settled at a person's turn, the seat it waits for and the other person's."""
    made = await create(base, game="chaos", seed=3, seats=TWO_PEOPLE)
    room = hub.get(made["room"])
    await settle(room)
    waited = room.state.to_act
    return room, waited, "B1" if waited == "A1" else "A1"


def test_round24ao8_the_others_let_a_bot_play_a_stalled_seat_and_its_person_takes_it_back(tmp_path, monkeypatch):
    async def main():
        async with in_process(tmp_path) as (hub, base):
            made = await create(base, game="chaos", seed=3, seats=PEOPLE)
            room = hub.get(made["room"])
            conns = seated(room, PEOPLE)
            waited = room.state.to_act
            others = [s for s in PEOPLE if s != waited]
            start, step = room.turn_from, room.step
            clock = {"t": start + 120}
            monkeypatch.setattr(room_module, "now", lambda: clock["t"])
            assert conns[others[0]].last_state()["takeover"]["after"] == 180
            with pytest.raises(Refused, match="3 min"):
                ask_for_bot(room, others[0], waited)          # too early: 3 minutes of a turn are the person's
            clock["t"] = start + 181
            with pytest.raises(Refused):
                ask_for_bot(room, None, waited)               # a spectator cannot ask
            with pytest.raises(Refused):
                ask_for_bot(room, waited, waited)             # nor the person of the seat
            with pytest.raises(Refused):
                ask_for_bot(room, others[0], others[1])       # nor for a seat the game does not wait on
            assert room.step == step and room.takeover.bots == {}
            ask_for_bot(room, others[0], waited)              # 1 of 3 others: a majority is 2
            await settle(room)
            assert room.step == step and room.state.to_act == waited
            state = conns[others[1]].last_state()["takeover"]
            assert state["asked"] == [others[0]] and state["needed"] == 2 and state["bots"] == []
            ask_for_bot(room, others[1], waited)              # 2 of 3: the bot plays the seat
            assert waited in room.takeover.bots
            await settle(room)
            assert room.step > step and room.state.to_act != waited
            assert conns[others[0]].last_state()["takeover"]["bots"] == [waited]
            come_back(room, waited, broadcast=True)                           # the person is back
            assert room.takeover.bots == {} and conns[others[0]].last_state()["takeover"]["bots"] == []
    asyncio.run(main())


def test_round24ao8_one_other_person_is_enough_and_a_reconnection_takes_the_seat_back(tmp_path, monkeypatch):
    async def main():
        async with in_process(tmp_path) as (hub, base):
            room, waited, other = await stalled(hub, base)
            conns = seated(room, ("A1", "B1"))
            clock = {"t": room.turn_from + 200}
            monkeypatch.setattr(room_module, "now", lambda: clock["t"])
            ask_for_bot(room, other, waited)
            assert waited in room.takeover.bots
            room.leave(conns[waited])
            room.join(waited, Conn())                         # reconnected: theirs again
            assert room.takeover.bots == {}
    asyncio.run(main())


def test_round24ao8_a_room_set_to_never_refuses_every_ask(tmp_path, monkeypatch):
    async def main():
        async with in_process(tmp_path) as (hub, base):
            made = await create(base, game="chaos", seed=3, seats=PEOPLE, takeover=0)
            room = hub.get(made["room"])
            conns = seated(room, PEOPLE)
            waited = room.state.to_act
            other = next(s for s in PEOPLE if s != waited)
            monkeypatch.setattr(room_module, "now", lambda: room.turn_from + 3600)
            with pytest.raises(Refused, match="turned that off"):
                ask_for_bot(room, other, waited)
            assert conns[other].last_state()["takeover"]["after"] is None
    asyncio.run(main())


def test_round24ao8_the_option_is_checked_and_a_default_room_digests_as_before():
    spec, _ = spec_from_request({"game": "chaos", "seed": 1})
    assert spec.takeover == 3 and "takeover" not in spec.to_dict()   # older journals' genesis unchanged
    assert RoomSpec.from_dict(spec.to_dict()).takeover == 3
    assert spec_from_request({"game": "chaos", "seed": 1, "takeover": 5})[0].to_dict()["takeover"] == 5
    for bad in (-1, 61, "3", 2.5, True):
        with pytest.raises(RoomError, match="takeover"):
            spec_from_request({"game": "chaos", "seed": 1, "takeover": bad})


def test_round24ao8_the_messages_are_read_strictly():
    assert read_message('{"type": "takeover", "seat": "B1"}')["seat"] == "B1"
    assert read_message('{"type": "back"}')["type"] == "back"
    with pytest.raises(Refused, match="seat"):
        read_message('{"type": "takeover"}')


def test_round24ao8_refusals_speak_every_room_language():
    from cthulhu_widgets.rooms.room_words import TAKEOVER_REFUSED
    keys = set(TAKEOVER_REFUSED["en"])
    for lang in ("ja", "zh", "zh-TW"):
        assert set(TAKEOVER_REFUSED[lang]) == keys, lang


def test_round24ao8_the_chat_tells_everyone_and_keeps_it(tmp_path, monkeypatch):
    async def main():
        async with in_process(tmp_path) as (hub, base):
            room, waited, other = await stalled(hub, base)
            conns = seated(room, ("A1", "B1"))
            monkeypatch.setattr(room_module, "now", lambda: room.turn_from + 200)
            ask_for_bot(room, other, waited)
            come_back(room, waited, broadcast=True)
            told = [(line["seat"], line["text"]) for m in conns[other].sent if m["type"] == "chat"
                    for line in m["lines"]]
            assert told == [("@takeover", waited), ("@back", waited)]
            kept = [(line["seat"], line["text"]) for line in hub.journal.chat(room.id, 10)]
            assert kept == told                              # a reloaded page reads it again
    asyncio.run(main())
