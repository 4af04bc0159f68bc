"""Newcomer review 39, room_zh 4 (022, 101), in real Chromium at 390x844 (zh-CN): the creator's '座位链接' (Seat links)
sat at the very top edge of its 32 px button, off-centre, beside centred tools. Its words are now in the middle.
Screenshot: test-artifacts/s44jj8/share_phone.png."""
from __future__ import annotations

import pytest
from browser_support import ARTIFACTS, require_chromium
from test_browser_rooms import chromium, open_page, rooms_server

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "s44jj8"
MIDDLE = """() => { const b = document.querySelector('button[data-share]'), r = b.getBoundingClientRect();
  const word = [...b.querySelectorAll('span')].find((s) => s.getAttribute('aria-hidden') === 'false') || b;
  const range = document.createRange(); range.selectNodeContents(word); const t = range.getBoundingClientRect();
  return {text: word.textContent, height: r.height, above: t.top - r.top, below: r.bottom - t.bottom}; }"""


def test_the_creators_seat_links_button_has_its_words_in_the_middle(tmp_path):
    require_chromium()
    SHOTS.mkdir(parents=True, exist_ok=True)
    with rooms_server(tmp_path) as (_proc, base), chromium() as browser:
        page = open_page(browser, base + "/cthulhu/rooms/page", 390, 844)
        page.wait_for_selector("select[name=lang]", timeout=30_000)
        page.select_option("select[name=lang]", "zh-CN")
        page.select_option("select[name=game]", "letter")
        page.click("button[type=submit]")
        page.wait_for_selector(".cw-links-panel", timeout=30_000)
        page.click("button[data-join=player]")
        page.wait_for_selector("button[data-share]", timeout=30_000)
        page.wait_for_timeout(1000)
        got = page.evaluate(MIDDLE)
        page.screenshot(path=str(SHOTS / "share_phone.png"))
        assert got["text"] in ("座位链接", "座位連結") and got["height"] >= 32, got
        assert abs(got["above"] - got["below"]) <= 3, got   # centred, not at the top edge
        assert not page.errors
