"""Newcomer review 19, CHAOS finding 2: 'Midnight (patients step by compass)' did not say that it binds the reader's
own patient too, nor that it allows one card a turn; a player learned both only after playing it."""
import importlib
import re

import pytest

# ja: "味方も" or "味方の患者も" (review 25, chaos_ja 6: "味方も患者は…" read ungrammatically), or "全員" (every one of them,
# round AU5: "幽霊は全員直線のみ", the course saying the enemy's ghost is bound too, chaos_ja 10)
YOURS_TOO = {"en": " too|all ", "ja": "味方[^、。]{0,3}も|全員", "zh": "含己方|所有", "zh_tw": "含己方|所有"}   # all: AV3



@pytest.mark.parametrize("lang", ["en", "ja", "zh", "zh_tw"])
@pytest.mark.parametrize("time", ["midnight", "dawn"])
def test_times_chip_and_brief_say_whom_they_bind(lang, time):
    board = importlib.import_module(f"cthulhu_widgets.games.chaos.sentences.{lang}").BOARD
    assert re.search(YOURS_TOO[lang], board[f"{time}_short"])   # the chip short of room still says "yours too"
    assert re.search(YOURS_TOO[lang], board[f"{time}_brief"])

