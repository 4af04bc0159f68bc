"""Team cover (CH-COVER-1/2): one card whose effect is on the player's own seat covers both teammates, and the
two seats' turns become one joint turn (both move, the teammate plays no card, both draw)."""
from __future__ import annotations

from ...core.actions import Action
from .cards import FUNCTION, ROLE
from .decisions import COMBO_MOVE, Pick

COVERING = ("protection", "sprint", "checkup", "vanish")  # CH-COVER-2: the cards whose effect is on the player


class Covers:
    """Mixin of State: offering, playing and running a team cover."""

    __slots__ = ()

    def _cover_starts(self, seat: str) -> list[Action]:
        """CH-COVER-1/2: at the opening of the team's first turn of the round, each card that may cover the team
        (Vanish only when the teammate is a ghost too and neither is vanished already)."""
        if not self.rules.team_cover or not self._may_lead(seat):
            return []
        mate = self._mate(seat)
        out = []
        for card in self.hand[seat]:
            f = FUNCTION[card]
            if ROLE[card] != self.role[seat] or f not in COVERING:
                continue  # CH-CARD-5: only a card of the seat's role has an effect
            if f == "vanish" and (self.role[mate] != "ghost" or seat in self.vanish or mate in self.vanish):
                continue
            out.append(Action("cover", card=card))
        return out

    def _covered(self, seat: str) -> tuple[str, ...]:
        """Return the seats a card of `seat` acts on now: both teammates during a cover, else `seat` alone."""
        return (self.cover["leader"], self.cover["partner"]) if self.cover else (seat,)

    def _start_cover(self, seat: str, action) -> None:
        """CH-COVER-1: play the card for both teammates; their turns become one joint turn. Not a combo: no
        reaction (CH-C4), no suit condition."""
        card, mate = action["card"], self._mate(seat)
        self.hand[seat].remove(card)
        self._discard(card)
        self.phase_cards += 1
        self.combo_tried = True
        f = FUNCTION[card]
        self.cover = {"card": card, "leader": seat, "partner": mate, "extra": 1 if f == "sprint" else 0}
        self.done |= {seat, mate}
        self._ev("CH-COVER-1", "cover", seat=seat, partner=mate, card=card)
        self._open_turn(mate)  # CH-DUR-1/2: the joint turn is the teammate's turn too
        self.cover["lost"] = self._joint_turn_lost(mate)
        # the leader's effect is the card's own; the teammate's is the cover's (CH-COVER-2)
        if f == "protection":
            for s, rule in ((seat, "CH-P5"), (mate, "CH-COVER-2")):
                self._protect(s, rule)
        elif f == "sprint":
            for s, rule in ((seat, "CH-P4"), (mate, "CH-COVER-2")):
                self._ev(rule, "extra_step", seat=s, extra=1)
        elif f == "vanish":
            self._vanish(seat)
            self._vanish(mate, "CH-COVER-2")
        elif f == "checkup":
            self._ask(seat, Pick("checkup", (), 3, COMBO_MOVE))
            return
        self._ask(seat, COMBO_MOVE)

    def _cover_moved(self, seat: str) -> None:
        """CH-COVER-2: after its base move, a covered seat takes the extra step of a Sprint cover, if any."""
        self.extra = self.cover["extra"]
        self._cards_done(seat)

    def _cover_seat_done(self, seat: str) -> None:
        """The leader's movement is over: its teammate moves (unless the joint turn is its lost one, CH-MOVE-4);
        the teammate's is over: both draw."""
        c = self.cover
        if seat == c["leader"] and not c["lost"]:
            self.extra, self.halted = 0, False
            self._ask(c["partner"], COMBO_MOVE)
            return
        self.cover = None
        self._end_turn([c["leader"]] if c["lost"] else [c["leader"], c["partner"]])
