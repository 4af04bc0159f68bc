"""The tasks of the combat queue (MY-COMBAT-1..7): the decisions every combat asks for (direct, commit, use) and
the automatic steps (reveal, battle, a threat's hit and loss, end, close). Each task is a record; the Combat
mixin runs them in order (`Combat._next_combat_decision`). The card choices of the sanity-loss step are in
choices.py, the Yithian's in conversions.py."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...core.actions import Action
from .decisions import DONE, AutoTask, CombatDecision
from .spells import combat_uses, use


@dataclass(frozen=True)
class Direct(CombatDecision):
    """MY-COMBAT-1 (3–4 players, or an ambusher): direct the threat at an opponent."""

    kind: ClassVar[str] = "direct"

    def actions(self, state) -> list[Action]:
        return [Action("direct", target=f"p{q}") for q in state.active() if q != self.player]

    def answer(self, state, action) -> None:
        state.players[self.player].target = state.seat_index(action["target"])
        state._ev("MY-COMBAT-1", "directs", player=f"p{self.player}", target=action["target"])
        state.combat_queue.pop(0)

    def lapses(self, legal: list) -> bool:
        return False                                       # asked even with a single opponent left


@dataclass(frozen=True)
class Commit(CombatDecision):
    """MY-COMBAT-2: commit allies as defenders (enchanted or ambushing allies also as assaulting), then done."""

    kind: ClassVar[str] = "commit"

    def actions(self, state) -> list[Action]:
        return state._commit_actions(self.player)

    def answer(self, state, action) -> None:
        state._committed(self.player, action)


@dataclass(frozen=True)
class UseStep(CombatDecision):
    """MY-COMBAT-3: use any number of spells and artifacts, then done."""

    kind: ClassVar[str] = "use"

    def actions(self, state) -> list[Action]:
        return combat_uses(state, self.player) + [DONE]

    def answer(self, state, action) -> None:
        if action.kind == "done":
            state._task_done()
        else:
            use(state, self.player, action)


@dataclass(frozen=True)
class Reveal(AutoTask):
    """MY-COMBAT-4: the threats turn face up."""

    def run(self, state) -> None:
        state._combat_reveal()


@dataclass(frozen=True)
class Battle(AutoTask):
    """MY-COMBAT-5: the cosmic battle; queues each threat's hit."""

    def run(self, state) -> None:
        state._combat_battle()


@dataclass(frozen=True)
class Hit(AutoTask):
    """MY-COMBAT-6: the threat of `attacker` hits its target with what is left of its points."""

    attacker: int
    points: int
    invisible: int

    def run(self, state) -> None:
        state._combat_hit(self.attacker, self.points, self.invisible)


@dataclass(frozen=True)
class Lose(AutoTask):
    """MY-COMBAT-6: `target` loses `loss` Sanity to the threat of `attacker` (after the choices it caused)."""

    target: int
    loss: int
    attacker: int

    def run(self, state) -> None:
        state._combat_lose(self.target, self.loss, self.attacker)


@dataclass(frozen=True)
class End(AutoTask):
    """MY-COMBAT-7: the monsters that fought and the assaulting allies are buried."""

    def run(self, state) -> None:
        state._combat_end()


@dataclass(frozen=True)
class Close(AutoTask):
    """MY-COMBAT-7 (after any last choice): Great Old Ones age; the round goes on to its end."""

    def run(self, state) -> None:
        state._combat_close()
