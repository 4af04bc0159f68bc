"""Why a card in hand cannot be played now (beside the legal-move code, plays.py): the first rule that stops it.

`why_not(state, p, inst)` returns None when a legal move of the player names the card, else (reason, params, rule):
`reason` is a word of the table (sentences/<lang>.py WHY), `params` what the sentence names (an attribute, a
language, a cost), `rule` the rule ID that says so. Pure: it reads the state, never changes it."""
from __future__ import annotations

from .card_effects import time_locked
from .card_types import JOINED
from .conditions import DAY_NIGHT, _time_blocks
from .data import WEAPON_SUBTYPES
from .movement import gate_reusable, travel_kind, walk_only_exit
from .places import ANY_DIMENSION, dimension, features, has_attribute
from .requirements import adventure_met, counts, goo_met, goo_pool

# the action fields whose value is a card instance (as frames/mythos.py CARD_FIELDS: a click on that card)
CARD_FIELDS = frozenset(("card", "spell", "ally", "tome", "weapon", *JOINED, "victim", "monster", "by", "phobia",
                         "artifact", "item"))


def playable(state, p: int, inst: int) -> bool:
    """Return whether a legal move of player p (on its turn) names the card `inst`."""
    if state.pending is None or state.to_act != f"p{p}":
        return False
    return any(k in CARD_FIELDS and type(v) is int and v == inst for a in state.legal_actions() for k, v in a.fields)


def why_not(state, p: int, inst: int) -> tuple[str, dict, str] | None:
    """Return why player p cannot play the card `inst` of its hand now: (reason, params, rule), or None."""
    if playable(state, p, inst):
        return None
    pl = state.players[p]
    if state.pending is None or state.phase != "play":
        return "phase", {}, "MY-ROUND-2"
    if state.to_act != f"p{p}":
        return "turn", {}, "MY-ROUND-2"
    if state.pending.kind != "play":
        return "decision", {}, "MY-ROUND-2"
    if pl.rest:
        return "rest", {}, "MY-ROUND-2"
    if pl.passed:
        return "passed", {}, "MY-ROUND-3"
    reason = _card_reason(state, p, inst)
    if reason is not None:
        return reason
    sanity = state.card_of(inst).sanity or 0
    return ("sanity", {}, "MY-CLAR-3") if sanity < 0 and not state._affords(p, -sanity) else ("other", {}, "MY-ROUND-2")


def _card_reason(state, p: int, inst: int) -> tuple[str, dict, str] | None:
    """The rule of the card's own type that stops it (None: only its Sanity cost does, MY-CLAR-3)."""
    card = state.card_of(inst)
    kind = card.type
    if kind == "spell":
        return "spell", {}, "MY-CARD-4"
    if kind == "location":
        return _location_reason(state, p, inst)
    if kind == "event":
        return _event_reason(state, p, inst)
    if kind == "adventure":
        if any(state.card[a] == card.id for a in state.players[p].adventures):
            return "adventure_done", {}, "MY-ADV-4"
        return None if adventure_met(state, p, card) else ("adventure_needs", {}, "MY-ADV-1")
    if kind == "monster" and state._is_goo(card):
        if state.players[p].goo is not None:
            return "goo_one", {}, "MY-CARD-5"
        return None if goo_met(state, p, card) else goo_missing(state, p, card)
    if state.arrived(p) is None and not (kind == "ally" and state._train_journey(p) is not None):
        return "no_location", {}, "MY-CARD-1" if kind == "ally" else "MY-MON-1" if kind == "monster" else "MY-CARD-2"
    return {"ally": _ally_reason, "artifact": _artifact_reason, "tome": _tome_reason,
            "monster": _monster_reason}.get(kind, lambda *_: None)(state, p, inst)


def goo_missing(state, p: int, card) -> tuple[str, dict, str]:
    """Return why a Great Old One cannot come into play, naming the requirements the seat still misses, from what it
    sees (its location, the events in play; newcomer review 14, finding 4: "Its requirements are not all in play for
    you yet." named none of Tulzscha's): "goo_needs_" and each missing one's part ("current": a current location
    with {attribute}, "solstice": a Solstice card in play); "goo_needs" for a requirement of another kind."""
    reqs = list(card.requirements)
    have = counts(state, p, reqs, goo_pool(state, p))
    missing = [r for r, n in zip(reqs, have, strict=True) if n < r.get("count", 1)]
    parts = ["current" if r.get("current") and "attribute" in r else "solstice" if r.get("solstice") else None
             for r in missing]
    if not parts or None in parts:
        return "goo_needs", {}, "MY-CARD-5"
    where = next((r["attribute"] for r in missing if r.get("current")), None)
    return "goo_needs_" + "_".join(parts), ({"attribute": where} if where else {}), "MY-CARD-5"


def _location_reason(state, p: int, inst: int):
    pl = state.players[p]
    if any(b.rule == "entry_requires" for b in state.card_of(inst).effects):
        return "entry_walk", {}, "MY-LOC-2"     # N'kai: walked into from an Underground location, never travelled to
    if walk_only_exit(state, p):
        return "walk_only", {}, "MY-LOC-2"
    if pl.top_state == "transit":
        return "travel_region", {}, "MY-LOC-5"
    return "needs_travel", {}, "MY-LOC-5"


def _event_reason(state, p: int, inst: int):
    card = state.card_of(inst)
    if time_locked(state) and any(b.get("kind") in DAY_NIGHT for b in _time_blocks(state, inst)):
        return "time_locked", {}, "MY-CARD-6"
    if travel_kind(card) is not None:
        if walk_only_exit(state, p):
            return "walk_only", {}, "MY-LOC-2"
        return "travel_from", {}, "MY-LOC-5"
    if card.subtype == "Phobia" or (card.affects and card.affects.startswith("Opponent's")):
        return "no_target", {}, "MY-CARD-6"
    return None


def _ally_reason(state, p: int, inst: int):
    ally, pl = state.card_of(inst), state.players[p]
    held = pl.allies + [x["petrified"] for x in pl.artifacts if x.get("petrified")]
    if any(state.card_of(a["card"]).name == ally.name for a in held):
        return "ally_twice", {}, "MY-CARD-1"
    why = _ally_place(state, p, ally)
    return why, _ally_kind(state, p, ally) if why == "ally_kind" else {}, "MY-CARD-1"


def _ally_kind(state, p: int, ally) -> dict:
    """Return the kind of location (its attribute) the ally is recruited at when the seat's location lacks it."""
    want = (ally.recruit or {}).get("location") or {}
    return {"attribute": want["attribute"]} if "attribute" in want else {}


def _ally_place(state, p: int, ally) -> str:
    """Return which part of the ally's recruit place the seat's location misses: "ally_kind" (right region, wrong
    kind of location: Squire Sawyer Whateley at a City of Lovecraft Country, newcomer r6c desk_81) or "ally_region"
    (another region, dimension or part of the region)."""
    at = state.arrived(p)
    if at is None or not ally.recruit:
        return "ally_region"
    loc = state.card_of(at)
    region = ally.recruit.get("region")
    if dimension(ally) not in (ANY_DIMENSION, dimension(loc)) or region not in (None, "-", "Any", loc.region):
        return "ally_region"
    attribute = _ally_kind(state, p, ally).get("attribute")
    return "ally_kind" if attribute and attribute not in features(state, p)[0] else "ally_region"


def _artifact_reason(state, p: int, inst: int):
    card = state.card_of(inst)
    if not has_attribute(state, p, "Artifact"):
        return "attribute", {"attribute": "Artifact"}, "MY-CARD-2"
    if card.subtype in WEAPON_SUBTYPES or state._attaches_to_ally(card):
        return "needs_ally", {}, "MY-CARD-2"
    return None


def _tome_reason(state, p: int, inst: int):
    tome = state.card_of(inst)
    if not has_attribute(state, p, "Tome"):
        return "attribute", {"attribute": "Tome"}, "MY-CARD-3"
    if tome.language not in state._readers(p):
        return "language", {"language": tome.language}, "MY-CARD-3"
    return None


def _monster_reason(state, p: int, inst: int):
    pl = state.players[p]
    if not features(state, p)[2]:
        return "no_gate", {}, "MY-MON-1"
    if pl.gate_used and not gate_reusable(state, p):
        return "gate_used", {}, "MY-LOC-7"
    return None


GENERAL = frozenset(("phase", "turn", "decision", "rest", "passed"))   # reasons that stop every card alike
FOUND_AT = {"artifact": ("Artifact", "MY-CARD-2"), "tome": ("Tome", "MY-CARD-3")}


def why_all(state, p: int, inst: int) -> list[tuple[str, dict, str]]:
    """Return every reason player p cannot play its card `inst` now, why_not's first ([] when a move names it)."""
    first = why_not(state, p, inst)
    if first is None or first[0] in GENERAL:
        return [first] if first else []
    card = state.card_of(inst)
    # an artifact or a tome misses its place, its carrier or reader and its Sanity at once: name them all (review
    # 39, mythos_en 8: the Enchanted Knife told one need at a time, each after the last was met)
    out = _carried_needs(state, p, card) if card.type in FOUND_AT and first[0] != "sanity" else [first]
    # Sanity joins the needs of a found card only: another card's first reason has no short form to list it beside
    # (diff review of round JJ: a monster at 1 Sanity with no gate read "It still needs: whyneed_no_gate; …")
    short = card.type in FOUND_AT and first[0] != "sanity"
    if short and (card.sanity or 0) < 0 and not state._affords(p, -card.sanity) and all(r[0] != "sanity" for r in out):
        out.append(("sanity", {}, "MY-CLAR-3"))
    # one need left: why_not's own words where it said "a location first"; else the one found (a weapon whose ally is
    # free but whose Sanity cost is not: why_not said "no free ally")
    return [first] if not out or (len(out) == 1 and first[0] == "no_location") else out


def _carried_needs(state, p: int, card) -> list[tuple[str, dict, str]]:
    """Return what an artifact or a tome still needs: its kind of location, a free ally to carry it, a reader."""
    attribute, rule = FOUND_AT[card.type]
    out = [] if has_attribute(state, p, attribute) else [("attribute", {"attribute": attribute}, rule)]
    allies = state.players[p].allies
    if card.type == "artifact" and card.subtype in WEAPON_SUBTYPES and all(a["weapon"] is not None for a in allies):
        out.append(("needs_ally", {}, rule))
    elif card.type == "artifact" and state._attaches_to_ally(card) and all(a.get("item") is not None for a in allies):
        out.append(("needs_ally", {}, rule))
    if card.type == "tome" and card.language not in state._readers(p):
        out.append(("language", {"language": card.language}, rule))
    return out


def hand_reasons(state, p: int) -> list[dict]:
    """Return, for each card of player p's hand no legal move names, why ({"inst", "why", **params}, and "all" when
    more than one reason stops it): its own view only carries them (its hand is its own)."""
    out = []
    for inst in state.players[p].hand:
        every = why_all(state, p, inst)
        if not every:
            continue
        out.append({"inst": inst, "why": every[0][0], **every[0][1]})
        if len(every) > 1:
            out[-1]["all"] = [{"why": why, **params} for why, params, _ in every]
    return out
