"""Round AO, fixer AO7 (newcomer review 23, mythos_en finding 5, 024_after_tut; mythos_ja finding 2, 026): the Learn
course stopped after the first card play with "play on in this deal (not New game)": the battle, the round's discard
and how an adventure is completed were told only to a reader who stayed. Played by its own rings, the course now goes
through the round's end: after the pass, the battle just fought is said with its numbers (each side's points, what
cancelled, what got through and what it cost) at the round's discard (step 8, ringing a card no adventure needs: the one a bot would drop),
and step 9 keeps the hand and names how an adventure is completed, in en and ja."""
from __future__ import annotations

import re

import pytest

from test_mythos_round21ag7_course import learner, walk

from cthulhu_widgets.games.mythos.combat import fights_of
from cthulhu_widgets.games.mythos.sentences.coach import COACH

LANGS = ("en", "ja")
STEPS = 9
# what a reader must meet in the bubble: the battle's words, the discard's, the adventure's
BATTLE = {"en": ("cancelled", "got through", "Sanity"), "ja": ("打ち消", "通", "正気度")}
ADVENTURE = {"en": ("✓", "adventure card"), "ja": ("✓", "アドベンチャーカード")}


@pytest.fixture(scope="module", params=LANGS)
def played(request):
    """The course played by its own rings to its end, in one language: (lang, widget, [(mark, legal ids, state)])."""
    widget, seen, labels = learner(request.param), [], {}

    def pick(n, mark):
        seen.append((mark, [m["id"] for m in widget.legal], widget.state))
        labels.update({m["id"]: str(m.get("label") or m.get("text") or "") for m in widget.legal})
        return mark.get("id")
    walk(widget, pick)
    return request.param, widget, seen, labels


def test_the_course_runs_through_the_rounds_end_each_ring_on_a_legal_move(played):
    lang, _, seen, labels = played
    assert [m["n"] for m, _, _ in seen] == list(range(1, STEPS + 1))
    for mark, ids, _ in seen:
        assert mark["of"] == STEPS and not mark.get("skipped") and mark["id"] in ids, (mark["n"], mark.get("id"))
        assert mark["id"] == COACH[lang]["steps"][mark["n"] - 1]["move"]
    assert [s.phase for _, _, s in seen[-2:]] == ["discard", "discard"]
    assert seen[-1][0]["id"] == "keep"


def test_the_discard_step_says_the_battle_just_fought_with_its_numbers(played):
    lang, _, seen, labels = played
    mark, _, state = seen[7]
    fights = fights_of(state)
    assert fights, "the course's round ends with a battle"
    text = mark["text"].split("\n")[0]
    for word in BATTLE[lang]:
        assert word in text, (word, text)
    mine = next(f for f in fights if f["attacker"] == "p0")
    theirs = next(f for f in fights if f["target"] == "p0")
    numbers = [int(n) for n in re.findall(r"\d+", text)]
    for n in (mine["normal"] + mine["invisible"] + mine["bypass"], theirs["normal"] + theirs["invisible"]
              + theirs["bypass"], theirs["cancelled"], theirs["lost"]):
        assert n in numbers, (n, text)
    assert "⚠" not in labels[mark["id"]], ("the ring is on a card no adventure needs", labels[mark["id"]])


def test_the_last_step_names_how_an_adventure_is_completed_and_the_end_follows(played):
    lang, widget, seen, _ = played
    last = seen[-1][0]["text"]
    for word in ADVENTURE[lang]:
        assert word in last, (word, last)
    assert widget.coach.get("free") and widget.state.phase == "play", widget.coach
