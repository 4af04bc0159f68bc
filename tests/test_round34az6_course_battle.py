"""Round AZ (newcomer review 32, mythos_ja finding 2, 044/046): after the course's pass the opponent played on, the
reader's lone second pass showed "Step 8 of 9: No card of this step's kind can be played here now, so the step is
skipped", and the battle then came between two taps. A lone pass the table makes for the seat is no decision: no step
is skipped there, and the step after the battle tells the battle in points (mythos.md MY-ROUND-3, MY-COMBAT-5..6).

The deal cannot let the reader send an ally in round 1 (its hand holds no ally it can recruit at the Farmhouse:
Gomes needs another region), so the battle is told at the step that follows it, not played."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.coach import coach_mark
from cthulhu_widgets.widgets import MythosWidget


def _course(lang: str):
    """Return the widget after the course's first round, played as a newcomer follows the rings."""
    w = MythosWidget(seed=5, lang=lang)
    w.command({"cmd": "learn"})
    w.bots = w.default_bots()
    while w.state.round == 1 and w.state.result is None:
        if w.coach.get("id") and w.state.to_act == w.seat:
            w.command({"cmd": "act", "id": w.coach["id"], "step": w.step_index})
        else:
            w.step(1)
    return w


def _mark_at(w, i: int, lang: str) -> dict:
    """Return the coach mark a table shows at position `i` of the match, with the seat's legal moves there."""
    positions = [w.match.state_at(j) for j in range(i + 1)]
    legal = [{"id": str(a), "kind": a.kind, "fields": dict(a.fields)} for a in positions[-1].legal_actions()]
    return coach_mark("mythos", positions, w.seat, legal if positions[-1].to_act == w.seat else [], lang)


@pytest.mark.parametrize("lang", ("en", "ja"))
def test_the_lone_second_pass_skips_no_step(lang):
    w = _course(lang)
    lone = [i for i in range(w.match.index) if w.match.state_at(i).to_act == w.seat
            and [a.kind for a in w.match.state_at(i).legal_actions()] == ["pass"]]
    assert lone, "the course deal no longer makes the reader pass twice"
    for i in range(w.match.index):
        mark = _mark_at(w, i, lang)
        assert not mark.get("skipped"), (i, mark.get("text"))


@pytest.mark.parametrize("lang", ("en", "ja"))
def test_the_step_after_the_battle_tells_it_in_points(lang):
    w = _course(lang)
    battle = next(i for i in range(w.match.index) if w.match.state_at(i).phase == "discard"
                  and w.match.state_at(i).to_act == w.seat)
    mark = _mark_at(w, battle, lang)
    assert mark.get("n") == 8 and not mark.get("skipped")
    said = {"en": ("The battle:", "points against"), "ja": ("バトル：", "点")}[lang]
    assert all(word in mark["text"] for word in said), mark["text"]
