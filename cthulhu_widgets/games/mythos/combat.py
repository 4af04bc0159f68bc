"""Combat (MY-COMBAT-1..7): direct threats, commit allies, reveal, cosmic battle, sanity loss, end."""
from __future__ import annotations

from ...core.actions import Action
from .blocks import (ambush_ready, carriers_strike, command_bonus, incoming_reduction, keeps_weapon_elsewhere,
                     monster_keywords, monster_value, reveal_flips, survives_absorbing, survivors_strike,
                     thieves_strike)

DONE = Action("done")
WEAPONS = ("Weapon", "Enchanted Weapon")


class Combat:
    """Mixin of State: the combat of a round."""

    __slots__ = ()

    def _bury(self, inst: int) -> None:
        """Put a card at the bottom of its owner's story deck (MY-ZONE-2)."""
        self.players[self.owner[inst]].story.insert(0, inst)

    def ally_value(self, ally: dict) -> int:
        """Return an ally's value with its weapon's bonus (MY-CARD-2) and the value modifiers in force."""
        from .blocks import ally_value
        return ally_value(self, ally)

    def _enchanted(self, ally: dict) -> bool:
        return ally["weapon"] is not None and self.c(ally["weapon"]).subtype == "Enchanted Weapon"

    # ----- steps --------------------------------------------------------------------------------------
    def _start_combat(self) -> None:
        """MY-COMBAT-1: each threat is directed at an opponent (in a 2-player game, the other player)."""
        self.phase = "combat"
        for pl in self.players:
            pl.target, pl.defenders, pl.assault = None, [], []
        attackers = [p for p in self.order if self.players[p].threat]
        self._ev("MY-COMBAT-1", "combat", threats={f"p{p}": len(self.players[p].threat) for p in attackers})
        self.combat_queue = []
        for p in attackers:
            others = [q for q in range(len(self.players)) if q != p]
            if len(others) == 1:
                self.players[p].target = others[0]
            else:
                self.combat_queue.append(("direct", p))
        for p, pl in enumerate(self.players):             # Ambush: allies may attack without a threat
            if pl.ambush and pl.target is None and p not in attackers and pl.allies:
                pl.target = next(q for q in range(len(self.players)) if q != p)
        self.combat_queue += [("commit", p) for p in self.order if self.players[p].allies]
        self._next_combat_decision()

    def _next_combat_decision(self) -> None:
        while self.combat_queue:
            kind, p = self.combat_queue[0]
            if kind == "direct" or self._combat_actions(p, "commit") != [DONE]:
                self._ask(p, (kind,))
                return
            self.combat_queue.pop(0)
        self._resolve_combat()

    def _combat_actions(self, p: int, kind: str) -> list[Action]:
        pl = self.players[p]
        if kind == "direct":
            return [Action("direct", target=f"p{q}") for q in range(len(self.players)) if q != p]
        targeted = any(q.target == p for q in self.players if q.threat)
        out = []
        for a in pl.allies:
            if a["flipped"] or a["card"] in pl.defenders or a["card"] in pl.assault:
                continue
            if targeted:
                out.append(Action("defend", ally=a["card"]))           # MY-COMBAT-2
            ambush = pl.ambush and pl.target is not None and ambush_ready(self, p, pl.target)
            if (self._enchanted(a) or ambush) and pl.target is not None:
                out.append(Action("assault", ally=a["card"]))          # MY-CARD-2: enchanted weapons assault
        return out + [DONE]

    def _combat_step(self, p: int, kind: str, action) -> None:
        pl = self.players[p]
        if kind == "direct":
            pl.target = self.seat_index(action["target"])
            self._ev("MY-COMBAT-1", "directs", player=f"p{p}", target=action["target"])
            self.combat_queue.pop(0)
        elif action.kind == "defend":
            pl.defenders.append(action["ally"])
            self._ev("MY-COMBAT-2", "defends", player=f"p{p}", card=self.card[action["ally"]])
        elif action.kind == "assault":
            pl.assault.append(action["ally"])
            self._ev("MY-COMBAT-2", "assaults", player=f"p{p}", card=self.card[action["ally"]])
        else:
            self.combat_queue.pop(0)
        self._next_combat_decision()

    def _resolve_combat(self) -> None:
        """MY-COMBAT-3..7: no combat spells or artifacts are implemented yet; reveal, cancel, lose, bury."""
        self._ev("MY-COMBAT-3", "no_combat_uses")
        attack = {}
        for p, pl in enumerate(self.players):
            if pl.target is None or not (pl.threat or pl.assault):
                continue
            cards = [self.card[i] for i in pl.threat]
            self._ev("MY-COMBAT-4", "reveal", player=f"p{p}", cards=cards)
            reveal_flips(self, p, pl.target)
            normal = bypass = invisible = 0
            for inst in pl.threat:
                kw = monster_keywords(self, inst, pl.target)
                value = monster_value(self, inst)
                if "bypass" in kw:
                    bypass += value
                elif "invisible" in kw:
                    invisible += value
                else:
                    normal += value
            normal += sum(self.ally_value(a) for a in pl.allies if a["card"] in pl.assault)
            cut = incoming_reduction(self, pl.target)     # e.g. Arkham Police Department: each threat -1
            for i in range(3):
                take = min(cut, [normal, invisible, bypass][i])
                cut -= take
                if i == 0:
                    normal -= take
                elif i == 1:
                    invisible -= take
                else:
                    bypass -= take
            attack[p] = [normal, invisible, bypass]
        self._cosmic_battle(attack)
        for p, (normal, invisible, bypass) in attack.items():
            self._sanity_loss(p, self.players[p].target, normal + bypass, invisible)
            if self.result is not None:
                return
        self._end_combat()

    def _cosmic_battle(self, attack: dict) -> None:
        """MY-COMBAT-5: threats directed at each other cancel point for point (Bypass points skip it)."""
        for p, q in [(p, q) for p in attack for q in attack if p < q]:
            if self.players[p].target != q or self.players[q].target != p:
                continue
            a = attack[p][0] + attack[p][1]
            b = attack[q][0] + attack[q][1]
            cancel = min(a, b)
            for side in (attack[p], attack[q]):
                take = min(cancel, side[0])
                side[0] -= take
                side[1] -= cancel - take
            self._ev("MY-COMBAT-5", "cosmic_battle", a=f"p{p}", b=f"p{q}", cancelled=cancel)

    def _sanity_loss(self, attacker: int, target: int, points: int, invisible: int) -> None:
        """MY-COMBAT-6: defending allies absorb up to their value and are buried; the rest hits Sanity."""
        defender = self.players[target]
        through = points + invisible > 0      # some points got through to the allies or the investigator
        for inst in list(defender.defenders):
            if points + invisible <= 0:
                break
            ally = next((a for a in defender.allies if a["card"] == inst), None)
            if ally is None or ally["flipped"]:
                continue  # a flipped defender stops defending
            room = self.ally_value(ally) + command_bonus(self, target, ally)
            absorbed = min(room, points)
            points -= absorbed
            if self._enchanted(ally):  # only enchanted weapons stop invisible points
                extra = min(room - absorbed, invisible)
                invisible -= extra
                absorbed += extra
            if absorbed > 0:
                self._ev("MY-COMBAT-6", "absorbs", player=f"p{target}", card=self.card[inst], points=absorbed)
                if not survives_absorbing(self, ally, absorbed, room):
                    self._lose_ally(target, ally)
        loss = points + invisible
        if through:
            thieves_strike(self, attacker, target)
            carriers_strike(self, attacker, target)
            survivors_strike(self, attacker, target)          # its threat survived the cosmic battle
        if loss:
            self._gain(target, -loss, "MY-COMBAT-6", f"p{attacker}'s threat")

    def _lose_ally(self, p: int, ally: dict) -> None:
        pl = self.players[p]
        pl.allies.remove(ally)
        self._bury(ally["card"])
        if ally["weapon"] is not None and not keeps_weapon_elsewhere(self, p, ally["weapon"], ally):
            self._bury(ally["weapon"])                       # the weapon shares its ally's fate
        if ally.get("item") is not None:
            self._bury(ally["item"])                         # so does a carried item

    def _end_combat(self) -> None:
        """MY-COMBAT-7: monsters that fought and assaulting allies are buried; Great Old Ones age."""
        for p, pl in enumerate(self.players):
            if pl.target is not None:
                for inst in pl.threat:
                    self._bury(inst)
                pl.threat = []
                for inst in pl.assault:
                    ally = next((a for a in pl.allies if a["card"] == inst), None)
                    if ally is not None:
                        self._lose_ally(p, ally)
            if pl.goo is not None:
                pl.goo_age += 1
                if pl.goo_age >= 2:                         # MY-CARD-5: sideways after one combat, then buried
                    self._bury(pl.goo)
                    self._ev("MY-CARD-5", "goo_leaves", player=f"p{p}", card=self.card[pl.goo])
                    pl.goo = None
            pl.target, pl.defenders, pl.assault, pl.ambush = None, [], [], False
        self._ev("MY-COMBAT-7", "combat_ends")
        self._end_round()
