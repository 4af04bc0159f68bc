"""Review 40, chaos_en 5 (shot 049): lesson 2's step 7 began "The bots play now: press their ▶, or close this and
wait." while the table waited for the reader's own reaction (the page held the wait's note over the step). The wait
mark that says only that line carries `bots`, which the page never holds over the next step (round44jj5_bots_note
vitest); a wait mark telling what the reader's own move did carries no `bots`."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.chaos.sentences.coach import COACH
from cthulhu_widgets.widgets import ChaosWidget


def marks_to_step_7(lang: str) -> list[dict]:
    """Return the coach marks of lesson 2 up to its step 7, the reader pressing what is lit and the bots played one
    step at a time (their ▶)."""
    w = ChaosWidget(seed=5, lang=lang, difficulty="easy")
    w.learn(lesson=2)
    seen = []
    for _ in range(80):
        mark = dict(w.coach)
        seen.append(mark)
        if mark.get("n") == 7:
            return seen
        if w.state.to_act == w.seat and mark.get("id"):
            w.command({"cmd": "act", "id": mark["id"], "step": w.step_index})
        else:
            w.step(1)
    raise AssertionError("step 7 never came")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_round44jj5_the_bots_wait_line_is_marked_and_the_step_says_its_own(lang):
    seen = marks_to_step_7(lang)
    bots = [m for m in seen if m.get("wait") and m.get("done") == COACH[lang]["bots"]]
    assert bots and all(m.get("bots") == 1 for m in bots), bots
    assert all("bots" not in m for m in seen if m.get("wait") and m.get("done") != COACH[lang]["bots"])
    assert "bots" not in seen[-1] and COACH[lang]["bots"] not in seen[-1].get("done", "")
