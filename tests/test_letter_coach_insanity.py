"""Letter "Learn to play" keeps teaching after its three steps (issue 23 r6c, newcomer R-L: both lost games were
decided by the insanity check, LS-CHECK-1..4, which the steps never taught): the first time Insanity N rises, or a
check takes 2 cards or more, one coach bubble says what N is, why it grows and how to keep it low, in en/zh/ja; its
numbers filled in; once a game; never outside Learn to play."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.letter.sentences.coach import MOMENTS
from cthulhu_widgets.widgets.letter import LetterWidget

from coach_support import play_coached


def play(lang: str, learn: bool = True, seed: int = 3):
    """Play a game (Learn to play, or dealt) to its end: the coached moves, then the seat's bot; return the marks
    [(step, coach mark, Insanity N)]."""
    return play_coached(LetterWidget(seed=seed, lang=lang), learn, 400, lambda w: (w.state.insanity,))


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_LS_CHECK_the_insanity_moment_shows_once_with_its_number(lang):
    marks = play(lang)
    shown = [(step, mark, n) for step, mark, n in marks if mark.get("moment") == "insanity"]
    assert shown, "no insanity moment in a whole Learn game"
    runs = [i for i in range(len(shown)) if i == 0 or shown[i][0] != shown[i - 1][0] + 1]
    assert len(runs) == 1, "the insanity bubble shows in one run, once a game"
    words = MOMENTS[lang]
    step, mark, n = shown[0]
    assert mark["head"] == words["head"]["insanity"] and "{n}" not in mark["text"]
    assert mark["text"] in (words["insanity_up"].replace("{n}", str(n)),) or mark["text"].startswith(
        words["insanity_check"].split("{n}")[0])


def test_no_insanity_moment_outside_learn_to_play():
    assert not any(mark.get("moment") for _, mark, _ in play("en", learn=False))
