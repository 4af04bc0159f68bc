"""Lovecraft Letter: the deck's clock, the fewest and the most of the player's turns the deck can still last, from what
the player's seat sees. "About 2 of your turns" at N = 3, deck 8, then "the next draw must fail" the next turn: deck ÷
(N + 1) is only the best case, each Insanity card a check reveals raises N (LS-CHECK-1/2; review 38, letter_zh 3, 056
→ 057). Counted as if the player plays no Insanity card and answers the opponent from the hand (LS-TURN-5, the
player's choice): only the checks take from the deck and raise N. An answer from the deck top takes one more card;
counting every such answer would say "2 to 13 turns" from the first turn and turn the line amber in every game (diff
review of round II, defect 3: the choice is the player's; docs/games/letter.md says what the clock assumes)."""
from __future__ import annotations

from functools import lru_cache

from .cards import INSANE


# the options the clock counts: the ★ check (LS-CHECK-2/3/4); off them the view sends no clock (diff review of round
# II, defect 3) and the page falls back to deck ÷ (N + 1) (layout_insanity.js)
COUNTED = {"check_mode": "consume", "short_check": "lose", "empty_draw": "lose"}


def counted(rules) -> bool:
    """Return whether the clock counts the deck under `rules`: every option it reads at its ★ value."""
    return all(getattr(rules, k, v) == v for k, v in COUNTED.items())


def deck_turns(state) -> tuple[int, int]:
    """Return (fewest, most) more turns of the player's the deck lasts (LS-TURN-1: each its check, then its draw)."""
    clue_slots, deck_slots, _ = state.hidden_slots()
    # the hidden cards as one sorted pool: the same for every deal the player cannot tell apart (LS-KNOW)
    pool = sorted([state.stack[i] for i in clue_slots] + [state.deck[i] for i in deck_slots] + list(state.unused))
    unseen = sum(INSANE[c] for c in pool) - len(state.unused)   # the unused card is an Insanity one (LS-SETUP-4)
    hidden = len(deck_slots)
    clues = 0 if state.sane_clues else len(clue_slots)   # hidden clues may hold Insanity cards only off the ★ deal
    top = int(INSANE[state.deck[-1]]) if state.deck and len(deck_slots) < len(state.deck) else None
    spans = [_span(hidden, k, state.insanity, top)
             for k in range(max(0, unseen - clues), min(unseen, hidden) + 1)]
    return min(s[0] for s in spans), max(s[1] for s in spans)


@lru_cache(maxsize=4096)
def _span(hidden: int, insane: int, n: int, top: int | None) -> tuple[int, int]:
    """Return (fewest, most) turns of a deck of `hidden` unknown cards (`insane` of them Insanity) under a known top
    (`top`: 1 an Insanity card, 0 a Sane one, None no known top) at N = `n`."""
    if hidden + (top is not None) < n + 1:
        return 0, 0   # the check cannot be made (LS-CHECK-3) or nothing is left to draw (LS-CHECK-4)
    known = int(top is not None and n > 0)   # the check takes the known top first
    take, raised = n - known, top if known else 0
    ends = []
    for j in range(max(0, take - (hidden - insane)), min(take, insane) + 1):
        h, k = hidden - take, insane - j
        if top is not None and not known:   # N = 0: the known top is the draw
            ends.append(_span(h, k, n + j, None))
            continue
        # the draw goes to the hand: it raises N only if played, which this clock leaves out
        ends += [_span(h - 1, k - d, n + raised + j, None) for d in (0, 1) if (k if d else h - k) > 0]
    return 1 + min(e[0] for e in ends), 1 + max(e[1] for e in ends)
