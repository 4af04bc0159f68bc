"""Newcomer review 25, CHAOS finding 5 (chaos_en 4, chaos_ja 5): the Learn course's bubbles were walls of text (step 5:
key jumps, the race, hidden bombs and Checkup in one; step 7's brackets in brackets) and step 5 said the key was
"taken" where the course had the reader step on it. Each step's bubble, as the reader sees it (before "More…"): at most two sentences,
no bracket inside a bracket, one verb for the key."""
import re

import pytest
from test_chaos_round19ac_course import course

SENTENCE_END = {"en": r"[.!?](?:\s|$)", "zh": r"[。！？]", "ja": r"[。！？]"}
TAKEN = {"en": r"\btak(?:en|e|es)\b|\btook\b", "zh": r"拿走", "ja": r"取[っら]"}


def sentences(text: str, lang: str) -> int:
    """Return how many sentences `text` holds (a last one without its stop counts)."""
    parts = [p for p in re.split(SENTENCE_END[lang], text) if p.strip()]
    return len(parts)


def nested(text: str) -> bool:
    """Return whether a bracket opens inside another."""
    depth = 0
    for ch in text:
        depth += ch in "（("
        if depth > 1:
            return True
        depth -= ch in "）)" and depth > 0
    return False


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_each_course_bubble_is_two_sentences_at_most(lang):
    """Every coached step's text, filled as shown: ≤ 2 sentences, no nested brackets; step 5 never says "taken"."""
    marks = [f["coach"] for f in course(lang)]
    assert len(marks) >= 8
    # what the bubble shows before its "More…" (review 31: a phone's step says its rest behind it)
    long = {m["n"]: m["text"] for m in marks if sentences(m["text"].split("\n")[0], lang) > 2 or nested(m["text"])}
    assert not long, long
    step5 = next(m["text"] for m in marks if m["n"] == 5)
    assert not re.search(TAKEN[lang], step5), step5
