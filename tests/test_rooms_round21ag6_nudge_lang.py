"""Newcomer review 20 (AG6 item 4): a refused nudge (too soon, the table's last nudge under a minute ago, one's own turn)
came back in English whatever the table's language: the room's page shows the refusal's words on its table. They
are now in the language the seat reads the table in (en, ja, zh; zh-TW, and Letter's Traditional "zh")."""
from __future__ import annotations

import asyncio

import pytest

from rooms_support import create, in_process

import cthulhu_widgets.rooms.room as room_module
from cthulhu_widgets.rooms.protocol import Refused

PEOPLE = {"A1": "human", "A2": "human", "B1": "human", "B2": "human"}
SOON = {"en": "60 s", "ja": "60 秒", "zh": "60 秒", "zh-TW": "60 秒"}
OWN = {"en": "your own turn", "ja": "あなたの番", "zh": "你的回合", "zh-TW": "你的回合"}


class Conn:
    def send(self, text):
        pass

    def close(self, *_):
        pass


@pytest.mark.parametrize("lang", sorted(SOON))
def test_a_refused_nudge_speaks_the_seats_language(tmp_path, monkeypatch, lang):
    async def main():
        async with in_process(tmp_path) as (hub, base):
            made = await create(base, game="chaos", seed=3, seats=PEOPLE)
            room = hub.get(made["room"])
            waited = room.state.to_act
            other = next(s for s in PEOPLE if s != waited)
            conns = {s: Conn() for s in (waited, other)}
            for s, c in conns.items():
                room.join(s, c, lang)
            clock = {"t": room.turn_from + 30}
            monkeypatch.setattr(room_module, "now", lambda: clock["t"])
            with pytest.raises(Refused) as soon:
                room.nudge(other, conns[other])
            assert SOON[lang] in str(soon.value), str(soon.value)
            with pytest.raises(Refused) as own:
                room.nudge(waited, conns[waited])
            assert OWN[lang] in str(own.value), str(own.value)
    asyncio.run(main())
