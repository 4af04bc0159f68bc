"""The diff review of round CC: a board's blast mark (frames.chaos.board_marks) reaches a seat at its next decision,
often a round after the bomb went off, and the page's "a bomb went off in round n" (js/src/chaos/blasts.js) took the
round of the frame. The mark now carries the round the bomb went off in (CH-MOVE-4: a blast is public)."""
from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.frames import MatchPositions
from cthulhu_widgets.frames.chaos import board_marks
from cthulhu_widgets.match import Match


def _blasts_seen(seed: int):
    """Yield (mark, the round now, the round its bomb went off in: that of the position its move was made from) for
    each blast mark a seat to act is shown in a random game."""
    match = Match.new("chaos", seed=seed, rules={"max_rounds": 12})
    bots = {s: make_bot("random", "chaos", seed=seed) for s in ("A1", "A2", "B1", "B2")}
    while match.state.result is None and len(match) < 400:
        match.step(bots)
        positions = MatchPositions(match)
        for mark in board_marks(match.state, "en", positions):
            if mark["kind"] != "blast":
                continue
            at = next(i for i in range(len(positions) - 1, 0, -1)
                      if any(e.name == "bomb" and list(e.data["cell"]) == mark["cell"] and e.data["seat"] == mark["seat"]
                             for e in positions[i].events or ()))
            yield mark, match.state.round, match.state_at(at - 1).round


def test_a_blast_mark_carries_the_round_its_bomb_went_off_in_CH_MOVE_4():
    later = 0
    for seed in range(1, 13):
        for mark, now, went_off in _blasts_seen(seed):
            assert mark["round"] == went_off, (seed, mark, now)
            later += went_off < now
    assert later > 0, "no blast reached a seat a round after it went off: the test shows nothing"
