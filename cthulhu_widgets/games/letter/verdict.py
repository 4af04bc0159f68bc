"""Lovecraft Letter: the kernel's verdict that the player's game is lost, from what the seat sees (the frame's
`lost`). The page read its own estimate and said "You are behind: this game is lost" at the player's turn, then "Race:
2 clues…" at the opponent's (newcomer review 29, letter_en 9, 126 → 128): the estimate counted the turns from the
player's turn both times. Here one count, by whose turn it is, and it only stays or becomes true as the game goes on:
the deck only shrinks and N only grows (LS-CHECK-1), and a clue leaves at most one a turn on either side."""
from __future__ import annotations

from .cards import CARD_KIND, CTHULHU, INSANE


def game_lost_now(state) -> bool:
    """Return whether the player can no longer win, from what the seat sees (`verdict` names why)."""
    return verdict(state) in LOST


LOST = ("behind", "check", "top", "sign")


def verdict(state) -> str | None:
    """Return why the player can no longer win, from what the seat sees, or what to do about a trap, or None:
    "behind", too few turns left for the clues (`behind`); "check", the next check must fail (LS-CHECK-3/4);
    "top", Cthulhu on top is played (LS-TURN-2) and no play seals it; "sign", the last clue is a face-up Elder Sign
    or Liber Ivonis, played it protects Cthulhu through the player's turn, eliminated it puts Cthulhu on top (LS-O4,
    LS-TURN-7, LS-P10); "sign_out", that clue on the player's turn with a play that takes it away (LS-P5, LS-P6).
    One verdict on both sides' turns: review 30, letter_en 1 (089: the face-up Elder Sign unsaid) and 4 (074)."""
    from .dangers import check_doomed, protection_last
    from .texts import game_is_lost

    if state.result is not None or CTHULHU not in state.stack:
        return None
    if behind(state):
        return "behind"
    sign = _sign_last(state)
    if _players_turn(state):
        if not game_is_lost(state):
            return "sign_out" if sign else None
        return "check" if check_doomed(state) else "sign" if sign or state.o_protected else "top"
    # Cthulhu on top is played at the start of the opponent's next turn (LS-TURN-2): while the player answers the card
    # the opponent played this turn (its last clue), the player's own turn comes first and may seal it (LS-P9; review
    # 33, letter_en 1: "can no longer be won" at turn 6 of an Easy game won at turn 7)
    answering = state.pending is not None and state.pending.kind == "answer"
    if state.stack[-1] == CTHULHU and (not answering or state.o_protected):
        return "sign" if state.o_protected else "top"
    return "check" if check_doomed(state) else "sign" if sign and protection_last(state, []) else None


def _sign_last(state) -> bool:
    """Return whether the last clue over Cthulhu is a face-up Elder Sign or Liber Ivonis (dangers.PROTECTING)."""
    from .dangers import PROTECTING
    return (state.clues == 1 and len(state.stack) == 2 and state.top_known
            and CARD_KIND[state.stack[-1]] in PROTECTING)


def behind(state) -> bool:
    """Return whether the clues over Cthulhu cannot all leave before the player's last turn (LS-P9: the opponent plays
    the last, the player seals Cthulhu on a turn after). Each of the player's turns takes N + 1 cards from the deck
    (LS-TURN-1: the check, then the draw), so at most deck // (N + 1) more come (fewer as N grows); the player and the
    opponent each take at most one clue off a turn. Not said where a second clue may leave in one turn: a held
    Trapezohedron (`trapezohedron_trigger` "in_hand"), an opponent's row that plays the next card (LS-O2 Insane), or
    where a draw from an empty deck is skipped."""
    rules = state.rules
    if rules.empty_draw != "lose" or rules.trapezohedron_trigger != "on_play" or rules.opponent_insane_rows == "always":
        return False
    if not state.sane_clues or (state.top_known and INSANE[state.stack[-1]] and CARD_KIND[state.stack[-1]] ==
                                "golden_mead"):
        return False   # an Insanity card over Cthulhu (a swap gave it, seen): its Insane row plays the next card too
    turns = len(state.deck) // (state.insanity + 1)
    clues = state.clues
    if _players_turn(state):
        return turns < -(-clues // 2)           # this turn and `turns` more: the last seals, 2 clues a round before
    return turns < -(-(clues + 1) // 2)         # the opponent's turn first: `turns` of the player's after it


def _players_turn(state) -> bool:
    """Return whether the player is on its own turn (an answer is the opponent's turn's)."""
    return state.to_act == "player" and state.pending is not None and state.pending.kind != "answer"


def lost_since(states) -> int | None:
    """Return the turn from which the verdict said the game was lost and kept saying it up to the game's end, from
    the states of one game in order; None where it never did. The end panel's "It became certain at turn N" should say
    this turn (review 31, letter_en: it read the log's doom line, turn 9 where the table had said "lost" since turn 6)."""
    turn = None
    for state in states:
        if state.result is not None:
            break
        lost = verdict(state) in LOST
        turn = (state.turn if turn is None else turn) if lost else None
    return turn
