"""Newcomer review 35 (room_en 4, room_zh 11): a room's replay sat black under "← Back to the table" for ~15 s with
no sign that anything was coming. The page now says "Loading the replay…" in its language until the script has
drawn the first step, and the words are gone once it has."""
import pytest

from browser_support import chromium_browser, context_page, require_chromium
from cthulhu_widgets.replay import WAIT, html_text
from replay_support import played


@pytest.mark.parametrize("lang", ["en", "zh", "ja", "zh-TW"])
def test_the_page_says_it_is_loading_before_its_script_in_its_language(lang):
    page = html_text(played("chaos"), seat="A1", lang=lang)
    body = page[page.index("<body>"):]
    assert 0 <= body.index(WAIT[lang]) < body.index("<script")
    assert len(set(WAIT.values())) == len(WAIT)   # each language its own words


@pytest.mark.browser
def test_the_loading_words_go_once_the_first_step_is_drawn(tmp_path):
    require_chromium()
    path = tmp_path / "chaos.html"
    path.write_text(html_text(played("chaos"), seat="A1", lang="ja"), encoding="utf-8")
    with chromium_browser() as browser, context_page(browser) as page:
        page.goto(path.as_uri())
        page.wait_for_function("document.querySelector('canvas.cw-canvas')?.__cthulhu", timeout=30_000)
        assert WAIT["ja"] not in page.inner_text("body")
        assert page.errors == []
