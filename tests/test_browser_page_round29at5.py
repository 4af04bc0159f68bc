"""Round AT, fixer AT5 (newcomer review 28, chaos_ja 9 and mythos_ja 10): on a 390×844 phone the app's big title wrapped
「精神病院から / の脱出」 (025) and Mythos's took ~110 px of 844 (007), the table's status ~180 px down. The title is one
short line there and the table starts within ~110 px of the top; the window's title stays whole."""
from __future__ import annotations

import time

import pytest

from browser_support import ARTIFACTS, PHONE, poll, table_model, voila_app_page

TITLE = "(() => { const h = document.querySelector('[data-cw-title]'); const r = h.getBoundingClientRect();"\
        " return {text: h.textContent, h: r.height, bottom: r.bottom, lineH: parseFloat(getComputedStyle(h).lineHeight),"\
        " top: document.querySelector('.cw-root').getBoundingClientRect().top + window.scrollY}; })()"


@pytest.mark.parametrize("app,lang", [("chaos", "ja"), ("mythos", "ja")])
def test_a_phones_title_is_one_line_and_the_table_starts_near_the_top(app, lang):
    """The title takes one line (its height one line's), the table's bar starts within 110 px of the page's top."""
    with voila_app_page(app, "", "5", PHONE, lang) as page:
        seen = page.evaluate(TITLE)
        assert seen["text"].strip(), seen
        assert seen["h"] <= seen["lineH"] + 1, seen
        assert seen["top"] <= 110, seen
        assert page.title().strip() == seen["text"].strip()


SINCE = """() => {
    const box = document.querySelector('.cw-since-box');
    if (!box || box.hidden || !box.getClientRects().length) return null;
    const canvas = document.querySelector('canvas.cw-canvas');
    const scene = canvas.__cthulhu.scene;
    const c = canvas.getBoundingClientRect(), b = box.getBoundingClientRect(), k = c.width / scene.width;
    const at = (i) => ({top: c.top + i.y * k, bottom: c.top + (i.y + i.h) * k, left: c.left + i.x * k,
                        right: c.left + (i.x + i.w) * k});
    const cells = scene.items.filter((i) => i.type === 'cell').map(at);
    // (the hand's news tags too: rects under its lines, which rise above the hand's title)
    const drawn = scene.items.filter((i) => (['text', 'chip', 'ccard'].includes(i.type) || /^hand-news/.test(i.label || ''))
                                            && i.w > 0 && i.h > 0);
    const under = drawn.filter((i) => { const r = at(i); return r.left < b.right && b.left < r.right
                                                                && r.top < b.bottom && b.top < r.bottom; });
    const hand = scene.items.filter((i) => i.type === 'ccard' && /^hand-/.test(i.label || '')).map(at);
    return {boxTop: b.top, boxBottom: b.bottom, board: Math.max(...cells.map((r) => r.bottom)),
            hand: Math.max(...hand.map((r) => r.bottom)),
            canvasBottom: c.bottom, under: under.map((i) => i.text || i.label || i.type), over: box.dataset.over || ''};
}"""


def test_a_phones_since_box_lies_under_the_board_over_no_line():
    """chaos_ja 8 (023/076): at the reader's turn after the bots', the box is in the table's free room under the
    prompt's chips, close under the hand right under the board (not under the whole table), over no line, chip or card."""
    from test_browser_story import play_my_turn, to_my_turn

    with voila_app_page("chaos", "", "3", PHONE, "ja") as page:
        table_model(page, "chaos")
        seen = []
        deadline = time.monotonic() + 150
        while len(seen) < 2 and time.monotonic() < deadline:
            play_my_turn(page)
            to_my_turn(page)
            got = poll(page, SINCE, lambda g: g is not None, 6)
            if got:
                seen.append(got)
                page.screenshot(path=f"{ARTIFACTS}/round29at5_since_{len(seen)}.png")
        assert seen, "no since box in two turns"
        for got in seen:
            assert got["over"] == "1" and got["under"] == [], got
            # (since round BB the hand lies right under the board and the prompt's block, the box's room with it, under
            # the hand: review 34, chaos_ja 1, 2)
            assert got["hand"] - got["board"] < 200, got
            assert got["boxTop"] - got["hand"] < 160 and got["boxBottom"] < got["canvasBottom"], got
