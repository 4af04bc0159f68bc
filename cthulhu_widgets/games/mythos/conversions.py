"""Cards that change an ally's role for a while (ally_conversion block) and a monster played as an ally
(rule_override play_as_ally): Petrify, the Yithian, Succumb to Temptation, N'gah-Kthun."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...core.actions import Action
from .decisions import DONE, KEEP, CombatDecision, Decision
from .effects import handles
from .left import record_left
from .places import features


def _find_ally(state, inst: int) -> tuple[int, dict]:
    for q, pl in enumerate(state.players):
        for a in pl.allies:
            if a["card"] == inst:
                return q, a
    raise KeyError(inst)


# ----- Petrify: an ally turned into a face-down artifact until the end of the round -----------------------------
def petrify(state, inst: int, by: int | None = None) -> None:
    """The ally and everything it carries go face down into its player's artifacts (they stop defending); `by`: the
    spell that did it, named in the story (newcomer review 14, finding 2)."""
    q, ally = _find_ally(state, inst)
    pl = state.players[q]
    pl.allies.remove(ally)
    for zone in (pl.defenders, pl.assault):
        if inst in zone:
            zone.remove(inst)
    pl.defends.pop(inst, None)
    pl.artifacts.append({"card": inst, "flipped": True, "petrified": ally})
    state._ev("MY-CARD-4", "petrified", player=f"p{q}", card=state.card[inst],
              **({"by": state.card[by], "how": "spell"} if by is not None else {}))


def end_of_round(state) -> None:
    """MY-ROUND-5: petrified allies return face up as allies."""
    for q, pl in enumerate(state.players):
        for art in [a for a in pl.artifacts if a.get("petrified")]:
            pl.artifacts.remove(art)
            pl.allies.append(dict(art["petrified"], flipped=False))
            state._ev("MY-ROUND-5", "unpetrified", player=f"p{q}", card=state.card[art["card"]])


def lose_petrified(state, q: int, art: dict) -> None:
    """A petrified ally taken as an artifact is buried with what it carries."""
    state.players[q].artifacts.remove(art)
    state._lose_ally(q, art["petrified"])


# ----- the Yithian: swaps itself for a defending ally of the target on reveal ---------------------------------
@handles("ally_conversion", "combat_reveal", lambda card, b: b.get("becomes") == "monster")
def _is_swapper(card) -> bool:
    return any(b.is_("ally_conversion", becomes="monster") for b in card.effects)


def defenders_against(state, q: int, attacker: int) -> list[dict]:
    """Return q's unflipped allies defending against the threat of `attacker` (MY-COMBAT-2)."""
    pl = state.players[q]
    return [a for a in pl.allies if a["card"] in pl.defenders and pl.defends.get(a["card"]) == attacker
            and not a["flipped"]]


def yithian_may_convert(state, p: int) -> bool:
    """Return whether the player's revealed threat holds a Yithian and its target has a defender against it to
    take."""
    pl = state.players[p]
    return any(_is_swapper(state.card_of(i)) for i in pl.threat) and bool(defenders_against(state, pl.target, p))


def yithian_actions(state, p: int) -> list[Action]:
    """The owner may bury its Yithian to take a random defender of the target into its threat, or keep it (no
    choice once no defender is left, e.g. another Yithian took the last one)."""
    if not yithian_may_convert(state, p):
        return []
    return [Action("convert", monster=i) for i in state.players[p].threat if _is_swapper(state.card_of(i))] + [KEEP]


@dataclass(frozen=True)
class Yithian(CombatDecision):
    """MY-COMBAT-4: the Yithian's owner converts it (taking a random defender) or keeps it."""

    kind: ClassVar[str] = "yithian"

    def actions(self, state) -> list[Action]:
        return yithian_actions(state, self.player)

    def answer(self, state, action) -> None:
        yithian_step(state, self.player, action)
        state.combat_queue.pop(0)


@handles("bury", "combat_reveal", lambda card, b: b.timing == "combat_reveal" and b.target == "self")
def yithian_step(state, p: int, action) -> None:
    """Bury the chosen Yithian and take a random defender of the target into the threat (or keep it)."""
    if action.kind != "convert":
        return
    pl = state.players[p]
    inst = action["monster"]
    pl.threat.remove(inst)
    record_left(state, p, inst, "converted", p, None)
    state._bury(inst)
    target = state.players[pl.target]
    ally = state.rng.choice(defenders_against(state, pl.target, p))
    target.allies.remove(ally)
    target.defenders.remove(ally["card"])
    target.defends.pop(ally["card"], None)
    pl.captives.append(ally)                         # fights for this threat; buried by its owner after combat
    state._ev("MY-COMBAT-4", "converted", player=f"p{p}", card=state.card[inst], ally=state.card[ally["card"]])


# ----- Succumb to Temptation: an ally attacks its own investigator -----------------------------------------
@dataclass(frozen=True)
class Turncoat(Decision):
    """Succumb to Temptation: `player` commits defenders (its other unflipped allies) against its own ally `ally`,
    then says done."""

    kind: ClassVar[str] = "turncoat"
    ally: int

    def actions(self, state) -> list[Action]:
        pl = state.players[self.player]
        return [Action("defend", ally=a["card"]) for a in pl.allies
                if a["card"] != self.ally and not a["flipped"] and a["card"] not in pl.defenders] + [DONE]

    def resolve(self, state, action) -> None:
        q = self.player
        if action.kind == "defend":
            state.players[q].defenders.append(action["ally"])
            state._ev("MY-COMBAT-2", "defends", player=f"p{q}", card=state.card[action["ally"]])
            if self.actions(state) != [DONE]:
                state._ask(f"p{q}", self)
                return
        _turncoat_strike(state, q, self.ally)
        if state.result is None:
            state._next_turn()


@handles("ally_conversion", "on_play", lambda card, b: b.get("becomes") == "attacker")
def turncoat(state, p: int, inst: int, q: int) -> bool:
    """A random unflipped ally of q that matches the card's filter attacks q; return True when q must first
    choose defenders among its other allies."""
    block = next(b for b in state.card_of(inst).effects if b.kind == "ally_conversion")
    want = (block.get("select") or {}).get("filter") or {}
    pl = state.players[q]
    pool = [a for a in pl.allies if not a["flipped"] and all(getattr(state.card_of(a["card"]), k) == v
                                                                for k, v in want.items())]
    if not pool:
        state._ev("MY-CARD-6", "no_effect", player=f"p{p}", card=state.card[inst])
        return False
    ally = state.rng.choice(pool)
    state._ev("MY-CARD-6", "turncoat", player=f"p{q}", card=state.card[ally["card"]],   # news to q (review 15)
              **({"by": state.card[inst]} if p != q else {}))
    pl.defenders = []
    decision = Turncoat(q, ally["card"])
    if decision.actions(state) == [DONE]:
        _turncoat_strike(state, q, ally["card"])
        return False
    state._ask(f"p{q}", decision)
    return True


def _turncoat_strike(state, q: int, attacker: int) -> None:
    """The turncoat's value hits q as in MY-COMBAT-6 (defenders absorb and are buried); it returns unharmed."""
    ally = state.players[q].ally(attacker)
    state._fix_commands(q)
    state._fix_rooms(q)
    points, _ = state._absorb(q, state.ally_value(ally), 0, [])
    state.players[q].defenders, state.commands, state.rooms = [], {}, {}
    if points:
        state._gain(q, -points, "MY-COMBAT-6", state.card[attacker])


# ----- N'gah-Kthun: a monster played as an ally through an unused gate ------------------------------------------
@handles("rule_override", "static", lambda card, b: b.rule == "play_as_ally")
def _as_ally_rule(state, inst: int) -> dict | None:
    for b in state.card_of(inst).effects:
        if b.is_("rule_override", rule="play_as_ally"):
            return b
    return None


def ally_plays(state, p: int, inst: int) -> list[Action]:
    """Return the play of a monster as an ally: its own rule, or a rule of an ally in play naming it; at a
    location with the rule's attribute and an unused gate (the gate is used)."""
    pl = state.players[p]
    rule = _as_ally_rule(state, inst)
    if rule is None:
        rule = next((r for a in pl.allies if (r := _as_ally_rule(state, a["card"]))
                     and state.card[inst] in r.get("extends_to", ())), None)
    name = state.card_of(inst).name
    if rule is None or pl.gate_used or any(state.card_of(a["card"]).name == name for a in pl.allies):
        return []
    attributes, _, gate = features(state, p)
    at = rule.get("at") or {}
    if not gate or ("attribute" in at and at["attribute"] not in attributes):
        return []
    return [Action("play", card=inst, as_ally=True)]


def play_as_ally(state, p: int, inst: int) -> None:
    pl = state.players[p]
    pl.allies.append({"card": inst, "weapon": None, "flipped": False})
    pl.gate_used = True
    state._ev("MY-CARD-1", "serves_as_ally", player=f"p{p}", card=state.card[inst])
