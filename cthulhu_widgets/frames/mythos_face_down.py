"""The reader's own face-down cards named in its story (frames/story_mythos.py): the Sanity a face-down monster costs
is "a face-down monster" to every seat (MY-MON-1: only its player may read which), and its player, who saw the play,
reads the card's name (newcomer review 18, finding 4: "You: Sanity -1 (a face-down monster)" for its own Dark
Young)."""
from __future__ import annotations

from dataclasses import replace

from ..games.mythos.data import load_set

FACE_DOWN = "a face-down monster"   # the cause of a face-down card's Sanity any seat reads (plays.py _pentagrams)


def own_face_down(events: list) -> list:
    """Return `events` with each "a face-down monster" Sanity change its player can read naming the card that cost
    it (`card`): the cards of its own play, told to it alone (newcomer review 18, finding 4: "You: Sanity -1 (a
    face-down monster)" for its own Dark Young). The play pays its cards' pentagrams in order, gains first (plays.py
    _pentagrams, state.py _gain_together); a reader who did not see the play keeps the words."""
    out, owed = [], {}
    for e in events:
        who = e.data.get("player")
        if e.name in ("plays", "joins") and e.seats is not None and isinstance(e.data.get("card"), str):
            if e.name == "plays":
                owed[who] = []
            owed.setdefault(who, []).append(e.data["card"])
        elif e.name == "sanity" and e.data.get("why") == FACE_DOWN and owed.get(who):
            costs = sorted((c for c in owed[who] if _pentagram(c)), key=lambda c: _pentagram(c) < 0)
            paid = sum(1 for x in out if x.name == "sanity" and x.data.get("why") == FACE_DOWN
                       and x.data.get("player") == who and x.data.get("card"))
            if paid < len(costs):
                e = replace(e, data={**e.data, "card": costs[paid]})
        out.append(e)
    return out


def _pentagram(card_id: str) -> int:
    """Return a card's printed Sanity change (0 when it has none)."""
    card = load_set().cards.get(card_id)
    return (card.sanity or 0) if card is not None else 0
