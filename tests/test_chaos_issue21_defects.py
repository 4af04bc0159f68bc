"""CHAOS issue 21, defects: Protection protects its seat whatever its role (CH-COVER-2, CH-P5), and a seat that must
skip its next turn (bomb_effect "skip_next_turn") loses it in the joint turn it takes part in (CH-MOVE-4, CH-DUR-1).

Scenarios are laid out on the asylum map (`game`: team A acts first, so the order is A1, A2, B2, B1; the gate is
open; one bomb at (8, 8) unless told). Cells are 1-based [row, col]. Asylum obstacles: (2,4) (4,2) (3,6) (6,3)
(4,5) (5,4) (5,7) (7,5); spawns A1 (8,1), A2 (8,2), B1 (1,8), B2 (2,8).
"""
from __future__ import annotations

from chaos_support import cell, game, idle

from cthulhu_widgets.games.chaos.decisions import COMBO_MOVE, MOVE


def named(s, name: str) -> list:
    """Return the last step's events called `name`."""
    return [e for e in s.events if e.name == name]


def pass_reactions(s) -> None:
    """Answer every pending reaction prompt with 'pass'."""
    while s.pending.kind == "react":
        s.act("pass")


# ----- CH-COVER-2, CH-P5: a Protection cover spares the ghost too ------------------------------------------

def test_CH_COVER_2_CH_P5_a_protection_cover_spares_the_ghost_from_a_c3_push():
    """CH-COVER-2, CH-P5, CH-C3: B1 covers team B with Protection (B1 and ghost B2 protected); A's C3 then pushes
    neither: both are protected until their next turns, whatever their roles."""
    s = game(start="B1", pieces={"B1": [3, 8], "B2": [6, 8]},
             hands={"B1": ["protection_eye"], "A1": ["protection_moon"], "A2": ["possession_moon"]})
    s.act("cover", card="protection_eye")
    s.act("stay")  # B1
    s.act("stay")  # B2
    assert s.to_act == "A1" and {"B1", "B2"} <= set(s.protected)
    s.act("combo", combo="C3", card="protection_moon")
    s.act("join", card="possession_moon")
    pass_reactions(s)
    s.act("stay")
    s.act("stay")
    s.act("push", dir="left")
    assert cell(s, "B1") == [3, 8] and cell(s, "B2") == [6, 8]
    assert sorted(e.data["seat"] for e in named(s, "not_pushed")) == ["B1", "B2"]


def test_CH_P5_an_unprotected_ghost_is_still_pushed():
    """CH-C3, CH-P5: without a cover, only the protected patient is spared; ghost B2 is pushed 3 cells."""
    s = game(start="B1", pieces={"B1": [3, 8], "B2": [6, 8]},
             hands={"B1": ["protection_eye"], "A1": ["protection_moon"], "A2": ["possession_moon"]})
    s.act("stay")
    s.act("play", card="protection_eye")
    s.act("end")
    s.act("combo", combo="C3", card="protection_moon")
    s.act("join", card="possession_moon")
    pass_reactions(s)
    s.act("stay")
    s.act("stay")
    s.act("push", dir="left")
    assert cell(s, "B1") == [3, 8] and cell(s, "B2") == [6, 5]


# ----- CH-MOVE-4, CH-DUR-1: the joint turn is the lost turn --------------------------------------------------

def hurt_b1(rules=None, **setup):
    """Return a game in round 2, A1 to act, where B1 stepped on a bomb at (4,8) in round 1 and must skip its next
    turn (bomb_effect "skip_next_turn")."""
    s = game(rules={"bomb_effect": "skip_next_turn", **(rules or {})}, bombs=[[4, 8]], **setup)
    idle(s, 3)  # A1, A2, B2
    s.act("move", row=4, col=8)
    s.act("end")
    assert s.round == 2 and s.to_act == "A1" and "B1" in s.skip
    return s


def test_CH_MOVE_4_CH_DUR_1_a_skipping_seat_loses_its_part_of_the_combo_it_joins():
    """CH-MOVE-4, CH-DUR-1, CH-COMBO-1: B1 must skip its next turn; in round 2 B2 leads C5 and B1 joins: the joint
    turn is B1's lost turn. B2 moves, B1 does not move and does not draw, the combo still resolves for team B,
    and B1 plays its own turn in round 3."""
    s = hurt_b1(pieces={"B1": [3, 8], "B2": [2, 7]},
                hands={"B2": ["mischief_moon"], "B1": ["checkup_moon"]})
    idle(s, 2)  # A1, A2
    kept = [c for c in s.hand["B1"] if c != "checkup_moon"]
    s.act("combo", combo="C5", card="mischief_moon")
    s.act("join", card="checkup_moon")
    assert "B1" not in s.skip and [e.data["seat"] for e in named(s, "joint_turn_lost")] == ["B1"]
    pass_reactions(s)
    assert s.to_act == "B2" and s.pending == COMBO_MOVE
    s.act("move", row=2, col=6)
    assert s.to_act == "A1" and s.round == 3  # B1 took no step: the combo resolved and the round ended
    assert "B1" in s.vision and cell(s, "B1") == [4, 8]
    assert s.hand["B1"] == kept and len(s.hand["B2"]) == 3  # B1 drew nothing, B2 did
    idle(s, 3)  # A1, A2, B2
    assert s.to_act == "B1" and s.pending == MOVE  # round 3: B1's own turn is played, not skipped
    assert not named(s, "turn_skipped")


def test_CH_MOVE_4_CH_DUR_1_a_covered_skipping_seat_loses_its_part_of_the_joint_turn():
    """CH-MOVE-4, CH-DUR-1, CH-COVER-1/2: both B seats are patients; B1 must skip its next turn; B2 covers team B
    with Mania / Sprint: B2 moves and takes its extra step, B1 takes neither, and plays its next own turn."""
    s = hurt_b1(roles={"B2": "patient"}, pieces={"B1": [3, 8], "B2": [2, 7]},
                hands={"B2": ["sprint_moon"], "B1": ["checkup_eye"]})
    idle(s, 2)  # A1, A2
    kept = list(s.hand["B1"])
    s.act("cover", card="sprint_moon")
    assert "B1" not in s.skip and named(s, "joint_turn_lost")
    s.act("move", row=2, col=6)
    s.act("move", row=2, col=5)  # B2's extra step
    assert s.to_act == "A1" and s.round == 3 and cell(s, "B1") == [4, 8]
    assert s.hand["B1"] == kept  # no draw
    idle(s, 3)
    assert s.to_act == "B1" and s.pending == MOVE


def test_CH_MOVE_4_a_skipping_seat_that_declines_loses_its_own_turn():
    """CH-MOVE-4: B1 must skip; it declines B2's combo, so there is no joint turn: B2 plays alone and B1's own slot
    of round 2 is the lost turn."""
    s = hurt_b1(pieces={"B1": [3, 8], "B2": [2, 7]}, hands={"B2": ["mischief_moon"], "B1": ["checkup_eye"]})
    idle(s, 2)
    s.act("combo", combo="C5", card="mischief_moon")
    s.act("decline")
    idle(s, 1)  # B2
    assert [e.data["seat"] for e in named(s, "turn_skipped")] == ["B1"]
    assert s.round == 3 and s.to_act == "A1" and "B1" not in s.skip
