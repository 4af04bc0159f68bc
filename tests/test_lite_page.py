"""The static play page (make lite, issue 24): a Letter game played by clicks to its end with no server but a
loopback static one, every outside request refused and counted (none may be made).

Built by `make lite` (site/play/); run by `make lite-test` (skipped when the site is not built). It also measures
the time to the first drawn table, cold and warm, and Pyodide's random-play steps/s against this CPython's
(test-artifacts/lite.json). Rules checked on the way: the Letter game runs to its end (LS-END-1) by legal clicks.
"""
import functools
import json
import os
import random
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse

import pytest
from browser_support import ROOT, browser_page, canvas_state, click_item, record, require_chromium

SITE = ROOT / "site" / "play"
TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript", ".json": "application/json",
         ".zip": "application/zip", ".whl": "application/zip", ".html": "text/html"}

pytestmark = [pytest.mark.lite, pytest.mark.browser]


class Handler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def site_url():
    if os.environ.get("CTHULHU_LITE_TEST") != "1":
        pytest.skip("the static page's test runs from `make lite-test` (a cold Pyodide start is over make test's "
                    "20 s a test on this machine)")
    if not (SITE / "letter.html").exists():
        pytest.skip("the static pages are not built: run `make lite` (make lite-test does both)")
    require_chromium()
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(SITE)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


def _open(page, url: str) -> int:
    """Load the page and wait for its first drawn table; return the page's time to it (ms)."""
    page.goto(url)
    page.wait_for_function("window.__cwLite && window.__cwLite.ready && document.querySelector('canvas.cw-canvas')"
                           " && document.querySelector('canvas.cw-canvas').__cthulhu", timeout=90_000)
    return page.evaluate("window.__cwLite.firstTableMs")


def _play_by_clicks(page, seconds: float) -> int:
    """Click moves (and cards, to open their moves) until the banner shows; return the clicks made."""
    rng, clicks, deadline = random.Random(0), 0, time.time() + seconds
    while True:
        state = canvas_state(page)
        if state and state["banner"]:
            return clicks
        assert time.time() < deadline, f"the game did not end in {seconds} s ({clicks} clicks)"
        items = (state or {}).get("items", [])
        acts = [i for i in items if i["id"].startswith("act:")]
        cards = [i for i in items if i["id"].startswith("select:") and i["id"] != "select:none"]
        choice = acts or cards
        if choice:
            click_item(page, state, rng.choice(choice))
            clicks += 1
        page.wait_for_timeout(120)


def _cpython_steps_per_s() -> int:
    from cthulhu_widgets import lite

    return json.loads(lite.bench("letter", 1.0))["steps_per_s"]


def test_LS_END_1_a_letter_game_is_played_to_its_end_offline_in_the_static_page(site_url):
    outside = []

    def guard(route):
        host = urlparse(route.request.url).hostname
        if host in ("127.0.0.1", "localhost"):
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    with browser_page() as page:
        page.context.route("**/*", guard)
        cold = _open(page, f"{site_url}/letter.html")
        stages = page.evaluate("window.__cwLite.progress")
        clicks = _play_by_clicks(page, 60)
        page.evaluate("window.__cwLite.model.send({cmd: 'lang', value: 'ja'})")
        page.wait_for_function("window.__cwLite.model.get('lang') === 'ja'", timeout=30_000)
        page.evaluate("window.__cwLite.model.send({cmd: 'restart'})")
        page.wait_for_function("window.__cwLite.model.get('step') === 0 && !window.__cwLite.model.get('banner').title",
                               timeout=30_000)
        page.evaluate("window.__cwLite.worker.postMessage({type: 'bench', game: 'letter', seconds: 1})")
        page.wait_for_function("window.__cwLite.bench", timeout=30_000)
        pyodide = page.evaluate("window.__cwLite.bench.steps_per_s")
        warm = _open(page, f"{site_url}/letter.html")
        assert page.errors == []
    assert outside == [], f"outside requests: {outside[:5]}"
    assert clicks > 0
    record("lite", {"first_table_ms_cold": cold, "first_table_ms_warm": warm, "clicks": clicks, "cold_stages_ms": stages,
                    "letter_steps_per_s_pyodide": pyodide, "letter_steps_per_s_cpython": _cpython_steps_per_s()})
