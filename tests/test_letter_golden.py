"""Golden playthroughs: every position of 3 seeded games as the designer sees it, so that a rule
change shows up as a readable diff. Regenerate with `UPDATE_GOLDEN=1 make test` and review the diff."""
import os
from pathlib import Path

import pytest

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.games import letter

GOLDEN = Path(__file__).parent / "golden"
SEEDS = (1, 2, 3)


def playthrough(seed: int) -> str:
    """Return the text of a heuristic-bot game: each action, its events (rule IDs) and the table after it."""
    state = letter.new_game(seed)
    bot = make_bot("heuristic", seed=seed)
    parts = [f"# letter seed {seed}, default rules, heuristic player", state.render(), ""]
    while state.result is None:
        action = state.legal_actions()[0] if state.to_act == "opponent" else bot.choose(state)
        state.apply(action)
        parts.append(f">>> {action}")
        parts += [f"  {event}" for event in state.events]
        parts += [state.render(), ""]
    return "\n".join(parts)


@pytest.mark.parametrize("seed", SEEDS)
def test_golden_playthrough(seed):
    path = GOLDEN / f"letter_seed{seed}.txt"
    text = playthrough(seed)
    if os.environ.get("UPDATE_GOLDEN") == "1":
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path.name} is missing: run UPDATE_GOLDEN=1 make test"
    assert text == path.read_text(encoding="utf-8"), f"{path.name} changed: rerun with UPDATE_GOLDEN=1 and review"
