"""Abilities used as a turn (MY-ROUND-2): flipping a card for its effect (Samuel Winsor, Tiara of Opulent
Fantasy), putting a card onto an ally that carries one (attachment block: Laban Shrewsbury, Miss Anna Tilton),
loading a spell into an ally (Dr. Allen, The Terrible Old Man), and casting spells outside combat."""
from __future__ import annotations

from ...core.actions import Action

from .card_types import card_rule
from .data import WEAPON_SUBTYPES as WEAPONS
from .effects import handles
from .spells import cast_actions


def _blocks(state, inst: int, kind: str, timing: str | None = None) -> list[dict]:
    return [b for b in state.card_of(inst).effects
            if b.kind == kind and (timing is None or b.timing == timing)]


@handles("attachment", "as_your_turn", lambda card, b: b.get("holder") == "self" and b.get("kind") in ("spell", "tome", "artifact"))
def _slot(state, inst: int, kind: str) -> dict | None:
    """Return the ally's attachment block for cards of `kind` ("spell", "tome", "artifact"), if any."""
    return next((b for b in _blocks(state, inst, "attachment") if b.get("holder") == "self" and b.get("kind") == kind),
                None)


def carries(state, p: int, ally: dict) -> int | None:
    """Return the card an ally carries in its tome or artifact slot (Laban's tome, Anna's artifact), or None."""
    pl = state.players[p]
    for t in pl.tomes:
        if t.get("holder") == ally["card"]:
            return t["card"]
    for a in pl.artifacts:
        if a.get("holder") == ally["card"]:
            return a["card"]
    if ally.get("held_weapon"):
        return ally["weapon"]
    return None


def turn_actions(state, p: int) -> list[Action]:
    """Return every ability the player may use as its turn now."""
    return _flip_actions(state, p) + _attach_actions(state, p) + spell_loads(state, p) + \
        cast_actions(state, p, combat=False)


@handles("flip", "as_your_turn", lambda card, b: b.timing == "as_your_turn")
@handles("attribute_change", "as_your_turn", lambda card, b: b.timing == "as_your_turn")
@handles("sanity_change", "as_your_turn", lambda card, b: b.timing == "as_your_turn")
def _flip_actions(state, p: int) -> list[Action]:
    """Flip an unflipped ally or artifact whose ability is flipping itself; the Tiara also names a target."""
    pl = state.players[p]
    here = state.arrived(p)
    if here is None:
        return []
    out = []
    for a in pl.allies + pl.artifacts:
        inst = a["card"]
        if a["flipped"] or a.get("petrified") or not _blocks(state, inst, "flip", "as_your_turn"):
            continue
        cost = sum(b["amount"] for b in _blocks(state, inst, "sanity_change", "as_your_turn"))
        if not state._affords(p, -cost):
            continue  # the cost must be payable (MY-CLAR-3)
        if any(b.get("copy_from") for b in _blocks(state, inst, "attribute_change")):
            out += [Action("use", card=inst, target=f"p{q}") for q in state.active()
                    if q != p and state.arrived(q) is not None]
        else:
            out.append(Action("flip", card=inst))
    return out


def flip(state, p: int, action) -> None:
    """Pay, flip the card face down, and change the current location while it stays flipped (attribute_change)."""
    pl = state.players[p]
    inst = action["card"]
    for b in _blocks(state, inst, "sanity_change", "as_your_turn"):
        state._gain(p, b["amount"], "MY-ROUND-2", state.card[inst])
    if state.result is not None:
        return
    holder = next(a for a in pl.allies + pl.artifacts if a["card"] == inst)
    holder["flipped"] = True
    here = state.arrived(p)
    for b in _blocks(state, inst, "attribute_change"):
        if b.get("copy_from"):
            q = state.seat_index(action["target"])
            pl.loc_mods.append({"loc": here, "source": inst, "copy": state.arrived(q), "from": q})
        else:
            pl.loc_mods.append({"loc": here, "source": inst, "add": list(b.get("add", ()))})
    state._ev("MY-ROUND-2", "uses", player=f"p{p}", card=state.card[inst], target=action.get("target"))


def _attach_actions(state, p: int) -> list[Action]:
    """Play a Tome or an Artifact from hand onto an ally that carries one, at any location (a turn)."""
    pl = state.players[p]
    out = []
    readers = state._readers(p)
    for ally in pl.allies:
        if ally["flipped"] or carries(state, p, ally) is not None:
            continue
        for kind in ("tome", "artifact"):
            slot = _slot(state, ally["card"], kind)
            if slot is None or slot.get("timing") != "as_your_turn":
                continue
            seen = set()
            for inst in pl.hand:
                card = state.card_of(inst)
                if card.type != kind or card.id in seen:
                    continue
                if kind == "tome" and card.language not in readers:
                    continue  # the language rule still applies (MY-CARD-3)
                if not state._affords(p, -min(0, card.sanity or 0)):
                    continue  # its pentagram is a cost (MY-CLAR-3)
                if kind == "artifact" and (state._attaches_to_ally(card) or
                                           (card.subtype in WEAPONS and ally["weapon"] is not None)):
                    continue
                seen.add(card.id)
                out.append(Action("attach", card=inst, ally=ally["card"]))
    return out


def attach(state, p: int, action) -> None:
    """The card goes onto the ally (it shares the ally's fate); its pentagram is paid as on any play."""
    pl = state.players[p]
    inst, holder = action["card"], action["ally"]
    card = state.card_of(inst)
    pl.hand.remove(inst)
    if card.type == "tome":
        pl.tomes.append({"card": inst, "spells": [], "used": [], "holder": holder})
    elif card.subtype in WEAPONS:
        ally = pl.ally(holder)
        ally["weapon"], ally["held_weapon"] = inst, True
    else:
        pl.artifacts.append({"card": inst, "flipped": False, "holder": holder})
    rule = card_rule(card)                                  # a tome MY-CARD-3, an artifact MY-CARD-2
    state._ev(rule, "attaches", player=f"p{p}", card=card.id, ally=state.card[holder])
    state._gain(p, card.sanity or 0, rule, card.id)


def spell_loads(state, p: int) -> list[Action]:
    """Load a spell from hand into an ally that can know one (attachment kind spell): a turn (MY-CARD-4)."""
    pl = state.players[p]
    out = []
    for ally in pl.allies:
        if ally.get("spell") is not None or _slot(state, ally["card"], "spell") is None:
            continue
        seen = set()
        for s in pl.hand:
            if state.card_of(s).type == "spell" and state.card[s] not in seen:
                seen.add(state.card[s])
                out.append(Action("load", spell=s, ally=ally["card"]))
    return out


def load_into_ally(state, p: int, action) -> None:
    pl = state.players[p]
    pl.hand.remove(action["spell"])
    pl.ally(action["ally"])["spell"] = action["spell"]
    state._ev("MY-CARD-4", "loads", player=f"p{p}", card=state.card[action["spell"]],
              tome=state.card[action["ally"]])
