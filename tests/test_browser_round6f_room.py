"""Issue 23 round F, rooms in real Chromium: on a phone (390×844) a seat's hand and moves come into the first screen
when its turn comes (a 4-seat CHAOS table is taller than the window: the hand lay below the fold, under the chat tab);
at 1280 the game's end keeps the strip one line and fades the table under the result card; the lobby's labels stand
clear of their boxes.
Screenshots: test-artifacts/s6f/."""
from __future__ import annotations

import pytest
from browser_support import ARTIFACTS
from test_browser_rooms import create, last_state, open_page, play_by_clicks, wait_joined
from test_browser_rooms import room, rooms_site  # noqa: F401 (the file's rooms server and Chromium)

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "s6f"
BOTS = {"A2": "bot:heuristic", "B1": "bot:heuristic", "B2": "bot:heuristic"}

MOVES_IN_SIGHT = """() => {
    const c = document.querySelector('canvas.cw-canvas');
    const s = c.__cthulhu.scene;
    const box = c.getBoundingClientRect();
    const k = box.width / s.width;
    const moves = s.items.filter(i => i.id && i.h > 0 && (/^(act|select):/.test(i.id) || /card$/.test(i.type || '')));
    // the folded chat tab covers the table's foot only where it is fixed over it (round G puts it in the strip)
    const host = document.querySelector('.cw-room-chat-host');
    const fixed = getComputedStyle(host).position === 'fixed';
    const chat = fixed ? host.getBoundingClientRect().top : innerHeight;
    return {n: moves.length, bottom: Math.max(...moves.map(i => box.top + (i.y + i.h) * k)), chat,
            inner: innerHeight};
}"""


def phone_page(browser, url: str):
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True,
                                  device_scale_factor=2, bypass_csp=True)
    page = context.new_page()
    page.frames_in = []   # the room's frames, for play_by_clicks (test_browser_rooms.open_page keeps them alike)

    def on_socket(ws):
        if "/cthulhu/rooms/" in ws.url:
            ws.on("framereceived", lambda payload: page.frames_in.append(payload))

    page.on("websocket", on_socket)
    page.goto(url)
    return page


def phone_seat_on_its_turn(room, name: str):
    """Return the phone page of seat A1 at a new CHAOS table `name` (seed 5, three bots) once its turn has come."""
    base, browser = room
    made = create(base, game="chaos", seed=5, name=name, seats={"A1": "human", **BOTS})
    page = phone_page(browser, base + made["links"]["A1"]["link"])
    wait_joined(page, "A1")
    page.wait_for_function("document.querySelector('.cw-room').dataset.yourTurn === 'true'", timeout=30_000)
    page.wait_for_timeout(600)
    return page


def test_a_phone_seat_sees_its_hand_and_moves_in_the_first_screen(room):
    """Round F finding 1: a CHAOS seat on a phone has its whole hand above the chat tab on its turn, unscrolled by
    the player."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page = phone_seat_on_its_turn(room, "Review night")
    page.screenshot(path=str(SHOTS / "phone_chaos_turn.png"))
    seen = page.evaluate(MOVES_IN_SIGHT)
    assert seen["n"] > 0
    assert seen["bottom"] <= seen["chat"], f"the hand ends below the chat tab / the fold: {seen}"


END_LOOK = """() => {
    const strip = document.querySelector('.cw-room-status');
    const end = document.querySelector('.cw-ending');
    return {over: document.querySelector('.cw-room').dataset.over, strip: strip.getBoundingClientRect().height,
            turn: strip.querySelector('.cw-room-turn').title, mode: end && !end.hidden ? end.dataset.mode : '',
            canvas: Number(getComputedStyle(document.querySelector('canvas.cw-canvas')).opacity),
            again: !document.querySelector('.cw-rematch').hidden};
}"""

LABEL_GAP = """() => [...document.querySelectorAll('form.cw-create label.cw-field')]
    .filter(l => l.querySelector(':scope > span') && l.querySelector('input[type=text], input:not([type]), select'))
    .map(l => { const box = [...l.querySelectorAll('input, select')].at(-1).getBoundingClientRect();
                const words = l.querySelector(':scope > span').getBoundingClientRect();
                return {text: l.textContent.trim().slice(0, 20), gap: box.left - words.right}; })"""


def test_a_seat_at_the_game_end_at_1280_keeps_one_strip_line_and_the_table_fades(room):
    """Round F finding 2: at 1280 the end's strip ('Game over: …', Play again) keeps its two lines (review 11), the
    table under the result card fades (no line of it read beside the card); the lobby's 'Table name' stands 8 px from
    its input."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    base, browser = room
    lobby = open_page(browser, base + "/cthulhu/rooms/page", 1280, 800)
    lobby.wait_for_selector("form.cw-create")
    gaps = lobby.evaluate(LABEL_GAP)
    made = create(base, game="letter", seed=3, name="Review night at the asylum, second table")
    page = open_page(browser, base + made["links"]["player"]["link"], 1280, 800)
    wait_joined(page, "player")
    play_by_clicks({"player": page}, lambda: bool((last_state(page) or {}).get("result")), seconds=150)
    page.wait_for_timeout(800)
    page.screenshot(path=str(SHOTS / "wide_letter_end.png"))
    seen = page.evaluate(END_LOOK)
    assert gaps and all(g["gap"] >= 7.5 for g in gaps), gaps
    assert seen["over"] == "true" and seen["again"] and seen["turn"].startswith("Game over"), seen
    # review 11 (room finding 2) keeps the strip two steady lines for the whole game (tools beside the turn, the seats
    # below): the end adds no third
    assert seen["strip"] < 66, f"the end's strip grew to three lines: {seen}"
    assert seen["mode"] == "end" and seen["canvas"] < 0.5, f"the table beside the result card is not faded: {seen}"


STORY_EDGE = """() => {
    const digest = document.querySelector('.cw-digest');
    const box = document.querySelector('.cw-lines');
    const edge = box.getBoundingClientRect();
    const top = edge.top;
    const lines = [...box.querySelectorAll('.cw-line, .cw-round-head')].map(e => e.getBoundingClientRect());
    const cut = lines.filter(r => r.top < top - 0.5 && r.bottom > top + 0.5);
    const since = [...box.querySelectorAll('.cw-line.cw-since')].map(e => e.getBoundingClientRect());
    return {digest: !digest.hidden, digestBottom: digest.getBoundingClientRect().bottom, top, cut: cut.length,
            mask: getComputedStyle(box).webkitMaskImage || getComputedStyle(box).maskImage,
            scrolled: box.scrollTop > 0, overflows: box.scrollHeight > box.clientHeight + 1,
            since: since.length, sinceTop: since.length ? since[0].top : null, bottom: edge.bottom,
            firstSinceBottom: since.length ? since[0].bottom : null};
}"""


def test_a_phone_story_under_since_your_last_turn_starts_with_a_whole_unfaded_line(room):
    """Round F finding 3: on a phone the 'Since your last turn' box pushes the story's lines: they start below it, the
    first one whole and unfaded (a faded half line at its edge read as the box lying over the story).
    Newcomer review 10 (finding 5) grew the folded story on the reader's turn (40vh) and opens it at the first line
    marked since the last turn: a short story now fits unscrolled, so 'scrolled' holds only where the lines overflow
    the box; in either case the first marked line shows whole inside the box."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    base, browser = room
    made = create(base, game="letter", seed=4, name="Letter")
    page = phone_page(browser, base + made["links"]["player"]["link"])
    wait_joined(page, "player")
    shown = "document.querySelector('.cw-digest') && !document.querySelector('.cw-digest').hidden"
    play_by_clicks({"player": page}, lambda: page.evaluate(f"Boolean({shown})"), seconds=120, seed=2)
    page.wait_for_timeout(800)
    page.evaluate("document.querySelector('.cw-story').scrollIntoView()")
    page.screenshot(path=str(SHOTS / "phone_letter_digest.png"))
    seen = page.evaluate(STORY_EDGE)
    # the story's lines below the box scroll to its marked lines where they overflow it (round F), else fit whole
    assert seen["digest"] and (seen["scrolled"] or not seen["overflows"]), seen
    in_sight = seen["since"] and seen["top"] - 0.5 <= seen["sinceTop"] \
        and seen["firstSinceBottom"] <= seen["bottom"] + 0.5
    assert in_sight, f"the first line since the last turn is not in sight in the folded story: {seen}"
    assert seen["digestBottom"] <= seen["top"], f"the box lies over the lines: {seen}"
    assert seen["cut"] == 0 and seen["mask"] in ("none", ""), f"a half-hidden line at the box's edge: {seen}"
