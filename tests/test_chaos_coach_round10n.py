"""CHAOS "Learn to play" after newcomer review 10 (issue 23): the course is the same every time (the same deal, bot
choices and counters in every language, even after the bots played an earlier game), every step's "done" line is
true of the state (the partner joined or not, the seat moved or stayed, whose turn it is), the ghost's cause is the
real one (CH-SWAP-1 meeting, CH-C2 combo), the key opens the gate for any piece (CH-MOVE-5, DD key_opens "any"),
and the steps use the table's word "highlighted" in short bubbles."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from cthulhu_widgets.frames.coach import coach_words, ghost_cause
from cthulhu_widgets.games.chaos.sentences.coach import COACH, MOMENTS
from cthulhu_widgets.widgets import ChaosWidget

LANGS = ("en", "zh", "ja")


def _course(lang: str, warm: int = 0) -> list:
    """Follow "Learn to play" by the coach's own rings through its 8 steps (after `warm` bot steps of an earlier
    game); return one row per coached decision: (n, ringed id, the done line shown with it, facts of the state)."""
    w = ChaosWidget(seed=5, lang=lang)
    for _ in range(warm):
        if w.state.to_act == w.seat:
            w.command({"cmd": "act", "id": w.legal[0]["id"], "step": w.step_index})
        else:
            w.step(1)
    w.command({"cmd": "learn"})
    rows, seen, before, waited = [], [], None, []
    for _ in range(400):
        mark = w.coach
        # the done line is told once since the last step: on the wait marks while the others play, else with the
        # next step (newcomer review 12)
        told = next((line for line in (*waited, mark.get("done", "")) if line), "")
        if mark.get("free") or w.state.result is not None:
            rows.append(("free", None, told, _facts(w, seen, before)))
            return rows
        if mark.get("wait"):
            waited.append(mark.get("done", ""))
        if mark.get("id") and w.state.to_act == w.seat:
            rows.append((mark["n"], mark["id"], told, _facts(w, seen, before)))
            assert "Your turn is over" not in told and "手番が終わった" not in told
            seen, before, waited = [], w.state.pos["A1"], []
            w.command({"cmd": "act", "id": mark["id"], "step": w.step_index})
        else:
            w.step(1)
        seen += [e.name for e in w.state.events or () if e.visible_to(w.seat)]
    pytest.fail("the coached steps never ended")


def _facts(w, seen: list, before) -> dict:
    return {"events": set(seen), "moved": before is not None and w.state.pos["A1"] != before,
            "role": w.state.role["A1"]}


@pytest.fixture(scope="module", params=LANGS)
def courses(request):
    return request.param, _course(request.param), _course(request.param, warm=40)


def test_the_learn_course_is_the_same_every_time_and_in_every_language(courses):
    """Review 10: A2 joined on the phone, not on the desk; the bots' RNGs had moved on in an earlier game."""
    lang, fresh, warmed = courses
    assert [r[:2] for r in fresh] == [r[:2] for r in warmed]
    assert [r[:2] for r in fresh] == [r[:2] for r in _course("en")]
    assert [r[0] for r in fresh] == [*range(1, 11), "free"]   # 10 steps since review 11 (test_coach_round11o)


def test_every_done_line_is_true_of_the_state(courses):
    """Review 10 (the worst finding): "A2 did not join" while A2 had joined; "You moved" only after a move."""
    lang, fresh, _ = courses
    steps = coach_words("chaos", lang)["steps"]
    for (n, _ringed, done, facts), (_, ringed_before, _, _) in zip(fresh[1:], fresh):
        step = steps[fresh.index((n, _ringed, done, facts)) - 1]
        events = facts["events"]
        if ringed_before == "stay":
            assert done.startswith(step["done"]) and not facts["moved"]
        if ringed_before.startswith("move"):   # its done line, or what happened on the way (step 5's bomb, AG6)
            when = step.get("done_when", {})
            said = next((e for e in when if done.startswith(when[e])), None)
            assert (said in events if said else done.startswith(step["done"])) and facts["moved"]
        if ringed_before.startswith("combo"):
            when = step["done_when"]
            said = next((e for e in when if done.startswith(when[e])),
                        "combo_joined" if done.startswith(step["done"]) else None)
            assert said in events, (said, events)
            assert ("combo_joined" in events) == (said != "combo_declined")
            assert said == "combo_joined"          # the course teaches a combo that works (review 10)
        if ringed_before == "end":
            assert done == step["done"]           # true on the seat's own turn too: not "Your turn is over"
        if facts["role"] == "ghost":
            assert any(line.split("{seat}")[-1] in done for line in COACH[lang]["swapped"].values())


def test_the_ghost_cause_is_the_swap_that_made_it():
    """Review 10: after a combo's counter swapped roles, the bubble said "you met an enemy patient"."""
    def at(role, *events):
        return SimpleNamespace(role={"A1": role}, events=[SimpleNamespace(name=e) for e in events])
    combo = [at("patient"), at("patient"), at("ghost", "combo_resolves", "roles_swapped"), at("ghost")]
    met = [at("patient"), at("ghost", "moves", "swap"), at("ghost")]
    assert ghost_cause(combo, "A1") == "roles_swapped" and ghost_cause(met, "A1") == "swap"
    assert ghost_cause(combo, "A1", since=2) is None      # nothing changed since the seat's last decision
    # a patient becomes a ghost by meeting a ghost of the other team (CH-SWAP-1), not a patient
    assert "a ghost of the other team" in MOMENTS["en"]["ghost"]
    assert "相手チームの患者と出会い" not in MOMENTS["ja"]["ghost"] and "幽霊" in MOMENTS["ja"]["ghost"].split("：")[1]
    assert "enemy team's combo" not in MOMENTS["en"]["ghost_combo"]


def test_a_swap_during_the_steps_is_told_at_once_with_its_cause():
    """The seat met an enemy ghost on its coached step: the next mark says it is a ghost now, and why."""
    w = ChaosWidget(seed=5, lang="en")
    w.command({"cmd": "learn"})
    w.restart(seed=1, setup={"pieces": {"A1": [7, 1], "B2": [6, 1]}})
    w._learning = True
    target = next(m for m in w.legal if m["id"] == "move col=1 row=6")
    w.command({"cmd": "act", "id": target["id"], "step": w.step_index})
    assert w.state.role["A1"] == "ghost"
    assert COACH["en"]["swapped"]["swap"].format(seat="B2") in w.coach.get("done", ""), w.coach   # names it (BB1)


@pytest.mark.parametrize("lang", LANGS)
def test_CH_MOVE_5_any_piece_opens_the_gate_in_the_coach(lang):
    """The rules (DD key_opens "any") and the story say any piece opens the gate; step 1 said only a patient."""
    first = COACH[lang]["steps"][0]["text"].replace("{opens}", COACH[lang]["opens"]["any"])   # from the rules (r11)
    assert {"en": "Any piece", "zh": "任何棋子", "ja": "どの駒でも"}[lang] in first
    assert "A patient who steps on the key" not in first and "病人踩到钥匙" not in first and "患者が鍵を踏む" not in first
    assert ChaosWidget(seed=1).state.rules.key_opens == "any"


@pytest.mark.parametrize("lang", LANGS)
def test_steps_say_highlighted_once_and_briefly(lang):
    """Review 10: "the surrounded place" at every step, 13-line bubbles, the draw rule said twice in step 3."""
    word = {"en": "highlighted", "zh": "高亮", "ja": "強調された"}[lang]
    w = ChaosWidget(seed=5, lang=lang)
    w.command({"cmd": "learn"})
    w.bots = w.default_bots()
    limit = {"en": 330, "zh": 120, "ja": 125}[lang]     # about 4 lines of a 390 px phone's bubble
    for _ in range(300):
        mark = w.coach
        if mark.get("free"):
            return
        if mark.get("id") and w.state.to_act == w.seat:
            assert word in mark["text"] and "囲まれた" not in mark["text"] and "圈出" not in mark["text"]
            assert len(mark["text"]) <= limit, (len(mark["text"]), mark["text"])
            if mark["n"] == 3:
                # the button's own sentence says the draw; the step no longer says it first in other words
                assert {"en": "draw back up to three", "zh": "把手牌补到三张", "ja": "手札を 3 枚まで引く"}[lang] \
                    not in mark["text"], mark["text"]
            w.command({"cmd": "act", "id": mark["id"], "step": w.step_index})
        else:
            w.step(1)
    pytest.fail("the coached steps never ended")
