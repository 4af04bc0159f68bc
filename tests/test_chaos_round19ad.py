"""Newcomer review 19, CHAOS finding 2: 'Midnight (patients step by compass)' did not say that it binds the reader's
own patient too, nor that it allows one card a turn; a player learned both only after playing it."""
import importlib

import pytest

YOURS_TOO = {"en": " too", "ja": "味方も", "zh": "含己方", "zh_tw": "含己方"}



@pytest.mark.parametrize("lang", ["en", "ja", "zh", "zh_tw"])
@pytest.mark.parametrize("time", ["midnight", "dawn"])
def test_times_chip_and_brief_say_whom_they_bind(lang, time):
    board = importlib.import_module(f"cthulhu_widgets.games.chaos.sentences.{lang}").BOARD
    assert YOURS_TOO[lang] in board[f"{time}_short"]   # the chip short of room still says "yours too"
    assert YOURS_TOO[lang] in board[f"{time}_brief"]

