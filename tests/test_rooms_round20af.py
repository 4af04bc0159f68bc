"""Round AF (newcomer review 20, room_zh finding 2): "观看回放 does nothing I can see" — the room's "Watch the replay"
opened a new tab, which a phone showed nowhere; it opens in the same tab now (js/src/room/replay_link.js), so the
replay page leads back to the table: "← Back to the table", to the room page of that room (the seat's key is the
tab's own, kept by the room page), in the replay's language."""
from __future__ import annotations

import asyncio
import re

from rooms_support import in_process
from test_rooms_round19aa import _finished, _get, _script_allowed

BACK = {"en": "← Back to the table", "ja": "← テーブルに戻る", "zh": "← 返回牌桌", "zh-TW": "← 返回牌桌"}


def test_the_replay_page_leads_back_to_its_table_in_every_language(tmp_path):
    async def main():
        async with in_process(tmp_path) as (hub, base):
            room_id = await _finished(hub, base)
            for lang, words in BACK.items():
                headers = {}
                status, page = await _get(base, f"/cthulhu/rooms/{room_id}/replay?seat=B1&lang={lang}", headers)
                assert status == 200
                link = re.search(r'<a class="cw-replay-back" href="([^"]*)"[^>]*>([^<]*)</a>', page)
                assert link, f"{lang}: the replay page has no way back to the table"
                assert link.group(1) == f"../page#room={room_id}", "the room page of this room, no key in it"
                assert link.group(2) == words
                assert _script_allowed(page, headers["Content-Security-Policy"]), "the replay's script still runs"
    asyncio.run(main())
