"""The opponent's card effects (LS-O1..O9) and the player's answers to them (LS-TURN-5), keyed by card.

`OPPONENT_TABLE` maps each card to the opponent's effect, `ANSWER_TABLE` the cards the player answers to their
rows. Every effect returns True when the step stops there (a decision is pending, or the game ended).
"""
from __future__ import annotations

from .cards import BRAINCASE, CARD_KIND, CTHULHU, INSANE, VALUE


class OpponentEffects:
    """Mixin of State: resolves the opponent's cards and the player's answers through the tables below."""

    __slots__ = ()

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
        self._ev("LS-O7", "no_effect", card=CARD_KIND[card], why="seven_opponent")
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
            self._kept(side, self.hand[0], hv, nv)
            return False
        dv = VALUE[self.deck[-1]]
        if dv < nv or (dv == nv and lose_tie):
            self._discard_deck_top("LS-O3")
        else:
            self.deck_known = True
            self._ev("LS-O3", "deck_top_known", card=CARD_KIND[self.deck[-1]])
            self._kept(side, self.deck[-1], dv, nv)
        return False

    def _kept(self, side: str, mine, mv: int, nv: int) -> None:
        """Say why the answering card stays (LS-O3): higher than the next card, or a tie that does nothing. A hand card
        stays the player's secret: that line is the player's only (a spectator never sees the hand, LS-KNOW-1)."""
        self._ev("LS-O3", "compare_kept", ("player",) if side == "hand" else None, side=side,
                 how="tie" if mv == nv else "higher", mine=CARD_KIND[mine], mine_value=mv,
                 card=CARD_KIND[self.stack[-1]], value=nv)

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
        # where the Braincase went, told (newcomer review 31, letter_zh 1: its Investigators then knocked out the
        # known deck top, a loss the story never explained)
        if side == "hand":
            self._ev("LS-O5", "braincase_to_hand")
        else:
            self._ev("LS-O5", "braincase_to_deck")
        self.opponent_discard.append(taken)
        self._ev("LS-O5", "opponent_plays", card=CARD_KIND[taken])
        return self._opponent_effect(taken)


O = OpponentEffects
# The opponent table (LS-O): card -> effect(card, row). Cthulhu ends the game before its effect (LS-O8).
OPPONENT_TABLE = {
    "mi_go_braincase": O._opponent_braincase,
    "investigators": O._opponent_investigate, "deep_ones": O._opponent_investigate,
    "cats_of_ulthar": O._opponent_cats, "golden_mead": O._opponent_cats,
    "great_race_of_yith": O._opponent_yith, "hound_of_tindalos": O._opponent_yith,
    "elder_sign": O._opponent_protection, "liber_ivonis": O._opponent_protection,
    "professor_armitage": O._opponent_armitage, "mi_go": O._opponent_armitage,
    "randolph_carter": O._opponent_carter, "nyarlathotep": O._opponent_carter,
    "silver_key": O._opponent_seven, "shining_trapezohedron": O._opponent_seven,
}
# Opponent effects aimed at the player: void while the player is protected (LS-TURN-7).
TARGETS_PLAYER = frozenset({O._opponent_investigate, O._opponent_yith, O._opponent_armitage, O._opponent_carter})

# The player's answer (LS-TURN-5) to the opponent cards that ask for one: card -> {row: effect(side)}.
_ANSWER_THREES = {"sane": O._answer_compare, "insane": O._answer_knock_out}
_ANSWER_FIVES = {"sane": O._answer_armitage, "insane": O._answer_mi_go}
_ANSWER_SIXES = {"sane": O._answer_carter, "insane": O._answer_nyarlathotep}
ANSWER_TABLE = {
    "great_race_of_yith": _ANSWER_THREES, "hound_of_tindalos": _ANSWER_THREES,
    "professor_armitage": _ANSWER_FIVES, "mi_go": _ANSWER_FIVES,
    "randolph_carter": _ANSWER_SIXES, "nyarlathotep": _ANSWER_SIXES,
}
