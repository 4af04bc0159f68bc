"""Round CC, fixer CC4 (newcomer review 35, chaos_en 4 / room_en 6): "? Rules and help" moved sideways (x≈740 vs 805)
as the "Course n/10" chip came and went in the bar before it. In each game's real Voilà app at 1280×800, the help
button keeps its place from before Learn to play to the course's steps, its chip shown or held unseen. Letter's bar
is full at 1280 (letter_en 7): with the chip the help drops to a second row, so there only its x is held (open)."""
from __future__ import annotations

import time

import pytest
from test_browser_coach import open_app, voila  # noqa: F401 (the module's Voilà and Chromium)

pytestmark = pytest.mark.browser

HELP = """() => { const r = document.querySelector('.cw-help > summary').getBoundingClientRect();
  const tag = document.querySelector('.cw-coach-again');
  return {x: Math.round(r.left), y: Math.round(r.top), chip: Boolean(tag && !tag.hidden)}; }"""


@pytest.mark.parametrize("game", ["chaos", "letter"])
def test_help_keeps_its_place_as_the_course_chip_comes(voila, game):  # noqa: F811
    page = open_app(voila, game, "wide")
    try:
        before = page.evaluate(HELP)
        page.locator("button.cw-learn").click()
        end, seen = time.time() + 60, []
        while time.time() < end:
            now = page.evaluate(HELP)
            seen.append(now)
            if now["chip"] and len(seen) > 3:
                break
            time.sleep(0.5)
        assert any(s["chip"] for s in seen), seen
        assert {s["x"] for s in seen} == {before["x"]}, (before, seen)
        if game == "chaos":
            assert {s["y"] for s in seen} == {before["y"]}, (before, seen)
    finally:
        page.close()
