"""Round AS, fixer AS7 (newcomer review 27, mythos_en 1, its worst: step 8's bubble hid Bot 2's row of the combat
band, 037; step 4's note the "Your adventures" line, 022): the Mythos course followed by clicks in real Chromium at
1280x800; at every bubble shown, it lies over neither its ring nor any box its mark's words name (`names`:
frames/coach_named.py, ui/coach_named.js), and in the window's sight (review 28: step 4 lay under the fold,
ui/coach.js sightPlace). Written after the fix (the review's shots are the before); the vitest
round28as7_named.test.js failed before it. Screenshots: test-artifacts/as7_<game>_<n>.png."""
from __future__ import annotations

import time

import pytest
from browser_support import artifact, quicken
from test_browser_coach import open_app, voila  # noqa: F401 (the module's Voilà and Chromium)

pytestmark = pytest.mark.browser

SEEN = """() => {
  const c = document.querySelector('canvas.cw-canvas'), b = document.querySelector('.cw-coach');
  const ring = document.querySelector('.cw-coach-ring'), mark = window.__table?.get('coach') || {};
  if (!c?.__cthulhu || !b) return {shown: false, n: 0, free: false};
  const s = c.__cthulhu.scene, box = c.getBoundingClientRect(), k = box.width / s.width, bb = b.getBoundingClientRect();
  const at = (i) => i && {x: box.left + (i.x + i.w / 2) * k, y: box.top + (i.y + i.h / 2) * k};
  if (b.hidden) {   // over an open card zoom the bubble waits: its move's chip is pressed there
    return {shown: false, n: mark.n || 0, free: Boolean(mark.free),
            act: at(s.items.find((i) => i.id === `act:${mark.id}` && i.w > 0))};
  }
  const seat = (s.items.find((i) => i.you && /^panel-/.test(i.label || ''))?.label || '').slice(6);
  const names = (mark.names || []).map((n) => n.replace(/@/g, seat));
  const hit = (l) => names.some((n) => (n.endsWith('*') ? l.startsWith(n.slice(0, -1)) : l === n));
  const over = (r) => r.left < bb.right - 1 && bb.left < r.right - 1 && r.top < bb.bottom - 1 && bb.top < r.bottom - 1;
  const wide = (i) => i.w || String(i.text || '').length * (i.size || 12) * 0.55;
  const bad = s.items.filter((i) => typeof i.label === 'string' && hit(i.label) && i.h > 0)
    .map((i) => ({label: i.label, left: box.left + i.x * k, top: box.top + i.y * k,
                  right: box.left + (i.x + wide(i)) * k, bottom: box.top + (i.y + i.h) * k}))
    .filter(over).map((r) => r.label);
  const rr = ring.hidden ? null : ring.getBoundingClientRect();
  if (rr && over({left: rr.left + 4, top: rr.top + 4, right: rr.right - 4, bottom: rr.bottom - 4})) bad.push('ring');
  // in the window's sight (review 28, mythos_en 1: step 4's bubble, kept off all it named, lay under the fold)
  if (bb.top < 0 || bb.bottom > innerHeight) bad.push(`out of sight: ${Math.round(bb.top)}-${Math.round(bb.bottom)}`);
  const item = s.items.find((i) => i.id === b.dataset.target);
  return {shown: true, n: mark.n || 0, wait: Boolean(mark.wait), free: Boolean(mark.free), target: b.dataset.target,
          bad, names, item: item ? at(item) : null};
}"""


def follow(page, game: str, seconds: float = 200) -> list:
    """Follow the course by its rings (Got it on a note); return the bubbles over what they name: (step, labels)."""
    page.locator("button.cw-learn").click()
    bad, shot, end = [], set(), time.time() + seconds
    while time.time() < end:
        time.sleep(0.8)   # a reader reads; a press within the bubble's first 600 ms does nothing (FRESH_MS)
        seen = page.evaluate(SEEN)
        if seen["free"]:
            return bad
        if not seen["shown"]:
            if seen.get("act"):
                page.mouse.click(seen["act"]["x"], seen["act"]["y"])
            continue
        if seen["bad"]:
            bad.append((seen["n"], seen["bad"]))
        if seen["n"] not in shot:
            shot.add(seen["n"])
            page.screenshot(path=str(artifact(f"as7_{game}_{seen['n']}.png")))
        if seen["item"] and not seen["wait"]:
            page.mouse.click(seen["item"]["x"], seen["item"]["y"])
        elif seen["wait"] or not seen["target"]:
            ok = page.locator(".cw-coach button").first
            if ok.is_visible():
                ok.click()
    raise AssertionError(f"the course did not end: {bad}")


@pytest.mark.parametrize("game", ["mythos"])
def test_r28as7_course_bubbles_keep_off_their_ring_and_what_they_name(voila, game):  # noqa: F811
    page = open_app(voila, game, "wide")
    quicken(page, game)
    bad = follow(page, game)
    assert bad == [], bad
    page.close()
