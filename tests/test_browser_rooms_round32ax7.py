"""Review 31 in real Chromium (round AX, AX7): a CHAOS room seat on a phone (room_zh, 390 x 844, zh-CN) and a room's
replay (room_en). 1: the board and the hand a screen apart (the strip and the "3 things" box above the table pushed the
hand below the fold); 4: the page scrolled by itself while the bots played (the table grew and shrank between turns:
scrolled down to the story, the page's foot came up and the window with it); 3: the replay's table once drew at a tiny
scale, it fills the window's width. Screenshots: test-artifacts/s32ax7/."""
from __future__ import annotations

import time
import urllib.error
import urllib.request

import pytest
from browser_support import ARTIFACTS, click_in_view, poll
from test_browser_rooms import create, wait_joined
from test_browser_rooms import room, rooms_site  # noqa: F401 (the file's rooms server and Chromium)

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "s32ax7"
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 1, "locale": "zh-CN", "is_mobile": True,
         "has_touch": True}
# where, in the window, the board's rows, the hand's cards (down to their names: 3/4 of a card), the moves and whose
# turn it is lie
SIGHT = """() => { const c = document.querySelector('canvas.cw-canvas'), s = c.__cthulhu.scene;
  const b = c.getBoundingClientRect(), k = b.width / (s.width || b.width), top = (i) => b.top + i.y * k;
  const cells = s.items.filter((i) => i.type === 'cell');
  const hand = s.items.filter((i) => i.id && /card$/.test(i.type || ''));
  const moves = s.items.filter((i) => /^act:/.test(i.id || '') && i.type !== 'cell');
  const turn = document.querySelector('.cw-room-turn').getBoundingClientRect();
  const strip = document.querySelector('.cw-room-status').getBoundingClientRect();
  return {toAct: document.querySelector('.cw-room').dataset.toAct, inner: innerHeight, scrollY,
          rows: [Math.min(...cells.map(top)), Math.max(...cells.map((i) => top(i) + i.h * k))],
          names: Math.max(...hand.map((i) => top(i) + 0.75 * i.h * k)), hand: hand.length,
          moves: moves.length ? Math.max(...moves.map((i) => top(i) + i.h * k)) : 0, turn: [turn.top, turn.bottom],
          strip: strip.top}; }"""


def test_a_phone_seat_sees_whose_turn_the_board_and_the_hand_in_one_screen(room):
    """room_zh 1: at B1's first turn (the "3 things" box shown, a person at the table) the strip (whose turn, the
    tools), the board's eight rows, the moves and the hand's cards down to their names lie in the 844 px window
    together. It failed before: the box's three lines put the hand 200 px down, the turn scrolled the strip out."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    base, browser = room
    made = create(base, game="chaos", seed=11, name="第一夜", listed=False, rules={"max_rounds": 12},
                  seats={"A1": "human", "B1": "human", "A2": "bot:heuristic", "B2": "bot:heuristic"})
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(base + made["links"]["B1"]["link"])
    wait_joined(page, "B1")
    got = poll(page, SIGHT, lambda p: p["toAct"] == "B1" and p["hand"] >= 3, seconds=30)
    page.wait_for_timeout(600)   # the turn's own scroll, if any (reveal.js), has happened
    got = page.evaluate(SIGHT)
    page.screenshot(path=str(SHOTS / "one_screen_zh_390.png"))
    assert page.evaluate("() => !document.querySelector('.cw-room-tip').hidden"), "the 3 things box is not shown"
    assert got["strip"] >= 0 and got["turn"][0] >= 0 and got["rows"][0] >= 0, got   # the whole strip, its tools too
    assert got["names"] <= got["inner"] and got["moves"] <= got["inner"], got
    context.close()


SAMPLE = """() => { window.__moved = []; let last = scrollY;
  const tick = () => { const r = document.querySelector('.cw-room');
    if (scrollY !== last && r.dataset.toAct !== 'B1' && !window.__mine) window.__moved.push([last, scrollY, r.dataset.toAct]);
    last = scrollY; requestAnimationFrame(tick); };
  tick(); }"""
TO_ACT = "() => document.querySelector('.cw-room').dataset.toAct"


def test_a_phone_page_keeps_its_place_while_the_bots_play(room):
    """room_zh 3: B1 ends its turn and reads the story at the page's foot; while B2, A2 and A1 (bots) play, the
    window stays where the reader left it (the table's changing height moved the page's foot up, the window with it)."""
    base, browser = room
    made = create(base, game="chaos", seed=11, name="第一夜", listed=False, rules={"max_rounds": 12},
                  seats={"A1": "bot:heuristic", "B1": "human", "A2": "bot:heuristic", "B2": "bot:heuristic"})
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(base + made["links"]["B1"]["link"])
    wait_joined(page, "B1")
    page.click(".cw-room-tip-ok")
    page.evaluate(SAMPLE)
    for _ in range(3):
        for kind in ("act:stay", "act:end"):
            assert poll(page, TO_ACT, lambda t: t == "B1", seconds=30) == "B1"
            item = poll(page, f"""() => document.querySelector('canvas.cw-canvas').__cthulhu.scene.items
                                 .find((i) => i.id === '{kind}') ?? null""", bool, seconds=10)
            assert item, kind
            if kind == "act:stay":
                click_in_view(page, item)
                poll(page, f"() => !document.querySelector('canvas.cw-canvas').__cthulhu.scene.items"
                           f".some((i) => i.id === '{kind}')", bool, seconds=10)
                continue
            # down to the story's newest lines, as a reader does, and the turn ends (its chip pressed from there:
            # the bots' states come while the window is at the page's foot)
            page.evaluate("""(id) => { window.scrollTo(0, document.documentElement.scrollHeight);
              const step = Number(document.querySelector('canvas.cw-canvas').dataset.step);
              requestAnimationFrame(() => globalThis.__cthulhuRoom.model.send({cmd: 'act', id: id.slice(4), step})); }""", kind)
            assert poll(page, TO_ACT, lambda t: t != "B1", seconds=10) != "B1"
        page.wait_for_timeout(300)
    moved = page.evaluate("() => window.__moved")
    assert moved == [], f"the page scrolled by itself while the bots played: {moved[:6]}"
    context.close()


def replay_address(base: str, room_id: str, seat: str, lang: str, seconds: float = 90) -> str:
    """Return the address of room `room_id`'s replay for `seat` once its game is over (it is refused until then)."""
    url = f"{base}/cthulhu/rooms/{room_id}/replay?seat={seat}&lang={lang}"
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            urllib.request.urlopen(url).read()
            return url
        except urllib.error.HTTPError:
            time.sleep(0.5)
    raise AssertionError(f"no replay at {url} in {seconds} s")


@pytest.mark.parametrize("width,height", [(1280, 800), (390, 844)])
def test_a_rooms_replay_fills_the_windows_width(room, width, height):
    """room_en (review 31): the replay page's table once drew at a tiny scale; its table is the window's width (less
    the page's margins) at a desk and on a phone, at the first step and after a step."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    base, browser = room
    made = create(base, game="chaos", seed=11, name="replay", listed=False, rules={"max_rounds": 2},
                  seats={"A1": "bot:random", "B1": "bot:random", "A2": "bot:random", "B2": "bot:random"})
    url = replay_address(base, made["room"], "A1", "en")
    phone = width < 640
    context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=1,
                                  is_mobile=phone, has_touch=phone)
    page = context.new_page()
    page.goto(url)
    look = """() => { const c = document.querySelector('canvas.cw-canvas'), t = document.querySelector('.cw-root');
      return {canvas: c?.getBoundingClientRect().width ?? 0, table: t?.getBoundingClientRect().width ?? 0,
              inner: innerWidth, scroll: document.documentElement.scrollWidth}; }"""
    first = poll(page, look, lambda p: p["canvas"] > 0, seconds=20)
    page.keyboard.press("ArrowRight")
    page.wait_for_timeout(300)
    after = page.evaluate(look)
    page.screenshot(path=str(SHOTS / f"replay_{width}.png"))
    for got in (first, after):
        assert got["table"] >= 0.9 * got["inner"], got
        assert got["canvas"] >= (0.9 if phone else 0.6) * got["inner"], got
        assert got["scroll"] <= got["inner"], got   # no sideways scroll
    context.close()
