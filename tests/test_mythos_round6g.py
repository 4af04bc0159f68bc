"""Mythos round 6g (issue 23, newcomer review 6 on Mythos, en 1280×800 and ja phone): every Sanity change, total,
pass and round end says its real cause in plain words."""
from __future__ import annotations

import re

import pytest

from cthulhu_widgets.frames.coach import LEARN_SEED
from cthulhu_widgets.frames.mythos_coach import fill_moment, sanity_key
from cthulhu_widgets.games.mythos.sentences.coach import MOMENTS
from cthulhu_widgets.widgets.mythos import MythosWidget

from coach_support import play_coached


def _last_loss(widget) -> tuple:
    """Return the seat's latest Sanity loss so far as (why, rule), () when none."""
    for i in range(widget.match.index, -1, -1):
        lost = [e for e in widget.match.state_at(i).events or () if e.name == "sanity"
                and e.data.get("player") == widget.seat and e.data.get("delta", 0) < 0]
        if lost:
            return lost[0].data.get("why"), lost[0].rule
    return ()


@pytest.fixture(scope="module", params=["en", "ja"])
def learned(request):
    widget = MythosWidget(seed=LEARN_SEED, lang=request.param)
    return request.param, play_coached(widget, True, limit=130, note=lambda w: (_last_loss(w),))


def test_r6g_a_sanity_tip_names_the_latest_loss_by_its_own_cause(learned):
    """r6md/12.png: 'You lost 1 Sanity to Lonely Akeley Farmhouse' beside the story's 'Sanity -1 (a face-down
    monster)': a Sanity bubble tells the latest loss, by the cause the engine gives it."""
    lang, marks = learned
    shown = [(mark, loss) for _, mark, loss in marks if mark.get("moment") == "sanity"]
    assert shown
    for mark, (why, rule) in shown:
        said = re.escape(MOMENTS[lang][sanity_key(why, rule)])
        assert re.fullmatch(re.sub(r"\\\{\w+\\\}", ".*?", said), mark["text"], re.S), (why, rule, mark["text"])


def test_r6g_a_location_s_sanity_says_arriving_or_a_reused_gate():
    """A location's Sanity is paid on arrival (MY-LOC-6) or for a reused gate (MY-LOC-7): the tip says which."""
    assert sanity_key("lonely_akeley_farmhouse", "MY-LOC-6") == "sanity_arrive"
    assert sanity_key("lonely_akeley_farmhouse", "MY-LOC-7") == "sanity_gate"
    assert sanity_key("a face-down monster", "MY-MON-1") == "sanity_monster"


def _losses_then_monster():
    """Return the positions of a bot game up to p0's first face-down monster loss after an earlier loss of another
    cause, and that earlier loss's text key."""
    from cthulhu_widgets.bots import make_bot
    from cthulhu_widgets.match import Match
    for seed in range(40):
        m = Match.new("mythos", seed=seed)
        bots = {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(m.state.seats)}
        positions, first = [m.state], None
        while m.state.result is None and len(positions) < 600:
            m.step(bots)
            positions.append(m.state)
            lost = [e for e in m.state.events or () if e.name == "sanity" and e.data["player"] == "p0"
                    and e.data["delta"] < 0]
            if lost and first is None and lost[0].data["why"] != "a face-down monster":
                first = sanity_key(lost[0].data["why"], lost[0].rule)
            elif lost and first is not None and lost[0].data["why"] == "a face-down monster":
                return positions, first
    raise AssertionError("no face-down monster loss after another loss")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r6g_a_sanity_tip_that_waited_tells_the_face_down_monster_not_the_older_cause(lang):
    """The bubble first met at an older loss (the Farmhouse) and shown at a face-down monster's: it tells the
    monster's cost, not the older cause under today's number."""
    positions, first = _losses_then_monster()
    text = fill_moment(positions, "p0", 0, "sanity", MOMENTS[lang][first], lang, first)
    said = re.escape(MOMENTS[lang]["sanity_monster"])
    assert re.fullmatch(re.sub(r"\\\{\w+\\\}", ".*?", said), text, re.S), (first, text)
