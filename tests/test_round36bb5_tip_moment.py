"""A tip shows at the reader's first decision after its event, never later (round BB, fixer BB5; newcomer review 34:
chaos_en 8, 053, "TIP · BRAINWASH … Read your new hand" a full round after the Brainwash; chaos_ja 3, 064/079, the
Brainwash and role-swap tips a turn late; mythos_en 11, 058, "TIP · YOU LOST SANITY" a turn after the loss). A tip
that waited behind another past that decision missed its moment: it is dropped, not shown late."""
from __future__ import annotations

from types import SimpleNamespace

from cthulhu_widgets.frames.coach_moments import moment_now

ORDER = ("first", "second")


def _positions(to_act: list, moments: dict) -> list:
    """Positions whose seat to act is `to_act[i]`, with `moments[i]` ({moment: text}) met there."""
    return [SimpleNamespace(events=(), to_act=seat, result=None, moments=moments.get(i, {}))
            for i, seat in enumerate(to_act)]


def _found(position, seat) -> dict:
    return position.moments


def _now(positions, upto: int):
    return moment_now(positions[:upto + 1], "A1", 0, _found, ORDER)


def test_two_tips_of_one_event_the_second_is_dropped_after_the_readers_decision():
    """Both met at 1 (B2's Brainwash swapped hands and roles); A1 decides at 2, then others play, A1 again at 4: the
    first tip shows up to 2; the second would begin at 3, after that decision: it is not shown at 3 nor at 4."""
    positions = _positions(["B2", "B2", "A1", "A2", "A1"], {1: {"first": "first", "second": "second"}})
    assert _now(positions, 1) == ("first", "first")
    assert _now(positions, 2) == ("first", "first")
    assert _now(positions, 3) is None
    assert _now(positions, 4) is None


def test_a_tip_met_at_the_decision_itself_shows_there():
    positions = _positions(["B2", "A1", "A2"], {1: {"second": "second"}})
    assert _now(positions, 1) == ("second", "second")
    assert _now(positions, 2) is None
