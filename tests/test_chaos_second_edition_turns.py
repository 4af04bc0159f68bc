"""Scenario tests of the second edition of the CHAOS spec (chaos.md §10): durations counted in the acting
seat's own turns (CH-DUR-1..3), team cover (CH-COVER-1/2), the time cards' card limit and Dawn's line
(CH-TIME-4/5), the optional jump of C1 (CH-C1-2), and joint turns under a reversed order.

Each test lays out the asylum map (`game`: team A acts first, so the order is A1, A2, B2, B1; the gate is
open so no key wanders about; one bomb at (8, 8) unless a test names others). Cells are 1-based [row, col].
Asylum obstacles: (2,4) (4,2) (3,6) (6,3) (4,5) (5,4) (5,7) (7,5); spawns A1 (8,1), A2 (8,2), B1 (1,8), B2 (2,8).
"""
from __future__ import annotations

import pytest

from chaos_support import cell, game, idle

from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos.decisions import COMBO_MOVE, EXTRA


def named(s, name: str) -> list:
    """Return the last step's events called `name`."""
    return [e for e in s.events if e.name == name]


def no_reaction(s) -> None:
    """Let the enemy seats asked about a reaction (CH-C4) pass."""
    while s.pending.kind == "react":
        s.act("pass")


def kinds(s) -> set[str]:
    """Return the kinds of the legal actions."""
    return {a.kind for a in s.legal_actions()}


def moves(s) -> set:
    """Return the cells (1-based tuples) the seat to act may move to."""
    return {(a["row"], a["col"]) for a in s.legal_actions() if a.kind == "move"}


def covers(s) -> set[str]:
    """Return the cards the seat to act may cover its team with."""
    return {a["card"] for a in s.legal_actions() if a.kind == "cover"}


def piece(s, viewer, seat: str) -> dict:
    """Return `seat`'s piece entry in `viewer`'s view."""
    return next(p for p in s.view(viewer)["pieces"] if p["seat"] == seat)


# ----- CH-DUR-1 durations in the acting seat's own turns ---------------------------------------------------

def test_CH_DUR_1_vanish_hides_the_ghosts_moves_on_two_of_its_own_later_turns():
    """CH-DUR-1, CH-G5: A2 vanishes on its first turn; its steps on its next two turns (rounds 2 and 3) are
    hidden from team B; as its third turn after (round 4) opens, it reappears and its path is published."""
    s = game(start="A2", pieces={"A2": [5, 5]}, hands={"A2": ["vanish_moon"]})
    s.act("stay")
    s.act("play", card="vanish_moon")
    s.act("end")
    idle(s, 3)  # B2, B1, A1
    s.act("move", row=5, col=6)  # A2's next turn (round 2)
    assert named(s, "moves_hidden")
    s.act("end")
    idle(s, 3)
    assert s.round == 3 and s.to_act == "A2" and "A2" in s.vanish
    s.act("move", row=6, col=6)  # A2's second turn after Vanish: still hidden
    assert named(s, "moves_hidden") and piece(s, "B1", "A2")["cell"] is None
    s.act("end")
    idle(s, 3)
    assert s.round == 4 and s.to_act == "A2" and "A2" not in s.vanish
    (back,) = named(s, "reappears")
    assert back.data["path"] == [[5, 6], [6, 6]] and piece(s, "B1", "A2")["cell"] == [6, 6]
    assert back.rule == "CH-DUR-1" and back.seats is None  # the end of a Vanish is public, its path too


@pytest.mark.parametrize("rounds", [1, 3])
def test_CH_DUR_1_a_time_lasts_the_declaring_seats_next_effect_rounds_turns(rounds):
    """CH-DUR-1, CH-TIME-1 (effect_rounds): A1 sets Midnight on its first turn; A1's next `rounds` turns are
    still at Midnight (it must spin), and the time ends as its (rounds+1)-th turn after opens."""
    s = game(rules={"effect_rounds": rounds}, hands={"A1": ["sprint_moon", "checkup_moon", "amnesia_moon"]})
    s.act("stay")
    s.act("declare_time", time="midnight", cards="amnesia_moon+checkup_moon+sprint_moon")
    assert s.view("B1")["time"] == {"kind": "midnight", "seat": "A1", "turns_left": rounds}
    s.act("end")
    for n in range(rounds):
        idle(s, 3)
        assert s.to_act == "A1" and s.time[0] == "midnight" and "spin" in kinds(s) and "move" not in kinds(s)
        assert s.view("B2")["time"]["turns_left"] == rounds - n - 1
        idle(s)
    idle(s, 3)
    assert s.to_act == "A1" and s.time is None and [e.rule for e in named(s, "time_ends")] == ["CH-DUR-1"]
    assert s.round == rounds + 2


def test_CH_DUR_1_a_joint_turn_is_a_turn_of_both_seats():
    """CH-DUR-1: A2 vanishes in round 1; in round 2 it takes part in A1's C3 (a joint turn: its turn too);
    its own turn in round 3 is its second after Vanish (still hidden); it reappears as round 4's turn opens."""
    s = game(hands={"A1": ["protection_moon"], "A2": ["vanish_eye", "possession_moon"]})
    idle(s)  # A1
    s.act("stay")
    s.act("play", card="vanish_eye")
    s.act("end")
    idle(s, 2)  # B2, B1
    s.act("combo", combo="C3", card="protection_moon")
    s.act("join", card="possession_moon")
    no_reaction(s)
    s.act("stay")
    s.act("stay")
    s.act("push", dir="left")
    idle(s, 2)  # B2, B1
    idle(s)  # A1, round 3
    assert s.to_act == "A2" and "A2" in s.vanish
    idle(s, 4)  # A2, B2, B1, A1
    assert s.round == 4 and s.to_act == "A2" and "A2" not in s.vanish and named(s, "reappears")


# ----- CH-DUR-2 protection and joint turns -----------------------------------------------------------------

def test_CH_DUR_2_protection_ends_when_the_seat_takes_part_in_a_joint_turn():
    """CH-DUR-2, CH-P5: B1 protects itself in round 1; in round 2 it joins B2's combo: that joint turn is its
    next turn, so its protection ends there (not at its own, skipped, turn)."""
    s = game(hands={"B1": ["protection_skull", "sprint_eye"], "B2": ["vanish_eye"]})
    idle(s, 3)  # A1, A2, B2
    s.act("stay")
    s.act("play", card="protection_skull")
    s.act("end")
    assert set(s.protected) == {"B1"}
    idle(s, 2)  # A1, A2 (round 2)
    s.act("combo", combo="C1", card="vanish_eye")
    s.act("join", card="sprint_eye")
    assert "B1" not in s.protected
    assert [(e.rule, e.data["seat"]) for e in s.events if e.name == "protection_ends"] == [("CH-DUR-2", "B1")]


# ----- CH-DUR-3 planted bombs ----------------------------------------------------------------------------

def plant_then_walk(rules=None):
    """B2 (second team's ghost) plants bombs at (6,5) and (5,6) in round 1; in round 2, A1 at (6,6) walks
    onto (6,5). Return the game after A1's step."""
    s = game(rules=rules, pieces={"A1": [6, 6]}, hands={"B2": ["mischief_eye"]})
    idle(s, 2)  # A1, A2
    s.act("stay")
    s.act("play", card="mischief_eye", mode="plant")
    s.act("pick", row=6, col=5)
    s.act("pick", row=5, col=6)
    s.act("end")
    idle(s)  # B1
    assert s.round == 2 and s.to_act == "A1"
    s.act("move", row=6, col=5)
    return s


def test_CH_DUR_3_planted_bombs_last_until_the_planters_next_turn():
    """CH-DUR-3 (plant_duration ★next_turn): A1 walks onto a bomb B2 planted last round and is hurt; the
    other planted bomb is gone as B2's next turn opens."""
    s = plant_then_walk()
    assert named(s, "bomb") and cell(s, "A1") == [8, 1]
    s.act("end")
    idle(s)  # A2
    assert s.to_act == "B2" and s.temp_bombs == set()
    (gone,) = named(s, "planted_bombs_gone")  # the bomb A1 walked on is gone already: one cell is left
    assert gone.rule == "CH-DUR-3" and gone.seats == ("B1", "B2") and len(gone.data["cells"]) == 1
    (hidden,) = named(s, "planted_bombs_gone_hidden")
    assert hidden.seats == ("A1", "A2", "public") and "cells" not in hidden.data   # spectators too (room review 14)
    assert s.view("B1")["bombs"] == []


def test_CH_DUR_3_plant_duration_round_end_keeps_the_first_edition_reading():
    """CH-DUR-3 (plant_duration="round_end"): B2's planted bombs are gone when round 1 ends: A1 walks on safely."""
    s = plant_then_walk(rules={"plant_duration": "round_end"})
    assert not named(s, "bomb") and cell(s, "A1") == [6, 5] and s.temp_bombs == set()


# ----- joint turns and a reversed order (CH-COMBO-1, CH-P1) --------------------------------------------------

def test_CH_COMBO_1_CH_P1_seats_of_a_joint_turn_do_not_act_again_that_round_after_a_reversal():
    """CH-COMBO-1, CH-P1, CH-DUR-1: A2 leads a C3 with A1 (a turn of both); B2, a patient now, reverses the
    order. The cycle runs back over A2 and A1, whose turns this round were the joint turn: both are passed over,
    the round ends, and round 2 opens with B1."""
    s = game(start="A2", roles={"B2": "patient"}, pieces={"B2": [6, 8]},
             hands={"A2": ["possession_moon"], "A1": ["protection_moon"], "B2": ["schizophrenia_eye"]})
    s.act("combo", combo="C3", card="possession_moon")
    s.act("join", card="protection_moon")
    no_reaction(s)
    s.act("stay")
    s.act("stay")
    s.act("push", dir="up")
    assert s.to_act == "B2"
    s.act("stay")
    s.act("play", card="schizophrenia_eye")
    s.act("end")
    assert sorted(e.data["seat"] for e in s.events if e.name == "turn_taken_in_combo") == ["A1", "A2"]
    assert s.round == 2 and s.to_act == "B1"


# ----- CH-COVER-1/2 team cover ----------------------------------------------------------------------------

def test_CH_COVER_1_protection_covers_both_teammates_in_one_joint_turn():
    """CH-COVER-1/2: A1 covers team A with Protection: both are protected; no enemy is asked to react (it is not a
    combo); A1 then A2 move; both draw; A2's own turn this round is passed over."""
    s = game(pieces={"A1": [6, 6], "A2": [5, 5]},
             hands={"A1": ["protection_moon"], "B2": ["prank_moon"], "B1": ["schizophrenia_moon"]})
    assert {"kind": "cover", "card": "protection_moon"} in [a.to_dict() for a in s.legal_actions()]
    s.act("cover", card="protection_moon")
    assert set(s.protected) == {"A1", "A2"} and [e.rule for e in named(s, "cover")] == ["CH-COVER-1"]
    # the leader's protection is the card's own (CH-P5), its teammate's the cover's (CH-COVER-2)
    assert [(e.rule, e.data["seat"]) for e in named(s, "protected")] == [("CH-P5", "A1"), ("CH-COVER-2", "A2")]
    assert s.to_act == "A1" and s.pending == COMBO_MOVE
    s.act("move", row=6, col=7)
    assert s.to_act == "A2" and s.pending == COMBO_MOVE
    s.act("move", row=5, col=6)
    assert s.to_act == "B2" and len(s.hand["A1"]) == len(s.hand["A2"]) == 3
    (taken,) = named(s, "turn_taken_in_combo")
    assert taken.data["seat"] == "A2" and taken.text == "A2 already took its turn this round, in a joint turn."
    assert "protection_moon" in s.discards["patient"]
    idle(s, 2)  # B2, B1
    assert s.round == 2 and s.to_act == "A1" and set(s.protected) == {"A2"}


def test_CH_COVER_2_sprint_gives_both_teammates_the_extra_step():
    """CH-COVER-2: A1 covers with Mania / Sprint: A1 moves and takes its extra step, then A2 does the same."""
    s = game(pieces={"A1": [6, 6], "A2": [5, 5]}, hands={"A1": ["sprint_moon"]})
    s.act("cover", card="sprint_moon")
    assert [(e.rule, e.data["seat"]) for e in named(s, "extra_step")] == [("CH-P4", "A1"), ("CH-COVER-2", "A2")]
    s.act("move", row=6, col=7)
    assert s.to_act == "A1" and s.pending == EXTRA
    s.act("move", row=6, col=8)
    assert s.to_act == "A2" and s.pending == COMBO_MOVE
    s.act("move", row=5, col=6)
    assert s.to_act == "A2" and s.pending == EXTRA
    s.act("move", row=5, col=7)
    assert (cell(s, "A1"), cell(s, "A2")) == ([6, 8], [5, 7]) and s.to_act == "B2"


def test_CH_COVER_2_checkup_results_go_to_both_teammates():
    """CH-COVER-2, CH-HIDE-2: A1 covers with Checkup: it picks three cells, and both A1 and A2 learn the
    results; team B does not."""
    s = game(bombs=[[4, 4], [8, 8]], hands={"A1": ["checkup_moon"]})
    s.act("cover", card="checkup_moon")
    for r, c in ((4, 4), (3, 3), (6, 6)):
        s.act("pick", row=r, col=c)
    for seat in ("A1", "A2"):
        assert [x["cell"] for x in s.view(seat)["checked"]] == [[3, 3], [4, 4], [6, 6]]
        assert [b["cell"] for b in s.view(seat)["bombs"]] == [[4, 4]]
    assert s.view("B1")["checked"] == [] and s.view("B2")["bombs"] == []
    assert s.to_act == "A1" and s.pending == COMBO_MOVE
    (results,) = named(s, "checkup")
    assert results.rule == "CH-COVER-2" and results.seats == ("A1", "A2") and results.data["bombs"] == [[4, 4]]
    (public,) = named(s, "checkup_public")
    assert public.rule == "CH-COVER-2" and public.seats == ("B1", "B2", "public") and "bombs" not in public.data


def test_CH_COVER_2_vanish_covers_two_ghosts():
    """CH-COVER-2: team A holds two ghosts; A1 covers with Vanish: both are hidden from team B."""
    s = game(roles={"A1": "ghost"}, pieces={"A1": [6, 6], "A2": [5, 5]}, hands={"A1": ["vanish_moon"]})
    s.act("cover", card="vanish_moon")
    assert set(s.vanish) == {"A1", "A2"}
    assert [(e.rule, e.data["seat"]) for e in named(s, "vanished")] == [("CH-G5", "A1"), ("CH-COVER-2", "A2")]
    assert piece(s, "B1", "A1")["cell"] is None and piece(s, "B1", "A2")["cell"] is None
    assert piece(s, "A2", "A1")["cell"] == [6, 6]


def test_CH_COVER_2_only_cards_on_the_players_own_seat_cover_and_only_at_the_teams_first_turn():
    """CH-COVER-2: A1 may cover with Sprint, Protection or Checkup, never Amnesia or Schizophrenia; only at the
    opening of the team's first turn; Vanish covers only when the teammate is a ghost too."""
    s = game(hands={"A1": ["amnesia_moon", "schizophrenia_moon", "sprint_moon", "protection_eye", "checkup_skull"],
                    "A2": ["vanish_moon"], "B1": ["sprint_eye"]})
    assert covers(s) == {"sprint_moon", "protection_eye", "checkup_skull"}
    s.act("stay")
    assert covers(s) == set()
    s.act("end")
    assert s.to_act == "A2" and covers(s) == set()
    t = game(start="A2", hands={"A2": ["vanish_moon", "possession_moon"]})
    assert covers(t) == set()  # teammate A1 is a patient


def test_CH_COVER_1_team_cover_false_offers_no_cover():
    """CH-COVER-1 (team_cover=False): the first edition's play: no cover action."""
    s = game(rules={"team_cover": False}, hands={"A1": ["sprint_moon", "protection_eye"]})
    assert "cover" not in kinds(s)


# ----- CH-TIME-4 the one-card limit of the restricted role ---------------------------------------------------

def test_CH_TIME_4_at_midnight_ghosts_play_cards_freely():
    """CH-TIME-4 (time_card_limit ★restricted_role): at Midnight ghost A2 plays Brainwash, then Prank."""
    s = game(start="A2", time={"kind": "midnight", "rounds": 2},
             hands={"A2": ["brainwash_moon", "prank_eye"], "B1": ["sprint_skull"]})
    s.act("stay")
    s.act("play", card="brainwash_moon")
    assert any(a.kind == "play" and a["card"] == "prank_eye" for a in s.legal_actions())
    assert not named(s, "card_limit")


def test_CH_TIME_4_at_dawn_patients_play_cards_freely_and_ghosts_one():
    """CH-TIME-4: at Dawn patient A1 plays Sprint then Protection; ghost A2 plays one card only."""
    s = game(time={"kind": "dawn", "rounds": 2}, pieces={"A1": [6, 6]},
             hands={"A1": ["sprint_moon", "protection_moon"], "A2": ["brainwash_moon", "prank_eye"],
                    "B1": ["sprint_skull"]})
    s.act("stay")
    s.act("play", card="sprint_moon")
    s.act("play", card="protection_moon")
    assert not named(s, "card_limit")
    s.act("end")
    s.act("stop")
    s.act("stay")
    s.act("play", card="brainwash_moon")
    assert [a.kind for a in s.legal_actions()] == ["end"]
    (limit,) = named(s, "card_limit")  # said once, after the card that reached it
    assert limit.rule == "CH-TIME-4" and limit.data == {"seat": "A2", "time": "dawn"} and limit.seats is None
    assert [e.name for e in s.events].index("card_limit") > [e.name for e in s.events].index("plays")


def test_CH_TIME_4_time_card_limit_all_restricts_every_seat():
    """CH-TIME-4 (time_card_limit="all"): at Midnight ghost A2 too plays one card a turn."""
    s = game(start="A2", rules={"time_card_limit": "all"}, time={"kind": "midnight", "rounds": 2},
             hands={"A2": ["brainwash_moon", "prank_eye"], "B1": ["sprint_skull"]})
    s.act("stay")
    s.act("play", card="brainwash_moon")
    assert [a.kind for a in s.legal_actions()] == ["end"]
    assert [(e.rule, e.data["seat"]) for e in named(s, "card_limit")] == [("CH-TIME-4", "A2")]


# ----- CH-TIME-5 Dawn's line ----------------------------------------------------------------------------------

def test_CH_TIME_5_dawn_line_straight_starts_a_new_line_each_turn():
    """CH-TIME-5 (dawn_line="straight"): A2 stepped from (5,5) to (5,6); next turn its line starts at (5,6), so
    every neighbour is open (anchored, only (5,5) and (5,7) would be)."""
    for line, expected in (("anchored", {(5, 5), (5, 7)}), ("straight", {(4, 6), (6, 6), (5, 5), (5, 7)})):
        s = game(start="A2", rules={"dawn_line": line}, time={"kind": "dawn", "rounds": 2}, pieces={"A2": [5, 5]})
        s.act("move", row=5, col=6)
        s.act("end")
        idle(s, 3)
        assert s.to_act == "A2" and moves(s) == expected
        # a straight line starts as the ghost's turn opens, and the log says so (public: no cell)
        lines = [(e.rule, e.data, e.seats) for e in s.events if e.name == "dawn_line"]
        assert lines == ([] if line == "anchored" else [("CH-TIME-5", {"seat": "A2"}, None)])


@pytest.mark.parametrize("line, rule, name", [("anchored", "CH-TIME-3", "dawn_rules"),
                                              ("straight", "CH-TIME-5", "dawn_rules_straight")])
def test_CH_TIME_1_declaring_dawn_logs_the_declaration_then_the_line_rule(line, rule, name):
    """CH-TIME-1 (the declaration), then Dawn's line as the option reads it (CH-TIME-3, or CH-TIME-5 straight);
    ghost A2 has played its one card of the turn (CH-TIME-4)."""
    s = game(start="A2", rules={"dawn_line": line},
             hands={"A2": ["prank_moon", "vanish_moon", "possession_moon"], "B1": ["sprint_skull"]})
    s.act("stay")
    s.act("declare_time", time="dawn", cards="possession_moon+prank_moon+vanish_moon")
    assert [(e.rule, e.name) for e in s.events] == [("CH-TIME-1", "time_set"), (rule, name),
                                                   ("CH-TIME-4", "card_limit")]
    assert [a.kind for a in s.legal_actions()] == ["end"]


def test_CH_TIME_5_dawn_line_straight_keeps_a_turns_steps_on_one_line():
    """CH-TIME-5 (dawn_line="straight"): A1 covers team A with Sprint at Dawn; ghost A2 steps (6,6) -> (6,7);
    its extra step must stay on row 6: (6,8) or back to (6,6)."""
    s = game(rules={"dawn_line": "straight"}, time={"kind": "dawn", "rounds": 2},
             pieces={"A1": [8, 4], "A2": [6, 6]}, hands={"A1": ["sprint_moon"]})
    s.act("cover", card="sprint_moon")
    s.act("stay")
    s.act("stop")  # A1's extra step
    s.act("move", row=6, col=7)
    assert s.to_act == "A2" and s.pending == EXTRA
    assert moves(s) == {(6, 8), (6, 6)}


# ----- CH-C1-2 the patient may jump -----------------------------------------------------------------------

def c1_full():
    """A1 (6,6) starts C1 with Sprint of Moon, A2 (5,5) joins with Vanish of Moon; both stay."""
    s = game(pieces={"A1": [6, 6], "A2": [5, 5]}, hands={"A1": ["sprint_moon"], "A2": ["vanish_moon"]})
    s.act("combo", combo="C1", card="sprint_moon")
    s.act("join", card="vanish_moon")
    no_reaction(s)
    s.act("stay")
    s.act("stay")
    return s


def test_CH_C1_2_the_patient_may_decline_the_jump_and_then_does_not_follow():
    """CH-C1-2: after full C1 resolves, A1 (the patient's seat) decides: it declines, stays at (6,6), no following."""
    s = c1_full()
    assert s.to_act == "A1" and s.pending.kind == "jump" and kinds(s) == {"jump", "decline"}
    s.act("decline")
    assert cell(s, "A1") == [6, 6] and s.follow == {} and s.to_act == "B2"
    assert [e.rule for e in named(s, "no_jump")] == ["CH-C1-2"]


def test_CH_C1_2_CH_DUR_1_a_jumping_patient_follows_its_ghosts_next_turn():
    """CH-C1-2, CH-DUR-1: A1 jumps to A2's cell; on A2's next turn (round 2) A1 follows it through obstacle
    (4,5); as A2's turn of round 3 opens, the following has ended."""
    s = c1_full()
    s.act("jump")
    assert cell(s, "A1") == [5, 5] and "A1" in s.follow
    assert [(e.rule, e.name) for e in s.events if e.name in ("moves", "follows")] == [("CH-C1-2", "moves"),
                                                                                       ("CH-C1-2", "follows")]
    idle(s, 2)  # B2, B1
    idle(s)  # A1, round 2
    s.act("move", row=4, col=5)  # A2
    assert cell(s, "A1") == [4, 5]
    assert [(e.rule, e.data["seat"]) for e in named(s, "moves")] == [("CH-MOVE-1", "A2"), ("CH-C1", "A1")]
    s.act("end")
    idle(s, 3)  # B2, B1, A1
    assert s.round == 3 and s.to_act == "A2" and s.follow == {}
    assert [e.rule for e in named(s, "follow_ends")] == ["CH-DUR-1"]
    s.act("move", row=3, col=5)
    assert cell(s, "A1") == [4, 5]


def test_CH_DUR_3_temporary_bombs_of_the_setup_go_with_a_public_word_at_the_round_end():
    """CH-DUR-3: temporary bombs laid out by the setup have no planter: they go as round 1 ends, said to all."""
    s = game(temp_bombs=[[3, 3]])
    idle(s, 4)
    assert s.round == 2 and s.temp_bombs == set()
    (gone,) = named(s, "temporary_bombs_gone")
    assert gone.rule == "CH-DUR-3" and gone.seats is None and gone.data == {}


# ----- every event is named by the rule it applies ------------------------------------------------------------

def test_every_event_of_random_games_has_a_text_and_a_rule_id_of_the_spec():
    """Along random games under varied options, every event's name has an English text (texts.py) and its rule
    ID is defined in docs/rules/chaos.md, so the rule profile and the log name real rules."""
    import random

    from cthulhu_widgets.games.chaos.texts import _TEXTS
    from cthulhu_widgets.sim import spec_rules

    rules, names = set(spec_rules("chaos")), set()
    for seed in range(24):
        rng = random.Random(seed)
        options = {"max_rounds": 10, "dawn_line": ("anchored", "straight")[seed % 2],
                   "plant_duration": ("next_turn", "round_end")[seed % 3 == 0],
                   "time_card_limit": ("restricted_role", "all")[seed % 4 == 0]}
        s = chaos.new_game(seed, options)
        log = list(s.events)
        while s.result is None:
            s.apply(rng.choice(s.legal_actions()))
            log += s.events
        for e in log:
            assert e.name in _TEXTS and e.rule in rules, (seed, e.rule, e.name)
            names.add(e.name)
    assert {"reappears", "time_ends", "protection_ends", "planted_bombs_gone", "card_limit"} <= names
