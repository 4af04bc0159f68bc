"""Review 38 in real Chromium, rooms (round 42, HH7).

- room_en 15 (036): after "Create table" the links page had only Sit here / Watch: it now starts with "← Tables", a
  touch target of at least 32 px, and that leads to the lobby, the new table under "Your tables".
Screenshots: test-artifacts/s42hh7/."""
from __future__ import annotations

import pytest
from browser_support import ARTIFACTS
from test_browser_rooms import room, rooms_site  # noqa: F401 (the file's rooms server and Chromium)

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "s42hh7"


@pytest.mark.parametrize("width,height,locale,back", [(1280, 800, "en-US", "← Tables"),
                                                      (390, 844, "zh-CN", "← 牌桌列表")])
def test_round42hh7_the_links_page_leads_back_to_the_lobby(room, width, height, locale, back):
    """Review 38, room_en 15: the page of a created table's links has a way back to the lobby, in the form's words."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    base, browser = room
    context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=1,
                                  locale=locale, bypass_csp=True)
    page = context.new_page()
    page.goto(base + "/cthulhu/rooms/page")
    page.fill("input[name=name]", "Back table")
    page.click("button[type=submit]")
    page.wait_for_selector(".cw-links-panel", timeout=20_000)
    link = page.locator(".cw-links-back")
    page.screenshot(path=str(SHOTS / f"links_{width}_{locale}.png"))
    assert link.inner_text() == back
    box = link.bounding_box()
    assert box and box["height"] >= 32 and box["y"] >= 0 and box["x"] + box["width"] <= width, box
    link.click()
    page.wait_for_selector(".cw-rooms-list", timeout=20_000)
    page.wait_for_function("document.body.innerText.includes('Back table')", timeout=10_000)
    assert page.locator(".cw-links-panel").count() == 0
    context.close()
