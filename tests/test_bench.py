"""The benchmark entry point runs and prints the promised numbers (it measures; it asserts no timing)."""
import json
import subprocess
import sys


def test_bench_prints_json_with_every_number():
    out = subprocess.run([sys.executable, "-m", "cthulhu_widgets.bench", "--game", "letter", "--json",
                          "--seconds", "0.2", "--games", "20"], capture_output=True, text=True, check=True)
    data = json.loads(out.stdout)
    for key in ("games_per_s", "steps_per_s", "clones_per_s", "heuristic_win_rate", "widget_step_ms_mean",
                "widget_bytes_per_step_mean", "ismcts_iterations_per_s"):
        assert data[key] >= 0
    assert 0 <= data["heuristic_win_rate"] <= 1
    assert data["widget_messages_per_step"] == 1.0  # hold_sync: one update message per step


def test_bench_rejects_an_unknown_game():
    out = subprocess.run([sys.executable, "-m", "cthulhu_widgets.bench", "--game", "chess"],
                         capture_output=True, text=True)
    assert out.returncode != 0 and "unknown game" in out.stderr


def test_bench_sim_flag_reports_one_and_two_workers_and_dask():
    """--sim times the same Letter simulation on 1 and 2 local workers and on a Dask LocalCluster of 2."""
    out = subprocess.run([sys.executable, "-m", "cthulhu_widgets.bench", "--game", "letter", "--json", "--seconds",
                          "0.1", "--games", "5", "--no-widget", "--sim", "--sim-games", "300"],
                         capture_output=True, text=True, check=True)
    data = json.loads(out.stdout)
    assert data["sim_games"] == 300
    for label in ("1_worker", "2_workers", "dask_2_workers"):
        assert data[f"sim_{label}_s"] > 0 and data[f"sim_{label}_games_per_s"] > 0
