"""The player's card effects (LS-P1..P10), keyed by card, and the helpers the opponent's effects share.

The two cards of one value share their rows: a card's Sane row is the Sane card's effect and its Insane row the
Insanity card's (an insane player chooses the row of an Insanity card, LS-ORIG-10). `PLAYER_TABLE` maps each card
to its rows. Every effect returns True when the step stops there (a decision is pending, or the game ended). The
opponent's table is in opponent.py.
"""
from __future__ import annotations

from .cards import BRAINCASE, CARD_KIND, CTHULHU, INSANE, TRAPEZOHEDRON, VALUE


class Effects:
    """Mixin of State: resolves the player's cards through PLAYER_TABLE; zone and knowledge helpers."""

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
        self._ev("LS-P7", "no_effect", card=CARD_KIND[card], why="seven_weak")
        return False

    def _play_seven(self, card: int, action) -> bool:
        """LS-P7 (Sane): no effect; why, in the player's words (the Silver Key never does anything, the Shining
        Trapezohedron works only while insane: newcomer review 16, finding 7, not "a 7's Sane row is empty")."""
        kind = CARD_KIND[card]
        self._ev("LS-P7", "no_effect", card=kind, why="seven_sane" if kind == "shining_trapezohedron" else "seven")
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
        return self._ask_guess()

    def _compare(self, side: str) -> bool:
        """Great Race of Yith (Sane): compare the other hand card or the deck top with the top card."""
        top = self.stack[-1]
        tv = VALUE[top]
        lose_tie = self.rules.yith_tie == "player_loses"
        mine = self.hand[0] if side == "hand" else self.deck[-1]
        mv = VALUE[mine]
        result = "higher" if mv > tv else ("lower_" + side) if mv < tv or lose_tie else "tie"
        # the seat's own compare says both cards and the outcome, as the opponent's does (review 15, finding 3); a
        # hand card stays the player's secret (LS-KNOW-1)
        self._ev("LS-P3", "compared", ("player",) if side == "hand" else None, side=side, mine=CARD_KIND[mine],
                 mine_value=mv, card=CARD_KIND[top], value=tv, result=result)
        if side == "hand":
            hv = VALUE[self.hand[0]]
            if hv > tv:
                return self._eliminate_top("LS-P3")
            if hv < tv or lose_tie:
                self._know_top("LS-P3")   # compared face to face: the player has seen the clue that beat the card
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
