"""The actions each phase offers the seat to act (the pending decision, decisions.py, says which it offers)."""
from __future__ import annotations

from itertools import combinations

from ...core.actions import Action
from .cards import FUNCTION, ROLE, STARTABLE, SUIT, combo_part
from .cells import at
from .decisions import STAY, STOP

SPIN = Action("spin")


class Legal:
    """Mixin of State: what the seat to act may do; the pending decision says which of these it offers."""

    __slots__ = ()

    def _role_cards(self, seat: str, function: str) -> list[str]:
        """Return the seat's cards of `function` that it may play in its current role (CH-CARD-5)."""
        return [c for c in self.hand[seat] if FUNCTION[c] == function and ROLE[c] == self.role[seat]]

    # ----- action lists ----------------------------------------------------------------------------
    def _move_actions(self, seat: str, base: bool) -> list[Action]:
        options = self._own_move_options(seat)
        if self.role[seat] == "patient" and self.time and self.time[0] == "midnight":
            moves = [SPIN]  # CH-TIME-2: the compass chooses the direction
        else:
            moves = [at("move", c) for c in options]
        compulsory = base and self.rules.must_move and options
        return moves + ([] if compulsory else [STAY if base else STOP])

    def _card_limit_reached(self, seat: str) -> bool:
        """CH-TIME-2..4: at Midnight patients, at Dawn ghosts (every seat, with `time_card_limit` "all") play at
        most one card a turn."""
        if self.time is None or self.phase_cards < 1:
            return False
        restricted = "patient" if self.time[0] == "midnight" else "ghost"
        return self.rules.time_card_limit == "all" or self.role[seat] == restricted

    def _checkup_now(self, seat: str) -> list[Action]:
        if self.role[seat] != "patient" or self._card_limit_reached(seat):
            return []
        return [Action("play", card=c) for c in self.hand[seat] if FUNCTION[c] == "checkup" and ROLE[c] == "patient"]

    def _card_actions(self, seat: str) -> list[Action]:
        if self._card_limit_reached(seat):
            return []
        out: list[Action] = []
        role = self.role[seat]
        for card in self.hand[seat]:
            if ROLE[card] != role:
                continue  # CH-CARD-5: a card of the other role is only good for time cards
            out += self._plays_of(seat, card)
        return out

    def _plays_of(self, seat: str, card: str) -> list[Action]:
        f = FUNCTION[card]
        if f == "amnesia":
            return [Action("play", card=card, target=t) for t in self.enemies(seat)
                    if self.role[t] == "patient" and self.hand[t]]
        if f == "prank":
            return [Action("play", card=card, target=t) for t in self.enemies(seat) if self.hand[t]]
        if f == "possession":
            return [Action("play", card=card, target=t) for t in self._possessable(seat)]
        if f == "mischief":
            free = len(self._free_normal_cells(seat))
            modes = []
            if self.bombs and free >= len(self.bombs):  # CH-MAP-7: room for every bomb, or no empty choice
                modes.append("relocate")
            if free >= 2:
                modes.append("plant")
            return [Action("play", card=card, mode=m) for m in modes]
        if f == "vanish" and seat in self.vanish:
            return []
        return [Action("play", card=card)]

    def _time_actions(self, seat: str) -> list[Action]:
        """CH-TIME-1: three cards of one suit (any functions, any role) set Midnight or Dawn."""
        if self._card_limit_reached(seat):
            return []
        by_suit: dict[str, list[str]] = {}
        for card in sorted(self.hand[seat]):
            by_suit.setdefault(SUIT[card], []).append(card)
        out = []
        for cards in by_suit.values():
            for trio in combinations(cards, 3):
                for time in ("midnight", "dawn"):
                    out.append(Action("declare_time", time=time, cards="+".join(trio)))
        return out

    def _may_lead(self, seat: str) -> bool:
        """CH-COMBO-1, CH-COVER-1: whether the seat is its team's first to act this round, at the opening of its
        turn (no card played yet, no combo tried: a declined combo is not offered again, nor a cover after it)."""
        mate = self._mate(seat)
        return not (mate in self.acted or mate in self.done or self.phase_cards or self.combo_tried)

    def _combo_starts(self, seat: str) -> list[Action]:
        """CH-COMBO-1: the team's first-acting seat of the round may start a combo with a teammate of the other role."""
        if not self._may_lead(seat) or self.role[self._mate(seat)] == self.role[seat]:
            return []
        role = self.role[seat]
        out = []
        for combo in STARTABLE:
            part = combo_part(combo, role)
            out += [Action("combo", combo=combo, card=c) for c in self.hand[seat]
                    if FUNCTION[c] == part and ROLE[c] == role]
        return out
