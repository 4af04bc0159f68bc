"""Newcomer review 38 (round HH, fixer HH8): on a 390×844 phone the language menu is in sight in the bar without
opening ⋯ (chaos_ja 7, mythos_ja 1, letter_zh 11), and the bar takes two rows in every language the game offers
(mythos_ja 7, chaos_ja 9: three in 日本語, "? ルールと遊び方" alone on the third). In the real Voilà app and Chromium."""
from __future__ import annotations

import pytest

from browser_support import PHONE, voila_app_page
from test_browser_round36bb6_ja_bar import ROWS as DESK_ROWS, set_lang

# the bar's rows, the "?"'s summary counted and nothing inside its folded sheet (its group folds' summaries)
ROWS = DESK_ROWS.replace("!folded(e) &&",
                         "!folded(e) && !(e.closest('.cw-help') && !e.matches('.cw-top > .cw-help > summary')) &&")

pytestmark = pytest.mark.browser

LANGS = {"mythos": ("en", "ja"), "chaos": ("en", "zh-CN", "zh-TW", "ja"), "letter": ("en", "zh-TW", "ja")}


@pytest.mark.parametrize("app", ["mythos", "chaos", "letter"])
def test_the_phone_bar_shows_the_language_and_keeps_two_rows(app):
    """Review 38, mythos_ja 7 / chaos_ja 9 / chaos_ja 7: the language menu visible with ⋯ closed, two rows."""
    with voila_app_page(app, f"round42hh8_{app}", "5", PHONE) as page:
        for lang in LANGS[app]:
            set_lang(page, lang if app != "letter" or lang != "zh-TW" else "zh")
            assert page.locator(".cw-bar select[data-cmd=lang]").first.is_visible(), lang
            seen = page.evaluate(ROWS)
            assert seen["rows"] <= 2, (app, lang, " | ".join(seen["words"]))
        assert page.errors == []
