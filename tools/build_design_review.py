"""Write notebooks/design_review.ipynb (no outputs). Run: .venv/bin/python tools/build_design_review.py

The findings in the markdown cells were measured with the larger parameters named there (see FINDINGS_RUN);
the notebook as committed runs with small n so nbval stays fast.
"""
from nbbuild import Notebook

BOOK = Notebook()
md, code = BOOK.md, BOOK.code

FINDINGS_RUN = ("N = 2,000, N_SEARCH = 100 at ISMCTS_ITERATIONS = 1,000, N_CHAOS = 400, N_MYTHOS = 200, N_HEAT = 200, "
                "N_PROFILE = 300, measured 2026-12-01 with the uniform Letter deal (LS-SETUP-9) and the "
                "second-edition CHAOS and Mythos rules")

md(f"""
# Design review: what the rules do, in numbers

Every figure below comes from seeded bot games (`cthulhu_widgets.sim`): game `seed + i` is dealt from its own
seed, so a rerun gives the same table, serially, on a process pool or on a Dask cluster. Rates carry 95 %
Wilson intervals. The **finding** under each section was measured with larger samples ({FINDINGS_RUN}); the
cells print what *this* run measured, which with the small defaults below is only a smoke test.
""")
code("""
# Parameters: raise them for real answers (and set EXECUTOR = "processes", or a Dask client's get_executor()).
N = 200                  # Letter games per point (heuristic bot) and deals per point (clairvoyant solver)
N_SEARCH = 4             # Letter games per point for the ISMCTS bot (about 0.1-0.5 s a game)
ISMCTS_ITERATIONS = 200  # ISMCTS samples per decision
N_CHAOS = 30             # CHAOS games per point (four heuristic bots)
N_MYTHOS = 10            # Mythos games per deck order (two heuristic bots)
N_HEAT = 10              # CHAOS games for the heatmap of hurt patients and swaps
N_PROFILE = 12           # games per game in the rule profiles
SEED = 0
EXECUTOR = None          # None: this process
""")
code("""
import dataclasses

import matplotlib.pyplot as plt
import pandas as pd

from cthulhu_widgets.games import SHIPPED, chaos, letter
from cthulhu_widgets.sim import rates, rule_profile, simulate, sweep, wilson
from cthulhu_widgets.solver import winnable

run = dict(n=N, seed=SEED, executor=EXECUTOR)


def bound(option: str, values) -> pd.DataFrame:
    \"\"\"Share of deals the clairvoyant solver can win, per value of one Letter option.\"\"\"
    rows = []
    for value in values:
        k = sum(winnable(s, {option: value}) for s in range(SEED, SEED + N))
        low, high = wilson(k, N)
        rows.append({option: value, "games": N, "count": k, "rate": k / N, "low": low, "high": high})
    return pd.DataFrame(rows)


def first_team(games) -> pd.Series:
    \"\"\"Share of decisive CHAOS games won by the team that moved first, with its Wilson interval.\"\"\"
    decisive = games[games["outcome"] != "draw"]
    return rates(decisive.assign(first_won=decisive["outcome"] == decisive["first_team"]), True,
                 column="first_won").iloc[0]


def errorbars(ax, table, x, label, **style):
    \"\"\"Plot rates with their Wilson interval.\"\"\"
    ax.errorbar(table[x], table["rate"], yerr=[table["rate"] - table["low"], table["high"] - table["rate"]],
                label=label, capsize=3, marker="o", **style)
""")

md("""
## Lovecraft Letter: win rate against the number of clues

Three players on the same deals: the heuristic bot (reads only the player's view), the ISMCTS bot (searches
sampled deals, never the true one) and the **clairvoyant bound** — the exact best result of each deal with
every card known (`cthulhu_widgets.solver`), which no honest player can beat.

**Finding:** under the default rules (6 clues) **68 %** of deals (1,366 of 2,000, interval 66–70 %) can be won
with every card known; the heuristic bot wins 28 % (26–30 %) and ISMCTS 42 % (100 deals, interval 33–52 %), so
an honest player stays well below the bound. The game falls off a cliff between 4 clues (94 % of deals
winnable; heuristic 66 %, ISMCTS 84 %) and 8 clues (12 % winnable; the heuristic bot wins 51 of 2,000, ISMCTS 1 of 100); 2 clues are
slightly *less* winnable than 4 (89 %): more games are lost to the automaton playing Cthulhu itself (the
heuristic bot loses 535 of 2,000 games that way with 2 clues, 470 with 4).
""")
code("""
clues = [2, 4, 6, 8, 10]
heuristic = rates(sweep("letter", None, {"clue_count": clues}, "heuristic", **run), "win", by="clue_count")
search = rates(sweep("letter", None, {"clue_count": clues}, ("ismcts", {"iterations": ISMCTS_ITERATIONS}),
                     N_SEARCH, SEED, EXECUTOR), "win", by="clue_count")
clairvoyant = bound("clue_count", clues)

fig, ax = plt.subplots(figsize=(7, 4))
errorbars(ax, clairvoyant, "clue_count", "clairvoyant bound", linestyle="--")
errorbars(ax, search, "clue_count", f"ISMCTS ({ISMCTS_ITERATIONS} iterations)")
errorbars(ax, heuristic, "clue_count", "heuristic bot")
ax.set(xlabel="clue_count", ylabel="win rate", title="Letter: win rate vs clues", ylim=(0, 1))
ax.legend()
plt.show()
at6 = lambda t: t.loc[t["clue_count"] == 6, "rate"].item()
print(f"this run, 6 clues: winnable {at6(clairvoyant):.0%}, heuristic {at6(heuristic):.0%}, ISMCTS {at6(search):.0%}")
assert (heuristic["rate"] <= clairvoyant["rate"] + 1e-9).all()  # no bot beats the clairvoyant bound
""")

md("""
## Lovecraft Letter: what each ambiguity option does

Every option of `letter.Rules` other than `clue_count` settles a point where the spec is ambiguous. Each row
plays the same deals as the default rules with one option changed: the heuristic bot's win rate and the
clairvoyant share, with intervals; the grey line is the default.

**Finding:** two readings make the game much harder for the bot and for the clairvoyant player alike —
`check_mode='original'` (bot 6 %, winnable 26 %) and `opponent_insane_rows='always'` (7 %, 33 %), against 28 %
and 68 % under the default rules; `partner_discard='removed'` makes it much easier (40 %, 82 %).
`clue_top='revealed'` lifts the honest bot from 28 % to 39 % without changing what is winnable: it only removes
hidden information. `trapezohedron_trigger='in_hand'` makes more deals winnable (75 %) but lifts the bot only
3 points, and `cthulhu_taken_wins=False` costs the bot 4 points; every other option moves the bot by at most
2.5 points — `remove_random_insane=False` included (29 %, 67 %), which made the game much harder before the deal
was made uniform (LS-SETUP-9).
""")
code("""
default = letter.Rules()
options = [f for f in dataclasses.fields(letter.Rules) if f.name != "clue_count"]
rows = []
base = rates(simulate("letter", default, "heuristic", **run), "win").iloc[0]
base_bound = bound("clue_count", [default.clue_count]).iloc[0]
for f in options:
    values = [v for v in f.metadata["allowed"] if v != f.default]
    table = rates(sweep("letter", None, {f.name: values}, "heuristic", **run), "win", by=f.name)
    solved = bound(f.name, values)
    for (_, bot), (_, best) in zip(table.iterrows(), solved.iterrows()):
        rows.append({"option": f"{f.name}={bot[f.name]!r}", "heuristic": bot["rate"], "low": bot["low"],
                     "high": bot["high"], "clairvoyant": best["rate"], "c_low": best["low"], "c_high": best["high"]})
effects = pd.DataFrame(rows)

fig, (left, right) = plt.subplots(1, 2, figsize=(11, 6), sharey=True)
y = range(len(effects))
left.errorbar(effects["heuristic"], y, fmt="o", capsize=3,
              xerr=[effects["heuristic"] - effects["low"], effects["high"] - effects["heuristic"]])
left.axvline(base["rate"], color="grey")
left.set(yticks=list(y), yticklabels=effects["option"], xlabel="heuristic win rate", title="honest bot")
right.errorbar(effects["clairvoyant"], y, xerr=[effects["clairvoyant"] - effects["c_low"],
               effects["c_high"] - effects["clairvoyant"]], fmt="o", capsize=3, color="C1")
right.axvline(base_bound["rate"], color="grey")
right.set(xlabel="winnable share", title="clairvoyant bound")
plt.tight_layout()
plt.show()
effects.assign(change=effects["heuristic"] - base["rate"]).sort_values("change")[["option", "heuristic", "change"]]
""")

md("""
## CHAOS: first-team advantage, length by map, and `bomb_effect`

Four heuristic bots. The dice decide which team moves first (CH-TEAM-3); a game is a draw at the round limit.

**Finding:** the team that moves first wins **54 %** of decisive games (95 % interval 49–58 %, 400 games, 1 draw),
and 51 % over 1,000 games (509 of 990 decisive, interval 48–55 %; 10 draws at the round limit, every other game
ended at the gate): the second-edition rules removed the first-edition edge (67 %, 62–71 %). Changed one at a
time over the same 400 seeds, no option of `team_cover`, `time_card_limit`, `bomb_effect`, `key_opens`,
`must_move`, `effect_rounds` (1, 3, 4), `key_avoids_bombs` or `dawn_line` moves the first team's share out of
48–55 %; only the first-edition reading `plant_duration='round_end'` brings an edge back (58 %, 53–63 %). Games
on the 6×6 `ward` last 11.9 rounds on average against 19.2 on the 8×8 `asylum`; `bomb_effect='respawn'` gives
the longest games (19.2 rounds), `skip_next_turn` 15.5 and `discard_hand` the shortest (13.1).
""")
code("""
chaos_run = dict(n=N_CHAOS, seed=SEED, executor=EXECUTOR)
games = simulate("chaos", None, "heuristic", **chaos_run)
first = first_team(games)
print(f"first team wins {first['rate']:.0%} of {int(first['games'])} decisive games "
      f"(95 % interval {first['low']:.0%}-{first['high']:.0%}); draws: {(games['outcome'] == 'draw').mean():.0%}")

maps = sweep("chaos", None, {"map": ["asylum", "ward"]}, "heuristic", **chaos_run)
bombs = sweep("chaos", None, {"bomb_effect": ["respawn", "skip_next_turn", "discard_hand"]}, "heuristic", **chaos_run)

fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4))
maps.boxplot(column="rounds", by="map", ax=left)
left.set(title="game length by map", xlabel="map", ylabel="rounds")
summary = bombs.groupby("bomb_effect")["rounds"].agg(["mean", "std", "count"])
summary["half"] = 1.96 * summary["std"] / summary["count"] ** 0.5
right.bar(summary.index, summary["mean"], yerr=summary["half"], capsize=4)
right.set(title="rounds by bomb_effect (mean, 95 % interval)", ylabel="rounds")
plt.suptitle("")
plt.tight_layout()
plt.show()
maps.groupby("map")["rounds"].describe()[["count", "mean", "50%"]]
""")

md("""
## Mythos: Corrupt against Steadfast

Two heuristic bots, each deck in each seat (the deck order is swapped for half the games, so the seat's own
advantage cancels out).

**Finding:** Steadfast beats Corrupt: Corrupt wins **40 %** of 400 games (interval 35–45 %) with each deck in
each seat. Games are short — mostly 2 to 9 rounds, 5 at the median — and 387 of 400 end when an investigator's
Sanity reaches 0, only 13 on adventure points.
""")
code("""
mythos_run = dict(n=N_MYTHOS, seed=SEED, executor=EXECUTOR)
order = simulate("mythos", None, "heuristic", **mythos_run)
swapped = simulate("mythos", None, "heuristic", **mythos_run, game_options={"decks": ("steadfast", "corrupt")})
deck_won = pd.concat([order["outcome"].map({"p0": "corrupt", "p1": "steadfast"}),
                      swapped["outcome"].map({"p0": "steadfast", "p1": "corrupt"})]).fillna("draw")
both = pd.concat([order, swapped], ignore_index=True).assign(winner=deck_won.values)
table = rates(both, "corrupt", column="winner")
print(f"Corrupt wins {table['rate'].item():.0%} ({table['low'].item():.0%}-{table['high'].item():.0%}) of "
      f"{len(both)} games; causes: {both['cause'].value_counts().to_dict()}")

fig, (left, right) = plt.subplots(1, 2, figsize=(10, 3.5))
both["winner"].value_counts().plot.bar(ax=left, title="winning deck")
both["rounds"].plot.hist(ax=right, bins=range(1, int(both["rounds"].max()) + 2), title="game length (rounds)")
plt.tight_layout()
plt.show()
""")

md("""
## CHAOS design tools: a map editor and where pieces get hurt

`MapEditor` paints a map with the mouse (pick a tool, click cells) and says at once whether it is playable
(CH-MAP-5); `editor.map` goes straight into `chaos.new_game(setup={"map": ...})` or `simulate(..., setup=...)`.
`heat` counts, over bot games, the cells where bombs hurt patients and where roles swapped. (ipycanvas draws in
JupyterLab, not in Voilà.)

**Finding:** on `asylum` bombs hurt patients along the two edge corridors to the gate — the top row and the left
column — most often on the first cells out of each spawn (91 % of hurts in the two outer rings of cells). Role
swaps are spread more evenly, not gathered in the middle: the middle 4×4, a quarter of the cells, holds 19 % of
them, and the busiest cells are again a few steps out of each spawn.
""")
code("""
from cthulhu_widgets.games import chaos
from cthulhu_widgets.widgets.design import Heatmap, MapEditor, heat

editor = MapEditor("asylum", name="my_asylum")
editor.click(3, 2)  # what a click does: paint (row 3, col 2) with the current tool (obstacle)
assert editor.draft.error is None
game = chaos.new_game(1, setup={"map": editor.map})
editor
""")
code("""
counts = heat(n=N_HEAT, seed=SEED)
print(f"{sum(map(sum, counts['hurt']))} patients hurt, {sum(map(sum, counts['swap']))} swaps in {N_HEAT} games")
Heatmap(counts)
""")

md("""
## Rule profiles: which rules and cards fire, and which never do

`rule_profile` replays seeded heuristic games with their events on and counts, for every rule ID of
`docs/rules/<game>.md` and every card, the share of games in which it fired; a red cross at zero marks a rule
or card that never did (some rules are checks at setup or load time and never appear as an event of play).

**Finding:** over 300 games of each, every card is put to use in some game — all 30 CHAOS cards (the least, the
three Schizophrenia cards, in 79–80 % of games), all 98 cards of the two Mythos decks, every Letter card but the
Necronomicon, which setup removes. Most rule IDs that never fire are not rules of play but definitions, setup,
hidden-information and file checks (Letter 32 of 58 IDs, CHAOS 20 of 59, Mythos 19 of 55). The rules of play
among them deserve a look: Letter's forced play of the Silver Key (LS-TURN-6), the player's Mi-Go Braincase
(LS-P8) and eliminating the last clue on the player's turn (LS-P10); CHAOS's Dawn's line (CH-TIME-5; Dawn
itself, CH-TIME-3, fires in 55 games) and CH-MOVE-2/3, CH-SWAP-4; Mythos's MY-ADV-4 (an adventure completed
twice), MY-CLAR-3 (Sanity costs) and MY-CLAR-5 (an ally at value 0 buried).
""")
code("""
profiles = {game: rule_profile(game, n=N_PROFILE, seed=SEED, executor=EXECUTOR) for game in SHIPPED}
for game, profile in profiles.items():
    fig, axes = plt.subplots(2, 1, figsize=(13, 7))
    for ax, kind in zip(axes, ("rule", "card")):
        shown = profile[profile["kind"] == kind].reset_index(drop=True)
        ax.bar(shown.index, shown["share"], color="C0" if kind == "rule" else "C1")
        dead = shown.index[shown["games"] == 0]
        ax.plot(dead, [0] * len(dead), "x", color="C3")
        ax.set_xticks(shown.index, shown["id"], rotation=90, fontsize=6)
        ax.set(ylim=(0, 1.05), xlim=(-1, len(shown)), ylabel="share of games",
               title=f"{game}: {kind}s ({len(dead)} of {len(shown)} never fired in {N_PROFILE} games)")
    plt.tight_layout()
    plt.show()
    dead = profile[(profile["kind"] == "rule") & (profile["games"] == 0)]
    print(f"{game}: rules that never fired: {', '.join(dead['id'])}")
""")

if __name__ == "__main__":
    BOOK.write("design_review.ipynb")
