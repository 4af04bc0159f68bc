"""Review 37, room_zh 2 (shots 071, 075, 078, 082): at a game's end on a phone (390 px) the creator's header row
(Play again | ← Tables | Seat links | ▶ Watch the replay | Sound | Chat) did not fit: the page was 517 px wide and
scrolled sideways, the rules panel was cut mid-word and the "Play again?" Yes button was half off-screen. At the end
the row wraps inside the screen, the page is never wider than it and the ask's buttons are whole on it. The end's
header is laid out as at a game's end (the room's data-over and its end controls shown), on a creator's page (its
Seat links), in English (Mythos) and Chinese (CHAOS). Screenshots: test-artifacts/s39ee2/."""
from __future__ import annotations

import json

import pytest
from browser_support import ARTIFACTS
from test_browser_rooms import create, wait_joined
from test_browser_rooms import room, rooms_site  # noqa: F401 (the file's rooms server and Chromium)

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "s39ee2"

AT_THE_END = """(words) => {
  document.querySelector('.cw-room').dataset.over = 'true';
  for (const sel of ['.cw-rematch-slot', '.cw-rematch']) document.querySelector(sel).hidden = false;
  const replay = document.querySelector('.cw-replay-link');
  replay.hidden = false;
  replay.href = '#';
  if (!replay.textContent) replay.textContent = words;
}"""

WIDTHS = """() => {
  const tools = [...document.querySelectorAll('.cw-room-tools > *')].filter((e) => e.offsetParent !== null
    && getComputedStyle(e).visibility !== 'hidden' && e.getBoundingClientRect().width > 0);
  return {page: document.documentElement.scrollWidth, inner: innerWidth,
          share: Boolean(document.querySelector('.cw-share')),
          out: tools.map((e) => [e.className, Math.round(e.getBoundingClientRect().left),
                                 Math.round(e.getBoundingClientRect().right)])
                    .filter(([, l, r]) => l < 0 || r > innerWidth)};
}"""

ASK = """() => [...document.querySelectorAll('.cw-rematch-ask, .cw-rematch-yes, .cw-rematch-no')].map((e) => {
  const b = e.getBoundingClientRect(); return [e.className, Math.round(b.left), Math.round(b.right)]; })"""


@pytest.mark.parametrize("game,seats,seat,locale", [
    ("mythos", {"p0": "human", "p1": "bot:heuristic"}, "p0", "en-US"),
    ("chaos", {"A1": "human", "A2": "bot:heuristic", "B1": "bot:heuristic", "B2": "bot:heuristic"}, "A1", "zh-CN")])
def test_round39ee2_the_end_header_fits_a_phone(room, game, seats, seat, locale):
    SHOTS.mkdir(parents=True, exist_ok=True)
    base, browser = room
    made = create(base, game=game, seed=5, name="Friday game", seats=seats)
    context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=1, locale=locale,
                                  is_mobile=True, has_touch=True, bypass_csp=True)
    # the creator's page: its links kept in the tab, as the lobby keeps them (room/page.js keepLinks)
    context.add_init_script(f"sessionStorage.setItem({json.dumps('cthulhu-room-links:' + made['room'])}, "
                            f"{json.dumps(json.dumps(made))});")
    page = context.new_page()
    page.goto(base + made["links"][seat]["link"])
    wait_joined(page, seat)
    page.evaluate(AT_THE_END, "▶ Watch the replay")
    page.wait_for_timeout(300)
    seen = page.evaluate(WIDTHS)
    page.screenshot(path=str(SHOTS / f"end_{game}_390.png"))
    assert seen["share"], "a creator's page has its Seat links button"
    assert not seen["out"], f"the end's header runs off the phone: {seen}"
    assert seen["page"] <= 390, f"the page is wider than the phone: {seen}"
    page.click(".cw-rematch")
    page.wait_for_timeout(200)
    ask = page.evaluate(ASK)
    page.screenshot(path=str(SHOTS / f"end_{game}_390_ask.png"))
    assert all(left >= 0 and right <= 390 for _, left, right in ask), f"the ask runs off the phone: {ask}"
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    context.close()
