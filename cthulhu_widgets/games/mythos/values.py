"""Values in force: monsters' and allies' values with their modifiers (value_mod), keywords granted on reveal,
hand limits (hand_limit_mod), the bonuses and replacements that decide how a defender absorbs (MY-COMBAT-6)."""
from __future__ import annotations

from .choices import Skillet
from .conditions import _supported_cond, _target, holds, threat_time
from .effects import carried_out, handles

@handles("value_mod", "static", lambda card, b: b.target == "self" and b.timing in
        ("static", "combat_reveal") and _supported_cond(b.condition))
def _self_mods(state, inst: int, time: str | None = None) -> int:
    owner = state.owner[inst]
    mods = [b for b in state.card_of(inst).effects if b.is_("value_mod", target="self")]
    return sum(b["delta"] for b in mods if holds(state, owner, b.condition, inst, time))


def controller(state, inst: int) -> int:
    """Return the player who controls a card: whose threat holds it (Dust of Suleiman's Control), else its owner."""
    for p, pl in enumerate(state.players):
        if inst in pl.threat:
            return p
    return state.owner[inst]


@handles("value_mod", "static", lambda card, b: isinstance(_target(b).get("zone"), list)
         and b.timing == "static")
def _controller_mods(state, inst: int, zone: str) -> int:
    """Return static modifiers from the controller's artifacts aimed at its cards in `zone` (e.g. Speech Machine)."""
    total = 0
    for a in state.players[controller(state, inst)].artifacts:
        if a.get("petrified"):
            continue
        for b in state.card_of(a["card"]).effects:
            zones = _target(b).get("zone")
            if b.kind == "value_mod" and isinstance(zones, list) and zone in zones:
                if state.card[inst] in (_target(b).get("filter") or {}).get("card", [state.card[inst]]):
                    total += b["delta"]
    return total


def monster_value(state, inst: int) -> int:
    """Return a monster's value with its own modifiers and its controller's (floor 0)."""
    time = threat_time(state, controller(state, inst))
    return max(0, (state.card_of(inst).value or 0) + _self_mods(state, inst, time)
               + _controller_mods(state, inst, "threat"))


@handles("keyword_grant", "combat_reveal", lambda card, b: b.timing == "combat_reveal"
         and b.target == "self" and _supported_cond(b.condition))
def monster_keywords(state, inst: int, target: int) -> set:
    """Return a monster's keywords with those granted when revealed against `target` (keyword_grant)."""
    kw = set(state.card_of(inst).keywords or ())
    for b in state.card_of(inst).effects:
        if b.kind == "keyword_grant" and b.get("keyword") and carried_out(state.card_of(inst), b, "combat_reveal") \
                and holds(state, target, b.condition, inst):
            kw.add(b["keyword"])
    return kw


@handles("value_mod", "static", lambda card, b: _target(b).get("zone") == "incoming_threats")
def incoming_reduction(state, target: int) -> int:
    """Return how much each directed threat aimed at `target` loses (Arkham Police Department while current)."""
    here = state.arrived(target)
    if here is None:
        return 0
    return -sum(b["delta"] for b in state.card_of(here).effects
                if b.kind == "value_mod" and _target(b).get("zone") == "incoming_threats")


def _matches(card, filt: dict) -> bool:
    for key, want in (filt or {}).items():
        wanted = want if isinstance(want, list) else [want]
        if key == "occupation":
            if not set(card.occupations) & set(wanted):
                return False
        elif getattr(card, key, None) not in wanted:
            return False
    return True


def ally_value(state, ally: dict) -> int:
    """Return an ally's value: its own, its weapon's bonus, its own modifiers and current locations' (floor 0)."""
    return max(0, _ally_total(state, ally))


def bury_worthless_allies(state) -> None:
    """MY-CLAR-5: an ally whose value has dropped to 0 or less is buried at once with what it carries."""
    for p, pl in enumerate(state.players):
        for a in [a for a in pl.allies if _ally_total(state, a) <= 0]:
            state._ev("MY-CLAR-5", "worthless", player=f"p{p}", card=state.card[a["card"]])
            state._lose_ally(p, a)


@handles("weapon", "static")
@handles("value_mod", "static", lambda card, b: _target(b).get("zone") == "allies"
         and b.timing == "while_current" and _supported_cond(b.condition))
def _ally_total(state, ally: dict) -> int:
    """Return an ally's value with every modifier, not floored."""
    inst = ally["card"]
    card = state.card_of(inst)
    value = (card.value or 0) + _self_mods(state, inst) + _controller_mods(state, inst, "allies")
    if ally["weapon"] is not None:
        value += state.card_of(ally["weapon"]).value or 0
    holder = state.owner[inst]
    for p in range(len(state.players)):
        here = state.arrived(p)
        if here is None:
            continue
        for b in state.card_of(here).effects:
            target = b.target
            if b.kind != "value_mod" or not isinstance(target, dict) or target.get("zone") != "allies":
                continue
            if target.get("whose") == "own" and holder != p:
                continue
            if _matches(card, target.get("filter")) and holds(state, p, b.condition, here):
                value += b["delta"]
    return value


@handles("hand_limit_mod", "hand_limit")
def hand_limits(state, p: int) -> tuple[int, int]:
    """Return the player's end-of-round hand minimum and maximum with its allies' modifiers (MY-ROUND-5)."""
    inv = state.card_set.investigators[state.players[p].inv]
    lo, hi = inv.hand_min, inv.hand_max
    once = set()
    for a in state.players[p].allies:
        for b in state.card_of(a["card"]).effects:
            if b.kind != "hand_limit_mod":
                continue
            key = (b["bound"], b["delta"])
            if not b.get("cumulative") and key in once:
                continue
            once.add(key)
            if b["bound"] == "min":
                lo += b["delta"]
            else:
                hi += b["delta"]
    lo = max(0, lo)
    return lo, max(lo, hi)


@handles("value_mod", "combat_defend", lambda card, b: b.timing == "combat_defending")
def command_bonus(state, p: int, ally: dict) -> int:
    """+1 to a Corrupt defender while another defender of the same threat (MY-COMBAT-2) carries a commanding weapon
    (The Two Scepters); no stacking. Combat fixes it when the defenders are committed (MY-CLAR-1)."""
    defenders, threat = state.players[p].defenders, state.players[p].defends.get(ally["card"])
    if ally["card"] not in defenders or state.card_of(ally["card"]).alignment != "Corrupt":
        return 0
    for other in state.players[p].allies:
        if other is ally or other["card"] not in defenders or other["weapon"] is None or \
                state.players[p].defends.get(other["card"]) != threat:
            continue
        if any(b.is_("value_mod", timing="combat_defending")
               for b in state.card_of(other["weapon"]).effects):
            return 1
    return 0


def _replacement(state, inst: int, instead: str) -> bool:
    return any(b.kind == "replacement" and b.instead == instead for b in state.card_of(inst).effects)


@handles("replacement", "replacement", lambda card, b: b.instead == "move_to_other_own_ally_without_weapon")
def keeps_weapon_elsewhere(state, p: int, weapon: int, losing: dict) -> bool:
    """A weapon that would be buried may move to another of its owner's allies without one (Cast-Iron Skillet).

    In combat its owner decides (a "skillet" task: the weapon is buried now and lifted out if moved); outside
    combat (Succumb to Temptation) it moves to the most valuable such ally."""
    if not _replacement(state, weapon, "move_to_other_own_ally_without_weapon"):
        return False
    free = [a for a in state.players[p].allies if a is not losing and a["weapon"] is None]
    if not free:
        return False
    if state.phase == "combat":
        state.combat_queue.insert(0, Skillet(p, weapon))
        return False
    other = max(free, key=lambda a: (ally_value(state, a), -a["card"]))
    other["weapon"] = weapon
    state._ev("MY-CARD-2", "weapon_moves", player=f"p{p}", card=state.card[weapon], to=state.card[other["card"]])
    return True


@handles("replacement", "replacement", lambda card, b: b.instead == "stay_unless_absorbed_full_value")
def survives_absorbing(state, ally: dict, absorbed: int, room: int) -> bool:
    """An ally that stays unless it absorbed its full value (Harry Houdini)."""
    return _replacement(state, ally["card"], "stay_unless_absorbed_full_value") and absorbed < room


@handles("immunity", "static", lambda card, b: b.get("effect_class") == "Epidemic")
def epidemic_spared(state, p: int) -> set:
    """Allies an Epidemic treats as absent: a holder of Dr. Hammond's Tablets and one more (its owner picks the
    most valuable)."""
    spared = set()
    allies = state.players[p].allies
    for a in allies:
        item = a.get("item")
        if item is None:
            continue
        for b in state.card_of(item).effects:
            if b.is_("immunity", effect_class="Epidemic"):
                spared.add(a["card"])
                others = sorted((x for x in allies if x["card"] not in spared),
                                key=lambda x: -(state.card_of(x["card"]).value or 0))
                spared.update(x["card"] for x in others[:b.get("plus_chosen", 0)])
    return spared


@handles("immunity", "static", lambda card, b: b.get("effect_class") in ("Police Investigation", "turn_corrupt"))
def immune_to_absent_effects() -> None:
    """Immunities to effects no MSGS card has (a Police Investigation, turning an ally Corrupt): nothing to do
    until a card that investigates or corrupts is added; that card's handler must then consult the immunity."""
