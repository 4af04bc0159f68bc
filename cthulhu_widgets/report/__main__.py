"""`python -m cthulhu_widgets.report`: the design report's metrics and skill ladder of the three games' default rules.

Prints each game's metrics table and ratings (or one JSON object with --json) and the CPU time each took; the numbers
in docs/report.md come from `nice -n 10 python -m cthulhu_widgets.report` with the defaults below.
"""
from __future__ import annotations

import argparse
import json
import time

from . import report

# Per game: games measured, seeds per ladder pairing, and the ladder (ISMCTS budgets as cheap as the game allows).
DEFAULTS = {
    "letter": (1000, 50, ("random", "heuristic", ("ismcts", {"iterations": 25}), ("ismcts", {"iterations": 100}),
                           ("ismcts", {"iterations": 400}))),
    "chaos": (200, 40, ("random", "heuristic", ("ismcts", {"iterations": 4}), ("ismcts", {"iterations": 16}))),
    "mythos": (200, 40, ("random", "heuristic", ("ismcts", {"iterations": 4}), ("ismcts", {"iterations": 16}))),
}


def measure(game: str, n: int | None = None, ladder_n: int | None = None, executor=None) -> dict:
    """Return one game's metrics (records), ratings, luck shares and CPU seconds, at the defaults unless told."""
    games, seeds, ladder = DEFAULTS[game]
    start = time.process_time()
    r = report(game, n=n or games, seed=0, ladder=ladder, ladder_n=ladder_n or seeds, profile_n=None,
               executor=executor)
    return {"game": game, "metrics": r.metrics.drop(columns="sd").to_dict("records"),
            "ratings": r.ratings.to_dict("records"), "pairs": head_to_head(r.pairings), "luck": r.luck,
            "cpu_s": time.process_time() - start}


def head_to_head(games) -> list[dict]:
    """Return per ladder pairing (a, b): its games, A's mean score (a draw counts half) and its Wilson interval — the
    direct comparison of neighbouring rungs, which the ratings' intervals (taken against the anchor) hide."""
    from ..sim import wilson

    out = []
    for (a, b), rows in games.groupby(["a", "b"], sort=False):
        n, won = len(rows), float(rows["score"].sum())
        low, high = wilson(won, n)
        out.append({"a": a, "b": b, "games": n, "score": won / n, "low": low, "high": high})
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cthulhu_widgets.report", description=__doc__)
    parser.add_argument("--game", action="append", choices=list(DEFAULTS), help="a game (default: all three)")
    parser.add_argument("--games", type=int, help="games measured per game (default: per game, see DEFAULTS)")
    parser.add_argument("--ladder-n", type=int, help="seeds per ladder pairing (default: per game)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    out = []
    for game in args.game or list(DEFAULTS):
        result = measure(game, args.games, args.ladder_n)
        out.append(result)
        if not args.json:
            import pandas as pd

            print(f"== {game} ({result['cpu_s']:.0f} s CPU)")
            print(pd.DataFrame(result["metrics"]).to_string(index=False, float_format="%.3f"))
            print(pd.DataFrame(result["ratings"]).round({"elo": 0, "low": 0, "high": 0, "score": 3}).to_string(index=False))
            print(pd.DataFrame(result["pairs"]).round(3).to_string(index=False))
            print("luck / skill / other:", {k: round(v, 3) for k, v in result["luck"].items()}, flush=True)
    if args.json:
        print(json.dumps(out, default=float))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
