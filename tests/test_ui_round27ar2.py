"""Review 26 on the shared page, in the real Voilà app and Chromium at 390×844 (round AR2): opening "⋯" leaves the
board where it was (letter_zh 3: it pushed it ~200 px down), the who-plays menu reads "You play" whole
(letter_zh 7), and the bar keeps its two rows."""
from __future__ import annotations

import pytest

from browser_support import CHROMIUM, CHROMIUM_ARGS, require_chromium, shared_voila

pytestmark = pytest.mark.browser

ROWS = """() => { const top = document.querySelector('.cw-top');
  const folded = (e) => { const d = e.closest('details'); return d && !d.open && e.tagName !== 'SUMMARY'; };
  const shown = [...top.querySelectorAll('button, select, input, summary')]
    .filter(e => e.getClientRects().length && !folded(e) && !e.closest('.cw-more-box'));
  // a row: tops within 8 px of the row's first (a button and a summary of one row stood 1.5 px apart, either side
  // of a 12 px bucket's edge, once the phone's title shrank: round AT5)
  const tops = shown.map(e => e.getBoundingClientRect().top).sort((a, b) => a - b);
  return tops.reduce((rows, top) => (rows.length && top - rows[rows.length - 1] <= 8 ? rows : [...rows, top]), []).length; }"""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_review_26_phone_more_menu_lies_over_the_board_and_the_player_menu_is_named(lang):
    require_chromium()
    from playwright.sync_api import sync_playwright
    base = shared_voila()
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = chromium.new_page(viewport={"width": 390, "height": 844})
            page.add_init_script(f"localStorage.setItem('cthulhu-widgets:lang', '{lang}')")
            page.goto(f"{base}/voila/render/play_letter.ipynb", timeout=180_000)
            page.wait_for_function("document.querySelector('canvas.cw-canvas')?.__cthulhu?.scene.items.length",
                                   timeout=180_000)
            page.wait_for_function(f"document.querySelector('.cw-root')?.dataset.lang === '{lang}'", timeout=30_000)
            menu = page.locator(".cw-bar select[data-cmd=watch]")
            said = menu.evaluate("s => s.options[s.selectedIndex].textContent")
            assert said == {"en": "You play", "ja": "プレイヤー：あなた"}[lang]
            # two rows in English; Japanese's longer words took three before "プレイヤー：あなた" and still do
            assert page.evaluate(ROWS) <= {"en": 2, "ja": 3}[lang], f"the phone's bar grew a row ({lang})"
            top = page.locator("canvas.cw-canvas").bounding_box()["y"]
            page.locator(".cw-bar button[data-cmd=more]").click()
            assert page.locator(".cw-more-box").evaluate("b => b.dataset.open") == "1"
            assert page.locator(".cw-bar select[data-cmd=lang]").is_visible()
            # the choice is shown whole: the menu (under ⋯ on a phone since review 27, mythos_ja 10) as wide as its text
            fits = menu.evaluate("""s => { const c = document.createElement('canvas').getContext('2d');
                c.font = getComputedStyle(s).font; return c.measureText(s.options[s.selectedIndex].textContent).width
                <= s.clientWidth; }""")
            assert fits, f"the who-plays menu cuts its choice ({lang})"
            moved = page.locator("canvas.cw-canvas").bounding_box()["y"] - top
            assert abs(moved) < 1, f"opening ⋯ moved the board {moved} px ({lang})"
            page.close()
        finally:
            chromium.close()


def test_review_26_phone_story_is_no_scroll_trap():
    """mythos_ja 6, room_zh 4, chaos_ja 10: a wheel over a phone's story scrolls the page, never the log inside it."""
    require_chromium()
    from playwright.sync_api import sync_playwright
    base = shared_voila()
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = chromium.new_page(viewport={"width": 390, "height": 844})
            page.goto(f"{base}/voila/render/play_letter.ipynb", timeout=180_000)
            page.wait_for_function("document.querySelector('canvas.cw-canvas')?.__cthulhu?.scene.items.length",
                                   timeout=180_000)
            lines = page.locator(".cw-lines")
            lines.scroll_into_view_if_needed()
            box = lines.bounding_box()
            where = """() => { const l = document.querySelector('.cw-lines');
              const s = document.scrollingElement; let top = s.scrollTop;
              for (let e = l.parentElement; e; e = e.parentElement) if (e.scrollTop) top += e.scrollTop;
              return {inner: l.scrollTop, page: top, y: l.getBoundingClientRect().top,
                      overflow: getComputedStyle(l).overflowY}; }"""
            before = page.evaluate(where)
            page.mouse.move(box["x"] + box["width"] / 2, box["y"] + min(20, box["height"] / 2))
            page.mouse.wheel(0, -200)
            page.wait_for_timeout(400)
            after = page.evaluate(where)
            assert after["overflow"] == "hidden", after
            assert after["inner"] == before["inner"], f"the wheel scrolled the story, not the page: {before} → {after}"
            page.close()
        finally:
            chromium.close()
