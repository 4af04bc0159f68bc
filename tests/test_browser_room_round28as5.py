"""Review 27, room_en 1 (room_zh 7): a room had no way to the course; the lobby's pointer was no link. The lobby of
the rooms server now links each game's solo course (<rooms>/learn/<game>.html?learn=1, the static play page the
server serves: rooms/learn.py): the link resolves, opens over the lobby (review 32), and that page starts the course (its
coach bubble is up), under the standalone server's own Content-Security-Policy."""
from __future__ import annotations

import pytest
from browser_support import ARTIFACTS, require_chromium
from test_browser_rooms import chromium, create, open_page, rooms_server, wait_joined, wait_true
from test_lite_page import SITE, require_site
from test_browser_room_round29at8 import course_frame

pytestmark = [pytest.mark.browser, pytest.mark.lite]

COURSE_UP = ("!!(window.__cwLite && window.__cwLite.ready && document.querySelector('.cw-coach')"
             " && !document.querySelector('.cw-coach').hidden && document.querySelector('.cw-coach').innerText.trim())")


def test_the_lobby_and_the_tip_link_a_course_that_opens_and_starts(tmp_path):
    """Review 27, room_en 1: a real link from the lobby (and the table's first-run box) opens the CHAOS course from the
    room server; since review 32 (room_en 1: the new tab had no way back) over the lobby, with Back to the lobby."""
    require_site(SITE / "chaos.html", "the static play pages")
    require_chromium()
    with rooms_server(tmp_path) as (_proc, base), chromium() as browser:
        page = open_page(browser, base + "/cthulhu/rooms/page", 1280, 800, enforce_csp=True)
        link = ".cw-lobby-learn-links a[href*='/learn/chaos.html']"
        wait_true(page, f"!!document.querySelector(\"{link}\") && !document.querySelector(\"{link}\").hidden")
        (ARTIFACTS / "s28").mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "s28" / "round28as5_lobby_learn.png"))
        href = page.get_attribute(link, "href")
        assert href.startswith("/cthulhu/rooms/learn/chaos.html?learn=1")
        assert page.get_attribute(link, "target") != "_blank"
        assert page.request.get(base + href).status == 200
        # review 32, room_en 1: the course opens over the lobby, "← Back to the lobby" in sight; back, the lobby keeps
        # the table being set up (the reader's table name, its seat menus)
        page.select_option("select[name=game]", "chaos")
        page.fill("input[name=name]", "Friday table")
        page.select_option("select[name=seat-B1]", "bot:random")
        url = page.url
        page.click(link)
        wait_true(page, "!!document.querySelector('.cw-learn-sheet') && !document.querySelector('.cw-learn-sheet').hidden")
        back = page.locator(".cw-learn-sheet-back")
        assert back.is_visible() and back.inner_text() == "← Back to the lobby"
        course = course_frame(page)
        wait_true(course, COURSE_UP, 120)
        page.screenshot(path=str(ARTIFACTS / "s28" / "round28as5_course.png"))
        assert len(page.context.pages) == 1 and page.url == url   # no new tab, the lobby's page stays
        assert not page.errors
        back.click()
        wait_true(page, "document.querySelector('.cw-learn-sheet').hidden", 10)
        assert page.is_visible("input[name=name]")
        assert page.input_value("input[name=name]") == "Friday table"
        assert page.input_value("select[name=seat-B1]") == "bot:random"
        # the table's first-run box ("3 things to know") holds the same link (room_zh 7: the box had no course)
        made = create(base, game="chaos", seed=5, listed=False, rules={"max_rounds": 2},
                      seats={"A1": "human", "A2": "bot:random", "B1": "bot:random", "B2": "bot:random"})
        table = open_page(browser, base + made["links"]["A1"]["link"], 1280, 800)
        wait_joined(table, "A1")
        tip = ".cw-room-tip:not([hidden]) a.cw-learn-link:not([hidden])"
        table.wait_for_selector(tip, timeout=30_000)
        table.screenshot(path=str(ARTIFACTS / "s28" / "round28as5_tip_learn.png"))
        # the table's round limit goes with it (review 29, room_en 3: the course said "Round 1/60")
        assert table.get_attribute(tip, "href") == "/cthulhu/rooms/learn/chaos.html?learn=1&lang=en&rounds=2"
        # the table's opens in a sheet over the table since review 28 (room_en 2): test_browser_room_round29at8
        assert table.get_attribute(tip, "target") != "_blank"
