"""Round KK, fixer KK6 (newcomer review 41, letter_zh 1, room_zh 12: "tutorial step cards are pinned over the top of
the board and hide the very cards they talk about: step 2 explains 倫道夫·卡特 while that card and the clue stack sit
under the box", 014 016 004 020 029 039). Letter's course marks now name what their words speak of, the clue stack,
Cthulhu and the opponent's played cards (scene labels, frames/coach_named.py): the page keeps its box off them (a
phone's sheet folds to its strip, js/src/ui/coach_dock.js keptPlace; a desk's bubble keeps off them)."""
from __future__ import annotations

import pytest

from test_coach_round28as7 import course, step


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_round45kk6_letter_steps_name_the_clue_stack_and_the_opponents_cards(lang):
    """review 41, letter_zh 1: steps 1 and 2 name the clue stack; 2 and 4 the opponent's played cards."""
    marks = course("letter", lang)
    assert {"clue-stack", "cthulhu"} <= set(step(marks, 1).get("names", ())), step(marks, 1)
    assert {"clue-stack", "opponent-discard*"} <= set(step(marks, 2).get("names", ())), step(marks, 2)
    assert "opponent-discard*" in step(marks, 4).get("names", ()), step(marks, 4)
    assert "insanity*" in step(marks, 5)["names"]   # as before (review 27)
