"""The Voilà apps (notebooks/play_*.ipynb) in a real Chromium, for the page's browser tests: one server dealing a known
seed (the worker's shared server: browser_support.shared_voila), one browser, and an app's page opened with its table
drawn (test_browser_prompts, test_page_round4, test_ui_round6); each page on a device of its own
(test_browser_page_round13q)."""
from __future__ import annotations

from contextlib import contextmanager

from browser_support import app_url, chromium_browser, open_drawn, shared_voila  # noqa: F401

TABLE_DRAWN = "document.querySelector('canvas.cw-canvas')?.__cthulhu?.scene.items.length"


@contextmanager
def voila_apps(seed: int, log_name: str = ""):
    """Yield the base URL of the worker's shared Voilà server on the apps' notebooks (each dealing `seed`, still as a
    secret deal): browser_support.shared_voila (`log_name` names no log any more: kept for the callers)."""
    yield shared_voila(seed)


@contextmanager
def voila_app(app: str, seed: str, log_name: str = ""):
    """Yield the URL of the app `app` (play_<app>.ipynb, deal CTHULHU_TEST_SEED=`seed`) on the worker's shared Voilà
    server (`log_name` names no log any more: kept for the callers). Each page load still runs the app in a kernel of
    its own: tests share the server, never a game."""
    yield app_url(app, seed)


@contextmanager
def device_page(chromium, url: str, device: dict, lang: str = "en"):
    """Yield the app at `url` on `device` (browser_support.PHONE or DESK) in a context of its own of the shared
    `chromium`, as browser_support.voila_app_page opens it: its table drawn and in `lang`, its script errors in
    `page.errors`; the context is closed after the block."""
    context = chromium.new_context(**device)
    try:
        yield open_drawn(context.new_page(), url, lang)
    finally:
        context.close()


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
    # the form fits its window (round AF: CHAOS's Length menu ran 260 px off a phone, Create table lay under the seats)
    wide = page.evaluate("[document.documentElement.scrollWidth, innerWidth]")
    assert wide[0] <= wide[1], f"the create form is wider than its window: {wide}"
    page.locator("button[type=submit]").click()
    page.wait_for_selector(".cw-links button[data-join]")
