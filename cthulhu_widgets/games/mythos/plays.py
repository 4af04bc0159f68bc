"""Card play (MY-ROUND-2, MY-LOC, MY-CARD, MY-ADV): what a player may do on a turn, and doing it."""
from __future__ import annotations

from itertools import combinations

from ...core.actions import Action
from .abilities import attach, flip, load_into_ally, turn_actions
from .card_effects import (goo_entered, passes_to_end, phobias_on_adventure, remain, remain_actions,
                           sanity_gain_blocked)
from .card_types import JOINED, card_rule
from .conversions import ally_plays, play_as_ally
from .data import WEAPON_SUBTYPES as WEAPONS
from .effects import handles, missing_blocks
from .movement import gate_reusable, retrieval_actions, retrieve
from .places import features, has_attribute, recruits_here, recruits_on_journey
from .requirements import adventure_met, goo_met
from .spells import cast

PASS, ARRIVE = Action("pass"), Action("arrive")


class Plays:
    """Mixin of State: the turn of card play."""

    __slots__ = ()

    # ----- where the player is ---------------------------------------------------------------------

    def _affords(self, p: int, cost: int) -> bool:
        """MY-CLAR-3: whether p may pay `cost` Sanity: at least 1 must be left (fatal_costs: it may reach 0)."""
        return self.players[p].sanity - max(0, cost) >= (0 if self.rules.fatal_costs else 1)

    def _play_cost(self, p: int, action) -> int:
        """Return the Sanity a play costs: what its pentagrams and a reused gate take, gains applied first and capped
        at the maximum (MY-INV-2); a location's Sanity applies on arrival and is no cost."""
        changes = [amount for amount, _, _ in self._pentagrams(p, action)]
        gains = 0 if sanity_gain_blocked(self) else sum(c for c in changes if c > 0)
        pl = self.players[p]
        top = self.card_set.investigators[pl.inv].sanity_max
        after = min(top, pl.sanity + gains) + sum(c for c in changes if c < 0)
        return max(0, pl.sanity - after)

    def _pentagrams(self, p: int, action) -> list[tuple[int, str, str]]:
        """Return the Sanity changes a play makes at once, each (amount, rule, why): the pentagram of every card it
        puts into play (a joined spell's is its casting cost, MY-CARD-4) and a reused gate's (MY-LOC-7). A location's
        applies on arrival (MY-LOC-6), an adventure's is its reward (MY-ADV-3)."""
        card = self.card_of(action["card"])
        if card.type in ("location", "adventure"):
            return []
        face_down = card.type == "monster" and not action.get("as_ally") and not self._is_goo(card)

        def why(inst: int) -> str:
            return "a face-down monster" if face_down else self.card[inst]

        joined = [i for i in [action.get("weapon"), *self._joined(action)] if i is not None]
        out = [(card.sanity or 0, card_rule(card, bool(action.get("as_ally"))), why(action["card"]))]
        out += [(self.card_of(i).sanity or 0, "MY-CARD-8", why(i)) for i in joined]
        pl = self.players[p]
        if face_down and pl.gate_used:                     # a reused gate costs the location's Sanity again
            out.append((self.card_of(pl.story[-1]).sanity or 0, "MY-LOC-7", self.card[pl.story[-1]]))
        return out

    # ----- the legal plays ----------------------------------------------------------------------------
    def _play_actions(self, p: int) -> list[Action]:
        pl = self.players[p]
        if pl.rest:
            return [Action("rest")]  # a forced rest: neither a card nor a pass (Bellevue Hospital)
        if pl.passed:
            return [PASS]  # MY-ROUND-3: a player who passed only passes
        out: list[Action] = []
        if pl.top_state == "walking":
            out.append(ARRIVE)
        seen = set()
        for inst in pl.hand:
            cid = self.card[inst]
            if cid in seen:
                continue
            seen.add(cid)
            out += self._plays_of(p, inst)
        out += self._group_plays(p)
        out = [a for a in out if a.kind != "play" or self._affords(p, self._play_cost(p, a))]   # MY-CLAR-3
        out += self._load_actions(p)
        out += remain_actions(self, p) + retrieval_actions(self, p) + turn_actions(self, p)
        out.append(PASS)
        return out

    def _plays_of(self, p: int, inst: int) -> list[Action]:
        card = self.card_of(inst)
        kind = card.type
        if kind == "location":
            return [Action("play", card=inst)] if self._location_mode(p, inst) else []
        if kind == "ally":
            if not self._can_recruit(p, inst):
                return []
            armed = [Action("play", card=inst, weapon=w) for w in self.players[p].hand      # MY-CARD-8: ally + weapon
                     if self.card_of(w).subtype in WEAPONS and has_attribute(self, p, "Artifact")]
            return [Action("play", card=inst)] + armed
        if kind == "artifact":
            return self._artifact_plays(p, inst)
        if kind == "tome":
            return self._tome_plays(p, inst)
        if kind == "monster":
            if not self._can_summon(p, inst):
                return ally_plays(self, p, inst)
            return [Action("play", card=inst)] + ally_plays(self, p, inst)
        if kind == "event":
            return self._event_plays(p, inst)
        if kind == "adventure":
            return [Action("play", card=inst)] if self._can_complete(p, inst) else []
        return []  # spells are loaded (MY-CARD-4), not played alone

    def _group_plays(self, p: int) -> list[Action]:
        """MY-CARD-8: every group of two to four allies (recruited here, different titles) or monsters (through
        the gate) in hand in which each pair joins, played as one; one action per group of titles. With
        join_groups="every_pair" a group of allies may also take one weapon (an ally and a weapon always join; two
        weapons never do), carried by the ally the action names first."""
        pl = self.players[p]
        allies = [i for i in pl.hand if self.card_of(i).type == "ally" and self.arrived(p) is not None
                  and self._can_recruit(p, i)]                 # a Train recruits one ally only
        monsters = [i for i in pl.hand if self.card_of(i).type == "monster" and not self._is_goo(self.card_of(i))]
        if monsters and not self._can_summon(p, monsters[0]):
            monsters = []
        out, seen = [], set()
        for pool in (sorted(allies), sorted(monsters)):
            for size in range(2, len(JOINED) + 2):
                for group in combinations(pool, size):
                    titles = tuple(sorted(self.card[i] for i in group))
                    if titles in seen or not all(self._joins(a, b) for a, b in combinations(group, 2)):
                        continue
                    if self.card_of(group[0]).type == "ally" and len(set(titles)) < size:
                        continue                               # MY-CARD-1: one ally of a title
                    seen.add(titles)
                    out.append(Action("play", card=group[0], **dict(zip(JOINED, group[1:]))))
                    if self.card_of(group[0]).type == "ally":
                        out += self._armed_groups(p, group)
        return out

    def _armed_groups(self, p: int, group: tuple) -> list[Action]:
        """MY-CARD-8 (join_groups="every_pair"): a group of joining allies with one weapon of the hand, once per
        weapon title and carrier (MY-CARD-2: a weapon needs an Artifact location and goes to one ally)."""
        if self.rules.join_groups != "every_pair" or not has_attribute(self, p, "Artifact"):
            return []
        weapons = {self.card[w]: w for w in reversed(self.players[p].hand) if self.card_of(w).subtype in WEAPONS}
        return [Action("play", card=carrier, weapon=w, **dict(zip(JOINED, [i for i in group if i != carrier])))
                for w in sorted(weapons.values()) for carrier in group]

    # ----- locations (MY-LOC) ---------------------------------------------------------------------

    # ----- allies, artifacts, tomes, spells (MY-CARD-1..4) ---------------------------------------------
    def _can_recruit(self, p: int, inst: int) -> bool:
        here = self.arrived(p)
        ally, pl = self.card_of(inst), self.players[p]
        journey = self._train_journey(p) if here is None else None
        if here is None and journey is None:
            return False
        if any(self.card_of(a["card"]).name == ally.name for a in pl.allies + [x["petrified"] for x in pl.artifacts
                                                                         if x.get("petrified")]):
            return False                                   # MY-CARD-1: an ally of that title is already in play
        if here is None:                                   # on a Train: its dimension and region decide (MY-LOC-5)
            return recruits_on_journey(ally, *journey)
        return recruits_here(self, p, ally)

    def _artifact_plays(self, p: int, inst: int) -> list[Action]:
        if not has_attribute(self, p, "Artifact"):
            return []
        card = self.card_of(inst)
        if card.subtype in WEAPONS:                        # MY-CARD-2: one weapon per ally
            return [Action("play", card=inst, ally=a["card"]) for a in self.players[p].allies if a["weapon"] is None]
        if self._attaches_to_ally(card):                   # carried by one of your allies (Dr. Hammond's Tablets)
            return [Action("play", card=inst, ally=a["card"]) for a in self.players[p].allies if a.get("item") is None]
        return [Action("play", card=inst)]

    @handles("attachment", "on_play", lambda card, b: b.get("holder") == "chosen_own_ally" and b.get("kind") == "self")
    def _attaches_to_ally(self, card) -> bool:
        return any(b.is_("attachment", holder="chosen_own_ally") for b in card.effects)

    def _readers(self, p: int) -> set[str]:
        langs = set(self.card_set.investigators[self.players[p].inv].languages)
        for a in self.players[p].allies:
            langs |= set(self.card_of(a["card"]).languages or ())
        return langs

    def _tome_plays(self, p: int, inst: int) -> list[Action]:
        tome = self.card_of(inst)
        if not has_attribute(self, p, "Tome") or tome.language not in self._readers(p):
            return []
        out = [Action("play", card=inst)]
        for s in self.players[p].hand:                     # MY-CARD-3: joined with one matching spell
            if self.card_of(s).type == "spell" and self.card_of(s).subtype in tome.spell_icons:
                out.append(Action("play", card=inst, spell=s))
        return out

    def _load_actions(self, p: int) -> list[Action]:
        """MY-CARD-4: loading a spell from hand into a tome in play with a matching icon and room is a turn."""
        out = []
        for t in self.players[p].tomes:
            tome = self.card_of(t["card"])
            if len(t["spells"]) >= tome.value:
                continue
            for s in self.players[p].hand:
                if self.card_of(s).type == "spell" and self.card_of(s).subtype in tome.spell_icons:
                    out.append(Action("load", spell=s, tome=t["card"]))
        return out

    # ----- monsters and Great Old Ones (MY-MON-1, MY-CARD-5) --------------------------------------------
    @handles("joins", "on_play")
    def _joins(self, a: int, b: int) -> bool:
        """MY-CARD-8: two cards join if either card's joins list names the other."""
        def names(x, y):
            return any(blk.kind == "joins" and self.card[y] in blk.get("cards", ())
                       for blk in self.card_of(x).effects)
        return names(a, b) or names(b, a)

    def _is_goo(self, card) -> bool:
        return card.subtype in ("Great Old One", "Outer God")

    def _can_summon(self, p: int, inst: int) -> bool:
        card, pl = self.card_of(inst), self.players[p]
        if self._is_goo(card):
            return pl.goo is None and goo_met(self, p, card)
        return features(self, p)[2] and (not pl.gate_used or gate_reusable(self, p))

    # ----- events ------------------------------------------------------------------------------------------

    # ----- adventures (MY-ADV) ------------------------------------------------------------------------------
    def _can_complete(self, p: int, inst: int) -> bool:
        card, pl = self.card_of(inst), self.players[p]
        if any(self.card[a] == card.id for a in pl.adventures):
            return False                                   # MY-ADV-4
        return adventure_met(self, p, card)

    @handles("adventure", "on_play")
    def _complete(self, p: int, inst: int) -> None:
        """MY-ADV-3: points and Sanity; the story deck is discarded but its top location; discards reshuffled."""
        pl = self.players[p]
        card = self.card_of(inst)
        pl.adventures.append(inst)
        pl.points += card.value
        self._ev("MY-ADV-3", "adventure", player=f"p{p}", card=card.id, points=card.value)
        self._gain(p, card.sanity, "MY-ADV-3", card.id)
        phobias_on_adventure(self, p, card.id)
        top = pl.story[-1] if pl.story and self.card_of(pl.story[-1]).type == "location" else None
        for i in pl.story:
            if i != top:
                self._to_discard(i)                        # a card of another player's goes to its owner's pile
        pl.story = [top] if top is not None else []
        if top is None:
            pl.top_state = "none"
        pl.deck += pl.discard
        pl.discard = []
        self.rng.shuffle(pl.deck)

    # ----- doing the turn -------------------------------------------------------------------------------------
    def _turn(self, p: int, action) -> None:
        pl = self.players[p]
        kind = action.kind
        if kind == "pass":
            # why a pass had no choice (newcomer review 6: automatic passes were never explained): "again" after
            # the seat's own pass (MY-ROUND-3), "none" when no card or move was legal; None: chosen
            only = "again" if pl.passed else "none" if self._play_actions(p) == [PASS] else None
            pl.passed = True
            self.passes += 1
            told = {"only": only, "end": passes_to_end(self)} if only else {}
            self._ev("MY-ROUND-3", "pass", player=f"p{p}", passes=self.passes, **told)
        elif kind == "arrive":
            self._arrive(p, "MY-LOC-2")
        elif kind == "retrieve":
            retrieve(self, p, action)
        elif kind == "rest":
            pl.rest -= 1
            self._ev("MY-ROUND-2", "rests", player=f"p{p}")
        elif kind == "remain":
            remain(self, p, action)
        elif kind in ("flip", "use"):
            flip(self, p, action)
        elif kind == "attach":
            attach(self, p, action)
        elif kind == "cast":
            cast(self, p, action)
        elif kind == "load" and action.get("ally") is not None:
            load_into_ally(self, p, action)
        elif kind == "load":
            spell, tome = action["spell"], action["tome"]
            pl.hand.remove(spell)
            next(t for t in pl.tomes if t["card"] == tome)["spells"].append(spell)
            self._ev("MY-CARD-4", "loads", player=f"p{p}", card=self.card[spell], tome=self.card[tome])
        else:
            if self._play(p, action):
                return
        self._next_turn()

    def _play(self, p: int, action) -> bool:
        """Play one card (or a joined group); return True when the turn continues with another decision."""
        pl = self.players[p]
        inst = action["card"]
        card = self.card_of(inst)
        pentagrams = self._pentagrams(p, action)           # before the play changes the gate
        pl.hand.remove(inst)
        kind = card.type
        rule = card_rule(card, bool(action.get("as_ally")))
        face_down = kind == "monster" and not action.get("as_ally") and not self._is_goo(card)
        # a monster goes face down into the threat (MY-MON-1): only its player may read which one
        seats = (f"p{p}",) if face_down else None
        on = {"target": action["target"]} if action.get("target") is not None else {}   # played on a seat: named
        self._ev(rule, "plays", seats=seats, player=f"p{p}", card=card.id, **on)
        if kind == "event":
            if self._play_event(p, inst, action):
                return True
        elif kind in ("ally", "monster"):
            self._recruit(p, inst, action, seats)
        else:
            self._put_in_play(p, inst, action)
        self._gain_together(p, pentagrams)                 # the cards' pentagrams, once they are in play
        if kind != "event":
            self._unimplemented_effect(p, inst)
        return self.result is not None

    def _put_in_play(self, p: int, inst: int, action) -> None:
        """A location (MY-LOC), an artifact (MY-CARD-2), a tome (MY-CARD-3) or an adventure (MY-ADV-3)."""
        pl, card = self.players[p], self.card_of(inst)
        if card.type == "location":
            self._play_location(p, inst)
        elif card.type == "artifact":
            if card.subtype in WEAPONS:
                pl.ally(action["ally"])["weapon"] = inst
            elif self._attaches_to_ally(card):
                pl.ally(action["ally"])["item"] = inst
            else:
                pl.artifacts.append({"card": inst, "flipped": False})
        elif card.type == "tome":
            spells = []
            if action.get("spell") is not None:           # MY-CARD-3: joined with one spell of a matching icon
                spells.append(action["spell"])
                self._join(p, action["spell"], inst)
            pl.tomes.append({"card": inst, "spells": spells, "used": []})
        else:
            self._complete(p, inst)

    def _recruit(self, p: int, inst: int, action, seats) -> None:
        """An ally (MY-CARD-1) with what joins it, a monster as an ally, a Great Old One (MY-CARD-5), or monsters
        through the gate (MY-MON-1)."""
        pl, card = self.players[p], self.card_of(inst)
        if card.type == "ally":
            weapon = action.get("weapon")
            if weapon is not None:                         # MY-CARD-8: the joined weapon comes in with it
                self._join(p, weapon, inst)
            pl.allies.append({"card": inst, "weapon": weapon, "flipped": False})
            if self.arrived(p) is None:                    # MY-LOC-5: the one ally a Train may recruit
                pl.train_recruit = pl.story[-1]
                self._ev("MY-LOC-5", "recruits_on_train", player=f"p{p}", card=card.id)
            for other in self._joined(action):             # MY-CARD-8: joined allies, their own costs paid too
                pl.allies.append({"card": other, "weapon": None, "flipped": False})
                self._join(p, other, inst)
        elif action.get("as_ally"):
            play_as_ally(self, p, inst)
        elif self._is_goo(card):
            pl.goo, pl.goo_age = inst, 0
            self._ev("MY-CARD-5", "goo", player=f"p{p}", card=card.id)
            goo_entered(self, p, inst)
        else:
            pl.threat.append(inst)
            for other in self._joined(action):             # MY-CARD-8: joined monsters, their own costs paid too
                pl.threat.append(other)
                self._join(p, other, inst, seats)
            pl.gate_used = True                            # MY-MON-1, MY-LOC-7: the location turns upside-down
            self._ev("MY-MON-1", "summons", player=f"p{p}", count=len(pl.threat))

    def _join(self, p: int, other: int, head: int, seats=None) -> None:
        """MY-CARD-8: a card joined to `head` leaves the hand with it, logged under its own type's rule (a face-down
        monster only to its player); its pentagram is paid with the play's (`_pentagrams`)."""
        self.players[p].hand.remove(other)
        card = self.card_of(other)
        self._ev(card_rule(card), "joins", seats=seats, player=f"p{p}", card=card.id, to=self.card[head])

    def _joined(self, action) -> list[int]:
        """Return the other cards of a joined play (MY-CARD-8)."""
        return [action[k] for k in JOINED if action.get(k) is not None]

    def _unimplemented_effect(self, p: int, inst: int) -> None:
        card = self.card_of(inst)
        blocks = missing_blocks(card)
        if blocks:
            self._ev("MY-MSGS-2", "effect_not_implemented", player=f"p{p}", card=card.id, blocks=blocks)
