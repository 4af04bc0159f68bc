"""Round DD, fixer DD1 (newcomer review 36): CHAOS's lesson 2, "Checkups, reactions and ghosts", followed by clicks in
real Chromium at 1280x800 and 390x844, started by the bar's ★ Lesson 2 (in the "⋯" panel on a phone): each of its 9
steps shows a bubble that rings a clickable item, and its end's bubble offers New game. Screenshots: test-artifacts/dd1_lesson2_<size>_<n>.png."""
from __future__ import annotations

import time

import pytest
from browser_support import artifact, quicken
from test_browser_coach import open_app, voila  # noqa: F401 (the module's Voilà and Chromium)
from test_coach_round28as7_browser import SEEN

pytestmark = pytest.mark.browser


def follow(page, size: str, seconds: float = 240) -> tuple[list, dict]:
    """Follow lesson 2 by its rings (Got it on a note); return the steps shown with a ring, and the end's bubble."""
    if size == "phone":   # the bar's "⋯" panel holds it on a phone
        page.locator("button.cw-more").click()
    page.locator("button.cw-learn-two").click()   # the bar's ★ Lesson 2
    time.sleep(0.5)
    if page.locator(".cw-confirm button").first.is_visible():   # "Start the course on a new practice deal?"
        page.locator(".cw-confirm button").first.click()
    page.screenshot(path=str(artifact(f"dd1_lesson2_{size}_0.png")))
    assert page.locator('.cw-more-box[data-open="1"]').count() == 0   # the phone's panel folded, off the bubble
    steps, shot, end = [], set(), time.time() + seconds
    while time.time() < end:
        time.sleep(0.8)   # a reader reads; a press within the bubble's first 600 ms does nothing (FRESH_MS)
        seen = page.evaluate(SEEN)
        if seen["free"] and seen["shown"]:
            page.screenshot(path=str(artifact(f"dd1_lesson2_{size}_end.png")))
            return steps, page.evaluate("""() => ({text: document.querySelector('.cw-coach').innerText,
                next: document.querySelector('.cw-coach .cw-coach-next')?.textContent || ''})""")
        if not seen["shown"]:
            if seen.get("act"):
                page.mouse.click(seen["act"]["x"], seen["act"]["y"])
            continue
        if seen["n"] not in shot:
            shot.add(seen["n"])
            page.screenshot(path=str(artifact(f"dd1_lesson2_{size}_{seen['n']}.png")))
        if seen["item"] and not seen["wait"]:
            steps.append(seen["n"])
            page.mouse.click(seen["item"]["x"], seen["item"]["y"])
        elif seen["wait"] or not seen["target"]:
            ok = page.locator(".cw-coach button.cw-coach-ok").first
            if ok.is_visible():
                ok.click()
    raise AssertionError(f"lesson 2 did not end: {steps}")


@pytest.mark.parametrize("size", ["wide", "phone"])
def test_round38dd1_lesson2_is_followed_by_clicks_to_its_end(voila, size):  # noqa: F811
    page = open_app(voila, "chaos", size)
    quicken(page, "chaos")
    steps, end = follow(page, size)
    assert sorted(set(steps)) == list(range(1, 10)), steps
    assert end["next"] == "New game" and "Lesson 2" in end["text"], end
    assert not page.errors, page.errors
    page.close()
