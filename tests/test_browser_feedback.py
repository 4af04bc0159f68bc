"""Feedback on the table (issue 23, "Feedback"), in the real Voilà apps in headless Chromium at 1280×800: the pointer
cursor and a hover glow on what a click would press and only there, a chip that presses nothing (the "Bot plays ▶"
step the page takes by itself) drawn disabled with no pointer, a quick on-canvas tooltip with the move's sentence, and
a visible keyboard focus that Tab moves.

What a test reads: the canvas's cursor (style.cursor), its pixels (screenshots of an item's box before and after), the
strings the canvas drew (browser_support.DRAWN_STRINGS_SCRIPT) and the page's own state (`canvas.__cthulhu`). Nothing
new is sent by the kernel for this: the overlays are drawn from the scene the page already holds (the sentence of a
move the seat was offered, the text of a card it sees), so no hidden information can reach them."""
from __future__ import annotations

import io
import time

import pytest

from browser_support import (CHROMIUM, CHROMIUM_ARGS, DRAWN_STRINGS_SCRIPT, drawn_frames, require_chromium,
                             shared_voila)

pytestmark = pytest.mark.browser

WIDTH, HEIGHT = 1280, 800
SEED = 3
TIP_WAIT = 0.8   # s: longer than the page's TIP_MS (350 ms), with room for a loaded machine
CARDS = {"letter": ("card", "pile"), "chaos": ("ccard",), "mythos": ("mcard",)}

# The canvas's scene as a test reads it: items with ids, chips (with or without ids), the box of the canvas, the
# pointer's feedback state, and the bare spots (points no item with an id covers).
STATE = """() => {
  const c = document.querySelector('canvas.cw-canvas');
  const s = c.__cthulhu.scene, b = c.getBoundingClientRect(), ui = c.__cthulhu.ui;
  const box = (i) => ({x: i.x, y: i.y, w: i.w, h: i.h});
  const under = (x, y) => s.items.some((i) => i.id != null && x >= i.x && x < i.x + i.w && y >= i.y && y < i.y + i.h);
  const bare = [];
  for (let y = 10; y < s.height - 10 && bare.length < 40; y += 23)
    for (let x = 10; x < s.width - 10 && bare.length < 40; x += 37) if (!under(x, y)) bare.push({x, y});
  return {k: b.width / s.width, left: b.left, top: b.top, cursor: c.style.cursor || 'default',
          focus: ui.focus, step: Number(c.dataset.step), bare,
          items: s.items.filter((i) => i.id != null).map((i) => ({...box(i), id: i.id, type: i.type, z: i.z || 0,
                    highlight: Boolean(i.highlight), say: i.say || '', text: i.text || ''})),
          chips: s.items.filter((i) => i.type === 'chip').map((i) => ({...box(i), id: i.id ?? null, text: i.text}))};
}"""


class Apps:
    """One Chromium; a page per game's app at 1280×800, opened fresh on request."""

    def __init__(self, playwright, url: str):
        self.browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        self.url, self.errors = url, []

    def open(self, game: str):
        page = self.browser.new_page(viewport={"width": WIDTH, "height": HEIGHT}, device_scale_factor=1)
        page.add_init_script(DRAWN_STRINGS_SCRIPT)
        page.on("pageerror", lambda e: self.errors.append(f"{game}: {e}"))
        page.goto(f"{self.url}/voila/render/play_{game}.ipynb", timeout=120_000)
        page.wait_for_function("document.querySelector('canvas.cw-canvas')?.__cthulhu?.scene.items.length",
                               timeout=120_000)
        page.wait_for_function("(() => { const c = document.querySelector('canvas.cw-canvas'); "
                               "return c.__cthulhu.scene.items.some((i) => String(i.id || '').startsWith('act:') "
                               "|| (i.highlight && i.id)); })()", timeout=60_000)
        page.locator("canvas.cw-canvas").scroll_into_view_if_needed()
        return page


@pytest.fixture(scope="module")
def apps():
    require_chromium()
    from playwright.sync_api import sync_playwright

    base = shared_voila(str(SEED))
    with sync_playwright() as p:
        apps = Apps(p, base)
        try:
            yield apps
        finally:
            apps.browser.close()
    assert not apps.errors, apps.errors


def state(page) -> dict:
    return page.evaluate(STATE)


def at(st: dict, point: dict) -> tuple[float, float]:
    """Return the page position of a scene point."""
    return st["left"] + point["x"] * st["k"], st["top"] + point["y"] * st["k"]


def centre(item: dict) -> dict:
    return {"x": item["x"] + item["w"] / 2, "y": item["y"] + item["h"] / 2}


def pixels(page, st: dict, item: dict, pad: float = 8):
    """Return the RGB pixels of an item's box (and `pad` scene pixels around it) as the screen shows them."""
    from PIL import Image

    x, y = at(st, {"x": item["x"] - pad, "y": item["y"] - pad})
    shot = page.screenshot(clip={"x": x, "y": y, "width": (item["w"] + 2 * pad) * st["k"],
                                 "height": (item["h"] + 2 * pad) * st["k"]})
    return Image.open(io.BytesIO(shot)).convert("RGB")


def changed(a, b) -> int:
    """Return how many pixels differ clearly between two images of one box."""
    x, y = a.tobytes(), b.tobytes()
    return sum(1 for i in range(0, min(len(x), len(y)), 3)
               if abs(x[i] - y[i]) + abs(x[i + 1] - y[i + 1]) + abs(x[i + 2] - y[i + 2]) > 40)


def rest_on_bare(page, st: dict) -> None:
    page.mouse.move(*at(st, st["bare"][0]))
    time.sleep(0.1)


@pytest.mark.parametrize("game", ["letter", "chaos", "mythos"])
def test_issue23_feedback_hover_on_a_card_sets_the_pointer_and_a_glow_bare_table_default(apps, game):
    """Issue 23 (feedback): over a card a click would press the cursor is a pointer and the card glows (its pixels
    change); over the bare table the cursor is the default one and the glow is gone."""
    page = apps.open(game)
    try:
        st = state(page)
        assert st["bare"], f"{game}: no bare spot on the table"
        cards = [i for i in st["items"] if i["type"] in CARDS[game] and i["id"] != "cmd:none" and i["z"] < 10]
        card = next((i for i in cards if i["highlight"]), None) or cards[0]
        rest_on_bare(page, st)
        assert state(page)["cursor"] == "default"
        before = pixels(page, st, card)
        page.mouse.move(*at(st, centre(card)))
        page.wait_for_function("document.querySelector('canvas.cw-canvas').style.cursor === 'pointer'", timeout=15_000)
        glowing = pixels(page, st, card)
        assert changed(before, glowing) > 200, f"{game}: hovering {card['id']} changed too few pixels"
        rest_on_bare(page, st)
        after = state(page)
        assert after["cursor"] == "default", f"{game}: the bare table shows the {after['cursor']} cursor"
        assert changed(before, pixels(page, st, card)) < 20, f"{game}: the glow stays after the pointer left"
    finally:
        page.close()


def test_issue23_feedback_tooltip_and_keyboard_focus(apps):
    """Issue 23 (feedback), CHAOS: resting on a board cell draws its move's sentence on the canvas after a short
    hover (not at once); Tab moves a visible focus ring from item to item, with the focused move's sentence."""
    page = apps.open("chaos")
    try:
        st = state(page)
        cell = next(i for i in st["items"] if i["type"] == "cell" and i["id"].startswith("act:") and i["say"])
        rest_on_bare(page, st)
        drawn_frames(page)
        page.mouse.move(*at(st, centre(cell)))
        time.sleep(0.1)
        early = " ".join(s for frame in drawn_frames(page) for s in frame)
        assert cell["say"] not in early, "the tooltip showed before the pointer rested"
        time.sleep(TIP_WAIT)
        drawn = " ".join(s for frame in drawn_frames(page) for s in frame)
        assert " ".join(cell["say"].split()) in " ".join(drawn.split()), f"no tooltip {cell['say']!r} drawn"
        rest_on_bare(page, st)
        # Focus the canvas by a click on the bare table (no ring: the ring is the keyboard's), then Tab twice.
        page.mouse.click(*at(st, st["bare"][0]))
        assert state(page)["focus"] == -1
        ids = list(dict.fromkeys(i["id"] for i in st["items"] if i["id"] != "cmd:none"))
        first = next(i for i in st["items"] if i["id"] == ids[0])
        second = next(i for i in st["items"] if i["id"] == ids[1])
        plain_first, plain_second = pixels(page, st, first), pixels(page, st, second)
        page.keyboard.press("Tab")
        assert state(page)["focus"] == 0
        assert changed(plain_first, pixels(page, st, first)) > 100, "Tab drew no visible focus on the first item"
        page.keyboard.press("Tab")
        now = state(page)
        assert now["focus"] == 1
        assert changed(plain_second, pixels(page, st, second)) > 100, "the focus ring did not move to the next item"
        page.mouse.click(*at(st, st["bare"][0]))   # a press hides the ring again
        assert changed(plain_second, pixels(page, st, second)) < 20
    finally:
        page.close()


def test_issue23_feedback_the_bots_step_chip_is_a_quiet_button(apps):
    """Issue 23 (feedback), CHAOS: after the seat's move the page steps the bots by itself; its "Bot plays ▶" chip is
    a quiet button (not a gold one, no glow) that plays the step now and shows the pointer (round T, newcomer review
    15: grey and dashed it read as disabled, 57f1679), where a move's chip is gold."""
    page = apps.open("chaos")
    try:
        st = state(page)
        live = next(c for c in st["chips"] if str(c["id"]).startswith("act:"))
        page.mouse.move(*at(st, centre(live)))
        page.wait_for_function("document.querySelector('canvas.cw-canvas').style.cursor === 'pointer'", timeout=15_000)
        move = next(i for i in st["items"] if i["id"].startswith("act:"))
        page.mouse.click(*at(st, centre(move)))
        seen = False
        deadline = time.time() + 60
        while time.time() < deadline and not seen:
            st = state(page)
            chip = next((c for c in st["chips"] if c["id"] == "cmd:bot_step" and "▶" in c["text"]), None)
            if chip is None:
                moves = [i for i in st["items"] if i["id"].startswith("act:")]
                if moves:                          # the seat's turn again (or a second move): play on
                    page.mouse.click(*at(st, centre(moves[0])))
                time.sleep(0.05)
                continue
            page.mouse.move(*at(st, centre(chip)))
            probe = page.evaluate("""() => { const c = document.querySelector('canvas.cw-canvas');
                const s = c.__cthulhu.scene, pt = c.__cthulhu.ui.pointer;
                const chip = pt && s.items.find((i) => i.type === 'chip' && i.id === 'cmd:bot_step'
                    && pt.x >= i.x && pt.x < i.x + i.w && pt.y >= i.y && pt.y < i.y + i.h);
                return chip ? {cursor: c.style.cursor, quiet: Boolean(chip.quiet), glow: Boolean(chip.highlight),
                               urge: Boolean(chip.urge), error: window.__table?.get('error') || ''} : null; }""")
            if probe is None or probe["urge"]:
                # an urged chip is a stop the page waits at (an error shown, autoplay held: 0981219), not its own
                # step: seen once in round AE's CI run under load ({quiet: False, glow: False}); look again
                continue
            seen = True
            assert probe["quiet"] and not probe["glow"], f"the bots' step chip is a quiet button: {probe}"
        assert seen, "no Bot plays ▶ chip was seen while the bots played"
    finally:
        page.close()
