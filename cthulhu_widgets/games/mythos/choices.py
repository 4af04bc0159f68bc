"""Choices cards leave to a player during the sanity-loss step (MY-COMBAT-6), each a decision task of the combat
queue: a guardian ally stepping in for a stolen artifact (Luther Harden, Ray Stuckey, The Terrible Old Man), the
thief's owner picking the artifact (Mi-Go), the Insect's owner picking the spell, and Cast-Iron Skillet moving to
another ally instead of being buried. A task names its deciding player second: (kind, player, ...)."""
from __future__ import annotations

from ...core.actions import Action

DECLINE = Action("decline")
KINDS = ("guard", "steal", "bury_spell", "skillet")


def _guards(state, p: int) -> list[dict]:
    """Return p's allies that may be buried instead of an artifact an opponent's card takes."""
    return [a for a in state.players[p].allies if not a["flipped"] and any(
        b.get("block") == "replacement" and b.get("instead") == "bury_self_and_opponent_buries_source"
        for b in state.c(a["card"]).effects)]


def thief_tasks(state, attacker: int, target: int) -> list[tuple]:
    """Return a decision per thief whose points got through: the target's guardian first, if it has one."""
    out = []
    for inst in state.players[attacker].threat:
        if any(b.get("block") == "bury" and b.get("per") == "gets_through" for b in state.c(inst).effects):
            out.append(("guard", target, attacker, inst) if _guards(state, target) else
                       ("steal", attacker, target, inst))
    return out


def survivor_tasks(state, attacker: int, target: int) -> list[tuple]:
    """Return a spell pick per monster whose threat survived the cosmic battle (Insect from Shaggai)."""
    return [("bury_spell", attacker, target, inst) for inst in state.players[attacker].threat
            if any(b.get("block") == "bury" and b.get("per") == "survivor" for b in state.c(inst).effects)]


def _spells(state, p: int) -> list[int]:
    pl = state.players[p]
    return [s for t in pl.tomes for s in t["spells"]] + [a["spell"] for a in pl.allies if a.get("spell") is not None]


def actions(state, task: tuple) -> list[Action]:
    """Return the legal answers to a choice task (none: the task lapses, e.g. the artifact is gone)."""
    kind = task[0]
    if kind == "guard":
        _, target, attacker, thief = task
        if not state.players[target].artifacts or thief not in state.players[attacker].threat:
            return []
        return [Action("guard", ally=a["card"]) for a in _guards(state, target)] + [DECLINE]
    if kind == "steal":
        return [Action("take", card=a["card"]) for a in state.players[task[2]].artifacts]
    if kind == "bury_spell":
        return [Action("take", card=s) for s in _spells(state, task[2])]
    _, p, weapon = task
    if weapon not in state.players[p].story:
        return []
    return [Action("move", card=weapon, ally=a["card"]) for a in state.players[p].allies if a["weapon"] is None] + \
        [DECLINE]


def step(state, task: tuple, action) -> None:
    """Carry out the answer to a choice task."""
    kind = task[0]
    if kind == "guard":
        _, target, attacker, thief = task
        if action.kind == "decline":
            state.combat_queue.insert(0, ("steal", attacker, target, thief))
            return
        guard = next(a for a in state.players[target].allies if a["card"] == action["ally"])
        state._lose_ally(target, guard)
        state.players[attacker].threat.remove(thief)
        state._bury(thief)                               # its owner buries the card responsible
        state._ev("MY-COMBAT-6", "guarded", player=f"p{target}", card=state.card[guard["card"]],
                  thief=state.card[thief])
    elif kind == "steal":
        from .blocks import _take_artifact
        target = task[2]
        item = next(a for a in state.players[target].artifacts if a["card"] == action["card"])
        _take_artifact(state, target, item)
        state._ev("MY-COMBAT-6", "stolen", player=f"p{target}", card=state.card[item["card"]],
                  thief=state.card[task[3]])
    elif kind == "bury_spell":
        target, spell = task[2], action["card"]
        pl = state.players[target]
        for t in pl.tomes:
            if spell in t["spells"]:
                t["spells"].remove(spell)
                if spell in t["used"]:
                    t["used"].remove(spell)
        for a in pl.allies:
            if a.get("spell") == spell:
                a["spell"] = None
        state._bury(spell)
        state._ev("MY-COMBAT-5", "stolen", player=f"p{target}", card=state.card[spell], thief=state.card[task[3]])
    elif action.kind == "move":
        _, p, weapon = task
        state.players[p].story.remove(weapon)            # it was about to be buried: it goes to the ally instead
        holder = next(a for a in state.players[p].allies if a["card"] == action["ally"])
        holder["weapon"] = weapon
        state._ev("MY-CARD-2", "weapon_moves", player=f"p{p}", card=state.card[weapon],
                  to=state.card[holder["card"]])
