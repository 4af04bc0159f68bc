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


async def _played(hub, room_id: str, steps: int):
    """Wait until the bots of a room took `steps` steps (or ended the game)."""
    for _ in range(3000):
        live = hub.get(room_id)
        if live.step >= steps or live.state.result is not None:
            return live
        await asyncio.sleep(0.01)
    return hub.get(room_id)


def test_a_room_tells_a_seat_the_same_story_as_a_widget_of_the_same_game(tmp_path):
    """Round G finding 2: a CHAOS room (bots on every seat, seed 5) and a widget's Match of the same seed and actions
    give each seat, in each language, the same story lines with the same marks (`you`, `at`, `big`, headings) at
    every step checked: the page's digest is made from them alone (js/src/ui/story.js), so it is the same."""
    bots = {s: "bot:heuristic" for s in ("A1", "A2", "B1", "B2")}

    async def main():
        async with in_process(tmp_path) as (hub, base):
            room_id = (await create(base, game="chaos", seed=5, name="t", seats=bots))["room"]
            for steps in (25, 60):
                room = await _played(hub, room_id, steps)
                assert len(room.state.history) >= steps
                match = Match.new("chaos", seed=5, rules=room.spec.rules or None)
                for action in room.state.history:
                    match.apply(action)
                assert match.state.view(None) == room.state.view(None)
                for seat in ("A1", "A2"):
                    for lang in ("en", "zh"):
                        widget = Frames("chaos").log(MatchPositions(match), seat, lang, bots=tuple(room.bots))
                        sent = room.state_message(seat, lang, 0)
                        assert sent["log_from"] == 0 and sent["log_lines"] == widget, (seat, lang, steps)
    asyncio.run(main())
