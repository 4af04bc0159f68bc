"""Mythos ja on a phone (390×844, touch) in the real Voilà app and Chromium, newcomer review 35: the rules sheet shows
'▼ 続き' while its text runs on and PageDown scrolls the sheet, not the page (mythos_ja 3); a coach sheet docked at
the window's top never lies over the Undo/Redo bar (mythos_ja 1)."""
from __future__ import annotations

import time

import pytest

from browser_support import PHONE, voila_app_page

pytestmark = pytest.mark.browser

SCROLLED = """() => { const out = [Math.round(window.scrollY)];
  for (let el = document.querySelector('canvas.cw-canvas'); el; el = el.parentElement)
    out.push(Math.round(el.scrollTop));
  return out; }"""
SHEET = """() => { const b = document.querySelector('.cw-help[open] > div'); const m = b.querySelector('.cw-help-more');
  const r = m.getBoundingClientRect(); const s = b.getBoundingClientRect();
  return {top: b.scrollTop, more: !m.hidden && r.height > 0 && r.bottom <= s.bottom + 1 && r.top >= s.top,
          text: m.textContent}; }"""
COACH_BAR = """() => { const b = document.querySelector('.cw-coach'); const bar = document.querySelector('.cw-top');
  if (!b || b.hidden || !bar) return null; const r = b.getBoundingClientRect(); const t = bar.getBoundingClientRect();
  return {dock: b.dataset.dock || null, coach: [r.top, r.bottom], bar: [t.top, t.bottom]}; }"""


@pytest.fixture(scope="module")
def phone():
    with voila_app_page("mythos", "voila_page_round37cc6.log", "7", PHONE, lang="ja") as page:
        yield page


def test_mythos_ja_1_a_top_sheet_lies_under_the_bar(phone):
    """Whatever edge the course's sheet takes, it covers no button of the bar while the bar is in sight."""
    seen = phone.evaluate(COACH_BAR)
    if seen and seen["bar"][1] > 0:
        assert seen["coach"][0] >= seen["bar"][1] or seen["coach"][1] <= seen["bar"][0], seen


def test_mythos_ja_3_the_rules_sheet_says_it_scrolls_and_takes_page_down(phone):
    if phone.evaluate("!document.querySelector('.cw-coach').hidden"):
        phone.tap(".cw-coach-ok")
        time.sleep(0.8)
    phone.tap(".cw-help > summary")
    time.sleep(0.8)
    first = phone.evaluate(SHEET)
    assert first["more"] and first["text"].startswith("▼"), first
    before = phone.evaluate(SCROLLED)
    phone.keyboard.press("PageDown")
    time.sleep(0.5)
    after = phone.evaluate(SHEET)
    assert after["top"] > first["top"], (first, after)
    assert phone.evaluate(SCROLLED) == before, "PageDown scrolled the page behind the sheet"
    phone.keyboard.press("End")
    time.sleep(0.5)
    assert not phone.evaluate(SHEET)["more"], "the cue stays at the sheet's end"
    phone.tap(".cw-help-close")
    assert not phone.errors, phone.errors
