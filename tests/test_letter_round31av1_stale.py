"""Letter, newcomer review 30 (round AV, fixer AV1), letter_en 3 (115): a double click showed the red developer's
sentence "⚠ that move was offered at step 2; the table is now at step 3". In play mode a press for a step the table
has already left (the move was played) is dropped without a word; design mode keeps the step words."""
from __future__ import annotations

from cthulhu_widgets.widgets.letter import LetterWidget


def _pressed_twice(mode: str) -> LetterWidget:
    """The reader's first play sent twice with the step it was offered at."""
    w = LetterWidget(seed=3, mode=mode)
    move, step = w.legal[0]["id"], w.match.index
    w.command({"cmd": "act", "id": move, "step": step})
    after = (w.match.index, w.view)
    w.command({"cmd": "act", "id": move, "step": step})
    assert (w.match.index, w.view) == after   # the second press changes nothing
    return w


def test_a_second_press_on_a_played_move_says_nothing_to_a_player():
    """Play mode: no error line at all."""
    assert _pressed_twice("play").error == ""


def test_design_mode_keeps_the_step_words():
    """Design mode: the refusal names the steps, for the designer."""
    assert "offered at step" in _pressed_twice("design").error
