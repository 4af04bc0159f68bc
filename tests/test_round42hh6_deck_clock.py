"""Review 38, letter_zh 3 (056 → 058): at N = 3 with 8 cards in the deck the line said "about 2 of your turns"; the next
turn "the next draw must fail". The deck's clock is a range counted from the player's view (LS-CHECK-1/2/3/4,
LS-TURN-1): the fewest and the most turns the deck lasts if the player plays no Insanity card."""
from __future__ import annotations

import random

import pytest

from cthulhu_widgets.games.letter.cards import INSANE
from cthulhu_widgets.games.letter.clock import _span, deck_turns
from cthulhu_widgets.games.letter.game import new_game


@pytest.mark.parametrize("unseen, said", [(0, (2, 2)), (1, (1, 2)), (4, (1, 2)), (5, (1, 2)), (6, (1, 1))])
def test_LS_CHECK_1_n3_deck8_is_a_range(unseen, said):
    """Review 38, letter_zh 3: N = 3, deck 8 with `unseen` Insanity cards: 2 turns only while no check reveals one;
    one revealed makes N = 4 and the second turn's draw finds the deck empty (LS-CHECK-1, LS-CHECK-4). 6 of 8: the
    first check must reveal one."""
    assert _span(8, unseen, 3, None) == said


def clock_runs(deck: list[int], n: int) -> int:
    """Return how many turns of the player's a deck (top last) lasts at N = `n` playing no Insanity card."""
    deck, turns = list(deck), 0
    while True:
        if len(deck) < n:
            return turns   # LS-CHECK-3
        for _ in range(n):
            n += INSANE[deck.pop()]   # LS-CHECK-1/2: a revealed Insanity card raises N
        if not deck:
            return turns   # LS-CHECK-4
        deck.pop()
        turns += 1


def states(seeds: range):
    """Yield the player's decision states of bots' games of `seeds` (random plays, so N grows in many)."""
    for seed in seeds:
        s, rng = new_game(seed), random.Random(seed)
        while s.result is None:
            if s.to_act == "player":
                yield s
            s = s.apply(rng.choice(s.legal_actions()))


def test_LS_CHECK_2_the_deck_lasts_within_the_said_range():
    """Review 38, letter_zh 3: over many games and many orders of the deck the player cannot tell apart, the turns the
    deck really lasts (playing no Insanity card, answering from the hand: the clock's stated assumptions) lie within
    the line's range, and both ends are reached in the sample (diff review of round II, defect 4: the old check, "ends
    == {True, False} or ends == {True}", could not fail)."""
    fewest = most = False
    for s in states(range(60)):
        lo, hi = deck_turns(s)
        rng = random.Random(s.turn)
        runs = {clock_runs(s.deck, s.insanity)} | {clock_runs(s.determinize("player", rng).deck, s.insanity)
                                                   for _ in range(12)}
        assert lo <= min(runs) and max(runs) <= hi, (s.render(), lo, hi, runs)
        fewest, most = fewest or lo == min(runs), most or hi == max(runs)
    assert fewest and most


def test_the_clock_is_sent_only_under_the_options_it_counts():
    """Diff review of round II, defect 3: off the ★ check (LS-CHECK-2/3/4 options) or with partner discards going
    elsewhere the clock's counting is not the game's: the view sends no range and the page falls back to deck ÷ (N+1)."""
    from cthulhu_widgets.games.letter.rules import Rules
    assert "turns" in new_game(1).view("player")["deck"]
    for option, value in [("check_mode", "original"), ("short_check", "reveal_remaining"), ("empty_draw", "skip")]:
        assert "turns" not in new_game(1, rules=Rules(**{option: value})).view("player")["deck"], option


def test_LS_KNOW_5_the_clock_is_the_same_for_deals_differing_in_hidden_order():
    """Hidden information: two deals differing only in the deck's hidden order give the same range, in the view."""
    for s in states(range(20)):
        other = s.determinize("player", random.Random(7))
        assert other.view("player")["deck"]["turns"] == s.view("player")["deck"]["turns"] == list(deck_turns(s))
