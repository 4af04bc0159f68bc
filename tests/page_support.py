"""The Voilà apps (notebooks/play_*.ipynb) in a real Chromium, for the page's browser tests: one server dealing a known
seed, one browser, and an app's page opened with its table drawn (shared by test_browser_prompts, test_page_round4,
test_ui_round6)."""
from __future__ import annotations

from contextlib import contextmanager

from browser_support import ROOT, VENV_BIN, chromium_browser, free_port, require_chromium, server  # noqa: F401

TABLE_DRAWN = "document.querySelector('canvas.cw-canvas')?.__cthulhu?.scene.items.length"


@contextmanager
def voila_apps(seed: int, log_name: str):
    """Run Voilà on the apps' notebooks (each dealing `seed`, still as a secret deal); yield its base URL."""
    require_chromium()
    port = free_port()
    cmd = [str(VENV_BIN / "voila"), str(ROOT / "notebooks"), "--no-browser", "--Voila.ip=127.0.0.1", f"--port={port}"]
    with server(cmd, f"http://127.0.0.1:{port}/voila/static/", log_name, env={"CTHULHU_TEST_SEED": str(seed)}):
        yield f"http://127.0.0.1:{port}"


def open_app(chromium, url: str, game: str, width: int, height: int, touch: bool = False):
    """Return the app of `game` opened at `width`×`height` (a touch screen if `touch`) in a context of its own, its
    table drawn; its page errors are collected in page.errors (close it with page.context.close())."""
    page = chromium.new_context(viewport={"width": width, "height": height}, has_touch=touch).new_page()
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.goto(f"{url}/voila/render/play_{game}.ipynb", timeout=180_000)
    page.wait_for_function(TABLE_DRAWN, timeout=180_000)
    return page


def lobby_bot_table(page, url: str, lang: str, game: str = "chaos"):
    """Make a `game` table in `lang` from the rooms lobby at `url`, every seat but the first a bot; wait for its seat
    links."""
    page.goto(url)
    page.select_option("select[name=lang]", lang)
    page.select_option("select[name=game]", game)
    menus = page.locator("fieldset select")
    for i in range(1, menus.count()):
        menus.nth(i).select_option(index=menus.nth(i).evaluate("s => [...s.options].findIndex((o) => "
                                                               "o.value.startsWith('bot'))"))
    page.locator("button[type=submit]").click()
    page.wait_for_selector(".cw-links button[data-join]")
