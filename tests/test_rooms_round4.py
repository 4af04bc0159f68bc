"""Rooms, round 4 of issue 23 (the newcomer's finding 9): the list of tables says where a table is in the game's own
count — CHAOS's and Mythos's round, Letter's turn — not the engine's step; the public info carries that count."""
from __future__ import annotations

import asyncio

from rooms_support import create, http, in_process

BOTS = {"chaos": {"A1": "bot:random", "A2": "bot:random", "B1": "bot:random", "B2": "bot:random"},
        "mythos": {"p0": "bot:random", "p1": "bot:random"},
        "letter": {"player": "bot:random"}}
COUNTER = {"chaos": "round", "mythos": "round", "letter": "turn"}


async def _played(hub, room, steps=10_000):
    """Wait until the bots of `room` took `steps` steps or ended the game (the bots then stop: it stays still)."""
    for _ in range(3000):
        live = hub.get(room)
        if live.step >= steps or live.state.result is not None:
            return live
        await asyncio.sleep(0.01)
    return hub.get(room)


def test_issue23_round4_listing_says_each_games_round_or_turn_not_the_step(tmp_path):
    """Issue 23 finding 9 (rooms: lobby): each listed table's public info has `round`, the game's own count (CHAOS
    CH-TEAM-3 rounds, Mythos MY-ROUND-1 rounds, Letter LS-TURN-1 turns), which is not the step once moves were made."""
    async def main():
        async with in_process(tmp_path) as (hub, base):
            rooms = {g: (await create(base, game=g, seed=5, name=g, seats=s))["room"] for g, s in BOTS.items()}
            lived = {g: await _played(hub, r) for g, r in rooms.items()}
            status, listing = await http(base, "/cthulhu/rooms")
            assert status == 200
            by_name = {r["name"]: r for r in listing["rooms"]}
            for game, live in lived.items():
                counted = getattr(live.state, COUNTER[game])
                assert by_name[game]["round"] == counted >= 1, game
                assert by_name[game]["step"] == live.step
            assert by_name["chaos"]["round"] < by_name["chaos"]["step"]   # 4 seats, several moves a turn
    asyncio.run(main())


def test_issue23_round4_the_state_message_carries_the_round_too(tmp_path):
    """Issue 23 finding 9: a seat's state message has the same `round` as the listing (one public field)."""
    async def main():
        async with in_process(tmp_path) as (hub, base):
            room = (await create(base, game="chaos", seed=2, seats=BOTS["chaos"]))["room"]
            live = await _played(hub, room, steps=12)
            assert live.state_message(None)["round"] == live.state.round == live.info()["round"]
    asyncio.run(main())


def _page(browser, url, width, height, locale):
    context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=1,
                                  bypass_csp=True, locale=locale)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.goto(url)
    return page


def _chat_box(page) -> dict:
    return page.evaluate("(() => { const r = document.querySelector('.cw-room-chat').getBoundingClientRect();"
                         " const t = document.querySelector('.cw-room-table').getBoundingClientRect();"
                         " return {top: r.top, left: r.left, bottom: r.bottom, tableRight: t.right, tableBottom: t.bottom,"
                         " tableHeight: t.height, step: Number(document.querySelector('.cw-room').dataset.step)}; })()")


def test_issue23_round4_lobby_head_rounds_chat_place_and_connected_in_chinese(tmp_path):
    """Issue 23 findings 8 and 9 in a real browser (zh-CN): the lobby has a title and the three games, the list says
    '第 N 轮' (not a step), the seat's strip says 已连接 (not 'connected'), and the chat box keeps its place as bots
    play (at 1280 px a tab in the strip that opens as a drawer at the bottom right; beside the table at 1600 px); '← 牌桌列表' goes back to the list."""
    from browser_support import require_chromium
    from test_browser_rooms import chromium, create as create_room, rooms_server
    require_chromium()
    seats = {"A1": "human", "A2": "bot:random", "B1": "bot:random", "B2": "bot:random"}
    with rooms_server(tmp_path) as (_proc, base), chromium() as browser:
        answer = create_room(base, game="chaos", seed=4, name="Friday", seats=seats, listed=True)
        lobby = _page(browser, base + "/cthulhu/rooms/page", 1280, 800, "zh-CN")
        lobby.wait_for_selector(f"tr[data-room='{answer['room']}']", timeout=20_000)
        assert lobby.inner_text(".cw-lobby-head h1") == "克苏鲁卡牌游戏：同桌共玩" and lobby.title() == "克苏鲁卡牌游戏：同桌共玩"
        assert len(lobby.locator(".cw-lobby-games li").all()) == 3 and "疯人院" in lobby.inner_text(".cw-lobby-games")
        row = lobby.inner_text(f"tr[data-room='{answer['room']}']")
        assert "第 1/60 轮" in row and "步" not in row, row   # round AE: the round limit too (CH-WIN-2)
        for width in (1280, 1600):
            page = _page(browser, base + answer["links"]["A1"]["link"], width, 800, "zh-CN")
            page.wait_for_function("document.querySelector('.cw-room-conn')?.textContent === '已连接'", timeout=20_000)
            page.wait_for_function("document.querySelector('.cw-room')?.dataset.step", timeout=20_000)
            first = _chat_box(page)
            if width == 1600:
                assert first["left"] >= first["tableRight"], first            # beside the table
            else:   # folded, a tab in the status strip (review 7: fixed at the foot it lay over the story's newest lines)
                assert page.locator(".cw-room-status .cw-room-chat").count() == 1 and first["bottom"] < 200, first
            if width < 1560:
                page.click(".cw-chat-toggle")
                drawer = _chat_box(page)
                # opened: the drawer, bottom right, its Send row inside the table's frame (review 28, room_en 11:
                # it reached the window's foot, below the frame)
                assert 600 < drawer["bottom"] <= min(800, drawer["tableBottom"] + 2) and drawer["left"] > 600, drawer
            page.fill(".cw-chat-form input", "你好")
            page.click(".cw-chat-form button")
            page.wait_for_function("[...document.querySelectorAll('.cw-chat-lines li')].length > 0", timeout=20_000)
            opened = _chat_box(page)
            seen = [opened]
            for _ in range(6):                       # the table changes as A1's turns come and go; the chat stays
                page.mouse.wheel(0, 0)
                page.wait_for_timeout(250)
                seen.append(_chat_box(page))
            assert {(round(b["top"]), round(b["left"])) for b in seen} == {(round(opened["top"]), round(opened["left"]))}
            assert page.inner_text(".cw-room-back") == "← 牌桌列表"       # back to the list of tables, in words
            page.click(".cw-room-back")
            page.wait_for_selector(".cw-lobby-head h1", timeout=20_000)
            page.wait_for_selector(f"tr[data-room='{answer['room']}']", timeout=20_000)
            assert page.errors == []
            page.context.close()
