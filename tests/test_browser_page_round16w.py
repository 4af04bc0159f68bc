"""Newcomer review 16, finding 2, in the real Voilà app and Chromium (CHAOS desk, en, 1280×800): "Watch the replay"
took a row of its own above the table and pushed it ~50 px down, the hand cut at the window's foot; now its box sits at
the top of the story beside the table, whole in the story's column, and the table stays where it was."""
from __future__ import annotations

import pytest

from browser_support import DESK, END_ONLY_DELAY_MS, artifact, bot_plays_to_the_end, settle, voila_app_page

pytestmark = pytest.mark.browser

# the canvas's top and the replay box's and the story column's boxes (window px)
MEASURE = """() => { const box = (e) => { const r = e?.getBoundingClientRect(); return r && [r.left, r.top, r.right, r.bottom]; };
  const replay = document.querySelector('.cw-ending[data-mode=replay]');
  return {canvas: box(document.querySelector('canvas.cw-canvas')), replay: box(replay),
          log: box(document.querySelector('.cw-log')), buttons: [...(replay?.querySelectorAll('button') ?? [])].map(box)}; }"""


def test_finding_2_chaos_desk_replay_box_moves_no_table():
    with voila_app_page("chaos", "voila_page_round16w_chaos.log", "5", DESK) as page:
        bot_plays_to_the_end(page, "chaos", END_ONLY_DELAY_MS)   # only its end is read
        settle(page)
        before = page.evaluate(MEASURE)
        page.click(".cw-ending .cw-end-replay")
        page.wait_for_selector(".cw-ending[data-mode=replay]", timeout=30_000)
        settle(page)
        after = page.evaluate(MEASURE)
        page.screenshot(path=str(artifact("round16w_chaos_replay_desk.png")))
        assert abs(after["canvas"][1] - before["canvas"][1]) <= 1, f"the table stays put: {before} → {after}"
        left, top, right, bottom = after["replay"]
        log = after["log"]
        assert log[0] - 1 <= left and right <= log[2] + 1 and top >= log[1] - 1, f"in the story's column: {after}"
        assert all(log[0] - 1 <= b[0] and b[2] <= log[2] + 1 for b in after["buttons"]), f"its buttons whole: {after}"
        assert page.errors == []
