"""CHAOS round EE3 (newcomer review 37, chaos_en 3, shots 017/018): the hidden-bombs mark said "B2 planted 2–4 bombs"
while the lesson said "4 bombs lie hidden from the start", and the reader could not tell how many bombs there were.
Now one count each, both true (CH-MAP-3: 4 bombs from the start; CH-G2: a Mischief adds 2 temporary ones): the mark
says "up to 4 more hidden bombs (temporary)", the lesson says the 4 and that Mischief adds temporary ones."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import chaos as frame
from cthulhu_widgets.games.chaos.sentences import coach, zh_tw

LANGS = ("en", "zh", "zh-TW", "ja")
MORE = {"en": "up to 4 more hidden bombs (temporary)", "zh": "又放了最多 4 颗", "zh-TW": "又放了最多 4 顆",
        "ja": "さらに最大 4 個"}
TEMP = {"en": "Mischief (a ghost card) adds temporary ones", "zh": "临时炸弹", "zh-TW": "臨時炸彈", "ja": "一時的な爆弾"}


def _tip(lang, n):
    ui = frame.catalog()["ui"][lang]
    return ui["hidden_plants_tip"].replace("{n:bomb|bombs}", "bombs").format(n=n, seat="B2", left="·")


@pytest.mark.parametrize("lang", LANGS)
def test_the_hidden_bombs_mark_gives_one_count_of_more_bombs(lang):
    """CH-G2, CH-HIDE-2: two Mischiefs of B2 read as one number, 'up to 4', beside the 4 bombs from the start."""
    up_to = frame.catalog()["ui"][lang]["hidden_up_to"].format(n=4)
    said = _tip(lang, up_to)
    assert MORE[lang] in said.replace(" 最多", "最多").replace(" 最大", "最大"), said
    assert "–" not in said, said


@pytest.mark.parametrize("lang", LANGS)
def test_the_lesson_counts_the_bombs_from_the_start_and_the_temporary_ones(lang):
    """CH-MAP-3 + CH-G2: the lesson's hidden-bomb step says 4 from the start and that Mischief adds temporary ones."""
    steps = zh_tw.COACH["steps"] if lang == "zh-TW" else coach.COACH[lang]["steps"]
    text = next(s["text"] for s in steps if s.get("move") == "move col=3 row=7" and "4" in s["text"])
    assert "4" in text and TEMP[lang] in text, text
