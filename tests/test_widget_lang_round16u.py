"""Newcomer review 16 (Letter, 繁體中文 phone): a table is read in the game's own name of a language, so the page's
labels and course (which read the table's `lang` as given) speak the same language as its chips."""
import pytest

from cthulhu_widgets.widgets.chaos import ChaosWidget
from cthulhu_widgets.widgets.letter import LetterWidget
from cthulhu_widgets.widgets.mythos import MythosWidget


def send(widget, content):
    widget._on_command(widget, content, [])


@pytest.mark.parametrize("how", ["built", "trait", "command"])
def test_a_letter_table_asked_for_zh_tw_reads_its_own_traditional_zh(how):
    """Letter's "zh" is Traditional: "zh-TW" there (the rooms' lobby, a notebook, a page) is its "zh", so no part of
    the table falls back to English (review 16: chips in Chinese, course, labels and card names in English)."""
    w = LetterWidget(seed=3, lang="zh-TW" if how == "built" else "en")
    if how == "trait":
        w.lang = "zh-TW"
    elif how == "command":
        send(w, {"cmd": "lang", "value": "zh-TW"})
    assert w.lang == "zh" and w.error == ""
    assert w.prompt and not any(c.isascii() and c.isalpha() for c in w.prompt.replace("N", "")), w.prompt


def test_a_game_with_a_zh_tw_table_keeps_it_and_a_game_without_chinese_keeps_the_asked_language():
    """CHAOS has a generated zh-TW table of its own; Mythos speaks no Chinese (its table falls back to English, the
    language kept as asked so the page's menu shows the reader's choice)."""
    assert ChaosWidget(seed=1, lang="zh-TW").lang == "zh-TW"
    assert MythosWidget(seed=1, lang="zh-TW").lang == "zh-TW"
    assert LetterWidget(seed=1, lang="ja").lang == "ja"
