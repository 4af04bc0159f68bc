"""Whether a play the seat makes surely eliminates the last clue over Cthulhu, from what the seat sees (issue 23):
its chip then says the loss as a fact, not as "if" (newcomer review 41, letter_zh 2, 161)."""
from __future__ import annotations

from .cards import BRAINCASE, CARD_KIND, CTHULHU, INSANE, VALUE
from .dangers import left_on_top, move_danger

# The naming plays (LS-P1): the value named is `guess` or `value`.
NAMING = ("investigators", "investigators_zero", "guess", "guess_zero")


def eliminates_known(state, key: str, values: dict) -> bool:
    """Return whether the move `key` (texts._move_key, `values` its filled values) surely eliminates the opponent's
    known top card: Great Race of Yith's hand card higher than it (LS-P3), its value named (LS-P1) or Armitage /
    Mi-Go Sane on the opponent (LS-P5), the Hound's Insane row with no Insanity card in the opponent's discard (LS-P3:
    whatever the top card); never a guess at a hidden top card (LS-KNOW-5)."""
    if not state.stack or state.o_protected:
        return False
    if key == "hound_insane":
        return not any(INSANE[c] for c in state.opponent_discard)
    if not state.top_known:
        return False
    top = VALUE[state.stack[-1]]
    if key == "yith_hand":
        mine = values.get("value")
        return isinstance(mine, int) and mine > top
    if key in NAMING:
        return values.get("guess", values.get("value")) == top
    return key == "armitage_opponent"


def sure_danger(state, key: str, values: dict) -> str | None:
    """Return the move's warning key (dangers.move_danger), "last_clue_sure" where its "last_clue" (may eliminate the
    last clue, LS-P10) is sure from what the seat sees: the table moved the one conditional ⚠ two chips shared to
    the prompt, and the sure loss kept none of its own (newcomer review 41, letter_zh 2, 161); "given_mi_go" where a
    swap gives the opponent Mi-Go (`gives_mi_go`)."""
    danger = move_danger(state, key, values)
    if danger is None and gives_mi_go(state, key, values):
        return "given_mi_go"
    return "last_clue_sure" if danger == "last_clue" and eliminates_known(state, key, values) else danger


def gives_mi_go(state, key: str, values: dict) -> bool:
    """Return whether Randolph Carter's / Nyarlathotep's Sane swap (LS-P6) gives the opponent Mi-Go, from what the seat
    sees (its hand, the set-aside Braincase): the opponent plays it when the turn ends, takes a card of the seat's and
    leaves it the Braincase (LS-O5 Insane), which loses if played (LS-P8; newcomer review 42, letter_zh 1, 047-057)."""
    if key != "carter" or not state.stack or state.stack[-1] == CTHULHU or BRAINCASE not in state.aside:
        return False   # a swap that takes Cthulhu wins (LS-P9); with the Braincase in play Mi-Go acts Sane (LS-O5)
    given = left_on_top(state, key, values)
    return given is not None and CARD_KIND[given] == "mi_go"
