"""What a Sanity change is kept with, for the table to say it next to the Sanity value: the card and who played it
(review 27, mythos_ja 2: 11→8 with a phobia's cause scrolled out of the five-line log, 226). Public: the story tells
every seat the same change."""
from __future__ import annotations

import re

THREAT = re.compile(r"^p(\d+)'s threat$")
KINDS = {"reshuffle": "reshuffle", "top card of the deck": "top_card", "a face-down monster": "face_down"}


def sanity_cause(state, p: int, amount: int, why: str) -> dict:
    """Return the record of `p`'s Sanity change by `amount` for `why` (a card id, "p1's threat", or a rule's word):
    {"delta", "round"} with "card" and "by" (the seat whose card it is), or "threat" and "by", or "kind"."""
    out = {"delta": amount, "round": state.round}
    hit = THREAT.match(why) if isinstance(why, str) else None
    if hit:
        return {**out, "threat": True, "by": f"p{hit.group(1)}"}
    if why in KINDS:
        return {**out, "kind": KINDS[why]}
    if why in state.card_set.cards:
        return {**out, "card": why, "by": f"p{_whose(state, p, why)}"}
    return out


def _whose(state, p: int, card_id: str) -> int:
    """Return whose card `card_id` is: a phobia on `p` is its player's, a monster another player fights with is that
    player's, else `p`'s own (a cost, a location, an adventure)."""
    for inst in state.players[p].phobias:
        if state.card[inst] == card_id:
            return state.owner[inst]
    for q, pl in enumerate(state.players):
        if q != p and any(state.card[i] == card_id for i in (*pl.threat, *pl.in_play())):
            return q
    return p
