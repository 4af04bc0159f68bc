"""Round AI, fixer AI7 (newcomer review 21, CHAOS en 012/020, ja 004/017, Letter en 008/011/014, zh 008: the coach's
"Choose this" tag lay on the prompt's or a chip's text). js/src/round22ai7_tag.test.js lays out these recorded frames
of every game's Learn course (each step at the reader's decision, en; a catalog kept once) at 1280 and 390 px and
checks the tag crosses no painted text."""
from pathlib import Path

import pytest

from conftest import check_fixture
from test_js_fixtures import payload as letter_payload
from test_js_fixtures_chaos import payload as chaos_payload
from test_js_fixtures_mythos import payload as mythos_payload

from cthulhu_widgets.widgets import ChaosWidget, LetterWidget, MythosWidget

HERE = Path(__file__).resolve().parents[1] / "js" / "src" / "round22ai7_course.json"


def course(w, payload) -> list:
    """The Learn game played along its steps: each step's frame at the reader's decision, its coach mark with it."""
    w.command({"cmd": "learn"})
    frames, seen = [], set()
    for _ in range(400):
        mark = w.coach
        if mark.get("id") and w.state.to_act == w.seat:
            if mark.get("n") not in seen:
                seen.add(mark.get("n"))
                frames.append({**payload(w), "coach": mark})
            w.command({"cmd": "act", "id": mark["id"], "step": w.step_index})
        elif w.view.get("result"):
            break
        else:
            w.step(1)
    return frames


@pytest.mark.slow   # the recorded frames change with any game's view: the slow run (CI) finds them stale
def test_round22ai7_course_fixture():
    """Every step of each game's en course that asks for a move, one frame each; CHAOS's and Letter's catalog once."""
    games = {"letter": course(LetterWidget(seed=1, lang="en"), letter_payload),
             "chaos": course(ChaosWidget(seed=5, lang="en"), chaos_payload),
             "mythos": course(MythosWidget(seed=1, lang="en"), mythos_payload)}
    for game, frames in games.items():
        assert len(frames) >= 4, (game, [f["coach"].get("n") for f in frames])
    data = {}
    for game, frames in games.items():
        catalog = frames[0].get("catalog")
        data[game] = {"catalog": catalog, "frames": [{k: v for k, v in f.items() if k != "catalog"} for f in frames]}
    check_fixture(HERE, data)
