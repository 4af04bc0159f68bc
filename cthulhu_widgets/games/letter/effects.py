"""Card effects: the player table (LS-P1..P10) and the opponent table (LS-O1..O9)."""
from __future__ import annotations

from .cards import BRAINCASE, CARD_FAMILY, CARD_KIND, CTHULHU, INSANE, TRAPEZOHEDRON, VALUE

# Player rows that target the opponent's top card, and so do nothing while it is protected (LS-TURN-7).
_TARGETS_OPPONENT = {(1, "sane"), (1, "insane"), (2, "sane"), (2, "insane"), (3, "sane"), (3, "insane"),
                     (5, "insane"), (6, "sane"), (6, "insane"), (7, "insane")}


class Effects:
    """Mixin of State: resolves cards. Each method returns True when the step stops (decision or end)."""

    __slots__ = ()

    # ----- player table ------------------------------------------------------------------------
    def _player_effect(self, card: int, row: str, action) -> bool:
        fam = CARD_FAMILY[card]
        if fam == 0:
            return self._end("braincase_played", "LS-P8")
        if self.o_protected and ((fam, row) in _TARGETS_OPPONENT
                                 or (fam == 5 and action.get("target") == "opponent")):
            self._ev("LS-TURN-7", "void_protected", card=CARD_KIND[card], side="opponent")
            return False
        if fam == 1:
            if row == "sane":
                return self._name_value(action["guess"], "LS-P1")
            return self._deep_ones()
        if fam == 2:
            self._know_top("LS-P2")
            if row == "insane":
                # Golden Mead: draw without an insanity check, then a full second play.
                return self._draw("LS-P2") or self._ask_play()
            return False
        if fam == 3:
            if row == "sane":
                side = action.get("compare")
                if side is None:
                    self._ev("LS-P3", "no_effect", card=CARD_KIND[card], why="nothing_to_compare")
                    return False
                return self._compare(side)
            if any(INSANE[c] for c in self.odisc):
                self._ev("LS-P3", "no_effect", card=CARD_KIND[card], why="opponent_discard_insane")
                return False
            return self._eliminate_top("LS-P3")
        if fam == 4:
            self.p_protected = True
            self._ev("LS-P4", "protected", side="player")
            return False
        if fam == 5:
            if row == "insane":
                return self._mi_go_take()
            if action["target"] == "opponent":
                return self._eliminate_top("LS-P5")
            return self._armitage_self("LS-P5")
        if fam == 6:
            if row == "insane":
                self._know_top("LS-P6")
                return False
            return self._carter_swap()
        if row == "insane":  # fam 7: the Shining Trapezohedron
            if self.rules.trapezohedron_trigger == "in_hand":
                self._ev("LS-P7", "no_effect", card=CARD_KIND[card], why="triggers_in_hand")
                return False
            if self.hand and VALUE[self.hand[0]] >= 5:
                return self._eliminate_top("LS-P7")
        self._ev("LS-P7", "no_effect", card=CARD_KIND[card], why="seven")
        return False

    def _know_top(self, rule: str) -> None:
        self.top_known = True
        self._ev(rule, "top_known", card=CARD_KIND[self.stack[-1]])

    def _name_value(self, value: int, rule: str) -> bool:
        """Investigators: a right guess eliminates the top card, a wrong one makes it known."""
        top = self.stack[-1]
        if VALUE[top] == value:
            self._ev(rule, "guess_right", value=value)
            return self._eliminate_top(rule)
        self._ev(rule, "guess_wrong", value=value)
        self._know_top(rule)
        return False

    def _deep_ones(self) -> bool:
        """Deep Ones Insane: a 1 on top is eliminated; otherwise it becomes known and a value is named."""
        if VALUE[self.stack[-1]] == 1:
            return self._eliminate_top("LS-P1")
        self._know_top("LS-P1")
        self.pending = ("guess",)
        self.to_act = "player"
        return True

    def _compare(self, side: str) -> bool:
        """Great Race of Yith (Sane): compare the other hand card or the deck top with the top card."""
        top = self.stack[-1]
        tv = VALUE[top]
        lose_tie = self.rules.yith_tie == "player_loses"
        if side == "hand":
            hv = VALUE[self.hand[0]]
            if hv > tv:
                return self._eliminate_top("LS-P3")
            if hv < tv or lose_tie:
                return self._end("hand_knocked_out", "LS-P3")
            self._know_top("LS-P3")
            return False
        dv = VALUE[self.deck[-1]]
        if dv > tv:
            self.deck_known = True
            self._ev("LS-P3", "deck_top_known", card=CARD_KIND[self.deck[-1]])
            return self._eliminate_top("LS-P3")
        if dv < tv or lose_tie:
            self._discard_deck_top("LS-P3")
        else:
            self.deck_known = True
            self._ev("LS-P3", "deck_top_known", card=CARD_KIND[self.deck[-1]])
        self._know_top("LS-P3")
        return False

    def _armitage_self(self, rule: str) -> bool:
        """Armitage on oneself: discard the hand card without its effect, then draw."""
        if self.hand:
            card = self.hand.pop()
            self._to_pdisc(card)
            self._ev(rule, "hand_discarded", card=CARD_KIND[card])
            if card == BRAINCASE and self.rules.braincase_forced_discard == "loses":
                return self._end("braincase_discarded", rule)
        return self._draw(rule)

    def _mi_go_take(self) -> bool:
        """Mi-Go Insane: take the top card, the Braincase becomes the known top, then play again."""
        top = self.stack[-1]
        if top == CTHULHU and not self.rules.cthulhu_taken_wins:
            self._ev("LS-P9", "no_effect", card="mi_go", why="cthulhu_cannot_be_taken")
            return False
        self.stack.pop()
        self.hand.append(top)
        self._ev("LS-P5", "taken", card=CARD_KIND[top])
        if top == CTHULHU:
            return self._end("cthulhu_sealed", "LS-P9")
        self.aside.remove(BRAINCASE)
        self.stack.append(BRAINCASE)
        self.top_known = True
        self._ev("LS-P5", "braincase_to_opponent")
        return self._ask_play()

    def _carter_swap(self) -> bool:
        """Randolph Carter: swap the other hand card with the top card, which becomes known."""
        if not self.hand:
            self._ev("LS-P6", "no_effect", card="randolph_carter", why="empty_hand")
            return False
        top = self.stack[-1]
        if top == CTHULHU and not self.rules.cthulhu_taken_wins:
            self._ev("LS-P9", "no_effect", card="randolph_carter", why="cthulhu_cannot_be_taken")
            return False
        given = self.hand.pop()
        self.hand.append(top)
        self.stack[-1] = given
        self.top_known = True
        self._ev("LS-P6", "swapped", given=CARD_KIND[given], taken=CARD_KIND[top])
        if top == CTHULHU:
            return self._end("cthulhu_sealed", "LS-P9")
        return False

    def _trapezohedron_in_hand(self) -> bool:
        """Option in_hand: an insane player holding the Trapezohedron and a 5+ eliminates the top, once a turn."""
        hand = self.hand
        if self.st_used or not self.insane or TRAPEZOHEDRON not in hand or len(hand) < 2:
            return False
        other = hand[0] if hand[1] == TRAPEZOHEDRON else hand[1]
        if VALUE[other] < 5:
            return False
        self.st_used = True
        if self.o_protected:
            self._ev("LS-TURN-7", "void_protected", card="shining_trapezohedron", side="opponent")
            return False
        return self._eliminate_top("LS-P7")

    # ----- opponent table ----------------------------------------------------------------------
    def _opponent_play_top(self) -> bool:
        """Play the opponent's top card into its discard and resolve it; Cthulhu loses (LS-O8)."""
        card = self.stack.pop()
        self.odisc.append(card)
        self._ev("LS-TURN-2", "opponent_plays", card=CARD_KIND[card])
        if card == CTHULHU:
            return self._end("cthulhu_played", "LS-O8")
        self._new_top()
        return self._opponent_effect(card)

    def _opponent_effect(self, card: int) -> bool:
        fam = CARD_FAMILY[card]
        if fam == 0:
            self._ev("LS-O9", "no_effect", card=CARD_KIND[card], why="braincase")
            return False
        row = "insane" if INSANE[card] or self.rules.opponent_insane_rows == "always" else "sane"
        if fam == 4:
            self.o_protected = True
            self._ev("LS-O4", "protected", side="opponent")
            return False
        if fam == 7:
            self._ev("LS-O7", "no_effect", card=CARD_KIND[card], why="seven")
            return False
        if fam == 2:
            if self.p_protected:
                self._ev("LS-TURN-7", "void_protected", card=CARD_KIND[card], side="player")
            elif self.deck:
                self.deck_known = True
                self._ev("LS-O2", "deck_top_known", card=CARD_KIND[self.deck[-1]])
            if row == "insane":
                self._ev("LS-O2", "plays_next")
                return self._opponent_play_top()
            return False
        if self.p_protected:
            self._ev("LS-TURN-7", "void_protected", card=CARD_KIND[card], side="player")
            return False
        if fam == 1:
            return self._opponent_investigate(card, row)
        if fam == 5 and row == "insane" and BRAINCASE not in self.aside:
            self._ev("LS-O5", "sane_row", why="braincase_in_play")
            row = "sane"
        if fam == 6 and row == "sane" and self.stack[-1] == CTHULHU:
            self._ev("LS-O6", "no_effect", card=CARD_KIND[card], why="next_is_cthulhu")
            return False
        if fam == 3 and row == "insane":
            if self.rules.opponent_hound_condition == "not_insane" and self.insane:
                self._ev("LS-O3", "no_effect", card=CARD_KIND[card], why="player_insane")
                return False
            if self.rules.hound_answer == "hand_only":
                return self._ask_answer(card, row, ("hand",) if self.hand else ())
        options = tuple(s for s, zone in (("hand", self.hand), ("deck", self.deck)) if zone)
        return self._ask_answer(card, row, options)

    def _opponent_investigate(self, card: int, row: str) -> bool:
        """LS-O1: the opponent's Investigators always guess the deck top right."""
        if not self.deck:
            self._ev("LS-O1", "no_effect", card=CARD_KIND[card], why="empty_deck")
            return False
        known = self.deck_known
        if row == "insane":
            if VALUE[self.deck[-1]] == 1:
                self._discard_deck_top("LS-O1")
                return False
            self.deck_known = True
            self._ev("LS-O1", "deck_top_known", card=CARD_KIND[self.deck[-1]])
            if self.rules.deep_ones_order == "reveal_first":
                known = True
        if known:
            return self._end("partner_knocked_out", "LS-KNOW-4")
        self._discard_deck_top("LS-O1")
        return False

    def _answer(self, card: int, row: str, side: str) -> bool:
        """Resolve the opponent's card against the player's answer (hand or deck top)."""
        fam = CARD_FAMILY[card]
        self._ev("LS-TURN-5", "answer", card=CARD_KIND[card], side=side)
        if fam == 3:
            return self._answer_compare(side) if row == "sane" else self._answer_knock_out(side)
        if fam == 5:
            if row == "sane":
                if side == "hand":
                    return self._armitage_self("LS-O5")
                self._discard_deck_top("LS-O5")
                return False
            return self._answer_mi_go(side)
        if row == "insane":  # fam 6, Nyarlathotep: the answering card becomes known
            if side == "deck":
                self.deck_known = True
                self._ev("LS-O6", "deck_top_known", card=CARD_KIND[self.deck[-1]])
            return False
        nxt = self.stack[-1]
        zone = self.hand if side == "hand" else self.deck
        given = zone[-1]
        zone[-1] = nxt
        self.stack[-1] = given
        self.top_known = True
        if side == "deck":
            self.deck_known = True
        self._ev("LS-O6", "swapped", given=CARD_KIND[given], taken=CARD_KIND[nxt], side=side)
        return False

    def _answer_compare(self, side: str) -> bool:
        """Opponent Yith: the answering card against the opponent's next card (LS-O3)."""
        nv = VALUE[self.stack[-1]]
        self._know_top("LS-O3")
        lose_tie = self.rules.yith_tie == "player_loses"
        if side == "hand":
            hv = VALUE[self.hand[0]]
            if hv < nv or (hv == nv and lose_tie):
                return self._end("hand_knocked_out", "LS-O3")
            return False
        dv = VALUE[self.deck[-1]]
        if dv < nv or (dv == nv and lose_tie):
            self._discard_deck_top("LS-O3")
        else:
            self.deck_known = True
            self._ev("LS-O3", "deck_top_known", card=CARD_KIND[self.deck[-1]])
        return False

    def _answer_knock_out(self, side: str) -> bool:
        """Opponent Hound Insane: the answering card is knocked out (LS-O3, LS-KNOW-4)."""
        if side == "hand":
            return self._end("hand_knocked_out", "LS-O3")
        if self.deck_known:
            return self._end("partner_knocked_out", "LS-KNOW-4")
        self._discard_deck_top("LS-O3")
        return False

    def _answer_mi_go(self, side: str) -> bool:
        """Opponent Mi-Go Insane: it takes the answering card, leaves the Braincase, plays the card."""
        self.aside.remove(BRAINCASE)
        if side == "hand":
            taken = self.hand.pop()
            self.hand.append(BRAINCASE)
        else:
            taken = self.deck.pop()
            self.deck.append(BRAINCASE)
            self.deck_known = True
        self._ev("LS-O5", "taken", card=CARD_KIND[taken], side=side)
        self.odisc.append(taken)
        self._ev("LS-O5", "opponent_plays", card=CARD_KIND[taken])
        return self._opponent_effect(taken)
