"""Card effects: the player table (LS-P1..P10) and the opponent table (LS-O1..O9), each keyed by card.

The two cards of one value share their rows: a card's Sane row is the Sane card's effect and its Insane row the
Insanity card's (an insane player chooses the row of an Insanity card, LS-ORIG-10). `PLAYER_TABLE` maps each card
to its rows, `OPPONENT_TABLE` each card to the opponent's effect, `ANSWER_TABLE` the cards the player answers to
their rows. Every effect returns True when the step stops there (a decision is pending, or the game ended).
"""
from __future__ import annotations

from .cards import BRAINCASE, CARD_KIND, CTHULHU, INSANE, TRAPEZOHEDRON, VALUE


class Effects:
    """Mixin of State: resolves cards through the tables below."""

    __slots__ = ()

    # ----- player table ------------------------------------------------------------------------
    def _player_effect(self, card: int, row: str, action) -> bool:
        """Resolve the player's `card` played for `row`; a protected opponent voids what targets it (LS-TURN-7)."""
        effect = PLAYER_TABLE[CARD_KIND[card]][row]
        if self.o_protected and (effect in TARGETS_OPPONENT or action.get("target") == "opponent"):
            self._ev("LS-TURN-7", "void_protected", card=CARD_KIND[card], side="opponent")
            return False
        return effect(self, card, action)

    def _play_braincase(self, card: int, action) -> bool:
        """LS-P8: playing the Mi-Go Braincase loses."""
        return self._end("braincase_played", "LS-P8")

    def _play_investigators(self, card: int, action) -> bool:
        """LS-P1 (Sane): name a value."""
        return self._name_value(action["guess"], "LS-P1")

    def _play_cats(self, card: int, action) -> bool:
        """LS-P2 (Sane): the top card becomes known."""
        self._know_top("LS-P2")
        return False

    def _play_golden_mead(self, card: int, action) -> bool:
        """LS-P2 (Insane): the top becomes known; draw without an insanity check, then a full second play."""
        self._know_top("LS-P2")
        return self._draw("LS-P2") or self._ask_play()

    def _play_yith(self, card: int, action) -> bool:
        """LS-P3 (Sane): compare the other hand card or the deck top with the top card."""
        side = action.get("compare")
        if side is None:
            self._ev("LS-P3", "no_effect", card=CARD_KIND[card], why="nothing_to_compare")
            return False
        return self._compare(side)

    def _play_hound(self, card: int, action) -> bool:
        """LS-P3 (Insane): eliminate the top card, unless the opponent's discard holds an Insanity card."""
        if any(INSANE[c] for c in self.opponent_discard):
            self._ev("LS-P3", "no_effect", card=CARD_KIND[card], why="opponent_discard_insane")
            return False
        return self._eliminate_top("LS-P3")

    def _play_protection(self, card: int, action) -> bool:
        """LS-P4: the player is protected until its next turn."""
        self.p_protected = True
        self._ev("LS-P4", "protected", side="player")
        return False

    def _play_armitage(self, card: int, action) -> bool:
        """LS-P5 (Sane): eliminate the top card, or discard one's own hand card and draw."""
        if action["target"] == "opponent":
            return self._eliminate_top("LS-P5")
        return self._armitage_self("LS-P5")

    def _play_mi_go(self, card: int, action) -> bool:
        """LS-P5 (Insane): take the top card (see `_mi_go_take`)."""
        return self._mi_go_take()

    def _play_carter(self, card: int, action) -> bool:
        """LS-P6 (Sane): swap the other hand card with the top card."""
        return self._carter_swap()

    def _play_nyarlathotep(self, card: int, action) -> bool:
        """LS-P6 (Insane): the top card becomes known."""
        self._know_top("LS-P6")
        return False

    def _play_trapezohedron(self, card: int, action) -> bool:
        """LS-P7 (Insane): with a 5 or more in hand the top card is eliminated (unless it triggers in hand)."""
        if self.rules.trapezohedron_trigger == "in_hand":
            self._ev("LS-P7", "no_effect", card=CARD_KIND[card], why="triggers_in_hand")
            return False
        if self.hand and VALUE[self.hand[0]] >= 5:
            return self._eliminate_top("LS-P7")
        return self._play_seven(card, action)

    def _play_seven(self, card: int, action) -> bool:
        """LS-P7 (Sane): no effect."""
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

    def _play_deep_ones(self, card: int, action) -> bool:
        """Deep Ones Insane: a 1 on top is eliminated; otherwise it becomes known and a value is named."""
        if VALUE[self.stack[-1]] == 1:
            return self._eliminate_top("LS-P1")
        self._know_top("LS-P1")
        return self._ask("player", ("guess",))

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
            self._to_player_discard(card)
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
        if self.trapezohedron_used or not self.insane or TRAPEZOHEDRON not in hand or len(hand) < 2:
            return False
        other = hand[0] if hand[1] == TRAPEZOHEDRON else hand[1]
        if VALUE[other] < 5:
            return False
        self.trapezohedron_used = True
        if self.o_protected:
            self._ev("LS-TURN-7", "void_protected", card="shining_trapezohedron", side="opponent")
            return False
        return self._eliminate_top("LS-P7")

    # ----- opponent table ----------------------------------------------------------------------
    def _opponent_play_top(self) -> bool:
        """Play the opponent's top card into its discard and resolve it; Cthulhu loses (LS-O8)."""
        card = self.stack.pop()
        self.opponent_discard.append(card)
        self._ev("LS-TURN-2", "opponent_plays", card=CARD_KIND[card])
        if card == CTHULHU:
            return self._end("cthulhu_played", "LS-O8")
        self._new_top()
        return self._opponent_effect(card)

    def _opponent_effect(self, card: int) -> bool:
        """Resolve an opponent card by its row; a protected player voids what targets the player (LS-TURN-7)."""
        effect = OPPONENT_TABLE[CARD_KIND[card]]
        row = "insane" if INSANE[card] or self.rules.opponent_insane_rows == "always" else "sane"
        if self.p_protected and effect in TARGETS_PLAYER:
            self._ev("LS-TURN-7", "void_protected", card=CARD_KIND[card], side="player")
            return False
        return effect(self, card, row)

    def _opponent_braincase(self, card: int, row: str) -> bool:
        """LS-O9: the Braincase does nothing."""
        self._ev("LS-O9", "no_effect", card=CARD_KIND[card], why="braincase")
        return False

    def _opponent_cats(self, card: int, row: str) -> bool:
        """LS-O2: the deck top becomes known (not through protection); the Insane row plays the next card too."""
        if self.p_protected:
            self._ev("LS-TURN-7", "void_protected", card=CARD_KIND[card], side="player")
        elif self.deck:
            self.deck_known = True
            self._ev("LS-O2", "deck_top_known", card=CARD_KIND[self.deck[-1]])
        if row == "insane":
            self._ev("LS-O2", "plays_next")
            return self._opponent_play_top()
        return False

    def _opponent_yith(self, card: int, row: str) -> bool:
        """LS-O3: the player answers; the Hound's row may be void against an insane player, or take the hand only."""
        if row == "insane":
            if self.rules.opponent_hound_condition == "not_insane" and self.insane:
                self._ev("LS-O3", "no_effect", card=CARD_KIND[card], why="player_insane")
                return False
            if self.rules.hound_answer == "hand_only":
                return self._ask_answer(card, row, ("hand",) if self.hand else ())
        return self._ask_answer(card, row, self._answer_sides())

    def _opponent_protection(self, card: int, row: str) -> bool:
        """LS-O4: the opponent is protected until its next turn."""
        self.o_protected = True
        self._ev("LS-O4", "protected", side="opponent")
        return False

    def _opponent_armitage(self, card: int, row: str) -> bool:
        """LS-O5: the player answers; the Mi-Go's row is the Sane row while the Braincase is in play."""
        if row == "insane" and BRAINCASE not in self.aside:
            self._ev("LS-O5", "sane_row", why="braincase_in_play")
            row = "sane"
        return self._ask_answer(card, row, self._answer_sides())

    def _opponent_carter(self, card: int, row: str) -> bool:
        """LS-O6: the player answers; Carter's row does nothing when the next card is Cthulhu."""
        if row == "sane" and self.stack[-1] == CTHULHU:
            self._ev("LS-O6", "no_effect", card=CARD_KIND[card], why="next_is_cthulhu")
            return False
        return self._ask_answer(card, row, self._answer_sides())

    def _opponent_seven(self, card: int, row: str) -> bool:
        """LS-O7: a 7 does nothing."""
        self._ev("LS-O7", "no_effect", card=CARD_KIND[card], why="seven")
        return False

    def _answer_sides(self) -> tuple:
        """Return what the player may answer with: the hand, the deck top, when they hold a card."""
        return tuple(s for s, zone in (("hand", self.hand), ("deck", self.deck)) if zone)

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

    # ----- the player's answers -----------------------------------------------------------------
    def _answer(self, card: int, row: str, side: str) -> bool:
        """Resolve the opponent's card against the player's answer (hand or deck top)."""
        self._ev("LS-TURN-5", "answer", card=CARD_KIND[card], side=side)
        return ANSWER_TABLE[CARD_KIND[card]][row](self, side)

    def _answer_armitage(self, side: str) -> bool:
        """Opponent Armitage (LS-O5): the hand card is discarded (then a draw), or the deck top."""
        if side == "hand":
            return self._armitage_self("LS-O5")
        self._discard_deck_top("LS-O5")
        return False

    def _answer_nyarlathotep(self, side: str) -> bool:
        """Opponent Nyarlathotep (LS-O6): the answering card becomes known."""
        if side == "deck":
            self.deck_known = True
            self._ev("LS-O6", "deck_top_known", card=CARD_KIND[self.deck[-1]])
        return False

    def _answer_carter(self, side: str) -> bool:
        """Opponent Carter (LS-O6): the answering card is swapped with the opponent's next card, both known."""
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
        self.opponent_discard.append(taken)
        self._ev("LS-O5", "opponent_plays", card=CARD_KIND[taken])
        return self._opponent_effect(taken)


E = Effects
# The player table (LS-P): card -> {row: effect}. The Braincase and the 8s have one row (no choice to make).
_ONES = {"sane": E._play_investigators, "insane": E._play_deep_ones}
_TWOS = {"sane": E._play_cats, "insane": E._play_golden_mead}
_THREES = {"sane": E._play_yith, "insane": E._play_hound}
_FOURS = {"sane": E._play_protection, "insane": E._play_protection}
_FIVES = {"sane": E._play_armitage, "insane": E._play_mi_go}
_SIXES = {"sane": E._play_carter, "insane": E._play_nyarlathotep}
_SEVENS = {"sane": E._play_seven, "insane": E._play_trapezohedron}
PLAYER_TABLE = {
    "mi_go_braincase": {"sane": E._play_braincase},
    "investigators": _ONES, "deep_ones": _ONES,
    "cats_of_ulthar": _TWOS, "golden_mead": _TWOS,
    "great_race_of_yith": _THREES, "hound_of_tindalos": _THREES,
    "elder_sign": _FOURS, "liber_ivonis": _FOURS,
    "professor_armitage": _FIVES, "mi_go": _FIVES,
    "randolph_carter": _SIXES, "nyarlathotep": _SIXES,
    "silver_key": _SEVENS, "shining_trapezohedron": _SEVENS,
    "necronomicon": {"sane": E._play_seven}, "cthulhu": {"sane": E._play_seven},
}
# Player effects aimed at the opponent's top card: void while it is protected (LS-TURN-7), as is Armitage's
# Sane row when it targets the opponent.
TARGETS_OPPONENT = frozenset({*_ONES.values(), *_TWOS.values(), *_THREES.values(), E._play_mi_go,
                              *_SIXES.values(), E._play_trapezohedron})

# The opponent table (LS-O): card -> effect(card, row). Cthulhu ends the game before its effect (LS-O8).
OPPONENT_TABLE = {
    "mi_go_braincase": E._opponent_braincase,
    "investigators": E._opponent_investigate, "deep_ones": E._opponent_investigate,
    "cats_of_ulthar": E._opponent_cats, "golden_mead": E._opponent_cats,
    "great_race_of_yith": E._opponent_yith, "hound_of_tindalos": E._opponent_yith,
    "elder_sign": E._opponent_protection, "liber_ivonis": E._opponent_protection,
    "professor_armitage": E._opponent_armitage, "mi_go": E._opponent_armitage,
    "randolph_carter": E._opponent_carter, "nyarlathotep": E._opponent_carter,
    "silver_key": E._opponent_seven, "shining_trapezohedron": E._opponent_seven,
}
# Opponent effects aimed at the player: void while the player is protected (LS-TURN-7).
TARGETS_PLAYER = frozenset({E._opponent_investigate, E._opponent_yith, E._opponent_armitage, E._opponent_carter})

# The player's answer (LS-TURN-5) to the opponent cards that ask for one: card -> {row: effect(side)}.
_ANSWER_THREES = {"sane": E._answer_compare, "insane": E._answer_knock_out}
_ANSWER_FIVES = {"sane": E._answer_armitage, "insane": E._answer_mi_go}
_ANSWER_SIXES = {"sane": E._answer_carter, "insane": E._answer_nyarlathotep}
ANSWER_TABLE = {
    "great_race_of_yith": _ANSWER_THREES, "hound_of_tindalos": _ANSWER_THREES,
    "professor_armitage": _ANSWER_FIVES, "mi_go": _ANSWER_FIVES,
    "randolph_carter": _ANSWER_SIXES, "nyarlathotep": _ANSWER_SIXES,
}
