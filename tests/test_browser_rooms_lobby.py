"""The room page as a newcomer meets it (issue 23, docs/rooms.md), in one page of real Chromium at 1280×800: the
lobby lists the listed rooms only (name, game, seats free/taken, step) with Join on an open free seat and Watch; a
table created from the form with open seats, sat at by its creator, shows its name in the strip and the tab ('● Your
turn — <name>' on its turn), Share shows its links again, a chat line '<img …>' is drawn as text; back in the lobby
the creator's seat is taken; Watch shows a spectator's Mythos table labelled 'Watching', with no hand. No page holds
another room's token. Screenshots: test-artifacts/s28/rooms_*.png."""
from __future__ import annotations

import json

import pytest
from browser_support import ARTIFACTS, require_chromium
from test_browser_rooms import chromium, create, open_page, rooms_server

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "s28"
WAIT = 30_000
EVIL = "<img src=x onerror=window.__pwned=1> hi"


def test_issue23_lobby_create_share_title_chat_and_watch_in_one_page(tmp_path):
    """Issue 23 (rooms): lobby (listed only, Join on open free seats, Watch), table name and '● Your turn' tab title,
    Share, chat as text, a spectator's table 'Watching' without a hand."""
    require_chromium()
    SHOTS.mkdir(parents=True, exist_ok=True)
    with rooms_server(tmp_path) as (_proc, base), chromium() as browser:
        mythos = create(base, game="mythos", seed=2, name="金曜の卓", seats={"p0": "human", "p1": "bot:heuristic"})
        hidden = create(base, game="letter", seed=3, name="Secret table", listed=False)
        page = open_page(browser, base + "/cthulhu/rooms/page", 1280, 800)
        page.wait_for_selector(f"tr[data-room='{mythos['room']}']", timeout=WAIT)
        lobby = page.inner_text(".cw-rooms-list")
        # the seats people joined, not the links handed out (review 14, lobby finding 1: it read "0 free · 2 taken")
        assert "金曜の卓" in lobby and "Secret table" not in lobby
        assert "0 of 1 person joined, 1 bot · 2 seats · the others by their links" in lobby   # review 39, room_en 9
        assert page.locator(f"tr[data-room='{mythos['room']}'] button[data-claim]").count() == 0   # seats not opened
        # A table from the form: listed, open seats, A1 and A2 human, the B seats bots; its creator sits at A1.
        page.fill("input[name=name]", "Friday table")
        page.fill("input[name=seed]", "5")
        page.check("input[name=listed]")
        page.check("input[name=open_seats]")
        for seat in ("B1", "B2"):
            page.select_option(f"select[name=seat-{seat}]", "bot:random")
        page.click("button[type=submit]")
        page.wait_for_selector(".cw-links-panel", timeout=WAIT)
        links = dict(page.eval_on_selector_all(".cw-links .cw-link-field",
                                               "els => els.map(e => [e.dataset.seat, e.value])"))
        page.click("button[data-join=A1]")
        page.wait_for_function("document.title === '● Your turn — Friday table'", timeout=WAIT)
        assert page.inner_text(".cw-room-name") == "Friday table" and page.inner_text(".cw-room-who") == "You are A1"
        assert page.is_checked("input[data-sound]") is False                 # the sound is off until switched on
        page.click("button[data-share]")                       # the links again, for the creator who holds them
        shared = dict(page.eval_on_selector_all(".cw-room-share .cw-links .cw-link-field",
                                                "els => els.map(e => [e.dataset.seat, e.value])"))
        assert shared == links and set(shared) == {"A1", "A2", "spectator"}
        page.click(".cw-chat-toggle")                          # the chat drawer opens (below 1560 px wide)
        page.fill(".cw-chat-form input", EVIL)
        page.click(".cw-chat-form button")
        page.wait_for_function("(t) => [...document.querySelectorAll('.cw-chat-lines li')].some(li => "
                               "li.textContent === 'You: ' + t + ' ✓')", arg=EVIL, timeout=WAIT)   # back: sent
        assert page.locator(".cw-chat-lines img").count() == 0 and page.evaluate("window.__pwned") is None
        page.screenshot(path=str(SHOTS / "rooms_seat_share_chat.png"), full_page=True)
        # Back to the lobby: the creator's seat is taken, A2 is free to join; then watch the Mythos table.
        page.evaluate("location.hash = ''")
        page.wait_for_selector("tr[data-room] button[data-claim=A2]", timeout=WAIT)
        assert page.locator("tr[data-room] button[data-claim=A1]").count() == 0
        page.screenshot(path=str(SHOTS / "rooms_lobby.png"))
        page.click(f'button[data-watch="{mythos["room"]}"]')   # quoted: a room id may start with a digit
        page.wait_for_function("document.querySelector('.cw-room-who')?.textContent === 'Watching' && "
                               "document.querySelector('canvas.cw-canvas')?.__cthulhu", timeout=WAIT)
        page.wait_for_function("document.title === '金曜の卓'", timeout=WAIT)   # the table's name; never its turn
        labels = page.evaluate("document.querySelector('canvas.cw-canvas').__cthulhu.scene.items"
                               ".map(i => i.label).filter(Boolean)")
        assert "hand-title" not in labels and not [x for x in labels if x.startswith("hand-")]
        assert not page.evaluate("document.querySelector('canvas.cw-canvas').__cthulhu.scene.items"
                                 ".some(i => i.type === 'mpanel' && i.you)")          # a spectator is nobody's "you"
        page.screenshot(path=str(SHOTS / "rooms_watch_mythos.png"))
        frames = "".join(page.frames_in)
        for answer in (mythos, hidden):
            for entry in answer["links"].values():
                assert entry["token"] not in frames and entry["token"] not in page.content()
        assert not [json.loads(f) for f in page.frames_in if '"type": "error"' in f]
        assert not page.errors
