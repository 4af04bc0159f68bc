"""Letter, newcomer review 24 (round AP, fixer AP3), letter_zh finding 5: Standard felt decided by luck early, and nothing
pointed a newcomer to Easy. Where a newcomer starts, the end of Learn to play, the game-over box says in one short line
that Easy exists and what it changes (its rules: 4 clues, each new top clue face up), in every language."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.letter.rules import difficulty_rules
from test_letter_table_coach import learn, to_mark

# Easy's level name and what it changes, in the words of the table (js/src/ui/words.js difficulty_easy / note_easy)
EASY = {"en": ("Easy", "4 clues", "face up"), "zh": ("簡單", "4 張線索", "翻開"), "ja": ("やさしい", "手がかり 4 枚", "表向き")}


def _finish(w):
    """Play the course's 5 coached moves, then let the bots finish the Learn deal (its fixed deal is won)."""
    for n in range(1, 6):
        mark = to_mark(w)
        assert mark.get("n") == n, mark
        w.command({"cmd": "act", "id": mark["id"]})
    for _ in range(60):
        if w.state.result is not None:
            return w
        w.step(1)
    raise AssertionError("the Learn game never ended")


@pytest.mark.parametrize("lang", ("en", "zh", "ja"))
def test_the_course_end_says_easy_exists_and_what_it_changes(lang):
    w = _finish(learn(lang))
    assert w.banner.get("win"), w.banner
    text = w.banner["text"]
    for words in EASY[lang]:
        assert words in text, (words, text)
    assert text.count("\n") == 0 and len(text) < 160, text        # one short line, not a paragraph
    rules = difficulty_rules("easy")                                # what it says Easy changes is Easy's rules
    assert rules.clue_count == 4 and rules.clue_top == "revealed", rules


def test_a_game_after_the_course_does_not_repeat_it():
    w = learn("en")
    w.restart(seed=3)
    for _ in range(200):
        if w.state.result is not None:
            break
        w.step(1)
    assert "4 clues" not in w.banner.get("text", ""), w.banner
