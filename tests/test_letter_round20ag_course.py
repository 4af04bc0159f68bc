"""Round AG (newcomer review 20, Letter en finding 4 and zh-TW findings 1 and 7): the course's Randolph Carter answer
"is the choice I struggled with most, and the tutorial never shows it": step 2 says what each answer risks (the hand
card becomes the opponent's next play at you; the deck top's swap leaves a known deck top its Investigators can hit)
before it asks for the hand card. Step 4's "打出米‧戈的大腦容器" was unexplained and "你沒人知道的牌堆第1張" awkward:
it says where the Braincase comes from, in plain words. Step 5 names the clue-vs-deck race (the deck runs out sooner
as N climbs). Every step still fits 5 lines of the desk's bubble (test_letter_round19ac_coach)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.letter.sentences.coach import COACH

LANGS = ("en", "zh", "zh-TW", "ja")
# step 2: both answers, each with its risk
# in plain sentences since round KK (review 41, letter_en 10, 011: "Your hand card: played at you next" was reread)
RISKS = {"en": ("from your hand", "played at you", "your deck top", "knocks you out"),
         "zh": ("用手牌", "用牌堆第1張", "猜中你就輸"),
         "ja": ("手札の", "山札の一番上で応じると", "当てられたら負け")}
# step 4: where the Braincase comes from (a Mi-Go)
BRAINCASE = {"en": "a Mi-Go gives it to you", "zh": "米‧戈塞給你的牌", "ja": "ミ＝ゴが渡す"}
AWKWARD = {"en": "unknown deck top", "zh": "你沒人知道的牌堆第1張", "ja": "誰も知らず"}
# step 5: the race between the clues and the deck
# the race said in two parts since round AS (review 27, letter_zh 4): an empty deck loses, then (behind More…) how N
# speeds it
RACE = {"en": "sooner as N climbs", "zh": "N 越大牌堆越快用完", "ja": "N が上がるほど早く尽きて負け"}


def _base(lang):
    return "zh" if lang == "zh-TW" else lang


@pytest.mark.parametrize("lang", LANGS)
def test_step_2_says_what_each_randolph_answer_risks(lang):
    text = COACH[lang]["steps"][1]["text"]
    for words in RISKS[_base(lang)]:
        assert words in text, (words, text)


@pytest.mark.parametrize("lang", LANGS)
def test_step_4_says_where_the_braincase_comes_from_in_plain_words(lang):
    text = COACH[lang]["steps"][3]["text"]
    assert BRAINCASE[_base(lang)] in text, text
    assert AWKWARD[_base(lang)] not in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_step_5_names_the_race_of_the_clues_and_the_deck(lang):
    text = COACH[lang]["steps"][4]["text"]
    assert RACE[_base(lang)] in text, text
