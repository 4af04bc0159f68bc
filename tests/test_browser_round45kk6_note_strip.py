"""Round KK, fixer KK6 (newcomer review 41, letter_zh 7, 009/012: "the tutorial's 剛才發生的事 box sometimes shows only
its title and 知道了, with no text"): on a phone a "What just happened" note (its done line, no step text) folded to
its strip hid that line with the strip's rule for a step's done line, leaving its header and 知道了 alone. In Chromium
at 390x844 with the coach's real style sheet (js/src/ui/coach.js STYLE) and the bubble as fillBubble builds it: a
folded note shows its line, a folded step its instruction; never a box of a title and a button only."""
from __future__ import annotations

import re

import pytest

from browser_support import CHROMIUM, CHROMIUM_ARGS, PHONE, ROOT, require_chromium

pytestmark = pytest.mark.browser

STYLE = re.search(r"const STYLE = `(.*?)`;", (ROOT / "js/src/ui/coach.js").read_text(), re.S).group(1)
HEAD = '<div class="cw-coach-head">學習遊玩 · 剛才發生的事</div>'
BUTTONS = '<div class="cw-coach-buttons"><button class="cw-coach-ok">知道了</button>{more}</div>'
MORE = '<button class="cw-coach-more">更多…</button>'
# the bubbles fillBubble builds: a note (done line only), a note whose line has a rest behind More…, a step
NOTE = HEAD + '<div class="cw-coach-done">對手打出了「守衛」。</div>' + BUTTONS.format(more="")
NOTE_REST = (HEAD + '<div class="cw-coach-done">對手打出了「守衛」。</div>'
             '<div class="cw-coach-text cw-coach-rest" hidden>猜錯了，你還在局中。</div>' + BUTTONS.format(more=MORE))
STEP = (HEAD + '<div class="cw-coach-done">對手打出了「守衛」。</div><div class="cw-coach-text">選這張牌。</div>'
        + BUTTONS.format(more=""))
# the words a reader sees in the folded strip (shown, with a box), the header's among them
SEEN = """() => [...document.querySelectorAll('.cw-coach > div:not(.cw-coach-buttons)')]
  .filter((e) => e.getClientRects().length && e.getBoundingClientRect().height > 0)
  .map((e) => [e.className, e.textContent])"""


@pytest.fixture(scope="module")
def page():
    require_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield browser.new_context(**PHONE).new_page()
        finally:
            browser.close()


def strip(page, inner: str) -> list:
    """Return the [class, words] of each part of a folded top sheet holding `inner` that a reader sees."""
    page.set_content(f'<style>{STYLE}</style><div class="cw-coach" data-dock="top" data-fold="1">{inner}</div>')
    return page.evaluate(SEEN)


@pytest.mark.parametrize("inner", [NOTE, NOTE_REST], ids=["note", "note_with_rest"])
def test_round45kk6_folded_note_shows_its_line(page, inner):
    """review 41, letter_zh 7: a folded "What just happened" note shows its line, never its title and 知道了 alone."""
    seen = strip(page, inner)
    assert ["cw-coach-done", "對手打出了「守衛」。"] in seen, seen


def test_round45kk6_folded_step_shows_its_instruction(page):
    """A folded step shows its instruction (the step's done line and header wait for a tap), as before."""
    seen = strip(page, STEP)
    assert seen == [["cw-coach-text", "選這張牌。"]], seen
