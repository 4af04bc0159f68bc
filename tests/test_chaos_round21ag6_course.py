"""Newcomer review 20, CHAOS en finding 2 and ja finding 2: the course's step 5 sent the reader onto c7, where a
hidden bomb sent its patient back to a8, and step 6's "What just happened" said only "You moved." ("It felt like a
trick."). The step now says before the move that a cell no one checked may hold a hidden bomb, and after it names the
bomb, where it sent the patient and what shows a cell is safe, in every language of the game."""
import pytest

from cthulhu_widgets.widgets import ChaosWidget

# what the step before says (a cell not checked may hold one) and what the line after says (the bomb, a8, Checkup)
BEFORE = {"en": "No one has checked the highlighted cell", "ja": "まだ誰も調べていない", "zh": "还没人查过", "zh-TW": "還沒人查過"}
AFTER = {"en": ("hidden bomb", "a8", "Checkup"), "ja": ("隠れた爆弾", "a8", "検診"),
         "zh": ("隐藏的炸弹", "a8", "体检"), "zh-TW": ("隱藏的炸彈", "a8", "體檢")}


def course_marks(lang: str, upto: int = 7) -> dict:
    """The Learn game played along its steps: {step n: its mark at the reader's decision}, up to step `upto`."""
    w = ChaosWidget(seed=5, lang=lang)
    w.command({"cmd": "learn"})
    marks = {}
    for _ in range(400):
        mark = w.coach
        if mark.get("id") and w.state.to_act == w.seat:
            marks.setdefault(mark["n"], mark)
            if mark["n"] >= upto:
                break
            w.command({"cmd": "act", "id": mark["id"], "step": w.step_index})
        else:
            w.step(1)
    return marks


@pytest.mark.parametrize("lang", sorted(AFTER))
def test_step5_warns_of_a_hidden_bomb_and_step6_names_it(lang):
    """Step 5 warns its cell may hold a hidden bomb; step 6's done line names the bomb, a8 and Checkup."""
    marks = course_marks(lang)
    assert BEFORE[lang] in marks[5]["text"], marks[5]["text"]
    done = marks[6]["done"]
    for word in AFTER[lang]:
        assert word in done, (word, done)
