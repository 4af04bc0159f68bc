"""Round LL, fixer LL6 (newcomer review 42, room_zh 1, chaos_ja 2: CHAOS's note "You stepped on the key: the gate (top
left) is open" lay on the top-left gate itself, 215 218 011; the Dawn tip over the Dawn header, 019 020). The key
step's note and the moments name the gate cell ("gate", js/src/ui/coach_named.js finds the cell a view marks as the
gate), the pieces and the time header, so the bubble keeps off them (frames/coach_named.py; rules CH-WIN-1, CH-TIME)."""
from __future__ import annotations

from test_coach_round28as7 import course, step

from cthulhu_widgets.frames.coach_named import named


def test_round46ll6_key_note_names_the_gate_cell():
    """review 42, room_zh 1 / chaos_ja 2: the note after the key step names the gate it speaks of (CH-WIN-1)."""
    note = next(m for m in course("chaos") if m.get("done", "").startswith("You stepped on the key"))
    assert "gate" in note.get("names", ()), note


def test_round46ll6_moments_name_what_they_speak_of():
    """review 42, chaos_ja 2 (011: the gate tip over the gate; 019 020: the Dawn tip over the Dawn header)."""
    gate = named("chaos", {"title": "t", "moment": "gate", "text": "x"}, 12)
    assert {"gate", "piece-*"} <= set(gate.get("names", ())), gate
    for time in ("dawn", "midnight"):
        assert "time*" in named("chaos", {"title": "t", "moment": time, "text": "x"}, 12).get("names", ())


def test_round46ll6_letter_step_3_names_the_clue_stack():
    """review 42, room_zh 1 (Letter step 3, 031: on a 390x844 phone the whole sheet lay over the opponent's row while
    it said "Nyarlathotep is now the opponent's top card"): step 3 names the clue stack, so the sheet folds off it."""
    marks = course("letter", "zh")
    assert {"clue-stack", "insanity*"} <= set(step(marks, 3).get("names", ())), step(marks, 3)
