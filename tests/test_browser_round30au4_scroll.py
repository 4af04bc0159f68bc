"""Round AU, fixer AU4 (newcomer review 29, chaos_ja 3: after a combo or a bot step the phone's page scrolled by itself
40-130 px, 027 vs 026, 053, 095; room_zh 4 likewise): while the bots play, nothing moves the page but the reader. The
reader scrolls the board's top out of sight and lets the bots play on: the page's scroll stays where the reader left
it, step after step."""
from __future__ import annotations

import time

from browser_support import ARTIFACTS, PHONE, table_model, voila_app_page

SCROLLER = """() => { const c = document.querySelector('canvas.cw-canvas');
    let el = c.parentElement;
    while (el && el !== document.scrollingElement
           && !(el.scrollHeight > el.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(el).overflowY)))
        el = el.parentElement;
    return el || document.scrollingElement; }"""
SCROLL_TO = f"""(by) => {{ const el = ({SCROLLER})(); el.scrollTop = by; return el.scrollTop; }}"""
WHERE = f"""() => {{ const el = ({SCROLLER})(); const v = window.__table.get('view') || {{}};
    return {{top: el.scrollTop, canvas: document.querySelector('canvas.cw-canvas').getBoundingClientRect().top,
             step: window.__table.get('step'), toAct: v.to_act, seat: window.__table.get('seat'), over: !!v.result}}; }}"""


def test_the_phone_page_keeps_its_scroll_while_the_bots_play():
    """chaos_ja 3: the reader's scroll (the board's top 300 px out of sight) is kept through the bots' steps."""
    from test_browser_story import play_my_turn, to_my_turn

    with voila_app_page("chaos", "", "3", PHONE, "ja") as page:
        table_model(page, "chaos")
        to_my_turn(page)
        moved = []
        deadline = time.monotonic() + 150
        turns = 0
        while turns < 3 and time.monotonic() < deadline:
            play_my_turn(page)
            time.sleep(0.3)
            want = page.evaluate(SCROLL_TO, page.evaluate(WHERE)["top"] - page.evaluate(WHERE)["canvas"] + 300)
            steps = set()
            end = time.monotonic() + 60
            while time.monotonic() < end:
                seen = page.evaluate(WHERE)
                steps.add(seen["step"])
                if abs(seen["top"] - want) > 1 and not (seen["toAct"] == seen["seat"] and len(steps) > 1):
                    moved.append({"want": want, **seen})
                    page.screenshot(path=f"{ARTIFACTS}/round30au4_scroll_{len(moved)}.png")
                    want = seen["top"]
                if seen["over"] or (seen["toAct"] == seen["seat"] and len(steps) > 1):
                    break
                time.sleep(0.1)
            turns += 1
            if seen["over"]:
                break
            to_my_turn(page)
        assert turns >= 2, "the bots never played"
        assert moved == [], moved
