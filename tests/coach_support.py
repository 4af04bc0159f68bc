"""A coached game played to its end as a newcomer would follow "Learn to play": the seat makes each move the coach
rings, its bot plays the rest. Shared by every game's coach tests (CHAOS moments, Letter insanity, Mythos moments)."""
from __future__ import annotations


def play_coached(widget, learn: bool = True, limit: int = 3000, note=lambda w: ()) -> list:
    """Play `widget` (its bots set here) to the end, from "Learn to play" when `learn`; return every step's
    (step, coach mark, *note(widget))."""
    if learn:
        widget.command({"cmd": "learn"})
    widget.bots = widget.default_bots()
    marks = []
    for _ in range(limit):
        marks.append((widget.step_index, dict(widget.coach), *note(widget)))
        if widget.state.result is not None:
            break
        if widget.coach.get("id") and widget.state.to_act == widget.seat:
            widget.command({"cmd": "act", "id": widget.coach["id"], "step": widget.step_index})
        else:
            widget.step(1)
    return marks
