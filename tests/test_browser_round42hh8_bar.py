"""Newcomer review 38 (round HH, fixer HH8): on a 390×844 phone the language menu is in sight in the bar without
opening ⋯ (chaos_ja 7, mythos_ja 1, letter_zh 11), and the bar takes two rows in every language the game offers
(mythos_ja 7, chaos_ja 9: three in 日本語, "? ルールと遊び方" alone on the third). In the real Voilà app and Chromium."""
from __future__ import annotations

import pytest

from browser_support import DESK, PHONE, voila_app_page
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


PLACES = """() => Object.fromEntries(['restart', 'lang', 'fast_forward'].map((c) => [c,
  Math.round(document.querySelector(`.cw-bar [data-cmd=${c}]`).getBoundingClientRect().left)])
  .concat([['learn', Math.round(document.querySelector('.cw-bar .cw-learn').getBoundingClientRect().left)]]))"""


@pytest.mark.parametrize("app", ["chaos", "letter"])
def test_the_desk_bar_keeps_its_buttons_in_place_as_the_seed_box_comes_and_goes(app):
    """Review 38, chaos_en 10 (037, 066 vs 038) / letter_en 3 (018): the Seed box and Play this seed, dropped while a
    course runs, came back after it and every button after them moved. At 1280×800 New game, the language, ▶▶ and
    Learn to play stand at the same x before the course, in it and after it; the bar keeps one row."""
    with voila_app_page(app, f"round42hh8_desk_{app}", "5", DESK) as page:
        before = page.evaluate(PLACES)
        page.locator("button.cw-learn").click()
        page.wait_for_timeout(7000)
        page.locator(".cw-coach-ok").first.click()
        page.wait_for_timeout(2000)
        assert page.evaluate(PLACES) == before
        assert page.evaluate(ROWS)["rows"] == 1
        page.locator("button[data-cmd=restart]").first.click()
        page.wait_for_timeout(5000)
        assert page.evaluate(PLACES) == before
        assert page.locator(".cw-seed").first.is_visible()
        assert page.errors == []


CUE = """() => { const body = document.querySelector('.cw-top > .cw-help > div');
  const cue = body.querySelector('.cw-help-more'); const b = body.getBoundingClientRect();
  const c = cue.getBoundingClientRect();
  return { shown: !cue.hidden, gap: Math.round(b.bottom - body.clientTop - c.bottom) }; }"""


def test_the_rules_sheets_more_cue_reaches_the_sheets_foot():
    """Review 38, chaos_en 10 (067), mythos_en 12 (273), room_en 12 (073): a line of text showed under "▼ more". At
    1280×800 the open sheet's cue ends at the sheet's foot (no gap for text to show through)."""
    with voila_app_page("chaos", "round42hh8_cue", "5", DESK) as page:
        page.locator(".cw-top > .cw-help > summary").click()
        page.wait_for_timeout(800)
        seen = page.evaluate(CUE)
        assert seen["shown"] and abs(seen["gap"]) <= 1, seen
        assert page.errors == []
