"""Round CC, fixer CC2 (newcomer review 35, room_zh 4, 243: the reader's Protection shield vanished as it joined a
combo, without a word it could find). Its own protection's end is a moment of its own (the since box, the toast), with
why: a joint turn it takes part in is its turn (CH-DUR-2, CH-P5). Another seat's end stays a plain line."""
from __future__ import annotations

import pytest

from cthulhu_widgets.core.events import Event
from cthulhu_widgets.frames.story_chaos import story

ENDS = Event("CH-DUR-2", "protection_ends", {"seat": "B1"})
JOINT = {"en": "joint turn", "zh": "合作", "zh-TW": "合作", "ja": "コンボ"}


@pytest.mark.parametrize("lang", sorted(JOINT))
def test_the_readers_protection_ends_with_why_CH_DUR_2(lang):
    assert story.big(ENDS, "B1") and story.news(ENDS, "B1") == "yours"
    assert JOINT[lang] in story.note(ENDS, "B1", lang, [])
    assert not story.big(ENDS, "A1")
