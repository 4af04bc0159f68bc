"""Round AG (newcomer review 20, mythos_ja finding 1, 002-017; mythos_en finding 2): the Learn-to-play course said
"This step's move cannot be made now, so the step is skipped" at steps 4, 5 and 6 while an ally glowed, after the
reader picked another glowing card (the Kingsport church) than the ringed farmhouse at step 2; and the next bubble
said "this farmhouse is your current location" at the church. On the course's own deal every step's ringed move is
legal (en, ja); another card picked is held until pressed again after a pause, the bubble saying what to press (as
CHAOS's course since review 18); a reader who leaves the course anyway gets a glowing card of the step's kind ringed
in its stead, never a "cannot be made" beside one; and no done line names the farmhouse the reader may not be at."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import coach
from cthulhu_widgets.frames.coach import LEARN_SEED
from cthulhu_widgets.games.mythos.sentences.coach import COACH
from cthulhu_widgets.widgets.mythos import MythosWidget

LANGS = ("en", "ja")
CHURCH = "play card=6"     # the Kingsport church graveyard: glowing at step 2 beside the ringed farmhouse (card 7)


def learner(lang: str) -> MythosWidget:
    widget = MythosWidget(seed=LEARN_SEED, lang=lang)
    widget.command({"cmd": "learn"})
    return widget


def walk(widget, pick=lambda n, mark: mark.get("id"), limit: int = 80) -> list:
    """Play the course (the seat's move `pick(step, mark)`, the bots the rest) to its end; return each step's mark
    with the seat's legal move ids: [(mark, ids)]."""
    out = []
    for _ in range(limit):
        mark, state = dict(widget.coach), widget.state
        if state.to_act == widget.seat and mark.get("free"):
            break
        if state.to_act == widget.seat and mark.get("n"):
            ids = [m["id"] for m in widget.legal]
            out.append((mark, ids))
            move = pick(mark["n"], mark) or ("pass" if "pass" in ids else ids[0])
            before = widget.step_index
            widget.command({"cmd": "act", "id": move, "step": widget.step_index})
            if widget.step_index == before:      # held: the course asks again; press once more after the pause
                with pytest.MonkeyPatch.context() as later:
                    later.setattr(coach, "now", lambda: 1e9)
                    widget.command({"cmd": "act", "id": move, "step": widget.step_index})
        else:
            widget.step(1)
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_every_step_of_the_courses_deal_rings_a_legal_move(lang):
    steps = walk(learner(lang))
    assert [m["n"] for m, _ in steps] == list(range(1, 10))   # 9 since round AO: the round's end (review 23)
    for mark, ids in steps:
        assert not mark.get("skipped") and mark["id"] in ids, (mark["n"], mark.get("id"), ids)
        assert mark["id"] == COACH[lang]["steps"][mark["n"] - 1]["move"]


@pytest.mark.parametrize("lang", LANGS)
def test_another_glowing_card_at_step_2_is_held_and_the_bubble_says_what_to_press(lang):
    widget = learner(lang)
    walk_to = walk(widget, limit=0)
    assert walk_to == []
    widget.command({"cmd": "act", "id": widget.coach["id"], "step": widget.step_index})   # step 1
    while widget.state.to_act != widget.seat or widget.coach.get("n") != 2:
        widget.step(1)
    at = widget.step_index
    widget.command({"cmd": "act", "id": CHURCH, "step": at})
    assert widget.step_index == at, "the church was played at once"
    mark = widget.coach
    assert mark["id"] == "play card=7" and mark.get("nudge") == COACH[lang]["astray"], mark


@pytest.mark.parametrize("lang", LANGS)
def test_a_reader_who_walks_to_the_church_is_never_told_a_glowing_kind_cannot_be_played(lang):
    steps = walk(learner(lang), pick=lambda n, mark: CHURCH if n == 2 else mark.get("id"))
    missed = COACH[lang]["missed"]
    for mark, ids in steps:
        if mark.get("skipped"):
            assert mark["text"].startswith(missed) and "id" not in mark, mark
        else:
            assert mark["id"] in ids and missed not in mark["text"], (mark["n"], mark)
    four = next(m for m, _ in steps if m["n"] == 4)
    assert not four.get("skipped") and four["id"] == "play card=16", four      # Gomes, the ally that glowed
    farm = {"en": "farmhouse", "ja": "農家"}[lang]
    assert all(farm not in m.get("done", "") for m, _ in steps), [m.get("done") for m, _ in steps]
    assert farm not in COACH[lang]["steps"][2]["done"]
