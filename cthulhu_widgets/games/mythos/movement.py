"""Getting about (MY-LOC): travel events, movement rules of locations and events (Downpour, N'kai, the stations),
gates that may be reused, and Namquit Point's retrieval of an artifact from the story deck."""
from __future__ import annotations

from ...core.actions import Action
from .conditions import _events, holds
from .effects import handles

TRAVEL_KINDS = ("car", "train")   # travel blocks the engine carries out (MY-LOC-5)

@handles("travel", "on_play", lambda card, b: b.get("kind") in TRAVEL_KINDS)
def travel_kind(card) -> str | None:
    """Return how a travel event carries its player (its travel block's kind: "car", "train"), else None."""
    return next((b.get("kind") for b in card.effects if b.kind == "travel"), None)


def travel_dimension(card) -> str | None:
    """Return the dimension a travel event's journey goes to when its travel block names one, else None (it keeps
    to the dimension it sets out from, MY-LOC-5)."""
    return next((b.get("dimension") for b in card.effects if b.kind == "travel"), None)


@handles("movement_rule", "static", lambda card, b: b.rule == "walk_to")
def rain_forces_walking(state) -> bool:
    """Return whether a card in play makes every investigator walk into City locations (Downpour)."""
    return any(b.is_("movement_rule", rule="walk_to") for i in _events(state)
               for b in state.card_of(i).effects)


@handles("rule_override", "static", lambda card, b: b.rule == "gate_reuse")
def gate_reusable(state, p: int) -> bool:
    """Whether the current location's gate may be used again (Lonely Akeley Farmhouse with Speech Machine)."""
    here = state.arrived(p)
    return here is not None and any(b.is_("rule_override", rule="gate_reuse")
                                    and holds(state, p, b.condition, here) for b in state.card_of(here).effects)


@handles("movement_rule", "static", lambda card, b: b.rule == "entry_requires")
def entry_allowed(state, p: int, inst: int) -> bool:
    """A location that may be entered only from a current location with some feature (N'kai: Underground)."""
    return all(holds(state, p, b.condition, inst) for b in state.card_of(inst).effects
               if b.is_("movement_rule", rule="entry_requires"))


@handles("movement_rule", "static", lambda card, b: b.rule == "exit_walk_only")
def walk_only_exit(state, p: int) -> bool:
    """Whether the player's current location may be left only by walking (N'kai)."""
    here = state.arrived(p)
    return here is not None and any(b.is_("movement_rule", rule="exit_walk_only")
                                    for b in state.card_of(here).effects)


@handles("sanity_change", "as_your_turn", lambda card, b: b.timing == "as_your_turn")
@handles("move_card", "as_your_turn", lambda card, b: b.timing == "as_your_turn"
         and (b.get("from") or {}).get("zone") == "story_deck" and b.get("to") == "play")
def retrieval_actions(state, p: int) -> list:
    """As your turn at a location that lets you pay Sanity to put an artifact of your story deck into play
    (Namquit Point): one action per artifact (a weapon: per ally without one)."""
    here = state.arrived(p)
    if here is None:
        return []
    blocks = state.card_of(here).effects
    cost = next((b for b in blocks if b.is_("sanity_change", timing="as_your_turn")), None)
    move = next((b for b in blocks if b.is_("move_card", timing="as_your_turn")), None)
    pl = state.players[p]
    if cost is None or move is None or not state._affords(p, -cost["amount"]):
        return []  # the cost must be payable (MY-CLAR-3)
    out = []
    for inst in pl.story[:-1]:
        card = state.card_of(inst)
        if card.type != "artifact":
            continue
        if not state._affords(p, -cost["amount"] - min(0, card.sanity or 0)):
            continue  # the artifact's own pentagram is paid too
        if card.subtype in ("Weapon", "Enchanted Weapon"):
            out += [Action("retrieve", card=inst, ally=a["card"]) for a in pl.allies if a["weapon"] is None]
        else:
            out.append(Action("retrieve", card=inst))
    return out


def retrieve(state, p: int, action) -> None:
    pl = state.players[p]
    here = state.arrived(p)
    cost = next(b for b in state.card_of(here).effects if b.kind == "sanity_change")
    state._gain(p, cost["amount"], "MY-ROUND-2", state.card[here])
    if state.result is not None:
        return
    inst = action["card"]
    state._take_from_story(p, inst)
    if action.get("ally") is not None:
        pl.ally(action["ally"])["weapon"] = inst
    else:
        pl.artifacts.append({"card": inst, "flipped": False})
    state._ev("MY-ROUND-2", "retrieves", player=f"p{p}", card=state.card[inst])
    state._gain(p, state.card_of(inst).sanity, "MY-CARD-2", state.card[inst])
