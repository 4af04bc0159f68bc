"""CHAOS round AI (newcomer review 21, room_zh finding 3, 077/084): at Midnight the compass pointed right while B1
stood on h1 at the board's edge; the line and its toast said '罗盘指向右方：你向右走一步' and B1 stayed put. A spin
whose step cannot be made (CH-TIME-2: off the board, into a wall, the closed gate) is told as one line: where the
compass points, what blocks the step, and the cell the patient stays on."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

MIDNIGHT = {"kind": "midnight", "rounds": 2}


def _spun(cell: list, direction: str) -> Match:
    """B1, a patient on `cell` at Midnight, spins the compass, which points `direction` (CH-TIME-2)."""
    setup = {"first": "B", "start": "B1", "pieces": {"B1": cell}, "time": MIDNIGHT, "compass": [direction],
             "bombs": [], "gate_open": False}
    match = Match.new(chaos, seed=5, setup=setup)
    match.apply(next(a for a in match.state.legal_actions() if a.kind == "spin"))
    return match


def _lines(match, reader: str, lang: str) -> list[dict]:
    return Frames("chaos").log(MatchPositions(match), reader, lang)


EDGE = {("B1", "en"): "The compass points right, but the board's edge blocks the step: you stay on h1.",
        ("B1", "zh"): "罗盘指向右方，但被棋盘边缘挡住：你留在 h1。",
        ("B1", "ja"): "羅針盤は右を指すが、盤の端にふさがれて進めない：あなたは h1 にとどまる。",
        ("A1", "en"): "The compass points right, but the board's edge blocks the step: B1 stays on h1."}


@pytest.mark.parametrize("reader, lang", list(EDGE))
def test_CH_TIME_2_a_spin_off_the_board_says_the_patient_stays_on_its_cell(reader, lang):
    """Review 21, room_zh 3: B1 on h1, the compass points right: one line, a big moment (its toast), says the edge
    blocks it and B1 stays on h1; no line says B1 steps right."""
    match = _spun([1, 8], "right")
    assert match.state.pos["B1"] == (0, 7)                    # it stayed
    lines = _lines(match, reader, lang)
    said = [line for line in lines if "h1" in line["text"] or "右" in line["text"] or "right" in line["text"]]
    assert [line["text"] for line in said] == [EDGE[reader, lang]]
    assert said[0].get("big")


def test_CH_TIME_2_a_spin_into_a_wall_names_the_wall():
    """The step blocked by an obstacle (a wall, CH-MOVE-2) says so, with the cell the patient keeps."""
    match = _spun([2, 3], "right")                            # d2 is a wall on the map
    assert match.state.pos["B1"] == (1, 2)
    texts = [line["text"] for line in _lines(match, "B1", "en")]
    assert "The compass points right, but a wall blocks the step: you stay on c2." in texts


def test_CH_TIME_2_a_spin_that_moves_is_told_as_before():
    """A step the compass gives is the engine's line, unchanged."""
    match = _spun([2, 3], "down")
    texts = [line["text"] for line in _lines(match, "B1", "en")]
    assert "The compass sends you down." in texts and not any("blocks" in t for t in texts)
