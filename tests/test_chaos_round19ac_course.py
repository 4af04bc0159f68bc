"""Newcomer review 18, CHAOS ja phone 390×844: the course's sheet covered rows 1-2 of the board, the cells its step
spoke of. js/src/chaos/round19ac_course.test.js docks the coach's sheet over these recorded frames of the Learn course
(each step at the reader's decision, ja; the catalog kept once) and checks it covers neither the cells the step
highlights nor the reader's own piece."""
from pathlib import Path

from conftest import check_fixture
from test_chaos_round14r import payload

from cthulhu_widgets.widgets import ChaosWidget

HERE = Path(__file__).resolve().parents[1] / "js" / "src" / "chaos"


def course(lang: str) -> list:
    """The Learn game played along its steps: each step's frame at the reader's decision, its coach mark with it."""
    w = ChaosWidget(seed=5, lang=lang)
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


def test_round19ac_course_fixture():
    """Every step of the ja course that asks for a move, one frame each; the catalog kept once (round X5)."""
    frames = course("ja")
    assert len(frames) >= 8, [f["coach"].get("n") for f in frames]
    catalog = frames[0]["catalog"]
    assert all(f["catalog"] == catalog for f in frames)
    check_fixture(HERE / "round19ac_course.json",
                  {"catalog": catalog, "frames": [{k: v for k, v in f.items() if k != "catalog"} for f in frames]})
