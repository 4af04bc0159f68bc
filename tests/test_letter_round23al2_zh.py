"""Round AL (fixer AL2), brief item 3 (AK5's note: Letter's coach has no Simplified Chinese table; its "zh" is
Traditional and zh-TW reads it). Checked: the Letter table offers English, 繁體中文 and 日本語 only (its "zh" is the seed's
Traditional Chinese, "zh-TW" is read as it, a zh-CN browser is given it too: js/src/ui/lang_memory.js takes the base
"zh"), so no Simplified line is promised. What is promised: every Chinese line of Letter's, the course's included, is
Traditional, so a Chinese reader never meets two scripts at one table."""
from __future__ import annotations

import re
from pathlib import Path

import opencc
import pytest
import traitlets

from cthulhu_widgets.games.letter.sentences import coach, danger, story
from cthulhu_widgets.widgets.letter import LetterWidget

JS_SHORT = Path(__file__).resolve().parents[1] / "js" / "src" / "letter" / "insanity_short.js"


def strings(table):
    """Every string in a nested table."""
    if isinstance(table, str):
        yield table
    elif isinstance(table, dict):
        for value in table.values():
            yield from strings(value)
    elif isinstance(table, (list, tuple)):
        for value in table:
            yield from strings(value)


def chinese_lines() -> list[str]:
    """Letter's Chinese: the course, the coach's moments and words, the ending, the story, the dangers, the phone's
    short status (js)."""
    tables = [getattr(coach, name) for name in dir(coach) if name.isupper()]
    tables += [story.STORY, *(getattr(danger, name) for name in dir(danger) if name.isupper())]
    lines = [s for t in tables if isinstance(t, dict) and "zh" in t for s in strings(t["zh"])]
    block = JS_SHORT.read_text(encoding="utf-8").split("  zh: {")[1].split("\n  },")[0]
    return lines + re.findall(r'"([^"]*)"', block)


def test_the_letter_table_offers_no_simplified_chinese():
    w = LetterWidget(seed=1)
    assert w.languages == ("en", "zh", "ja")
    w.lang = "zh-TW"
    assert w.lang == "zh"                    # the Traditional table, read as its own
    with pytest.raises(traitlets.TraitError):
        w.lang = "zh-CN"


def test_every_chinese_line_of_letter_is_traditional():
    # characters only: s2twp also rewrites phrasing (點擊 -> 點選), which is no question of script
    convert = opencc.OpenCC("s2tw").convert
    lines = chinese_lines()
    assert len(lines) > 100
    simplified = [(line, convert(line)) for line in lines if convert(line) != line]
    assert not simplified, simplified[:5]
