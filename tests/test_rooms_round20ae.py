"""Round AE (newcomer review 19, room finding 1): a room's public info names its round limit where the game's spec
has one (CHAOS's max_rounds, CH-WIN-2), so the lobby and the table say "round 13 of 20"; a short game is created with
the rule option and ends as a draw at the limit."""
from __future__ import annotations

import asyncio

from rooms_support import create, http, in_process

SEATS = {"A1": "human", "A2": "bot:random", "B1": "bot:random", "B2": "bot:random"}


def test_round20ae_room_info_names_chaos_round_limit_default_and_short(tmp_path):
    """The info of a CHAOS room says its round limit (60 by default, 20 for a short game); Letter's says none."""
    async def main():
        async with in_process(tmp_path) as (hub, base):
            full = await create(base, game="chaos", seats=SEATS)
            short = await create(base, game="chaos", seats=SEATS, rules={"max_rounds": 20})
            letter = await create(base, game="letter", seats={"player": "human"})
            assert full["info"]["max_rounds"] == 60
            assert short["info"]["max_rounds"] == 20 and short["info"]["rules"] == {"max_rounds": 20}
            assert letter["info"].get("max_rounds") is None
            status, page = await http(base, "/cthulhu/rooms")
            listed = {r["room"]: r for r in page["rooms"]}
            assert status == 200 and listed[short["room"]]["max_rounds"] == 20
    asyncio.run(main())
