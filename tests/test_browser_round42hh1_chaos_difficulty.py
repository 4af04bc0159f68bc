"""Newcomer review 38, chaos_en 13 ("No visible difficulty setting"), in the real Voilà app and Chromium: the CHAOS play
app opens on Easy, its Difficulty menu stands in the bar on a desk (1280×800) and under ⋯ on a phone (390×844), as
Letter's does, offering Easy and Standard only, with Easy's note; choosing Standard before a move deals a new game."""
from __future__ import annotations

import time

import pytest

from browser_support import DESK, PHONE, artifact, settle, voila_app_page

pytestmark = pytest.mark.browser

MENU = """() => { const s = document.querySelector('select[data-cmd=difficulty]'); const r = s.getBoundingClientRect();
  return {value: s.value, options: [...s.options].map((o) => o.value), shown: r.width > 0 && r.height > 0,
          inBar: s.closest('.cw-more-box') === null, title: s.title,
          note: document.querySelector('.cw-difficulty-note')?.textContent ?? ''}; }"""


def test_round42hh1_desk_menu_in_the_bar_offers_easy_and_standard():
    with voila_app_page("chaos", "voila_round42hh1_desk.log", "5", DESK) as page:
        settle(page)
        menu = page.evaluate(MENU)
        page.screenshot(path=str(artifact("round42hh1_chaos_difficulty_desk.png")))
        assert menu["value"] == "easy" and menu["options"] == ["easy", "standard"], menu
        assert menu["shown"] and menu["inBar"], menu
        assert "never plants or moves bombs" in menu["title"], menu
        deal = page.evaluate("() => window.__table?.get?.('deal') ?? null")
        page.select_option("select[data-cmd=difficulty]", "standard")
        for _ in range(40):
            if page.evaluate(MENU)["value"] == "standard":
                break
            time.sleep(0.25)
        assert page.evaluate(MENU)["value"] == "standard"
        assert deal is None or page.evaluate("() => window.__table?.get?.('deal') ?? null") != deal
        assert page.errors == []


def test_round42hh1_phone_menu_under_more_with_its_note():
    with voila_app_page("chaos", "voila_round42hh1_phone.log", "5", PHONE) as page:
        settle(page)
        menu = page.evaluate(MENU)
        assert not menu["inBar"] and menu["options"] == ["easy", "standard"], menu
        page.evaluate("document.querySelector('[data-cmd=more]')?.click()")
        time.sleep(1)
        page.screenshot(path=str(artifact("round42hh1_chaos_difficulty_phone.png")))
        menu = page.evaluate(MENU)
        assert menu["shown"] and "9 games in 10" in menu["note"], menu
        assert page.errors == []
