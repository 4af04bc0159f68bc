"""Issue 25 (docs/rooms.md "Messages"): a join no longer re-sends the ~120 KB catalog each time: the joined message
names its tag, and a page that joins naming the tag it holds is sent the tag only (its state as before)."""
from __future__ import annotations

import asyncio

from rooms_support import Client, create, in_process


def test_ROOMS_CATALOG_a_join_naming_the_held_catalog_is_not_sent_it_again(tmp_path):
    """The first join gets the catalog and its tag; a second connection naming that tag gets a joined message of a
    few hundred bytes without it, and its state; a wrong tag gets the catalog again."""

    async def main():
        async with in_process(tmp_path) as (_hub, base):
            made = await create(base, game="mythos", seed=2)
            token = made["links"]["spectator"]["token"]
            first = await Client(base, made["room"]).connect()
            await first.send({"type": "join", "token": token})
            full = await first.recv()
            texts = []
            for tag in (full["catalog_tag"], "0" * 16):
                again = await Client(base, made["room"]).connect()
                await again.send({"type": "join", "token": token, "catalog": tag})
                texts.append(await again.ws.read_message())
                assert (await again.until(lambda m: m["type"] == "state"))["step"] >= 0
                again.close()
            first.close()
            return full, texts

    full, (held, wrong) = asyncio.run(main())
    assert full["type"] == "joined" and len(full["catalog_tag"]) == 16 and "cards" in full["catalog"]
    assert len(held) < 1000 and '"catalog"' not in held and full["catalog_tag"] in held
    assert len(wrong) > 20_000 and '"catalog": {' in wrong
