"""Newcomer review 34, room_zh 7 (178): after a card had been played this turn, "选择如何打出 失忆…，或取消：棋盘还没有动"
("the board hasn't moved") read as untrue; it meant nothing happens until the reader chooses. Every language says
that."""
from __future__ import annotations

import pytest

import json
from pathlib import Path

from cthulhu_widgets.games.chaos.sentences import zh_tw

WORDS = json.loads((Path(__file__).parents[1] / "cthulhu_widgets" / "widgets" / "chaos_words.json").read_text("utf-8"))

SAID = {"en": "nothing happens until you choose", "zh": "选择之前什么都不会发生", "ja": "選ぶまで何も起きない",
        "zh-TW": "選擇之前什麼都不會發生"}


@pytest.mark.parametrize("lang", sorted(SAID))
def test_the_card_choice_says_nothing_happens_until_you_choose(lang):
    words = zh_tw.UI if lang == "zh-TW" else WORDS[lang]
    assert SAID[lang] in words["choose_wait"] and "棋盘还没有动" not in words["choose_wait"], words["choose_wait"]
