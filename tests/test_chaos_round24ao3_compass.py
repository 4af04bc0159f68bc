"""Newcomer review 23, chaos_ja finding 9 (068_g42): at Midnight the board draws a small compass on each patient's
cell, but nothing said what that mark is. The Midnight legend line (beside the time of day, under the hand on a
phone) and the mark's own tooltip (board.js: legend_midnight) now name the mark on the patient's cell first."""
import pytest

from cthulhu_widgets.games.chaos import texts

MARK = {"en": "small compass on a patient's cell", "ja": "患者のマスの小さな羅針盤", "zh": "病人格子上的小罗盘",
        "zh-TW": "病人格子上的小羅盤"}


@pytest.mark.parametrize("lang", sorted(MARK))
def test_the_midnight_legend_names_the_mark_on_the_patients(lang):
    words = texts.BOARD[texts.table_lang(lang)]
    assert MARK[lang] in words["legend_midnight"], words["legend_midnight"]
