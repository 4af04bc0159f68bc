"""Round AX, fixer AX3 (newcomer review 31, mythos_ja 3 / mythos_en 3): a Mythos course step read 6-8 lines on a
phone: the note of what just happened (held over the next step until Got it) and the step's own words, each before
its "More…". Every step, as the phone's docked bubble shows it (390 px: 346 px of 13 px text), says at most 4 lines in
en, ja and zh (zh reads the English course: the game has no Chinese table)."""
from __future__ import annotations

import pytest

from test_coach_round28as7 import course
from test_letter_round16v import _lines

PHONE = 346


def shown(text: str | None) -> str:
    """Return what a bubble shows of `text` before its "More…"."""
    return (text or "").split("\n")[0]


def bubbles(marks: list[dict]) -> list[tuple[str, list[str]]]:
    """Return each course step's bubble as the page fills it: the note just before it (held over it), its own done
    line and its words (the closing bubble's too)."""
    out = []
    for i, mark in enumerate(marks):
        if not (mark.get("n") or mark.get("free")):
            continue
        before = marks[i - 1] if i else {}
        held = shown(before.get("done")) if before.get("wait") else ""
        parts = [held, shown(mark.get("done")), shown(mark.get("free") or mark.get("text"))]
        out.append((str(mark.get("n") or "free"), [p for p in parts if p]))
    return out


@pytest.mark.parametrize("lang", ["en", "ja", "zh"])
def test_round32ax3_every_mythos_step_says_at_most_4_phone_lines(lang):
    marks = course("mythos", lang)
    long = [(n, sum(_lines(p, PHONE) for p in parts), parts) for n, parts in bubbles(marks)
            if sum(_lines(p, PHONE) for p in parts) > 4]
    assert not long, long


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_round32ax3_the_closing_bubble_says_at_most_4_phone_lines_and_points_at_the_goal_line(lang):
    """The last step's note over "The tutorial is over…" read 6 lines; it now points once at the prompt's goal line
    (test_round32ax3_next_adventure), the rest a line each behind More…."""
    from cthulhu_widgets.games.mythos.sentences.coach import COACH
    words = COACH[lang]
    parts = [shown(words["steps"][-1]["done"]), shown(words["free"])]
    assert sum(_lines(p, PHONE) for p in parts) <= 4, parts
    assert {"en": "Next adventure", "ja": "次のアドベンチャー"}[lang] in parts[1]
    said = " ".join(s["text"] + s["done"] for s in words["steps"]) + words["free"]
    assert said.count({"en": "Next adventure", "ja": "次のアドベンチャー"}[lang]) == 1, "pointed at once"


@pytest.mark.parametrize("lang", ["en", "ja", "zh"])
def test_round32ax3_the_course_names_cards_never_ids(lang):
    """Review 31, finding 3 of the brief: every bubble of the course, filled for the deal, says card names."""
    import re
    for mark in course("mythos", lang):
        for key in ("text", "done", "free"):
            said = mark.get(key) or ""
            assert not re.search(r"\b[a-z]+(?:_[a-z0-9]+)+\b|card=\d", said), (mark.get("n"), key, said)
