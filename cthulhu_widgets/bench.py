"""Benchmark entry point: `python -m cthulhu_widgets.bench --game letter --json`."""
from __future__ import annotations

import argparse
import json
import random
import sys
import time

from .bots import make_bot
from .games import get_game, get_spec


def random_play(game, seconds: float, seed: int = 0) -> dict:
    """Return games/s and steps/s of uniform random legal play, default rules, events off."""
    rng = random.Random(seed)
    games = steps = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        state = game.new_game(seed + games, events=False)
        while state.to_act is not None:
            state.apply(rng.choice(state.legal_actions()))
            steps += 1
        games += 1
    elapsed = time.perf_counter() - start
    return {"games_per_s": games / elapsed, "steps_per_s": steps / elapsed, "games": games,
            "steps_per_game": steps / games}


def clones(game, seconds: float) -> dict:
    """Return clone() calls per second on a mid-game state."""
    state = game.new_game(7, events=False)
    rng = random.Random(7)
    for _ in range(3):
        if state.to_act is not None:
            state.apply(rng.choice(state.legal_actions()))
    n = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(1000):
            state.clone()
        n += 1000
    return {"clones_per_s": n / (time.perf_counter() - start)}


def bot_win_rate(game, bot: str, seeds: range) -> float:
    """Return the share of Letter games in `seeds` that the named bot wins as the player."""
    wins = 0
    for seed in seeds:
        state = game.new_game(seed, events=False)
        player = make_bot(bot, game.NAME, seed=seed)
        while state.to_act is not None:
            auto = state.to_act in game.AUTOMATA
            state.apply(state.legal_actions()[0] if auto else player.choose(state))
        wins += state.result.outcome == "win"
    return wins / len(seeds)


def team_results(game, policies: dict, seeds: range, rules=None) -> dict:
    """Return outcome shares and the mean length of CHAOS games with a bot name per seat."""
    outcomes: dict[str, int] = {}
    rounds = 0
    for seed in seeds:
        state = game.new_game(seed, rules, events=False)
        bots = {seat: make_bot(name, game.NAME, seed=seed * 4 + i) for i, (seat, name) in enumerate(policies.items())}
        while state.to_act is not None:
            state.apply(bots[state.to_act].choose(state))
        outcomes[state.result.outcome] = outcomes.get(state.result.outcome, 0) + 1
        rounds += state.result.rounds
    return {**{f"share_{k}": v / len(seeds) for k, v in sorted(outcomes.items())}, "mean_rounds": rounds / len(seeds)}


def game_extras(game, games: int) -> dict:
    """Return the numbers particular to one game: bot win rates."""
    if game.NAME == "mythos":
        rounds = turns = 0
        seeds = range(max(1, games // 10))
        for seed in seeds:
            state = game.new_game(seed, events=False)
            rng = random.Random(seed)
            while state.to_act is not None:
                state.apply(rng.choice(state.legal_actions()))
            rounds += state.round
            turns += state.turn
        out = {"random_mean_rounds": rounds / len(seeds), "random_mean_turns": turns / len(seeds),
               "length_games": len(seeds)}
        wins = {"corrupt": 0, "steadfast": 0, "draw": 0}
        for seed in seeds:
            state = game.new_game(seed, events=False)
            bots = {s: make_bot("heuristic", "mythos", seed=seed * 2 + i) for i, s in enumerate(("p0", "p1"))}
            while state.to_act is not None:
                state.apply(bots[state.to_act].choose(state))
            wins[{"p0": "corrupt", "p1": "steadfast"}.get(state.result.outcome, "draw")] += 1
        out.update({f"heuristic_{k}_win_rate": v / len(seeds) for k, v in wins.items()})
        return out
    if game.NAME == "letter":
        seeds = range(games)
        return {"heuristic_win_rate": bot_win_rate(game, "heuristic", seeds),
                "random_win_rate": bot_win_rate(game, "random", seeds), "win_rate_games": games}
    seeds = range(max(1, games // 20))
    mixed = {"A1": "heuristic", "A2": "heuristic", "B1": "random", "B2": "random"}
    out = {f"heuristic_A_vs_random_B_{k}": v for k, v in team_results(game, mixed, seeds).items()}
    out["win_rate_games"] = len(seeds)
    return out


def widget_steps(game_name: str, games: int = 40) -> dict:
    """Return the kernel time and synced bytes of one interactive widget step (command + apply + view + sync)."""
    import json as _json
    import statistics

    spec = get_spec(game_name)
    cls, rules = spec.widget_class(), spec.bench_rules  # short games: their rules end them early
    sent: list[int] = []
    times: list[float] = []
    rng = random.Random(0)
    for seed in range({"letter": games, "mythos": 10}.get(game_name, 4)):
        w = cls(seed=seed, rules=rules)
        w._send = lambda msg, buffers=None: sent.append(len(_json.dumps(msg, separators=(",", ":"))))
        while w.state.result is None:
            if w.state.to_act == w.seat:
                content = {"cmd": "act", "id": rng.choice(w.legal)["id"], "step": w.match.index}
            else:
                content = {"cmd": "bot_step"}
            start = time.perf_counter()
            w._on_command(w, content)
            times.append(time.perf_counter() - start)
    return {"widget_step_ms_mean": 1000 * statistics.fmean(times),
            "widget_step_ms_p95": 1000 * statistics.quantiles(times, n=20)[-1],
            "widget_bytes_per_step_mean": statistics.fmean(sent), "widget_bytes_per_step_max": max(sent),
            "widget_messages_per_step": len(sent) / len(times)}


def chaos_risk_steps(games: int = 2, steps: int = 300) -> dict:
    """Return the ms of one CHAOS widget step at the full rules (the late game's many events) and of its hidden-bomb
    risk words alone (frames/chaos_risk.py risks + prompt_line, as one frame asks them)."""
    import statistics

    from .frames import chaos_risk
    from .frames.log import MatchPositions

    cls, rng = get_spec("chaos").widget_class(), random.Random(0)
    times: list[float] = []
    risk: list[float] = []
    for seed in range(games):
        w = cls(seed=seed)
        w._send = lambda msg, buffers=None: None
        while w.state.result is None and w.match.index < steps:
            mine = w.state.to_act == w.seat
            content = {"cmd": "act", "id": rng.choice(w.legal)["id"], "step": w.match.index} if mine else {
                "cmd": "bot_step"}
            start = time.perf_counter()
            w._on_command(w, content)
            times.append(time.perf_counter() - start)
            state, positions = w.state, MatchPositions(w.match)
            actions = state.legal_actions()
            start = time.perf_counter()
            chaos_risk.risks(state, actions, "en", positions)
            chaos_risk.prompt_line(state, actions, "en", positions)
            risk.append(time.perf_counter() - start)
    return {"chaos_step_ms_mean": 1000 * statistics.fmean(times),
            "chaos_step_ms_p95": 1000 * statistics.quantiles(times, n=20)[-1],
            "chaos_risk_ms_mean": 1000 * statistics.fmean(risk),
            "chaos_risk_ms_p95": 1000 * statistics.quantiles(risk, n=20)[-1]}


def ismcts_speed(game, seconds: float, iterations: int = 500) -> dict:
    """Return ISMCTS iterations per second (default options of the game) over opening decisions of several deals."""
    done = 0
    elapsed = 0.0
    seed = 0
    while elapsed < seconds:
        state = game.new_game(seed, events=False)
        while state.to_act in game.AUTOMATA:
            state.apply(state.legal_actions()[0])
        bot = make_bot("ismcts", game.NAME, seed=seed, iterations=iterations)
        if len(state.legal_actions()) > 1:
            start = time.perf_counter()
            bot.search(state)
            elapsed += time.perf_counter() - start
            done += bot.last_iterations
        seed += 1
    return {"ismcts_iterations_per_s": done / elapsed}


def sim_throughput(games: int) -> dict:
    """Return wall seconds and games/s of `games` Letter games with the heuristic bot: 1 and 2 local worker
    processes, and a Dask LocalCluster of 2 worker processes (through Client.get_executor())."""
    from distributed import Client, LocalCluster

    from .sim import simulate

    out = {"sim_games": games}

    def timed(label, executor):
        start = time.perf_counter()
        simulate("letter", policies="heuristic", n=games, executor=executor, progress=False)
        wall = time.perf_counter() - start
        out[f"sim_{label}_s"], out[f"sim_{label}_games_per_s"] = wall, games / wall

    timed("1_worker", 1)
    timed("2_workers", 2)
    cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None)
    with cluster, Client(cluster) as client:
        client.submit(sum, [1]).result()  # workers up before the clock starts
        timed("dask_2_workers", client.get_executor())
    return out


def ismcts_strength(games: int, iterations: int = 1000) -> dict:
    """Return Letter win rates over seeds 0..games-1 of ISMCTS, the heuristic and random play (2 workers)."""
    from .sim import rates, simulate

    out = {"strength_games": games, "strength_ismcts_iterations": iterations}
    for name, policy in (("ismcts", ("ismcts", {"iterations": iterations})), ("heuristic", "heuristic"),
                         ("random", "random")):
        row = rates(simulate("letter", policies=policy, n=games, executor=2, progress=False), "win").iloc[0]
        out.update({f"strength_{name}_win_rate": row["rate"], f"strength_{name}_win_low": row["low"],
                    f"strength_{name}_win_high": row["high"]})
    return out


def run(game_name: str, seconds: float, games: int, widget: bool = True, sim_games: int = 0,
        strength_games: int = 0) -> dict:
    """Return every benchmark number of one game (the simulation and strength runs only when asked)."""
    game = get_game(game_name)
    out = {"game": game_name, "python": sys.version.split()[0]}
    out.update(random_play(game, seconds))
    out.update(clones(game, seconds / 2))
    out.update(ismcts_speed(game, seconds / 2))
    out.update(game_extras(game, games))
    if widget:
        out.update(widget_steps(game_name))
    if widget and game_name == "chaos":   # the risk words scan the game's events every frame (review 38)
        out.update(chaos_risk_steps())
    if sim_games:
        out.update(sim_throughput(sim_games))
    if strength_games:
        out.update(ismcts_strength(strength_games))
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cthulhu_widgets.bench", description=__doc__)
    parser.add_argument("--game", default="letter", help="game to measure (default letter)")
    parser.add_argument("--seconds", type=float, default=3.0, help="time per throughput measure")
    parser.add_argument("--games", type=int, default=2000, help="seeds 0..N-1 for the win rates")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--no-widget", action="store_true", help="skip the widget step cost (needs the built JS)")
    parser.add_argument("--sim", action="store_true",
                        help="also time --sim-games Letter games (heuristic bot): 1 and 2 workers, Dask LocalCluster")
    parser.add_argument("--sim-games", type=int, default=100_000, help="games of the --sim run (default 100,000)")
    parser.add_argument("--strength", type=int, default=0, metavar="N",
                        help="also Letter win rates of ISMCTS, heuristic and random over seeds 0..N-1 (slow)")
    args = parser.parse_args(argv)
    result = run(args.game, args.seconds, args.games, widget=not args.no_widget,
                 sim_games=args.sim_games if args.sim else 0, strength_games=args.strength)
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:>20}: {value:,.3f}" if isinstance(value, float) else f"{key:>20}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
