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
  const title = s.items.find((i) => i.label === 'status');
  const strip = document.querySelector('.cw-room-status').getBoundingClientRect();
  return {toAct: document.querySelector('.cw-room').dataset.toAct, inner: innerHeight, scrollY,
          rows: [Math.min(...cells.map(top)), Math.max(...cells.map((i) => top(i) + i.h * k))],
          names: Math.max(...hand.map((i) => top(i) + 0.75 * i.h * k)), hand: hand.length,
          moves: moves.length ? Math.max(...moves.map((i) => top(i) + i.h * k)) : 0, turn: [turn.top, turn.bottom],
          title: title ? top(title) : -1,
          strip: strip.top}; }"""


def test_a_phone_seat_sees_whose_turn_the_board_and_the_hand_in_one_screen(room):
    """room_zh 1: at B1's first turn (the "3 things" box shown, a person at the table) the table's title (whose turn),
    the board's eight rows, the moves and the hand's cards down to their names lie in the 844 px window together, the
    page moved by itself at most 64 px. It failed before: the box's three lines put the hand 200 px down, the page
    scrolled itself 200 px and the strip was 163 px above the window."""
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
    # the page moved itself 200 px down to bring the hand in: the room's own lines above the table are a few now
    assert got["scrollY"] <= 64, got
    assert got["title"] >= 0 and got["rows"][0] >= 0, got   # whose turn, in the table's title, and row 1
    assert got["names"] <= got["inner"] and got["moves"] <= got["inner"], got
    context.close()


SAMPLE = """() => { window.__moved = []; let last = scrollY, foot = document.documentElement.scrollHeight;
  const tick = () => { const r = document.querySelector('.cw-room'), now = document.documentElement.scrollHeight;
    const bots = r.dataset.toAct !== 'B1', atFoot = scrollY + innerHeight >= foot - 2;
    if (bots && scrollY !== last) window.__moved.push(['scrolled', last, scrollY, r.dataset.toAct]);
    if (bots && atFoot && now < foot) window.__moved.push(['foot up', foot, now, r.dataset.toAct]);
    last = scrollY; foot = now; requestAnimationFrame(tick); };
  tick(); }"""
TO_ACT = "() => document.querySelector('.cw-room').dataset.toAct"


def test_a_phone_page_keeps_its_place_while_the_bots_play(room):
    """room_zh 3: B1 ends its turn and reads the story at the page's foot; while B2, A2 and A1 (bots) play, the
    window stays where the reader left it and the page's foot never comes up under it (the table grew at the reader's
    turn and shrank at the bots': a reader at the foot was carried up with it)."""
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


def tap(page, move: str) -> None:
    """Tap the table's move `move` where it is drawn, as a finger does (no scroll first)."""
    item = poll(page, f"""() => document.querySelector('canvas.cw-canvas').__cthulhu.scene.items
                         .find((i) => i.id === '{move}') ?? null""", bool, seconds=10)
    assert item, (move, page.evaluate("() => document.querySelector('canvas.cw-canvas').__cthulhu.scene.items"
                                      ".filter((i) => /^act/.test(i.id || '')).map((i) => i.id)"))
    box = page.evaluate("() => { const c = document.querySelector('canvas.cw-canvas'), r = c.getBoundingClientRect();"
                        " return {x: r.left, y: r.top, k: r.width / c.__cthulhu.scene.width}; }")
    page.touchscreen.tap(box["x"] + (item["x"] + item["w"] / 2) * box["k"],
                         box["y"] + (item["y"] + item["h"] / 2) * box["k"])


def test_a_phone_seats_next_turns_keep_whose_turn_in_sight(room):
    """room_zh 3: B1 plays by taps from the page's top; when the bots have played and B1's turn comes again, the page
    may bring the hand's names in, but never scrolls whose turn (the strip) out: it scrolled 46 px by itself at B1's
    third turn, the strip's turn line above the window (the "since your last turn" box put the hand lower)."""
    base, browser = room
    made = create(base, game="chaos", seed=11, name="第一夜", listed=False, rules={"max_rounds": 12},
                  seats={"A1": "bot:heuristic", "B1": "human", "A2": "bot:heuristic", "B2": "bot:heuristic"})
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(base + made["links"]["B1"]["link"])
    wait_joined(page, "B1")
    page.click(".cw-room-tip-ok")
    was = 0
    for turn in range(3):
        assert poll(page, TO_ACT, lambda t: t == "B1", seconds=30) == "B1"
        page.wait_for_timeout(1800)   # past the last tap's guard (reveal.js TOUCH_MS): the turn's own scroll, if any
        got = page.evaluate(SIGHT)
        page.screenshot(path=str(SHOTS / f"next_turn_{turn}.png"))
        # the first turn brings the whole hand in (round F), whose turn then in the table's title; a later turn that
        # moves the page keeps the strip's turn line in sight
        moved = turn and got["scrollY"] != was
        assert (got["turn"][0] if moved else got["title"]) >= 0 and got["rows"][0] >= 0, (turn, was, got)
        was = got["scrollY"]
        assert got["names"] <= got["inner"], (turn, got)
        tap(page, "act:stay")
        page.wait_for_timeout(1200)   # a press on a table just laid out under the finger is held (ui): a reader's pause
        tap(page, "act:end")
        assert poll(page, TO_ACT, lambda t: t != "B1", seconds=10) != "B1"
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
