"""Review 37, room_en (Q1 7) in real Chromium: a rooms server with no static play pages (`make lite`) offered no
"Learn to play". The lobby's ★ CHAOS link now opens the server's own course in the sheet over the lobby: the lesson's
first coach note shows, and a click on what it points at follows it to step 2. Shots: test-artifacts/s40ff4/."""
from __future__ import annotations

import os

import pytest
from browser_support import ARTIFACTS, poll
from test_browser_rooms import room, rooms_site  # noqa: F401 (the file's rooms server and Chromium)

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module", autouse=True)
def no_static_pages(tmp_path_factory):
    """The review's server had no `make lite` pages, so its links open the server's own course; make test builds
    site/play, which the file's server (a subprocess: it takes this environment) would serve instead."""
    old = os.environ.get("CTHULHU_LITE_DIR")
    os.environ["CTHULHU_LITE_DIR"] = str(tmp_path_factory.mktemp("no-lite"))
    yield
    if old is None:
        os.environ.pop("CTHULHU_LITE_DIR", None)
    else:
        os.environ["CTHULHU_LITE_DIR"] = old
SHOTS = ARTIFACTS / "s40ff4"
# the coach's bubble in the course's frame, and the page point of the item it rings (its canvas scene)
COACH = """() => {
  const c = document.querySelector('canvas.cw-canvas'), b = document.querySelector('.cw-coach');
  const model = window.__cwCourse?.model;
  if (!c || !c.__cthulhu || !b || b.hidden || !model) return null;
  const s = c.__cthulhu.scene, box = c.getBoundingClientRect(), k = box.width / s.width;
  const item = s.items.find((i) => i.id === b.dataset.target);
  const at = item ? {x: box.left + (item.x + item.w / 2) * k, y: box.top + (item.y + item.h / 2) * k} : null;
  return {n: (model.get('coach') || {}).n, text: b.innerText, lang: model.get('lang'), at};
}"""


def _course(room, width, height, locale, link):
    """Return (page, course frame) after the lobby's course `link` was pressed at `width`×`height` in `locale`."""
    base, browser = room
    context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=1, locale=locale,
                                  bypass_csp=True, is_mobile=width < 500, has_touch=width < 500)
    page = context.new_page()
    page.goto(base + "/cthulhu/rooms/page")
    page.locator(link).click(timeout=30_000)
    frame = page.wait_for_selector(".cw-learn-sheet-frame").content_frame()
    assert poll(frame, COACH, lambda m: m and m["n"] == 1 and m["text"], seconds=60), "no coach note"
    return page, frame


@pytest.mark.parametrize("width,height,locale,lang", [(1280, 800, "en-US", "en"), (390, 844, "zh-CN", "zh")])
def test_review37_room_en_the_lobby_s_learn_to_play_opens_the_server_s_course_and_a_click_follows_it(
        room, width, height, locale, lang):
    """Review 37, room_en: lobby -> ★ CHAOS -> the lesson's first coach note, in the page's language -> a click on
    what it points at -> step 2 -> Undo -> step 1 again."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page, frame = _course(room, width, height, locale, ".cw-lobby-learn-links a[href*='/learn/chaos.html']"
                                                       ":not([href*='lesson=2'])")
    first = frame.evaluate(COACH)
    assert first["lang"] == lang and first["at"], first
    page.wait_for_timeout(700)   # a person reads the step first (a press within 500 ms is a double click's second)
    page.screenshot(path=str(SHOTS / f"step1_{width}_{lang}.png"))
    box = page.query_selector(".cw-learn-sheet-frame").bounding_box()
    page.mouse.click(box["x"] + first["at"]["x"], box["y"] + first["at"]["y"])
    assert poll(frame, COACH, lambda m: m and m["n"] == 2, seconds=30), frame.evaluate(COACH)
    page.wait_for_timeout(500)
    page.screenshot(path=str(SHOTS / f"step2_{width}_{lang}.png"))
    frame.click("button[data-cmd=undo]:not([disabled])")   # the course's Undo, as the widget's: back to step 1
    assert poll(frame, COACH, lambda m: m and m["n"] == 1, seconds=30), frame.evaluate(COACH)


def test_review37_room_en_the_lobby_offers_chaos_s_lesson_2_from_the_server(room):
    """Review 37, room_en: CHAOS's second lesson is offered beside the first, and opens on its own first step."""
    page, frame = _course(room, 1280, 800, "en-US", ".cw-lobby-learn-links a[href*='lesson=2']")
    second = frame.evaluate(COACH)
    assert "Lesson 2" in page.inner_text(".cw-lobby-learn-links") and second["n"] == 1, second
    page.screenshot(path=str(SHOTS / "lesson2_1280_en.png"))
