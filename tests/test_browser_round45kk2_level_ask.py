"""Round KK, fixer KK2 (newcomer review 41: letter_en 1, 111; chaos_ja 9, 169→171; letter_zh 9, 102), in the real
Letter Voilà app and Chromium at 1280×800: a Difficulty chosen after a finished game dealt a new game at once. Now it
asks 'Easy: from the next game, or deal a new game now?'; From the next game keeps the finished game, and New game
then deals Easy (vitest round45kk2_level_ask holds every game, language and case)."""
from __future__ import annotations

import pytest

from browser_support import DESK, artifact, bot_plays_to_the_end, poll, voila_app_page

pytestmark = pytest.mark.browser

TRAITS = "() => [window.__table.get('deal'), window.__table.get('difficulty'), Boolean(window.__table.get('banner')?.title)]"


def test_round45kk2_a_level_chosen_after_a_finished_game_asks_and_waits_for_the_next():
    with voila_app_page("letter", "round45kk2_level", "5", DESK) as page:
        bot_plays_to_the_end(page)
        page.select_option(".cw-bar select[aria-label='who plays']", "you")
        before = page.evaluate(TRAITS)
        assert before[1] == "standard" and before[2], before
        page.select_option(".cw-bar select[data-cmd=difficulty]", "easy")
        page.wait_for_selector(".cw-confirm:not([hidden])", timeout=5_000)
        question = page.inner_text(".cw-confirm")
        page.screenshot(path=str(artifact("round45kk2_level_ask.png")))
        assert "Easy" in question and "next game" in question, question
        page.click(".cw-confirm [data-cmd=lose_no]")   # From the next game
        page.wait_for_timeout(1500)
        assert page.evaluate(TRAITS) == before   # the finished game stays on the table
        assert page.evaluate("document.querySelector('select[data-cmd=difficulty]').value") == "easy"
        page.click(".cw-bar [data-cmd=restart]")
        poll(page, "() => window.__table.get('difficulty') === 'easy'", seconds=30)
        assert page.evaluate(TRAITS)[0] != before[0]
        assert page.errors == []
