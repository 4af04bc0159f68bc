"""Review 30, mythos_ja 10: small wording that read like a system message or said one thing twice: a card with no
text said "テキストなし：印刷された属性・アイコン・ゲートだけが働く" (022's "✗ 不足（足りない）" likewise, in the course)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.mythos import texts
from cthulhu_widgets.games.mythos.sentences.coach import COACH

MACHINE = {"en": ("No text:",), "ja": ("テキストなし", "だけが働く")}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r31av7_a_card_without_text_says_it_plainly(lang):
    """A location with no rule of its own: its zoom says it has no special effect, in the table's words."""
    said = texts.CARD_TEXTS["cards"]["seventh_house_on_the_left"][lang]["text"]
    assert not any(m in said for m in MACHINE[lang]), said


def test_r31av7_the_course_says_missing_once():
    """Step 4's "✗ 不足（足りない）" said one word twice."""
    said = " ".join(s["text"] + s.get("done", "") for s in COACH["ja"]["steps"])
    assert "不足（足りない）" not in said
