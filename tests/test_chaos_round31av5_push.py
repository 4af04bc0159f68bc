"""Review 30, chaos_ja 3 (027→028): the course's push 'down' (CH-C3) sent B1 from f1 to f2, onto a bomb there
(CH-MOVE-4: back to its spawn h1), and the board showed only B1 on h1. The board's marks at the reader's next turn
draw each push it may see since its previous turn began, from→to, with the blast it met."""
from cthulhu_widgets.frames import MatchPositions
from cthulhu_widgets.frames.chaos import board_marks
from cthulhu_widgets.widgets import ChaosWidget


def _course_after_push():
    """The Learn course (seed 5), played along its marks through the push step, then on to the reader's next turn."""
    w = ChaosWidget(seed=5, lang="en")
    w.command({"cmd": "learn"})
    pushed = False
    for _ in range(400):
        mark = w.coach
        if w.state.to_act == w.seat and pushed:
            return w
        if mark.get("id") and w.state.to_act == w.seat:
            pushed = pushed or str(mark["id"]).startswith("push")
            w.command({"cmd": "act", "id": mark["id"], "step": w.step_index})
        else:
            w.step(1)
    raise AssertionError("the course never came back to the reader after its push")


def test_course_push_is_marked_from_to_with_its_blast():
    """CH-C3, CH-MOVE-4: B1's push f1→f2 and the blast at f2, in the marks the reader's next moves carry."""
    w = _course_after_push()
    marks = board_marks(w.state, "en", MatchPositions(w.match))
    pushes = [m for m in marks if m["kind"] == "push"]
    assert {"kind": "push", "seat": "B1", "cell": [1, 6], "to": [2, 6]}.items() <= pushes[0].items(), marks
    assert pushes[0]["tip"]
    assert any(m["kind"] == "blast" and m["cell"] == [2, 6] for m in marks), marks
    assert not any(m.get("seat") == "B2" for m in pushes), "a vanished enemy's push stays unseen (CH-HIDE-4)"
