"""The page on a phone, in the real Voilà app and Chromium (issue 23, newcomer review 9, Mythos ja at 390×844 with
touch): the coach's bubble is a sheet inside the window with its Got it in sight wherever the reader has scrolled
(finding 1), it never lies over an open card zoom (finding 2), Got it and the rules sheet's × close without scrolling
the page (findings 3, 4). One Voilà page for the file."""
from __future__ import annotations

import time

import pytest

from browser_support import PHONE, artifact, voila_app_page

pytestmark = pytest.mark.browser

# where the reader has scrolled to: the window's scrollY and every box of the page that scrolls (Voilà scrolls one)
SCROLLED = """() => { const out = [Math.round(window.scrollY)];
  for (let el = document.querySelector('canvas.cw-canvas'); el; el = el.parentElement)
    out.push(Math.round(el.scrollTop));
  return out; }"""
# the reader scrolls the page (the box Voilà scrolls) by `by` px
SCROLL_BY = """(by) => { let el = document.querySelector('canvas.cw-canvas').parentElement;
  while (el && !(el.scrollHeight > el.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(el).overflowY)))
    el = el.parentElement;
  (el || document.scrollingElement).scrollTop += by; }"""
# the coach's bubble and its Got it (window px), and the open zoom's box if any
COACH = """() => { const b = document.querySelector('.cw-coach'); const ok = b.querySelector('.cw-coach-ok');
  const box = (e) => { const r = e.getBoundingClientRect(); return [r.top, r.bottom]; };
  const c = document.querySelector('canvas.cw-canvas'); const s = c.__cthulhu.scene; const cb = c.getBoundingClientRect();
  const k = cb.width / s.width; const z = s.items.find((i) => i.label === 'zoom' && i.h > 0);
  return {hidden: b.hidden, dock: b.dataset.dock || null, bubble: b.hidden ? null : box(b),
          ok: ok && !b.hidden ? box(ok) : null, zoom: z ? [cb.top + z.y * k, cb.top + (z.y + z.h) * k] : null}; }"""
RINGED = """() => { const r = document.querySelector('.cw-coach-ring'); if (r.hidden) return null;
  const b = r.getBoundingClientRect(); return [b.left + b.width / 2, b.top + b.height / 2, b.top, b.bottom]; }"""


@pytest.fixture(scope="module")
def phone():
    with voila_app_page("mythos", "voila_page_round9m.log", "7", PHONE, lang="ja") as page:
        yield page


def inside(box, height=844):
    return box is not None and box[0] >= 0 and box[1] <= height + 0.5


def test_finding_1_the_bubble_and_its_got_it_lie_in_the_window_wherever_the_page_is(phone):
    """Learn to play, then the reader scrolls down the table and back: the bubble and its わかった stay in sight."""
    phone.get_by_text("遊び方を学ぶ").first.tap()
    time.sleep(2.5)
    for by in (0, 700, 700, -1000):
        phone.evaluate(SCROLL_BY, by)
        time.sleep(0.6)
        coach = phone.evaluate(COACH)
        assert not coach["hidden"] and coach["dock"], coach
        assert inside(coach["bubble"]) and inside(coach["ok"]), (by, coach)
    phone.screenshot(path=str(artifact("round9m_coach_phone.png")))


def test_finding_2_the_bubble_never_lies_over_an_open_zoom(phone):
    """The ringed card tapped in sight (its text opens): the bubble moves clear of the zoom or waits."""
    ring = phone.evaluate(RINGED)
    for _ in range(20):   # a busy machine: the first step's ring may still be on its way
        if ring:
            break
        time.sleep(0.3)
        ring = phone.evaluate(RINGED)
    if ring and not (60 < ring[1] < 784):
        phone.evaluate(SCROLL_BY, ring[1] - 422)
        time.sleep(0.6)
        ring = phone.evaluate(RINGED)
    assert ring, "no ringed item at the first step"
    phone.touchscreen.tap(ring[0], ring[1])
    time.sleep(1.5)
    coach = phone.evaluate(COACH)
    phone.screenshot(path=str(artifact("round9m_zoom_phone.png")))
    if coach["zoom"] and not coach["hidden"]:
        z, b = coach["zoom"], coach["bubble"]
        assert b[1] <= z[0] + 1 or b[0] >= z[1] - 1, coach
        assert inside(b), coach


def test_findings_3_4_closing_the_bubble_and_the_rules_sheet_never_scrolls(phone):
    """Got it, then the rules sheet opened and closed by its ×: the page stays where the reader left it."""
    for _ in range(6):   # the coach's next bubble (the zoom closed by a tap on its own Close, if open)
        coach = phone.evaluate(COACH)
        if not coach["hidden"]:
            break
        phone.evaluate(SCROLL_BY, 0)
        time.sleep(0.5)
    before = phone.evaluate(SCROLLED)
    if not phone.evaluate(COACH)["hidden"]:
        phone.tap(".cw-coach-ok")
        time.sleep(0.8)
        assert phone.evaluate(SCROLLED) == before, "Got it scrolled the page"
    phone.tap(".cw-help > summary")
    time.sleep(0.8)
    close = phone.evaluate("""() => { const r = document.querySelector('.cw-help-close').getBoundingClientRect();
      return [r.top, r.bottom, r.width]; }""")
    assert close[2] > 20 and inside(close[:2]), close
    assert phone.evaluate("getComputedStyle(document.querySelector('.cw-help[open] > div')).overscrollBehaviorY") \
        == "contain"
    phone.tap(".cw-help-close")
    time.sleep(0.8)
    assert not phone.evaluate("document.querySelector('.cw-help').open")
    assert phone.evaluate(SCROLLED) == before, "closing the rules scrolled the page"
    assert not phone.errors, phone.errors
