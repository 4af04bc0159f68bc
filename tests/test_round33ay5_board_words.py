"""CHAOS after newcomer review 32 (round AY, fixer AY5): chaos_en 4, the board's "(?)" bomb (an enemy's hidden Mischief
bombs, CH-HIDE-2) said nothing; chaos_en 5, "The key is at h7 · moves each round (after round 2)" read as "from round 2
on" (CH-MAP-4: the key is placed again at random as every round ends). The words of every language."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import chaos as frame

LANGS = ("en", "zh", "zh-TW", "ja")
THIS_ROUND = {"en": "when this round ends", "zh": "本轮结束时", "zh-TW": "本輪結束時", "ja": "このラウンドの終わりに"}
RANDOM = {"en": "random", "zh": "随机", "zh-TW": "隨機", "ja": "無作為"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_hidden_bombs_mark_says_how_many_whose_and_where_they_may_be(lang):
    """Its tooltip: "2 hidden bombs planted by B2: they may be on any cell not checked since · …"."""
    said = frame.catalog()["ui"][lang]["hidden_plants_tip"]
    said = said.replace("{n:hidden bomb|hidden bombs}", "hidden bombs").replace("{n:bomb|bombs}", "bombs")
    said = said.format(n=2, seat="B2", left="·")
    assert "2" in said and "B2" in said and "{" not in said, said
    if lang == "en":
        # plain sentences since review 33 (chaos_en 11; tests/test_round35ba3_bomb_words.py)
        assert said.startswith("B2 planted 2 more hidden bombs (temporary). Any cell not checked since may hold one")
    assert len(said) <= 90, said


@pytest.mark.parametrize("lang", LANGS)
def test_the_key_line_says_it_jumps_at_random_when_this_round_ends(lang):
    """CH-MAP-4: the line beside the board says the key moves at random at the end of this round, no "(after round 2)";
    its tooltip keeps the whole rule (every round, until a piece takes it)."""
    ui = frame.catalog()["ui"][lang]
    when = ui["tag_key"].split(" · ", 1)[1]
    assert THIS_ROUND[lang] in when and RANDOM[lang] in when, when
    assert "{" not in when and "after round" not in when and "（第" not in when and "の後" not in when, when
    assert "{round}" in ui["key_moves"]
