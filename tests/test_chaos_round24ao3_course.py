"""Newcomer review 23, CHAOS course: its words say what the table does.
chaos_en 3 (014_learn12): the course said "when 'Bot plays ▶' glows, press it for their next move", but the bots
played on their own and a press seemed to run several moves: it now says they play on their own and the button plays
their next move at once. chaos_en 7 / chaos_ja 6 (024_new1, 022_new1): New game asked "Leave the tutorial?" after
the course said "The course is over" (the bots were still playing after the last step): the mark while they play
says the lesson is over ("over"), so New game deals at once (ui/toolbar.js lessonOver). chaos_ja 6 (011_tut10):
step 5 began "Taken, the key no longer moves to a random cell" before anything said it moves: it says so first."""
import pytest

from cthulhu_widgets.frames.coach import coach_words
from cthulhu_widgets.widgets import ChaosWidget

LANGS = ("en", "ja", "zh", "zh-TW")
# step 4: the key moves at each round's end (said first), and no "no longer moves" before that
KEY_MOVES = {"en": "the key jumps to a random cell at each round's end", "ja": "ラウンドが終わるたびランダムなマスへ移る",
             "zh": "每轮结束时都会移到随机格子", "zh-TW": "每輪結束時都會移到隨機格子"}
NO_LONGER = {"en": "no longer moves", "ja": "移らない", "zh": "不再", "zh-TW": "不再"}
# after step 8: the bots play on their own; the button plays their next move at once
ON_THEIR_OWN = {"en": ("on their own", "at once"), "ja": ("自分で", "すぐ"), "zh": ("自动", "立刻"),
                "zh-TW": ("自動", "立刻")}
PRESS_FOR_NEXT = {"en": "press it for their next move", "ja": "光ったら、押すと次の一手が進む",
                  "zh": "亮起时，点击它走下一步", "zh-TW": "亮起時，點選它走下一步"}


def course(lang: str):
    """The Learn game played along every step: (marks by step n, the marks seen after the last step's press)."""
    w = ChaosWidget(seed=5, lang=lang)
    w.command({"cmd": "learn"})
    marks, after = {}, []
    for _ in range(600):
        mark = w.coach
        if mark.get("id") and w.state.to_act == w.seat:
            marks.setdefault(mark["n"], mark)
            w.command({"cmd": "act", "id": mark["id"], "step": w.step_index})
        elif marks and max(marks) == mark.get("of", 10) and (mark.get("wait") or mark.get("free")):
            after.append(mark)
            if mark.get("free") or w.state.to_act is None:
                break
            w.step(1)
        else:
            w.step(1)
    return w, marks, after


@pytest.mark.parametrize("lang", LANGS)
def test_step4_says_the_key_moves_before_it_says_it_moves_no_more(lang):
    """Review 25 (chaos_en 4, chaos_ja 5): the key's jumps are step 4's, the key's own step; step 5 is the bombs'."""
    _, marks, _ = course(lang)
    text = marks[4]["text"]
    assert KEY_MOVES[lang] in text, text
    assert NO_LONGER[lang] not in text.split(KEY_MOVES[lang])[0], text


@pytest.mark.parametrize("lang", LANGS)
def test_the_bot_button_is_told_as_it_works(lang):
    """Step 7's 'What just happened' (after the reader's End turn, as the bots start)."""
    done = coach_words("chaos", lang)["steps"][6]["done"]
    assert PRESS_FOR_NEXT[lang] not in done, done
    for word in ON_THEIR_OWN[lang]:
        assert word in done, (word, done)


@pytest.mark.parametrize("lang", LANGS)
def test_the_marks_after_the_last_step_say_the_lesson_is_over(lang):
    """While the bots play after step 10 (its 'The course is over' line shows), the mark says the lesson is over."""
    _, marks, after = course(lang)
    assert max(marks) == 10 and after, (sorted(marks), after)
    waits = [mark for mark in after if mark.get("wait")]
    assert waits and all(mark.get("over") for mark in waits), waits
