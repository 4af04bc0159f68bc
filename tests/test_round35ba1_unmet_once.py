"""Round BA review (diff of round BA, CHAOS defect 2): "No swap with A1: a vanished ghost does not swap" was read from
the engine's unseen_met, which keeps every meeting until the Vanish ends; a later step of the vanished ghost back onto
the same cell, the patient gone, said it again. The line is now true of its step only: the patient stood on that cell
then. Failed before (seed 2, 281: B1 stepped back onto b7, A1 was on a7, and was told 'No swap with A1')."""
from __future__ import annotations

from test_round34az4_news_turn import _played
from test_round35ba1_news_line import _news


def test_a_step_back_onto_a_cell_the_patient_left_says_no_meeting_CH_G5():
    """Seed 2: at 257 B1's vanished ghost stepped onto A1 at b7 (no swap, CH-G5); A1 stepped off at 260; at 280 B1
    stepped back onto b7, A1 on a7 by then: at 281, its decision, nothing met it there."""
    match = _played(281, seed=2)
    state = match.state
    assert state.to_act == "B1" and state.pos["B1"] == (6, 1) != state.pos["A1"] and "B1" in state.vanish
    assert ("A1", (6, 1)) in state.unseen_met["B1"]   # the old meeting, kept until the Vanish ends
    for lang in ("en", "zh", "ja"):
        assert "A1" not in str(_news(match, lang).get("piece", "")), _news(match, lang)


def test_the_step_that_met_the_patient_still_says_so_CH_G5():
    """Seed 2, 360 (test_round35ba1_news_line): A1's vanished ghost on B2's patient: the line stays."""
    match = _played(360, seed=2)
    assert match.state.pos["B2"] == match.state.pos["A1"]
    assert _news(match)["piece"] == "No swap with B2: a vanished ghost does not swap"
