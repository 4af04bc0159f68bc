"""Round BA review (diff of round BA, CHAOS defect 4): with one tip a turn, the reader's turn was taken to end at the
first position where another seat acts; a partner asked to join a combo, or an enemy asked to counter, in the middle of
the reader's turn then let a second tip begin in that same turn (against test_round35ba2_tip_pace). The turn now ends
where the next turn begins (the engine's "turn" event, CH-TEAM-3). Failed before (the second tip showed at the
reader's decision after its partner's join)."""
from __future__ import annotations

import pytest

from test_round32ax2_enemy_cards import plays, position

from cthulhu_widgets.frames.coach import FINDERS
from cthulhu_widgets.frames.coach_moments import moment_now


def turn(seat):
    return ("turn", {"seat": seat, "round": 1}, None)


def now(game):
    """Return the tip shown at the last of `game` for A1 on a CHAOS Learn table."""
    return moment_now(game, "A1", 0, *FINDERS["chaos"], one_a_turn=True)


@pytest.mark.parametrize("other", ["A2", "B1"])   # the partner asked to join; an enemy asked to counter
def test_another_seats_decision_inside_the_readers_turn_does_not_end_it(other):
    game = [position("B1", [turn("B1")]), position("B2", [turn("B2"), plays("B2", "prank_moon")]),
            position("B2", [plays("B2", "brainwash_eye")]),
            position("A1", [turn("A1")]),         # A1 decides: the Prank's tip shows until here
            position(other),                     # inside A1's turn: A2's join, or B1's counter
            position("A1"),                      # A1 again, the same turn: no second tip
            position("A2", [turn("A2")]),         # the next turn: the Brainwash's tip, while the others play
            position("A1", [turn("A1")]), position("A1")]
    assert [now(game[:k]) for k in (2, 3, 4)] == [("prank", "prank")] * 3
    assert [now(game[:k]) for k in (5, 6)] == [None, None]
    assert [now(game[:k]) for k in (7, 8)] == [None, None]   # missed its moment: dropped (review 34, chaos_ja 3)
    assert now(game[:9]) is None
