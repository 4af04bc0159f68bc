"""Determinization: resample what the player cannot see, keeping everything the player knows."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import INSANE_1_TO_7, SANE_DEAL
from .setup import pick

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

        The redeal is uniform among the worlds the player cannot tell apart (LS-SETUP-9): the unused
        card among the hidden Insanity cards of value 1-7 (LS-SETUP-4), unknown clues among the hidden
        Sane cards when the deal made them so (LS-SETUP-5; any hidden card otherwise), the unknown deck
        cards in a uniform order of the rest. Known tops, hand and public piles stay. The copy computes
        its own legal actions and cannot be saved (its history no longer replays).
        """
        if seat not in (None, "player"):
            raise ValueError(f"determinize is defined for the seat 'player' (or None for a plain copy), not {seat!r}")
        copy = self.clone()
        if seat is None:
            return copy
        copy.determinized = True
        copy._legal = None  # nothing cached from the true state
        clue_slots, deck_slots, unused_slots = self.hidden_slots()
        # Sorted: the redeal depends on what the player knows and on `rng`, never on the true order.
        pool = sorted([self.stack[i] for i in clue_slots] + [self.deck[i] for i in deck_slots] + self.unused)
        copy.unused = pick(rng, pool, len(unused_slots), INSANE_1_TO_7, "the unused card")
        clues = pick(rng, pool, len(clue_slots), SANE_DEAL if self.sane_clues else None, "the clue stack")
        rng.shuffle(pool)
        for i, c in zip(clue_slots, clues, strict=True):
            copy.stack[i] = c
        for i, c in zip(deck_slots, pool, strict=True):
            copy.deck[i] = c
        return copy
