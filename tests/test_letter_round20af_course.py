"""Newcomer review 20, Letter en finding 4 (102-104_tut2, a second run of Learn to play after "Bot plays (watch)"):
the course went from Step 1 to Step 3 and answered the opponent's Randolph Carter for the reader. Learn to play
started with the watch still on: the seat's bot had the person's moves (no move offered, no coach mark to hold the
page's step), so the page's autoplay answered. Learn to play hands the seat back to the person: every step is asked."""
from __future__ import annotations

from cthulhu_widgets.widgets.letter import LetterWidget


def test_learn_after_watching_asks_every_step_of_the_person():
    """LS-TURN-5: the Randolph Carter answer (step 2) is the reader's, asked with its coach mark, after a watch."""
    w = LetterWidget(seed=1)
    w._on_command(w, {"cmd": "watch", "on": True})
    w._on_command(w, {"cmd": "learn"})
    assert not w.watch
    assert w.coach.get("step", "").startswith("Step 1") and w.coach.get("id"), w.coach
    w._on_command(w, {"cmd": "act", "id": w.coach["id"]})
    for _ in range(3):   # the page's steps: the opponent's Randolph Carter, then nothing more (the reader answers)
        w._on_command(w, {"cmd": "bot_step"})
    assert w.coach.get("step", "").startswith("Step 2") and w.coach.get("id") == "answer side=hand", w.coach
    assert {m["id"] for m in w.legal} >= {"answer side=hand", "answer side=deck"}
