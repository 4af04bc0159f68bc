"""Review 25, mythos_ja 3 (041/048): the course's round-end step said "1 point got through, your Sanity fell by 1"
while the reader's Sanity went 17 -> 15: the bot's Portaphobia took 1 at the reader's turn after the pass. The step's
words now match the board: they count the phobia and say the Sanity now."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets import MythosWidget


def _step(lang: str, n: int) -> tuple[dict, int]:
    """The Learn course of seed 1 played along its steps up to step `n`: its coach mark and the reader's Sanity."""
    w = MythosWidget(seed=1, lang=lang)
    w.command({"cmd": "learn"})
    for _ in range(400):
        mark = w.coach
        if mark.get("id") and w.state.to_act == w.seat:
            if mark.get("n") == n:
                return mark, w.state.players[w.state.seat_index(w.seat)].sanity
            w.command({"cmd": "act", "id": mark["id"], "step": w.step_index})
        else:
            w.step(1)
    raise AssertionError(f"step {n} never came")


@pytest.mark.parametrize("lang, phobia", [("en", "Portaphobia"), ("ja", "扉恐怖症")])
def test_r26aq7_course_battle_step_counts_the_phobia(lang, phobia):
    """Step 8 names the phobia's loss after the pass and the Sanity now (15), not only the battle's 1."""
    mark, sanity = _step(lang, 8)
    assert sanity == 15
    text = mark["text"].split("\n")[0]
    assert phobia in text and "15" in text, text
