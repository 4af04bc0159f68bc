"""Card effects beyond the core rules (MY-MSGS-2/3). The core rules apply every card's statistics; each effect
building block is carried out by the functions EXECUTORS names, and blocks.handled() says which parameters of a
block they cover. A block nothing carries out is never claimed: `unimplemented()` lists every such card, playing
one logs "effect_not_implemented", and a test pins the list."""
from __future__ import annotations

import importlib

# Blocks whose every parameter the core rules cover (statistics only, joins as data, weapons, adventures).
CORE_BLOCKS = {"none", "joins", "weapon", "adventure"}
# The Python functions a `custom` block may name (MY-MSGS-3: for a card no block covers), as module.function.
CUSTOM = {"shock_therapy": "blocks.shock_therapy", "turncoat_attack": "conversions.turncoat"}
# Which code carries out each block kind (module.function or module.Class.method); a kind missing here is
# unimplemented whatever handled() says, and a test checks that each function reads blocks of its kind.
EXECUTORS = {
    "joins": ("plays.Plays._joins",),
    "weapon": ("blocks._ally_total", "combat.Combat._enchanted"),
    "adventure": ("plays.Plays._plays_of", "plays.Plays._complete"),
    "value_mod": ("blocks._self_mods", "blocks._controller_mods", "blocks._ally_total", "blocks.incoming_reduction",
                  "blocks.command_bonus"),
    "keyword_grant": ("blocks.monster_keywords", "spells.monster_subtype", "blocks.grants_ambush"),
    "attribute_change": ("abilities.flip",),
    "time_of_day": ("blocks._time_blocks", "blocks.threat_time", "blocks.goo_entered", "blocks.time_locked"),
    "phobia": ("blocks._phobia_blocks",),
    "remain_cure_phobia": ("blocks._cures_here",),
    "hand_limit_mod": ("blocks.hand_limits",),
    "travel": ("blocks.travel_kind",),
    "movement_rule": ("blocks.entry_allowed", "blocks.walk_only_exit", "blocks.rain_forces_walking",
                      "plays.Plays._after_train"),
    "rule_override": ("blocks._goo_rules", "blocks.gate_reusable", "blocks.on_arrival", "conversions._as_ally_rule"),
    "flip": ("blocks.flips_on_play", "blocks.reveal_flips", "blocks.on_play_against", "abilities._flip_actions"),
    "bury": ("blocks.on_play_against", "choices.thief_tasks", "choices.carrier_tasks", "choices.survivor_tasks",
             "spells.hound_actions"),
    "discard": ("blocks.on_play_against", "blocks.on_arrival"),
    "move_card": ("blocks.offers_swap", "blocks.retrieval_actions", "spells.spell_effect"),
    "sanity_change": ("blocks.on_arrival", "blocks.retrieval_actions", "abilities._flip_actions"),
    "replacement": ("blocks._replacement", "choices._guards", "spells.spell_effect"),
    "immunity": ("blocks.epidemic_spared",),
    "attachment": ("abilities._slot", "plays.Plays._attaches_to_ally"),
    "summon_control": ("spells.spell_effect", "spells._category"),
    "ally_conversion": ("spells.spell_effect", "conversions._is_swapper", "conversions.turncoat"),
    "custom": ("blocks.on_arrival", "plays.Plays._play_event"),
}


def custom(name: str):
    """Return the registered function a `custom` block names."""
    module, function = CUSTOM[name].split(".")
    return getattr(importlib.import_module(f".{module}", __package__), function)


def executor(name: str):
    """Return the function or method an EXECUTORS entry names ("module.function" or "module.Class.method")."""
    module, *path = name.split(".")
    found = importlib.import_module(f".{module}", __package__)
    for part in path:
        found = getattr(found, part)
    return found


def missing_blocks(card) -> list[str]:
    """Return the effect blocks of a card that the engine does not carry out."""
    from .blocks import handled

    return [b.get("block") for b in card.effects if b.get("block") != "none" and (
        b.get("block") not in EXECUTORS or (b.get("block") not in CORE_BLOCKS and not handled(card, b)))]


def unimplemented(card_set=None) -> dict[str, list[str]]:
    """Return {card id: missing blocks} for every card (and investigator side) of the set not yet complete."""
    from .data import load_set

    cs = card_set or load_set()
    out = {c.id: missing_blocks(c) for c in cs.cards.values()}
    for inv in cs.investigators.values():
        blocks = [b.get("block") for b in inv.ability if b.get("block") != "none"]
        if blocks:
            out[inv.id] = blocks
    return {k: v for k, v in sorted(out.items()) if v}
