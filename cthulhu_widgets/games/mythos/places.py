"""The current location as it stands now: its printed attributes, icons and gate, changed by cards that add an
attribute (Samuel Winsor) or copy another location's (Tiara of Opulent Fantasy) — attribute_change block."""
from __future__ import annotations


def live_mods(state, p: int) -> list[dict]:
    """Return the player's location changes still in force: same location on top, source still flipped."""
    pl = state.players[p]
    here = state.arrived(p)
    out = []
    for m in pl.loc_mods:
        if m["loc"] != here or not source_flipped(state, p, m["source"]):
            continue
        if "copy" in m and state.arrived(m["from"]) != m["copy"]:
            continue  # the copied location stopped being its owner's current location
        out.append(m)
    return out


def source_flipped(state, p: int, inst: int) -> bool:
    """Return whether the player's ally or artifact `inst` is in play and flipped face down."""
    pl = state.players[p]
    return any(a["card"] == inst and a["flipped"] for a in pl.allies + pl.artifacts)


def features(state, p: int) -> tuple[frozenset, frozenset, bool]:
    """Return the current location's (attributes, icons, gate) with the changes in force; empty when none."""
    here = state.arrived(p)
    if here is None:
        return frozenset(), frozenset(), False
    card = state.card_of(here)
    attributes, icons, gate = set(card.attributes), set(card.icons), bool(card.gate)
    for m in live_mods(state, p):
        if "copy" in m:  # the Tiara: attributes, icons and gate become the other location's (never title or text)
            other = state.card_of(m["copy"])
            attributes, icons, gate = set(other.attributes), set(other.icons), bool(other.gate)
        else:
            attributes |= set(m["add"])
    return frozenset(attributes), frozenset(icons), gate


def has_attribute(state, p: int, attribute: str) -> bool:
    """Return whether the player stands at a current location with `attribute` (changes included)."""
    return attribute in features(state, p)[0]


def clear_mods(state, p: int) -> None:
    """Forget location changes that no longer apply (the location changed or the round ended)."""
    state.players[p].loc_mods = live_mods(state, p)
