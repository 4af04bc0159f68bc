"""Review 35, chaos_en 6, chaos_ja 7, room_zh 8: the course's "The bots play now: press their ▶ button, or wait." box
came back at each wait on the bots (three times), and after "The course is over" too. It is said in one wait only, the
first the course has on the bots, and never once the course is over. Failed before (said in 3 waits, 1 after the end)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.coach import coach_words
from cthulhu_widgets.widgets import ChaosWidget


def waits(lang: str) -> list[list[dict]]:
    """Play the course as the coach rings it to the farewell; return its waits on the bots: each the wait marks shown
    between two of the reader's decisions."""
    w = ChaosWidget(seed=5, lang=lang)
    w.command({"cmd": "learn"})
    stretches, current = [], []
    for _ in range(600):
        mark = w.coach
        if mark.get("free"):
            break
        if mark.get("id") and w.state.to_act == w.seat:
            stretches, current = stretches + ([current] if current else []), []
            w.command({"cmd": "act", "id": mark["id"], "step": w.step_index})
            assert w.error == "", w.error
        else:
            current.append(mark)
            w.step(1)
    return stretches + ([current] if current else [])


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_the_bots_line_shows_in_the_first_wait_only(lang):
    line = coach_words("chaos", lang)["bots"]
    said = [i for i, stretch in enumerate(waits(lang)) if any(m.get("done") == line for m in stretch)]
    assert said == [0], said
    over = [m for stretch in waits(lang) for m in stretch if m.get("over")]
    assert over and all(m.get("done") != line for m in over)
