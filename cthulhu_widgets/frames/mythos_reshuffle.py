"""A completed adventure's reshuffle told on a line of its own (MY-ADV-3: the discard pile is shuffled back into the
deck, no Sanity lost): said only inside the adventure's long rule line, it was missed when the deck grew from 33 to
39 cards and discarded cards came back (newcomer review 19, finding 2, Mythos ja phone)."""
from __future__ import annotations

from ..core.events import Event

RESHUFFLE = "adventure_reshuffle"


def reshuffle_after_adventure(events: list) -> list:
    """Return `events` with a reshuffle line right after each completed adventure, for the seat that completed it."""
    out = []
    for e in events:
        out.append(e)
        if e.name == "adventure":
            out.append(Event("MY-ADV-3", RESHUFFLE, {"player": e.data.get("player")}))
    return out
