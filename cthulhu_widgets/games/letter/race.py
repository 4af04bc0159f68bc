"""Whether a Letter play loses the race (newcomer review 32, letter_en 1): after it the table's verdict says the game
is lost, counted on the play's best outcome, from what the player's seat sees."""
from __future__ import annotations

from .cards import CARD_KIND, CTHULHU, INSANE
from .dangers import ELIMINATING, INSANE_KIND


# The plays whose turn goes on with another act of the player's (LS-P2 Insane: draw 1 and play 1; LS-P5 Insane: play 1
# of 2; LS-P1 Insane: the value named next): a clue may still leave this turn.
GOES_ON = ("golden_mead_insane", "mi_go_insane", "deep_ones_insane")


def play_loses_race(state, key: str, card: str) -> bool:
    """Return whether a play (`key`: its texts._move_key key, `card` its kind id) turns the table's verdict from not
    lost to lost (verdict.behind: the deck runs out before the clues can all leave), counted on the best outcome for
    the player, from what the seat sees: N + 1 for an Insanity card played or discarded from the hand (LS-CHECK-1,
    LS-P5 on oneself), a card drawn off the deck, a clue gone if the play may eliminate one (newcomer review 32,
    letter_en 1: Golden Mead's Insane look made N = 3 and the table then said lost; its chip had no ⚠)."""
    from .verdict import LOST, behind, verdict

    if state.pending is None or state.pending.kind != "play" or not state.stack or state.stack[-1] == CTHULHU:
        return False   # Cthulhu on top has its own warning (cthulhu_stays)
    if verdict(state) in LOST:
        return False   # the table says it already
    after = state.clone()
    other = [c for c in state.hand if CARD_KIND[c] != card] or list(state.hand)[1:]
    after.insanity += int(INSANE_KIND.get(card, False))
    if key == "armitage_self" and other:
        after.insanity += int(INSANE[other[0]])
    draws = int(key in ("armitage_self", "golden_mead_insane"))
    after.deck = state.deck[:max(len(state.deck) - draws, 0)]
    if key not in GOES_ON:
        after.to_act = "opponent"
        if key in ELIMINATING:   # the best outcome: the top clue leaves; the next one is unseen
            after.stack, after.top_known = state.stack[:-1], False
    return behind(after)
