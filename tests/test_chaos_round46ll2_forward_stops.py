"""Round LL, fixer LL2 (newcomer review 42, chaos_en 2, shots 138 -> 140): one click on "▶▶ to my turn" ran from
round 9 to round 11; in between the order was reversed, the reader's turn was skipped, B2 swapped with the reader and
the reader was pushed to c7, none of it seen as it happened. ▶▶ now stops (the bots pause, the table shows that
position, its story line a toast) right after a step that changes the reader's own piece, role or hand or takes its
turn: a swap (CH-SWAP-1, CH-SWAP-5), a push (CH-G1, CH-C3), a bomb sending it home (CH-MOVE-4), a role swap (CH-C2),
a Brainwash of its hand (CH-G3), a card taken from it (CH-P3, CH-G4), a lost turn (CH-P1, CH-MOVE-4, CH-DUR-1); only
events the reader's seat may see. A second ▶▶ runs on; a run with none reaches the reader's turn as before."""
from __future__ import annotations

import random

from cthulhu_widgets.widgets import ChaosWidget

SEEDS = range(1, 9)
LOST = ("turn_lost_to_reversal", "turn_skipped", "joint_turn_lost")


def touches(event, seat: str, state) -> bool:
    """Return whether `event`, as `seat` may see it, changed that seat's piece, role or hand or took its turn."""
    d = event.data
    if not event.visible_to(seat):
        return False
    if event.name == "swap":
        return seat in (d.get("patient"), d.get("ghost"))
    if event.name == "roles_swapped":
        return seat in (d.get("first"), d.get("second"))
    if event.name == "moves":
        return d.get("seat") == seat and "by" in d
    if event.name in ("respawn", *LOST):
        return d.get("seat") == seat
    if event.name == "takes":
        return d.get("victim") == seat
    return event.name == "brainwashed" and state.team(d["seat"]) != state.team(seat)


def presses(seed: int):
    """Yield (widget, first position, last position) for each ▶▶ of a Standard game at `seed` whose reader
    (A1) plays a seeded random legal action on its own turns, up to 60 presses."""
    w, rng = ChaosWidget(seed=seed, lang="en"), random.Random(seed)
    for _ in range(60):
        if w.state.to_act is None:
            return
        if w.state.to_act == w.seat:
            w.match.apply(rng.choice(w.state.legal_actions()))
            w._sync()
            continue
        start = w.match.index
        w.fast_forward()
        yield w, start, w.match.index


def test_round46ll2_forward_never_runs_past_a_change_of_the_readers_piece_role_hand_or_turn():
    """review 42, chaos_en 2: no position ▶▶ passes through holds such an event; some runs stop on one."""
    stops = 0
    for seed in SEEDS:
        for w, start, end in presses(seed):
            for i in range(start + 1, end):
                position = w.match.state_at(i)
                passed = [e.name for e in position.events or () if touches(e, w.seat, position)]
                assert not passed, (seed, i, passed)
            last = w.match.state_at(end)
            stops += any(touches(e, w.seat, last) for e in last.events or ())
    assert stops, "no seeded game held such an event: the test proves nothing"


def test_round46ll2_forward_with_no_such_event_reaches_the_readers_turn():
    """A ▶▶ ends on the reader's turn, the game's end, or a step holding such an event (then a second ▶▶ runs on)."""
    for seed in SEEDS:
        for w, _start, end in presses(seed):
            last = w.match.state_at(end)
            if last.to_act not in (w.seat, None):
                assert any(touches(e, w.seat, last) for e in last.events or ()), (seed, end, last.to_act)
