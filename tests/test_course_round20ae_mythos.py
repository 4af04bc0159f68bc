"""Round AE (newcomer review 19, Mythos desk finding 1/2: "Tutorial bubbles run to 10 lines (015_learn13,
017_learn15)"): every Mythos course step says what to click and why in at most 5 lines of the desk's bubble and 7 of
a phone's, in en and ja (as Letter's since round AC: test_letter_round19ac_coach); the rest of its words follow a line
break and wait behind the bubble's "More…" (js/src/ui/coach.js moreParts), whose label the mark carries."""
from __future__ import annotations

import pytest

from test_letter_round16v import _lines

from cthulhu_widgets.frames.coach import with_more
from cthulhu_widgets.games.mythos.sentences.coach import COACH

LANGS = ("en", "ja")
DESK_TEXT_WIDTH = 320 - 2 * 12 - 2 * 2


def _shown(text: str) -> str:
    """Return what the bubble says before its "More…"."""
    return text.split("\n")[0]


@pytest.mark.parametrize("lang", LANGS)
def test_every_mythos_step_fits_five_desk_lines_and_seven_phone_lines(lang):
    for n, step in enumerate(COACH[lang]["steps"], start=1):
        text = _shown(step["text"])
        assert _lines(text, DESK_TEXT_WIDTH) <= 5 and _lines(text) <= 7, (n, _lines(text, DESK_TEXT_WIDTH), text)
        assert _lines(_shown(step["done"]), DESK_TEXT_WIDTH) <= 5, (n, step["done"])
    free = _shown(COACH[lang]["free"])
    assert _lines(free, DESK_TEXT_WIDTH) <= 5, free


@pytest.mark.parametrize("lang", LANGS)
def test_a_step_that_says_what_to_choose_says_it_before_more(lang):
    """The ringed card's instruction is never hidden behind "More…"."""
    choose = {"en": ("choose", "Choose", "Pass when"), "ja": ("選ぶ", "選ぼう", "パス。")}[lang]
    for n, step in enumerate(COACH[lang]["steps"], start=1):
        assert any(w in _shown(step["text"]) for w in choose), (n, step["text"])


@pytest.mark.parametrize("lang", LANGS)
def test_a_mark_with_more_words_carries_the_more_label(lang):
    words = COACH[lang]
    long = {"title": words["title"], "n": 1, "text": words["steps"][0]["text"]}
    assert "\n" in long["text"] and with_more(long, words)["more"] == words["more"]
    assert "more" not in with_more({"title": words["title"], "n": 3, "text": "short"}, words)
