"""The story a seat is told when its table never had anything it may not see (tests of frames/story.py)."""
from __future__ import annotations

from cthulhu_widgets.frames import Frames, Step


def censored_log(match, seat: str, lang: str = "en", bots=()) -> list[dict]:
    """Return the log `seat` reads (the seats `bots` play named so), told by a new table from positions that hold
    only the events `seat` may see (and the facts its story announces): a story that equals the live one used
    nothing else."""
    table = Frames(match.game.NAME)
    positions = []
    for i in range(match.index + 1):
        state = match.state_at(i)
        seen = tuple(e for e in state.events or () if e.visible_to(seat))
        facts, own = table.teller.story.kept(state)
        positions.append(Step(seen, facts, {seat: own[seat]} if seat in own else None))   # none of another's
    return table.log(positions, seat, lang, bots=bots)
