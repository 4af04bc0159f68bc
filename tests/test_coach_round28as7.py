"""Round AS, fixer AS7 (newcomer review 27): course bubbles that keep off what their words name and say at most about
4 lines before "More…"; the Mythos course teaches one idea a step in the table's words, the phobia before it hits
and what completing an adventure costs; Letter's step 5 makes the deck clock clear by the table's Insanity line.
Every test here failed on the code before (the marks carried no `names`; the words were the old ones)."""
from __future__ import annotations

import pytest

from coach_support import play_coached
from test_letter_round16v import _lines

from cthulhu_widgets.frames.coach import LEARN_SEED
from cthulhu_widgets.widgets.chaos import ChaosWidget
from cthulhu_widgets.widgets.letter import LetterWidget
from cthulhu_widgets.widgets.mythos import MythosWidget

DESK_TEXT_WIDTH = 320 - 2 * 12 - 2 * 2
STEPS = {"mythos": 9, "letter": 5, "chaos": 10}


def course(game: str, lang: str = "en") -> list[dict]:
    """Return the course's marks, in order, as a newcomer follows it (its steps and the notes between them)."""
    widget = {"mythos": MythosWidget, "letter": LetterWidget, "chaos": ChaosWidget}[game](seed=LEARN_SEED, lang=lang)
    marks = [m for _, m in play_coached(widget, True, 160)]
    last = max(i for i, m in enumerate(marks) if m.get("n") == STEPS[game])
    return marks[:last + 1]


def step(marks: list[dict], n: int) -> dict:
    return next(m for m in marks if m.get("n") == n)


def test_mythos_marks_name_what_their_words_speak_of():
    """Review 27, mythos_en 1: step 4's note over "Your adventures" (022), step 8 over the combat band (037)."""
    marks = course("mythos")
    assert "combat" in step(marks, 8)["names"]
    assert "goal*" in step(marks, 9)["names"]
    note = next(m for m in marks if m.get("done", "").startswith("Artifact in play"))
    assert "goal*" in note["names"], note
    # what the bot just did, drawn on its panel (016: step 3 covered "…Harry Houdini in the same play")
    assert all("last-turn" in m["names"] for m in marks if m.get("n") or m.get("wait")), marks


def test_letter_and_chaos_step_5_name_the_insanity_line_and_the_violet_cells():
    """Review 27, letter_zh 7 (013, 018) and chaos_en 5 (013: step 5 covered the violet cells it spoke of)."""
    assert "insanity*" in step(course("letter"), 5)["names"]
    assert "reach*" in step(course("chaos"), 5)["names"]


@pytest.mark.parametrize("game,lang", [("mythos", "en"), ("mythos", "ja")])
def test_every_mythos_step_says_at_most_4_desk_lines_before_more(game, lang):
    """Review 27, mythos_en 1 / mythos_ja 5 (010, 043: 6-9 lines over the status bar): the step as filled for the
    deal (its chip's label, the battle in numbers), the rest behind "More…"."""
    for mark in course(game, lang):
        if mark.get("n"):
            shown = mark["text"].split("\n")[0]
            assert _lines(shown, DESK_TEXT_WIDTH) <= 4, (mark["n"], _lines(shown, DESK_TEXT_WIDTH), shown)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_mythos_step_2_says_one_idea_in_the_tables_words(lang):
    """Review 27, mythos_en 2 (011/012): region, sub-region, sideways and the gate at once; the walk in the panel's
    own words ("on the road to"), the rest behind More…."""
    shown = step(course("mythos", lang), 2)["text"].split("\n")[0]
    road = {"en": "on the road to", "ja": "近隣移動中"}[lang]
    assert road in shown
    for jargon in {"en": ("region", "sideways"), "ja": ("地域", "横向き")}[lang]:
        assert jargon not in shown, shown


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_mythos_course_warns_of_a_phobia_before_the_bot_plays_one(lang):
    """Review 27, mythos_en 3a (037, 046), mythos_ja 2 (042): Portaphobia hit in round 1 and the course only said
    it afterwards; the pass step (the last before the bot plays it) says it may come."""
    marks = course("mythos", lang)
    word = {"en": "phobia", "ja": "恐怖症"}[lang]
    assert word in step(marks, 7)["text"].split("\n")[0]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_mythos_course_says_completing_an_adventure_discards_the_story_deck(lang):
    """Review 27, mythos_en 3b (196): MY-ADV-3, first seen when the bot did it; step 9, where scoring is taught."""
    shown = step(course("mythos", lang), 9)["text"].split("\n")[0]
    assert {"en": "discards your story deck", "ja": "ストーリーデッキ"}[lang] in shown


@pytest.mark.parametrize("lang,line,clock", [("en", "Insanity line", "N + 1"), ("zh", "瘋狂那一行", "N + 1"),
                                             ("ja", "狂気の行", "N + 1")])
def test_letter_step_5_teaches_the_deck_clock_by_the_insanity_line(lang, line, clock):
    """Review 27, letter_zh 4 (023), letter_en Q1 (018, 025, 029): N, the check and N + 1 in one dense sentence; now
    the table's line is pointed at (and named: the bubble keeps off it) in two short sentences, the rest behind
    More… (LS-CHECK-1..4)."""
    mark = step(course("letter", lang), 5)
    shown = mark["text"].split("\n")[0]
    assert line in shown and clock in shown and mark.get("more")
    assert "\n" in mark["text"] and _lines(shown, DESK_TEXT_WIDTH) <= 4, _lines(shown, DESK_TEXT_WIDTH)


@pytest.mark.parametrize("lang,plain", [("en", "your opponent's while on you"),   # review 35: "cured, for you" a riddle
                                        ("ja", "あなたに付いたものは相手の条件に数える")])
def test_the_phobia_note_on_you_reads_plainly(lang, plain):
    """Review 27, mythos_en 3c: "the one on you is your opponent's until you cure it" took three readings (MY-ADV-2:
    a phobia counts for whoever played it)."""
    from cthulhu_widgets.games.mythos.sentences import en, ja
    note = {"en": en.NOTES, "ja": ja.NOTES}[lang]["phobia_on_you"]
    assert plain in note and "until" not in note and "治すまで" not in note, note
