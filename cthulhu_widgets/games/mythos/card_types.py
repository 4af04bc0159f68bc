"""The rule of each card type (MY-CARD-1..8): a play, a joined card and a pentagram are logged under it."""
from __future__ import annotations

JOINED = ("joined", "joined2", "joined3")   # MY-CARD-8: the other cards of a group played as one (up to four)
# A monster goes into the threat through a gate (MY-MON-1); a location's play is a turn whose place rule the
# arrival or walk that follows names.
TYPE_RULES = {"ally": "MY-CARD-1", "artifact": "MY-CARD-2", "tome": "MY-CARD-3", "spell": "MY-CARD-4",
              "monster": "MY-MON-1", "event": "MY-CARD-6", "adventure": "MY-CARD-7", "location": "MY-ROUND-2"}


def card_rule(card, as_ally: bool = False) -> str:
    """Return the rule ID under which a card of this type is played: its type's, a Great Old One's or Outer God's
    MY-CARD-5, a monster played as an ally MY-CARD-1."""
    if card.type == "monster" and as_ally:
        return "MY-CARD-1"
    if card.subtype in ("Great Old One", "Outer God"):
        return "MY-CARD-5"
    return TYPE_RULES.get(card.type, "MY-ROUND-2")
