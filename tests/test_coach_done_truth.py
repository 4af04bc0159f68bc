"""Learn to play's "done" line tells what the seat just did, never a move it did not make (review 8, CHAOS: after the
ringed Stay the coach said "You moved."; a seat that clicks another card than the ringed one must not read that the
ringed card acted). Rules: CH-TURN (a step or a stay), LS-TURN (the card played)."""
from __future__ import annotations

from cthulhu_widgets.frames.coach import coach_words
from cthulhu_widgets.frames.coach_waited import fresh_line
from cthulhu_widgets.widgets import ChaosWidget, LetterWidget

import pytest


def _coached(widget_class, lang="en"):
    w = widget_class(seed=5, lang=lang)
    w.command({"cmd": "learn"})
    assert w.error == ""
    return w


def _act(w, move_id):
    w.command({"cmd": "act", "id": move_id, "step": w.step_index})
    assert w.error == "", w.error


def _next_mark(w):
    """Step the bots until the seat's next mark; return it. `w.told` is the done line told since the move: once, on
    the wait mark while the others play, else on that next mark (newcomer review 12: told on both)."""
    said = []
    for _ in range(200):
        said.append(w.coach.get("done", ""))
        if w.coach.get("id") or w.coach.get("free") or w.state.result is not None:
            break
        w.step(1)
    w.told = next((line for line in said if line), "")
    return w.coach


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_CH_TURN_done_is_silent_when_the_seat_chose_another_move_than_the_ring(lang):
    w = _coached(ChaosWidget, lang)
    mark = w.coach
    assert mark.get("n") == 1 and mark["id"].startswith("move")
    # CHAOS step 1 rings a step; the seat stays instead
    other = next(m for m in w.legal if m["id"] == "stay")
    _act(w, other["id"])
    # not "You moved." (the line that says the course's deal is new may stay: no move was made; review 28)
    assert w.coach.get("done") in ("", fresh_line("chaos", lang, 0)), w.coach
    assert coach_words("chaos", lang)["steps"][0]["done"] not in str(w.coach)


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_CH_TURN_the_ringed_time_card_is_told_as_a_time_card(lang):
    """A step that rings no move of the piece is not told as "You moved.": step 6 rings the time card since review 11
    (it rang Stay, step 5, before: test_coach_round11o), and its done line tells the time it set (CH-TIME-1)."""
    w = _coached(ChaosWidget, lang)
    moved = coach_words("chaos", lang)["steps"][0]["done"]
    for _ in range(400):
        mark = w.coach
        if mark.get("id") and w.state.to_act == w.seat:
            ringed = mark["id"]
            n = mark["n"]
            _act(w, ringed)
            if n == 6:
                assert ringed.startswith("declare_time") and w.state.time[0] == "dawn"
                assert w.coach.get("done") and w.coach["done"] != moved, w.coach
                assert w.coach["done"] == coach_words("chaos", lang)["steps"][5]["done"]
                return
        else:
            w.step(1)
    pytest.fail("step 6 never came")


def test_LS_TURN_done_is_silent_when_another_card_was_played():
    """Letter step 1 rings one card; the seat plays its other card: step 2's mark does not say the ringed card won."""
    w = _coached(LetterWidget)
    mark = w.coach
    assert mark.get("n") == 1
    others = [m for m in w.legal if m["id"] != mark["id"] and m.get("kind") == "play"
              and not m["id"].startswith(mark["id"].split(" compare=")[0])]
    if not others:
        pytest.skip("the learn deal offers one card only")
    _act(w, others[0]["id"])
    _next_mark(w)
    assert coach_words("letter", "en")["steps"][0]["done"] not in str(w.coach) + w.told


def test_LS_TURN_done_is_told_when_the_ring_was_followed():
    w = _coached(LetterWidget)
    _act(w, w.coach["id"])
    _next_mark(w)
    assert w.told == coach_words("letter", "en")["steps"][0]["done"], w.coach
