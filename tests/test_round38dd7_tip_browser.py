"""Review 36, room_en / room_zh finding 2 in real Chromium: after Got it the 3 things' kept place read as an empty band
for a turn. On a phone the kept place shows one line (the seat, the partner, whose turn) and "3 things ▸", exactly as
tall as the place (the rules button under it keeps its y), never cut, in en, zh-CN and ja."""
from __future__ import annotations

import pytest
from browser_support import ARTIFACTS, poll
from test_browser_rooms import room, rooms_site  # noqa: F401 (the file's rooms server and Chromium)

pytestmark = [pytest.mark.browser]
SHOTS = ARTIFACTS / "s38dd7"
SEEN = """() => { const s = document.querySelector('.cw-room-table .cw-help > summary'),
  tip = document.querySelector('.cw-room-tip'), slot = document.querySelector('.cw-room-tip-slot'),
  kept = document.querySelector('.cw-room-tip-kept'), text = document.querySelector('.cw-room-tip-kept-text');
  const shown = (e) => Boolean(e && !e.hidden && e.getBoundingClientRect().height > 0);
  return {y: s ? s.getBoundingClientRect().top : null, tip: shown(tip), open: tip?.dataset.open ?? '',
          kept: shown(kept), text: kept?.innerText ?? '', slot: slot?.getBoundingClientRect().height ?? -1,
          keptH: kept?.getBoundingClientRect().height ?? -1,
          cut: text ? text.scrollWidth > text.clientWidth + 1 : null,
          lines: kept?.querySelector('.cw-room-tip-kept-lines')?.offsetHeight ?? 0,
          over: kept ? kept.scrollHeight > kept.clientHeight + 1 : null}; }"""


@pytest.mark.parametrize("locale,opened,words", [("zh-CN", True, "你是 B1"), ("en-US", False, "You are B1"),
                                                 ("ja-JP", False, "あなたは B1")])
def test_round38dd7_kept_place_says_where_the_reader_is(room, locale, opened, words):
    from test_browser_rooms import create, wait_joined
    SHOTS.mkdir(parents=True, exist_ok=True)
    base, browser = room
    made = create(base, game="chaos", seed=11, listed=False, rules={"max_rounds": 60},
                  seats={"B1": "human", "A1": "bot:heuristic", "A2": "bot:heuristic", "B2": "bot:heuristic"})
    context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=1, locale=locale,
                                  is_mobile=True, has_touch=True, bypass_csp=True)
    page = context.new_page()
    page.goto(base + made["links"]["B1"]["link"])
    wait_joined(page, "B1")
    poll(page, SEEN, lambda p: p["tip"] and p["y"] is not None, seconds=30)
    if opened:
        page.click(".cw-room-tip-head")
    before = poll(page, SEEN, lambda p: p["open"] == ("true" if opened else ""), seconds=5)
    page.click(".cw-room-tip-ok")
    page.wait_for_timeout(300)
    after = page.evaluate(SEEN)
    page.screenshot(path=str(SHOTS / f"kept_390_{locale}_{'open' if opened else 'folded'}.png"))
    assert not after["tip"] and after["kept"], after
    assert words in after["text"] and "B2" in after["text"], after
    assert after["cut"] is False and after["over"] is False, after
    # review 38, room_zh 3: the opened box's tall place with its lines read as half-collapsed: one line stays
    assert after["lines"] == 0, after
    assert abs(after["keptH"] - after["slot"]) <= 1 and after["slot"] <= 24.5, after
    assert after["y"] <= before["y"] + 1, (before, after)   # the table moves up only, never down
    context.close()
