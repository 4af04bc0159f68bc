"""The state of one solo game: zones, knowledge, whose decision is pending, and the turn flow."""
from __future__ import annotations

from dataclasses import dataclass

from ...core.actions import Action
from ...core.state import GameState
from ...core.state import Result as BaseResult
from .cards import BRAINCASE, CARD_KIND, CTHULHU, INSANE, SILVER_KEY, TRAPEZOHEDRON, VALUE
from .decisions import GUESS, OPPONENT, PLAY, Answer
from .effects import Effects
from .knowledge import Knowledge
from .opponent import OpponentEffects
from .texts import event_text
from .view import Views


@dataclass(frozen=True)
class Result(BaseResult):
    """How a game ended: "win" or "loss", a named cause, the rule that ended it, the turn count."""

    turns: int


# Every named cause of an ending (LS-END-3).
CAUSES = {
    "cthulhu_sealed": "win", "cthulhu_played": "loss", "check_impossible": "loss",
    "insanity_revealed": "loss", "empty_draw": "loss", "hand_knocked_out": "loss",
    "partner_knocked_out": "loss", "braincase_played": "loss", "braincase_discarded": "loss",
    "no_card_to_play": "loss",
}


class State(Effects, OpponentEffects, Views, Knowledge, GameState):
    """One game in progress; mutate it only through `apply` / `act`.

    `pending` is the decision waiting, a record of decisions.py: PLAY, GUESS (Deep Ones' value), an `Answer`
    (the player answers an opponent card with hand or deck top), OPPONENT (the automaton plays), or None.
    """

    __slots__ = ("rules", "seed", "setup", "history", "hand", "deck", "stack", "player_discard",
                 "opponent_discard", "aside", "removed", "unused", "deck_known", "top_known", "p_protected",
                 "o_protected", "turn", "to_act", "pending", "result", "events", "insanity",
                 "trapezohedron_used", "sane_clues", "determinized", "_log", "_legal")
    NAME = "letter"
    event_text = staticmethod(event_text)

    # ----- contract -----------------------------------------------------------------------
    def _dispatch(self, action: Action) -> None:
        """Carry out a legal `action`: the pending decision, cleared first, resolves it."""
        pending = self.pending
        self.pending = None
        pending.resolve(self, action)

    # ----- knowledge helpers ----------------------------------------------------------------
    def guess_values(self) -> tuple[int, ...]:
        """Return the values the player may name with Investigators (LS-P1, option guess_values)."""
        return (0, 2, 3, 4, 5, 6, 7, 8) if self.rules.guess_values == "not_one" else (2, 3, 4, 5, 6, 7, 8)

    @property
    def insane(self) -> bool:
        """Return whether the player is insane: an Insanity card lies in their discard (LS-ORIG-10)."""
        return self.insanity > 0

    @property
    def clues(self) -> int:
        """Return how many cards lie above Cthulhu in the opponent's stack: 0 once Cthulhu left it (LS-SETUP-5, LS-P9:
        a swap leaves the card given where Cthulhu lay, no clue on Cthulhu)."""
        stack = self.stack
        return len(stack) - 1 - stack.index(CTHULHU) if CTHULHU in stack else 0

    @property
    def braincase_over(self) -> bool:
        """Return whether the opponent's top card is the known Mi-Go Braincase over Cthulhu (LS-P5: a card over
        Cthulhu, not a clue; a Mi-Go's Insane row leaves it there face up)."""
        return self.top_known and self.clues > 0 and self.stack[-1] == BRAINCASE

    def forced_ok(self, card: int, other: int | None) -> bool:
        """Return whether playing `card` respects the forced play of the 7s (LS-TURN-6)."""
        if other is None:
            return True
        if {card, other} == {SILVER_KEY, TRAPEZOHEDRON}:
            return True
        return not self._forced(other, card)

    def _forced(self, card: int, other: int) -> bool:
        if VALUE[other] < 5:
            return False
        if card == SILVER_KEY:
            return True
        return card == TRAPEZOHEDRON and (not self.insane or self.rules.trapezohedron_forced_when_insane)

    # ----- endings ----------------------------------------------------------------------------
    def _end(self, cause: str, rule: str, **data) -> bool:
        """End the game with `cause` (its `game_over` event also carries `data`); return True (the step stops here)."""
        return self._over(Result(CAUSES[cause], cause, rule, self.turn), **data)

    # ----- zones ------------------------------------------------------------------------------
    def _to_player_discard(self, card: int) -> None:
        """Put `card` on the player's discard pile; an Insanity card there raises the insanity count."""
        self.player_discard.append(card)
        if INSANE[card]:
            self.insanity += 1

    def _new_top(self) -> None:
        """The opponent's top changed: it is unknown unless it is Cthulhu or clues are revealed (LS-KNOW-2)."""
        self.top_known = bool(self.stack) and (self.stack[-1] == CTHULHU or self.rules.clue_top == "revealed")

    def _draw(self, rule: str) -> bool:
        """Draw the deck top into the hand; return True when the game ended (LS-CHECK-4)."""
        if not self.deck:
            if self.rules.empty_draw == "lose":
                return self._end("empty_draw", "LS-CHECK-4")
            self._ev("LS-CHECK-4", "draw_skipped")
            return False
        card = self.deck.pop()
        self.hand.append(card)
        self.deck_known = False
        self._ev(rule, "draw", card=CARD_KIND[card])
        return False

    def _discard_deck_top(self, rule: str) -> None:
        card = self.deck.pop()
        self.deck_known = False
        if self.rules.partner_discard == "player":
            self._to_player_discard(card)
        else:
            self.removed.append(card)
        self._ev(rule, "partner_discarded", card=CARD_KIND[card], to=self.rules.partner_discard, n=self.insanity)

    def _eliminate_top(self, rule: str) -> bool:
        """Eliminate the opponent's top card (LS-TURN-4); return True if that sealed Cthulhu (LS-P9)."""
        card = self.stack.pop()
        self.opponent_discard.append(card)
        self._ev(rule, "eliminated", card=CARD_KIND[card])
        if card == CTHULHU:
            return self._end("cthulhu_sealed", "LS-P9")
        self._new_top()
        return False

    # ----- turn flow ---------------------------------------------------------------------------
    def _begin_player_turn(self) -> None:
        """LS-TURN-1: protection ends, insanity check, draw, then the play decision."""
        self.turn += 1
        self._ev("LS-TURN-1", "player_turn", turn=self.turn)
        if self.p_protected:
            self.p_protected = False
            self._ev("LS-TURN-1", "protection_ends", side="player")
        self.trapezohedron_used = False
        if self._insanity_check() or self._draw("LS-TURN-1"):
            return
        self._ask_play()

    def _insanity_check(self) -> bool:
        """LS-CHECK-1..3: move N deck cards to the discard; return True when the game ended."""
        n = self.insanity
        if not n:
            return False
        deck = self.deck
        if len(deck) < n and (self.rules.short_check == "lose" or not deck):
            # N and the deck the check failed with: what decided it leads with them (review 22, Letter en 9)
            return self._end("check_impossible", "LS-CHECK-3", n=n, deck=len(deck))
        self._ev("LS-CHECK-1", "insanity_check", n=n)
        for _ in range(min(n, len(deck))):
            card = deck.pop()
            self._to_player_discard(card)
            self._ev("LS-CHECK-1", "check_reveal", card=CARD_KIND[card])
            if INSANE[card] and self.rules.check_mode == "original":
                self.deck_known = False
                return self._end("insanity_revealed", "LS-CHECK-2")
        self.deck_known = False
        return False

    def _ask_play(self) -> bool:
        """Pend the player's play decision; return True (the step stops here)."""
        if not self.hand:
            return self._end("no_card_to_play", "LS-CHECK-4")
        if self.rules.trapezohedron_trigger == "in_hand" and self._trapezohedron_in_hand():
            return True
        return self._ask("player", PLAY)

    def _ask_guess(self) -> bool:
        """LS-P1 (Deep Ones Insane): pend the value the player names; return True (the step stops here)."""
        return self._ask("player", GUESS)

    def _play(self, action: Action) -> None:
        kind = action["card"]
        card = next(c for c in self.hand if CARD_KIND[c] == kind)
        row = action.get("effect", "sane")
        other = next((c for c in self.hand if c != card), None)
        # a 7 the rule made the player play (LS-TURN-6): the story and what decided it say so (newcomer review 26,
        # letter_en 3: a forced Silver Key lost a game, "no card you played sealed it")
        forced = {"forced": True} if other is not None and not self.forced_ok(other, card) else {}
        self.hand.remove(card)
        self._to_player_discard(card)
        self._ev("LS-TURN-1", "play", card=kind, row=row, **forced)
        if not self._player_effect(card, row, action):
            self._end_player_turn()

    def _end_player_turn(self) -> None:
        self.turn += 1
        self._ask("opponent", OPPONENT)
        self._ev("LS-TURN-2", "opponent_turn", turn=self.turn)

    def _opponent_turn(self) -> None:
        """LS-TURN-2: protection ends, then the top card is played; the player's turn follows."""
        if self.o_protected:
            self.o_protected = False
            self._ev("LS-TURN-2", "protection_ends", side="opponent")
        if not self._opponent_play_top():
            self._begin_player_turn()

    def _ask_answer(self, card: int, row: str, options: tuple) -> bool:
        """LS-TURN-5: the player answers with hand or deck top; return True when the step stops."""
        if not options:
            self._ev("LS-TURN-5", "no_answer", card=CARD_KIND[card])
            return False
        if len(options) == 1:   # why no choice was asked: the story says it (newcomer review 25, letter_en 1)
            why = "hand_only" if self.hand and self.deck else "empty_deck" if options[0] == "hand" else "empty_hand"
            self._ev("LS-TURN-5", "only_answer", card=CARD_KIND[card], side=options[0], why=why)
            return self._answer(card, row, options[0])
        return self._ask("player", Answer(card, row, options))

    # ----- copies --------------------------------------------------------------------------------
    def clone(self) -> State:
        """Return an independent copy (hand-written: no deepcopy on the hot path)."""
        s = State.__new__(State)
        s.rules, s.seed, s.setup = self.rules, self.seed, self.setup
        s.history = self.history[:]
        s.hand, s.deck, s.stack = self.hand[:], self.deck[:], self.stack[:]
        s.player_discard, s.opponent_discard = self.player_discard[:], self.opponent_discard[:]
        s.aside, s.removed, s.unused = self.aside[:], self.removed[:], self.unused[:]
        s.deck_known, s.top_known = self.deck_known, self.top_known
        s.p_protected, s.o_protected = self.p_protected, self.o_protected
        s.turn, s.to_act, s.pending, s.result = self.turn, self.to_act, self.pending, self.result
        s.events = None if self.events is None else self.events[:]
        s.insanity, s.trapezohedron_used, s.sane_clues = self.insanity, self.trapezohedron_used, self.sane_clues
        s.determinized, s._log, s._legal = self.determinized, None, self._legal
        return s

    def zones(self) -> dict[str, list[int]]:
        """Return every zone's physical cards (for conservation checks): 25 cards in all."""
        return {"hand": self.hand, "deck": self.deck, "opponent": self.stack, "player_discard": self.player_discard,
                "opponent_discard": self.opponent_discard, "set_aside": self.aside, "removed": self.removed,
                "unused": self.unused}

    def _key(self) -> tuple:
        return (self.rules, self.seed, self.setup, [str(a) for a in self.history], self.hand, self.deck,
                self.stack, self.player_discard, self.opponent_discard, self.aside, self.removed, self.unused,
                self.deck_known, self.top_known, self.p_protected, self.o_protected, self.turn,
                self.to_act, self.pending, self.result, self.insanity, self.trapezohedron_used, self.sane_clues)
