"""Newcomer review 14 (round Q), rooms: the lobby's list counts the seats people joined, not the links handed out (lobby
finding 1: a four-seat CHAOS table where only A1 had joined read "0 free · 4 taken", a full table)."""
from __future__ import annotations

import asyncio

import pytest

from rooms_support import Client, create, http, in_process

SEATS = {"A1": "human", "A2": "human", "B1": "human", "B2": "bot:random"}


def test_review14_lobby_list_says_which_seats_people_joined(tmp_path):
    """A listed table's public info names the human seats someone joined: none at first, A1 once A1's link is opened;
    never a bot seat, never a seat whose link is only handed out."""
    async def main():
        async with in_process(tmp_path) as (hub, base):
            answer = await create(base, game="chaos", seed=5, name="Friday", seats=SEATS, listed=True)
            status, listing = await http(base, "/cthulhu/rooms")
            assert status == 200 and listing["rooms"][0]["joined"] == []
            a1 = await Client(base, answer["room"]).connect()
            await a1.join(answer["links"]["A1"]["token"])
            status, listing = await http(base, "/cthulhu/rooms")
            room = listing["rooms"][0]
            assert room["joined"] == ["A1"] and room["free"] == []   # links only: nobody else may take a seat
            status, info = await http(base, f"/cthulhu/rooms/{answer['room']}")
            assert status == 200 and info["joined"] == ["A1"]
            a1.ws.close()
    asyncio.run(main())


# ----- in real Chromium -----------------------------------------------------------------------------------------
BROWSER_PLACES = """() => {
  const x = (sel) => { const n = document.querySelector(sel); if (!n) return null;
                       const r = n.getBoundingClientRect();
                       return r.width ? [Math.round(r.left), Math.round(r.top)] : null; };
  // the chat's tab in the bar: the folded drawer's bar, or (open) the tab left in its place
  const folded = document.querySelector('.cw-room-status .cw-room-chat:not([data-open=true])');
  const tab = folded || document.querySelector('.cw-room-status .cw-chat-tab');
  const r = tab && tab.getBoundingClientRect();
  const chat = r && r.width > 0 && r.top < 120 ? [[Math.round(r.left), Math.round(r.top), Math.round(r.width),
                                                  Math.round(r.height), tab.textContent.trim()]] : [];
  return {back: x('.cw-room-back'), share: x('button[data-share]'), sound: x('.cw-room-sound'), chat};
}"""


def _lobby_links(page):
    return page.eval_on_selector_all(".cw-links .cw-link-field", """els => els.map(e => ({
        seat: e.dataset.seat, value: e.value, whole: e.scrollHeight <= e.clientHeight + 1
          && e.scrollWidth <= e.clientWidth + 1 && e.getBoundingClientRect().width > 100}))""")


@pytest.mark.browser
@pytest.mark.parametrize("width,height", [(1280, 800), (390, 844)])
def test_review14_links_read_whole_say_where_they_stay_and_the_open_chat_moves_no_control(tmp_path, width, height):
    """Lobby finding 1: after "Create table" each seat's link is read whole in its box (one line cut the token), and
    the panel says where the links are once the host sits ("Seat links" at the top right of the table); that button
    shows them. Room finding 2: opening the chat leaves "← Tables", "Seat links" and Sound where they were, and a Chat
    tab in the bar (it left with the drawer)."""
    from browser_support import ARTIFACTS, require_chromium
    from test_browser_rooms import chromium, open_page, rooms_server, wait_joined
    require_chromium()
    with rooms_server(tmp_path) as (_proc, base), chromium() as browser:
        page = open_page(browser, base + "/cthulhu/rooms/page", width, height)
        page.wait_for_selector("input[name=name]", timeout=30_000)
        page.select_option("select[name=lang]", "en")
        page.fill("input[name=name]", "Friday")
        page.fill("input[name=seed]", "4")   # team B plays first: B1 to act while A1 sits
        page.click("button[type=submit]")
        page.wait_for_selector(".cw-links-panel", timeout=30_000)
        links = _lobby_links(page)
        after = page.inner_text(".cw-links-after")
        shots = ARTIFACTS / "s14q"
        shots.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(shots / f"links_{width}.png"))
        page.click("button[data-join=A1]")
        wait_joined(page, "A1")
        page.wait_for_timeout(400)
        share_text = page.inner_text("button[data-share] span[aria-hidden=false]")
        # B1 plays first (seed 4); a click on the board out of turn says so (seat finding 4)
        to_act = page.evaluate("() => document.querySelector('.cw-room').dataset.toAct")
        page.click("canvas.cw-canvas", position={"x": 60, "y": 200})
        page.wait_for_timeout(200)
        waited = page.evaluate("() => document.querySelector('.cw-room-turn').textContent")
        board_top = page.evaluate("() => document.querySelector('canvas.cw-canvas').getBoundingClientRect().top")
        page.screenshot(path=str(shots / f"wait_{width}.png"))
        page.wait_for_timeout(2700)
        after_wait = page.evaluate("() => [document.querySelector('.cw-room-turn').textContent,"
                                   " document.querySelector('canvas.cw-canvas').getBoundingClientRect().top]")
        before = page.evaluate(BROWSER_PLACES)
        page.click(".cw-room-status .cw-chat-toggle")
        page.wait_for_timeout(300)
        opened = page.evaluate(BROWSER_PLACES)
        page.screenshot(path=str(shots / f"chat_open_{width}.png"))
        page.click(".cw-room-status .cw-chat-tab")   # the tab in the bar closes the drawer again
        page.wait_for_timeout(300)
        closed = page.evaluate(BROWSER_PLACES)
        drawer_open = page.evaluate("() => document.querySelector('.cw-room-chat').dataset.open")
        page.click("button[data-share]")
        page.wait_for_selector(".cw-room-share .cw-links-panel", timeout=30_000)
        shared = _lobby_links(page)
        errors = list(page.errors)
    assert errors == [], errors
    assert {f["seat"] for f in links} == {"A1", "A2", "B1", "B2", "spectator"}, links
    assert all(f["whole"] and "token=" in f["value"] for f in links), links
    assert "“Seat links”" in after and share_text == "Seat links", (after, share_text)
    assert all(f["whole"] for f in shared), shared
    assert before["chat"] and opened["chat"], (before, opened)
    for key in ("back", "share", "sound", "chat"):
        got = [p[key] and [q[:4] for q in p[key]] if key == "chat" else p[key] for p in (before, opened, closed)]
        assert got[0] == got[1] == got[2], (key, before, opened, closed)
    assert drawer_open == "false"
    assert to_act == "B1" and waited == "B1 is playing: wait for your turn", (to_act, waited)
    # the turn's words again (since review 18's ee8a151 the line says who is choosing and for how long; since round
    # AE's 935e9df it says whether that person is there: B1's link is never opened here, so "has not joined yet");
    # the board never moved
    assert after_wait[0].startswith("B1 (a person) has not joined yet") and after_wait[1] == board_top, after_wait
