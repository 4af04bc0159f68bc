"""Rooms, issue 23 round G (newcomer review 6).

- Finding 4: a Letter room's end text pointed to "the bar's Seed box" (and Play this seed), which a room's page does
  not have: a room's catalog says only what its page shows, in every language Letter offers; a widget keeps its words.
- Finding 2: a room and a widget of the same seed, seat and actions tell the seat the same story (the lines the page's
  "Since your last turn" is made from, with the same marks), so the digest is the same.
"""
from __future__ import annotations

import asyncio
import re

from rooms_support import create, in_process

from cthulhu_widgets.frames import Frames, MatchPositions, catalog
from cthulhu_widgets.match import Match

CONTROLS = re.compile(r"Seed box|Play this seed|New game|種子」框|用此種子開局|シード」欄|このシードで遊ぶ")


def test_a_letter_rooms_end_text_names_no_control_the_room_page_lacks(tmp_path):
    """Round G finding 4: every word of a Letter room's catalog names only what its page has (no Seed box)."""
    async def main():
        async with in_process(tmp_path) as (hub, base):
            room = hub.get((await create(base, game="letter", seed=4, name="Letter"))["room"])
            ui = room.catalog()["ui"]
            assert set(ui) == {"en", "zh", "ja"}
            for lang, words in ui.items():
                assert words["end_hidden"] and not CONTROLS.search(words["end_hidden"]), lang
                assert not [k for k, v in words.items() if isinstance(v, str) and CONTROLS.search(v)], lang
            assert CONTROLS.search(catalog("letter")["ui"]["en"]["end_hidden"])   # the widget's bar has the box
    asyncio.run(main())
