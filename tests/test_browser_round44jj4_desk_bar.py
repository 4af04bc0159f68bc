"""Newcomer review 40 (round JJ, fixer JJ4): at 1280×800 the bar holds one row in every language each game offers
(chaos_en 1, shot 059: in 日本語 "? ルールと遊び方" dropped to a second row, the table moved down and the hand and the
story were cut at the window's foot). In the real Voilà app and Chromium."""
from __future__ import annotations

import pytest

from browser_support import DESK, voila_app_page
from test_browser_round36bb6_ja_bar import set_lang
from test_browser_round42hh8_bar import ROWS

pytestmark = pytest.mark.browser

# each game's languages, as its menu names them (Mythos: en and ja; Letter's zh is its Traditional table)
LANGS = {"chaos": ("en", "zh", "zh-TW", "ja"), "letter": ("en", "zh", "zh-TW", "ja"), "mythos": ("en", "ja")}


@pytest.mark.parametrize("app", ["chaos", "letter", "mythos"])
def test_round44jj4_the_desk_bar_keeps_one_row_in_every_language(app):
    """Review 40, chaos_en 1 (059): at 1280×800 the bar keeps one row, with room to spare, in each language."""
    with voila_app_page(app, f"round44jj4_{app}", "5", DESK) as page:
        # as after both lessons (059): each course entry with its ✓ badge (ui/lesson_marks.js)
        page.evaluate("(g) => localStorage.setItem(`cthulhu-widgets:lessons-done:${g}`, '[1,2]')", app)
        seen = {}
        for lang in LANGS[app]:
            set_lang(page, lang)
            seen[lang] = page.evaluate(ROWS)
        said = {k: (s["rows"], s["spare"], s["words"]) for k, s in seen.items()}
        assert all(s["rows"] == 1 and s["spare"] >= 8 for s in seen.values()), said
        assert page.errors == []


AFTER_WATCH = """() => Object.fromEntries(['restart', 'lang', 'fast_forward'].map((c) => [c,
  Math.round(document.querySelector(`.cw-bar [data-cmd=${c}]`).getBoundingClientRect().left)])
  .concat([['learn', Math.round(document.querySelector('.cw-bar .cw-learn').getBoundingClientRect().left)]]))"""


def test_round44jj4_bot_plays_moves_no_button():
    """Review 39, letter_en 9 (087): choosing "Bot plays (watch)" widened the Player menu and moved every button to its
    right. At 1280×800, in each language, the buttons after it keep their places whichever is chosen."""
    with voila_app_page("letter", "round44jj4_watch", "5", DESK) as page:
        for lang in LANGS["letter"]:
            set_lang(page, lang)
            before = page.evaluate(AFTER_WATCH)
            page.locator("select[data-cmd=watch]").select_option("bot")
            page.wait_for_timeout(1200)
            assert page.evaluate(AFTER_WATCH) == before, lang
            page.locator("select[data-cmd=watch]").select_option("you")
            page.wait_for_timeout(1200)
            assert page.evaluate(AFTER_WATCH) == before, lang
        assert page.errors == []
