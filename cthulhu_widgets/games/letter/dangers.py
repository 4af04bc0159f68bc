"""What a newcomer is warned of at the Letter table, from what the player sees (issue 23): the opponent's next turn
that loses unless the player acts now (said after the prompt of the player's turn), and a move that can lose or make
a known danger (said in its chip and its sentence). The words are in sentences/danger.py."""
from __future__ import annotations

from .cards import BRAINCASE, CARD_KIND, CTHULHU, INSANE, KIND_BY_ID, SANE_DEAL, SILVER_KEY, TRAPEZOHEDRON, VALUE

INSANE_KIND = {kind: k.insane for kind, k in KIND_BY_ID.items()}

# The player's moves (texts._move_key keys) that may eliminate the opponent's top card.
ELIMINATING = ("investigators", "investigators_zero", "guess", "guess_zero", "deep_ones_insane", "yith_hand",
               "yith_deck", "hound_insane", "armitage_opponent", "trapezohedron_insane")
# The dangers of a play that may eliminate the last card over Cthulhu (LS-P10): the turn's lesson says so.
LAST_OVER = ("last_clue", "last_braincase", "compare_last")
# The player's moves that never eliminate, take or swap the opponent's top card (LS-P2, LS-P4, LS-P5 on oneself,
# LS-P6 Insane, LS-P7 Sane, LS-P3 with nothing to compare).
NO_SEAL = ("cats", "protection", "armitage_self", "seven", "nyarlathotep_insane", "yith_nothing", "plain",
           "trapezohedron_weak")


def turn_danger(state, actions) -> tuple[str, dict] | None:
    """Return (key, values) of what the opponent's next turn does unless the player acts on this turn, or None:
    "cthulhu_top": Cthulhu is the top card and is played at the opponent's turn, a loss (LS-TURN-2; LS-P9: a play
    that eliminates, takes or swaps it away seals it). (A known deck top never opens the player's turn: the check and
    the draw take it, LS-KNOW-3; the move that makes it known says the danger, `move_danger`.)"""
    if state.result or not any(a.kind in ("play", "guess") for a in actions) or not state.stack:
        return None
    return ("cthulhu_top", {}) if state.stack[-1] == CTHULHU else None


def move_danger(state, key: str, values: dict) -> str | None:
    """Return the key of a move's warning (`key`: its texts._move_key key, `values` its filled values), or None:
    "cthulhu_stays" when Cthulhu is the top card and the play cannot seal it (LS-P9), so the opponent plays it when
    the turn ends (LS-TURN-2: a loss); "last_clue" when it may eliminate the last clue over Cthulhu on the player's
    own turn (LS-P10: Cthulhu comes on top and the opponent plays it), "last_braincase" when that card is the known
    Mi-Go Braincase (LS-P5: a card over Cthulhu, not a clue; newcomer review 9, finding 2); "deck_known" when Great Race of Yith / Hound of
    Tindalos compares the deck's top card, which becomes known unless it is lower (LS-P3), and a known deck top loses
    to the opponent's Investigators (LS-O1, LS-KNOW-4); "compare_loses" when Great Race of Yith compares a hand card
    the seat knows is beaten by the top card (`compare_beaten`, LS-P3: a loss at once)."""
    if compare_beaten(state, key, values) is not None:
        return "compare_loses"
    if key in ("armitage_self", "golden_mead_insane") and not state.deck and state.rules.empty_draw == "lose":
        return "empty_draw"   # its draw from an empty deck loses at once (LS-CHECK-4; newcomer review 35, letter_en 4)
    if state.stack and state.stack[-1] == CTHULHU and state.pending is not None and state.pending.kind != "answer":
        named = values.get("guess", values.get("value"))
        no_seal = key in NO_SEAL or key == "yith_deck" or state.o_protected   # no deck card beats 8 (LS-P3); a
        if no_seal or (key in ("investigators", "guess") and named not in ("", VALUE[CTHULHU])):
            return "cthulhu_stays"   # protection voids every play (LS-TURN-7; review 38, letter_en 8): it stays
        return None
    last = bool(state.stack) and state.stack[0] == CTHULHU and state.clues == 1 and not state.o_protected
    if last and key in ELIMINATING and not named_miss(state, key, values):   # the last card over Cthulhu may be the
        # Braincase a Mi-Go left (LS-P5): named
        if compare_may_lose(state, key, values):   # both outcomes lose (newcomer review 20, finding 3, 096_g7_7)
            return "compare_last"
        return "last_braincase" if state.braincase_over else "last_clue"
    if compare_may_lose(state, key, values):   # the compare's own loss comes first: it is decided at once
        return "compare_may_lose"
    # a name that misses eliminates nothing: no last clue left to protect Cthulhu (newcomer review 27, letter_en 2,
    # 103: "no name can hit" and "if the last clue is Elder Sign… you lose" on the same chips)
    if (key in NO_SEAL and state.clues == 1 or key in ELIMINATING and not named_miss(state, key, values)) and \
            protected_last(state):   # a play leaving the one face-down clue leaves it to chance (review 38, en 2)
        return "protect_last"
    if key == "yith_deck":
        return "deck_known"
    if key == "answer_carter_hand":
        return "given_look" if gives_look(state) else None
    return next_card_danger(state, key, values)


def gives_look(state) -> bool:
    """Return whether answering the opponent's Randolph Carter / Nyarlathotep with the hand card (LS-O6: it becomes the
    opponent's known next card) gives it a Cats of Ulthar / Golden Mead whose row, played, shows the deck top and plays
    its next card at once (LS-O2 Insane, LS-TURN-3): an Investigators or Deep Ones there then knocks out that known
    deck top (LS-O1, LS-KNOW-4), unless the player eliminates it first (newcomer review 20, finding 3, 031_g1_9)."""
    if not (state.hand and state.deck and state.stack) or state.stack[-1] == CTHULHU:
        return False   # no swap with Cthulhu (LS-O6)
    given = state.hand[0]
    return CARD_KIND[given] in ("cats_of_ulthar", "golden_mead") and (
        INSANE[given] or state.rules.opponent_insane_rows == "always")


def named_miss(state, key: str, values: dict) -> bool:
    """Return whether a naming play (LS-P1) names a value other than the known top card's: it eliminates nothing, so
    it never eliminates the last clue (newcomer review 20, finding 1: all eight Name chips warned, the hitting one
    glowed as the known value)."""
    if key not in ("investigators", "guess") or not (state.stack and state.top_known):
        return False
    named = values.get("guess", values.get("value"))
    return isinstance(named, int) and named != VALUE[state.stack[-1]]


def seen_cards(state) -> set:
    """Return the cards the seat sees where they are: its hand, both discards, the removed and set-aside cards and a
    known deck top (never a hidden clue): what the warnings count "not seen yet" from."""
    seen = {*state.hand, *state.player_discard, *state.opponent_discard, *state.removed, *state.aside}
    if state.deck and state.deck_known:
        seen.add(state.deck[-1])
    return seen


PROTECTING = ("elder_sign", "liber_ivonis")   # the opponent playing one is protected (LS-O4)


def protected_last(state) -> int:
    """Return how many cards that protect the opponent (LS-O4) the seat has not seen and may be the last clue left
    once this move eliminates the next-to-last (two clues over Cthulhu) or leaves the one face-down (review 38, en 2):
    the opponent plays that clue when the turn ends, Cthulhu comes on top protected, the seat's next turn cannot seal
    it and the opponent plays it (LS-TURN-7, LS-TURN-2: a loss; newcomer review 14, finding 2). Counted from what the
    seat sees (clues are dealt from the Sane cards, LS-SETUP-5), never from the hidden clue; else 0."""
    if state.result or state.o_protected or not 0 < state.clues < 3 or state.stack[0] != CTHULHU or (
            state.clues == 1 and state.top_known) or state.pending is None or state.pending.kind == "answer":
        return 0
    seen = seen_cards(state)
    if state.top_known:
        seen.add(state.stack[-1])
    return sum(1 for c in SANE_DEAL if CARD_KIND[c] in PROTECTING and c not in seen)


def unseen_sign(state) -> str | None:
    """Return a protection card (LS-O4) the seat has not seen that may be the one face-down clue left over Cthulhu, or
    None: the opponent plays it, then Cthulhu protected (LS-TURN-7; newcomer review 29, letter_en 1, 057 → 065)."""
    if state.clues != 1 or state.top_known or not state.stack or state.stack[0] != CTHULHU:
        return None
    seen = seen_cards(state)
    return next((CARD_KIND[c] for c in SANE_DEAL if CARD_KIND[c] in PROTECTING and c not in seen), None)


# The plays that take the last clue off Cthulhu without eliminating it: a Sane swap (LS-P6), an Insane Mi-Go's take
# (LS-P5, the Braincase then over Cthulhu) or an Insane Golden Mead's second play (LS-P2: it may draw one of these).
TAKE_AWAY = ("carter", "mi_go_insane", "golden_mead_insane")


def protection_last(state, moves) -> int | None:
    """Return the last clue over Cthulhu when it is a face-up Elder Sign or Liber Ivonis and none of `moves` (the
    (key, values) of each play) takes it away without eliminating it, else None: the opponent plays it when the turn
    ends and is protected through the player's next turn (LS-O4, LS-TURN-7), so Cthulhu, then on top, cannot be
    sealed and is played (LS-TURN-2); eliminating it brings Cthulhu on top at once (LS-P10). A loss either way
    (newcomer review 20, finding 2: 055_g3_5 was told only two turns later, 058_g3_8)."""
    if state.clues != 1 or len(state.stack) != 2 or state.stack[0] != CTHULHU or not state.top_known:
        return None
    last = state.stack[-1]
    if CARD_KIND[last] not in PROTECTING:
        return None
    if state.o_protected:   # every play aimed at it does nothing (LS-TURN-7)
        return last
    return None if any(_takes_away(state, key) for key, _ in moves) else last


def _takes_away(state, key: str) -> bool:
    """Return whether a play `key` (TAKE_AWAY) leaves the opponent a top card other than a protection card."""
    if key == "carter":
        given = left_on_top(state, key, {})
        return given is not None and CARD_KIND[given] not in PROTECTING
    if key == "mi_go_insane":
        return BRAINCASE in state.aside   # without it the row acts as its Sane one: an elimination (LS-P5 note)
    return key in TAKE_AWAY


def compare_may_lose(state, key: str, values: dict) -> bool:
    """Return whether Great Race of Yith's / Hound of Tindalos's "compare your hand card" (LS-P3, Sane) may lose the
    game from what the seat knows: the opponent's top card is unknown and a card it has not seen (a clue is dealt from
    the Sane cards, LS-SETUP-5) is higher than the hand card, or equal with `yith_tie` "player_loses" (newcomer review
    13, finding 2: this chip alone of the risky ones carried no ⚠)."""
    odds = compare_odds(state, key, values)
    return bool(odds and odds[0])


def compare_odds(state, key: str, values: dict) -> tuple[int, int] | None:
    """Return (the unseen Sane cards that beat the hand card, the unseen Sane cards) the unknown top card compared by
    "compare your hand card" (LS-P3) may be, or None when the compare is not with an unknown top: one rule for its ⚠
    and its chance (newcomer review 29, letter_zh 3: ⚠ in the course, none in game 4, unexplained)."""
    if key != "yith_hand" or state.o_protected or not state.stack or state.pending is None:
        return None
    top, mine = state.stack[-1], values.get("value")
    if state.pending.kind == "answer" or state.top_known or top == CTHULHU or not isinstance(mine, int):
        return None
    seen, tie = seen_cards(state), state.rules.yith_tie == "player_loses"
    unseen = [c for c in SANE_DEAL if c not in seen]
    return sum(1 for c in unseen if VALUE[c] > mine or (tie and VALUE[c] == mine)), len(unseen)


def top_may_beat(state, mine: int) -> bool:
    """Return whether an unknown opponent card may beat a card of value `mine` (higher, or equal with `yith_tie`
    "player_loses"): some Sane card the seat has not seen (in neither its hand, a discard, the removed pile nor the
    known deck top) has such a value."""
    seen = seen_cards(state)
    tie = state.rules.yith_tie == "player_loses"
    return any(VALUE[c] > mine or (tie and VALUE[c] == mine) for c in SANE_DEAL if c not in seen)


def compare_beaten(state, key: str, values: dict) -> int | None:
    """Return the opponent's top card when Great Race of Yith's "compare your hand card" (LS-P3, Sane) certainly loses
    from what the seat knows (a known top, or Cthulhu, always face up, higher than the hand card, or equal with
    `yith_tie` "player_loses"), else None; a protected opponent voids the play (LS-TURN-7)."""
    if key != "yith_hand" or state.o_protected or not state.stack or state.pending is None:
        return None
    top, mine = state.stack[-1], values.get("value")
    if state.pending.kind == "answer" or not (state.top_known or top == CTHULHU) or not isinstance(mine, int):
        return None
    tie_loses = state.rules.yith_tie == "player_loses"
    return top if mine < VALUE[top] or (mine == VALUE[top] and tie_loses) else None


# The cards whose play gives the other hand card to the opponent as its known top (LS-P6 Sane).
SWAPPERS = ("randolph_carter", "nyarlathotep")


def left_on_top(state, key: str, values: dict) -> int | None:
    """Return the opponent's top card after the player's move when the player knows it, else None: the hand card a
    swap gives (LS-P6: the given card is the known top), or a known top the move leaves there (a play that never
    touches it, a wrong value named, anything aimed while the opponent is protected, LS-TURN-7)."""
    if key == "carter" and not state.o_protected:
        given = [c for c in state.hand if CARD_KIND[c] not in SWAPPERS] or list(state.hand)[1:]
        return given[0] if given else None
    if not (state.stack and state.top_known):
        return None
    named = values.get("guess", values.get("value"))
    wrong = key in ("investigators", "guess") and named != VALUE[state.stack[-1]]
    return state.stack[-1] if key in NO_SEAL or wrong or state.o_protected else None


def next_card_danger(state, key: str, values: dict) -> str | None:
    """Return the key of the warning of a move after which the opponent's next card makes the player lose, from what
    the player knows (issue 23 r5: "Swap Deep Ones for the top card" lost at the opponent's turn, unwarned), or None:
    "next_investigators": Investigators (Sane row, LS-O1) always names the deck top right, and a known deck top is a
    loss (LS-KNOW-4); "next_deep_ones": Deep Ones' Insane row (LS-TURN-3, LS-O1 reveal_first) shows the deck top and
    loses unless it is a 1; "next_hound": the Hound's Insane row (LS-O3) knocks out the answering card of a sane
    player, a loss when the answer is the hand or a known deck top; "next_look": Golden Mead's Insane row (LS-O2)
    shows the deck top and plays the next card at once, an Investigators then a loss. Elder Sign / Liber Ivonis protect
    (LS-TURN-7)."""
    top = left_on_top(state, key, values)
    if top is None or key == "protection" or state.pending is None or state.pending.kind == "answer":
        return None
    kind, rules = CARD_KIND[top], state.rules
    insane_row = INSANE[top] or rules.opponent_insane_rows == "always"
    deck_top = state.deck[-1] if state.deck and state.deck_known and key != "armitage_self" else None   # it draws
    if kind in ("investigators", "deep_ones") and state.deck:
        if not insane_row:
            return "next_investigators" if deck_top is not None else None
        if deck_top is not None:
            return None if VALUE[deck_top] == 1 else "next_investigators"
        return "next_deep_ones" if rules.deep_ones_order == "reveal_first" else None
    if kind in ("cats_of_ulthar", "golden_mead") and insane_row and state.deck and deck_top is None:
        return "next_look"   # LS-O2 Insane: the deck top shown, the next card played at once (review 8, finding 3)
    if kind == "hound_of_tindalos" and insane_row:
        sane = not state.insane and not any(INSANE[c] for c in state.hand)   # the player stays sane after the play
        escape = state.deck and deck_top is None and rules.hound_answer == "player_choice"
        if (sane or rules.opponent_hound_condition == "always") and not escape and key != "carter":
            return "next_hound"
    return None


def check_doomed(state, n: int | None = None, deck: int | None = None) -> bool:
    """Return whether the player's next insanity check or the draw after it must fail, from the public counts (Insanity
    N, the deck's size): LS-CHECK-3 (fewer than N cards) or LS-CHECK-4 (no card left to draw), as the table's Insanity
    line says it (js/src/letter/layout.js insanityState)."""
    n = state.insanity if n is None else n   # `n`: N after a play that raises it (`play_dooms`)
    deck = len(state.deck) if deck is None else deck   # `deck`: its size after an answer takes a card (`answer_dooms`)
    rules = state.rules
    if n > deck and (rules.short_check == "lose" or not deck):
        return True
    return deck - n <= 0 and rules.empty_draw == "lose"


def play_dooms(state, card: str) -> bool:
    """Return whether playing `card` (a kind id) makes the next insanity check certain to fail when it was not
    (newcomer review 17, finding 2: "about 1 more turn" with two Insanity cards in hand): an Insanity card played lies
    in the discard, N + 1 (LS-CHECK-1), and until the next check the deck only shrinks and N only grows (LS-CHECK-3,
    LS-CHECK-4). Never with Cthulhu on top (a seal wins first, LS-P9)."""
    if state.pending is None or state.pending.kind == "answer" or not state.stack or state.stack[-1] == CTHULHU:
        return False
    return INSANE_KIND.get(card, False) and not check_doomed(state) and check_doomed(state, state.insanity + 1)


def answer_dooms(state, key: str) -> bool:
    """Return whether every outcome of an answer (`key`: its texts._move_key key) loses at the player's next insanity
    check (newcomer review 19, finding 1: both answers to Armitage took the deck to 3 with N = 3, warned only by the
    odds of an Insanity card): Armitage's Sane row (LS-O5) discards the hand card and draws 1, or discards the deck
    top, a card off the deck either way, N + 1 when the seat knows the discarded card is an Insanity card
    (LS-CHECK-1); every other answer may leave the deck as it is (LS-O3: a higher deck top stays; LS-O5 Insane: the
    Braincase takes the card's place), so only a check already lost loses. Until the check the deck only shrinks and
    N only grows (LS-CHECK-3, LS-CHECK-4)."""
    if state.pending is None or state.pending.kind != "answer" or state.result:
        return False
    if key == "answer_armitage_hand" and state.hand:
        if not state.deck:
            return state.rules.empty_draw == "lose"   # nothing to draw after the discard (LS-CHECK-4)
        return check_doomed(state, state.insanity + int(INSANE[state.hand[0]]), len(state.deck) - 1)
    if key == "answer_armitage_deck" and state.deck:
        known = state.deck_known and INSANE[state.deck[-1]]
        return check_doomed(state, state.insanity + int(known), len(state.deck) - 1)
    if key == "answer_knock_deck" and state.deck and not state.deck_known:   # the unknown top is discarded (LS-O3)
        return check_doomed(state, state.insanity, len(state.deck) - 1)
    if key.startswith("answer_compare_deck") and state.deck and deck_top_goes(state) == "sure":
        # newcomer review 23, finding 1 (081_g4_9): every deck card is lower than Cthulhu, so it is discarded
        return check_doomed(state, state.insanity, len(state.deck) - 1)
    return check_doomed(state)


def answer_may_doom(state, key: str) -> bool:
    """Return whether answering the opponent's Great Race of Yith / Hound of Tindalos with the deck top loses at the
    next check when that top is discarded (lower than the next card, LS-O3), which the seat cannot tell yet: the chip
    says so, as a sure one says the loss (newcomer review 23, finding 1)."""
    if not key.startswith("answer_compare_deck") or state.pending is None or state.pending.kind != "answer":
        return False
    return bool(state.deck) and deck_top_goes(state) == "may" and not check_doomed(state) \
        and check_doomed(state, state.insanity, len(state.deck) - 1)


def deck_top_goes(state) -> str | None:
    """Return whether the deck top answering a compare (LS-O3: lower, or a tie with `yith_tie` "player_loses", is
    discarded) is discarded "sure", "may" be, or None, from what the seat knows: a known next card (a known top, or
    Cthulhu, face up) against the cards the deck top may be (a known deck top, else every card it has not seen)."""
    if not state.stack:
        return None
    top = state.stack[-1]
    known = state.top_known or top == CTHULHU
    tops = [state.deck[-1]] if state.deck_known else [c for c in range(len(INSANE)) if c not in _seen_all(state)]
    tie = state.rules.yith_tie == "player_loses"
    goes = [known and (VALUE[c] < VALUE[top] or (tie and VALUE[c] == VALUE[top])) for c in tops]
    return "sure" if goes and all(goes) else None if known and not any(goes) else "may"


def _seen_all(state) -> set:
    """Return every card the seat sees where it is, the opponent's face-up cards of its stack too."""
    seen = seen_cards(state)
    return seen | ({state.stack[0], state.stack[-1]} if state.top_known else {state.stack[0]})


def game_lost(state, moves) -> bool:
    """Return whether the seat, on its turn, can no longer win by what it knows: Cthulhu is the top card and none of
    `moves` (the (key, values) of each play or value the seat may choose, texts._move_key) can seal it now (LS-P9), or
    the opponent is protected (LS-TURN-7), so the opponent plays it when the turn ends (LS-TURN-2; newcomer review 10,
    finding 2: "seal it now" was said with no seal possible); or the next check must fail (`check_doomed`,
    review 9, finding 1) and a clue (or the Braincase) still lies over Cthulhu: one turn takes off at most one card
    over it (a Mi-Go's take puts the Braincase in its place, LS-P5); or the last clue is a face-up protection card
    none of `moves` takes away (`protection_last`)."""
    if not moves or state.pending is None or state.pending.kind == "answer":
        return False
    if CTHULHU not in state.stack or state.rules.trapezohedron_trigger != "on_play":
        return False   # a held Trapezohedron may eliminate before the play: a second card off in one turn
    if state.stack[-1] != CTHULHU:
        return check_doomed(state) or protection_last(state, moves) is not None
    lose = ("cthulhu_stays", "compare_loses", "empty_draw")
    return state.o_protected or all(k == "braincase" or move_danger(state, k, v) in lose for k, v in moves)


def answer_insanity(state, key: str) -> tuple[str, int] | None:
    """Return (warning key, card) when an answer may discard an Insanity card, raising Insanity N by 1 (LS-CHECK-1;
    newcomer review 15, finding 2: answering the opponent's Great Race of Yith with the deck top discarded Liber
    Ivonis, N 3 → 4 unwarned): "insanity_discard" when the discarded card is one the seat knows to be an Insanity card
    (its hand card answering Armitage / Mi-Go, LS-P5; a known deck top Armitage discards), "insanity_may" when a known
    Insanity deck top may be discarded (LS-O3: only if lower), "insanity_odds" when the deck top, unknown, may be one
    (`deck_top_odds`, from what the seat sees, never from the hidden deck); `card` the card named (-1 for an unknown
    deck top). Else None."""
    if key == "answer_armitage_hand" and state.hand:
        return ("insanity_discard", state.hand[0]) if INSANE[state.hand[0]] else None
    if not key.startswith(("answer_armitage_deck", "answer_compare_deck")) or not state.deck:
        return None
    if state.deck_known:
        top = state.deck[-1]
        if not INSANE[top]:
            return None
        return ("insanity_discard" if key == "answer_armitage_deck" else "insanity_may"), top
    return ("insanity_odds", -1) if deck_top_odds(state)[0] else None


def deck_top_odds(state) -> tuple[int, int]:
    """Return (Insanity cards, cards) the unknown deck top may be, from what the seat sees alone (newcomer review 18,
    finding 1: "if Insanity" gave no odds): the Insanity cards it has not seen less the unused one (LS-SETUP-4), among
    the deck's unknown cards and, when the clues were not dealt from the Sane cards (LS-SETUP-5), the hidden clues."""
    seen = seen_cards(state)
    if state.stack:   # Cthulhu lies face up at the bottom, a known top on top
        seen |= {state.stack[0], state.stack[-1]} if state.top_known else {state.stack[0]}
    clue_slots, deck_slots, unused_slots = state.hidden_slots()
    insane = sum(1 for c in range(len(INSANE)) if INSANE[c] and c not in seen) - len(unused_slots)
    return max(insane, 0), len(deck_slots) + (0 if state.sane_clues else len(clue_slots))


# The plays after which the Silver Key leaves the hand anyway: Armitage on oneself discards it, a Sane swap gives it.
_KEY_LEAVES = ("armitage_self", "carter")


def key_forced_odds(state, card: str, key: str = "") -> tuple[int, int] | None:
    """Return (cards of 5 or 6, cards) the next draw may be when playing `card` (a kind id; `key` its
    texts._move_key key) keeps the Silver Key in hand: such a draw forces the Key's play, which does nothing
    (LS-TURN-6, LS-ORIG-8; newcomer review 26, letter_en 3: a forced Key lost a game, warned only in its tooltip).
    Counted from the cards the seat has not seen (never the other 7: holding both, either may be played); a known
    deck top counts alone. None when nothing is kept or no draw can force it."""
    if state.pending is None or state.pending.kind == "answer" or not state.deck or key in _KEY_LEAVES:
        return None
    if card == "silver_key" or SILVER_KEY not in state.hand or (state.stack and state.stack[-1] == CTHULHU):
        return None   # with Cthulhu on top this play seals it or loses: the turn's own warnings say which
    if state.deck_known:
        top = state.deck[-1]
        return (1, 1) if VALUE[top] >= 5 and top != TRAPEZOHEDRON else None
    unseen = [c for c in range(len(VALUE)) if c not in _seen_all(state)]
    high = sum(1 for c in unseen if VALUE[c] >= 5 and c != TRAPEZOHEDRON)
    return (high, len(unseen)) if high else None
