"""Round EE, fixer EE5 (newcomer review 37, mythos_ja 5): the header's "カード使用はあと2パス" only made sense after
the reader's first pass, and read like a count of card uses left. It now says what the passes do, first time: "あと2パス
でバトルへ" (to battle) / "2 more passes end card play" (MY-ROUND-3: the round's second pass in a row ends card
play). js/src/mythos/round39ee5_passes_header.test.js lays these words out at 390 and 1280 px."""
from __future__ import annotations

import pytest

from cthulhu_widgets.core import texts as core_texts
from cthulhu_widgets.games.mythos import texts

SAID = {"en": ("2 more passes end card play", "The next pass ends card play"),
        "ja": ("あと2パスでバトルへ", "次のパスでバトルへ")}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_ROUND_3_the_header_says_the_passes_end_card_play(lang):
    words = texts.TABLE[lang]
    assert (core_texts.fmt(words["play_left"], left=2), words["play_left_1"]) == SAID[lang]
