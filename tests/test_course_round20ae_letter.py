"""Round AE (newcomer review 19, Letter zh-TW phone finding 3 and Letter en finding 3): Learn to play "does not teach
the timing rule that decides games: let the opponent play the last clue, then seal Cthulhu on your own turn"; "Step 5's
rule text is dense ('a deck under N + 1 loses'); Step 1 ('Seal Cthulhu under the opponent's 6 clues') is cryptic".
The bubble where the course lets go (Cthulhu on top, on the reader's turn: the moment itself) teaches the timing; steps
1 and 5 say their rule in plain words; every step still fits 5 lines of the desk's bubble (test_letter_round19ac_coach)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.letter.sentences.coach import COACH

LANGS = ("en", "zh", "zh-TW", "ja")
# the timing rule: the last clue is the opponent's to play, Cthulhu is sealed on the reader's own turn
TIMING = {"en": ("let the opponent play the last clue, not you", "on your turn"),
          "zh": ("最後一張線索讓對手打出", "在你的回合"),
          "ja": ("最後の手がかりは自分で脱落させず、相手にプレイさせ", "あなたの番")}
# step 1 says who the opponent is and how you win, plainly
# how you win, as step 1 says it since review 28 (letter_zh 2: how to seal, not only "you win")
WIN = {"en": ("The clue stack is the opponent", "Win: once it plays its last clue"), "zh": ("這疊線索牌就是對手", "怎樣贏"),
       "ja": ("この手がかりの山が相手", "勝ち")}
# step 5 says what N + 1 means: the cards a turn uses, and when you lose
TURN_USES = {"en": "a turn uses N + 1 cards", "zh": "你的每個回合用掉 N + 1 張牌",
             "ja": "あなたの番ごとに山札を N + 1 枚使い"}   # whose turn, said (review 31: 回合 twice)


def _base(lang):
    return "zh" if lang == "zh-TW" else lang


@pytest.mark.parametrize("lang", LANGS)
def test_the_course_teaches_the_timing_that_wins(lang):
    free = COACH[lang]["free"]
    for words in TIMING[_base(lang)]:
        assert words in free, (words, free)


@pytest.mark.parametrize("lang", LANGS)
def test_step_1_says_who_the_opponent_is_and_how_you_win_plainly(lang):
    text = COACH[lang]["steps"][0]["text"]
    for words in WIN[_base(lang)]:
        assert words in text, (words, text)
    assert "目標" not in text and "Seal Cthulhu under" not in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_step_5_says_n_plus_1_in_plain_words(lang):
    text = COACH[lang]["steps"][4]["text"]
    assert TURN_USES[_base(lang)] in text, text
    assert "a deck under N + 1" not in text and "N + 1 枚未満" not in text and "和 N + 1 比較" not in text, text
