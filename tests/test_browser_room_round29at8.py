"""Review 28, rooms in real Chromium (round AT, AT8).

room_en 2 / room_zh 3: "★ Learn to play (solo, new tab)" left the table (a phone lost it; the reviewers'
browser never reached the course). The table's link now opens the course in a sheet over the table: the course's
first bubble is up inside it, "Back to the table" is in sight, and Back shows the table, which ran on under it.

room_zh 1 (016/017/031, the worst room_zh finding): a finger's first tap on a hand card opens an opaque reading above
the badges, in the window, with Play and Close; Play opens the card's choices (4 tries before).

room_en 6 / room_zh 4 (033, 010): with Nudge and "Let a bot play A1" offered the table's name read "CHAOS Tabl…" and
a phone's "← Tables" shrank to "←": both sit under one "⋯" whose menu moves nothing."""
from __future__ import annotations

import pytest
from browser_support import ARTIFACTS, poll, require_chromium, settle
from test_browser_room_round28as6 import CARD, OPEN, phone_b1
from test_browser_rooms import chromium, create, open_page, rooms_server, wait_joined, wait_true
from test_browser_rooms import room, rooms_site  # noqa: F401 (the file's rooms server and Chromium)
from test_ui_round25ap8 import LONG_WAIT, STRIP, b1_waiting
from test_lite_page import SITE, require_site

pytestmark = [pytest.mark.browser]

COURSE_UP = ("!!(window.__cwLite && window.__cwLite.ready && document.querySelector('.cw-coach')"
             " && !document.querySelector('.cw-coach').hidden && document.querySelector('.cw-coach').innerText.trim())")
SHEET_OPEN = ("(() => { const s = document.querySelector('.cw-learn-sheet'); if (!s || s.hidden) return false;"
              " const b = s.querySelector('.cw-learn-sheet-back').getBoundingClientRect();"
              " const f = s.querySelector('iframe').getBoundingClientRect();"
              " return b.top >= 0 && b.bottom <= innerHeight && b.width > 0 && f.height > innerHeight / 2; })()")


def course_frame(page, seconds: float = 30):
    """Return the sheet's frame once it holds the course page."""
    wait_true(page, "!!document.querySelector('.cw-learn-sheet iframe')", seconds)
    for _ in range(int(seconds * 4)):
        found = [f for f in page.frames if "/learn/chaos.html" in f.url]
        if found:
            return found[0]
        page.wait_for_timeout(250)
    raise AssertionError("no course frame")


@pytest.mark.lite
def test_the_tables_learn_link_opens_the_course_over_the_table_and_back(tmp_path):
    """Review 28, room_en 2: press ★ Learn to play at a table: the course's first bubble shows in the sheet over the
    table (the page's address unchanged, no new tab); Back to the table closes the sheet: the table is in sight."""
    require_site(SITE / "chaos.html", "the static play pages")
    require_chromium()
    with rooms_server(tmp_path) as (_proc, base), chromium() as browser:
        made = create(base, game="chaos", seed=5, listed=False, rules={"max_rounds": 2},
                      seats={"A1": "human", "A2": "bot:random", "B1": "bot:random", "B2": "bot:random"})
        table = open_page(browser, base + made["links"]["A1"]["link"], 390, 800, enforce_csp=True)
        wait_joined(table, "A1")
        url = table.url
        link = ".cw-room-tip:not([hidden]) a.cw-learn-link:not([hidden])"
        table.wait_for_selector(".cw-room-tip:not([hidden])", timeout=30_000)
        table.click(".cw-room-tip-head")   # a phone's box is one line until its head is tapped (review 31, AX7)
        table.wait_for_selector(link, state="visible", timeout=5_000)
        assert table.get_attribute(link, "target") in (None, "_self")
        table.click(link)
        wait_true(table, SHEET_OPEN, 20)
        frame = course_frame(table)
        wait_true(frame, COURSE_UP, 150)
        (ARTIFACTS / "s29").mkdir(parents=True, exist_ok=True)
        table.screenshot(path=str(ARTIFACTS / "s29" / "round29at8_sheet.png"))
        assert len(table.context.pages) == 1 and table.url == url   # no new tab, the table's page stays
        assert "Back to the table" in table.inner_text(".cw-learn-sheet-back")
        table.click(".cw-learn-sheet-back")
        wait_true(table, "document.querySelector('.cw-learn-sheet').hidden", 10)
        box = table.evaluate("(() => { const r = document.querySelector('canvas.cw-canvas').getBoundingClientRect();"
                             " return [r.width, r.height]; })()")
        assert box[0] > 0 and box[1] > 0
        assert table.evaluate("document.elementFromPoint(195, 400).closest('.cw-learn-sheet') === null")
        assert not table.errors


READING = """() => { const r = document.querySelector('.cw-room-cardread'); if (!r || r.hidden) return null;
  const box = r.getBoundingClientRect(), play = r.querySelector('.cw-room-cardread-play').getBoundingClientRect();
  const at = (x, y) => document.elementFromPoint(x, y);
  const mid = [box.left + box.width / 2, box.top + 12];
  return {top: box.top, bottom: box.bottom, h: innerHeight, name: r.querySelector('b').textContent,
          bg: getComputedStyle(r).backgroundColor, over: r.contains(at(...mid)),
          play: r.querySelector('.cw-room-cardread-play').textContent,
          playOnTop: r.contains(at(play.left + play.width / 2, play.top + play.height / 2)),
          close: r.querySelector('.cw-room-cardread-close').textContent}; }"""


@pytest.mark.parametrize("off", [0, 14])
def test_a_hand_cards_first_tap_reads_it_with_a_play_button_that_plays(room, off):
    """Review 28, room_zh 1: tap a card (zh-CN phone): the reading is opaque, on top, in the window, with 出牌 and
    关闭; 出牌 opens the card's choices at once. Also when the finger landed `off` px from the card's middle (review
    29, room_zh 1: 出牌 only closed the reading, 3 times in 6: the table took its click for the first tap's slide)."""
    context, page = phone_b1(room, f"Read29-{off}")
    mine = poll(page, "() => document.querySelector('.cw-room')?.dataset.yourTurn === 'true'", seconds=120)
    assert mine, "B1's turn never came"
    settle(page, CARD, hold=0.8)   # the hand scrolled into sight (room/reveal.js) before the finger comes
    card = poll(page, CARD, seconds=10)
    assert card, "no hand card that opens choices"
    page.touchscreen.tap(card["x"] - off, card["y"] + off)
    got = poll(page, READING, seconds=5)
    (ARTIFACTS / "s29").mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "s29" / "round29at8_read_390_zh.png"))
    assert got, "the first tap showed no reading"
    assert got["play"] == "出牌" and got["close"] == "关闭", got
    assert got["bg"].startswith("rgb(") and got["over"] and got["playOnTop"], got   # opaque, nothing over it
    assert 0 <= got["top"] and got["bottom"] <= got["h"], got                         # in the window
    assert not page.evaluate(OPEN)["panel"], "the first tap opened the play panel"
    page.locator(".cw-room-cardread-play").tap()
    opened = poll(page, OPEN, lambda o: o["panel"], seconds=5)
    assert opened["panel"], "Play did not open the card's choices"
    assert page.evaluate("document.querySelector('.cw-room-cardread').hidden")
    context.close()


TOOLS = """() => { const s = document.querySelector('.cw-room-status'), b = document.querySelector('.cw-room-back');
  const name = document.querySelector('.cw-room-name'), menu = document.querySelector('.cw-room-asks');
  const shown = (e) => Boolean(e) && !e.hidden && e.getBoundingClientRect().width > 0;
  return {h: Math.round(s.getBoundingClientRect().height), nameCut: name.scrollWidth > name.clientWidth + 1,
          back: b.textContent, backWide: b.scrollWidth <= b.clientWidth + 1 && b.getBoundingClientRect().width > 30,
          more: shown(document.querySelector('.cw-room-more')) && !document.querySelector('.cw-room-more').disabled,
          menu: shown(menu),   // the ⋯ is always there since review 29 (room_en 11), enabled once an ask is
          asks: [...menu.querySelectorAll('button')].filter(shown).map((e) => e.textContent)}; }"""


@pytest.mark.parametrize("width,height,lang", [(1280, 800, "en"), (390, 844, "zh-CN")])
def test_nudge_and_takeover_sit_under_one_mark_and_cut_nothing(room, width, height, lang):
    """Review 28, room_en 6 / room_zh 4: after a long wait on A1 the strip shows one ⋯, the table's name and
    "← Tables" whole, the strip's height kept; the ⋯ opens both asks over the table."""
    page = b1_waiting(room, width, height, lang, "CHAOS Table 3")
    before = page.evaluate(STRIP)
    page.evaluate(LONG_WAIT)
    got = poll(page, TOOLS, lambda t: t["more"], seconds=10)
    (ARTIFACTS / "s29").mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "s29" / f"round29at8_strip_{width}_{lang}.png"),
                    clip={"x": 0, "y": 0, "width": width, "height": 240})
    assert got["more"] and not got["menu"], got
    assert got["backWide"], got                                  # "← Tables" keeps its word (010: "←")
    if width > 600:
        assert not got["nameCut"], got                           # 033: "CHAOS Tabl…"
    assert got["h"] == before["h"], (before, got)                 # the table below does not move
    page.locator(".cw-room-more").click()
    opened = poll(page, TOOLS, lambda t: t["menu"], seconds=5)
    page.screenshot(path=str(ARTIFACTS / "s29" / f"round29at8_asks_{width}_{lang}.png"),
                    clip={"x": 0, "y": 0, "width": width, "height": 240})
    assert len(opened["asks"]) == 2 and opened["h"] == got["h"], opened   # Nudge and the take-over; nothing moved
    page.context.close()


DRAWER = """() => { const d = document.querySelector('.cw-room-chat'), s = document.querySelector('.cw-story');
  const send = document.querySelector('.cw-chat-form button');
  const frame = document.querySelector('.cw-room-table .cw-root') || document.querySelector('.cw-room-table');
  return {open: d.dataset.open, send: send.getBoundingClientRect().bottom, story: s.getBoundingClientRect().bottom,
          frame: frame.getBoundingClientRect().bottom, h: innerHeight}; }"""


def test_the_open_chat_ends_at_the_tables_frame(room):
    """Review 28, room_en 11 (025, 1280 × 800): the open chat's Send row sat below the table's frame: it ends inside."""
    page = b1_waiting(room, 1280, 800, "en", "Chat foot")
    page.locator(".cw-chat-toggle").first.click()
    got = poll(page, DRAWER, lambda d: d["open"] == "true", seconds=5)
    page.wait_for_timeout(300)
    got = page.evaluate(DRAWER)
    (ARTIFACTS / "s29").mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "s29" / "round29at8_chat_1280.png"))
    assert got["send"] <= got["frame"] + 1, got
    page.context.close()


TIP = """() => { const c = document.querySelector('canvas.cw-canvas'), box = c.getBoundingClientRect();
  const k = box.width / c.__cthulhu.scene.width, tip = document.querySelector('.cw-room-tip');
  const title = c.__cthulhu.scene.items.find((i) => i.label === 'status');
  const story = document.querySelector('.cw-story .cw-story-head, .cw-story h3, .cw-story');
  return {shown: Boolean(tip && !tip.hidden), bottom: tip.getBoundingClientRect().bottom,
          title: title && box.top + title.y * k, story: story.getBoundingClientRect().top,
          items: tip.querySelectorAll('li').length}; }"""


@pytest.mark.parametrize("locale", ["en", "zh-CN", "ja"])
def test_three_things_leave_the_round_title_in_sight(room, locale):
    """Review 28, room_en 3 (003, 1280 × 800): "3 things to know" covered the round's title and the story's first
    line until Got it: it lies over the language bar only, the title below it in sight."""
    base, browser = room
    made = create(base, game="chaos", seed=11, name="First night", listed=False, rules={"max_rounds": 3},
                  seats={"A1": "human", "A2": "bot:random", "B1": "bot:random", "B2": "bot:random"})
    context = browser.new_context(viewport={"width": 1280, "height": 800}, locale=locale, bypass_csp=True)
    page = context.new_page()
    page.goto(base + made["links"]["A1"]["link"])
    wait_joined(page, "A1")
    got = poll(page, TIP, lambda t: t["shown"], seconds=10)
    (ARTIFACTS / "s29").mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "s29" / f"round29at8_tip_{locale}.png"), clip={"x": 0, "y": 0, "width": 1280, "height": 240})
    assert got["shown"] and got["items"] == 3, got
    assert got["bottom"] <= got["title"] - 1, got    # the round's title in sight
    context.close()
