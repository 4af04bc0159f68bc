"""Review 34, chaos_ja 4: the board's Checkup tag "6回 ✓" read as "6 times", not "checked in round 6". The ja tag
now says the round the way Japanese scores do ("6R ✓", as a race's "11R"), short enough for the cell's corner; zh keeps
"6轮" (a round, not a count)."""
import pytest

from cthulhu_widgets.games.chaos import texts


@pytest.mark.parametrize("lang, tag", [("en", "r6"), ("ja", "6R"), ("zh", "6轮"), ("zh-TW", "6輪")])
def test_checkup_tag_says_the_round_not_a_count(lang, tag):
    said = texts.BOARD[lang]["check_round"].format(round=6)
    assert said == tag
    assert "回" not in said
