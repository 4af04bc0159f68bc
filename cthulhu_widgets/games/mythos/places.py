"""The current location as it stands now: its printed attributes, icons and gate, changed by cards that add an
attribute (Samuel Winsor) or copy another location's (Tiara of Opulent Fantasy) — attribute_change block; and where
a card lies: its dimension, region and sub-region."""
from __future__ import annotations

WAKING_WORLD = "Waking World"
ANY_DIMENSION = "Any"     # an ally recruited in every dimension


def dimension(card) -> str:
    """Return the dimension a location lies in or an ally is recruited in: the printed one, the Waking World when the
    card has no dimension icon (seed; MY-CARD-1), "Any" for an ally of every dimension."""
    return card.dimension or WAKING_WORLD


def same_region(a, b) -> bool:
    """Return whether two locations lie in one region of one dimension (MY-LOC-2, MY-LOC-5)."""
    return dimension(a) == dimension(b) and a.region == b.region


def same_subregion(a, b) -> bool:
    """Return whether two locations lie in one sub-region: "sub-regions in different dimensions are different
    sub-regions" (the FAQ), so the dimension must match too."""
    return dimension(a) == dimension(b) and a.subregion == b.subregion


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


def recruits_here(state, p: int, ally) -> bool:
    """Return whether p's current location matches the ally's recruit dimension, region and sub-region and kind of
    location, its features as they stand now (MY-CARD-1)."""
    loc = state.card_of(state.arrived(p))
    region, sub = ally.recruit.get("region"), ally.recruit.get("subregion")
    if dimension(ally) not in (ANY_DIMENSION, dimension(loc)) or region not in (None, "-", "Any", loc.region):
        return False
    where = ally.recruit.get("location") or {}          # a kind of location: an attribute, gate or none
    attributes, _, gate = features(state, p)
    if ("attribute" in where and where["attribute"] not in attributes) or (
            "gate" in where and gate != where["gate"]):
        return False
    if sub in (None, "-", "Any"):
        return True
    if sub.startswith("Any "):
        what = sub[4:]
        if what == "non-Gate Location":
            return not gate
        return what.rstrip("s") in attributes or what in attributes
    return sub == loc.subregion


def recruits_on_journey(ally, to: str | None, region: str | None) -> bool:
    """Return whether a Train through region `region` of dimension `to` (None: any) recruits the ally (MY-LOC-5):
    the train runs through the whole region, so its sub-region and kind of location are not asked for."""
    return (to is None or dimension(ally) in (ANY_DIMENSION, to)) and (
        region is None or ally.recruit.get("region") in (None, "-", "Any", region))
