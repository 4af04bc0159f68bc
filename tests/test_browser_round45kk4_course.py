"""Review 41, mythos_en 4 (045-049): at 1280×800 the course said "Course 8/9" with no instruction box, and the reader
worked out the end-of-round discard from the prompt alone; mythos_ja 7: the lesson's end was told a round late. The
course replayed to its end with a real mouse in the Voilà app and Chromium: every step shows its box."""
from __future__ import annotations

import time

import pytest

from browser_support import DESK, LEARN_PACE, quicken
from page_support import chromium_browser, device_page, voila_app
from test_browser_mythos_round19ad_gotit import PROBE

pytestmark = pytest.mark.browser

# the bubble's head and words, its Got it, and the ring's centre even while the bubble shows
SEEN = PROBE.replace("if (!shown && ring && !ring.hidden)", "if (ring && !ring.hidden)")


def walk(page, got_it: bool, seconds: float = 170) -> dict:
    """Play the course by its rings (and Got its when `got_it`, else only on what is no "What just happened" note);
    return the heads shown and the words of the boxes after step 9's."""
    heads, after = [], []
    end = time.time() + seconds
    while time.time() < end:
        p = page.evaluate(SEEN)
        if p["head"] and (not heads or heads[-1] != p["head"]):
            heads.append(p["head"])
        if any("Step 9 of 9" in h for h in heads) and p["head"] and "Step" not in p["head"]:
            after.append(p["text"])
            break
        note = p["head"] and "What just happened" in p["head"]
        if p["ring"] and (not p["ok"] or (note and not got_it)):
            page.mouse.click(*p["ring"])
        elif p["ok"]:
            page.mouse.click(*p["ok"])
        time.sleep(0.4)
    return {"heads": heads, "after": after}


@pytest.mark.parametrize("got_it", [True, False])
def test_round45kk4_every_course_step_shows_its_box_and_the_end_is_told_at_once(got_it):
    """Review 41, mythos_en 4 and mythos_ja 7: steps 1 to 9 each show "Step n of 9", the notes closed or not; the box
    right after step 9's says the course is complete."""
    with chromium_browser() as chromium, voila_app("mythos", "1") as url, device_page(chromium, url, DESK) as page:
        quicken(page, "mythos", LEARN_PACE)
        page.get_by_text("Learn to play").first.click()
        time.sleep(2.5)
        seen = walk(page, got_it)
        shown = {n for n in range(1, 10) if any(f"Step {n} of 9" in h for h in seen["heads"])}
        assert shown == set(range(1, 10)), seen["heads"]
        assert any("Course complete" in t for t in seen["after"]), seen
        assert page.errors == []
