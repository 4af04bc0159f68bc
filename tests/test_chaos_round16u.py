"""Round U (issue 23: a table a newcomer can follow), CHAOS words and rules. Cells in setups are 1-based [row, col];
state.pos is 0-based; the story names cells as column letter + row number (d2 is row 2, column 4).
"""
from __future__ import annotations

import dataclasses

import pytest

from cthulhu_widgets.frames import build
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

LANGS = ("en", "ja", "zh", "zh-TW")


# ----- finding 5: a patient left on an obstacle by any role change, not only by C2 (CH-SWAP-1, CH-C2) -------------

ON_WALL = {"en": ("A2", "d2", "step off"), "ja": ("A2", "d2", "降りる"), "zh": ("A2", "d2", "走下来"),
           "zh-TW": ("A2", "d2", "走下來")}


def _ghost_a2_meets_patient_b2_on_a_wall(**rules):
    """Return a match where patient B2 stands on the wall d2 (a weak Brainwash + Amnesia made it a patient there, the
    option's "stay"; then `rules` apply) and enemy ghost A2, at e2, steps onto it: they meet (CH-SWAP-1) and A2 is a
    patient on the wall."""
    match = Match.new(chaos, seed=7, setup={
        "start": "A2", "turn_in_round": 1, "bombs": [[8, 8]], "gate_open": True,
        "hands": {s: [] for s in chaos.SEATS}, "pieces": {"B2": [2, 4], "A2": [2, 5]}})
    state = match.state
    state._combo_c2("A", False)   # how B2 came to be a patient on the wall (tested in test_chaos_round15t)
    assert state.role["B2"] == "patient" and state.pos["B2"] == (1, 3) and (1, 3) in state.map.obstacles
    state.rules = dataclasses.replace(state.rules, **rules)
    match.apply(next(a for a in state.legal_actions() if a.kind == "move" and (a["row"], a["col"]) == (2, 4)))
    return match


@pytest.mark.parametrize("lang", LANGS)
def test_CH_SWAP_1_a_meeting_that_leaves_a_patient_on_a_wall_says_it_may_only_step_off(lang):
    """Round U finding 5: the patient_on_obstacle step (CH-C2, CH-MOVE-2) ran after a C2 swap only; a CH-SWAP-1
    meeting on a wall left the new patient A2 there and the story said nothing of it."""
    match = _ghost_a2_meets_patient_b2_on_a_wall()
    state = match.state
    assert state.role["A2"] == "patient" and state.pos["A2"] == (1, 3) and state.role["B2"] == "ghost"
    seat, cell, words = ON_WALL[lang]
    for reader in ("A1", "B1"):
        story = [line["text"] for line in build.of(match, reader, lang)["log_lines"]]
        assert any(seat in line and cell in line and words in line for line in story[-8:]), (reader, story[-6:])


def test_CH_SWAP_1_option_nearest_moves_a_patient_met_on_a_wall_off_it_at_once():
    """Round U finding 5: with patient_on_obstacle "nearest", the new patient of a CH-SWAP-1 meeting moves at once
    to the nearest free cell, as after C2."""
    match = _ghost_a2_meets_patient_b2_on_a_wall(patient_on_obstacle="nearest")
    state = match.state
    assert state.role["A2"] == "patient" and state.pos["A2"] not in state.map.obstacles
    assert abs(state.pos["A2"][0] - 1) + abs(state.pos["A2"][1] - 3) == 1
    story = [line["text"] for line in build.of(match, "A1", "en")["log_lines"]]
    assert any("A2" in line and "moves to" in line for line in story[-6:]), story[-6:]


# ----- finding 1: "the table passes for you" is said the first time only ------------------------------------------

PASSES = {"en": ("You hold no", "the table passes for you"), "ja": ("手札にない", "自動で見送"),
          "zh": ("你手里没有", "系统替你放弃"), "zh-TW": ("你手裡沒有", "系統替你放棄")}


@pytest.mark.parametrize("lang", LANGS)
def test_the_table_passes_for_you_is_said_the_first_time_only(lang):
    """Round U finding 1: each decline the table played for the reader (a combo it holds no card to join or answer)
    said "so the table passes for you" again, every round; now the first line says it, the later ones say only what
    the reader lacks."""
    from test_chaos_round6d import _play_to_a1
    from cthulhu_widgets.widgets.chaos import ChaosWidget

    w = ChaosWidget(seed=4, lang=lang)   # (seed 6 before round AE's partner bot, which asks less)
    list(_play_to_a1(w, 80))   # 80 stops: ▶▶ also stops where a bot changed A1's piece or hand (round LL2)
    lacks, passes = PASSES[lang]
    told = [line["text"] for line in w.log_lines if lacks in line["text"]]
    assert len(told) >= 1, told
    assert passes in told[0] and not any(passes in text for text in told[1:]), told
    # round AG: a join the table declined is the engine's join_unable line, each time ("You could not join …: you
    # hold no …"; newcomer review 20, room_zh finding 3), the desk adds no line of its own for it
    joins = [line["text"] for line in w.log_lines if COULD_NOT[lang] in line["text"]]
    assert len(joins) >= 2 and not any(passes in text for text in joins), joins


COULD_NOT = {"en": "You could not join", "ja": "に加われなかった", "zh": "你无法加入", "zh-TW": "你無法加入"}


# ----- finding 3: ja (and zh) read the line about the two combos of a reaction as sentences ------------------------

def test_ja_the_reaction_combo_text_says_what_it_does_in_plain_sentences():
    """Round U finding 3: C4's ja text read 'いたずら（幽霊）＋統合失調症（患者）、対抗：…' (a comma then a colon joining
    two combos, the team's and the enemy's); it now reads as the other combos do: the cards, a colon, sentences."""
    from cthulhu_widgets.games.chaos import texts

    text = texts.CARD_TEXTS["combos"]["C4"]["ja"]["text"]
    assert text.startswith("いたずら（幽霊）＋統合失調症（患者）：") and "、対抗：" not in text, text
    assert "敵チームがコンボを始めたとき" in text and "のものとして働く" in text and text.count("：") == 2, text


@pytest.mark.parametrize("lang", ("ja", "zh"))
def test_the_coachs_reaction_note_names_your_team_and_has_one_colon(lang):
    """Round U finding 3: the coach's note on a reaction said 'the other team may answer it: its ghost …' with a
    second colon (ja 相手のチームは対抗できる：, zh 另一组可以反制：); it now names the reader's team in one sentence."""
    from cthulhu_widgets.games.chaos.sentences.coach import MOMENTS

    note = MOMENTS[lang]["reaction"]
    first = note.split("。")[0]
    assert first.count("：") == 1 and ("あなたのチーム" in first if lang == "ja" else "你方" in first), first


# ----- finding 4: one English article for every game (core texts), CHAOS's copy gone ------------------------------

@pytest.mark.parametrize("value, said", [("Amnesia", "an Amnesia"), ("Eye", "an Eye"), ("Checkup", "a Checkup"),
                                         (8, "an 8"), (11, "an 11"), (2, "a 2"), ("Mania / Sprint", "a Mania / Sprint")])
def test_core_article_reads_an_before_a_vowel_and_before_a_number_read_so(value, said):
    """Round U finding 4: core texts' `{value:a}` knew numbers only ("a Amnesia"); CHAOS kept its own copy that knew
    vowels. Core now knows both and CHAOS fills its articles with it."""
    from cthulhu_widgets.core import texts as core_texts
    from cthulhu_widgets.games.chaos import texts

    assert core_texts.fmt("{v:a}", v=value) == said
    assert texts.fmt("add a {part}", part=value) == f"add {said}"
