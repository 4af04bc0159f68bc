"""Card effects beyond the core rules (MY-MSGS-2/3). The core rules apply every card's statistics and
blocks.py carries out some building blocks; the others are not implemented yet, and the package says so:
`unimplemented()` lists every such card, playing one logs "effect_not_implemented", and a test pins the list."""
from __future__ import annotations

import importlib

# Blocks the core rules already carry out: statistics only, joins as data, weapons, travel (MY-LOC-5), adventures.
CORE_BLOCKS = {"none", "joins", "weapon", "travel", "adventure"}
# The Python functions a `custom` block may name (MY-MSGS-3: for a card no block covers), as module.function.
CUSTOM = {"shock_therapy": "blocks.shock_therapy", "turncoat_attack": "conversions.turncoat"}


def custom(name: str):
    """Return the registered function a `custom` block names."""
    module, function = CUSTOM[name].split(".")
    return getattr(importlib.import_module(f".{module}", __package__), function)


def missing_blocks(card) -> list[str]:
    """Return the effect blocks of a card that the engine does not carry out yet."""
    from .blocks import handled

    return [b.get("block") for b in card.effects if b.get("block") not in CORE_BLOCKS and not handled(card, b)]


def unimplemented(card_set=None) -> dict[str, list[str]]:
    """Return {card id: missing blocks} for every MSGS card (and investigator side) not yet complete."""
    from .data import load_set

    cs = card_set or load_set()
    out = {c.id: missing_blocks(c) for c in cs.cards.values()}
    for inv in cs.investigators.values():
        blocks = [b.get("block") for b in inv.ability if b.get("block") not in CORE_BLOCKS]
        if blocks:
            out[inv.id] = blocks
    return {k: v for k, v in sorted(out.items()) if v}
