"""Choices cards leave to a player during the sanity-loss step (MY-COMBAT-6), each a decision task of the combat
queue: a guardian ally stepping in for an artifact an opponent's card takes (Luther Harden, Ray Stuckey, The
Terrible Old Man; against Mi-Go and Lightning Gun), the thief's owner picking the artifact (Mi-Go), the Insect's
owner picking the spell, and Cast-Iron Skillet moving to another ally instead of being buried. Each is a
`CombatDecision` record naming its deciding player first. A choice whose only answer is "decline" is taken without
asking."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...core.actions import Action
from .conversions import lose_petrified
from .decisions import DECLINE, CombatDecision
from .effects import handles
from .left import record_left


@handles("replacement", "replacement", lambda card, b: b.instead == "bury_self_and_opponent_buries_source")
def _guards(state, p: int) -> list[dict]:
    """Return p's allies that may be buried instead of an artifact an opponent's card takes."""
    return [a for a in state.players[p].allies if not a["flipped"] and any(
        b.is_("replacement", instead="bury_self_and_opponent_buries_source")
        for b in state.card_of(a["card"]).effects)]


def artifact_cards(state, p: int) -> list[int]:
    """Return every Artifact card p has in play: artifacts (a petrified ally counts as one), weapons and items
    carried by allies."""
    pl = state.players[p]
    return [a["card"] for a in pl.artifacts] + [a[k] for a in pl.allies for k in ("weapon", "item")
                                                if a.get(k) is not None]


def take_artifact(state, p: int, inst: int, source: int) -> None:
    """An opponent's card takes p's Artifact `inst`: it is buried (a petrified ally with all it carries)."""
    pl = state.players[p]
    entry = next((a for a in pl.artifacts if a["card"] == inst), None)
    if entry is not None and entry.get("petrified"):
        lose_petrified(state, p, entry)
    elif entry is not None:
        pl.artifacts.remove(entry)
        state._bury(inst)
    else:
        holder = next(a for a in pl.allies if inst in (a["weapon"], a.get("item")))
        holder["weapon" if holder["weapon"] == inst else "item"] = None
        holder.pop("held_weapon", None)
        state._bury(inst)
    state._ev("MY-COMBAT-6", "stolen", player=f"p{p}", card=state.card[inst], thief=state.card[source])


def _present(state, attacker: int, source: int) -> bool:
    """Whether the card causing a loss is still in play: a monster in the threat or an assaulting ally's weapon."""
    pl = state.players[attacker]
    return source in pl.threat or any(a["weapon"] == source for a in pl.allies)


@handles("bury", "combat_loss", lambda card, b: b.timing == "combat_sanity_loss" and b.get("per") == "gets_through"
         and (b.target or {}).get("zone") == "artifacts")
def thief_tasks(state, attacker: int, target: int) -> list[CombatDecision]:
    """Return a decision per thief whose points got through: the target's guardian first, if it has one."""
    return [Guard(target, attacker, inst) for inst in state.players[attacker].threat
            if any(b.is_("bury", per="gets_through") for b in state.card_of(inst).effects)]


@handles("bury", "combat_loss", lambda card, b: b.timing == "combat_sanity_loss"
         and b.get("on") == "carrier_deals_loss")
def carrier_tasks(state, attacker: int, target: int) -> list[CombatDecision]:
    """Return a decision per assaulting ally's weapon that takes a random artifact when its attack gets through
    (Lightning Gun): the target's guardian may step in first."""
    pl = state.players[attacker]
    return [Guard(target, attacker, a["weapon"]) for a in pl.allies
            if a["card"] in pl.assault and a["weapon"] is not None and any(
                b.is_("bury", on="carrier_deals_loss")
                for b in state.card_of(a["weapon"]).effects)]


@handles("bury", "combat_loss", lambda card, b: b.timing == "combat_after_cosmic" and b.get("per") == "survivor"
         and (b.target or {}).get("zone") == "spells")
def survivor_tasks(state, attacker: int, target: int) -> list[CombatDecision]:
    """Return a spell pick per monster whose threat survived the cosmic battle (Insect from Shaggai)."""
    return [BurySpell(attacker, target, inst) for inst in state.players[attacker].threat
            if any(b.is_("bury", per="survivor") for b in state.card_of(inst).effects)]


def _spells(state, p: int) -> list[int]:
    pl = state.players[p]
    return [s for t in pl.tomes for s in t["spells"]] + [a["spell"] for a in pl.allies if a.get("spell") is not None]


@dataclass(frozen=True)
class Guard(CombatDecision):
    """The target (`player`) may bury a guardian ally instead of the artifact `source` would take, or decline."""

    kind: ClassVar[str] = "guard"
    attacker: int
    source: int

    def actions(self, state) -> list[Action]:
        """No answer (the task lapses) when the target has no artifact left or the thief is gone."""
        if not artifact_cards(state, self.player) or not _present(state, self.attacker, self.source):
            return []
        return [Action("guard", ally=a["card"]) for a in _guards(state, self.player)] + [DECLINE]

    def answer(self, state, action) -> None:
        state.combat_queue.pop(0)
        target, attacker, source = self.player, self.attacker, self.source
        if action.kind == "decline":
            if source in state.players[attacker].threat:   # a Mi-Go: its owner chooses the artifact
                state.combat_queue.insert(0, Steal(attacker, target, source))
            else:                                           # a Lightning Gun: a random one
                take_artifact(state, target, state.rng.choice(artifact_cards(state, target)), source)
            return
        guard = state.players[target].ally(action["ally"])
        state._lose_ally(target, guard)
        pl = state.players[attacker]
        if source in pl.threat:
            pl.threat.remove(source)
            record_left(state, attacker, source, "guarded", target, guard["card"])
        else:
            next(a for a in pl.allies if a["weapon"] == source)["weapon"] = None
        state._bury(source)                                 # its owner buries the card responsible
        state._ev("MY-COMBAT-6", "guarded", player=f"p{target}", card=state.card[guard["card"]],
                  thief=state.card[source])


@dataclass(frozen=True)
class Steal(CombatDecision):
    """The thief's owner (`player`) picks which artifact of `target` its card `source` takes (Mi-Go)."""

    kind: ClassVar[str] = "steal"
    target: int
    source: int

    def actions(self, state) -> list[Action]:
        return [Action("take", card=i) for i in artifact_cards(state, self.target)]

    def answer(self, state, action) -> None:
        state.combat_queue.pop(0)
        take_artifact(state, self.target, action["card"], self.source)


@dataclass(frozen=True)
class BurySpell(CombatDecision):
    """The Insect's owner (`player`) picks the spell of `target` its monster `source` buries."""

    kind: ClassVar[str] = "bury_spell"
    target: int
    source: int

    def actions(self, state) -> list[Action]:
        return [Action("take", card=s) for s in _spells(state, self.target)]

    def answer(self, state, action) -> None:
        state.combat_queue.pop(0)
        spell = action["card"]
        pl = state.players[self.target]
        for t in pl.tomes:
            if spell in t["spells"]:
                t["spells"].remove(spell)
                if spell in t["used"]:
                    t["used"].remove(spell)
        for a in pl.allies:
            if a.get("spell") == spell:
                a["spell"] = None
        state._bury(spell)
        state._ev("MY-COMBAT-6", "stolen", player=f"p{self.target}", card=state.card[spell],
                  thief=state.card[self.source])


@dataclass(frozen=True)
class Skillet(CombatDecision):
    """Cast-Iron Skillet, buried with its ally: its owner (`player`) moves `weapon` to another ally, or declines."""

    kind: ClassVar[str] = "skillet"
    weapon: int

    def actions(self, state) -> list[Action]:
        p, weapon = self.player, self.weapon
        if weapon not in state.players[p].story:
            return []
        return [Action("move", card=weapon, ally=a["card"]) for a in state.players[p].allies
                if a["weapon"] is None] + [DECLINE]

    def answer(self, state, action) -> None:
        state.combat_queue.pop(0)
        if action.kind != "move":
            return
        p, weapon = self.player, self.weapon
        state._take_from_story(p, weapon)                # it was about to be buried: it goes to the ally instead
        holder = state.players[p].ally(action["ally"])
        holder["weapon"] = weapon
        state._ev("MY-CARD-2", "weapon_moves", player=f"p{p}", card=state.card[weapon],
                  to=state.card[holder["card"]])
