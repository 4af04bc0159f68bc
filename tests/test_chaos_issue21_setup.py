"""CHAOS issue 21, setup that can express any position: the keys protected, skip, vanish, follow, anchors, reversed,
round, turn_in_round, temp_bombs with a planter, dice and compass (docs/games/chaos.md, "Setup for scenarios").
Each key changes the game as its rule says; a bad value raises InvalidSetup naming the key; saves keep them.

Scenarios are laid out on the asylum map (`game`: team A acts first, so the order is A1, A2, B2, B1; the gate is
open; one bomb at (8, 8) unless told). Cells are 1-based [row, col]. Asylum obstacles: (2,4) (4,2) (3,6) (6,3)
(4,5) (5,4) (5,7) (7,5); spawns A1 (8,1), A2 (8,2), B1 (1,8), B2 (2,8); dice area rows 2-7 x cols 2-7.
"""
from __future__ import annotations

import pytest
from chaos_support import cell, game, idle

from cthulhu_widgets.match import Match
from cthulhu_widgets.core.errors import InvalidSetup
from cthulhu_widgets.games import chaos


def named(s, name: str) -> list:
    """Return the last step's events called `name`."""
    return [e for e in s.events if e.name == name]


def piece(s, viewer, seat: str) -> dict:
    """Return `seat`'s piece entry in `viewer`'s view."""
    return next(p for p in s.view(viewer)["pieces"] if p["seat"] == seat)


def moves(s) -> set:
    """Return the cells (1-based tuples) the seat to act may move to."""
    return {(a["row"], a["col"]) for a in s.legal_actions() if a.kind == "move"}


def refused(match: str, **setup) -> None:
    """Assert that `setup` is refused with an InvalidSetup whose message matches `match`."""
    with pytest.raises(InvalidSetup, match=match):
        game(**setup)


# ----- protected (CH-P5, CH-DUR-2) ----------------------------------------------------------------------------

def test_CH_P5_setup_protected_covers_the_seats_turns_it_names():
    """CH-P5, CH-DUR-2: A1 is protected for 1 of its turns: its first-turn step onto a bomb does not hurt it; the
    protection ends as its second turn opens."""
    s = game(protected={"A1": 1}, bombs=[[7, 1]])
    assert piece(s, "B1", "A1")["protected"]
    s.act("move", row=7, col=1)
    assert named(s, "protected_from_bomb") and cell(s, "A1") == [7, 1]
    s.act("end")
    idle(s, 3)  # A2, B2, B1
    assert s.to_act == "A1" and [e.data["seat"] for e in named(s, "protection_ends")] == ["A1"]
    assert not piece(s, "B1", "A1")["protected"]


def test_CH_P5_setup_protected_zero_lasts_until_the_seats_first_turn():
    """CH-P5, CH-G1: B1 protected with 0 turns left is no Possession target for A2; it ends as B1's turn opens."""
    s = game(start="A2", protected={"B1": 0}, pieces={"A2": [2, 7], "B1": [1, 7]}, hands={"A2": ["possession_moon"]})
    s.act("stay")
    assert not [a for a in s.legal_actions() if a.kind == "play"]
    s.act("end")
    idle(s, 1)  # B2
    assert s.to_act == "B1" and named(s, "protection_ends")


@pytest.mark.parametrize("value, match", [({"A1": -1}, r"setup\['protected'\]\['A1'\] must be a whole number"),
                                          ({"A1": "2"}, r"setup\['protected'\]\['A1'\]"),
                                          ({"A1": True}, r"setup\['protected'\]\['A1'\]"),
                                          (["A1"], r"setup\['protected'\] must be a dict keyed by seats"),
                                          ({"C1": 1}, r"setup\['protected'\] must be a dict keyed by seats")])
def test_CH_P5_setup_protected_refuses_bad_values(value, match):
    refused(match, protected=value)


# ----- skip (CH-MOVE-4) ------------------------------------------------------------------------------------------

def test_CH_MOVE_4_setup_skip_loses_the_seats_next_turn():
    """CH-MOVE-4: A1 must skip its next turn: the game opens on A2's turn; A1 plays in round 2."""
    s = game(skip=["A1"])
    assert s.to_act == "A2" and [e.data["seat"] for e in named(s, "turn_skipped")] == ["A1"]
    idle(s, 3)
    assert s.round == 2 and s.to_act == "A1"


def test_CH_MOVE_4_CH_DUR_1_setup_skip_makes_a_joint_turn_the_lost_turn():
    """CH-MOVE-4, CH-DUR-1: B1 must skip; joining B2's combo, it loses its part of that joint turn."""
    s = game(skip=["B1"], start="B2", hands={"B2": ["mischief_moon"], "B1": ["checkup_moon"]})
    s.act("combo", combo="C5", card="mischief_moon")
    s.act("join", card="checkup_moon")
    assert named(s, "joint_turn_lost") and not piece(s, None, "B1")["skips_next"]


@pytest.mark.parametrize("value", [["Z1"], "A1", ["A1", "A1"], {"A1": True}])
def test_CH_MOVE_4_setup_skip_refuses_bad_values(value):
    refused(r"setup\['skip'\] must be a list of distinct seats", skip=value)


# ----- vanish (CH-G5, CH-DUR-1) ----------------------------------------------------------------------------------

def test_CH_G5_setup_vanish_hides_the_ghost_where_its_path_ends():
    """CH-G5, CH-DUR-1, CH-HIDE-2: A2 vanished at (5,5) and stepped to (5,6); it stays hidden for 1 of its turns:
    team B sees no cell, team A sees the path; as A2's second turn opens it reappears and its path is published."""
    s = game(start="A2", vanish={"A2": {"start": [5, 5], "path": [[5, 6]], "turns_left": 1}})
    assert cell(s, "A2") == [5, 6]
    assert piece(s, "B1", "A2")["cell"] is None and piece(s, "B1", "A2")["vanished"]
    mine = piece(s, "A1", "A2")
    assert mine["cell"] == [5, 6] and mine["vanish_start"] == [5, 5] and mine["path"] == [[5, 6]]
    s.act("move", row=6, col=6)  # A2's first turn: still hidden
    assert piece(s, "B2", "A2")["cell"] is None
    s.act("end")
    idle(s, 3)  # B2, B1, A1
    (back,) = named(s, "reappears")
    assert back.data["path"] == [[5, 6], [6, 6]] and piece(s, "B1", "A2")["cell"] == [6, 6]


def test_CH_G5_setup_vanish_without_a_path_hides_the_ghost_where_it_stands():
    """CH-G5: a vanish with no path starts where the ghost stands, for `effect_rounds` of its turns by default."""
    s = game(pieces={"B2": [4, 7]}, vanish={"B2": {}})
    assert piece(s, "A1", "B2")["cell"] is None and piece(s, "B1", "B2")["vanish_start"] == [4, 7]
    assert piece(s, None, "B2")["vanish_turns_left"] == 2


@pytest.mark.parametrize("value, match", [
    ({"A1": {}}, r"setup\['vanish'\]\['A1'\]: A1 is a patient; only a ghost"),
    ({"A2": {"start": [5, 5], "path": [[6, 6]]}}, r"setup\['vanish'\]\['A2'\]\['path'\]\[0\]: each cell must be one "),
    ({"A2": {"path": [[5, 6]]}}, r"give its 'start' too"),
    ({"A2": {"turns_left": -1}}, r"setup\['vanish'\]\['A2'\]\['turns_left'\] must be a whole number"),
    ({"A2": {"hidden": True}}, r"setup\['vanish'\]\['A2'\] must be a dict with keys from"),
    ({"A2": {"start": [9, 9]}}, r"outside the 8×8 map"),
    ({"A2": {"start": [2, 2], "path": [[1, 2], [1, 1]]}}, r"and not the gate"),
    ({"A2": {"start": [5, 5], "path": "up"}}, r"\['path'\] must be a list")])
def test_CH_G5_setup_vanish_refuses_bad_values(value, match):
    refused(match, vanish=value)


def test_CH_G5_setup_vanish_and_pieces_must_agree():
    refused(r"puts it elsewhere", pieces={"A2": [3, 3]}, vanish={"A2": {"start": [5, 5], "path": [[5, 6]]}})
    assert cell(game(pieces={"A2": [5, 6]}, vanish={"A2": {"start": [5, 5], "path": [[5, 6]]}}), "A2") == [5, 6]


# ----- follow (CH-C1, CH-C1-2, CH-DUR-1) -----------------------------------------------------------------------

def test_CH_C1_setup_follow_drags_the_patient_along_its_ghosts_next_turn():
    """CH-C1, CH-DUR-1: A1 follows A2 for 1 of A2's turns: A2's step drags A1 (through obstacle (4,5)); the
    following ends as A2's second turn opens."""
    s = game(start="A2", pieces={"A1": [4, 4], "A2": [5, 5]}, follow={"A1": {"leader": "A2", "turns_left": 1}})
    assert piece(s, "B1", "A1")["follows"] == {"leader": "A2", "turns_left": 0}  # A2's turn in progress is the one
    s.act("move", row=5, col=6)
    assert cell(s, "A1") == [4, 5]
    s.act("end")
    idle(s, 3)  # B2, B1, A1
    assert named(s, "follow_ends") and "follows" not in piece(s, "B1", "A1")


@pytest.mark.parametrize("value, match", [
    ({"A1": {"leader": "B2"}}, r"\['leader'\] must be the teammate of A1"),
    ({"A1": {"leader": "A1"}}, r"\['leader'\] must be the teammate of A1"),
    ({"A2": {"leader": "A1"}}, r"setup\['follow'\]\['A2'\]: A2 is a ghost; only a patient"),
    ({"A1": {"leader": "A2", "turns_left": 1.5}}, r"\['turns_left'\] must be a whole number"),
    ({"A1": {"ghost": "A2"}}, r"must be a dict with keys from"),
    ({"A1": "A2"}, r"must be a dict with keys from")])
def test_CH_C1_setup_follow_refuses_bad_values(value, match):
    refused(match, follow=value)


def test_CH_C1_setup_follow_needs_a_ghost_leader():
    refused(r"\['leader'\]: A2 is a patient", roles={"A2": "patient"}, follow={"A1": {"leader": "A2"}})


# ----- anchors (CH-TIME-3) -----------------------------------------------------------------------------------------

def test_CH_TIME_3_setup_anchors_keep_a_ghost_on_the_named_row_and_column():
    """CH-TIME-3: at Dawn A2 stands at (6,6) anchored at (5,5): it may step only onto row 5 or column 5."""
    dawn = {"kind": "dawn", "rounds": 2}
    s = game(start="A2", pieces={"A2": [6, 6]}, time=dawn, anchors={"A2": [5, 5]})
    assert moves(s) == {(5, 6), (6, 5)}
    assert moves(game(start="A2", pieces={"A2": [6, 6]}, time=dawn)) == {(5, 6), (7, 6), (6, 5), (6, 7)}


@pytest.mark.parametrize("setup, match", [
    ({"anchors": {"A2": [5, 5]}}, r"setup\['anchors'\] needs Dawn"),
    ({"anchors": {"A1": [5, 5]}, "time": {"kind": "dawn"}}, r"setup\['anchors'\]\['A1'\]: A1 is a patient"),
    ({"anchors": {"A2": [0, 5]}, "time": {"kind": "dawn"}}, r"setup\['anchors'\]\['A2'\] = \[0, 5\] is outside"),
    ({"anchors": [[5, 5]], "time": {"kind": "dawn"}}, r"setup\['anchors'\] must be a dict keyed by seats")])
def test_CH_TIME_3_setup_anchors_refuse_bad_values(setup, match):
    refused(match, **setup)


# ----- reversed, round, turn_in_round (CH-P1, CH-TEAM-3, CH-COMBO-1, CH-WIN-2) ------------------------------------

def test_CH_P1_setup_reversed_runs_the_cycle_backwards():
    """CH-P1: with the order reversed, B1 (last in the cycle) acts after A1."""
    s = game(reversed=True)
    assert s.view(None)["direction"] == -1
    idle(s)
    assert s.to_act == "B1"


def test_CH_TEAM_3_setup_round_and_turn_in_round_place_the_game_in_a_round():
    """CH-TEAM-3, CH-WIN-2: round 5 with two slots played: B2 to act, turn 18; after B2 and B1 round 6 opens."""
    s = game(rules={"max_rounds": 6}, start="B2", round=5, turn_in_round=2)
    v = s.view("A1")
    assert (v["round"], v["turn"], v["turn_in_round"], v["to_act"]) == (5, 18, 2, "B2")
    idle(s, 2)
    assert s.round == 6 and s.to_act == "A1"
    idle(s, 4)
    assert s.result is not None and s.result.cause == "round_limit"


def test_CH_COMBO_1_setup_turn_in_round_marks_earlier_seats_as_having_acted():
    """CH-COMBO-1: with A1's slot already played this round, A2 is not its team's first seat: no combo, no cover."""
    hands = {"A2": ["vanish_moon"], "A1": ["sprint_moon"]}
    first = game(start="A2", hands=hands)
    assert {"combo"} <= {a.kind for a in first.legal_actions()}
    later = game(start="A2", turn_in_round=1, hands=hands)
    assert not {"combo", "cover"} & {a.kind for a in later.legal_actions()}


@pytest.mark.parametrize("setup, match", [
    ({"reversed": "yes"}, r"setup\['reversed'\] must be true or false"),
    ({"round": 0}, r"setup\['round'\] must be a whole number from 1 to 60"),
    ({"round": 61}, r"setup\['round'\] must be a whole number from 1 to 60"),
    ({"turn_in_round": 4}, r"setup\['turn_in_round'\] must be a whole number from 0 to 3"),
    ({"turn_in_round": "1"}, r"setup\['turn_in_round'\]")])
def test_CH_TEAM_3_setup_turn_keys_refuse_bad_values(setup, match):
    refused(match, **setup)


# ----- temp_bombs with their planter (CH-G2, CH-DUR-3, CH-HIDE-2) ----------------------------------------------------

def test_CH_DUR_3_setup_temp_bomb_with_a_planter_is_known_to_its_team_and_goes_at_its_next_turn():
    """CH-G2, CH-DUR-3, CH-HIDE-2: B2 planted a bomb at (3,3): team B knows it and its planter, team A does not;
    it goes as B2's next turn opens."""
    s = game(temp_bombs=[{"cell": [3, 3], "planter": "B2"}, [6, 6]])
    for seat in ("B1", "B2"):
        assert s.view(seat)["bombs"] == [{"cell": [3, 3], "temporary": True, "planter": "B2"}]
    for seat in ("A1", "A2"):
        assert s.view(seat)["bombs"] == []
    idle(s, 2)  # A1, A2
    assert s.to_act == "B2" and [e.data["seat"] for e in named(s, "planted_bombs_gone")] == ["B2"]
    assert [b["cell"] for b in s.view(None)["bombs"]] == [[6, 6], [8, 8]]


@pytest.mark.parametrize("value, match", [
    ([{"cell": [3, 3], "planter": "C2"}], r"setup\['temp_bombs'\]\[0\]\['planter'\] must be a seat"),
    ([{"cell": [3, 3], "by": "B2"}], r"setup\['temp_bombs'\]\[0\] must be a dict with keys from"),
    ([[3, 6]], r"setup\['temp_bombs'\]\[0\] must be on a normal cell"),
    ([{"cell": [1, 1], "planter": "B2"}], r"setup\['temp_bombs'\]\[0\] must be on a normal cell"),
    ([[3, 3], [0, 3]], r"setup\['temp_bombs'\]\[1\] = \[0, 3\] is outside"),
    ({"cell": [3, 3]}, r"setup\['temp_bombs'\] must be a list")])
def test_CH_G2_setup_temp_bombs_refuse_bad_values(value, match):
    refused(match, temp_bombs=value)


# ----- dice and compass (CH-TEAM-3, CH-SWAP-2, CH-TIME-2) ------------------------------------------------------------

def test_CH_TEAM_3_setup_dice_decide_the_first_team():
    """CH-TEAM-3: team A rolls 1 + 1, team B 6 + 6: B acts first."""
    s = chaos.new_game(1, setup={"dice": [1, 1, 6, 6]})
    assert [(e.data["team"], e.data["total"]) for e in named(s, "roll")] == [("A", 2), ("B", 12)]
    assert s.view(None)["order"] == ["B1", "B2", "A2", "A1"]


def test_CH_SWAP_2_setup_dice_decide_the_new_ghosts_cell_then_the_seed_takes_over():
    """CH-SWAP-2: B2 steps onto patient A1: A1 becomes a ghost and re-rolls with the fixed dice 2, 2: (3,3)."""
    s = game(start="B2", pieces={"A1": [6, 6], "B2": [6, 7]}, dice=[2, 2])
    s.act("move", row=6, col=6)
    assert s.role["A1"] == "ghost" and cell(s, "A1") == [3, 3]
    assert [(e.data["row_die"], e.data["col_die"]) for e in named(s, "dice")] == [(2, 2)]
    assert s.chance["dice"] == [] and s.setup["dice"] == [2, 2]  # the save keeps the setup's list whole


def test_CH_TIME_2_setup_compass_decides_the_midnight_spins():
    """CH-TIME-2: at Midnight A1 (at (6,6)) spins; the fixed compass sends it up, then left."""
    s = game(pieces={"A1": [6, 6]}, time={"kind": "midnight", "rounds": 3}, compass=["up", "left"])
    s.act("spin")
    assert cell(s, "A1") == [5, 6]
    s.act("end")
    idle(s, 3)
    s.act("spin")
    assert cell(s, "A1") == [5, 5]


@pytest.mark.parametrize("setup, match", [
    ({"dice": [0]}, r"setup\['dice'\] must be a list of die faces 1 to 6"),
    ({"dice": [7]}, r"setup\['dice'\]"), ({"dice": 3}, r"setup\['dice'\]"), ({"dice": [True]}, r"setup\['dice'\]"),
    ({"compass": ["north"]}, r"setup\['compass'\] must be a list of directions from"),
    ({"compass": "up"}, r"setup\['compass'\]")])
def test_CH_TIME_2_setup_chance_refuses_bad_values(setup, match):
    refused(match, **setup)


# ----- saves ------------------------------------------------------------------------------------------------------

FULL = {"first": "A", "start": "A2", "gate_open": True, "bombs": [[8, 8]], "pieces": {"A1": [4, 4]},
        "roles": {"B1": "ghost", "B2": "patient"},
        "protected": {"B2": 1}, "skip": ["B1"], "vanish": {"A2": {"start": [5, 5], "path": [[5, 6]], "turns_left": 2}},
        "follow": {"A1": {"leader": "A2", "turns_left": 1}}, "time": {"kind": "dawn", "rounds": 2},
        "anchors": {"B1": [3, 3]}, "reversed": True, "round": 2, "turn_in_round": 1,
        "temp_bombs": [{"cell": [6, 6], "planter": "B1"}], "dice": [3, 3], "compass": ["down"]}


def test_setup_keys_survive_a_save_and_load(tmp_path):
    """Every new key is part of the save: a match saved mid-game loads into the same position and goes on alike."""
    m = Match.new("chaos", seed=4, setup=FULL)
    m.apply(m.state.legal_actions()[0])
    path = m.save(tmp_path / "scenario.json")
    back = Match.load(path)
    assert back.state.setup == FULL
    assert back.state.view(None) == m.state.view(None)
    for seat in chaos.SEATS:
        assert back.state.view(seat) == m.state.view(seat)
    assert [str(a) for a in back.state.legal_actions()] == [str(a) for a in m.state.legal_actions()]


def test_setup_full_scenario_lays_out_every_key():
    """The full scenario: A2 vanished, A1 follows it, B2 protected, B1 skips, Dawn with B1 anchored, reversed, round 2."""
    s = game(**{k: v for k, v in FULL.items() if k not in ("gate_open", "bombs")})
    v = s.view(None)
    assert (v["round"], v["turn"], v["direction"], v["to_act"]) == (2, 5, -1, "A2")
    byseat = {p["seat"]: p for p in v["pieces"]}
    assert byseat["A2"]["vanished"] and byseat["A1"]["follows"]["leader"] == "A2"
    assert byseat["B2"]["protected"] and byseat["B1"]["skips_next"]
    assert byseat["B1"]["dawn_anchor"]["cell"] == [3, 3]
