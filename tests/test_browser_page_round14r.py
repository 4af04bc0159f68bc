"""Newcomer review 14, the page's finding 4 in the real Voilà app and Chromium (Letter desk, en, 1280×800): the replay
box's step text ("You draw Ny…") was cut to one line; now it is read whole (as wide as the table, two lines) and the box
still lies above the table's turn line; after Hide, "Show the result" takes no row of its own: the table never moves.
The same game's end also serves issue 23's game-end checks (LS-END, moved from test_browser_coach, which played a
Letter game of its own to its end for them): the banner names what decided the game and its breakdown, Watch the
replay goes on by itself, Play again deals a new game."""
from __future__ import annotations

import pytest

from browser_support import DESK, artifact, bot_plays_to_the_end, voila_app_page

pytestmark = pytest.mark.browser

# the replay box's log line: whole (not cut), its box's foot, and the table's topmost text line's top (window px)
MEASURE = """() => { const log = document.querySelector('.cw-ending[data-mode=replay] .cw-end-log');
  const box = document.querySelector('.cw-ending[data-mode=replay]').getBoundingClientRect();
  const c = document.querySelector('canvas.cw-canvas'); const r = c.getBoundingClientRect();
  const s = c.__cthulhu.scene; const k = r.width / s.width;
  const texts = s.items.filter((i) => i.type === 'text' && i.text);
  const top = Math.min(...texts.map((i) => i.y));
  return {text: log.textContent, whole: log.scrollHeight <= log.clientHeight + 1, boxBottom: box.bottom,
          dims: [log.clientWidth, log.clientHeight, log.scrollHeight, log.scrollWidth, box.width, box.height],
          lineTop: r.top + top * k}; }"""


def test_LS_END_finding_4_letter_desk_end_banner_replay_step_text_whole_above_the_table_and_play_again():
    with voila_app_page("letter", "voila_page_round14r_letter.log", "5", DESK) as page:
        bot_plays_to_the_end(page)   # the bar's bot plays the reader's seat to the game's end
        # LS-END (issue 23): the banner names what decided the game and the breakdown
        text = page.locator(".cw-ending").inner_text()
        assert page.locator(".cw-end-moment").count() == 1 and page.locator(".cw-end-rows th").count() >= 3, text
        page.screenshot(path=str(artifact("coach_letter_end.png")))
        page.locator(".cw-end-replay").click()
        page.wait_for_selector(".cw-ending[data-mode=replay]", timeout=30_000)
        steps = page.locator(".cw-end-step").inner_text()
        # it goes on by itself: the shown step changes without a click (waited for, up to 10 s, not a fixed 2.5 s)
        page.wait_for_function("(before) => document.querySelector('.cw-end-step').innerText !== before",
                               arg=steps, timeout=10_000)
        page.screenshot(path=str(artifact("coach_letter_replay.png")))
        # finding 4: paused, stepped by hand, each step's text is read whole above the table's turn line
        page.evaluate("document.querySelector('.cw-end-pause').click()")
        seen = []
        for _ in range(8):
            page.evaluate("document.querySelector('.cw-end-step_next').click()")
            page.wait_for_timeout(700)
            m = page.evaluate(MEASURE)
            seen.append(m)
        page.screenshot(path=str(artifact("round14r_letter_replay_desk.png")))
        assert [m["text"] for m in seen if not m["whole"]] == [], seen
        assert [m for m in seen if m["boxBottom"] > m["lineTop"]] == [], seen
        # Back to the end, then Hide: "Show the result" takes no row of its own, the table stays where it was
        page.evaluate("document.querySelector('.cw-end-back').click()")
        page.wait_for_selector(".cw-ending[data-mode=end]", timeout=30_000)
        canvas_top = "document.querySelector('canvas.cw-canvas').getBoundingClientRect().top"
        before = page.evaluate(canvas_top)
        page.evaluate("document.querySelector('.cw-end-hide').click()")
        page.wait_for_selector(".cw-ending[data-mode=hidden]", timeout=10_000)
        page.wait_for_timeout(500)
        page.screenshot(path=str(artifact("round14r_letter_hidden_desk.png")))
        assert page.evaluate(canvas_top) == before
        assert page.locator(".cw-end-show").is_visible()
        # LS-END: the result shown again, Play again deals a new game (the ending hidden, no banner on the table)
        page.locator(".cw-end-show").click()
        page.wait_for_selector(".cw-ending[data-mode=end]", timeout=30_000)
        page.locator(".cw-end-again").click()
        page.wait_for_function("(() => { const e = document.querySelector('.cw-ending'); const c = "
                               "document.querySelector('canvas.cw-canvas'); return e.hidden && !c.__cthulhu.scene"
                               ".items.some((i) => i.type === 'banner'); })()", timeout=60_000)
        assert page.errors == []
