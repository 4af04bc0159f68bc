"""The widget's undo policies: "fair" (back to the viewing seat's own last decision, what it could not see dealt
afresh, no redo), "exact" (time travel over the match's history) and "off"."""
from __future__ import annotations

import secrets

from ..core.errors import IllegalAction

UNDO = ("fair", "exact", "off")
SEED_BITS = 53  # seeds the widget deals: too many to search, and exact as a JavaScript number


class UndoPolicies:
    """Mixin of GameWidget: undo, redo and seek as `undo_policy` allows."""

    def undo(self):
        """Go back as `undo_policy` says: "fair" to the viewing seat's own last decision with what it could not
        see dealt afresh (no redo); "exact" to the previous decision of a seat that is not an automaton (design
        mode: one step); "off" raises IllegalAction."""
        policy = self.undo_policy
        if policy == "off":
            raise IllegalAction("undo is switched off for this table")
        if policy == "fair":
            self._fair_undo()
        else:
            self._walk(-1)
        return self

    def redo(self):
        """Go forward to the next decision of a seat that is not an automaton (design mode: one step); only
        with exact undo (a fair undo deals a new future, so there is nothing to redo)."""
        if self.undo_policy != "exact":
            raise IllegalAction(f"nothing to redo: undo is {self.undo_policy} here (a fair undo deals the "
                                "future afresh)")
        self._walk(+1)
        return self

    def seek(self, i: int):
        """Show position `i` of the history (0 = start): exact time travel, the kernel's to use (the page's
        `seek` command needs undo "exact")."""
        self.match.seek(i)
        self._sync()
        return self

    def _walk(self, direction: int) -> None:
        m = self.match
        automata = self.game_module.AUTOMATA
        limit = len(m)
        if (direction < 0 and m.index == 0) or (direction > 0 and m.index == limit):
            raise IllegalAction("nothing to undo" if direction < 0 else "nothing to redo")
        m.seek(m.index + direction)
        if self.mode == "play":
            while 0 < m.index < limit and m.state.to_act in automata:
                m.seek(m.index + direction)
        self._sync()

    def _fair_undo(self) -> None:
        """Go back to the viewing seat's own last decision; re-deal what it could not see; drop the rest."""
        m = self.match
        back = next((i for i in range(m.index - 1, -1, -1) if m.state_at(i).to_act == self.seat), None)
        if back is None:
            raise IllegalAction(f"nothing to undo: {self.seat} has made no decision yet")
        blocked = self._undo_blocked(back)
        if blocked:
            raise IllegalAction(blocked)
        m.redeal(self.seat, secrets.randbits(SEED_BITS), at=back)
        self._sync()

    def _undo_blocked(self, back: int) -> str:
        """Return why a fair undo may not go back to position `back` ("" when it may): a game whose step reveals
        a hidden thing (CHAOS: a bomb) says so, or the re-deal would let the seat fish past it."""
        return ""
