"""Round BB, fixer BB8 (newcomer review 34, letter_en 1): a lost game is told once, gently, with what to do, and the
end panel's "It became certain at turn N" names the Story's turn of the line it quotes (166: "certain at turn 8: You
play Elder Sign" while the Story showed Elder Sign under Turn 7)."""
from __future__ import annotations

import re

import pytest

from cthulhu_widgets.games.letter.sentences.coach import TABLE_WORDS as COACH
from cthulhu_widgets.games.letter.sentences.story import STORY
from test_round32ax4_certain import played   # a standard game played out by the bots

LANGS = ("en", "zh", "ja")


def heading_above(lines: list, start: str) -> str | None:
    """Return the digits of the Story's turn heading above the first line starting with `start`."""
    head = None
    for line in lines:
        if line.get("turn"):
            found = re.search(r"\d+", line.get("text", ""))
            head = found.group() if found else head
        elif line.get("text", "").startswith(start):
            return head
    return None


@pytest.mark.parametrize("seed", (5, 30, 59))
def test_LS_END_2_certain_at_the_turn_the_story_shows_the_cause(seed):
    """The turn in "It became certain at turn N: <cause>" is the heading the Story shows above <cause>."""
    w = played(seed)
    said = re.search(r"certain at turn (\d+): ([^.]*)", w.banner.get("moment", ""))
    assert said, w.banner.get("moment")
    assert heading_above(w.log_lines, said.group(2)) == said.group(1), (said.group(0), w.log_lines)


@pytest.mark.parametrize("lang", LANGS)
def test_LS_END_2_a_lost_game_is_told_once_gently_with_what_to_do(lang):
    """Seed 5's table knows the game is lost from turn 6: the Story says so in one line that names Easy, and the
    Insanity line beside it states the count, not a second "this game is lost"."""
    w = played(5, lang=lang)
    told = [line["text"] for line in w.log_lines if line.get("text") in (STORY[lang]["lost"], STORY[lang]["lost_every"])]
    assert len(told) == 1, told
    easy = {"en": "Easy", "zh": "簡單", "ja": "やさしい"}[lang]
    assert easy in told[0], told[0]
    blunt = {"en": "can no longer be won", "zh": "已經贏不了", "ja": "もう勝てない"}[lang]
    assert blunt not in told[0], told[0]
    lost = {"en": "this game is lost", "zh": "這局輸了", "ja": "このゲームは負け"}[lang]
    for key in ("insanity_behind", "insanity_sign"):
        assert lost not in COACH[lang][key], COACH[lang][key]
