"""CHAOS table, issue 23 round 6b (newcomer play): Learn to play's last coached step may fall on a combo's window."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets.chaos import ChaosWidget

# what the old last step said of any chip it rang: words about ending the turn's cards
CARDS_DONE = {"en": "done with cards", "zh": "打完牌", "ja": "カードを出し終え"}


# what a step said of a cell it no longer rang, off the course (review 10's steps name their item: cell, card)
CELL = {"en": "highlighted cell", "zh": "高亮的格子", "ja": "強調されたマス"}


def join_mark(lang: str) -> tuple[str, dict]:
    """Learn to play, then the same coached table with A2 first in the round (driven here, no bot): A2 offers combo
    C1 with Vanish at once, so the seat's first decision is a join window; return its pending kind and coach mark."""
    w = ChaosWidget(seed=7, lang=lang)
    w.command({"cmd": "learn"})
    hands = {"A2": ["vanish_moon", "prank_moon", "possession_skull"],
             "A1": ["sprint_moon", "protection_moon", "checkup_eye"]}
    w.restart(seed=1, setup={"first": "A", "start": "A2", "hands": hands})
    w._learning = True
    w.bots = {s: b for s, b in w.default_bots().items() if s not in ("A1", "A2")}
    w.play("combo", card="vanish_moon", combo="C1")
    w.step(10)
    assert w.state.to_act == w.seat
    return getattr(w.state.pending, "kind", None), dict(w.coach)


def third_mark(lang: str, second: str) -> tuple[str, dict]:
    """Play Learn to play: the coached move first, then `second` (a move id's start) instead of the coached one, the
    bots in between; return the pending kind and the coach mark at the seat's third decision."""
    w = ChaosWidget(seed=7, lang=lang)
    w.command({"cmd": "learn"})
    w.bots = w.default_bots()
    taken = 0
    for _ in range(200):
        if w.state.to_act == w.seat and w.legal:
            if taken == 2:
                return getattr(w.state.pending, "kind", None), dict(w.coach)
            ids = [e["id"] for e in w.legal]
            pick = w.coach["id"] if taken == 0 else next((i for i in ids if i.startswith(second)), w.coach["id"])
            w.command({"cmd": "act", "id": pick, "step": w.step_index})
            taken += 1
        else:
            w.step(1)
    raise AssertionError("no third decision")


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_the_last_coached_step_on_a_join_window_does_not_speak_of_ending_cards(lang):
    """A coached step that falls on the seat's join window rings the Join chip and names it, without 'When you are
    done with cards' (it was said of a join or reaction chip). Review 10 fixed the Learn course (fresh bots, A2's
    hand): its partner never offers a combo in the eight steps, even off the course, so the join window is made on
    the coached table with A2 first in the round; it lands on step 1, whose text must not speak of a cell either."""
    kind, mark = join_mark(lang)
    assert kind == "join", kind
    # since review 11 a step whose own move does not come shows skipped with a word and its idea, ringing nothing
    # (test_coach_round11o): step 1's cell toward the key is no move of a join window
    from cthulhu_widgets.frames.coach import coach_words
    words = coach_words("chaos", lang)
    assert mark["n"] == 1 and mark.get("skipped") and "id" not in mark, mark
    assert mark["text"] == f"{words['missed']} {words['steps'][0]['idea']}", mark["text"]
    assert CARDS_DONE[lang] not in mark["text"] and CELL[lang] not in mark["text"], mark["text"]


def test_the_last_coached_step_still_rings_the_end_chip_on_a_plain_turn():
    """Following the coach, the third step still rings the end chip by its words (since review 11 it ends the cards
    before Mania / Sprint's extra step: 'End cards, then 1 extra step', test_coach_round11o; since review 25, chaos_ja 2,
    it says the draw that follows the step)."""
    kind, mark = third_mark("en", "play")
    assert kind != "join" and mark["id"].startswith("end"), mark
    assert '"End cards: 1 extra step, then draw"' in mark["text"], mark["text"]


@pytest.mark.parametrize("lang,click", [("en", "click"), ("ja", "クリック")])
def test_the_coach_speaks_to_a_finger_as_well_as_a_mouse(lang, click):
    """On a phone the coach said 'click the ringed cell' ('クリックしよう'): its steps and nudge now say choose or
    press, words for a mouse and a finger alike (newcomer play ja 390x844)."""
    from cthulhu_widgets.games.chaos.sentences.coach import COACH, MOMENTS

    said = [s["text"] for s in COACH[lang]["steps"]] + [MOMENTS[lang]["nudge"]]
    assert not [t for t in said if click in t.lower()], said
