"""Conditions of effect blocks (`if`): the time of day, Storms, cards in play, the features of current
locations and story decks (MY-MSGS-3)."""
from __future__ import annotations

from .effects import handles
from .places import features

DAY_NIGHT = ("day", "night")

def _events(state):
    return [i for pl in state.players for i in pl.events]


def _time_blocks(state, inst):
    return [b for b in state.card_of(inst).effects if b.kind == "time_of_day"]


def time_of_day(state) -> str:
    """Return "day" or "night": the Day/Night event in play, else day (MY-INV-3: the game starts by day)."""
    for inst in reversed(_events(state)):
        for b in _time_blocks(state, inst):
            if b.get("kind") in DAY_NIGHT:
                return b["kind"]
    return "day"


def storm(state) -> bool:
    """Return whether a Storm event is in play."""
    return any(b.get("kind") == "storm" for i in _events(state) for b in _time_blocks(state, i))


CONDITIONS = {"storm_in_play", "is_day", "is_night", "night_card_in_play", "in_play", "any_of", "top_story_has",
              "any_goo_in_play", "source_is_current", "current_has", "not"}

@handles("time_of_day", "static", lambda card, b: b.get("scope") == "own_threat")
def threat_time(state, owner: int) -> str | None:
    """Return the time the owner's threat monsters see when a current location decides it (N'kai: Night)."""
    here = state.arrived(owner)
    if here is None:
        return None
    for b in state.card_of(here).effects:
        if b.is_("time_of_day", scope="own_threat"):
            return b["kind"]
    return None


def holds(state, owner: int, cond: dict | None, source: int | None = None, time: str | None = None) -> bool:
    """Return whether a block's condition holds for the card's owner (`time` overrides the time of day)."""
    if not cond:
        return True
    kind = cond.get("cond")
    if time is not None and kind in ("is_day", "is_night"):
        return time == ("day" if kind == "is_day" else "night")
    if kind == "storm_in_play":
        return storm(state)
    if kind == "is_day":
        return time_of_day(state) == "day"
    if kind == "is_night":
        return time_of_day(state) == "night"
    if kind == "night_card_in_play":           # a Night the monsters see (N'kai) counts too (effects §5 n1)
        return time == "night" or any(b.get("kind") == "night" for i in _events(state) for b in _time_blocks(state, i))
    if kind == "any_of":
        return any(holds(state, owner, c, source, time) for c in cond["of"])
    if kind == "any_goo_in_play":
        return any(pl.goo is not None for pl in state.players)
    if kind == "not":
        return not holds(state, owner, cond["of"], source, time)
    if kind == "source_is_current":
        return source is not None and state.arrived(state.owner[source]) == source
    # "own" / "affected" (a phobia's host) name the player `owner` stands for here
    own_like = ("own", "affected", "target", "opponent")  # the caller passes the player the condition is about
    players = [state.players[owner]] if cond.get("whose", "own") in own_like else state.players
    if kind == "in_play":                       # face-down cards are not in play for conditions (MY-CLAR-2)
        return any(state.card[i] == cond["card"] for pl in players for i in pl.face_up())
    if kind == "top_story_has":
        for pl in players:
            q = state.players.index(pl)
            if state.arrived(q) is not None and "attribute" in cond:   # an upright top: as it stands now
                if cond["attribute"] in features(state, q)[0]:
                    return True
            elif pl.story and _has_feature(state.card_of(pl.story[-1]), cond, pl.top_state):
                return True
        return False
    if kind == "current_has":
        seats = [owner] if cond.get("whose", "own") in own_like else range(len(state.players))
        for q in seats:
            attributes, icons, gate = features(state, q)
            if state.arrived(q) is not None and (cond.get("attribute") in attributes or cond.get("icon") in icons
                                                 or ("gate" in cond and gate == cond["gate"])):
                return True
        return False
    return False


def _has_feature(card, cond: dict, top_state: str) -> bool:
    """Return whether a story card shows an attribute, an icon (walking and travel count as Outside) or a gate."""
    if "attribute" in cond:
        return cond["attribute"] in card.attributes
    if "icon" in cond:
        outside = cond["icon"] == "Outside" and top_state in ("walking", "transit")
        return outside or cond["icon"] in card.icons
    if "gate" in cond:
        return bool(card.gate) == cond["gate"]
    return False


def _supported_cond(cond) -> bool:
    if not cond:
        return True
    if cond.get("cond") == "any_of":
        return all(_supported_cond(c) for c in cond["of"])
    if cond.get("cond") == "not":
        return _supported_cond(cond["of"])
    return cond.get("cond") in CONDITIONS


def _target(block) -> dict:
    target = block.target
    return target if isinstance(target, dict) else {}
