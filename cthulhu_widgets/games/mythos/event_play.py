"""Playing an event (MY-CARD-6): aimed at an opponent, a phobia, a travel event (MY-LOC-5), a persistent or an
instant one, and Evening's swap."""
from __future__ import annotations

from ...core.actions import Action
from .card_effects import (flips_on_play, grants_ambush, offers_swap, on_play_against, played_time_event, run_custom,
                           time_locked)
from .conditions import DAY_NIGHT, _time_blocks
from .decisions import AfterCar, AfterTrain, Swap
from .movement import travel_kind, walk_only_exit


class EventPlay:
    """Mixin of State: events."""

    __slots__ = ()

    def _event_plays(self, p: int, inst: int) -> list[Action]:
        card = self.card_of(inst)
        if time_locked(self) and any(b.get("kind") in DAY_NIGHT for b in _time_blocks(self, inst)):
            return []                                      # a Great Old One forbids Day/Night cards
        if (card.affects and card.affects.startswith("Opponent's")) or card.subtype == "Phobia":
            return [Action("play", card=inst, target=f"p{q}") for q in self.active() if q != p]
        if travel_kind(card) is not None:
            if walk_only_exit(self, p):
                return []                                  # N'kai is never left by a travel event
            return [Action("play", card=inst)] if self.players[p].top_state in ("upright", "walking") else []
        return [Action("play", card=inst)]

    def _play_event(self, p: int, inst: int, action) -> bool:
        pl = self.players[p]
        card = self.card_of(inst)
        kind = travel_kind(card)
        if kind is not None:
            if pl.top_state == "walking":                 # MY-LOC-4: the walk is abandoned, as for a location
                walked = pl.story.pop()
                pl.discard.append(walked)
                self._ev("MY-LOC-4", "walk_abandoned", player=f"p{p}", card=self.card[walked])
            self._keep_orientation(p)
            pl.story.append(inst)
            pl.top_state, pl.gate_used, pl.train_recruit = "transit", False, None
            self._ev("MY-LOC-5", "travels", player=f"p{p}", card=card.id)
            if kind == "car" or (kind == "train" and any(self._after_train(i) for i in pl.hand)):
                self._gain(p, card.sanity, "MY-CARD-6", card.id)
                if self.result is None:
                    self._ask(f"p{p}", AfterCar(p) if kind == "car" else AfterTrain(p))
                return True
            return False
        if card.subtype == "Phobia":
            self.players[self.seat_index(action["target"])].phobias.append(inst)
        elif action.get("target") is not None:
            on_play_against(self, p, inst, self.seat_index(action["target"]))
            pl.story.insert(0, inst)                        # used: buried in its owner's story deck
            strike = next((b["function"] for b in card.effects if b.kind == "custom"), None)
            if strike is not None:                          # Succumb to Temptation: a registered function
                self._gain(p, card.sanity, "MY-CARD-6", card.id)  # paid before the attack
                if self.result is None and not run_custom(self, strike, p, inst, self.seat_index(action["target"])):
                    self._next_turn()                       # (otherwise the target first chooses its defenders)
                return True
        elif self._persistent(card):
            pl.events.append(inst)
            played_time_event(self, p, inst)
            if offers_swap(self, inst) and pl.hand:         # an empty deck is reshuffled to draw (MY-ROUND-1)
                self._gain(p, card.sanity, "MY-CARD-6", card.id)   # its pentagram, before the swap is asked
                if self.result is None:
                    self._ask(f"p{p}", Swap(p))
                return True
        else:
            pl.story.insert(0, inst)                        # an instant event is buried once used (MY-ZONE-2)
        flips_on_play(self, p, inst)
        if grants_ambush(self, inst):
            pl.ambush = True
            self._ev("MY-COMBAT-2", "ambush", player=f"p{p}")
        self._unimplemented_effect(p, inst)
        return False

    def _persistent(self, card) -> bool:
        return card.subtype in ("Day", "Night", "Storm", "Epidemic") or any(
            b.timing == "persistent" for b in card.effects)

    def _swap_actions(self, p: int) -> list[Action]:
        """Evening: discard one card from hand and draw the deck's top card, or skip. From an empty deck the swap
        says `reshuffle=True`: the discards become the deck first, which costs 1 Sanity (MY-ROUND-1)."""
        pl = self.players[p]
        empty = {} if pl.deck else {"reshuffle": True}
        return [Action("swap", card=i, **empty) for i in pl.hand] + [Action("skip")]

    def _swapped(self, p: int, action) -> None:
        pl = self.players[p]
        if action.kind == "swap":
            pl.hand.remove(action["card"])
            pl.discard.append(action["card"])
            why = {"why": self.card[pl.events[-1]]} if pl.events else {}   # the event that offered it, for the story
            self._ev("MY-CARD-6", "discards", player=f"p{p}", card=self.card[action["card"]], **why)
            self._draw(p)
        self._next_turn()
