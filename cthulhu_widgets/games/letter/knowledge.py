"""Determinization: resample what the player cannot see, keeping everything the player knows."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import INSANE_1_TO_7, SANE_DEAL

if TYPE_CHECKING:
    from .state import State


class Knowledge:
    """Mixin of State: `determinize(seat, rng)`."""

    __slots__ = ()

    def hidden_slots(self) -> tuple[list[int], list[int], list[int]]:
        """Return the positions hidden from the player: (clue stack indices, deck indices, unused indices)."""
        stack_top, deck_top = len(self.stack) - 1, len(self.deck) - 1
        clue_slots = [i for i in range(len(self.stack))
                      if i > 0 and not (i == stack_top and self.top_known)]
        deck_slots = [i for i in range(len(self.deck)) if not (i == deck_top and self.deck_known)]
        return clue_slots, deck_slots, list(range(len(self.unused)))

    def determinize(self, seat, rng) -> State:
        """Return a copy in which every card hidden from `seat` is redealt at random, consistently.

        Unknown clues are redealt Sane cards (LS-SETUP-5) when the deal made them so, the unused card
        an Insanity card of value 1-7 (LS-SETUP-4); known tops, hand and public piles stay. The copy
        cannot be saved (its history no longer replays).
        """
        if seat not in (None, "player"):
            raise ValueError(f"determinize is defined for the seat 'player' (or None for a plain copy), not {seat!r}")
        copy = self.clone()
        if seat is None:
            return copy
        copy.determinized = True
        clue_slots, deck_slots, unused_slots = self.hidden_slots()
        pool = [self.stack[i] for i in clue_slots] + [self.deck[i] for i in deck_slots] + self.unused
        rng.shuffle(pool)
        # The unused card first (an Insanity card of value 1-7), then the clues, then the deck.
        unused = [c for c in pool if c in INSANE_1_TO_7][:len(unused_slots)]
        rest = [c for c in pool if c not in unused]
        clues = ([c for c in rest if c in SANE_DEAL] if self.sane_clues else rest)[:len(clue_slots)]
        rest = [c for c in rest if c not in clues]
        for i, c in zip(clue_slots, clues, strict=True):
            copy.stack[i] = c
        for i, c in zip(deck_slots, rest, strict=True):
            copy.deck[i] = c
        copy.unused = unused
        return copy
