"""Round BA, fixer BA2 (newcomer review 33): three coach and prompt lines. chaos_en 9: step 6 said "choose the
highlighted chip" of a wide button ("chip" is the code's word); room_en 6: after the joint step the coach said "At the
round limit, with no patient out, the game is a draw.", nothing to do with the step; room_zh 8: "…或取消：在此之前棋盘不动"
was read twice before it made sense ("nothing on the board has moved yet"). Failed before (each said as quoted)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from cthulhu_widgets.games.chaos.sentences.coach import COACH

WORDS = json.loads((Path(__file__).parents[1] / "cthulhu_widgets" / "widgets" / "chaos_words.json").read_text("utf-8"))
DRAW = {"en": "draw", "zh": "平局", "ja": "引き分け"}


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_the_course_names_a_button_and_says_nothing_off_the_step(lang):
    steps = COACH[lang]["steps"]
    dawn = next(s for s in steps if s["kind"] == "declare_time")
    assert "chip" not in dawn["text"] and {"en": "button", "zh": "按钮", "ja": "ボタン"}[lang] in dawn["text"]
    joint = next(s for s in steps if s.get("move") == "move col=2 row=7")
    assert DRAW[lang] not in joint["done"], joint["done"]


def test_the_zh_choice_says_plainly_nothing_has_moved_yet():
    assert WORDS["zh"]["choose_wait"].endswith("或取消：选择之前什么都不会发生")   # review 34, room_zh 7
