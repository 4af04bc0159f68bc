"""The next game's links for its creator's page (review 37, room_en 4 / room_zh 5: after Play again the creator's
second table had no "Seat links" button and no seed at its end): a page that sends, with its ask, the key of every
holder of the finished room (its human seats' and the spectators': only its creator holds them all) is given them."""
from __future__ import annotations

from .tokens import matches

MAX_KEYS = 16   # a room's holders: up to 4 seats and the spectators; anything longer is not a creator's page


def holds_every_key(hashes: dict, keys) -> bool:
    """Return whether `keys` (untrusted: holder -> token) holds the token of every holder in `hashes`."""
    if not isinstance(keys, dict) or not hashes or len(keys) > MAX_KEYS:
        return False
    return all(matches(keys.get(holder), stored) for holder, stored in hashes.items())


def links_message(answer: dict) -> dict:
    """Return the message that gives the creator's page the next game's create answer (its links and public info)."""
    return {"type": "rematch_links", "answer": {"room": answer["room"], "links": answer["links"],
                                                "info": answer["info"]}}
