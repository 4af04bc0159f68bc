"""Statistical fairness of every game's randomness, written from the specs only (a blind check).

Each test deals many FIXED seeds (or determinizes with many fixed `random.Random(i)`), so it never
flakes, and compares the frequency of each card kind (or cell, or team) at each position with the law
the spec implies, by a Pearson chi-square test; a test fails when some position has p < 1e-4 / (number
of positions it tests) (Bonferroni). The expected laws are derived from /work/shared/rules, never from
the engines' dealing code. `view(None)` (the designer view) gives every position, except CHAOS's deck
order, read from the state's `decks` (top first or last makes no difference: every position is tested).
"""

import functools
import math
import random
from collections import Counter, defaultdict

import pytest

from cthulhu_widgets.games import chaos, letter, mythos

ALPHA = 1e-4
N = 4000  # seeds (or determinizations) per check


# ---------------------------------------------------------------------------------------------- helpers
def _chi2_sf(stat, dof):
    """P(chi2_dof >= stat): the regularized upper incomplete gamma Q(dof/2, stat/2) (Numerical Recipes)."""
    a, x = dof / 2, stat / 2
    if dof <= 0 or x <= 0:
        return 1.0
    log_front = a * math.log(x) - x - math.lgamma(a)
    if x < a + 1:  # series for P
        term = total = 1 / a
        k = a
        while term > total * 1e-15:
            k += 1
            term *= x / k
            total += term
        return max(0.0, 1 - total * math.exp(log_front))
    b, c, d = x + 1 - a, 1e300, 1 / (x + 1 - a)  # continued fraction for Q (Lentz)
    h = d
    for i in range(1, 10000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = 1 / (d if abs(d) > 1e-300 else 1e-300)
        c = b + an / c
        c = c if abs(c) > 1e-300 else 1e-300
        h *= d * c
        if abs(d * c - 1) < 1e-15:
            break
    return math.exp(log_front) * h


def check(tables, what):
    """Chi-square each position of `tables` {position: (Counter observed, {kind: probability}[, draws, pool])}
    against its law; `draws` kinds drawn per trial without replacement from a pool of `pool` items scale the
    statistic by the finite-population correction (pool-1)/(pool-draws). Fails if any p < ALPHA / positions,
    naming each failing position's statistic and its most deviant kind (observed vs expected)."""
    limit, bad, worst_p = ALPHA / len(tables), [], 1.0
    for pos, (obs, law, *fpc) in tables.items():
        n = sum(obs.values())
        impossible = {k: c for k, c in obs.items() if law.get(k, 0) <= 0}
        kinds = [k for k, p in law.items() if p > 0]
        exp = {k: n * law[k] / sum(law[j] for j in kinds) for k in kinds}
        stat = sum((obs.get(k, 0) - exp[k]) ** 2 / exp[k] for k in kinds)
        if fpc:
            stat *= (fpc[1] - 1) / (fpc[1] - fpc[0])
        p = 0.0 if impossible else _chi2_sf(stat, len(kinds) - 1)
        worst_p = min(worst_p, p)
        if p < limit:
            dev = {k: abs(obs.get(k, 0) - exp[k]) / math.sqrt(exp[k]) for k in kinds}
            k = max(dev, key=dev.get)
            bad.append(f"{pos}: chi2={stat:.1f} dof={len(kinds) - 1} p={p:.2g}; "
                       + (f"impossible kinds {impossible}" if impossible else
                          f"{k} observed {obs.get(k, 0)} expected {exp[k]:.1f} of {n}"))
    print(f"\n{what}: {len(tables)} positions, smallest p = {worst_p:.3g} (limit {limit:.2g})")
    assert not bad, f"{what} not uniform at {len(bad)} of {len(tables)} positions:\n" + "\n".join(bad)


def tally(rows, prefix="", start=0):
    """{prefix + str(start + i): Counter of row[i]} over rows (one sequence per trial)."""
    out = defaultdict(Counter)
    for row in rows:
        for i, x in enumerate(row):
            out[f"{prefix}{start + i}"][x] += 1
    return out


def _ids(cards):
    return [c["id"] for c in cards]


def with_law(counters, law, *fpc):
    return {pos: (obs, law, *fpc) for pos, obs in counters.items()}


# ---------------------------------------------------------------------------------------------- Letter
SANE = Counter(investigators=5, cats_of_ulthar=2, great_race_of_yith=2, elder_sign=2, professor_armitage=2,
               randolph_carter=1, silver_key=1)                                   # LS-CARDS, Necronomicon removed
INSANE = Counter(["deep_ones", "golden_mead", "hound_of_tindalos", "liber_ivonis", "mi_go", "nyarlathotep",
                  "shining_trapezohedron"])                                        # the Insanity cards of value 1-7


def letter_law(sane, insane, clues, unused):
    """Laws of the LS-SETUP deal of what is left to chance: `clues` clue positions, each one card of the Sane
    multiset `sane` (LS-SETUP-5); `unused` (0/1) card, one of `insane` (LS-SETUP-4); every position of the
    shuffled rest (hand, deck: LS-SETUP-6/7/9) is one card of what the clues and unused card leave, in
    expectation: a kind's share is its count times P(not taken)."""
    s, i = sum(sane.values()), sum(insane.values())
    rest = {k: c * (1 - clues / s) for k, c in sane.items()}
    rest.update({k: c * (1 - unused / i) for k, c in insane.items()})
    total = s - clues + i - unused
    return ({k: c / s for k, c in sane.items()}, {k: c / i for k, c in insane.items()},
            {k: c / total for k, c in rest.items()})


def letter_rows(view):
    """(hand+deck: the dealt hand card #0, the card drawn on turn 1 #1, then the deck top first; clues top
    first; unused) of a designer view at the first play decision, as card ids."""
    opp = _ids(view["opponent"]["cards"])
    assert opp[-1] == "cthulhu"
    return _ids(view["hand"]) + _ids(view["deck"]["cards"]), opp[:-1], _ids(view["unused"])


def letter_tables(views, law, skip_rest=0, skip_clues=0):
    rows = [letter_rows(v) for v in views]
    clue, unused, rest = law
    tables = with_law(tally([r[0][skip_rest:] for r in rows], "hand+deck #", skip_rest), rest)
    if clue:
        tables.update(with_law(tally([r[1][skip_clues:] for r in rows], "clue #", skip_clues), clue))
    if unused:
        tables.update(with_law(tally([r[2] for r in rows], "unused"), unused))
    return tables


@pytest.mark.parametrize("rules", [{}, {"clue_count": 3, "remove_random_insane": False}], ids=["default", "3-clues"])
def test_letter_deal_uniform(rules):
    """LS-SETUP-4/5/6/7/9: over fixed seeds, each clue-stack position is uniform over the 15 Sane copies, the
    unused card uniform over the Insanity cards 1-7, and the hand card (and every deck position) has the law
    of one card of the remaining multiset (e.g. P(hand is an Insanity card) = 6/15 by default)."""
    r = letter.Rules.from_dict(rules)
    law = letter_law(SANE, INSANE, r.clue_count, int(r.remove_random_insane))
    views = [letter.new_game(seed=s, rules=rules, events=False).view(None) for s in range(N)]
    assert all(len(v["unused"]) == int(r.remove_random_insane) for v in views)
    check(letter_tables(views, law if r.remove_random_insane else law[:1] + (None,) + law[2:]),
          f"letter deal {rules}")


FIXED_CLUES = ["investigators", "elder_sign", "cats_of_ulthar", "investigators", "randolph_carter",
               "great_race_of_yith"]
SETUPS = [  # (setup, Sane cards left to the clue deal, Insanity cards left to the unused deal, clues dealt)
    ({"clues": FIXED_CLUES, "hand": ["mi_go"], "deck": ["silver_key", "liber_ivonis", "..."]},
     SANE - Counter(FIXED_CLUES + ["silver_key"]), INSANE - Counter(["mi_go", "liber_ivonis"]), 0),
    ({"hand": ["investigators"], "deck": ["deep_ones", "professor_armitage", "..."]},
     SANE - Counter(["investigators", "professor_armitage"]), INSANE - Counter(["deep_ones"]), 6),
]


@pytest.mark.parametrize("setup, sane, insane, clues", SETUPS, ids=["clues-named", "clues-dealt"])
def test_letter_setup_rest_uniform(setup, sane, insane, clues):
    """LS-SETUP-8/9: with zones fixed by a setup and the deck ending in "...", the zones not named are dealt as
    in the real deal (clues from the Sane cards left, the unused card from the Insanity 1-7 left) and every
    position of the rest below the named deck cards has the law of one card of what remains."""
    views = [letter.new_game(seed=s, setup=setup, events=False).view(None) for s in range(N)]
    named = len(setup["hand"]) + len(setup["deck"]) - 1
    for v in views:
        rest, clue_ids, _ = letter_rows(v)
        assert rest[:named] == setup["hand"] + setup["deck"][:-1]
        assert "clues" not in setup or clue_ids == setup["clues"]
    law = letter_law(sane, insane, clues, 1)
    check(letter_tables(views, law if clues else (None,) + law[1:], skip_rest=named), f"letter setup {setup}")


def test_letter_determinize_uniform():
    """LS-SETUP-9 (determinize) with LS-KNOW-1/2/5: after Cats of Ulthar showed the top clue, determinize("player")
    keeps what the player knows (hand, discards, the known top clue, its view) and redeals the rest uniformly:
    the hidden clues among the Sane copies not seen, the unused card among the unseen Insanity 1-7, and each
    deck position with the law of one card of what remains."""
    game = letter.new_game(seed=11, setup={"hand": ["cats_of_ulthar"], "deck": ["deep_ones", "..."]})
    game.act("play", card="cats_of_ulthar")
    top = letter_rows(game.view(None))[1][0]
    assert game.view("player")["opponent"]["top_known"]
    seen = game.view("player")
    views = []
    for i in range(N):
        guess = game.determinize("player", random.Random(i))
        assert guess.view("player") == seen
        views.append(guess.view(None))
        assert letter_rows(views[-1])[1][0] == top
    law = letter_law(SANE - Counter(["cats_of_ulthar", top]), INSANE - Counter(["deep_ones"]), 5, 1)
    check(letter_tables(views, law, skip_rest=1, skip_clues=1), "letter determinize(player)")


# ---------------------------------------------------------------------------------------------- CHAOS
SUITS = ("moon", "eye", "skull")
FUNCTIONS = {"patient": ("schizophrenia", "checkup", "amnesia", "sprint", "protection"),   # CH-P1..P5
             "ghost": ("possession", "mischief", "brainwash", "prank", "vanish")}             # CH-G1..G5
CARDS = {role: [f"{f}_{s}" for f in functions for s in SUITS] for role, functions in FUNCTIONS.items()}


def test_chaos_cards_uniform():
    """CH-CARD-1/2/3: each deck is its role's 15 cards (5 functions x 3 suits), shuffled; each seat draws 3 from
    its role's deck: every hand slot and every deck position is uniform over the role's 15 cards."""
    tables = {}
    rows = defaultdict(list)
    for s in range(N):
        game = chaos.new_game(seed=s, events=False)
        view = game.view(None)
        hands = {p["seat"]: (p["role"], [c["id"] for c in view["hands"][p["seat"]]["cards"]]) for p in view["pieces"]}
        for seat, (role, hand) in hands.items():
            rows[seat, role].append(hand)
        for role, deck in game.decks.items():
            assert sorted(deck + [c for r, h in hands.values() if r == role for c in h]) == sorted(CARDS[role])
            rows["deck", role].append(list(deck))
    for (who, role), r in rows.items():
        tables.update(with_law(tally(r, f"{who} {role} #"), {c: 1 / 15 for c in CARDS[role]}))
    check(tables, "chaos hands and decks")


def _normal_cells(m):
    """CH-MAP-3: the normal cells of a map view: not an obstacle, the gate or a spawn."""
    out = {(r, c) for r in range(1, m["rows"] + 1) for c in range(1, m["cols"] + 1)}
    return out - {tuple(x) for x in m["obstacles"]} - {tuple(m["gate"])} - {tuple(x) for x in m["spawns"].values()}


BOARDS = [("asylum", 4), ("ward", 3)]  # CH-MAP-3: 4 bombs; the ward map file says 3


@functools.cache
def _bombs_and_key(board, count, avoid=False):
    """(the board's normal cells, [(bomb cells, key cell) of each seed's new game]), dealt once per board."""
    deals, rules = [], {"map": board, **({"key_avoids_bombs": True} if avoid else {})}
    for s in range(N):
        view = chaos.new_game(seed=s, rules=rules, events=False).view(None)
        bombs = [tuple(x["cell"]) for x in view["bombs"] if not x["temporary"]]
        assert len(set(bombs)) == len(bombs) == count
        deals.append((bombs, tuple(view["key"])))
    return _normal_cells(view["map"]), deals


@pytest.mark.parametrize("board, count", BOARDS)
def test_chaos_bombs_uniform(board, count):
    """CH-MAP-3: the bombs lie on distinct random normal cells (never a spawn, the gate or an obstacle), each
    normal cell equally likely (a bomb set is drawn without replacement: finite-population corrected)."""
    cells, deals = _bombs_and_key(board, count)
    seen = Counter(cell for bombs, _ in deals for cell in bombs)
    check({"bomb cells": (seen, {c: 1 / len(cells) for c in cells}, count, len(cells))}, f"chaos bombs ({board})")


@pytest.mark.parametrize("avoid", [False, True], ids=["key-any-cell", "key-avoids-bombs"])
@pytest.mark.parametrize("board, count", BOARDS)
def test_chaos_key_uniform(board, count, avoid):
    """CH-MAP-4 and CH-MAP-6 (second edition): the round-1 key lies on a uniform free normal cell (at the start
    every normal cell is free). With DD key_avoids_bombs ★false, whether or not it holds a bomb: it shares its
    cell with a bomb with probability bombs / normal cells; with true, never. The key cell is uniform over the
    normal cells either way (the bombs are uniform)."""
    cells, deals = _bombs_and_key(board, count, avoid)
    keys, on_bomb = Counter(key for _, key in deals), Counter(key in bombs for bombs, key in deals)
    share = 0 if avoid else count / len(cells)
    check({"key cell": (keys, {c: 1 / len(cells) for c in cells}),
           "key on a bomb": (on_bomb, {True: share, False: 1 - share})}, f"chaos key ({board}, avoid={avoid})")


def test_chaos_first_team_fair():
    """CH-TEAM-3: the first team is decided by dice with ties re-rolled: team A and team B each start half the
    time, and the order is the first team's patient, its ghost, the other team's ghost, then its patient."""
    first = Counter()
    for s in range(N):
        view = chaos.new_game(seed=s, events=False).view(None)
        first[view["first_team"]] += 1
        role = {p["seat"]: (p["team"], p["role"]) for p in view["pieces"]}
        other = "B" if view["first_team"] == "A" else "A"
        assert [role[x] for x in view["order"]] == [(view["first_team"], "patient"), (view["first_team"], "ghost"),
                                                    (other, "ghost"), (other, "patient")]
    check({"first team": (first, {"A": 0.5, "B": 0.5})}, "chaos first team")


# ---------------------------------------------------------------------------------------------- Mythos
def _deck_law(cards):
    return {k: c / len(cards) for k, c in Counter(cards).items()}


@pytest.mark.parametrize("decks", [("corrupt", "steadfast")])
def test_mythos_deal_uniform(decks):
    """MY-ZONE-1, MY-ROUND-1: each player's 52-card deck is shuffled and 13 are drawn: every hand slot and every
    deck position of each player is uniform over its deck list's multiset (card ids, duplicates counted)."""
    rows, lists = defaultdict(list), {}
    for s in range(N):
        for p in mythos.new_game(seed=s, decks=decks, events=False).view(None)["players"]:
            row = _ids(p["hand"]) + _ids(p["deck"])
            lists.setdefault(p["seat"], sorted(row))
            assert sorted(row) == lists[p["seat"]] and len(row) == 52 and not p["story"]
            rows[p["seat"]].append(row)
    tables = {}
    for seat, r in rows.items():
        tables.update(with_law(tally(r, f"{seat} hand+deck #"), _deck_law(lists[seat])))
    check(tables, f"mythos deal {decks}")


def test_mythos_first_player_by_sanity():
    """MY-ROUND-6: the first player is not random: highest Sanity, then higher Education. With the MSGS decks
    the Bored Clerk (Corrupt, Sanity 13) beats the Soulful Jazz Singer (Steadfast, 12) in every seed, whichever
    seat holds it."""
    for decks, first in ((("corrupt", "steadfast"), "p0"), (("steadfast", "corrupt"), "p1")):
        assert {mythos.new_game(seed=s, decks=decks, events=False).to_act for s in range(200)} == {first}


def test_mythos_determinize_uniform():
    """MY-HIDE-1 with determinize: from p0's seat at the start, p0's hand stays, the opponent's hand and deck
    (all hidden from p0) are redealt uniformly: each of its hand slots and deck positions is uniform over its
    deck list; p0's own deck positions are uniform over its deck list minus its known hand."""
    game = mythos.new_game(seed=5, events=False)
    players = game.view(None)["players"]
    mine = players[0]
    assert len(players[1]["hand"]) == 13
    full = {p["seat"]: _ids(p["hand"]) + _ids(p["deck"]) for p in players}
    rows = defaultdict(list)
    for i in range(N):
        guess = game.determinize("p0", random.Random(i)).view(None)["players"]
        assert _ids(guess[0]["hand"]) == _ids(mine["hand"])
        assert sorted(_ids(guess[1]["hand"]) + _ids(guess[1]["deck"])) == sorted(full["p1"])
        rows["p1"].append(_ids(guess[1]["hand"]) + _ids(guess[1]["deck"]))
        rows["p0"].append(_ids(guess[0]["deck"]))
    own = list((Counter(full["p0"]) - Counter(_ids(mine["hand"]))).elements())
    check({**with_law(tally(rows["p1"], "p1 hand+deck #"), _deck_law(full["p1"])),
           **with_law(tally(rows["p0"], "p0 deck #"), _deck_law(own))}, "mythos determinize(p0)")


def test_mythos_first_player_tie_is_uniform():
    """MY-ROUND-6 (option first_player_tie ★"random"): with mirror decks Sanity and Education tie, and each tied
    seat starts equally often over fixed seeds; with "seat_order" the first of them in seat order always starts."""
    firsts = Counter(mythos.new_game(seed=s, decks=("corrupt", "corrupt"), events=False).to_act for s in range(N))
    check({"first player": (firsts, {"p0": 0.5, "p1": 0.5})}, "mythos first player, mirror decks")
    assert {mythos.new_game(seed=s, rules={"first_player_tie": "seat_order"}, decks=("corrupt", "corrupt"),
                            events=False).to_act for s in range(50)} == {"p0"}
