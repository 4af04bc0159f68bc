"""Which cards make a fighter's value differ from its printed one (newcomer review 9, finding 4: "its own text or a
card in play changes it (Day, Night, a location)" named none of them): its own text when a modifier of its own holds,
its controller's artifacts (Speech Machine), the current locations that raise allies (Miskatonic University
Commons); a weapon is told apart (story_mythos value_weapon)."""
from __future__ import annotations

from ..games.mythos.conditions import holds, threat_time
from ..games.mythos.conversions import defenders_against
from ..games.mythos.values import _matches, ally_value, controller


def value_sources(state, inst: int) -> list[str]:
    """Return the card ids that change a fighter's value (its own id first when its own text does)."""
    card = state.card_of(inst)
    zone = "allies" if card.type == "ally" else "threat"
    own = _own_mods(state, inst)
    out = [state.card[inst], *(c for b in own for c in _named(b.condition) if _in_play(state, c))] if own else []
    for a in state.players[controller(state, inst)].artifacts:
        if not a.get("petrified") and any(_aims(b, zone, state.card[inst]) for b in state.card_of(a["card"]).effects):
            out.append(state.card[a["card"]])
    if card.type == "ally":
        out += [state.card[here] for p, here in _currents(state) if _raises(state, p, here, inst)]
    return list(dict.fromkeys(out))


def bonus_once(state, inst: int) -> int:
    """Return the bonus of the card's own text that holds by more than one of its "any of" conditions at once (Servant
    of Glaaki with Revelations of Glaaki and a Night event both in play): it is given once, not per condition (its
    text: "+1 whenever … or …"; newcomer review 10, finding 5); 0 when none."""
    owner, time = state.owner[inst], threat_time(state, controller(state, inst))
    for b in _own_mods(state, inst):
        cond = b.condition if isinstance(b.condition, dict) else {}
        if cond.get("cond") == "any_of" and sum(holds(state, owner, c, inst, time) for c in cond.get("of", ())) > 1:
            return b.get("delta", 0)
    return 0


def _own_mods(state, inst: int) -> list:
    """Return the value modifiers of the card's own text that hold now."""
    owner, time = state.owner[inst], threat_time(state, controller(state, inst))
    return [b for b in state.card_of(inst).effects
            if b.is_("value_mod", target="self") and holds(state, owner, b.condition, inst, time)]


def _named(cond) -> list[str]:
    """Return the card ids a condition names (Servant of Glaaki's Revelations of Glaaki), nested ones too."""
    if isinstance(cond, list):
        return [c for x in cond for c in _named(x)]
    if not isinstance(cond, dict):
        return []
    own = [cond["card"]] if isinstance(cond.get("card"), str) else []
    return own + [c for k, v in cond.items() if k != "card" for c in _named(v)]


def _in_play(state, card_id: str) -> bool:
    """Return whether a card of this id is in play (an ally, artifact, tome or event of any player)."""
    zones = ("allies", "artifacts", "tomes")
    return any(state.card[x["card"] if isinstance(x, dict) else x] == card_id
               for pl in state.players for z in zones for x in getattr(pl, z)) or any(
        state.card[i] == card_id for pl in state.players for i in pl.events)


def _aims(b, zone: str, card_id: str) -> bool:
    """Return whether an artifact's block changes the value of `card_id` in `zone` (a static value_mod)."""
    target = b.target if isinstance(b.target, dict) else {}
    zones = target.get("zone")
    return (b.kind == "value_mod" and isinstance(zones, list) and zone in zones
            and card_id in (target.get("filter") or {}).get("card", [card_id]))


def _currents(state):
    """Yield (player, current location) for each player who stands at one."""
    for p in range(len(state.players)):
        here = state.arrived(p)
        if here is not None:
            yield p, here


def _raises(state, p: int, here: int, inst: int) -> bool:
    """Return whether p's current location changes the value of ally `inst` (a while_current value_mod)."""
    for b in state.card_of(here).effects:
        target = b.target if isinstance(b.target, dict) else {}
        if b.kind != "value_mod" or target.get("zone") != "allies":
            continue
        if target.get("whose") == "own" and state.owner[inst] != p:
            continue
        if _matches(state.card_of(inst), target.get("filter")) and holds(state, p, b.condition, here):
            return True
    return False


def swap_span(state, to: str) -> str:
    """Return the values the defender a Yithian's swap takes at random may fight with ("2 to 4", "2"): each defender
    against the seat to act, with its weapon (it keeps it, MY-COMBAT-4) and the modifiers in force (ally_value, as
    combat sums captives; review 33, mythos_ja 6: no values said; round BA said printed values)."""
    p = state.seat_index(state.to_act)
    values = sorted(ally_value(state, a) for a in defenders_against(state, state.players[p].target, p))
    if not values:
        return "?"
    return str(values[0]) if values[0] == values[-1] else f"{values[0]}{to}{values[-1]}"
