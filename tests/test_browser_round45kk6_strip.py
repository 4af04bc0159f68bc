"""Round KK, fixer KK6 (newcomer review 41, chaos_ja 6, room_zh 12), in the real CHAOS Voilà app and Chromium on a
phone (390x844, ja, touch): through the course's first steps, played by taps on the ringed item and わかった only,
the folded one-line strip showed the step's one instruction cut with "…" (「隠れた爆弾：強調されたマスを選ぼう（c…」,
005 024 055 056 082). Wanted: a folded strip shows its instruction whole (two lines where needed), nothing clipped.
Screenshots: test-artifacts/kk6_strip_*.png."""
from __future__ import annotations

import time

import pytest

from browser_support import PHONE, artifact, voila_app_page

pytestmark = pytest.mark.browser

# the sheet's fold, its words' clipping (wider or taller than their box), わかった and the ring's centres
PROBE = """() => { const c = document.querySelector('canvas.cw-canvas'); const b = document.querySelector('.cw-coach');
  const mid = (e) => { if (!e || e.hidden || !e.getClientRects().length) return null;
    const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; };
  const shown = b && !b.hidden; const t = shown ? b.querySelector('.cw-coach-text') : null;
  const ring = document.querySelector('.cw-coach-ring');
  return {shown, fold: shown && Boolean(b.dataset.fold), text: t ? t.textContent : '',
          cut: Boolean(t) && (t.scrollWidth > t.clientWidth + 1 || t.scrollHeight > t.clientHeight + 1
                             || b.scrollHeight > b.clientHeight + 1),
          ellipsis: t ? getComputedStyle(t).textOverflow : '',
          ok: shown ? mid(b.querySelector('.cw-coach-ok')) : null,
          ring: ring && !ring.hidden ? mid(ring) : null, step: c.dataset.step}; }"""


@pytest.fixture(scope="module")
def phone():
    with voila_app_page("chaos", "voila_page_round45kk6.log", "7", PHONE, lang="ja") as page:
        yield page


def test_round45kk6_phone_folded_strip_shows_its_instruction_whole(phone):
    """review 41, chaos_ja 6: every folded strip of the ja course's first steps shows its words whole, no "…"."""
    phone.get_by_text("遊び方を学ぶ").first.tap()
    confirm = phone.locator(".cw-confirm:visible [data-cmd=lose_yes]")
    if confirm.count():
        confirm.first.tap()
    time.sleep(2.5)
    folds, steps = [], set()
    for n in range(30):
        if len(steps) > 8:
            break
        now = phone.evaluate(PROBE)
        if now["step"]:
            steps.add(now["step"])
        if now["fold"]:
            folds.append(now)
            phone.screenshot(path=str(artifact(f"kk6_strip_{n:02d}.png")))
        if now["ok"]:
            time.sleep(0.7)   # a press in a bubble's first 600 ms does nothing (FRESH_MS)
            phone.touchscreen.tap(*now["ok"])
        elif now["ring"]:
            phone.touchscreen.tap(*now["ring"])
        else:
            break
        time.sleep(1.5)
    assert len(steps) >= 5, steps
    assert folds, "no step folded its sheet: the test saw no strip"
    cut = [(f["step"], f["text"]) for f in folds if f["cut"] or f["ellipsis"] == "ellipsis"]
    assert cut == [], f"a folded strip cut its instruction: {cut}"
    assert phone.errors == []
