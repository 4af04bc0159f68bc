"""Round AA (newcomer review 18) on the rooms: the game's end offers each seat "Watch the replay", its own view of
the whole game step by step (the solo replay page, cthulhu_widgets/replay.py), in the table's language."""
from __future__ import annotations

import asyncio
import json
import re

from tornado.httpclient import AsyncHTTPClient, HTTPClientError

from rooms_support import create, in_process

SEATS = {"A1": "bot:heuristic", "A2": "bot:heuristic", "B1": "bot:heuristic", "B2": "bot:heuristic"}


async def _finished(hub, base) -> str:
    """Return the id of a CHAOS room its four bots played to the end."""
    made = await create(base, game="chaos", seed=7, seats=SEATS)
    room = hub.get(made["room"])
    for _ in range(600):
        if room.state.result is not None:
            return made["room"]
        await asyncio.sleep(0.05)
    raise AssertionError("the bots did not finish the game")


async def _get(base: str, path: str, headers: dict | None = None) -> tuple[int, str]:
    """Return (status, text) of a GET (a replay is a page, not JSON); `headers` gets the answer's headers."""
    try:
        response = await AsyncHTTPClient().fetch(base + path)
    except HTTPClientError as e:
        response = e.response
    if headers is not None:
        headers.update(response.headers)
    return response.code, response.body.decode("utf-8") if response.body else ""


def _script_allowed(page: str, policy: str) -> bool:
    """Return whether the page's one inline script runs under the Content-Security-Policy `policy` (the server's
    own forbids inline script: the replay page was blank)."""
    import base64
    import hashlib
    script = re.search(r"<script>(.*?)</script>", page, re.S).group(1)
    token = base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode()
    scripts = re.search(r"script-src ([^;]*)", policy).group(1)
    return f"'sha256-{token}'" in scripts.split() or "'unsafe-inline'" in scripts.split()


def _steps(page: str) -> list:
    return json.loads(re.search(r'id="cw-replay-steps">(.*?)</script>', page).group(1))


def test_a_finished_room_serves_each_seat_its_own_replay(tmp_path):
    async def main():
        async with in_process(tmp_path) as (hub, base):
            made = await create(base, game="chaos", seed=7, seats={**SEATS, "A1": "human"})
            status, _ = await _get(base, f"/cthulhu/rooms/{made['room']}/replay?seat=A1")
            assert status == 409, "a running game has no replay (it would show what is still hidden)"
            room_id = await _finished(hub, base)
            headers = {}
            status, page = await _get(base, f"/cthulhu/rooms/{room_id}/replay?seat=B1&lang=zh", headers)
            assert status == 200
            assert _script_allowed(page, headers["Content-Security-Policy"]), "the replay's script must run"
            assert "frame-ancestors 'none'" in headers["Content-Security-Policy"]
            meta = json.loads(re.search(r'id="cw-replay-meta">(.*?)</script>', page).group(1))
            assert (meta["seat"], meta["mode"], meta["lang"], meta["seed"]) == ("B1", "play", "zh", None)
            steps = _steps(page)
            assert len(steps) == hub.get(room_id).step + 1, "every step of the game, from the deal"
            # the seat's own view: B1's hand is shown, A1's is not (until the end reveals it)
            first = steps[0]["view"]
            assert "cw-speed" in page, "the solo replay's speed control"
            assert json.dumps(first, ensure_ascii=False) == json.dumps(
                hub.get(room_id).frames.of(hub.get(room_id).spec.new_state(), [], "B1", "zh", False,
                                           moves=False)["view"], ensure_ascii=False)
            status, _ = await _get(base, f"/cthulhu/rooms/{room_id}/replay?seat=Z9")
            assert status == 400
    asyncio.run(main())


def test_a_state_says_how_long_the_table_has_waited_on_the_seat_to_act(tmp_path):
    """Finding 3: the page says "B1 (a person) is choosing… 1:05": the state carries the seconds since the last step
    (none once the game is over)."""
    async def main():
        async with in_process(tmp_path) as (hub, base):
            made = await create(base, game="chaos", seed=7, seats={**SEATS, "A1": "human"})
            room = hub.get(made["room"])
            for _ in range(200):
                if room.state.to_act == "A1":
                    break
                await asyncio.sleep(0.02)
            room.turn_from -= 65   # the wait counts from the seat's turn's start (round AG6, review 20 room finding 7)
            message = room.state_message("B1")
            assert message["to_act"] == "A1" and 65 <= message["waited"] < 70
            room_id = await _finished(hub, base)
            assert hub.get(room_id).state_message("B1")["waited"] is None
    asyncio.run(main())
