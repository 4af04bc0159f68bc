"""A replay file (Match.to_html) in headless Chromium from file://: the canvas is drawn, the scrubber (range,
buttons, arrow keys) moves it to the last and the middle step and the table changes, and nothing is fetched."""
import pytest

from browser_support import (ARTIFACTS, canvas_state, chromium_browser, context_page, inked_pixels,
                             require_chromium)
from replay_support import played

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def chromium():
    """One Chromium for the file's six replays (a launch with its Playwright driver costs ~1.4 s of CPU); each
    replay opens in a fresh context of its own, so nothing (cache, storage) carries from one to the next."""
    require_chromium()
    with chromium_browser() as browser:
        yield browser


SEATS = {"letter": "player", "chaos": "A1", "mythos": "p0"}


def scene_text(page) -> str:
    """Return the drawn scene's items as text (what changes when another step is shown)."""
    return page.evaluate("JSON.stringify(document.querySelector('canvas.cw-canvas').__cthulhu.scene.items"
                         ".map(i => [i.type, i.text ?? i.label ?? '', i.x, i.y]))")


def shown(page) -> dict:
    return page.evaluate("""() => ({label: document.querySelector('.cw-scrub output').textContent,
        range: Number(document.querySelector('.cw-scrub input[type=range]').value),
        canvasStep: Number(document.querySelector('canvas.cw-canvas').dataset.step)})""")


@pytest.mark.parametrize("game", ["letter", "chaos", "mythos"])
@pytest.mark.parametrize("design", [False, True], ids=["seat", "design"])
def test_replay_file_draws_and_scrubs_offline(chromium, tmp_path, game, design):
    match = played(game)
    path = match.to_html(tmp_path / f"{game}.html", seat=None if design else SEATS[game])
    last = len(match)
    with context_page(chromium) as page:
        requests = []
        page.on("request", lambda r: requests.append(r.url))
        page.goto(path.as_uri())
        page.wait_for_function("document.querySelector('canvas.cw-canvas')?.__cthulhu", timeout=30_000)
        assert page.errors == []
        assert inked_pixels(page) > 500
        assert canvas_state(page)["items"] == [] or all(not i["id"].startswith("act:")
                                                        for i in canvas_state(page)["items"])  # nothing to play
        start = shown(page)
        assert start["label"].startswith(f"step 0 / {last}") and start["canvasStep"] == 0
        assert ("designer" in page.inner_text(".cw-scrub")) == design
        first = scene_text(page)

        # to the last step: the range input, as a person drags it
        page.eval_on_selector(".cw-scrub input[type=range]",
                              "(r, v) => { r.value = String(v); r.dispatchEvent(new Event('input')); }", last)
        end = shown(page)
        assert end == {"label": end["label"], "range": last, "canvasStep": last}
        assert end["label"].startswith(f"step {last} / {last}")
        assert scene_text(page) != first
        assert canvas_state(page)["banner"], "the last step shows the result banner"
        assert inked_pixels(page) > 500
        page.screenshot(path=str(ARTIFACTS / f"replay_{game}_{'design' if design else 'seat'}.png"))

        # to the middle: Home, then the right arrow key and the next button
        middle = last // 2
        page.keyboard.press("Home")
        assert shown(page)["canvasStep"] == 0
        for _ in range(middle - 1):
            page.keyboard.press("ArrowRight")
        page.click(".cw-scrub button[title^='next']")
        mid = shown(page)
        assert mid["canvasStep"] == middle and mid["range"] == middle
        assert mid["label"].startswith(f"step {middle} / {last}")
        assert scene_text(page) not in (first,)
        page.keyboard.press("ArrowLeft")
        assert shown(page)["canvasStep"] == middle - 1
        assert inked_pixels(page) > 500
        assert page.errors == []
    outside = [u for u in requests if not u.startswith(("file://", "data:"))]
    assert outside == [], outside
