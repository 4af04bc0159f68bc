"""What a Mythos seat may play or act on now, as its turn (a gate, an adventure, a tome, a phobia): the coach's
moments ask these (frames/mythos_coach.py)."""
from __future__ import annotations

from ..games.mythos.data import load_set
from ..games.mythos.places import features


def is_phobia(card_id) -> bool:
    """Return whether a card id is a phobia (an event that stays on an investigator)."""
    card = load_set().cards.get(card_id) if isinstance(card_id, str) else None
    return card is not None and card.subtype == "Phobia"


def kind_of(card_id) -> str | None:
    """Return a card id's type (monster, location, …), None for an unknown id."""
    card = load_set().cards.get(card_id) if isinstance(card_id, str) else None
    return None if card is None else card.type


def at_open_gate(position, seat) -> bool:
    """Return whether the seat stands at a current location whose gate it has not used yet (MY-LOC-7)."""
    p = position.seat_index(seat)
    return features(position, p)[2] and not position.players[p].gate_used


def playable_of_type(position, seat, card_type: str) -> int | None:
    """Return a card (instance) of `card_type` in the seat's hand it may play now, as its turn, or None."""
    if position.to_act != seat or position.result is not None:
        return None
    hand = position.players[position.seat_index(seat)].hand
    if not any(position.card_of(i).type == card_type for i in hand):
        return None
    plays = (dict(a.fields).get("card") for a in position.legal_actions() if a.kind == "play")
    return next((i for i in plays if i is not None and position.card_of(i).type == card_type), None)


def ready_adventure(position, seat) -> int | None:
    """Return the adventure (card instance) the seat may complete now, as its turn, or None."""
    return playable_of_type(position, seat, "adventure")


def playable_tome(position, seat) -> int | None:
    """Return a tome (card instance) the seat may put into play now, as its turn, or None (MY-CARD-3)."""
    return playable_of_type(position, seat, "tome")


def playable_phobia(position, seat) -> int | None:
    """Return a phobia (card instance) the seat may play now, as its turn, or None."""
    if position.to_act != seat or position.result is not None:
        return None
    hand = position.players[position.seat_index(seat)].hand
    if not any(is_phobia(position.card_of(i).id) for i in hand):
        return None
    plays = (dict(a.fields).get("card") for a in position.legal_actions() if a.kind == "play")
    return next((i for i in plays if i is not None and is_phobia(position.card_of(i).id)), None)


def phobia_on(position, card_id, seat) -> bool:
    """Return whether a phobia of `card_id` is on `seat`'s investigator at `position`."""
    return any(position.card_of(i).id == card_id for i in position.players[position.seat_index(seat)].phobias)
