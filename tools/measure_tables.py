"""Measure the Voilà apps as a player meets them (issue 15's closing numbers); prints JSON on stdout.

    .venv/bin/python tools/measure_tables.py [--loads 3] [--clicks 30] [--games letter,chaos,mythos]

- first_table_s: from navigation to the first drawn table (a canvas with a scene), each app opened --loads times
  in a fresh page (a fresh kernel) at 1280×800 in headless Chromium, one Voilà server for the three apps;
- click_repaint_ms: from a click on a legal move (the click event's time) to the next paint that shows a new step
  (the canvas's data-step changes right after its paint), median and p95 over at least --clicks clicks a game: the
  seat's moves by clicks as tests/test_browser_play.py plays them (the other seats through "⏩ to my turn", else
  Step, else the page's autoplay), new deals when a game ends;
- cards_with_text: per game and language, the cards of card_texts.json with a text in that language (not one
  marked "translated": false), and the number the zoom shows in English for want of one;
- layout_widths: the layout test's counts (js/src/layout_widths.test.js): tables × widths laid out, its tests
  passed and failed, and the known failures it still lists.
Not a test: nothing is asserted. Needs the bundle built (make build) and Chromium (make setup).
"""
from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from browser_support import (CHROMIUM, CHROMIUM_ARGS, DRAWN_STRINGS_SCRIPT, VENV_BIN, click_in_view,  # noqa: E402
                             free_port, server, table_model)
from test_browser_play import (GAMES, HEIGHT, LANGS, SEED, WIDTH, chooser, model, press, scene, start)  # noqa: E402

# Times each click (the event's own time stamp) and each paint that shows a new step, in the page's clock.
CLOCK_SCRIPT = """(() => {
  window.__clicks = []; window.__paints = [];
  document.addEventListener('click', (e) => window.__clicks.push(e.timeStamp), true);
  const watch = () => {
    const c = document.querySelector('canvas.cw-canvas');
    if (!c) return setTimeout(watch, 50);
    new MutationObserver(() => window.__paints.push({t: performance.now(), step: c.dataset.step}))
      .observe(c, {attributes: true, attributeFilter: ['data-step']});
  };
  document.addEventListener('DOMContentLoaded', watch);
})();"""


def percentile(values: list[float], q: float) -> float:
    """Return the q-th percentile (0..100) of `values`, nearest rank."""
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, round(q / 100 * len(ordered) + 0.5) - 1))]


def open_app(browser, url: str, game: str):
    """Return (page, seconds from navigation to the first drawn table) of a fresh page of the game's app."""
    page = browser.new_page(viewport={"width": WIDTH, "height": HEIGHT})
    page.add_init_script(DRAWN_STRINGS_SCRIPT)
    page.add_init_script(CLOCK_SCRIPT)
    started = time.time()
    page.goto(f"{url}/voila/render/play_{game}.ipynb", timeout=120_000)
    page.wait_for_function("document.querySelector('canvas.cw-canvas')?.__cthulhu?.scene.items.length",
                           timeout=120_000, polling=10)
    return page, time.time() - started


def click_once(page, game: str, state: dict) -> float | None:
    """Make the next click of the game's player; return the click → repaint time (ms) of a move, else None."""
    now_model = model(page)
    if now_model["over"]:
        start(page, game, now_model["lang"])
        return None
    if now_model["to_act"] != now_model["seat"]:
        press(page, "to my turn", "Step")
        page.wait_for_function(f"window.__table.get('step') !== {now_model['step']}", timeout=30_000, polling=20)
        return None
    if now_model["step"] != state.get("at"):
        state["at"], state["tried"] = now_model["step"], set()
    item = state["choose"](scene(page), state["tried"], state.get("plays", 0))
    if item is None:
        raise RuntimeError(f"{game}: nothing to click at step {now_model['step']}")
    page.evaluate("window.__clicks = []; window.__paints = []")
    click_in_view(page, item)
    if item["id"].startswith("select:"):
        return None
    state["plays"] = state.get("plays", 0) + item["id"].startswith("act:play")
    page.wait_for_function(f"window.__paints.some(p => p.step !== '{now_model['step']}')", timeout=30_000,
                           polling=5)
    clicked, paints = page.evaluate("[window.__clicks, window.__paints]")
    painted = next(p["t"] for p in paints if p["step"] != str(now_model["step"]))
    return painted - clicked[-1]


def measure_game(browser, url: str, game: str, loads: int, clicks: int) -> dict:
    """Return a game's first-table times and its click → repaint times."""
    firsts, page = [], None
    for _ in range(loads):
        if page:
            page.close()
        page, seconds = open_app(browser, url, game)
        firsts.append(seconds)
    table_model(page, game)
    start(page, game, "en")
    state, times = {"choose": chooser(game)}, []
    deadline = time.time() + 600
    while len(times) < clicks and time.time() < deadline:
        ms = click_once(page, game, state)
        if ms is not None:
            times.append(ms)
    page.close()
    return {"first_table_s": {"each": [round(s, 2) for s in firsts], "median": round(statistics.median(firsts), 2)},
            "click_repaint_ms": {"clicks": len(times), "median": round(statistics.median(times), 1),
                                 "p95": round(percentile(times, 95), 1), "max": round(max(times), 1)}}


def cards_with_text() -> dict:
    """Return, per game and language, the cards of card_texts.json with a text in that language (and in English
    only: what the zoom shows for want of one)."""
    out = {}
    for game in GAMES:
        cards = json.loads((ROOT / "cthulhu_widgets" / "games" / game / "card_texts.json").read_text())["cards"]
        out[game] = {"cards": len(cards)}
        for lang in LANGS:
            own = sum(1 for entry in cards.values()  # "translated": false marks an English paraphrase kept for now
                      if (entry.get(lang) or {}).get("text") and entry[lang].get("translated", True))
            out[game][lang] = {"with_text": own, "english_fallback": len(cards) - own}
    return out


def layout_widths() -> dict:
    """Return the layout test's counts: fixtures × widths laid out, its tests passed / failed, known failures."""
    source = (ROOT / "js" / "src" / "layout_widths.test.js").read_text()
    widths = json.loads(re.search(r"const WIDTHS = (\[[^\]]*\])", source).group(1))
    known = re.search(r"const KNOWN = \[(.*?)\];", source, re.S).group(1)
    fixtures = [p for p in (ROOT / "js" / "src" / "fixtures").glob("*.json") if p.name != "mythos_catalog.json"]
    run = subprocess.run(["npx", "vitest", "run", "src/layout_widths.test.js", "--reporter=json"], cwd=ROOT / "js",
                         capture_output=True, text=True, timeout=300)
    report = json.loads(run.stdout[run.stdout.index("{"):])
    return {"tables": len(fixtures), "widths": len(widths), "tables_x_widths": len(fixtures) * len(widths),
            "tests_passed": report["numPassedTests"], "tests_failed": report["numFailedTests"],
            "known_failures": len(re.findall(r"\"[^\"]+\"", known))}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loads", type=int, default=3, help="fresh page loads of each app")
    parser.add_argument("--clicks", type=int, default=30, help="timed moves by clicks, per game")
    parser.add_argument("--games", default=",".join(GAMES))
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    port = free_port()
    cmd = [str(VENV_BIN / "voila"), str(ROOT / "notebooks"), "--no-browser", "--Voila.ip=127.0.0.1", f"--port={port}"]
    out = {"viewport": f"{WIDTH}x{HEIGHT}", "seed": SEED, "games": {}}
    with server(cmd, f"http://127.0.0.1:{port}/voila/static/", "voila_measure.log"), sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            for game in args.games.split(","):
                out["games"][game] = measure_game(browser, f"http://127.0.0.1:{port}", game, args.loads, args.clicks)
        finally:
            browser.close()
    out["cards_with_text"] = cards_with_text()
    out["layout_widths"] = layout_widths()
    print(json.dumps(out, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
