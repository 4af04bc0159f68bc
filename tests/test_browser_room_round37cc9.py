"""Review 35 in real Chromium (round CC, CC9): room_en 7 (shots 004, 148), a white strip at the right edge of the
course sheet opened from the lobby, just under its bar (x≈1265-1280, y≈44-90). The course page keeps a scrollbar's
gutter (ui/page.js, review 8) that its frame's white showed through. Screenshots: test-artifacts/s37cc9/."""
from __future__ import annotations

import io

import pytest
from browser_support import ARTIFACTS, poll
from test_browser_rooms import room, rooms_site  # noqa: F401 (the file's rooms server and Chromium)

pytestmark = [pytest.mark.browser, pytest.mark.lite]
SHOTS = ARTIFACTS / "s37cc9"
READY = """() => { const f = document.querySelector('.cw-learn-sheet-frame'), l = f?.contentWindow?.__cwLite;
  return Boolean(l && l.ready && f.contentDocument.querySelector('canvas.cw-canvas')); }"""


def test_the_course_sheet_from_the_lobby_has_no_white_strip_at_its_right_edge(room):
    from PIL import Image
    from test_lite_page import SITE, require_site
    require_site(SITE / "chaos.html", "the static play pages")
    SHOTS.mkdir(parents=True, exist_ok=True)
    base, browser = room
    context = browser.new_context(viewport={"width": 1280, "height": 800}, device_scale_factor=1, locale="en-US",
                                  bypass_csp=True)
    page = context.new_page()
    page.goto(base + "/cthulhu/rooms/page")
    page.click(".cw-lobby-learn-links a[href*='/learn/chaos.html']")
    assert poll(page, READY, bool, seconds=120), "the course did not come up"
    page.wait_for_timeout(500)
    shot = page.screenshot(path=str(SHOTS / "course_1280.png"))
    image = Image.open(io.BytesIO(shot)).convert("RGB")
    white = [(x, y) for x in range(1262, 1280) for y in range(46, 120) if min(image.getpixel((x, y))) > 200]
    assert not white, f"{len(white)} white pixels at the right edge under the bar, e.g. {white[:3]}"
    context.close()
