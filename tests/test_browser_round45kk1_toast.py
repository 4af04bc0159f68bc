"""A toast on a CHAOS phone, in the real Voilà app and Chromium at 390x844 in Japanese (newcomer review 41, chaos_ja 1):
the undo toast lay glued to the board's foot over row 8's role badges and was cut mid-sentence to one line,
「元に戻した：自分の直前の手まで戻った。カードは配ら…」 (017, 099). Now a toast placed over the window lies inside it,
keeps off the board's cells, covers no prompt, status line or hand title, and says its words whole."""
from __future__ import annotations

import time

import pytest

from browser_support import PHONE, artifact, poll, settle, table_model, voila_app_page

pytestmark = pytest.mark.browser

# the reader's moves in the window (act: or select:), in window px
MOVES = """() => { const c = document.querySelector('canvas.cw-canvas'); const s = c.__cthulhu.scene;
  const b = c.getBoundingClientRect(); const k = b.width / s.width;
  return s.items.filter((i) => /^(act|select):/.test(i.id || '') && i.h > 0)
    .map((i) => ({id: i.id, x: b.left + (i.x + i.w / 2) * k, y: b.top + (i.y + i.h / 2) * k}))
    .filter((m) => m.y > 30 && m.y < innerHeight - 30); }"""
# the toast shown over the window: its box, the board cells within 4 px of it, the table lines it covers (the prompt,
# the status line, the hand's title) and the texts it cuts (wider than their box)
TOAST = """() => { const box = document.querySelector('.cw-toasts');
  const shown = [...box.querySelectorAll('.cw-toast')].filter((e) => !e.hidden);
  const t = box.getBoundingClientRect();
  if (!shown.length) return null;
  const cut = shown.map((e) => e.querySelector('.cw-toast-text')).filter((e) => e && e.scrollWidth > e.clientWidth + 1)
    .map((e) => e.textContent);
  if (box.dataset.spot === 'flow' || !t.height) return {spot: box.dataset.spot, text: shown.map((e) => e.textContent), cut};
  const c = document.querySelector('canvas.cw-canvas'); const s = c.__cthulhu.scene;
  const b = c.getBoundingClientRect(); const k = b.width / s.width;
  const hit = (r, m) => t.left < r.x + r.w && r.x < t.right && t.top < r.y + r.h + m && r.y - m < t.bottom;
  const page = (i, w) => ({x: b.left + i.x * k, y: b.top + i.y * k, w: w * k, h: (i.h || i.size || 12) * k});
  const cells = s.items.filter((i) => i.type === 'cell' && i.h > 0).filter((i) => hit(page(i, i.w), 4)).length;
  const lines = s.items.filter((i) => i.type === 'text' && /^(prompt|status|hand-title)$/.test(i.label || ''))
    .filter((i) => hit(page(i, i.w || String(i.text).length * (i.size || 12) * 0.6), 0)).map((i) => i.text);
  return {spot: box.dataset.spot, text: shown.map((e) => e.textContent), left: t.left, right: t.right, top: t.top,
          bottom: t.bottom, width: innerWidth, height: innerHeight, cells, lines, cut}; }"""


@pytest.fixture(scope="module")
def phone():
    with voila_app_page("chaos", "voila_round45kk1.log", "7", PHONE, lang="ja") as page:
        yield page


def test_round45kk1_undo_toast_on_a_phone_is_whole_inside_the_window_and_off_the_board(phone):
    """Review 41, chaos_ja 1 (017, 099): a move, then Undo (戻す) three times; each undo shows its toast, and one shown
    over the window lies inside it, 4 px or more off every board cell, over no prompt, status line or hand title, its
    text never cut (in this deal's window no spot is free: the toast goes into the story's flow, which covers
    nothing)."""
    table_model(phone, "chaos")
    seen, bad = [], []
    for _ in range(3):
        poll(phone, "window.__table.get('legal').length", seconds=90)
        settle(phone, hold=1.0)
        moves = phone.evaluate(MOVES)
        assert moves, "no move of the reader's in the window"
        phone.touchscreen.tap(moves[0]["x"], moves[0]["y"])
        time.sleep(1.5)
        poll(phone, "!document.querySelector('button[data-cmd=undo]').disabled", seconds=60)
        phone.locator("button[data-cmd=undo]").tap()
        time.sleep(1.2)
        toast = phone.evaluate(TOAST)
        if not toast:
            continue
        seen.append(toast)
        if toast["spot"] == "flow":   # in the story's flow, under a phone's table: it covers nothing
            bad += [toast] if toast["cut"] else []
            continue
        inside = toast["left"] >= 0 and toast["right"] <= toast["width"] and toast["top"] >= 0 \
            and toast["bottom"] <= toast["height"]
        if not inside or toast["cells"] or toast["lines"] or toast["cut"]:
            bad.append(toast)
    phone.screenshot(path=str(artifact("round45kk1_toast_phone.png")))
    assert seen, "no toast after an undo"
    assert not bad, bad
    assert phone.errors == []
