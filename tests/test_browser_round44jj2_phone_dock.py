"""Round JJ, fixer JJ2 (newcomer review 40, chaos_ja 1 and 2), in the real CHAOS Voilà app and Chromium on a phone
(390x844, ja, touch): through the course's first steps, played by taps on the ringed item and わかった only, the lesson
box keeps one place (one edge of the window: it moved top 004-034, foot 035-037) and the page never scrolls by itself
(020, 035, 049); tapping 続きを読む… keeps わかった where it was (005→006). Screenshots: test-artifacts/jj2_*.png."""
from __future__ import annotations

import time

import pytest

from browser_support import PHONE, artifact, voila_app_page

pytestmark = pytest.mark.browser

# the sheet's edge and box, its わかった and 続きを読む… centres, the ring's centre, the page's scroll (window and boxes)
PROBE = """() => { const c = document.querySelector('canvas.cw-canvas'); const b = document.querySelector('.cw-coach');
  let scrolled = Math.round(window.scrollY);
  for (let e = c.parentElement; e; e = e.parentElement) scrolled += Math.round(e.scrollTop || 0);
  const mid = (e) => { if (!e || e.hidden || !e.getClientRects().length) return null;
    const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; };
  const shown = b && !b.hidden;
  const ring = document.querySelector('.cw-coach-ring');
  const r = shown ? b.getBoundingClientRect() : null;
  return {shown, edge: shown ? b.dataset.dock || null : null, box: r ? [Math.round(r.top), Math.round(r.bottom)] : null,
          ok: shown ? mid(b.querySelector('.cw-coach-ok')) : null,
          more: shown ? mid(b.querySelector('.cw-coach-more')) : null,
          ring: ring && !ring.hidden ? mid(ring) : null, scrolled, step: c.dataset.step,
          text: shown ? b.innerText : ''}; }"""


@pytest.fixture(scope="module")
def phone():
    with voila_app_page("chaos", "voila_page_round44jj2.log", "7", PHONE, lang="ja") as page:
        yield page


def test_round44jj2_phone_course_box_keeps_one_place_and_the_page_never_scrolls(phone):
    """review 40, chaos_ja 1/2: five steps of the ja course by taps; one edge, scrollY unchanged, わかった kept."""
    phone.get_by_text("遊び方を学ぶ").first.tap()
    confirm = phone.locator(".cw-confirm:visible [data-cmd=lose_yes]")
    if confirm.count():
        confirm.first.tap()
    time.sleep(2.5)
    start = phone.evaluate(PROBE)
    edges, scrolls, kept, steps = set(), set(), [], set()
    for _ in range(24):
        if len(steps) > 5:
            break
        now = phone.evaluate(PROBE)
        if now["step"]:
            steps.add(now["step"])
        if now["shown"]:
            edges.add(now["edge"])
        scrolls.add(now["scrolled"])
        if now["ok"] and now["more"] and not kept:
            phone.touchscreen.tap(*now["more"])   # 続きを読む…: the sheet grows, わかった stays put
            time.sleep(0.6)
            grown = phone.evaluate(PROBE)
            phone.screenshot(path=str(artifact("jj2_more.png")))
            kept.append((now["ok"], grown["ok"]))
            now = grown
        if now["ok"]:
            time.sleep(0.7)   # a press in a bubble's first 600 ms does nothing (FRESH_MS)
            phone.touchscreen.tap(*now["ok"])
        elif now["ring"]:
            phone.touchscreen.tap(*now["ring"])
        else:
            break
        time.sleep(1.5)
    phone.screenshot(path=str(artifact("jj2_steps.png")))
    assert len(steps) >= 5, steps
    assert len(edges) == 1, f"the box took more than one place: {edges}"
    assert scrolls == {start["scrolled"]}, f"the page scrolled by itself: {scrolls}"
    for before, after in kept:
        assert after and abs(after[1] - before[1]) <= 2, f"わかった moved as the box grew: {kept}"
    assert phone.errors == []
