"""Round AX, fixer AX4 (newcomer review 31): the Letter course teaches its clock early and a reason at each click.

letter_en 3 / letter_zh 10: the deck running out is how the solo game is lost, and the course said so only at its
last step; now step 3 says it in one line by the table's Insanity line (and keeps its bubble off that line).
letter_en 3: the course read "on rails"; a step that rings one card says in its words why that card is right."""
from __future__ import annotations

import pytest

from test_coach_round28as7 import course, step
from test_letter_round16v import _lines

from cthulhu_widgets.games.letter.sentences.coach import COACH

LINE = {"en": "Insanity line", "zh": "瘋狂那一行", "ja": "狂気の行"}
EMPTY = {"en": "empty deck", "zh": "牌堆用完", "ja": "尽きたら負け"}
# why the rung card is the right one, in each step that rings one (2: the answer, 3: Armitage, 4: Cats of Ulthar)
WHY = {"en": {2: "on your turn you can eliminate it", 3: "before it is played at you", 4: "what to play next"},
       "zh": {2: "在你的回合淘汰它", 3: "在它被打向你之前", 4: "下一張該打什麼"},
       "ja": {2: "あなたの番に脱落させられる", 3: "あなたにプレイされる前に", 4: "次に何を出すか"}}


@pytest.mark.parametrize("lang", ("en", "zh", "ja"))
def test_LS_CHECK_the_clock_is_taught_by_step_3_at_the_insanity_line(lang):
    """Step 3 (of 5 still) names the Insanity line and that an empty deck loses, before "More…"; the page keeps the
    bubble off the line it names (LS-CHECK-1..4, LS-END-2)."""
    marks = course("letter", lang)
    assert max(m.get("n") or 0 for m in marks) == 5
    shown = step(marks, 3)["text"].split("\n")[0]
    assert LINE[lang] in shown and EMPTY[lang] in shown, shown
    assert "insanity*" in step(marks, 3)["names"]


@pytest.mark.parametrize("lang", ("en", "zh", "ja"))
def test_every_letter_step_shows_at_most_4_lines_on_a_phone(lang):
    """A step is at most 4 lines of the 390 px bubble before "More…" (the brief's bar; step 2 took 5 in en and ja)."""
    for n, said in enumerate(COACH[lang]["steps"], 1):
        shown = said["text"].split("\n")[0]
        assert _lines(shown) <= 4, (n, _lines(shown), shown)


@pytest.mark.parametrize("lang", ("en", "zh", "ja"))
def test_a_step_that_rings_one_card_says_why_it_is_right(lang):
    """letter_en 3: "answer with Nyarlathotep", "choose Cats of Ulthar" named a path, not a reason."""
    for n, why in WHY[lang].items():
        shown = COACH[lang]["steps"][n - 1]["text"].split("\n")[0]
        assert why in shown, (n, shown)
