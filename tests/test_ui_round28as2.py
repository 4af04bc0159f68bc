"""Review 27 on the shared page, in the real Voilà app and Chromium at 390×844 (round AS2): a phone's folded story
with 27 lines since the reader's last turn shows its newest lines whole, the older ones counted over it (chaos_ja 2)."""
from __future__ import annotations

import pytest

from browser_support import PHONE, require_chromium, table_model, voila_app_page

pytestmark = pytest.mark.browser

# a story of the reader's turn, the bot's long turn (27 lines) and the reader's turn now (ui/story.js sinceOf)
STORY = """(n) => {
  const lines = [{ text: 'Round 1', round: 'Round 1', turn: 1, you: 1 }, { text: 'You play a card.', you: 1 },
                 { text: "Bot's turn.", turn: 1 }];
  for (let i = 1; i <= n; i += 1) lines.push({ text: `Line ${i} of the bot's long turn, told at length.` });
  lines.push({ text: 'Round 2: your turn.', round: 'Round 2', turn: 2, you: 1 });
  return lines; }"""

SEEN = """() => { const box = document.querySelector('.cw-lines').getBoundingClientRect();
  const lines = [...document.querySelectorAll('.cw-lines .cw-line')];
  const last = lines.filter((e) => /of the bot/.test(e.textContent)).at(-1).getBoundingClientRect();
  const earlier = document.querySelector('.cw-earlier');
  return { since: document.querySelector('.cw-story').dataset.since, lastTop: last.top, lastBottom: last.bottom,
           top: box.top, bottom: box.bottom, above: lines.filter((e) => e.getBoundingClientRect().bottom <= box.top + 1).length,
           earlier: earlier && earlier.getClientRects().length ? earlier.textContent : '',
           earlierY: earlier ? earlier.getBoundingClientRect().bottom : 0 }; }"""


def test_review_27_phone_story_shows_its_newest_lines_with_27_since():
    """chaos_ja 2 (113-118): the since lines opened at their first, the newest cut at the bottom and no way down."""
    require_chromium()
    with voila_app_page("letter", "as2_story", "1", PHONE) as page:
        table_model(page, "letter")
        page.wait_for_function("""() => { const m = window.__table, v = m.get('view') || {};
            return v.to_act === m.get('seat') && (m.get('legal') || []).length > 0; }""", timeout=60_000)
        page.evaluate(f"() => {{ const m = window.__table; m.set('log_from', 0); m.set('log_lines', ({STORY})(27)); }}")
        page.wait_for_function("document.querySelector('.cw-story')?.dataset.since === '1'", timeout=10_000)
        page.wait_for_timeout(500)
        seen = page.evaluate(SEEN)
        assert seen["lastBottom"] <= seen["bottom"] + 1 and seen["lastTop"] >= seen["top"] - 1, \
            f"the newest of the 27 lines is cut or hidden: {seen}"
        assert seen["above"] > 0, seen
        assert seen["earlier"] == f"↑ {seen['above']} earlier · show all", seen
        assert seen["earlierY"] <= seen["top"] + 1, f"the count is not over the lines: {seen}"
        page.locator(".cw-earlier").click()
        assert page.locator(".cw-story").evaluate("s => s.dataset.open") == "1"
        assert not page.errors, page.errors
