"""Write notebooks/design_review.ipynb (no outputs). Run: .venv/bin/python tools/build_design_review.py

The findings in the markdown cells were measured with the larger parameters named there (see FINDINGS_RUN);
the notebook as committed runs with small n so nbval stays fast.
"""
from nbbuild import Notebook

BOOK = Notebook()
md, code = BOOK.md, BOOK.code

FINDINGS_RUN = ("N = 2,000, N_SEARCH = 100 at ISMCTS_ITERATIONS = 1,000, N_CHAOS = 400, N_MYTHOS = 200, N_HEAT = 200, "
                "measured 2026-11-29")

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
SEED = 0
EXECUTOR = None          # None: this process
""")
code("""
import dataclasses

import matplotlib.pyplot as plt
import pandas as pd

from cthulhu_widgets.games import letter
from cthulhu_widgets.sim import rates, simulate, sweep, wilson
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

**Finding:** under the default rules (6 clues) only **42 %** of deals (831 of 2,000) can be won at all, even
with every card known; the heuristic bot wins 16 % and ISMCTS 28 % (100 deals, interval 20–37 %), so an
honest player stays well below the bound. The game falls off a cliff between 4 clues (94 % of deals winnable;
heuristic 63 %, ISMCTS 79 %) and 8 clues (3 %); 2 clues are slightly *less* winnable than 4 (88 %): more
games are lost to the automaton playing Cthulhu itself.
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

**Finding:** three readings make the game much harder for the bot and for the clairvoyant player alike —
`check_mode='original'` (bot 3 %, winnable 13 %), `opponent_insane_rows='always'` (6 %, 22 %) and
`remove_random_insane=False` (9 %, 30 %); `partner_discard='removed'` makes it much easier (23 %, 57 %).
`clue_top='revealed'` lifts the honest bot from 16 % to 23 % without changing what is winnable: it only removes
hidden information. Every other option moves the bot by at most 2.5 points.
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

**Finding:** the team that moves first wins **67 %** of decisive games (95 % interval 62–71 %, 400 games, no
draws): a first-mover advantage large enough to call for a rule. Games on the 6×6 `ward` last 9.3 rounds on
average against 14.1 on the 8×8 `asylum`; `bomb_effect='respawn'` gives the longest games (14.1 rounds),
`skip_next_turn` 13.4 and `discard_hand` the shortest (12.3).
""")
code("""
chaos_run = dict(n=N_CHAOS, seed=SEED, executor=EXECUTOR)
games = simulate("chaos", None, "heuristic", **chaos_run)
decisive = games[games["outcome"] != "draw"]
first_won = decisive.assign(first_won=decisive["outcome"] == decisive["first_team"])
first = rates(first_won, True, column="first_won").iloc[0]
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

**Finding:** Steadfast beats Corrupt: Corrupt wins **38 %** of 400 games (interval 33–43 %) with each deck in
each seat. Games are short — mostly 2 to 8 rounds — and 389 of 400 end when an investigator's Sanity reaches 0,
only 11 on adventure points.
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
column — most often on the first cells out of each spawn, while role swaps gather in the middle of the board.
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

if __name__ == "__main__":
    BOOK.write("design_review.ipynb")
