"""Newcomer review 19, Letter desk (1280×800) in the real Voilà app and Chromium: the game-over box offers the
Difficulty in one row ("Play again: Easy · ✓ Standard · Hard", Watch the replay, Hide) with the bot's win rate under
it, lies over no card of the opponent's discard (findings 1 and 2: desk 017/045/075), and keeps the table in the 800 px
window; a choice deals a new game at that difficulty."""
from __future__ import annotations

import pytest

from browser_support import DESK, END_ONLY_DELAY_MS, artifact, bot_plays_to_the_end, settle, voila_app_page

pytestmark = pytest.mark.browser

# the result panel's box, its buttons' tops, its note, the opponent's discard cards and the canvas (window px)
MEASURE = """() => { const e = document.querySelector('.cw-ending[data-mode=end]').getBoundingClientRect();
  const c = document.querySelector('canvas.cw-canvas'); const r = c.getBoundingClientRect();
  const s = c.__cthulhu.scene; const k = r.width / s.width;
  const cards = s.items.filter((i) => /^opponent-discard/.test(i.label || '') && i.w > 0)
    .map((i) => [r.left + i.x * k, r.top + i.y * k, r.left + (i.x + i.w) * k]);
  const buttons = [...document.querySelectorAll('.cw-ending .cw-end-buttons button')]
    .map((b) => [b.textContent, Math.round(b.getBoundingClientRect().top)]);
  const note = document.querySelector('.cw-ending .cw-end-note, .cw-ending .cw-end-advice');   // a loss: Try Easy (AG)
  return {left: e.left, right: e.right, bottom: e.bottom, cards, buttons, note: note && note.textContent,
          canvasBottom: r.bottom}; }"""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_desk_end_box_offers_difficulty_and_covers_no_discard(lang):
    with voila_app_page("letter", "voila_letter_round20ae.log", "5", DESK, lang) as page:
        bot_plays_to_the_end(page, "letter", END_ONLY_DELAY_MS)
        settle(page)
        got = page.evaluate(MEASURE)
        page.screenshot(path=str(artifact(f"round20ae_letter_end_desk_{lang}.png")))
        assert len(got["buttons"]) == 5 and any(t.startswith("✓") for t, _ in got["buttons"]), got
        assert len({top for _, top in got["buttons"]}) == 1, f"the box's buttons wrapped: {got}"
        assert got["note"], got
        covered = [c for c in got["cards"] if c[1] < got["bottom"] and c[0] < got["right"] and c[2] > got["left"]]
        assert not covered, f"the box lies over the opponent's discard: {got}"
        if lang == "en":   # ja's bar wraps to two rows (review 19, Letter finding 8, left): its table starts lower
            assert got["canvasBottom"] <= 800, got
        page.evaluate("document.querySelector('.cw-end-again_easy').click()")
        page.wait_for_function("window.__table.get('difficulty') === 'easy' && !window.__table.get('banner')?.title",
                               timeout=60_000)
        assert page.errors == []
