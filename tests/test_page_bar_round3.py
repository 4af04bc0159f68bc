"""The bar on a phone, in the real Voilà app and Chromium (issue 23 round 3, items 2 and 4): at 390×844 Letter's bar
(with "Learn to play" and the "?") takes two rows, not four; the rarely used controls (the Seed box, Play this seed,
the language) are under "⋯", reached by the keyboard with a visible focus ring, the panel says what a seed is, and a
press on the table folds it. At 1280×800 the labelled Seed box stands in the bar."""
from __future__ import annotations

import pytest

from browser_support import CHROMIUM, CHROMIUM_ARGS, require_chromium, shared_voila

pytestmark = pytest.mark.browser

ROWS = """() => { const top = document.querySelector('.cw-top');
  // what a folded <details> holds is not drawn (the rules sheet's × since review 9), though Chromium gives it a box
  const folded = (e) => { const d = e.closest('details'); return d && !d.open && e.tagName !== 'SUMMARY'; };
  const shown = [...top.querySelectorAll('button, select, input, summary')]
    .filter(e => e.getClientRects().length && !folded(e));
  // a row: tops within 8 px of the row's first (a button and a summary of one row stood 1.5 px apart, either side
  // of a 12 px bucket's edge, once the phone's title shrank: round AT5)
  const tops = shown.map(e => e.getBoundingClientRect().top).sort((a, b) => a - b);
  return tops.reduce((rows, top) => (rows.length && top - rows[rows.length - 1] <= 8 ? rows : [...rows, top]), []).length; }"""


def open_letter(chromium, url: str, width: int, height: int):
    page = chromium.new_page(viewport={"width": width, "height": height})
    page.goto(f"{url}/voila/render/play_letter.ipynb", timeout=180_000)
    page.wait_for_function("document.querySelector('canvas.cw-canvas')?.__cthulhu?.scene.items.length",
                           timeout=180_000)
    return page


def test_issue_23_the_bar_is_two_rows_on_a_phone_and_its_fold_works_by_keyboard():
    """Items 2 and 4: two rows at 390×844; Tab reaches "⋯", Enter opens it, Tab reaches the Seed box (focus ring
    drawn), the panel explains the seed; a press on the table closes it; at 1280×800 "⋯" is not drawn."""
    require_chromium()
    from playwright.sync_api import sync_playwright
    base = shared_voila()
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = open_letter(chromium, base, 390, 844)
            assert page.evaluate(ROWS) <= 2
            assert not page.locator(".cw-bar input[type=number]").is_visible()
            for _ in range(12):
                if page.evaluate("document.activeElement?.dataset?.cmd") == "more":
                    break
                page.keyboard.press("Tab")
            assert page.evaluate("document.activeElement.dataset.cmd") == "more"
            page.keyboard.press("Enter")
            page.keyboard.press("Tab")
            assert page.evaluate("document.activeElement.type") == "number"
            ring = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
            assert ring != "none"
            assert "same seed, the same deal" in page.locator(".cw-seed-note").inner_text()
            box = page.locator("canvas.cw-canvas").bounding_box()
            page.mouse.click(box["x"] + 10, box["y"] + box["height"] - 10)
            assert not page.locator(".cw-bar input[type=number]").is_visible()
            page.close()
            page = open_letter(chromium, base, 1280, 800)
            assert page.locator(".cw-bar input[type=number]").is_visible()
            assert not page.locator(".cw-bar button[data-cmd=more]").is_visible()
            assert page.locator(".cw-bar .cw-seed").inner_text().strip() == "Seed"
            page.close()
        finally:
            chromium.close()
