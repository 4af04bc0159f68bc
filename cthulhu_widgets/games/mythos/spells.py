"""Spells and combat artifacts (MY-CARD-4, MY-COMBAT-3): who may cast what, and what each spell block does.

A spell's effect is named by its building block, so a new spell built from the same blocks needs no code:
move_card to its owner's hand ("return"), replacement by a discard ("mark"), summon_control, and
ally_conversion into an artifact ("petrify"). Faithful Hounds-like weapons are used by their block too.
"""
from __future__ import annotations

from ...core.actions import Action
from .conversions import petrify
from .effects import handles
from .left import record_left


def spell_effect(card) -> str | None:
    """Return what a spell does, named after its block: "return", "mark", "summon_control", "petrify" or None."""
    for b in card.effects:
        kind = b.kind
        if kind == "move_card" and b.get("to") == "owner_hand":
            return "return"
        if kind == "replacement" and b.instead == "discard_with_attachments":
            return "mark"
        if kind == "summon_control":
            return "summon_control"
        if kind == "ally_conversion" and b.get("becomes") == "artifact":
            return "petrify"
    return None


def _is_spell(card) -> bool:
    """Return whether `card` is a spell whose effect this module knows (its blocks are cast here)."""
    return card.type == "spell" and spell_effect(card) is not None


def _holder_ready(pl, holder: int) -> bool:
    return any(a["card"] == holder and not a["flipped"] for a in pl.allies)


def castable(state, p: int) -> list[tuple[int, int, int]]:
    """Return (spell, by, cost) for every spell the player may cast now (MY-CARD-4): loaded in a tome of the
    investigator's (it pays the spell's Sanity and the spell turns face down), or held by an unflipped ally, itself
    or in the tome it carries (Laban Shrewsbury): the ally casts it free and it is buried."""
    pl = state.players[p]
    out = []
    for t in pl.tomes:
        holder = t.get("holder")
        if holder is not None and not _holder_ready(pl, holder):
            continue  # a tome carried by a flipped (or petrified) ally cannot be read
        for s in t["spells"]:
            if holder is not None:
                out.append((s, holder, 0))
            elif s not in t["used"]:
                out.append((s, t["card"], -min(0, state.card_of(s).sanity or 0)))
    for a in pl.allies:
        if a.get("spell") is not None and not a["flipped"]:
            out.append((a["spell"], a["card"], 0))
    return out


def _opponents(state, p: int) -> list[int]:
    return [q for q in state.active() if q != p]


@handles("keyword_grant", "static", lambda card, b: bool(b.get("subtype")))
def monster_subtype(state, inst: int) -> str | None:
    """Return a monster's subtype as it counts now: in a threat with a card that reclassifies the others
    (Servitor of the Outer Gods), they count as that subtype (keyword_grant block)."""
    for pl in state.players:
        if inst in pl.threat:
            for other in pl.threat:
                for b in state.card_of(other).effects:
                    if other != inst and b.kind == "keyword_grant" and b.get("subtype"):
                        return b["subtype"]
    return state.card_of(inst).subtype


def _category(state, spell: int) -> str:
    return next(b["category"] for b in state.card_of(spell).effects if b.kind == "summon_control")


def _directed(state, q: int) -> bool:
    return state.players[q].target is not None and bool(state.players[q].threat)


def _targets(state, p: int, spell: int, combat: bool) -> list[dict]:
    """Return the fields of each legal way to cast `spell` now (whom or what it is aimed at)."""
    effect = spell_effect(state.card_of(spell))
    opponents = _opponents(state, p)
    if effect == "petrify":
        return [{"victim": a["card"]} for q in opponents for a in state.players[q].allies]
    if effect == "summon_control":
        want = _category(state, spell)
        if combat:  # Control: aimed at any directed threat — its cards are face down, so whether one fits is
            return [{"target": f"p{q}"} for q in opponents if _directed(state, q)]     # learnt only by casting
        seen, out = set(), []  # Summon: a monster of the category from hand, no gate needed
        for m in state.players[p].hand:
            card = state.card_of(m)
            if card.type == "monster" and card.subtype == want and card.id not in seen:
                seen.add(card.id)
                out.append({"monster": m})
        return out
    if not combat:
        return []
    if effect == "return":
        return [{"target": f"p{q}"} for q in opponents if _directed(state, q)]
    if effect == "mark":
        return [{"victim": d} for q in opponents for d in state.players[q].defenders if d not in state.marked
                and any(a["card"] == d and not a["flipped"] for a in state.players[q].allies)]
    return []


def cast_actions(state, p: int, combat: bool) -> list[Action]:
    """Return every legal cast: as a turn (combat=False) or in the combat use step (MY-COMBAT-3)."""
    out = []
    for spell, by, cost in castable(state, p):
        for fields in _targets(state, p, spell, combat):
            summoned = fields.get("monster")              # Summon pays the monster's pentagram too
            extra = -min(0, state.card_of(summoned).sanity or 0) if summoned is not None else 0
            if state._affords(p, cost + extra):          # MY-CLAR-3: a cost leaves 1 Sanity
                out.append(Action("cast", spell=spell, by=by, **fields))
    return out


@handles("discard", "combat_use", lambda card, b: b.timing == "combat_use")
@handles("bury", "combat_use", lambda card, b: b.timing == "combat_use")
def hound_actions(state, p: int) -> list[Action]:
    """Return the uses of weapons that may be discarded in combat to bury an opposing monster (Faithful Hounds)."""
    out = []
    for a in state.players[p].allies:
        w = a["weapon"]
        if w is None or a["flipped"] or not any(b.is_("bury", timing="combat_use")
                                                for b in state.card_of(w).effects):
            continue
        out += [Action("use", card=w, target=f"p{q}") for q in _opponents(state, p) if _directed(state, q)]
    return out


def combat_uses(state, p: int) -> list[Action]:
    """Return every spell and artifact use open to the player in the combat use step (MY-COMBAT-3)."""
    return cast_actions(state, p, combat=True) + hound_actions(state, p)


def use(state, p: int, action) -> None:
    """Carry out a cast or an artifact use."""
    if action.kind == "cast":
        cast(state, p, action)
    else:
        _unleash(state, p, action)


def _unleash(state, p: int, action) -> None:
    """Discard the weapon (its cost), then bury one random monster of the chosen directed threat."""
    w = action["card"]
    carrier = next(a for a in state.players[p].allies if a["weapon"] == w)
    carrier["weapon"] = None
    state._to_discard(w)
    victim = state.players[state.seat_index(action["target"])]
    monster = state.rng.choice(victim.threat)
    victim.threat.remove(monster)
    state._bury(monster)
    state._ev("MY-COMBAT-3", "hounds", player=f"p{p}", card=state.card[w], monster=state.card[monster],
              target=action["target"])
    # kept to the next combat: a threat emptied so fights no one, and the table says why (newcomer review 6)
    state.fights.append({"hounded": {"player": f"p{p}", "card": state.card[w], "monster": state.card[monster],
                                     "target": action["target"], "emptied": not victim.threat}})


@handles("move_card", "as_your_turn", lambda card, b: _is_spell(card))
@handles("replacement", "combat_use", lambda card, b: _is_spell(card))
@handles("summon_control", "as_your_turn", lambda card, b: _is_spell(card))
@handles("ally_conversion", "as_your_turn", lambda card, b: _is_spell(card))
def cast(state, p: int, action) -> None:
    """Cast a spell (MY-CARD-4): from a tome the investigator pays its Sanity and it turns face down until the
    end of the round; from an ally it is free and the spell is buried. Then its effect."""
    pl = state.players[p]
    spell, by = action["spell"], action["by"]
    tome = next((t for t in pl.tomes if spell in t["spells"]), None)
    state._ev("MY-CARD-4", "casts", player=f"p{p}", card=state.card[spell], by=state.card[by])
    if tome is not None and tome.get("holder") is None:
        tome["used"].append(spell)
        state._gain(p, state.card_of(spell).sanity or 0, "MY-CARD-4", state.card[spell])
        if state.result is not None:
            return
    else:                                               # cast by an ally, from its tome or itself: free, buried
        if tome is not None:
            tome["spells"].remove(spell)
        else:
            pl.ally(by)["spell"] = None
        state._bury(spell)
    effect = spell_effect(state.card_of(spell))
    if effect == "return":
        q = state.players[state.seat_index(action["target"])]
        inst = state.rng.choice(q.threat)               # a random card of that threat goes back to its owner's hand
        q.threat.remove(inst)
        record_left(state, state.seat_index(action["target"]), inst, "returned", p, spell)
        owner = state.owner[inst]
        state.players[owner].hand.append(inst)
        state._ev("MY-COMBAT-3", "returned", player=action["target"], count=len(q.threat))
        state._ev("MY-COMBAT-3", "returned_card", seats=(f"p{owner}",), player=f"p{owner}", card=state.card[inst])
    elif effect == "mark":
        state.marked.append(action["victim"])           # discarded instead of buried for this combat
        state._ev("MY-COMBAT-3", "marked", player=f"p{state.owner[action['victim']]}",
                  card=state.card[action["victim"]])
    elif effect == "summon_control" and action.get("monster") is not None:
        m = action["monster"]
        pl.hand.remove(m)
        pl.threat.append(m)
        state._ev("MY-CARD-4", "summons_free", player=f"p{p}")
        state._gain(p, state.card_of(m).sanity or 0, "MY-MON-1", "a face-down monster")
    elif effect == "summon_control":
        q = state.seat_index(action["target"])
        want = _category(state, spell)
        fits = [i for i in state.players[q].threat if monster_subtype(state, i) == want]
        if not fits:
            state._ev("MY-COMBAT-3", "no_effect", player=f"p{p}", card=state.card[spell])
            return
        m = state.rng.choice(fits)
        state.players[q].threat.remove(m)
        record_left(state, q, m, "controlled", p, spell)
        pl.threat.append(m)
        if pl.target is None:
            pl.target = q                                # it fights that opponent; buried by its owner after
        state._ev("MY-COMBAT-3", "controls", seats=(f"p{p}", action["target"]), player=f"p{p}",
                  card=state.card[m], target=action["target"])      # still face down: only the two know it
    elif effect == "petrify":
        petrify(state, action["victim"], spell)
