"""Review 25, chaos_ja 1 (CHAOS, 390×844 phone with touch, Japanese): on the reader's own turn the hand showed only
its top 40-80 px, its names cut, under a gap below the prompt. Real Voilà in headless Chromium: the reader plays by
taps; while the bots play, the page stands at its top (the title, the bar and the board in the window, as 049/102);
when the reader's turn comes, each hand card's name (its upper three quarters) is in the window with the prompt."""
from __future__ import annotations

import time

import pytest

from browser_support import ARTIFACTS, PHONE, canvas_state, record, table_model, voila_app_page
from test_browser_chaos import choose

pytestmark = pytest.mark.browser

LOOK = """() => {
  const c = document.querySelector('canvas.cw-canvas'); const s = c.__cthulhu.scene;
  const b = c.getBoundingClientRect(); const k = b.width / s.width;
  const hand = s.items.filter((i) => i.type === 'ccard' && /^hand-/.test(i.label || ''));
  const prompt = s.items.find((i) => i.label === 'prompt');
  const v = window.__table.get('view'); const legal = window.__table.get('legal') || [];
  return {mine: legal.length > 0 && v.to_act === window.__table.get('seat'), phase: v.prompt?.kind ?? v.phase,
          names: hand.length ? Math.max(...hand.map((h) => b.top + (h.y + h.h * 0.75) * k)) : null,
          prompt: prompt ? b.top + prompt.y * k : null, inner: innerHeight, over: Boolean(v.result)};
}"""
# the page at its top (Voilà may scroll a container rather than the window), as review 25's 049/102: the title, the bar
# and the board in the window, the hand under its foot
AT_BOARD = """() => { const c = document.querySelector('canvas.cw-canvas');
  const scrolls = (el) => el.scrollHeight > el.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(el).overflowY);
  let el = c.parentElement; while (el && !scrolls(el)) el = el.parentElement;
  (el || document.scrollingElement).scrollTop = 0; }"""
TAP_AT = """(item) => { const c = document.querySelector('canvas.cw-canvas'); const s = c.__cthulhu.scene;
  const at = () => { const b = c.getBoundingClientRect(); const k = b.width / s.width;
                     return {x: b.left + (item.x + item.w / 2) * k, y: b.top + (item.y + item.h / 2) * k}; };
  let p = at();
  if (p.y < 40 || p.y > innerHeight - 40) {
    const scrolls = (el) => el.scrollHeight > el.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(el).overflowY);
    let el = c.parentElement; while (el && !scrolls(el)) el = el.parentElement;
    (el || document.scrollingElement).scrollTop += p.y - innerHeight / 2; p = at();
  }
  return p; }"""


@pytest.fixture(scope="module")
def phone():
    """A Voilà server of the CHAOS app and a phone's page of it (touch), in Japanese."""
    with voila_app_page("chaos", "voila_round26aq6.log", "3", PHONE, "ja") as page:
        table_model(page, "chaos")
        yield page


def test_chaos_phone_turn_shows_the_hands_names_with_the_prompt(phone):
    page = phone
    turns, moved, played, tried, tried_at, was_mine = [], False, False, set(), None, True
    deadline = time.time() + 150
    while time.time() < deadline and len(turns) < 3:
        look = page.evaluate(LOOK)
        if look["over"]:
            break
        if look["mine"] and not was_mine and look["phase"] == "move":   # the reader's turn came while at the board
            time.sleep(1.2)
            look = page.evaluate(LOOK)
            page.screenshot(path=str(ARTIFACTS / f"round26aq6_turn{len(turns) + 1}.png"))
            page.evaluate(AT_BOARD)   # where the page stood: without the page's answer the names lay there (the old way)
            look["names_at_top"] = page.evaluate(LOOK)["names"]
            turns.append(look)
        was_mine = look["mine"]
        state = canvas_state(page)
        if state["step"] != tried_at:
            tried_at, tried = state["step"], set()
        item = choose(state["items"], moved, played, tried) if look["mine"] else None
        if item is None:
            time.sleep(0.5)
            continue
        point = page.evaluate(TAP_AT, item)
        page.touchscreen.tap(point["x"], point["y"])
        time.sleep(0.6)
        moved |= item["id"].startswith("act:move")
        played |= item["id"].startswith("act:play")
        if item["id"].startswith("act:end"):
            moved = played = False
            page.evaluate(AT_BOARD)   # the reader watches the board while the bots play
    record("round26aq6_chaos_phone_hand", {"turns": len(turns),
                                           "names_below_foot_px": [round(t["names"] - t["inner"]) for t in turns],
                                           "names_below_foot_at_top_px": [round(t["names_at_top"] - t["inner"])
                                                                          for t in turns],
                                           "prompt_top_px": [round(t["prompt"]) for t in turns if t["prompt"] is not None]})
    assert turns, "no turn of the reader's came"
    # review 25's scenario had the names under the window's foot at the page's top, and the page scrolled to them; since
    # round BB (review 34, chaos_ja 2: a 150-250 px band above the hand) the hand lies right under the board, so its
    # names are in the window at the page's top too
    assert all(t["names_at_top"] <= t["inner"] for t in turns), f"the hand below the window at the page's top: {turns}"
    for look in turns:
        assert look["names"] is not None and look["names"] <= look["inner"], f"the hand's names in the window: {look}"
        assert look["prompt"] is None or look["prompt"] >= 0, f"the prompt in the window with them: {look}"
    assert page.errors == []
