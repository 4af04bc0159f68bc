"""Real Voilà in headless Chromium, a 390×844 phone in Japanese (newcomer review 6, CHAOS findings 1 and 2): a seat
plays by taps for a few dozen steps, the bots' combos and reaction windows coming and going. The board's top never
moves (the window's line above it keeps its place) and, outside a window, the hand stays near the prompt (review 6:
after the first window the hand kept its lowest y, ~300 px under the chips, for the rest of the game)."""
import time

import pytest

from browser_support import (ARTIFACTS, app_url, canvas_state, chromium_browser, click_in_view, record,
                             require_chromium, table_model)
from test_browser_chaos import choose

pytestmark = pytest.mark.browser

LOOK = """() => {
  const c = document.querySelector('canvas.cw-canvas');
  const s = c.__cthulhu.scene;
  const board = s.items.find((i) => i.label === 'board');
  const hand = s.items.filter((i) => i.type === 'ccard' && /^hand-/.test(i.label || ''));
  return {board: board.y, boardBottom: board.y + board.h, hand: hand.length ? Math.min(...hand.map((h) => h.y)) : null,
          phase: window.__table ? window.__table.get('view').phase : null};
}"""


def test_phone_ja_board_holds_still_and_hand_stays_near_the_prompt():
    require_chromium()
    url = app_url("chaos", 3)
    with chromium_browser() as browser:
        context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True,
                                      device_scale_factor=2)
        page = context.new_page()
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(url, timeout=120_000)
        page.wait_for_function("document.querySelector('canvas.cw-canvas')?.__cthulhu", timeout=120_000)
        page.evaluate("""() => { const s = document.querySelector('.cw-bar select[aria-label=language]');
                                 s.value = 'ja'; s.dispatchEvent(new Event('change', {bubbles: true})); }""")
        page.wait_for_timeout(1500)
        table_model(page, "chaos")
        looks, moved, played, tried_at, tried = [], False, False, None, set()
        deadline = time.time() + 150
        while time.time() < deadline and len(looks) < 45:
            state = canvas_state(page)
            looks.append(page.evaluate(LOOK))
            if state["banner"]:
                break
            if state["step"] != tried_at:
                tried_at, tried = state["step"], set()
            item = choose(state["items"], moved, played, tried)
            if item is None:
                page.wait_for_timeout(700)
                continue
            click_in_view(page, item)
            page.wait_for_timeout(600)
            moved |= item["id"].startswith("act:move")
            played |= item["id"].startswith("act:play")
            if item["id"].startswith("act:end"):
                moved = played = False
        page.screenshot(path=str(ARTIFACTS / "round6g_chaos_phone_ja.png"))
        context.close()
    tops = {look["board"] for look in looks}
    assert len(tops) == 1, f"the board moved: {sorted(tops)}"
    gaps = [look["hand"] - look["boardBottom"] for look in looks
            if look["hand"] is not None and look["phase"] not in ("join", "react")]
    assert gaps and max(gaps) <= 300, f"the hand went far under the prompt: {gaps} px under the board"
    assert errors == []
    record("round6g_chaos_phone_ja", {"steps": len(looks), "hand_gap_max_px": max(gaps),
                                      "windows": sum(look["phase"] in ("join", "react") for look in looks)})
