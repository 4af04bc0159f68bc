"""Real Voilà in headless Chromium: a human seat of CHAOS plays by clicks on the canvas until it has moved,
played a card and seen the bots take their turns (autoplay); at 1280×800 the app's table fits the window (row 8 and
the hand included) and, when team B starts, "▶▶ to my turn" brings A1's turn at once. Screenshots, paint times and
the canvas's bottom edge in test-artifacts/."""
import statistics
import time

import pytest

from browser_support import (ARTIFACTS, app_url, canvas_state, chromium_browser, click_item, context_page, inked_pixels,
                             record, require_chromium, table_model)
from test_browser_letter import DESIGNER_CONTROLS, bar_controls, canvas_bottom

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def chromium():
    """One Chromium for the file's three tests (a launch with its Playwright driver costs ~1.4 s of CPU); each page is
    in a fresh context of its own (browser_support.context_page)."""
    require_chromium()
    with chromium_browser() as browser:
        yield browser


def log_text(page) -> str:
    return page.evaluate("[...document.querySelectorAll('.cw-log > div')].map(l => l.textContent).join('\\n')")


def wait_change(page, step: int, seconds: float = 20) -> dict:
    deadline = time.time() + seconds
    while time.time() < deadline:
        state = canvas_state(page)
        if state["step"] != step or state["error"]:
            return state
        time.sleep(0.05)
    return canvas_state(page)


def pick(items, prefix):
    return next((i for i in items if i["id"].startswith(prefix)), None)


def choose(items: list[dict], moved: bool, played: bool, tried: set) -> dict | None:
    """Return what a click-only player of the second edition clicks next, or None while another seat acts.

    A card with one move plays at a click; a card with several (play, combo, cover…) opens its chips. A card may
    offer no play at all — only a combo or a cover (CH-COVER-1) — so each card is opened at most once a step
    (`tried`, emptied by the caller when the step changes): opening it again, or cancelling, would loop. Then the
    prompts: pick, move, end, stay, stop, join, pass (the reaction every enemy is asked after a combo, CH-HIDE-3),
    push, and any other move (C1's jump, CH-C1-2; a cover).
    """
    play = pick(items, "act:play")
    if play:
        return play
    if not played:
        card = next((i for i in items if i["id"].startswith("select:") and i["id"] not in tried
                     and i["id"] != "select:none" and not i["id"].startswith("select:@")), None)
        if card:
            tried.add(card["id"])
            return card
    for prefix in ("act:pick", "act:move" if not moved else None, "act:end", "act:stay", "act:stop", "act:join",
                   "act:pass", "act:push", "act:"):
        item = prefix and pick(items, prefix)
        if item:
            return item
    return None


def restart_with_seed(page, seed: int) -> None:
    """Deal a known game through the bar's seed box (the app starts from a secret deal)."""
    page.fill(".cw-bar input[type=number]", str(seed))
    page.click(".cw-bar button:has-text('Play this seed')")
    page.wait_for_function(f"document.querySelector('canvas.cw-canvas').dataset.seed === '{seed}'", timeout=60_000)
    page.wait_for_timeout(300)


@pytest.fixture(scope="module")
def voila_chaos():
    """Yield the URL of the CHAOS app (a secret deal) on the worker's shared Voilà server (browser_support.shared_voila)
    for both seeds' tests: each page load still runs the app in a kernel of its own, and each test deals its seed
    through the bar."""
    yield app_url("chaos")


# The bots' pace in this page (the app's is 700 ms a step, up to 2.4 times that after a big moment): what is checked
# here is that the bots answer, not how fast, so the page steps them every 100 ms (set in the page's copy of the table
# only, as a test may set `delay_ms`: js/src/ui/autoplay.js scales the game's pace with it).
TEST_DELAY_MS = 100


@pytest.mark.parametrize("seed", [5, 11])
def test_voila_chaos_human_seat_moves_plays_and_bots_answer(chromium, voila_chaos, seed):
    with context_page(chromium, 1200, 1000) as page:
        page.goto(voila_chaos, timeout=120_000)
        page.wait_for_function("document.querySelector('canvas.cw-canvas')?.__cthulhu", timeout=120_000)
        assert inked_pixels(page) > 500
        table_model(page, "chaos")
        page.evaluate(f"window.__table.set('delay_ms', {TEST_DELAY_MS})")
        restart_with_seed(page, seed)
        moved = played = False
        deadline = time.time() + 120
        bot_turn_after = None
        paints = []
        tried_at, tried = None, set()  # the cards opened at this step
        for _ in range(300):
            assert time.time() < deadline, "the game did not reach a move, a card and a bot turn in 2 minutes"
            state = canvas_state(page)
            paints.append(state["paintMs"])
            assert not state["error"], state["error"]
            if state["banner"] or (moved and played and bot_turn_after is not None
                                   and state["step"] > bot_turn_after + 2):
                break
            if state["step"] != tried_at:
                tried_at, tried = state["step"], set()
            item = choose(state["items"], moved, played, tried)
            if item is None:  # another seat's turn: the bots play it after a visible delay
                wait_change(page, state["step"])
                continue
            click_item(page, state, item)
            if item["id"].startswith("select:"):
                page.wait_for_timeout(150)
                continue
            after = wait_change(page, state["step"])
            assert not after["error"], after["error"]
            moved |= item["id"].startswith("act:move")
            played |= item["id"].startswith("act:play")
            if item["id"].startswith("act:end") and moved and played and bot_turn_after is None:
                bot_turn_after = after["step"]
        page.screenshot(path=str(ARTIFACTS / f"voila_chaos_{seed}.png"), full_page=True)
        text = log_text(page)
        assert moved and played, "the human seat must have moved and played a card by clicks"
        seat_lines = [line for line in text.splitlines() if "A1 " not in line and ("A2" in line or "B1" in line
                                                                                  or "B2" in line)]
        assert seat_lines, "the bots must have taken turns"
        assert page.errors == []
        record(f"voila_chaos_{seed}", {"paint_ms_median": statistics.median(paints), "paint_ms_max": max(paints),
                               "paints": len(paints)})


def test_voila_chaos_fits_1280x800_and_fast_forwards_to_the_humans_turn(chromium):
    """Seed 0 deals team B first (B1 to act): the page shows "▶▶ to my turn"; one click and the kernel plays the bots
    (one answer) until A1, the human, is to act, and the button goes. The table's bottom edge is ≤ 800 px on load and
    then; the bar has no designer control."""
    require_chromium()
    with context_page(chromium, 1280, 800) as page:
        page.goto(app_url("chaos", 0), timeout=120_000)
        page.wait_for_function("document.querySelector('canvas.cw-canvas')?.__cthulhu", timeout=120_000)
        table_model(page, "chaos")
        bottom_on_load = canvas_bottom(page)
        assert bottom_on_load <= 800, "the board (row 8) and the hand are in the 1280×800 window"
        controls = bar_controls(page)
        assert not set(controls) & set(DESIGNER_CONTROLS), controls
        assert {"seat", "seed of a deal to play", "Play this seed", "New game", "language"} <= set(controls)
        started = time.time()
        page.click(".cw-bar button:has-text('to my turn')")
        page.wait_for_function("window.__table.get('view').to_act === 'A1'", timeout=60_000)
        waited = time.time() - started
        step = page.evaluate("window.__table.get('step')")
        page.wait_for_timeout(300)
        assert "▶▶ to my turn" not in bar_controls(page) and not canvas_state(page)["error"]
        assert any(i["id"].startswith("act:") for i in canvas_state(page)["items"]), "A1's moves are offered"
        assert page.evaluate("window.__table.get('step')") == step, "nothing plays A1's turn for the human"
        bottom_mid = canvas_bottom(page)
        assert bottom_mid <= 800
        page.screenshot(path=str(ARTIFACTS / "voila_chaos_fast_forward.png"))
        assert page.errors == []
        record("voila_chaos_fit", {"viewport": "1280x800", "canvas_bottom_on_load_px": bottom_on_load,
                                   "canvas_bottom_after_fast_forward_px": bottom_mid, "bot_steps_skipped": step,
                                   "fast_forward_s": round(waited, 3)})
