"""The registry of card effects (MY-MSGS-2/3): which code carries out which effect block, and when.

The core rules apply every card's statistics. Every other block of a card (cards/msgs.json, `effects`) is carried
out by a handler: a function registered with `@handles(block, trigger, accepts)` beside its code. `trigger` names
when the engine runs it (one of TRIGGERS), `accepts(card, block)` which forms of the block it covers. A block that
no handler accepts is never claimed: `unimplemented()` lists every such card, playing one logs
"effect_not_implemented", and a test pins the list. `handlers_of(card)` says where each block of a card is
carried out — a card's behaviour, found from its id.

This module imports no other module of the engine: the modules that carry effects out register here when the
package is imported (`mythos/__init__.py` imports them all through `state`).
"""
from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass

from .data import Block, load_set

# When a handler runs: the moments the engine looks at a card's blocks.
TRIGGERS = {
    "static": "always in force while the card is in play (values, limits, rules of play)",
    "on_play": "when the card is played",
    "on_arrival": "when its player arrives at the location (MY-LOC-6)",
    "as_your_turn": "used as a turn of card play (MY-ROUND-2)",
    "remain": "remaining a turn at a location",
    "turn_start": "at the start of its host's turns (phobias)",
    "adventure_played": "whenever an adventure is played (phobias)",
    "combat_reveal": "when the threats are revealed (MY-COMBAT-4)",
    "combat_use": "in the combat use step (MY-COMBAT-3)",
    "combat_defend": "while defending or absorbing (MY-COMBAT-6)",
    "combat_loss": "in the sanity-loss step, when points get through (MY-COMBAT-6)",
    "hand_limit": "at the discard step (MY-ROUND-5)",
    "replacement": "instead of what would happen",
}
# Blocks whose every parameter the core rules cover (statistics only).
CORE_BLOCKS = {"none"}


def _always(card, block) -> bool:
    return True


@dataclass(frozen=True)
class Handler:
    """One registered handler: the block kind, the trigger, the forms it covers and the function."""

    block: str
    trigger: str
    accepts: Callable[..., bool]
    function: Callable

    @property
    def name(self) -> str:
        """Return the handler's function as "module.qualname" (relative to the engine's package)."""
        return f"{self.function.__module__.rsplit('.', 1)[-1]}.{self.function.__qualname__}"


REGISTRY: list[Handler] = []
_BY_KIND: dict[str, list[Handler]] = {}      # the registry by block kind, in registration order
# The Python functions a `custom` block may name (MY-MSGS-3: for a card no block covers), as module.function.
CUSTOM = {"shock_therapy": "card_effects.shock_therapy", "turncoat_attack": "conversions.turncoat"}


def handles(block: str, trigger: str, accepts: Callable[..., bool] = _always):
    """Register the decorated function as the handler of `block` blocks at `trigger` that `accepts(card, block)`
    (each handler's module documents the forms it covers)."""
    if trigger not in TRIGGERS:
        raise ValueError(f"unknown trigger {trigger!r}; triggers: {', '.join(TRIGGERS)}")

    def register(function):
        h = Handler(block, trigger, accepts, function)
        REGISTRY.append(h)
        _BY_KIND.setdefault(block, []).append(h)
        return function
    return register


def handler(card, block: Block, trigger: str | None = None) -> Handler | None:
    """Return the handler that carries out this block of this card (at `trigger`, when named), or None."""
    return next((h for h in _BY_KIND.get(block.kind, ()) if (trigger is None or h.trigger == trigger)
                 and h.accepts(card, block)), None)


def carried_out(card, block: Block, trigger: str | None = None) -> bool:
    """Return whether the engine carries out this block of this card (at `trigger`, when named)."""
    return block.kind in CORE_BLOCKS or handler(card, block, trigger) is not None


def handlers_of(card) -> list[tuple[str, str | None]]:
    """Return (block kind, handler name or None) for each block of a card: where its behaviour lives."""
    out = []
    for b in card.effects:
        h = handler(card, b)
        out.append((b.kind, h.name if h else ("core" if b.kind in CORE_BLOCKS else None)))
    return out


def custom(name: str):
    """Return the registered function a `custom` block names."""
    module, function = CUSTOM[name].split(".")
    return getattr(importlib.import_module(f".{module}", __package__), function)


def missing_blocks(card) -> list[str]:
    """Return the effect blocks of a card that the engine does not carry out."""
    return [b.kind for b in card.effects if not carried_out(card, b)]


def unimplemented(card_set=None) -> dict[str, list[str]]:
    """Return {card id: missing blocks} for every card (and investigator side) of the set not yet complete."""
    card_set = card_set or load_set()
    out = {c.id: missing_blocks(c) for c in card_set.cards.values()}
    for inv in card_set.investigators.values():
        blocks = [b.kind for b in inv.ability if b.kind != "none"]
        if blocks:
            out[inv.id] = blocks
    return {k: v for k, v in sorted(out.items()) if v}
