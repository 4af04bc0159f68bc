"""CHAOS, newcomer review 14 (round Q, wave 2): the fixtures its vitest (js/src/chaos/round14r.test.js) lays out.

Finding 1: the Midnight / Dawn chips listed only the cards to discard; the reader pressed Midnight and only then
learned that every patient, its own too, steps by the compass for 2 turns (phone 065 -> 066). The table's words
carry a few words per time (CH-TIME-2..4, CH-DUR-1) the chips draw before the press.
"""
from pathlib import Path

import pytest
from conftest import check_fixture

from cthulhu_widgets.games.chaos.texts import BOARD, event_text
from cthulhu_widgets.widgets import ChaosWidget

HERE = Path(__file__).resolve().parents[1] / "js" / "src" / "chaos"


def payload(w: ChaosWidget) -> dict:
    """Return what the browser receives: the synced traits the layout reads."""
    return {"view": w.view, "legal": w.legal, "catalog": w.catalog_data, "lang": w.lang, "mode": w.mode,
            "error": w.error, "seat": w.seat, "banner": w.banner, "prompt": w.prompt}


def time_table(lang: str) -> dict:
    """A1 (a patient) after its step, three Skull cards in hand: Midnight and Dawn on offer."""
    w = ChaosWidget(seed=5, seat="A1", lang=lang, setup={
        "first": "A", "start": "A1",
        "hands": {"A1": ["amnesia_skull", "protection_skull", "schizophrenia_skull", "schizophrenia_eye"],
                  "A2": ["sprint_eye"], "B1": ["sprint_moon"], "B2": ["prank_moon"]}})
    w.play("stay")
    assert {a["fields"]["time"] for a in w.legal if a["kind"] == "declare_time"} == {"midnight", "dawn"}
    return payload(w)


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_each_time_has_its_few_words(lang):
    """Whom it binds (all patients / all ghosts, the setter's own too) and for how long, in each language."""
    words = BOARD[lang]
    for time in ("midnight", "dawn"):
        assert words.get(f"{time}_brief"), (lang, time)
        assert "2" in words[f"{time}_brief"]


def test_time_fixture():
    check_fixture(HERE / "round14r_time.json", {lang: time_table(lang) for lang in ("en", "zh", "ja")})


# Finding 4: one term, one list separator (ja phone 013, 021, 026).
@pytest.mark.parametrize("lang, sep", [("en", ", "), ("zh", "、"), ("ja", "、")])
def test_a_list_of_cells_is_separated_as_the_language_lists(lang, sep):
    """'A2 plants temporary bombs on g2 f1' read as one word in ja: the cells are listed like any list (CH-G2)."""
    said = event_text("bombs_planted", {"seat": "A2", "cells": [[2, 7], [1, 6]]}, lang, labels=True)
    assert f"g2{sep}f1" in said


def test_the_joint_turn_has_one_name_in_ja_and_zh():
    """The prompt's 合同手番 / 合作回合 is the coach's word too (it said 共同の手番 / 共同回合)."""
    from cthulhu_widgets.games.chaos.sentences import coach

    said = " ".join(str(v) for v in _leaves(coach.__dict__))
    assert "共同の手番" not in said and "合同手番" in said
    assert "共同回合" not in said and "合作回合" in said


def _leaves(node):
    if isinstance(node, str):
        return [node]
    if isinstance(node, dict):
        return [x for v in node.values() for x in _leaves(v)]
    if isinstance(node, (list, tuple)):
        return [x for v in node for x in _leaves(v)]
    return []


# Finding 3: a Checkup's result was only a small "R7 ✓" on the board (phone 062, 103).
def _checkup(bombs):
    from cthulhu_widgets.games import chaos
    from cthulhu_widgets.match import Match

    order = ["A1", "A2", "B2", "B1"]
    match = Match.new(chaos, seed=3, setup={"first": "A", "start": "A1", "bombs": bombs,
                                            "hands": {s: (["checkup_moon"] if s == "A1" else []) for s in order}})
    for kind, fields in (("play", {"card": "checkup_moon"}), ("pick", {"row": 3, "col": 3}),
                         ("pick", {"row": 3, "col": 4}), ("pick", {"row": 3, "col": 5})):
        match.apply(next(a for a in match.state.legal_actions()
                         if a.kind == kind and all(a[k] == v for k, v in fields.items())))
    return match


@pytest.mark.parametrize("lang, none, found, mark", [
    ("en", "You check c3, d3, e3: no bomb.", "You check c3, d3, e3: a bomb at d3.", "✓ no bomb then"),
    ("zh", "", "", "✓ 当时无炸弹"),
    ("ja", "", "", "✓ はその時爆弾なし")])
def test_ch_p2_a_checkup_result_is_told_at_once_to_the_seats_that_learn_it(lang, none, found, mark):
    """CH-P2, CH-HIDE-2: the checker's story tells its result as a big moment (a toast), with what the board's marks
    mean ("✓", "✓?"; the round is in a mark's tooltip since round CC4); the other seats read only that three cells were checked, not as a toast of cells."""
    from cthulhu_widgets.frames import Frames, MatchPositions

    for bombs, said in (([], none), ([[3, 4]], found)):
        match = _checkup(bombs)
        mine = [line for line in Frames("chaos").log(MatchPositions(match), "A1", lang) if line.get("big")]
        assert mine, lang
        last = mine[-1]
        assert "c3" in last["text"] and "e3" in last["text"]
        if said:
            assert last["text"] == said
        assert mark in last["note"] and "✓?" in last["note"]
        for other in ("A2", "B1", "B2"):
            theirs = Frames("chaos").log(MatchPositions(match), other, lang)
            assert not any("c3" in line["text"] for line in theirs), (other, theirs[-2:])


# Finding 5 (phone 020, 029): the tutorial says what the table shows.
def _learn_to(lang: str, n: int) -> ChaosWidget:
    """The Learn game played along its steps until step `n` is the reader's decision."""
    w = ChaosWidget(seed=5, lang=lang)
    w.command({"cmd": "learn"})
    for _ in range(200):
        mark = w.coach
        if mark.get("n") == n and w.state.to_act == w.seat:
            return w
        if mark.get("id") and w.state.to_act == w.seat:
            w.command({"cmd": "act", "id": mark["id"], "step": w.step_index})
        else:
            w.step(1)
    raise AssertionError(f"step {n} never came")


def test_push_fixture():
    """Step 10's table (CH-C3's push chips), for js/src/chaos/round14r.test.js: the chip it quotes is drawn so."""
    out = {}
    for lang in ("en", "zh", "ja"):
        w = _learn_to(lang, 10)
        assert w.coach["id"] == "push dir=down"
        out[lang] = {**payload(w), "coach": w.coach}
    check_fixture(HERE / "round14r_push.json", out)


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_step_7_done_says_the_bots_play_now_not_that_they_played(lang):
    """Step 7's 'what just happened' shows as the end is pressed, while the table still waits for A2's bot: it says
    the bots play now (it said they had played)."""
    from cthulhu_widgets.games.chaos.sentences.coach import COACH

    steps = COACH[lang]["steps"]
    done = next(s["done"] for s in steps if s.get("kind") == "end")
    assert not any(w in done for w in ("bots played", "ボットがほかの席をプレイした", "电脑替其他座位行动了"))


# Finding 2 (phone 005, 057): the tutorial's first step names the roles of the pieces it shows.
@pytest.mark.parametrize("lang, ghost, dashed", [("en", "ghost", "dashed"), ("zh", "鬼魂", "虚线"), ("ja", "幽霊", "破線")])
def test_step_1_names_a2_a_ghost_and_its_dashed_token(lang, ghost, dashed):
    w = _learn_to(lang, 1)
    assert w.state.role["A2"] == "ghost" and w.state.role["B2"] == "ghost"
    text = w.coach["text"]
    assert "A2" in text and ghost in text and dashed in text and "B2" in text
