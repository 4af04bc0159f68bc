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


def test_review_27_mythos_round_1_learn_to_play_asks_once_anything_happened():
    """mythos_ja 3 (003 → 004): past the deal (a move made in round 1) Learn to play asks before it replaces the game;
    a fresh page, nothing done yet, starts the course at once (the brief's rule)."""
    require_chromium()
    with voila_app_page("mythos", "as2_learn", "1", PHONE) as page:
        table_model(page, "mythos")
        learn = page.locator(".cw-bar .cw-learn")
        assert page.evaluate("window.__table.get('step')") == 0
        page.evaluate("""() => { const m = window.__table, move = m.get('legal')[0];
            m.send({ cmd: 'act', id: Array.isArray(move) ? move[0] : move.id, step: m.get('step') }); }""")
        page.wait_for_function("window.__table.get('step') > 0", timeout=30_000)
        page.wait_for_timeout(500)
        learn.click()
        page.wait_for_timeout(500)
        assert page.locator(".cw-confirm").is_visible(), "Learn to play replaced a game under way without a word"
        assert page.evaluate("window.__table.get('coach') || {}").get("n") is None
        assert not page.errors, page.errors


@pytest.mark.parametrize("lang", ["zh-TW", "ja"])
def test_review_27_phone_lose_question_moves_nothing_below_it(lang):
    """letter_zh 7 (114), chaos_ja 7 (006): 'Lose this game?' came as a row in the flow and pushed the table ~75 px."""
    require_chromium()
    with voila_app_page("letter", "as2_lose", "1", PHONE, lang) as page:
        table_model(page, "letter")
        page.evaluate("""() => { const m = window.__table, move = m.get('legal')[0];
            m.send({ cmd: 'act', id: Array.isArray(move) ? move[0] : move.id, step: m.get('step') }); }""")
        page.wait_for_function("window.__table.get('step') > 0", timeout=30_000)
        page.wait_for_timeout(800)
        where = "() => document.querySelector('canvas.cw-canvas').getBoundingClientRect().top + window.scrollY"
        before = page.evaluate(where)
        page.locator(".cw-bar .cw-learn").click()
        page.wait_for_timeout(300)
        confirm = page.locator(".cw-confirm")
        assert confirm.is_visible()
        moved = page.evaluate(where) - before
        assert abs(moved) < 1, f"the question moved the table {moved} px ({lang})"
        box = confirm.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390, box
        for name in ("lose_yes", "lose_no"):   # each answer on one or two lines at 390 px
            assert page.locator(f".cw-confirm [data-cmd={name}]").bounding_box()["height"] < 60
        page.locator(".cw-confirm [data-cmd=lose_no]").click()
        assert not confirm.is_visible()
        assert not page.errors, page.errors


# the bar's rows: its shown controls' tops, apart by more than 10 px (⋯'s panel and the question left out)
BAR_ROWS = """() => { const top = document.querySelector('.cw-top');
  const folded = (e) => { const d = e.closest('details'); return d && !d.open && e.tagName !== 'SUMMARY'; };
  const tops = [...top.querySelectorAll('button, select, input, .cw-help > summary')]
    .filter(e => e.getClientRects().length && !folded(e) && !e.closest('.cw-more-box') && !e.closest('.cw-confirm'))
    .map(e => e.getBoundingClientRect().top).sort((a, b) => a - b);
  return tops.filter((t, i) => i === 0 || t - tops[i - 1] > 10).length; }"""


@pytest.mark.parametrize(("game", "lang"), [("mythos", "ja"), ("letter", "ja"), ("chaos", "zh-TW")])
def test_review_27_phone_bar_two_rows_each_control_says_what_it_does(game, lang):
    """mythos_ja 10: Undo / Redo / 席 プレイヤー1 / New game / ⋯ / ▶▶ 進める took three rows, 進める and the seat unexplained."""
    require_chromium()
    with voila_app_page(game, "as2_bar", "1", PHONE, lang) as page:
        assert page.evaluate(BAR_ROWS) <= 2, f"the phone's bar takes more than two rows ({game}, {lang})"
        ff = page.locator(".cw-bar [data-cmd=fast_forward]").text_content()
        assert ff == {"ja": "▶▶ 自分の番へ", "zh-TW": "▶▶ 到我的回合"}[lang]
        page.locator(".cw-bar button[data-cmd=more]").click()
        if game == "mythos":   # the seat under ⋯, named as the reader's
            assert page.locator(".cw-more-box select[data-cmd=seat]").is_visible()
            assert page.locator(".cw-more-box label:has(select[data-cmd=seat])").text_content().startswith("あなたの席")
        assert not page.errors, page.errors
