"""Golden playthrough of Mythos: Corrupt against Steadfast, heuristic bots, every action and event, the table at
each round's end — a rule change shows as a readable diff. Regenerate with `UPDATE_GOLDEN=1 make test`."""
import os
from pathlib import Path

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.games import mythos

GOLDEN = Path(__file__).parent / "golden" / "mythos_seed1.txt"


def playthrough(seed: int = 1) -> str:
    state = mythos.new_game(seed)
    bots = {s: make_bot("heuristic", "mythos", seed=seed * 2 + i) for i, s in enumerate(("p0", "p1"))}
    parts = [f"# mythos seed {seed}: Corrupt (p0) vs Steadfast (p1), heuristic bots", state.render(), ""]
    while state.result is None:
        seat, rnd = state.to_act, state.round
        action = bots[seat].choose(state)
        state.apply(action)
        parts.append(f">>> {seat}: {action}")
        parts += [f"  {e}" for e in state.events if e.seats is None]
        if state.round != rnd or state.result:
            parts += [state.render(), ""]
    return "\n".join(parts)


def test_mythos_golden_playthrough():
    text = playthrough()
    if os.environ.get("UPDATE_GOLDEN") == "1":
        GOLDEN.write_text(text, encoding="utf-8")
    assert GOLDEN.exists(), "mythos_seed1.txt is missing: run UPDATE_GOLDEN=1 make test"
    assert text == GOLDEN.read_text(encoding="utf-8"), "the Mythos playthrough changed: UPDATE_GOLDEN=1 and review"
