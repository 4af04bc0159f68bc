"""Hints in a real browser (issue 26): a Letter table in Voilà whose creator turned hints on shows a Hint button;
pressing it puts each move's win chance on its chip (the recommended one starred, its reason as the chip's
tooltip) and "You asked for a hint." in the log. One page, waits on conditions (≥ 30 s under load)."""
import json

import pytest

from browser_support import (ARTIFACTS, VENV_BIN, browser_page, canvas_state, click_item, free_port,
                             require_chromium, server)

pytestmark = pytest.mark.browser

NOTEBOOK = {
    "cells": [{"cell_type": "code", "execution_count": None, "id": "table", "metadata": {}, "outputs": [],
               "source": "from cthulhu_widgets.widgets import LetterWidget\n"
                         "table = LetterWidget(seed=3, hints=True, can_reveal=False, delay_ms=700, fit_screen=True)\n"
                         "table"}],
    "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
    "nbformat": 4, "nbformat_minor": 5}

HINT_ITEMS = """() => (document.querySelector('canvas.cw-canvas')?.__cthulhu?.scene.items ?? [])
    .filter(i => i.hint && i.type === 'text').map(i => i.text)"""


def test_LS_SETUP_9_voila_hint_button_puts_win_chances_on_the_chips(tmp_path):
    """LS-SETUP-9: the hint re-deals what the player cannot see; here the page shows it: Hint on the bar, shares on
    the move chips with the best starred, and the log notes the hint."""
    require_chromium()
    path = tmp_path / "hints.ipynb"
    path.write_text(json.dumps(NOTEBOOK), encoding="utf-8")
    port = free_port()
    cmd = [str(VENV_BIN / "voila"), str(path), "--no-browser", "--Voila.ip=127.0.0.1", f"--port={port}"]
    with server(cmd, f"http://127.0.0.1:{port}/voila/static/", "voila_hints.log"), browser_page(1280, 800) as page:
        page.goto(f"http://127.0.0.1:{port}/", timeout=120_000)
        page.wait_for_function("document.querySelector('canvas.cw-canvas')?.__cthulhu", timeout=120_000)
        hint_button = ".cw-bar button[data-cmd=hint]"
        page.wait_for_selector(hint_button, state="visible", timeout=60_000)
        page.click(hint_button)
        page.wait_for_function("document.querySelector('.cw-log')?.textContent.includes('You asked for a hint.')",
                               timeout=60_000)
        state = canvas_state(page)
        if not page.evaluate(HINT_ITEMS):   # Letter's moves open from a hand card: open the first one
            card = next(i for i in state["items"] if i["id"].startswith("select:") and i["id"] != "select:none")
            click_item(page, state, card)
        page.wait_for_function(f"({HINT_ITEMS})().length > 0", timeout=30_000)
        badges = page.evaluate(HINT_ITEMS)
        assert all(b.rstrip("%").lstrip("★ ").isdigit() for b in badges), badges
        tips = page.evaluate("""() => document.querySelector('canvas.cw-canvas').__cthulhu.scene.items
            .filter(i => i.id && i.id.startsWith('act:') && i.tip).map(i => i.tip)""")
        page.screenshot(path=str(ARTIFACTS / "hints_letter.png"))
        assert page.errors == []
        if any(b.startswith("★") for b in badges):
            assert tips, "the recommended move's chip carries the heuristic's reason as its tooltip"
