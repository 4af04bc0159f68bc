"""Newcomer review 15, the page's finding 2 in the real Voilà app and Chromium (CHAOS phone, en, 390×844): at the game's
end the result panel lay over the table's round line ("Round 31/60 · Game over"); now it starts below the table's head,
its Play again and Watch the replay whole in the window."""
from __future__ import annotations

import pytest

from browser_support import END_ONLY_DELAY_MS, PHONE, artifact, bot_plays_to_the_end, settle, voila_app_page

pytestmark = pytest.mark.browser

# the result panel's box, its buttons' boxes and the table's round line (window px)
MEASURE = """() => { const e = document.querySelector('.cw-ending[data-mode=end]').getBoundingClientRect();
  const c = document.querySelector('canvas.cw-canvas'); const r = c.getBoundingClientRect();
  const s = c.__cthulhu.scene; const k = r.width / s.width;
  const status = s.items.find((i) => i.type === 'text' && i.label === 'status');
  const buttons = [...document.querySelectorAll('.cw-ending .cw-end-again, .cw-ending .cw-end-replay')]
    .map((b) => { const x = b.getBoundingClientRect(); return [x.top, x.bottom]; });
  return {top: e.top, bottom: e.bottom, line: [r.top + status.y * k, r.top + (status.y + status.h) * k], buttons,
          text: status.text}; }"""


def test_finding_2_chaos_phone_result_panel_below_the_round_line():
    with voila_app_page("chaos", "voila_page_round16u_chaos.log", "5", PHONE) as page:
        bot_plays_to_the_end(page, "chaos", END_ONLY_DELAY_MS)   # only its end is read
        settle(page)
        got = page.evaluate(MEASURE)
        page.screenshot(path=str(artifact("round16u_chaos_end_phone.png")))
        assert got["top"] >= got["line"][1], f"the panel lies below the round line: {got}"
        assert len(got["buttons"]) == 2 and all(0 <= t and b <= 844 for t, b in got["buttons"]), got
        assert page.errors == []
