"""Golden playthrough of CHAOS: every action, its events (rule IDs, who may see them) and the board at each
round's end, for 2 seeded games of heuristic bots, so that a rule change shows as a readable diff.
Regenerate with `UPDATE_GOLDEN=1 make test` and review the diff."""
import os
from pathlib import Path

import pytest

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.games import chaos

GOLDEN = Path(__file__).parent / "golden"


def playthrough(seed: int) -> str:
    """Return the text of a 6-round heuristic game: actions, events and the board after each round."""
    state = chaos.new_game(seed, {"max_rounds": 6})
    bots = {seat: make_bot("heuristic", "chaos", seed=seed * 4 + i) for i, seat in enumerate(chaos.SEATS)}
    parts = [f"# chaos seed {seed}, max_rounds 6, heuristic bots in every seat", state.render(), ""]
    parts += [f"  {e}" + (f"  (seen by {','.join(e.seats)})" if e.seats else "") for e in state.events]
    while state.result is None:
        seat, rnd = state.to_act, state.round
        action = bots[seat].choose(state)
        state.apply(action)
        parts.append(f">>> {seat}: {action}")
        parts += [f"  {e}" + (f"  (seen by {','.join(e.seats)})" if e.seats else "") for e in state.events]
        if state.round != rnd or state.result:
            parts += [state.render(), ""]
    return "\n".join(parts)


@pytest.mark.parametrize("seed", (1, 2))
def test_chaos_golden_playthrough(seed):
    path = GOLDEN / f"chaos_seed{seed}.txt"
    text = playthrough(seed)
    if os.environ.get("UPDATE_GOLDEN") == "1":
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path.name} is missing: run UPDATE_GOLDEN=1 make test"
    assert text == path.read_text(encoding="utf-8"), f"{path.name} changed: rerun with UPDATE_GOLDEN=1 and review"
