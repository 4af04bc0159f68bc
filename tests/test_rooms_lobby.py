"""The lobby of listed rooms (issue 23, docs/rooms.md): a paged listing of public info only, a free seat claimed only
where the room's creator opened its seats, watching a listed room without a link; nothing in any listing or claim
carries another seat's token or a hidden card."""
from __future__ import annotations

import asyncio
import json

from rooms_support import Client, create, http, in_process

from cthulhu_widgets.rooms.hub import Hub
from cthulhu_widgets.rooms.room import PUBLIC

SEATS = {"A1": "human", "A2": "human", "B1": "bot:random", "B2": "bot:random"}


def test_issue23_lobby_is_paged_newest_first_and_never_lists_an_unlisted_room(tmp_path):
    """Issue 23 (rooms: lobby): a listing sends at most the page size (an option), says the total, and pages on."""
    async def main():
        async with in_process(tmp_path, lobby_page=3) as (hub, base):
            made = [(await create(base, game="letter", name=f"t{i}", seats={"player": "human"}))["room"]
                    for i in range(5)]
            hidden = (await create(base, game="letter", listed=False))["room"]
            status, first = await http(base, "/cthulhu/rooms")
            assert status == 200 and first["total"] == 5 and first["limit"] == 3 and len(first["rooms"]) == 3
            status, rest = await http(base, "/cthulhu/rooms?offset=3&limit=50")   # the limit is capped at the page
            assert status == 200 and len(rest["rooms"]) == 2 and rest["limit"] == 3
            listed = [r["room"] for r in first["rooms"] + rest["rooms"]]
            assert sorted(listed) == sorted(made) and hidden not in listed
            created = [r["created"] for r in first["rooms"] + rest["rooms"]]
            assert created == sorted(created, reverse=True) and len(set(listed)) == 5
            status, bad = await http(base, "/cthulhu/rooms?offset=-1")
            assert status == 400 and "offset" in bad["error"]
    asyncio.run(main())


def test_issue23_lobby_room_shows_name_game_seats_step_and_free_seats_but_no_token(tmp_path):
    """Issue 23 (rooms: lobby): a listed room says its name, game, seats (free or taken), step and whether it is
    over; neither the listing nor the info holds any token, token hash or hand."""
    async def main():
        async with in_process(tmp_path) as (hub, base):
            answer = await create(base, game="chaos", seed=3, name="Friday", seats=SEATS, open_seats=True)
            status, listing = await http(base, "/cthulhu/rooms")
            room = listing["rooms"][0]
            assert room["name"] == "Friday" and room["game"] == "chaos" and room["over"] is False
            assert room["free"] == ["A1", "A2"] and room["open_seats"] is True and "step" in room
            text = json.dumps(listing)
            for entry in answer["links"].values():
                assert entry["token"] not in text
            for stored in hub.get(answer["room"]).hashes.values():
                assert stored not in text
            everything = hub.get(answer["room"]).state.view(None)      # the designer's view: every hand
            cards = {c["id"] for hand in everything["hands"].values() for c in hand["cards"]}
            assert cards and not [c for c in cards if c in text] and "hands" not in text
    asyncio.run(main())


def test_issue23_a_free_seat_is_claimed_only_where_the_creator_opened_seats(tmp_path):
    """Issue 23 (rooms: lobby, docs/security.md): without open seats (the default) no seat is free and a claim is
    refused; with them, a claim gives a fresh token that opens that seat, the seat's earlier link stops opening it,
    and a taken seat (joined by its link or claimed) cannot be claimed again."""
    async def main():
        async with in_process(tmp_path) as (hub, base):
            closed = await create(base, game="chaos", seed=3, seats=SEATS)
            status, refused = await http(base, f"/cthulhu/rooms/{closed['room']}/claim", {"seat": "A1"})
            assert status == 403 and "links" in refused["error"]
            assert hub.get(closed["room"]).info()["free"] == []
            opened = await create(base, game="chaos", seed=3, seats=SEATS, open_seats=True)
            rid = opened["room"]
            a2 = await Client(base, rid).connect()
            await a2.join(opened["links"]["A2"]["token"])          # A2 sits by its link: taken
            status, answer = await http(base, f"/cthulhu/rooms/{rid}/claim", {"seat": "A2"})
            assert status == 409 and "A1" in answer["error"]
            status, claim = await http(base, f"/cthulhu/rooms/{rid}/claim", {"seat": "A1"})
            assert status == 200 and claim["seat"] == "A1" and claim["token"] != opened["links"]["A1"]["token"]
            assert claim["link"].endswith(f"#room={rid}&token={claim['token']}")
            status, again = await http(base, f"/cthulhu/rooms/{rid}/claim", {"seat": "A1"})
            assert status == 409
            stranger = await Client(base, rid).connect()
            state = await stranger.join(claim["token"])
            assert stranger.received[0]["seat"] == "A1" and state["free"] == []
            old = await Client(base, rid).connect()
            await old.send({"type": "join", "token": opened["links"]["A1"]["token"]})
            assert (await old.recv())["code"] == "auth"
            for c in (a2, stranger, old):
                c.close()
        with_restart = Hub(tmp_path)                            # the claim and the taken seats are journaled
        try:
            room = with_restart.get(rid)
            assert room.taken == {"A1", "A2"} and room.seat_of(claim["token"]) == (True, "A1")
            assert room.seat_of(opened["links"]["A1"]["token"]) == (False, None)
        finally:
            with_restart.close()
    asyncio.run(main())


def test_issue23_a_listed_room_is_watched_from_the_lobby_an_unlisted_one_only_by_link(tmp_path):
    """Issue 23 (rooms: lobby "Watch"): {"type": "join", "watch": true} makes a spectator of a listed room (the
    public view, no moves); an unlisted room refuses it."""
    async def main():
        async with in_process(tmp_path) as (hub, base):
            listed = await create(base, game="chaos", seed=3, seats=SEATS)
            unlisted = await create(base, game="chaos", seed=3, seats=SEATS, listed=False)
            watcher = await Client(base, listed["room"]).connect()
            await watcher.send({"type": "join", "watch": True})
            joined = await watcher.recv()
            assert joined["type"] == "joined" and joined["seat"] is None
            state = await watcher.until(lambda m: m["type"] == "state")
            assert state["legal"] == [] and state["view"] == hub.get(listed["room"]).state.view(PUBLIC)
            nosy = await Client(base, unlisted["room"]).connect()
            await nosy.send({"type": "join", "watch": True})
            refused = await nosy.recv()
            assert refused["code"] == "auth" and "listed" in refused["message"]
            watcher.close()
            nosy.close()
    asyncio.run(main())


def test_issue23_open_seats_is_a_yes_or_no_choice_and_needs_a_listed_room(tmp_path):
    """Issue 23 (rooms: lobby): `open_seats` is true or false (else 400 saying so); an unlisted room with open seats
    offers no free seat and refuses a claim (strangers cannot see it in the list)."""
    async def main():
        async with in_process(tmp_path) as (hub, base):
            status, bad = await http(base, "/cthulhu/rooms", {"game": "letter", "open_seats": "yes"})
            assert status == 400 and "open_seats" in bad["error"]
            answer = await create(base, game="chaos", seed=3, seats=SEATS, open_seats=True, listed=False)
            assert answer["info"]["free"] == []
            status, refused = await http(base, f"/cthulhu/rooms/{answer['room']}/claim", {"seat": "A1"})
            assert status == 403
            status, junk = await http(base, f"/cthulhu/rooms/{answer['room']}/claim", "[1, 2")
            assert status == 400
    asyncio.run(main())
