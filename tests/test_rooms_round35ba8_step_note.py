"""Round BA8, code debt: a room works out the game's `step_note` (Mythos's goal line aim, ~1/5 of a frame) for the
positions where a person acts only: a bot's seat reads no goal line, so its positions need none."""
from __future__ import annotations

import asyncio

from rooms_support import create, in_process

import cthulhu_widgets.frames.mythos as mythos_frames


def test_a_room_notes_no_aim_where_its_bot_acts(tmp_path, monkeypatch):
    noted = []
    aim_at = mythos_frames.step_note
    monkeypatch.setattr(mythos_frames, "step_note", lambda state: noted.append(state.to_act) or aim_at(state))

    async def main():
        async with in_process(tmp_path) as (hub, base):
            made = await create(base, game="mythos", seed=5, seats={"p0": "human", "p1": "bot:heuristic"})
            room = hub.get(made["room"])
            for _ in range(300):
                if room.state.result is not None or room.step >= 40:
                    break
                if room.state.to_act == "p0":
                    await room.act("p0", str(room.state.legal_actions()[0]), room.step)
                else:
                    await asyncio.sleep(0.01)
            assert room.step >= 10, room.step
            assert "p0" in noted, noted            # the person's positions keep their aim (the goal line reads it)
            assert "p1" not in noted, noted        # the bot's none

    asyncio.run(main())
