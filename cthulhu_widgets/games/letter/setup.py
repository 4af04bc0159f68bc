"""The deal (LS-SETUP): a seeded shuffle, or an explicit arrangement by card id (LS-SETUP-8)."""
from __future__ import annotations

from dataclasses import dataclass, field

from ...core.errors import InvalidSetup, listing
from ...core.rng import Rng
from .cards import (BRAINCASE, CARD_KIND, CTHULHU, INSANE_1_TO_7, KIND_BY_ID, N_CARDS,
                    NECRONOMICON, SANE_DEAL)
from .rules import Rules

# Zones a setup may name; lists are written top card first (the order the player meets them).
SETUP_ZONES = ("clues", "deck", "hand", "unused", "discard", "opponent_discard", "removed")
# A last deck entry "..." deals every card the setup does not place, shuffled, below the named ones.
REST = "..."


@dataclass
class Deal:
    """Where every card lies at the start; stacks are stored bottom first (top = last)."""

    stack: list = field(default_factory=list)
    deck: list = field(default_factory=list)
    hand: list = field(default_factory=list)
    unused: list = field(default_factory=list)
    player_discard: list = field(default_factory=list)
    opponent_discard: list = field(default_factory=list)
    aside: list = field(default_factory=list)
    removed: list = field(default_factory=list)
    sane_clues: bool = True


def deal(seed: int, rules: Rules, setup: dict | None) -> Deal:
    """Return the opening arrangement: shuffled from `seed`, or as `setup` places it.

    Every zone left to chance is dealt uniformly (LS-SETUP-9): the unused card among the free
    Insanity cards 1-7, the clues an ordered random selection of the free Sane cards, then the hand
    and the deck one uniform order of everything left.
    """
    rng = Rng(seed)
    placed = _parse(setup, rules) if setup else {"all": set(), "deck_rest": False}
    pool = [c for c in range(N_CARDS)
            if c not in placed["all"] and c not in (NECRONOMICON, CTHULHU, BRAINCASE)]
    d = Deal(removed=[NECRONOMICON])                                         # LS-SETUP-2
    d.aside = [] if BRAINCASE in placed["all"] else [BRAINCASE]             # LS-SETUP-1
    # Zones the setup does not name are dealt from the pool, in the order of the real deal.
    n_unused = 1 if rules.remove_random_insane else 0
    d.unused = placed["unused"] if "unused" in placed else pick(rng, pool, n_unused, INSANE_1_TO_7,
                                                                "the unused card")  # LS-SETUP-4
    clues = placed["clues"] if "clues" in placed else pick(rng, pool, rules.clue_count, SANE_DEAL,
                                                           "the clue stack")      # LS-SETUP-5
    hand = placed["hand"] if "hand" in placed else pick(rng, pool, 1, None, "the hand")  # LS-SETUP-7
    rng.shuffle(pool)                                                        # LS-SETUP-6
    if "deck" in placed and placed["deck_rest"]:
        deck = placed["deck"] + pool
    elif "deck" in placed:
        if pool:
            raise InvalidSetup(
                f"cards not placed: {listing(sorted(CARD_KIND[c] for c in pool))}; with an explicit "
                f"deck every card must be placed (in deck, clues, hand, unused, discard, opponent_discard, "
                f"removed), or end the deck with {REST!r} to deal the rest below it")
        deck = placed["deck"]
    else:
        deck = pool
    d.stack = [CTHULHU] + clues[::-1]                                        # LS-SETUP-3
    d.deck, d.hand = deck[::-1], hand
    d.player_discard, d.opponent_discard = placed.get("discard", []), placed.get("opponent_discard", [])
    d.removed += placed.get("removed", [])
    d.sane_clues = all(c in SANE_DEAL for c in clues)
    return d


def pick(rng, pool: list, n: int, among, what: str) -> list:
    """Remove from `pool` and return `n` cards of `among` (any card if None), a uniform ordered choice.

    The pool's own order plays no part (LS-SETUP-9): the choice is made among the eligible cards in
    card-number order, so it depends on the generator and on which cards are eligible only.
    """
    eligible = sorted([c for c in pool if among is None or c in among])
    if len(eligible) < n:
        raise InvalidSetup(f"not enough cards left to fill {what}: need {n}, {len(eligible)} remain")
    chosen = rng.sample(eligible, n)
    for c in chosen:
        pool.remove(c)
    return chosen


_COPIES = {k: tuple(c for c in range(N_CARDS) if CARD_KIND[c] == k) for k in KIND_BY_ID}


def _parse(setup, rules: Rules) -> dict:
    """Return the physical cards each named zone holds (top first) plus "all"; raise InvalidSetup."""
    if not isinstance(setup, dict):
        raise InvalidSetup(f"setup must be a dict with keys from {listing(SETUP_ZONES)}, not {type(setup).__name__}")
    unknown = [k for k in setup if k not in SETUP_ZONES]
    if unknown:
        raise InvalidSetup(f"unknown setup zone(s) {listing(unknown)}; zones are {listing(SETUP_ZONES)}")
    free = {kind: list(cards) for kind, cards in _COPIES.items()}
    placed: dict = {"all": set(), "deck_rest": False}
    for zone in SETUP_ZONES:
        if zone not in setup or setup[zone] is None:
            continue
        ids = setup[zone]
        if isinstance(ids, str):
            ids = [ids]
        if not isinstance(ids, (list, tuple)):
            raise InvalidSetup(f"setup[{zone!r}] must be a list of card ids, not {ids!r}")
        if zone == "deck" and ids and ids[-1] == REST:
            ids, placed["deck_rest"] = ids[:-1], True
        cards = []
        for i, kind in enumerate(ids):
            if not isinstance(kind, str) or kind not in KIND_BY_ID:
                raise InvalidSetup(f"setup[{zone!r}][{i}] = {kind!r} is not a card id; ids are "
                                   f"{listing(sorted(KIND_BY_ID), 20)}")
            if kind in ("necronomicon", "cthulhu"):
                raise InvalidSetup(f"setup[{zone!r}][{i}]: {kind!r} cannot be placed; the Necronomicon is "
                                   "removed (LS-SETUP-2) and Cthulhu is the opponent's last card (LS-SETUP-3)")
            if not free[kind]:
                total = KIND_BY_ID[kind].count
                raise InvalidSetup(f"too many copies of {kind!r}: the game has {total}, "
                                   f"setup places more (last at setup[{zone!r}][{i}])")
            cards.append(free[kind].pop(0))
        placed[zone] = cards
        placed["all"].update(cards)
    _check_sizes(placed, rules)
    return placed


def _check_sizes(placed: dict, rules: Rules) -> None:
    """Raise InvalidSetup when a named zone has an impossible size or content."""
    if "hand" in placed and len(placed["hand"]) != 1:
        raise InvalidSetup(f"setup['hand'] must hold exactly 1 card (LS-SETUP-7), not {len(placed['hand'])}")
    if "unused" in placed:
        want = 1 if rules.remove_random_insane else 0
        if len(placed["unused"]) != want:
            raise InvalidSetup(f"setup['unused'] must hold {want} card(s) with remove_random_insane="
                               f"{rules.remove_random_insane} (LS-SETUP-4)")
        if any(c not in INSANE_1_TO_7 for c in placed["unused"]):
            raise InvalidSetup("setup['unused'] must be an Insanity card of value 1-7 (LS-SETUP-4)")
