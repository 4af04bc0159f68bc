"""What a Sanity change is kept with, for the table to say it next to the Sanity value: the card and who played it
(review 27, mythos_ja 2: 11→8 with a phobia's cause scrolled out of the five-line log, 226). Public: the story tells
every seat the same change."""
from __future__ import annotations

import re

THREAT = re.compile(r"^p(\d+)'s threat$")
KINDS = {"reshuffle": "reshuffle", "top card of the deck": "top_card", "a face-down monster": "face_down"}


def sanity_cause(state, p: int, amount: int, why: str) -> dict:
    """Return the record of `p`'s Sanity change by `amount` for `why` (a card id, "p1's threat", or a rule's word):
    {"delta", "round", "turn"} with "card" and "by" (the seat whose card it is), or "threat" and "by", or "kind";
    "earlier": the changes before it of the turn before and this one, oldest first (review 28, mythos_ja 5, 116:
    Agoraphobia's −1 scrolled out of the log and the bar named only the last cause)."""
    out = {"delta": amount, "round": state.round, "turn": state.turn, **_earlier(state, p)}
    hit = THREAT.match(why) if isinstance(why, str) else None
    if hit:
        return {**out, "threat": True, "by": f"p{hit.group(1)}"}
    if why in KINDS:
        return {**out, "kind": KINDS[why]}
    if why in state.card_set.cards:
        return {**out, "card": why, "by": f"p{_whose(state, p, why)}"}
    return out


def _earlier(state, p: int) -> dict:
    """Return {"earlier": [...]} with `p`'s last changes still news (this round, this turn or the one before; at
    most 3), {} when none is."""
    last = state.players[p].sanity_last
    if not last:
        return {}
    kept = [*last.get("earlier", ()), {k: v for k, v in last.items() if k != "earlier"}]
    kept = [e for e in kept if e["round"] == state.round and e.get("turn", -9) >= state.turn - 1][-3:]
    return {"earlier": kept} if kept else {}


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
