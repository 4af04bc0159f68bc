"""CHAOS round J (issue 23): follow-ups of round I's CHAOS findings."""
from __future__ import annotations

from cthulhu_widgets.frames.chaos import forced_pass
from cthulhu_widgets.frames.coach import coach_mark, decisions
from cthulhu_widgets.widgets.chaos import ChaosWidget


def _to_a1_after_a_forced_decline():
    """Seed 7: the bots play to A1's first turn, the table declining for A1 on the way (round 6d; seed 0 before
    round AE's partner bot, which starts a combo only for a clear gain)."""
    w = ChaosWidget(seed=7, can_reveal=False)
    w.command({"cmd": "fast_forward"})
    assert w.error == "" and w.state.to_act == "A1"
    positions = [w.match.state_at(i) for i in range(w.match.index + 1)]
    assert any(p.to_act == "A1" and forced_pass(p) is not None for p in positions[:-1]), "no forced decline met"
    return w, positions


def test_a_decline_the_table_played_for_the_seat_is_not_one_of_its_decisions():
    """The coach counts the seat's own decisions: a decline the table played for it (the seat never saw it) is not
    one, so the coached step landing there is not skipped (round I: Learn to play jumped a step)."""
    w, positions = _to_a1_after_a_forced_decline()
    assert decisions(positions, "A1") == 0
    legal = [{"id": str(a), "kind": a.kind, "text": str(a)} for a in w.state.legal_actions()]
    mark = coach_mark("chaos", positions, "A1", legal, "en")
    assert mark.get("n") == 1, mark
