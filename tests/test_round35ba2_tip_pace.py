"""Round BA, fixer BA2 (newcomer review 33, chaos_ja 5: 054-087, five tips in the first game after the course, each
needing a tap, one after another within a turn): at most one tip a reader's turn; the next waits until the reader's
turn is over (it shows while the others play, until the reader's next decision). Failed before (the second tip showed
at the reader's next decision of the same turn)."""
from __future__ import annotations

from test_round32ax2_enemy_cards import plays, position

from cthulhu_widgets.frames.coach import FINDERS
from cthulhu_widgets.frames.coach_moments import moment_now


def now(game):
    """Return the tip shown at the last of `game` for A1 on a CHAOS Learn table."""
    return moment_now(game, "A1", 0, *FINDERS["chaos"], one_a_turn=True)


def turn(seat):
    """Return the event that begins `seat`'s turn (CH-TEAM-3): where the reader's turn ends (round BA's review)."""
    return ("turn", {"seat": seat, "round": 1}, None)


def test_two_tips_met_before_one_turn_come_in_two_turns():
    game = [position("A1", [turn("A1")]), position("B2", [turn("B2"), plays("B2", "prank_moon")]),
            position("B2", [plays("B2", "brainwash_eye")]), position("A1", [turn("A1")]), position("A1"),
            position("B1", [turn("B1")]), position("A1", [turn("A1")]), position("A1")]
    assert [now(game[:k]) for k in (2, 3, 4)] == [("prank", "prank")] * 3   # until A1's first decision
    assert now(game[:5]) is None                                           # A1's same turn: no second tip
    # the Brainwash's tip missed its moment (A1's first decision): dropped, not shown a turn late (review 34, chaos_en 8)
    assert [now(game[:k]) for k in (6, 7, 8)] == [None, None, None]
