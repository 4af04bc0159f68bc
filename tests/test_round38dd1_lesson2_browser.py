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


def test_round38dd1_the_chaos_bar_keeps_one_row_with_lesson_2_at_1280():
    """The bar's ★ Lesson 2 stands in the desk bar's one row in every language (a second row made it ~52 px)."""
    from browser_support import DESK, voila_app_page

    with voila_app_page("chaos", "round38dd1_bar", "5", DESK) as page:
        for lang in ("en", "ja", "zh", "zh-TW"):
            page.evaluate("(l) => { const s = document.querySelector('select[data-cmd=lang]'); s.value = l;"
                          " s.dispatchEvent(new Event('change')); }", lang)
            page.wait_for_timeout(1500)
            seen = page.evaluate("""() => { const b = document.querySelector('button.cw-learn-two');
                return { bar: document.querySelector('.cw-bar').getBoundingClientRect().height,
                         shown: b.offsetWidth > 0, text: b.textContent }; }""")
            assert seen["shown"] and seen["bar"] < 40, (lang, seen)
        page.screenshot(path=str(artifact("dd1_lesson2_bar_zh-TW.png")))
        assert page.errors == []
