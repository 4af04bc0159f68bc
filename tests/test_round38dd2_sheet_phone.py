"""Round DD, fixer DD2 (newcomer review 36, chaos_en 3), in the real Voilà app and Chromium: on a 390 px phone in
Japanese and on a 1280 px desk in English, the CHAOS rules sheet ("?") has its "Cards and combos" part: four folded
groups, the combos' opened by a tap, every card's name and text inside the sheet's width (the text wraps, nothing
runs off its right edge)."""
from __future__ import annotations

import time

import pytest

from browser_support import DESK, PHONE, artifact, voila_app_page

pytestmark = pytest.mark.browser

FOLDS = """() => [...document.querySelectorAll('.cw-help .cw-help-fold')].map((f) => {
  const s = f.querySelector('summary').getBoundingClientRect();
  return {head: f.querySelector('summary').textContent, open: f.open, h: s.height}; })"""
FITS = """() => { const body = document.querySelector('.cw-help[open] > div'); const b = body.getBoundingClientRect();
  const out = [];
  for (const el of body.querySelectorAll('.cw-help-fold[open] dt, .cw-help-fold[open] dd')) {
    const r = el.getBoundingClientRect();
    if (r.right > b.right + 0.5 || r.width <= 0) out.push([el.textContent.slice(0, 30), r.right, b.right]); }
  return {over: out, wide: body.scrollWidth > body.clientWidth + 1,
          terms: [...body.querySelectorAll('.cw-help-fold[open] dt')].map((e) => e.textContent)}; }"""


@pytest.mark.parametrize("device, lang, combos, name", [(PHONE, "ja", "コンボ", "憑依＋保護"),
                                                         (DESK, "en", "Combos", "Possession + Protection")])
def test_the_sheet_lists_cards_and_combos_readable_at_its_width(device, lang, combos, name):
    with voila_app_page("chaos", "voila_round38dd2_sheet.log", "5", device, lang=lang) as page:
        (page.tap if device is PHONE else page.click)(".cw-help > summary")
        time.sleep(0.8)
        folds = page.evaluate(FOLDS)
        assert len(folds) == 4 and not any(f["open"] for f in folds), folds
        assert all(f["h"] >= 24 for f in folds), folds   # a finger's target
        page.locator(".cw-help .cw-help-fold > summary", has_text=combos).first.scroll_into_view_if_needed()
        (page.locator(".cw-help .cw-help-fold > summary", has_text=combos).first.tap if device is PHONE
         else page.locator(".cw-help .cw-help-fold > summary", has_text=combos).first.click)()
        time.sleep(0.5)
        fits = page.evaluate(FITS)
        assert name in fits["terms"] and len(fits["terms"]) == 5, fits
        assert not fits["over"] and not fits["wide"], fits
        page.screenshot(path=str(artifact(f"round38dd2_sheet_{lang}.png")))
        assert not page.errors, page.errors
