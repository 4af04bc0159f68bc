"""CHAOS at 1280×800 (en), issue 23 round I, newcomer review 7 (board findings 1 and 2), in the real Voilà app in
headless Chromium: no status pill on the board (a piece's name and one glyph in its own cell, the words in the legend),
and the table keeps one height that fits the window while bots play, combos and their requests included.
Screenshots land in test-artifacts/round8i_chaos_*.png.
"""
from __future__ import annotations

import time

import pytest

from browser_support import ARTIFACTS, DESK, voila_app_page

pytestmark = pytest.mark.browser

ACT = """() => { const c = document.querySelector('canvas.cw-canvas'); const s = c.__cthulhu.scene;
  const b = c.getBoundingClientRect(); const k = b.width / s.width;
  const acts = s.items.filter(i => String(i.id ?? '').startsWith('act:') && i.w > 0);
  const pick = acts.find(i => i.type === 'cell') ?? acts.find(i => i.type === 'chip');
  return pick ? {x: b.x + (pick.x + pick.w / 2) * k, y: b.y + (pick.y + pick.h / 2) * k} : null; }"""
STATE = """() => { const c = document.querySelector('canvas.cw-canvas'); const s = c.__cthulhu.scene;
  const cells = s.items.filter(i => i.type === 'cell');
  const cellOf = (p) => cells.find(i => i.row === p.cell[0] && i.col === p.cell[1]);
  const out = s.items.filter(i => i.type === 'piece').filter(p => { const k = cellOf(p);
    return p.x < k.x - 0.5 || p.y < k.y - 0.5 || p.x + p.w > k.x + k.w + 0.5 || p.y + p.h > k.y + k.h + 0.5; });
  return {height: c.getBoundingClientRect().height, bottom: c.getBoundingClientRect().bottom,
          scroll: document.documentElement.scrollHeight, tags: s.items.filter(i => i.type === 'tag').length,
          out: out.map(p => p.seat), phase: s.items.find(i => i.label === 'status')?.text ?? ''}; }"""


@pytest.fixture(scope="module")
def desk():
    """A Voilà server of the CHAOS app and a 1280×800 page of it, in English."""
    with voila_app_page("chaos", "voila_round8i_chaos.log", "5", DESK, "en") as page:
        yield page


def skip(page) -> None:
    """Let the bots play on to the seat's turn ("▶▶ to my turn"), unless it is the seat's turn already."""
    button = page.locator("button[data-cmd=fast_forward]")
    if button.count() and button.first.is_enabled():
        button.first.click()


def test_board_labels_and_one_page_height_while_bots_play(desk):
    page = desk
    seen = [page.evaluate(STATE)]
    skip(page)   # the bots play, combos and their requests included
    for _ in range(6):
        time.sleep(1)
        seen.append(page.evaluate(STATE))
    page.screenshot(path=str(ARTIFACTS / "round8i_chaos_desk.png"))
    for s in seen:
        assert s["scroll"] <= 800 and s["bottom"] <= 800, f"the table within the 1280×800 window: {s}"
    assert len({round(s["height"]) for s in seen}) == 1, f"one table height: {[s['height'] for s in seen]}"
    for k in range(4):   # the seat's own turns: a move, then its first chip, as a newcomer would
        for _ in range(4):
            spot = page.evaluate(ACT)
            if not spot:
                break
            page.mouse.click(spot["x"], spot["y"])
            time.sleep(0.8)
            seen.append(page.evaluate(STATE))
        skip(page)
        time.sleep(1.5)
        seen.append(page.evaluate(STATE))
    for s in seen:
        assert s["tags"] == 0, f"no status pill on the board: {s}"
        assert s["out"] == [], f"each piece inside its own cell: {s}"
