"""LS-SETUP-9: every arrangement left to chance is uniform — the seeded deal, a setup's rest, determinize.

Each test deals (or redeals) over a fixed range of seeds, so it is deterministic and never flakes, and
compares, position by position, how often each card kind lies there with what a uniform arrangement
gives (LS-SETUP-4..7): an exact two-sided binomial test per (position, kind) cell at p < 1e-4 overall,
Bonferroni-corrected over the cells. The expectations come from the card counts of the spec alone.
"""
from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache
from math import exp, lgamma, log, log1p

import pytest

from conftest import kinds, scenario
from cthulhu_widgets.games import letter
from cthulhu_widgets.games.letter.state import State

N = 3000
ALPHA = 1e-4

# LS-CARDS / LS-SETUP-4,5: the 15 Sane cards of the deal and the 7 Insanity cards of value 1-7, by kind.
SANE = Counter({k.id: k.count for k in letter.KINDS if not k.insane and k.id != "necronomicon"})
INSANE_1_7 = Counter({k.id: k.count for k in letter.KINDS if k.insane and 1 <= k.value <= 7})
assert sum(SANE.values()) == 15 and sum(INSANE_1_7.values()) == 7


# ----- statistics --------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def _log_factorials(n: int) -> tuple[float, ...]:
    return tuple(lgamma(i + 1) for i in range(n + 1))


def binomial_p(k: int, n: int, p: float) -> float:
    """Return the exact two-sided p-value of k successes in n trials of probability p (twice the smaller tail)."""
    if p <= 0.0 or p >= 1.0:
        return 1.0 if k == round(n * p) else 0.0
    lf, lp, lq = _log_factorials(n), log(p), log1p(-p)

    def pmf(i: int) -> float:
        return exp(lf[n] - lf[i] - lf[n - i] + i * lp + (n - i) * lq)

    tail = sum(pmf(i) for i in (range(k + 1) if k <= n * p else range(k, n + 1)))
    return min(1.0, 2.0 * tail)


def assert_uniform(observed: dict, expected: dict, n: int) -> None:
    """Assert every (position, kind) count of `observed` fits Binomial(n, expected[position][kind]).

    `observed[pos]` is a Counter of kinds over the n deals, `expected[pos]` a dict kind -> probability
    (a kind missing from it must never appear there).
    """
    expected, observed = with_insanity_share(expected), with_insanity_share(observed)
    cells = [(pos, kind) for pos in expected for kind in set(expected[pos]) | set(observed[pos])]
    level = ALPHA / len(cells)
    bad = []
    for pos, kind in cells:
        p, k = expected[pos].get(kind, 0.0), observed[pos][kind]
        pv = binomial_p(k, n, p)
        if pv < level:
            bad.append((pv, f"{pos}: {kind} {k / n:.3f} (uniform: {p:.3f}, p={pv:.1e})"))
    bad.sort()
    assert not bad, (f"{len(bad)} of {len(cells)} cells are not uniform (level {level:.1e}); worst:\n  "
                     + "\n  ".join(text for _, text in bad[:12]))


INSANITY = "(any Insanity card)"


def with_insanity_share(table: dict) -> dict:
    """Return `table` (position -> kind -> count or probability) with one more cell per position: how
    often an Insanity card lies there — a sharper test of the bias that matters most to the player."""
    out = {}
    for pos, row in table.items():
        row = Counter(row) if isinstance(row, Counter) else dict(row)
        row[INSANITY] = sum(v for kind, v in row.items() if kind in INSANE_1_7)
        out[pos] = row
    return out


def shares(counts: Counter, weight: float = 1.0) -> dict:
    """Return kind -> weight * copies / total for a Counter of card kinds (a uniform draw from it)."""
    total = sum(counts.values())
    return {kind: weight * m / total for kind, m in counts.items()}


def uniform_deal(insane: Counter, sane: Counter, n_unused: int, n_clues: int, *,
                 sane_clues: bool = True) -> tuple[dict, dict, dict]:
    """Return the kind probabilities at one position of each zone (unused, clue, rest) of a uniform arrangement.

    `insane` (Insanity cards 1-7) and `sane` are the cards left to chance, by kind; n_unused of the
    Insanity cards are unused (LS-SETUP-4); n_clues cards go to the clue stack, Sane ones (LS-SETUP-5)
    when `sane_clues`; the rest lies in one uniform order (LS-SETUP-6, LS-SETUP-9). A position of the
    rest holds a given card with P(that card is not taken) / (size of the rest).
    """
    n_i, n_s = sum(insane.values()), sum(sane.values())
    keep_i = 1 - n_unused / n_i if n_i else 1.0   # P(a given Insanity card is not the unused one)
    unused = shares(insane)
    if sane_clues:
        left = n_i + n_s - n_unused - n_clues
        clue = shares(sane)
        rest = {**shares(insane, keep_i * n_i / left), **shares(sane, (1 - n_clues / n_s) * n_s / left)}
    else:
        # Clues and rest are then one uniform order of every card that is not unused.
        left = n_i + n_s - n_unused
        clue = rest = {**shares(insane, keep_i * n_i / left), **shares(sane, n_s / left)}
    return unused, clue, rest


def dealt_order(state) -> list[str]:
    """Return the player-side cards in the order dealt, top first: the dealt hand card, then the deck.

    The first turn has already drawn the deck's top card (LS-SETUP-7, LS-TURN-1), so it is hand[1].
    """
    return kinds(state, "hand") + kinds(state, "deck")


def tally(worlds, zones) -> dict:
    """Return position -> Counter of kinds over `worlds`; `zones(world)` maps position -> kind."""
    observed: dict = {}
    for world in worlds:
        for pos, kind in zones(world).items():
            observed.setdefault(pos, Counter())[kind] += 1
    return observed


# ----- the seeded deal ------------------------------------------------------------------------------
@pytest.mark.parametrize("rules", [None, {"clue_count": 10, "remove_random_insane": False}])
def test_LS_SETUP_9_new_game_deal_is_uniform_position_by_position(rules):
    """LS-SETUP-9 (with LS-SETUP-4..7): over 3,000 seeds the unused card is each of the 7 Insanity cards
    1-7 equally often, each clue position holds each Sane card equally often, and each deck position
    (the hand = the deck's first card included) each remaining card equally often — so the hand is an
    Insanity card in 6/15 = 40% of the deals, not more."""
    r = letter.Rules.from_dict(rules)
    n_unused = 1 if r.remove_random_insane else 0
    unused, clue, rest = uniform_deal(INSANE_1_7, SANE, n_unused, r.clue_count)
    expected = {"unused": unused} if n_unused else {}
    expected.update({f"clue {j + 1}": clue for j in range(r.clue_count)})
    n_deck = 22 - n_unused - r.clue_count
    expected.update({f"deck {j + 1}{' (hand)' if j == 0 else ''}": rest for j in range(n_deck)})

    def zones(s):
        out = {f"clue {j + 1}": kind for j, kind in enumerate(kinds(s, "opponent")[:-1])}
        out.update({f"deck {j + 1}{' (hand)' if j == 0 else ''}": kind for j, kind in enumerate(dealt_order(s))})
        if n_unused:
            out["unused"] = kinds(s, "unused")[0]
        return out

    games = [letter.new_game(seed, rules=rules, events=False) for seed in range(N)]
    assert all(len(dealt_order(s)) == n_deck and s.clues == r.clue_count for s in games)
    assert_uniform(tally(games, zones), expected, N)


# ----- a setup's "..." rest --------------------------------------------------------------------------
def _free(*placed: str) -> tuple[Counter, Counter]:
    """Return the Insanity 1-7 and Sane cards a setup leaves to chance, by kind."""
    return INSANE_1_7 - Counter(placed), SANE - Counter(placed)


REST_SETUPS = {
    # Hand and deck top named: the unused card and the clues are dealt, the rest goes below the deck top.
    "hand+deck...": ({"hand": ["investigators"], "deck": ["silver_key", "..."]}, True, True),
    # Clues named (an Insanity card among them): the unused card, the hand and the deck are dealt.
    "clues+deck...": ({"clues": ["elder_sign", "mi_go", "investigators"], "deck": ["..."]}, True, False),
    # Hand and clues named, no deck: the unused card and the whole deck are dealt.
    "hand+clues": ({"hand": ["deep_ones"], "clues": ["investigators", "investigators"]}, True, False),
    # Unused named: the clues, the hand and the rest below the named deck cards are dealt.
    "unused+deck...": ({"unused": ["mi_go"], "deck": ["cats_of_ulthar", "golden_mead", "..."]}, False, True),
}


@pytest.mark.parametrize("name", list(REST_SETUPS))
def test_LS_SETUP_9_setup_rest_is_uniform(name):
    """LS-SETUP-9 with LS-SETUP-8: the cards a setup does not place are dealt uniformly — the unused card
    among the free Insanity cards 1-7, unnamed clues among the free Sane cards, and the hand and the
    cards below the named deck cards in a uniform order — over 3,000 seeds, position by position."""
    setup, deal_unused, deal_clues = REST_SETUPS[name]
    named = [k for zone, ids in setup.items() for k in ids if k != "..."]
    insane, sane = _free(*named)
    n_unused, n_clues = int(deal_unused), 6 if deal_clues else 0
    unused, clue, rest = uniform_deal(insane, sane, n_unused, n_clues)
    named_deck = [k for k in setup.get("deck", []) if k != "..."]
    top = (setup["hand"] if "hand" in setup else []) + named_deck   # fixed positions at the top
    n_order = 22 - len(named) - n_unused - n_clues + len(top)
    hand_dealt = "hand" not in setup
    fixed = {0: setup["hand"][0]} if not hand_dealt else {}
    fixed.update({1 + j: kind for j, kind in enumerate(named_deck)})
    expected = {f"deck {j + 1}": ({fixed[j]: 1.0} if j in fixed else rest) for j in range(n_order)}
    expected.update({f"clue {j + 1}": clue for j in range(n_clues)})
    if n_unused:
        expected["unused"] = unused

    def zones(s):
        out = {f"deck {j + 1}": kind for j, kind in enumerate(dealt_order(s))}
        if deal_clues:
            out.update({f"clue {j + 1}": kind for j, kind in enumerate(kinds(s, "opponent")[:-1])})
        if n_unused:
            out["unused"] = kinds(s, "unused")[0]
        return out

    games = [letter.new_game(seed, setup=setup, events=False) for seed in range(N)]
    assert all(len(dealt_order(s)) == n_order for s in games)
    assert_uniform(tally(games, zones), expected, N)


# ----- determinize ---------------------------------------------------------------------------------
def _after_cats():
    """The player looked at the top clue with Cats of Ulthar (LS-P2); the two clues below and the whole
    deck are hidden, the clues were dealt Sane (the player may assume unknown clues are Sane)."""
    s = scenario("cats_of_ulthar", ["silver_key"], ["investigators", "elder_sign", "great_race_of_yith"])
    s.act("play", card="cats_of_ulthar")
    assert s.top_known and not s.deck_known and s.sane_clues
    insane, sane = _free("cats_of_ulthar", "silver_key", "investigators")
    return s, uniform_deal(insane, sane, 1, 2), 16


def _after_yith():
    """The player's Great Race of Yith beat the top clue with the deck top (LS-P3): the deck top is now
    known, the two clues below and the rest of the deck are hidden; the setup put an Insanity card among
    the clues, so unknown clues may be any card (not only Sane)."""
    s = scenario("great_race_of_yith", ["investigators", "randolph_carter"],
                 ["cats_of_ulthar", "deep_ones", "investigators"])
    s.act("play", card="great_race_of_yith", compare="deck")
    assert s.deck_known and not s.top_known and not s.sane_clues
    insane, sane = _free("great_race_of_yith", "investigators", "cats_of_ulthar", "randolph_carter")
    return s, uniform_deal(insane, sane, 1, 2, sane_clues=False), 15


@pytest.mark.parametrize("situation", [_after_cats, _after_yith])
def test_LS_SETUP_9_determinize_is_uniform_among_consistent_worlds(situation):
    """LS-SETUP-9 for determinize("player"): over 3,000 generator seeds the hidden cards are redealt
    uniformly among the worlds the player cannot tell apart — the unused card among the unseen Insanity
    cards 1-7, unknown clues among the unseen Sane cards when the player may assume them Sane (any unseen
    card otherwise), every unknown deck position uniform over the rest; known cards stay put."""
    s, (unused, clue, rest), n_hidden_deck = situation()
    view = s.view("player")
    deck, stack = kinds(s, "deck"), kinds(s, "opponent")
    known_deck = 1 if s.deck_known else 0
    known_top = 1 if s.top_known else 0
    expected = {"unused": unused}
    expected.update({f"clue {j + 1}": clue for j in range(known_top, len(stack) - 1)})
    expected.update({f"deck {j + 1}": rest for j in range(known_deck, len(deck))})
    if known_top:
        expected["clue 1"] = {stack[0]: 1.0}
    if known_deck:
        expected["deck 1"] = {deck[0]: 1.0}
    assert len(deck) - known_deck == n_hidden_deck

    def zones(d):
        assert d.view("player") == view
        out = {f"clue {j + 1}": kind for j, kind in enumerate(kinds(d, "opponent")[:-1])}
        out.update({f"deck {j + 1}": kind for j, kind in enumerate(kinds(d, "deck"))})
        out["unused"] = kinds(d, "unused")[0]
        return out

    worlds = (s.determinize("player", random.Random(i)) for i in range(N))
    assert_uniform(tally(worlds, zones), expected, N)


def test_determinize_computes_legal_actions_from_the_determinized_state(monkeypatch):
    """determinize clears every cached value of its copy: the copy's legal actions are computed from the
    determinized state, not carried over from the original's cache."""
    s = scenario("cats_of_ulthar", ["silver_key"], ["investigators", "elder_sign"])
    s.legal_actions()  # fills the original's cache
    computed_for = []
    original = State._compute_legal

    def spy(self):
        computed_for.append(self)
        return original(self)

    monkeypatch.setattr(State, "_compute_legal", spy)
    d = s.determinize("player", random.Random(1))
    assert d.legal_actions() == s.legal_actions()
    assert any(x is d for x in computed_for), "the copy reused the original's cached legal actions"
    assert not any(x is s for x in computed_for)  # the original's own cache is still valid
