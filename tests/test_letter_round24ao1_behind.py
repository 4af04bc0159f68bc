"""Letter, newcomer review 23 (round AO, fixer AO1), letter_en finding 2 (063_g3_6 / 065): on Hard the Insanity line said
'You are behind: only a card that clears two in one turn saves you' and named no card; the reviewer guessed Golden Mead's
Insane effect (a look, a draw and one more play: still one clue), N rose, and the next screen said the game was lost.
No play takes two cards off the clue stack in one turn (LS-P2 Insane: one more play; LS-P5 Insane: the Braincase takes
the taken card's place; LS-P7 on play; dangers.game_lost), and the deck only shrinks and N only grows (LS-CHECK-1..4),
so a player behind the clues has lost: the line gives the count, in every language, and promises no card; the
verdict itself is the Story's one line (round BB, tests/test_round36bb8_verdict.py)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.core import texts as core_texts
from cthulhu_widgets.frames.letter import UI

LANGS = ("en", "zh", "ja")
LOST = {"en": "this game is lost", "zh": "這局輸了", "ja": "このゲームは負け"}
PROMISE = {"en": "saves you", "zh": "救得了你", "ja": "頼り"}


@pytest.mark.parametrize("lang", LANGS)
def test_behind_the_clues_says_the_game_is_lost_and_promises_no_card(lang):
    line = core_texts.fill(UI[lang], "insanity_behind", {"n": 3, "deck": 5, "turns": 1, "clues": 4, "need": 2})
    # the Story says it once, gently, with what to do (round BB, review 34, letter_en 1: two blunt lines side by side)
    assert LOST[lang] not in line, line
    assert PROMISE[lang] not in line, line
    assert "5" in line and "4" in line and "2" in line, line   # its numbers still said
