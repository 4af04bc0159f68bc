"""What a newcomer is warned of at the Letter table, from what the player sees (issue 23): the opponent's next turn
that loses unless the player acts now (said after the prompt of the player's turn), and a move that can lose or make
a known danger (said in its chip and its sentence). The words are in sentences/danger.py."""
from __future__ import annotations

from .cards import CTHULHU, VALUE

# The player's moves (texts._move_key keys) that may eliminate the opponent's top card.
ELIMINATING = ("investigators", "investigators_zero", "guess", "guess_zero", "deep_ones_insane", "yith_hand",
               "yith_deck", "hound_insane", "armitage_opponent", "trapezohedron_insane")
# The player's moves that never eliminate, take or swap the opponent's top card (LS-P2, LS-P4, LS-P5 on oneself,
# LS-P6 Insane, LS-P7 Sane, LS-P3 with nothing to compare).
NO_SEAL = ("cats", "protection", "armitage_self", "seven", "nyarlathotep_insane", "yith_nothing", "plain")


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
    own turn (LS-P10: Cthulhu comes on top and the opponent plays it); "deck_known" when Great Race of Yith / Hound of
    Tindalos compares the deck's top card, which becomes known unless it is lower (LS-P3), and a known deck top loses
    to the opponent's Investigators (LS-O1, LS-KNOW-4)."""
    if state.stack and state.stack[-1] == CTHULHU and state.pending is not None and state.pending.kind != "answer":
        named = values.get("guess", values.get("value"))
        if key in NO_SEAL or (key in ("investigators", "guess") and named not in ("", VALUE[CTHULHU])):
            return "cthulhu_stays"
        return None
    last = bool(state.stack) and state.stack[0] == CTHULHU and state.clues == 1 and not state.o_protected
    if last and key in ELIMINATING:
        return "last_clue"
    return "deck_known" if key == "yith_deck" else None
