"""Review 29 in real Chromium, rooms (round AU, AU8):

- room_en 7 (003): "3 things to know" covered the round header and the top of "Story of the game": at a desk it lies
  above the table's canvas, never over it (review 38: in the flow, over no control), and Got it moves nothing down.
- room_en 11 / room_zh 11: the strip's ⋯ is there from the start (disabled), and the sound is a toggle button.
Screenshots: test-artifacts/s30au8/."""
from __future__ import annotations

import pytest
from browser_support import ARTIFACTS, poll
from test_browser_rooms import create, wait_joined
from test_browser_rooms import room, rooms_site  # noqa: F401 (the file's rooms server and Chromium)

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "s30au8"
BOTS = {"A2": "bot:heuristic", "B1": "bot:heuristic", "B2": "bot:heuristic"}
PLACE = """() => { const tip = document.querySelector('.cw-room-tip');
  const canvas = document.querySelector('canvas.cw-canvas').getBoundingClientRect();
  const more = document.querySelector('.cw-room-more'), sound = document.querySelector('.cw-room-sound');
  const box = sound.querySelector('input').getBoundingClientRect();
  return {tip: Boolean(tip && !tip.hidden), tipBottom: tip && !tip.hidden ? tip.getBoundingClientRect().bottom : 0,
          canvasTop: canvas.top + scrollY, more: Boolean(more) && more.getBoundingClientRect().width > 0,
          moreDisabled: Boolean(more?.disabled), boxSeen: box.width > 2 && box.height > 2,
          soundBorder: getComputedStyle(sound).borderTopStyle}; }"""


def desk_page(browser, url: str, locale: str):
    """A 1280 × 800 page in `locale` (the room speaks the browser's language)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800}, device_scale_factor=1, locale=locale,
                                  bypass_csp=True)
    page = context.new_page()
    page.goto(url)
    return page


@pytest.mark.parametrize("lang", ["en-US", "ja-JP"])
def test_the_tip_covers_nothing_of_the_table_and_the_strip_holds_still(room, lang):
    SHOTS.mkdir(parents=True, exist_ok=True)
    base, browser = room
    made = create(base, game="chaos", seed=11, name="First night", listed=False, seats={"A1": "human", **BOTS},
                  rules={"max_rounds": 12})
    page = desk_page(browser, base + made["links"]["A1"]["link"], lang)
    wait_joined(page, "A1")
    start = poll(page, PLACE, lambda p: p["tip"], seconds=20)
    page.screenshot(path=str(SHOTS / f"tip_1280_{lang}.png"))
    page.click(".cw-room-tip-ok")
    closed = poll(page, PLACE, lambda p: not p["tip"], seconds=5)
    assert start["tip"], start
    assert start["tipBottom"] <= start["canvasTop"] + 1, f"the tip lies over the table's head: {start}"
    # review 38, room_en 10: the box stands above the table in the flow (over the bar it hid the language menu and
    # "? Rules and help"); Got it leaves one line, the table moves up only
    assert closed["canvasTop"] <= start["canvasTop"], (start, closed)
    assert start["more"] and start["moreDisabled"], start           # the ⋯ there from the start, nothing to ask
    assert not start["boxSeen"] and start["soundBorder"] == "solid", start   # a toggle button, no bare checkbox
    page.context.close()


COURSE = """() => { const l = window.__cwLite; if (!l || !l.ready) return null;
  const c = document.querySelector('.cw-coach'), intro = document.getElementById('cw-lite-intro')
    || document.querySelector('body > p');
  return {coach: Boolean(c && !c.hidden && c.innerText.trim()), rounds: l.model.get('view')?.max_rounds ?? null,
          intro: Boolean(intro && !intro.hidden && intro.getBoundingClientRect().height > 0),
          lang: l.model.get('lang'), dev: ['.cw-seed', '[data-cmd=play_seed]', '[data-cmd=seat]']
            .filter((q) => [...document.querySelectorAll(q)].some((e) => e.getBoundingClientRect().width > 0))}; }"""


@pytest.mark.lite
def test_the_course_a_room_opens_counts_the_tables_rounds_and_shows_no_developer_line(room):
    """Review 29, room_en 3 (005): 'Round 1/60' beside a table of 12, and 'All games · …(Pyodide)…' above it; room_zh
    5: the course in zh-CN loaded in English. The sheet's course deals with the table's 12 rounds, in its language."""
    from test_lite_page import SITE, require_site
    require_site(SITE / "chaos.html", "the static play pages")
    base, browser = room
    made = create(base, game="chaos", seed=5, listed=False, rules={"max_rounds": 12},
                  seats={"A1": "human", "A2": "bot:random", "B1": "bot:random", "B2": "bot:random"})
    table = desk_page(browser, base + made["links"]["A1"]["link"], "zh-CN")
    wait_joined(table, "A1")
    link = ".cw-room-tip:not([hidden]) a.cw-learn-link:not([hidden])"
    table.wait_for_selector(link, timeout=30_000)
    table.click(link)
    frame = None
    for _ in range(120):
        frame = next((f for f in table.frames if "/learn/chaos.html" in f.url), None)
        if frame:
            break
        table.wait_for_timeout(250)
    assert frame, "no course frame"
    got = poll(frame, COURSE, lambda c: bool(c and c["coach"]), seconds=150)
    SHOTS.mkdir(parents=True, exist_ok=True)
    table.screenshot(path=str(SHOTS / "course_zh.png"))
    assert got and got["coach"], got
    assert got["rounds"] == 12 and got["lang"] == "zh" and not got["intro"] and not got["dev"], got
    table.context.close()
