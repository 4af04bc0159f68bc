"""Letter, newcomer review 16, round V (en desk 1280×800, zh phone 390×844): the story's words and the course."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
JARGON = {"en": "Sane row", "zh": "理智效果欄", "ja": "正気の効果欄"}


def _story(setup, moves, lang):
    w = LetterWidget(seed=3, lang=lang, setup=setup)
    for move in moves:
        w.command({"cmd": "act", "id": move})
    return [line["text"] for line in w.log_lines]


@pytest.mark.parametrize("lang", LANGS)
def test_finding7_a_seven_that_does_nothing_says_why_in_plain_words(lang):
    """newcomer review 16, finding 7: "The Silver Key has no effect: a 7's Sane row is empty" was rules jargon; the
    story says why in the player's words: the Silver Key never does anything, the Shining Trapezohedron's Sane effect
    never does, only its Insane one played while insane (review 18: "works only while you are insane" read, to an
    insane reader who had pressed Sane, as if they were sane), or it needs a 5 or more beside it, an opponent's 7 does
    nothing to you."""
    cases = [
        ({"hand": ["silver_key"], "deck": ["investigators", "..."], "clues": ["elder_sign", "investigators"]},
         ["play card=silver_key"],
         {"en": "never does anything", "zh": "不會有任何效果", "ja": "何も起きない"}),
        ({"hand": ["shining_trapezohedron"], "deck": ["investigators", "..."], "clues": ["elder_sign", "investigators"]},
         ["play card=shining_trapezohedron"],
         {"en": "only its Insane effect, played while you are insane", "zh": "只有你瘋狂時打出的瘋狂效果",
          "ja": "狂気に陥っているときの狂気の効果だけ"}),
        ({"hand": ["shining_trapezohedron"], "discard": ["golden_mead"], "deck": ["investigators", "..."],
          "clues": ["elder_sign", "investigators"]},
         ["play card=shining_trapezohedron effect=insane"],
         {"en": "under 5", "zh": "小於 5", "ja": "5 未満"}),
    ]
    for setup, moves, why in cases:
        said = [t for t in _story(setup, moves, lang) if "7" in t or "5" in t]
        line = next(t for t in _story(setup, moves, lang) if why[lang] in t)
        assert JARGON[lang] not in line, line
        assert not any(JARGON[lang] in t for t in said), said


def _lines(text: str, width: float = 346) -> int:
    """Return the lines `text` takes in a phone's coach bubble (390 px window: 346 px of 13 px text), measured as a
    browser wraps it: Latin words whole (about 7 px a letter), each CJK character 13 px."""
    import re
    import unicodedata

    lines, x = 1, 0.0
    for token in re.findall(r"[^\s\u3000-\u9fff\uff00-\uffef]+ ?|\s|.", text):
        w = sum(13.0 if unicodedata.east_asian_width(c) in "WF" else 4.0 if c in " .,:;'()il!|" else 7.0
                for c in token)
        if x + w - (4 if token.endswith(" ") else 0) > width and x > 0:
            lines, x = lines + 1, 0.0
            if token.isspace():
                continue
        x += w
    return lines


def _marks(lang):
    """Play Learn to play's coached moves; return every coach mark shown, in order, to the first free decision."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from test_letter_table_coach import learn

    w, marks = learn(lang), []
    for _ in range(60):
        if not marks or w.coach != marks[-1]:
            marks.append(dict(w.coach))
        if w.coach.get("free") or w.state.result is not None:
            return marks
        if w.coach.get("id"):
            w.command({"cmd": "act", "id": w.coach["id"]})
        else:
            w.step(1)
    raise AssertionError("the course never let go")


@pytest.mark.parametrize("lang", LANGS)
def test_finding3_the_insanity_step_fits_six_lines_of_a_phone_bubble(lang):
    """newcomer review 16, finding 3: course step 5 (Insanity N) was a 12-13 line wall of text in a 390 px phone's
    bubble; it says N, what it takes, where the turns left are counted and the move, in at most 6 lines; step 4 (how
    you lose) in at most 7, in short sentences."""
    from cthulhu_widgets.games.letter.sentences.coach import COACH

    steps = COACH[lang]["steps"]
    assert _lines(steps[4]["text"]) <= 6, steps[4]["text"]
    assert _lines(steps[3]["text"]) <= 7, steps[3]["text"]
    assert "Unknown to you" not in steps[3]["text"]


@pytest.mark.parametrize("lang", LANGS)
def test_finding3_no_stale_protection_line_after_the_opponent_played(lang):
    """newcomer review 16, finding 3: the course's last bubble repeated "You are protected until your next turn"
    (the Elder Sign step's note) when the opponent had already played; no mark from that step on says it."""
    said = {"en": "You are protected", "zh": "你受到保護", "ja": "保護された"}[lang]
    marks = _marks(lang)
    last = max(i for i, m in enumerate(marks) if m.get("n") == 5)
    for mark in marks[last + 1:]:
        assert said not in mark.get("done", "") + mark.get("free", ""), mark
    assert marks[-1].get("free"), marks[-1]


@pytest.mark.parametrize("lang", LANGS)
def test_finding2_the_course_says_the_opponent_can_be_protected_too(lang):
    """newcomer review 16, finding 2: the course never said the opponent's own cards protect it (its Elder Sign
    protected Cthulhu and the reviewer lost unwarned); the bubble right after the seat's Elder Sign voided the
    opponent's card says that the opponent's Elder Sign does the same to the seat's cards."""
    theirs = {"en": "the opponent plays its own Elder Sign", "zh": "對手打出自己的舊神印記",
              "ja": "相手が自分の「旧神の印」"}[lang]
    marks = _marks(lang)
    assert theirs in marks[-1]["free"], marks[-1]


@pytest.mark.parametrize("lang", LANGS)
def test_finding3_the_turns_the_deck_lasts_are_said_from_turn_1(lang):
    """newcomer review 16, finding 3: the insanity line said how many turns the deck lasts only once N >= 1; at
    N = 0 (turn 1) it says them too: the deck's count of turns."""
    from cthulhu_widgets.core import texts as core_texts
    from cthulhu_widgets.frames.letter import UI

    line = core_texts.fill(UI[lang], "insanity_zero", {"n": 0, "deck": 13, "turns": 13})
    assert "13" in line.replace("(13)", "").replace("（13 張）", "").replace("（13 枚）", ""), line
