"""CHAOS's second lesson, "Checkups, reactions and ghosts" (newcomer review 36, chaos_en/chaos_ja/room_en: the first
course taught half the systems; Checkup before moving, a reaction, playing as a ghost and Midnight met the reader
first in play). `w.learn(lesson=2)` deals its own fixed mid-game position; each step comes at its decision and says
what the board then shows: Checkup's ✓/✗ (CH-P2, CH-CARD-4 (1)), the reaction's outcome (CH-C4), the reader a ghost
after an enemy ghost met its patient (CH-SWAP-1..3), Midnight set with three cards of one suit (CH-TIME-1/2)."""
from __future__ import annotations

import re

import pytest

from cthulhu_widgets.widgets.chaos import ChaosWidget

LANGS = ("en", "zh", "zh-TW", "ja")
# the reader's moves, one a step (the course rings each)
COURSE = ["play card=checkup_moon", "pick col=2 row=5", "pick col=2 row=7", "pick col=1 row=6", "move col=2 row=7",
          "end", "react card=schizophrenia_eye", "move col=4 row=5",
          "declare_time cards=brainwash_eye+mischief_eye+vanish_eye time=midnight"]


def walk(lang: str, limit: int = 120) -> list:
    """Play lesson 2 as a newcomer: make each ringed move, let the bots play the rest, up to the reader's first
    decision after the course; return (coach mark, view) at every position."""
    w = ChaosWidget(seed=5, lang=lang)
    w.learn(lesson=2)
    seen = []
    for _ in range(limit):
        seen.append((dict(w.coach), w.view))
        if w.coach.get("free") or w.state.result is not None:
            break
        if w.state.to_act == w.seat and w.coach.get("id"):
            w.command({"cmd": "act", "id": w.coach["id"], "step": w.step_index})
        else:
            w.step(1)
    return seen


@pytest.fixture(scope="module", params=["en", "ja"])
def walked(request):
    return request.param, walk(request.param)


def steps(seen) -> dict:
    """Return each step's first mark and view, by step number."""
    out = {}
    for mark, view in seen:
        if mark.get("n") and mark["n"] not in out:
            out[mark["n"]] = (mark, view)
    return out


def test_round38dd1_lesson2_rings_each_step_at_its_decision_and_ends(walked):
    lang, seen = walked
    at = steps(seen)
    assert [at[n][0]["id"] for n in sorted(at)] == COURSE, [at[n][0].get("id") for n in sorted(at)]
    assert all(at[n][0]["of"] == len(COURSE) for n in at)
    assert seen[-1][0].get("free"), seen[-1][0]           # the lesson ends, with its last words
    assert seen[-1][0]["next"] == {"restart": 1, "label": {"en": "New game", "ja": "新しいゲーム"}[lang]}
    assert {"en": "ready to play", "ja": "もう遊べる"}[lang] in seen[-1][0]["done"]
    title = at[1][0]["title"]
    assert title not in ("Learn to play", "遊び方を学ぶ"), title   # the lesson's own name


def test_round38dd1_checkup_before_moving_shows_its_result(walked):
    """CH-CARD-4 (1), CH-P2: Checkup is played before the step; its three cells come back ✗ (b5) and ✓ (b7, a6), and
    the next step's words say so and ring a ✓ cell."""
    lang, seen = walked
    at = steps(seen)
    mark, view = at[5]
    assert view["phase"] == "move"
    marks = {tuple(c["cell"]): c["bomb"] for c in view["checked"]}
    assert marks == {(5, 2): True, (7, 2): False, (6, 1): False}, marks
    assert "b5" in mark["done"] and "✗" in mark["done"] and "✓" in mark["done"], mark["done"]
    assert mark["target"]["cell"] == [7, 2] and marks[(7, 2)] is False


def test_round38dd1_reaction_cancels_team_b_combo(walked):
    """CH-C4: team B starts Brainwash + Amnesia; A2's Prank (Moon) and the reader's Schizophrenia (Eye) are different
    suits, so the combo is cancelled, as the next line says."""
    lang, seen = walked
    at = steps(seen)
    mark, view = at[7]
    assert view["phase"] == "react" and view["to_act"] == "A1"
    names = {"en": ("Prank", "Schizophrenia", "Brainwash"), "ja": ("いたずら", "統合失調症", "洗脳")}[lang]
    assert all(n in mark["text"] for n in names), mark["text"]
    first, last = (next(i for i, (m, _) in enumerate(seen) if m.get("n") == n) for n in (7, 8))
    after = " ".join(m.get("done") or "" for m, _ in seen[first + 1:last + 1])   # told while the bots play
    assert {"en": "cancelled", "ja": "打ち消"}[lang] in after, after


def test_round38dd1_reader_becomes_a_ghost_and_is_told_how_back(walked):
    """CH-SWAP-1..3: B2 (an enemy ghost) steps onto the reader's patient: the reader is a ghost with 3 ghost cards; the
    step rings a wall cell (ghosts pass walls) and says how to be a patient again (meet an enemy patient)."""
    lang, seen = walked
    at = steps(seen)
    mark, view = at[8]
    me = next(p for p in view["pieces"] if p["seat"] == "A1")
    assert me["role"] == "ghost"
    cards = view["hands"]["A1"]["cards"]
    assert len(cards) == 3 and {c["role"] for c in cards} == {"ghost"}
    first = next(i for i, (m, _) in enumerate(seen) if m.get("n") == 7)
    told = " ".join(m.get("done") or "" for m, _ in seen[first + 1:] if not m.get("n") or m["n"] == 8)
    assert "B2" in told and {"en": "ghost", "ja": "幽霊"}[lang] in told, told   # how it became one
    assert view["map"]["grid"][4][3] == "#" if "grid" in view["map"] else True
    back = {"en": "enemy patient", "ja": "敵の患者"}[lang]
    assert back in mark["text"], mark["text"]
    assert mark["target"]["cell"] == [5, 4]


def test_round38dd1_midnight_is_set(walked):
    """CH-TIME-1/2: three Eyes set Midnight; the view then says Midnight."""
    lang, seen = walked
    at = steps(seen)
    assert [c["suit"] for c in at[9][1]["hands"]["A1"]["cards"]] == ["eye"] * 3
    last = seen[-1][1]
    assert last["time"]["kind"] == "midnight", last["time"]


def test_round38dd1_no_rule_ids_and_no_other_hand(walked):
    lang, seen = walked
    for mark, view in seen:
        said = " ".join(str(mark.get(k) or "") for k in ("text", "done", "free", "step", "title"))
        assert not re.search(r"CH-[A-Z]", said), said
        assert "{" not in said, said
        for seat, hand in view["hands"].items():
            assert seat == "A1" or hand["cards"] is None, (seat, hand)


def test_round38dd1_every_language_has_every_string():
    from cthulhu_widgets.games.chaos.sentences.lesson2_words import LESSON2

    keys = {lang: set(LESSON2[lang]) for lang in LANGS}
    assert all(k == keys["en"] for k in keys.values()), keys
    for lang in LANGS:
        assert len(LESSON2[lang]["steps"]) == len(COURSE)
        for en, other in zip(LESSON2["en"]["steps"], LESSON2[lang]["steps"]):
            assert set(en) == set(other) and en.get("move") == other.get("move")
    walked_zh = walk("zh-TW")
    assert walked_zh[-1][0].get("free") and "第二課" in steps(walked_zh)[1][0]["title"]
    assert "體檢" in steps(walked_zh)[1][0]["text"]


def test_round38dd1_learn_keeps_lesson_one_and_names_the_next():
    w = ChaosWidget(seed=5, lang="en")
    w.learn()
    assert w.coach.get("id") == "move col=2 row=8", w.coach
    w.command({"cmd": "learn", "lesson": 2})
    assert w.coach.get("id") == COURSE[0], w.coach
    w.command({"cmd": "learn"})
    assert w.coach.get("id") == "move col=2 row=8", w.coach


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_round38dd1_lesson_one_end_offers_lesson_two(lang):
    """Lesson 1's end (its last note and "on your own") carries the button to lesson 2, in the table's language."""
    w = ChaosWidget(seed=5, lang=lang)
    w.learn()
    for _ in range(400):
        if w.coach.get("free"):
            break
        if w.state.to_act == w.seat and w.coach.get("id"):
            w.command({"cmd": "act", "id": w.coach["id"], "step": w.step_index})
        else:
            w.step(1)
    assert w.coach.get("free"), w.coach
    label = {"en": "Next lesson: Checkups, reactions and ghosts", "ja": "次のレッスン：検診、対抗、幽霊"}[lang]
    assert w.coach.get("next") == {"lesson": 2, "label": label}, w.coach
    w.command({"cmd": w.coach["next"] and "learn", "lesson": w.coach["next"]["lesson"]})
    assert w.coach.get("n") == 1 and w.coach["id"] == COURSE[0], w.coach


def test_round38dd1_undo_in_lesson_two_keeps_its_course():
    """An Undo inside lesson 2 keeps its deal and its bots' moves: the same step is asked again, and the course goes on."""
    w = ChaosWidget(seed=5, lang="en")
    w.learn(lesson=2)
    for _ in range(5):   # Checkup, its 3 cells, the step: step 6 asked
        w.command({"cmd": "act", "id": w.coach["id"], "step": w.step_index})
    assert w.coach.get("n") == 6
    w.command({"cmd": "undo"})
    assert w.coach.get("n") == 5 and w.coach["id"] == COURSE[4], w.coach
    for _ in range(60):
        if w.coach.get("n") == 8:
            break
        if w.state.to_act == w.seat and w.coach.get("id"):
            w.command({"cmd": "act", "id": w.coach["id"], "step": w.step_index})
        else:
            w.step(1)
    assert w.coach.get("n") == 8 and w.view["pieces"][0]["role"] == "ghost", w.coach


def test_round38dd1_new_game_after_lesson_two_has_the_table_bots():
    """Lesson 2's New game deals a fresh game whose bots are the table's (none makes the course's moves)."""
    from cthulhu_widgets.frames.coach_lesson2 import Scripted

    w = ChaosWidget(seed=5, lang="en")
    w.learn(lesson=2)
    assert any(isinstance(b, Scripted) for b in w.bots.values())
    w.command({"cmd": "restart"})
    assert not w.coach and not any(isinstance(b, Scripted) for b in w.bots.values())


def test_round38dd1_unknown_lesson_is_refused():
    from cthulhu_widgets.widgets.letter import LetterWidget

    w = ChaosWidget(seed=5, lang="en")
    w.command({"cmd": "learn", "lesson": 7})
    assert "no lesson 7; its lessons: 1, 2" in w.error and not w.coach, (w.error, w.coach)
    letter = LetterWidget(seed=5, lang="en")
    letter.command({"cmd": "learn", "lesson": 2})
    assert "no lesson 2; its lessons: 1" in letter.error and not letter.coach, letter.error
    letter.command({"cmd": "learn"})
    assert letter.coach.get("n") == 1 and not letter.error


def test_round38dd1_zh_tw_words_are_the_zh_ones_converted():
    pytest.importorskip("opencc")
    import importlib.util
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    spec = importlib.util.spec_from_file_location("gen_zh_tw", root / "tools" / "gen_zh_tw.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert tool.LESSON2.read_text(encoding="utf-8") == tool.lesson2_text(), "run: .venv/bin/python tools/gen_zh_tw.py"
