"""Hints in a real browser (issue 26): a table in Voilà whose creator turned hints on shows a Hint button; pressing
it puts each move's share on its chip (Letter: its win chance over re-deals; CHAOS and Mythos: its share of the
ISMCTS search, re-dealing what the seat cannot see), the recommended one starred, its reason as the chip's tooltip,
and the log notes the hint in the table's language. One Voilà server for the file (a folder of three notebooks),
one page per game; waits on conditions (≥ 60 s for the kernel under load)."""
import json

import pytest

from analysis_support import notebook, voila_folder
from browser_support import ARTIFACTS, canvas_state, click_item

pytestmark = pytest.mark.browser

# game -> (the widget's line, the log's mark in that table's language)
TABLES = {
    "letter": ("LetterWidget(seed=3, hints=True, can_reveal=False, delay_ms=700, fit_screen=True)",
               "You asked for a hint."),
    "chaos": ("ChaosWidget(seed=1, hints=True, lang='zh', delay_ms=700, fit_screen=True)", "你请求了提示。"),
    "mythos": ("MythosWidget(seed=1, hints=True, lang='ja', delay_ms=700, fit_screen=True)", "ヒントを使いました。"),
}

HINT_ITEMS = """() => (document.querySelector('canvas.cw-canvas')?.__cthulhu?.scene.items ?? [])
    .filter(i => i.hint && i.type === 'text').map(i => i.text)"""
TIPS = """() => document.querySelector('canvas.cw-canvas').__cthulhu.scene.items
    .filter(i => i.id && i.id.startsWith('act:') && i.tip).map(i => i.tip)"""


@pytest.fixture(scope="module")
def voila(tmp_path_factory):
    notebooks = {game: notebook(f"from cthulhu_widgets.widgets import *\ntable = {widget}\ntable")
                 for game, (widget, _) in TABLES.items()}
    with voila_folder(tmp_path_factory.mktemp("hints"), notebooks, "voila_hints.log") as site:
        yield site


@pytest.mark.parametrize("game", list(TABLES))
def test_LS_SETUP_9_CH_HIDE_3_MY_ROUND_1_the_hint_button_puts_shares_on_the_chips(voila, game):
    """Issue 26 (hints), LS-SETUP-9 / CH-HIDE-3 / MY-ROUND-1 (what the seat cannot see is re-dealt): Hint on the bar,
    shares on the move chips (or on the hand cards that open them) with the best starred, the reason as a tooltip,
    and the log's mark in the table's language (en, zh, ja)."""
    browser, url = voila
    page = browser.new_page(viewport={"width": 1280, "height": 800}, device_scale_factor=2)
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{url}/voila/render/{game}.ipynb", timeout=120_000)
    page.wait_for_function("document.querySelector('canvas.cw-canvas')?.__cthulhu", timeout=120_000)
    hint_button = ".cw-bar button[data-cmd=hint]"
    page.wait_for_selector(hint_button, state="visible", timeout=60_000)
    page.click(hint_button)
    mark = TABLES[game][1]
    page.wait_for_function(f"document.querySelector('.cw-log')?.textContent.includes({json.dumps(mark)})",
                           timeout=90_000)
    if not page.evaluate(HINT_ITEMS):   # a seat whose moves open from a hand card: open the first one
        state = canvas_state(page)
        card = next(i for i in state["items"] if i["id"].startswith("select:") and i["id"] != "select:none")
        click_item(page, state, card)
    page.wait_for_function(f"({HINT_ITEMS})().length > 0", timeout=30_000)
    badges = page.evaluate(HINT_ITEMS)
    assert all(b.rstrip("%").removeprefix("★ ").isdigit() for b in badges), badges
    assert all(0 <= int(b.rstrip("%").removeprefix("★ ")) <= 100 for b in badges), badges
    page.screenshot(path=str(ARTIFACTS / f"hints_{game}.png"))
    assert errors == []
    if any(b.startswith("★") for b in badges) and game == "letter":
        assert page.evaluate(TIPS), "the recommended move's chip carries the heuristic's reason as its tooltip"
    page.close()
