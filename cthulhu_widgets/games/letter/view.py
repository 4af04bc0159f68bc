"""Views: what the player may know (LS-KNOW), the designer's full view, and a text picture."""
from __future__ import annotations

from ...core.views import hidden
from .cards import CARD_KIND, CTHULHU, card_dict

SEATS = ("player", "opponent")
PUBLIC = "public"  # the spectators' seat: the public zones only (LS-KNOW-5)


class Views:
    """Mixin of State: `view(seat)` and `render()`."""

    __slots__ = ()

    def view(self, seat: str | None = "player") -> dict:
        """Return a JSON-able dict of what `seat` may know; `None` is the designer's view of everything.

        The player sees the hand, known tops, public piles (LS-KNOW-1..5); the opponent is an automaton
        and sees only what is public. "public" (a spectator) sees the public piles and sizes, Cthulhu, and a clue
        only when the rules turn clues face up: not what the player knows. In the designer view, cards the player
        cannot see carry hidden: true.
        """
        if seat is not None and seat not in SEATS and seat != PUBLIC:
            raise ValueError(f"seat must be one of {SEATS}, {PUBLIC!r} or None (designer), not {seat!r}")
        design, public = seat is None, seat == PUBLIC
        sees_hand = seat not in ("opponent", PUBLIC)
        deck_top = self.deck_known and not public
        clue_top = self.top_known and (not public or self.rules.clue_top == "revealed")

        def show(card: int, known: bool):
            if known:
                return card_dict(card)
            return {**card_dict(card), "hidden": True} if design else hidden()

        def known_top(card: int):
            """The deck top the player knows (LS-KNOW-3): `known: true`, a knock-out on it loses (LS-KNOW-4), for the
            mark the table draws on it (newcomer review 9, finding 4). The hand is always known (LS-KNOW-1): no mark."""
            return {**card_dict(card), "known": True}

        deck_n, stack_n = len(self.deck), len(self.stack)
        view = {
            "game": "letter",
            "seat": seat,
            "turn": self.turn,
            "to_act": self.to_act,
            "phase": self.pending.kind if self.pending else "over",
            "prompt": self._prompt(public),
            "hand": [card_dict(c) if sees_hand else show(c, False) for c in self.hand],
            "deck": {"count": deck_n, "top_known": self.deck_known and deck_n > 0,
                     "cards": [known_top(c) if i == deck_n - 1 and deck_top else show(c, False)
                               for i, c in reversed(list(enumerate(self.deck)))]},
            "opponent": {"count": stack_n, "clues": self.clues, "top_known": self.top_known,
                         "cards": [show(c, c == CTHULHU or (i == stack_n - 1 and clue_top))
                                   for i, c in reversed(list(enumerate(self.stack)))]},
            "player_discard": [card_dict(c) for c in self.player_discard],
            "opponent_discard": [card_dict(c) for c in self.opponent_discard],
            "removed": [card_dict(c) for c in self.removed],
            "set_aside": [card_dict(c) for c in self.aside],
            "unused": [show(c, False) for c in self.unused],
            "insanity": self.insanity,
            "insane": self.insanity > 0,
            # over, no turn is left to protect: the shield of an ended game read as a live one (review 9, finding 3)
            "protected": {"player": self.p_protected and not self.result,
                          "opponent": self.o_protected and not self.result},
            "result": self.result.to_dict() if self.result else None,
        }
        if seat in (None, "player"):
            self._line_facts(view)
        return view

    def _line_facts(self, view: dict) -> None:
        """Add what the page's Insanity line reads from the kernel: `lost` and `verdict` (review 29, letter_en 9: why,
        or a trap's way out, review 30, letter_en 1) and, only while the known Mi-Go Braincase lies on top (LS-P5),
        `opponent.clues_only`: the clues over Cthulhu without it ("Race: 1 clue over Cthulhu" read false over it
        alone, review 33, letter_en 10, 105)."""
        from .clock import counted, deck_turns
        from .verdict import LOST, verdict
        why = verdict(self)
        # the deck's clock as a range (clock.py; review 38, letter_zh 3: "about 2 turns", then the next draw failed)
        if counted(self.rules):   # off the ★ check the clock counts no true range (diff review of round II, defect 3)
            view["deck"]["turns"] = list(deck_turns(self))
        view["lost"], view["verdict"] = why in LOST, why
        if self.braincase_over:
            view["opponent"]["clues_only"] = self.clues - 1

    def _prompt(self, public: bool):
        p = self.pending
        if p is None:
            return None
        return {"kind": p.kind} if public else p.prompt(self)

    def render(self) -> str:
        """Return a text picture of the whole table (the designer's view), one zone a line."""
        def names(cards, known=None):
            return " ".join(CARD_KIND[c] + ("" if known is None or known(i) else "?")
                            for i, c in enumerate(cards)) or "-"
        top = len(self.stack) - 1
        lines = [
            f"turn {self.turn}  to_act {self.to_act}  pending {self._pending_text()}  "
            f"insanity {self.insanity}  protected p={int(self.p_protected)} o={int(self.o_protected)}",
            "opponent (top first): " + names(self.stack[::-1], lambda i: (
                self.stack[top - i] == CTHULHU or (i == 0 and self.top_known))),
            "hand: " + names(self.hand),
            "deck (top first): " + names(self.deck[::-1], lambda i: i == 0 and self.deck_known),
            "player discard: " + names(self.player_discard),
            "opponent discard: " + names(self.opponent_discard),
            f"removed: {names(self.removed)}  set aside: {names(self.aside)}  unused: {names(self.unused)}",
        ]
        if self.result:
            lines.append(f"result: {self.result.outcome} ({self.result.cause}, {self.result.rule}) "
                         f"after {self.result.turns} turns")
        return "\n".join(lines)

    def _pending_text(self) -> str:
        return self.pending.text() if self.pending else "-"
