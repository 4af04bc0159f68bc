"""Letter, newcomer review 15, round U (zh-TW phone 390×844): finding 7, the course (Learn to play) on a table whose
language the page's select set to 繁體中文 ("zh-TW")."""
from __future__ import annotations

from cthulhu_widgets.games.letter.sentences.coach import COACH
from cthulhu_widgets.widgets.letter import LetterWidget


def test_finding7_learn_to_play_speaks_traditional_chinese_when_the_page_sets_zh_TW():
    """newcomer review 15, finding 7: a Letter table switched to zh-TW showed the course's first step in English; it
    reads Letter's Traditional Chinese words (its "zh"), the step's title and text, set before and after the start."""
    for before in (True, False):
        w = LetterWidget(seed=3, lang="zh-TW" if before else "en")
        w._handle_msg({"content": {"data": {"method": "custom", "content": {"cmd": "learn"}}}, "buffers": []})
        if not before:
            w.lang = "zh-TW"
        mark = w.coach
        assert mark, "Learn to play shows a coach mark"
        assert mark["title"] == COACH["zh"]["title"], mark["title"]
        assert mark["title"] != COACH["en"]["title"]
        assert not any(ch.isascii() and ch.isalpha() for ch in mark["text"].replace("N", "")), mark["text"]
