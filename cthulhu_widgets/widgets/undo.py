"""The widget's undo policies: "keep" (a take-back: back to the viewing seat's own last decision with the deal as it
was, redo while nothing new is played), "fair" (back there with what the seat could not see dealt afresh, no redo),
"exact" (time travel over the match's history) and "off"."""
from __future__ import annotations

import copy
import secrets

from ..core.errors import IllegalAction
from ..frames.forced import forced_move

UNDO = ("keep", "fair", "exact", "off")
SEED_BITS = 53  # seeds the widget deals: too many to search, and exact as a JavaScript number
KEEP_SHARED = ("undo that keeps the deal is for a table with one person (the rest bots): here {seats} share it, and "
               "one must not replay another's hidden future; use undo='fair'")


class UndoPolicies:
    """Mixin of GameWidget: undo, redo and seek as `undo_policy` allows."""

    def undo(self):
        """Go back as `undo_policy` says: "keep" to the viewing seat's own last decision with the deal kept (a
        take-back); "fair" there with what it could not see dealt afresh (no redo); "exact" to the previous decision
        of a seat that is not an automaton (design mode: one step); "off" raises IllegalAction."""
        policy = self.undo_policy
        if policy == "off":
            raise IllegalAction("undo is switched off for this table")
        if policy == "keep":
            self._keep_undo()
        elif policy == "fair":
            self._fair_undo()
        else:
            self._walk(-1)
        return self

    def redo(self):
        """Go forward again: "exact" to the next decision of a seat that is not an automaton (design mode: one step);
        "keep" to the seat's next decision it had taken back, while nothing new was played. A fair undo deals a new
        future, so there is nothing to redo."""
        if self.undo_policy == "keep":
            self._keep_redo()
        elif self.undo_policy == "exact":
            self._walk(+1)
        else:
            raise IllegalAction(f"nothing to redo: undo is {self.undo_policy} here (a fair undo deals the "
                                "future afresh)")
        return self

    def seek(self, i: int):
        """Show position `i` of the history (0 = start): exact time travel, the kernel's to use (the page's
        `seek` command needs undo "exact")."""
        self.match.seek(i)
        self._sync()
        return self

    def play_undo(self) -> str:
        """Return the undo a play-mode table gets unless its creator chose one: "keep" where one person plays (the
        other seats bots or automata: a take-back shows it nothing it did not see), "fair" where two or more share
        the table (one must not replay another's hidden future)."""
        return "keep" if len(self._people()) == 1 else "fair"

    def _people(self) -> set:
        """Return the seats people play at this table: the viewing seat and every seat of a person without a bot."""
        return {self.seat} | {s for s in self.human_seats() if s not in self.bots} | set(self.hot_seats())

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

    def _own_back(self) -> int:
        """Return the viewing seat's own last decision before the position shown; refuse when it made none."""
        m = self.match
        back = next((i for i in range(m.index - 1, -1, -1) if m.state_at(i).to_act == self.seat), None)
        if back is None:
            raise IllegalAction(f"nothing to undo: {self.seat} has made no decision yet")
        back = self._press_start(back)   # the whole press ("Discard these 4"), not its last card (review 32, mythos_en 5)
        blocked = self._undo_blocked(back)
        if blocked:
            raise IllegalAction(blocked)
        return back

    def _note_press(self, content, at: int, state) -> None:
        """Remember that the seat's move played at position `at` (its state `state`) came from the same press of the
        page as its moves since `content["press"]` (the step the press began at: Mythos's "Discard these 4" sends four
        discards), so one undo takes the press back whole. A press reaching over another seat's move is not one."""
        start, m = content.get("press"), self.match
        if type(start) is not int or not 0 <= start < at or m.state_at(at) is not state:
            return
        if any(m.state_at(i).to_act != self.seat for i in range(start, at + 1)):
            return
        presses = {i: v for i, v in getattr(self, "_presses", {}).items() if i <= len(m) and v[0] is m.state_at(i)}
        presses[at] = (state, self._press_start(start))
        self._presses = presses

    def _press_start(self, i: int) -> int:
        """Return the position the seat's press that played the move at position `i` began at (`i` for a lone move)."""
        saved = getattr(self, "_presses", {}).get(i)
        return saved[1] if saved is not None and i <= len(self.match) and saved[0] is self.match.state_at(i) else i

    def _keep_undo(self) -> None:
        """Go back to the viewing seat's own last decision with the deal as it was; the later history stays for redo
        until a move is played (Match.apply drops it). The page gets the seat's view of a position it saw."""
        people = self._people()
        if len(people) > 1:
            raise IllegalAction(KEEP_SHARED.format(seats=", ".join(sorted(people))))
        self.match.seek(self._own_back())
        self._restore_bots()
        self._sync()

    def _keep_redo(self) -> None:
        """Go forward to the seat's next decision in the history it took back (its end when there is none); a move
        the table plays for it (a lone pass) is no decision: landing there would play it again and drop the rest."""
        m = self.match
        if m.index >= len(m):
            raise IllegalAction("nothing to redo: a move played after an undo starts a new game from there")
        ahead = range(m.index + 1, len(m))
        m.seek(next((i for i in ahead if m.state_at(i).to_act == self.seat and forced_move(m.state_at(i)) is None
                     and self._press_start(i) > m.index), len(m)))   # a press's later moves are played again with it
        self._restore_bots()
        self._sync()

    def _keep_bots_here(self) -> None:
        """Remember the table's bots as they are at the seat's decision shown, once per position of this history: a
        take-back to here gives them back, so the same move meets the same answers (a bot's random tie-break had
        moved on: newcomer review 18's "same choice, different result"); the viewing seat's own bot is the person's
        and is left alone. Bots the table's creator chose stay theirs."""
        m = self.match
        if self.undo_policy != "keep" or self.mode != "play" or getattr(self, "_custom_bots", True) \
                or self.state.to_act != self.seat:
            return
        kept = getattr(self, "_bots_at", {})
        if kept.get(m.index, (None,))[0] is not m.state:
            # positions no longer in this history (a new move after an undo, a new game) are dropped
            kept = {i: v for i, v in kept.items() if i <= len(m) and v[0] is m.state_at(i)}
            kept[m.index] = (m.state, copy.deepcopy({s: b for s, b in self.bots.items() if s != self.seat}))
            self._bots_at = kept

    def _restore_bots(self) -> None:
        """Give the bots back as they were when this position was first shown (see `_keep_bots_here`)."""
        saved = getattr(self, "_bots_at", {}).get(self.match.index)
        if saved is not None and saved[0] is self.match.state:
            self.bots = {**self.bots, **copy.deepcopy(saved[1])}

    def _fair_undo(self) -> None:
        """Go back to the viewing seat's own last decision; re-deal what it could not see; drop the rest."""
        back = self._own_back()
        self.match.redeal(self.seat, self._fresh_seed(), at=back)
        self._sync()

    def _fresh_seed(self) -> int:
        """Return a new secret seed (a deal, a re-deal); the rooms' course feeds it from its journal (course.py)."""
        return secrets.randbits(SEED_BITS)

    def _undo_blocked(self, back: int) -> str:
        """Return why an undo that goes back to the seat's decision may not go back to position `back` ("" when it
        may): a game whose step reveals a hidden thing (CHAOS: a bomb) says so. A fair undo's re-deal would let the
        seat fish past it; a keeping undo would let it step elsewhere knowing where the bomb lies (a peek)."""
        return ""
