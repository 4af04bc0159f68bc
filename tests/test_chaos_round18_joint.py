"""CHAOS, newcomer review 18 (room, A1 desk, the worst finding): after joining Mischief + Checkup, whose weak effect
reads "the patient sees every bomb now", the joint turn asked for a step while no bomb was shown; the reader stepped
on one and only then read "You see the bombs". The rules order it so (CH-COMBO-1: both move, then the combo
resolves, then both draw): the joint turn's prompt says the combo acts after both move."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos import texts

SETUP = {"first": "A", "bombs": [[3, 3]], "gate_open": False, "start": "A1", "turn_in_round": 0,
         "pieces": {"A1": [8, 1], "A2": [8, 2], "B1": [1, 8], "B2": [2, 8]},
         "hands": {"A1": ["checkup_moon", "amnesia_moon", "sprint_moon"],
                   "A2": ["mischief_eye", "prank_moon", "brainwash_moon"]}}
SAID = {"en": "after you both move", "zh": "两人都移动之后", "zh-TW": "兩人都移動之後", "ja": "2 人とも移動したあと"}


def joint_turn():
    """Return the state at A1's joint step of the combo Mischief + Checkup A2 joined (B2 did not react)."""
    s = chaos.new_game(seed=3, setup=SETUP)
    for want in ("combo card=checkup_moon combo=C5", "join card=mischief_eye", "pass"):
        s.apply(next(a for a in s.legal_actions() if str(a) == want))
    assert s.pending.kind == "combo_move"
    return s


@pytest.mark.parametrize("lang", sorted(SAID))
def test_CH_COMBO_1_the_joint_step_says_the_combo_acts_after_both_move(lang):
    s = joint_turn()
    said = texts.prompt(s, s.legal_actions(), lang)
    assert SAID[lang] in said, said
    assert texts.combo_name("C5", lang) in said, said


def test_a_team_cover_joint_step_names_no_combo():
    """A team cover (CH-COVER) is a joint turn too, but no combo acts after it."""
    s = chaos.new_game(seed=3, setup=SETUP)
    s.apply(next(a for a in s.legal_actions() if str(a) == "cover card=checkup_moon"))
    while s.pending.kind != "combo_move" and s.to_act in ("A1", "A2"):
        acts = s.legal_actions()
        s.apply(next((a for a in acts if a.kind == "join"), acts[0]))
    if s.pending.kind == "combo_move":
        assert SAID["en"] not in texts.prompt(s, s.legal_actions(), "en")
