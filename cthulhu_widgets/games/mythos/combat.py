"""Combat (MY-COMBAT-1..7): direct threats, commit allies, use spells and artifacts, reveal, cosmic battle,
sanity loss, end. Decisions and automatic steps run from one queue of tasks, so any step may stop for a choice."""
from __future__ import annotations

from ...core.actions import Action
from . import choices
from .card_effects import ambush_ready, reveal_flips
from .values import (ally_value, bury_worthless_allies, command_bonus, incoming_reduction, keeps_weapon_elsewhere,
                     monster_keywords, monster_value, survives_absorbing)
from .combat_tasks import Battle, Close, Commit, Direct, End, Hit, Lose, Reveal, UseStep
from .conversions import Yithian, yithian_may_convert
from .decisions import DECLINE, DONE, AutoTask



def fights_of(state) -> list[dict]:
    """Return the fights of the combat record (`state.fights`): one per threat that attacked, with its fighters'
    values at the reveal (`values`); the record's other entries are the monsters weapons buried (`hounds_of`)."""
    return [f for f in state.fights if "attacker" in f]


def hounds_of(state) -> list[dict]:
    """Return the monsters weapons buried from a threat this combat, as the combat record keeps them (MY-COMBAT-3):
    who used which card on whose threat, and whether that emptied it (then no fight)."""
    return [f["hounded"] for f in state.fights if "hounded" in f]

class Combat:
    """Mixin of State: the combat of a round."""

    __slots__ = ()

    def _bury(self, inst: int) -> None:
        """Put a card at the bottom of its owner's story deck (MY-ZONE-2)."""
        self.players[self.owner[inst]].story.insert(0, inst)

    def _to_discard(self, inst: int) -> None:
        """Put a card on its owner's discard pile (MY-ZONE-2)."""
        self.players[self.owner[inst]].discard.append(inst)

    def ally_value(self, ally: dict) -> int:
        """Return an ally's value with its weapon's bonus (MY-CARD-2) and the value modifiers in force."""
        return ally_value(self, ally)

    def _enchanted(self, ally: dict) -> bool:
        return ally["weapon"] is not None and self.card_of(ally["weapon"]).subtype == "Enchanted Weapon"

    def active(self) -> list[int]:
        """Return the players still in the game, in seat order (sanity_zero="eliminate" removes some)."""
        return [p for p in self.order if not self.players[p].eliminated]

    def _in_turn_order(self) -> list[int]:
        lead = self.order[self.lead]
        order = self.order[self.order.index(lead):] + self.order[:self.order.index(lead)]
        return [p for p in order if not self.players[p].eliminated]

    # ----- steps --------------------------------------------------------------------------------------
    def _start_combat(self) -> None:
        """MY-ROUND-4: combat starts. MY-COMBAT-1: each threat is directed at an opponent (in a 2-player game, the
        other player, logged at once)."""
        self.phase = "combat"
        self.fights, self.marked, self.commands, self.rooms = [], [], {}, {}
        for pl in self.players:
            pl.target, pl.defenders, pl.defends, pl.assault, pl.captives = None, [], {}, [], []
        active = self.active()
        attackers = [p for p in active if self.players[p].threat]
        self._ev("MY-ROUND-4", "combat", threats={f"p{p}": len(self.players[p].threat) for p in attackers})
        queue: list = []
        for p in attackers:
            others = [q for q in active if q != p]
            if len(others) == 1:
                self.players[p].target = others[0]
                self._ev("MY-COMBAT-1", "directs", player=f"p{p}", target=f"p{others[0]}")
            else:
                queue.append(Direct(p))
        self._ambushes(active, attackers, queue)
        order = self._in_turn_order()
        queue += [Commit(p) for p in order if self.players[p].allies]
        queue += [UseStep(p) for p in order]              # MY-COMBAT-3, in turn order
        self.combat_queue = queue + [Reveal(), Battle(), End(), Close()]
        self._next_combat_decision()

    def _ambushes(self, active: list, attackers: list, queue: list) -> None:
        """Ambush: allies may attack without a threat, only while both seats stand at City locations of one
        sub-region; one whose condition fails says so and aims nothing (newcomer review 10: the bot defended against
        a threat the reader did not have, and no one said why no assault was offered)."""
        for p in active:
            pl = self.players[p]
            others = [q for q in active if q != p]
            if not pl.ambush or not (pl.allies or p in attackers):
                continue
            if len(others) == 1 and not ambush_ready(self, p, others[0]):
                self._ev("MY-COMBAT-2", "ambush_off", player=f"p{p}", target=f"p{others[0]}")
            elif p not in attackers and pl.allies:
                if len(others) == 1:
                    pl.target = others[0]
                else:
                    queue.append(Direct(p))               # the ambusher chooses whom to attack

    def _next_combat_decision(self) -> None:
        """Run automatic steps until a player has a decision to make (or the game or the combat ends)."""
        while self.combat_queue and self.result is None:
            task = self.combat_queue[0]
            if isinstance(task, AutoTask):
                self.combat_queue.pop(0)
                task.run(self)
                if isinstance(task, Close):
                    return
                continue
            p = task.player
            legal = [] if self.players[p].eliminated else task.actions(self)
            if legal == [DECLINE]:                        # nothing to choose: the choice is declined at once
                task.answer(self, DECLINE)
                continue
            if not task.lapses(legal):
                self._ask(f"p{p}", task)
                return
            self._task_done()

    def _commit_actions(self, p: int) -> list[Action]:
        """MY-COMBAT-2: each free ally may defend against one threat aimed at p (named by its attacker: a threat or
        an ambush) or assault (enchanted, or in an ambush)."""
        pl = self.players[p]
        threats = [f"p{q}" for q in self.active() if q != p and self.players[q].target == p]
        out = []
        for a in pl.allies:
            if a["flipped"] or a["card"] in pl.defenders or a["card"] in pl.assault:
                continue
            out += [Action("defend", ally=a["card"], threat=q) for q in threats]    # MY-COMBAT-2: per threat
            ambush = pl.ambush and pl.target is not None and ambush_ready(self, p, pl.target)
            if (self._enchanted(a) or ambush) and pl.target is not None:
                out.append(Action("assault", ally=a["card"]))          # MY-CARD-2: enchanted weapons assault
        return out + [DONE]

    def _committed(self, p: int, action) -> None:
        """Carry out a commit answer: a defender, an assaulting ally, or done."""
        pl = self.players[p]
        if action.kind == "defend":
            pl.defenders.append(action["ally"])
            pl.defends[action["ally"]] = self.seat_index(action["threat"])
            if self.players[self.seat_index(action["threat"])].threat:
                self._ev("MY-COMBAT-2", "defends_against", player=f"p{p}", card=self.card[action["ally"]],
                         threat=action["threat"])
            else:       # an ambusher's allies, no threat (newcomer review 10: "against your threat" read as a lie)
                self._ev("MY-COMBAT-2", "defends_ambush", player=f"p{p}", card=self.card[action["ally"]],
                         threat=action["threat"])
        elif action.kind == "assault":
            pl.assault.append(action["ally"])
            self._ev("MY-COMBAT-2", "assaults", player=f"p{p}", card=self.card[action["ally"]])
        else:
            self._task_done()

    def _task_done(self) -> None:
        """A decision task is over; a player's commit fixes its defenders' command bonuses (MY-CLAR-1)."""
        task = self.combat_queue.pop(0)
        if isinstance(task, Commit):
            self._fix_commands(task.player)
            self._no_defenders(task.player)

    def _no_defenders(self, p: int) -> None:
        """MY-COMBAT-2: a seat attacked with allies in play that commits none says why, its choice or no free ally
        (review 25, mythos_en 1: the bot's five allies stayed out of a fight with no word why)."""
        pl = self.players[p]
        attacked = any(self.players[q].target == p for q in self.active() if q != p)
        if not attacked or not pl.allies or pl.defenders:
            return
        free = sum(1 for a in pl.allies if not a["flipped"] and a["card"] not in pl.assault)
        if not free and not all(a["flipped"] for a in pl.allies):
            return                                         # its free allies assault: told already
        how = "face_down" if not free else "one" if free == 1 else "choice"
        self._ev("MY-COMBAT-2", "no_defenders", player=f"p{p}", free=free, how=how)

    def _fix_commands(self, p: int) -> None:
        """MY-CLAR-1: bonuses that depend on a card in play (The Two Scepters) are fixed once defenders are
        committed: a carrier buried while absorbing no longer takes them away."""
        for a in self.players[p].allies:
            if a["card"] in self.players[p].defenders:
                self.commands[a["card"]] = bonus = command_bonus(self, p, a)
                if bonus:
                    self._ev("MY-CLAR-1", "commanded", player=f"p{p}", card=self.card[a["card"]], bonus=bonus)

    def _fix_rooms(self, p: int) -> None:
        """Fix how much each of p's defenders absorbs before any absorption, so that the order in which they
        absorb (and are buried) never changes the result (MY-CLAR-1)."""
        for a in self.players[p].allies:
            if a["card"] in self.players[p].defenders and a["card"] not in self.rooms:
                self.rooms[a["card"]] = self.ally_value(a) + self.commands.get(a["card"], 0)

    def _attacking(self) -> list[int]:
        return [p for p, pl in enumerate(self.players)
                if pl.target is not None and not pl.eliminated and (pl.threat or pl.assault or pl.captives)]

    def _combat_reveal(self) -> None:
        """MY-COMBAT-4: threats turn face up; "when revealed" effects apply (flips, then the Yithian's choice)."""
        asks = []
        for p in self._attacking():
            pl = self.players[p]
            self._ev("MY-COMBAT-4", "reveal", player=f"p{p}", cards=[self.card[i] for i in pl.threat])
            reveal_flips(self, p, pl.target)
            if yithian_may_convert(self, p):
                asks.append(Yithian(p))
        self.combat_queue[0:0] = asks

    def _combat_battle(self) -> None:
        """MY-COMBAT-5/6: cosmic battle, then each threat's remaining points hit its target."""
        bury_worthless_allies(self)                       # after the use step and the reveal (MY-CLAR-5)
        for p in self.active():
            self._fix_rooms(p)
        attack = {}
        for p in self._attacking():
            pl = self.players[p]
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
            normal += sum(self.ally_value(a) for a in pl.captives)       # allies a Yithian took into the threat
            cut = incoming_reduction(self, pl.target)     # e.g. Arkham Police Department: each threat -1
            sides = [normal, invisible, bypass]
            for i in range(3):
                take = min(cut, sides[i])
                cut -= take
                sides[i] -= take
            attack[p] = sides
            fighters = pl.threat + pl.assault + [a["card"] for a in pl.captives]
            self.fights.append({"attacker": f"p{p}", "target": f"p{pl.target}",
                                "cards": [self.card[i] for i in fighters], "insts": fighters,
                                "normal": sides[0], "invisible": sides[1], "bypass": sides[2], "cancelled": 0,
                                "absorbed": [], "lost": 0, "values": self._fighter_values(pl)})
        self._cosmic_battle(attack)
        self.combat_queue[0:0] = [Hit(p, normal + bypass, invisible)
                                  for p, (normal, invisible, bypass) in attack.items()]

    def _fighter_values(self, pl) -> list[int]:
        """Return each fighter's value as its threat summed it at the reveal (threat, assault, captives: the order
        of a fight's insts), kept in its fight as `values` for the story's total (newcomer review 6: '6, 2 = 9')."""
        return ([monster_value(self, i) for i in pl.threat] + [self.ally_value(pl.ally(i)) for i in pl.assault]
                + [self.ally_value(a) for a in pl.captives])

    def _fight(self, p: int) -> dict:
        return next(f for f in fights_of(self) if f["attacker"] == f"p{p}")

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
            for x in (p, q):
                self._fight(x)["cancelled"] = cancel
            self._ev("MY-COMBAT-5", "cosmic_battle", a=f"p{p}", b=f"p{q}", cancelled=cancel)

    def _absorb(self, target: int, points: int, invisible: int, record: list, attacker: int | None = None
                ) -> tuple[int, int]:
        """MY-COMBAT-6: each defender in order absorbs up to its value and is buried; return what is left. In combat
        only the defenders assigned to the attacker's threat absorb (MY-COMBAT-2)."""
        defender = self.players[target]
        for inst in [d for d in defender.defenders if attacker is None or defender.defends.get(d) == attacker]:
            if points + invisible <= 0:
                break
            ally = defender.ally(inst)
            if ally is None or ally["flipped"]:
                continue  # a flipped (or petrified, or taken) defender stops defending
            room = self.rooms.get(inst, self.ally_value(ally) + self.commands.get(inst, 0))
            absorbed = min(room, points)
            points -= absorbed
            if self._enchanted(ally):  # only enchanted weapons stop invisible points
                extra = min(room - absorbed, invisible)
                invisible -= extra
                absorbed += extra
            if absorbed > 0:
                record.append({"card": self.card[inst], "inst": inst, "points": absorbed})
                if survives_absorbing(self, ally, absorbed, room):   # Harry Houdini stays: the story said him buried
                    self._ev("MY-COMBAT-6", "absorbs_stays", player=f"p{target}", card=self.card[inst],   # (review 10)
                             points=absorbed)
                else:
                    self._ev("MY-COMBAT-6", "absorbs", player=f"p{target}", card=self.card[inst], points=absorbed)
                    self._lose_ally(target, ally)
        return points, invisible

    def _defender_record(self, target: int, inst: int) -> dict:
        """Return a defender as its fight keeps it; a flipped one is marked: MY-COMBAT-6 lets it absorb nothing, and a
        bare '0 absorbed' beside points that got through read as a contradiction (newcomer review 7, Henry W. Akeley)."""
        ally = self.players[target].ally(inst)
        rec = {"card": self.card[inst], "inst": inst}
        if ally is not None and ally["flipped"]:
            rec["flipped"] = True
        elif ally is not None:
            # the value it defends with now (weapon, Day or Night, cards in play): buried afterwards, the table showed
            # its printed value beside what it absorbed, "Gomes 2 absorbs 3" (newcomer review 11, Mythos finding 3);
            # a flipped one defends with nothing, so it has none
            rec["value"] = self.ally_value(ally)
        return rec

    def _combat_hit(self, attacker: int, points: int, invisible: int) -> None:
        """MY-COMBAT-6: defending allies absorb up to their value and are buried; the thieves and survivors of a
        threat that got through strike (their owners choose what they take); then the rest hits Sanity."""
        target = self.players[attacker].target
        if self.players[target].eliminated:
            return
        fight = self._fight(attacker)
        # who stood against this threat, kept past the combat's close (it empties `defenders`): a defender that
        # absorbed nothing is in no other record, and a newcomer never saw who had defended (issue 23 round D)
        fight["defenders"] = [self._defender_record(target, d) for d in self.players[target].defenders
                              if self.players[target].defends.get(d) == attacker]
        through = points + invisible > 0      # some points got through to the allies or the investigator
        queued = len(self.combat_queue)
        points, invisible = self._absorb(target, points, invisible, fight["absorbed"], attacker)
        fight["lost"] = loss = points + invisible
        tasks = []
        if through:
            tasks = choices.thief_tasks(self, attacker, target) + choices.carrier_tasks(self, attacker, target)
            tasks += choices.survivor_tasks(self, attacker, target)   # its threat survived the cosmic battle
        at = len(self.combat_queue) - queued                           # after any Skillet choice just queued
        self.combat_queue[at:at] = tasks + [Lose(target, loss, attacker)]

    def _combat_lose(self, target: int, loss: int, attacker: int) -> None:
        if loss and not self.players[target].eliminated:
            self._gain(target, -loss, "MY-COMBAT-6", f"p{attacker}'s threat")

    def _lose_ally(self, p: int, ally: dict) -> None:
        """An ally leaves play with everything it carries: buried, or discarded when marked (Command of the
        Bloody Tongue)."""
        pl = self.players[p]
        if ally in pl.allies:
            pl.allies.remove(ally)
        discard = ally["card"] in self.marked
        put = self._to_discard if discard else self._bury
        put(ally["card"])
        if ally["weapon"] is not None and (discard or not keeps_weapon_elsewhere(self, p, ally["weapon"], ally)):
            put(ally["weapon"])                              # the weapon shares its ally's fate
        for key in ("item", "spell"):
            if ally.get(key) is not None:
                put(ally[key])                               # so does anything it carries
        for t in [t for t in pl.tomes if t.get("holder") == ally["card"]]:
            pl.tomes.remove(t)
            for inst in [t["card"], *t["spells"]]:
                put(inst)
        for a in [a for a in pl.artifacts if a.get("holder") == ally["card"]]:
            pl.artifacts.remove(a)
            put(a["card"])

    def _combat_end(self) -> None:
        """MY-COMBAT-7: monsters that fought and assaulting allies are buried; Great Old Ones age."""
        for p, pl in enumerate(self.players):
            if pl.target is not None:
                for inst in pl.threat:
                    self._bury(inst)
                pl.threat = []
                for inst in pl.assault:
                    ally = pl.ally(inst)
                    if ally is not None:
                        self._lose_ally(p, ally)
            for ally in pl.captives:                        # a Yithian's captive is buried by its owner
                self._lose_ally(self.owner[ally["card"]], ally)
            pl.captives = []

    def _combat_close(self) -> None:
        """MY-COMBAT-7 (after any last choice): Great Old Ones age; the round goes on to its end."""
        for p, pl in enumerate(self.players):
            if pl.goo is not None:
                pl.goo_age += 1
                if pl.goo_age >= 2:                         # MY-CARD-5: sideways after one combat, then buried
                    self._bury(pl.goo)
                    self._ev("MY-CARD-5", "goo_leaves", player=f"p{p}", card=self.card[pl.goo])
                    pl.goo = None
            pl.target, pl.defenders, pl.defends, pl.assault, pl.ambush = None, [], {}, [], False
        self.marked, self.commands, self.rooms = [], {}, {}
        self._ev("MY-COMBAT-7", "combat_ends")
        self._end_round()
