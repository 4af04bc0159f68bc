"""Newcomer review 13 on the Mythos table (issue 23), round Q: recorded frames the front end's tests lay out.

Finding 2 (the adventure list folded and unfolded by itself): js/src/mythos/round13q.test.js lays out, frame after
frame with one page memory and no click of the reader's, what p0's browser receives through real play (heuristic bots
from a seed) over two rounds with card play, combat and the round's discards. js/src/mythos/round13q_frames.json holds
them; regenerate with UPDATE_GOLDEN=1 (this file alone) and review the diff.
"""
from pathlib import Path

from conftest import check_fixture
from test_js_fixtures_mythos import payload

from cthulhu_widgets.widgets import MythosWidget

FRAMES = Path(__file__).resolve().parents[1] / "js" / "src" / "mythos" / "round13q_frames.json"


def recorded(seed: int, first: int, last: int) -> list[dict]:
    """Return p0's payloads of seed `seed`'s heuristic game from round `first` to round `last` (both included), a
    frame where something changed for p0 (its view or its moves)."""
    w = MythosWidget(seed=seed, autoplay=False)
    out = []
    for _ in range(600):
        v = w.view
        if v["round"] > last or v.get("result"):
            return out
        if v["round"] >= first:
            out.append(payload(w))
        assert w.step(1) == 1, "the game ended before the recorded frames"
    raise AssertionError("the frames did not come within 600 steps")


def frames() -> dict:
    """Return the recorded games: `long` (seed 3, rounds 2 and 3, p0 holding adventures)."""
    return {"long": recorded(3, 2, 3)}


def test_recorded_frames_are_current_and_hold_adventures_over_card_play_and_combat():
    data = frames()
    check_fixture(FRAMES, data)
    long = data["long"]
    assert any(f["view"]["players"][0].get("goals") for f in long), "p0 holds adventures: the list is on its panel"
    phases = {f["view"]["phase"] for f in long}
    assert {"play", "combat"} <= phases, phases
