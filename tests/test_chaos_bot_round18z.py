"""CHAOS bot after newcomer review 17 (round Z, fixer Z3): the play-mode bot takes an escape in reach and blocks the
enemy's (the phone reviewer won 4 of 4; a bot patient two steps from the open gate walked away from it)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.games import chaos


def new(setup, seed=7):
    base = {"first": "B", "bombs": [], "gate_open": True, "key": None}
    base.update(setup)
    return chaos.new_game(seed=seed, setup=base)


def choices(setup, seeds=range(8)):
    """Return the heuristic's first choice in the position for several bot seeds (ties are broken by the seed)."""
    return [make_bot("heuristic", "chaos", seed=i).choose(new(setup)) for i in seeds]


# B1 (team B's patient, first to act) one step from the open gate [1, 1], holding a combo with its ghost B2.
NEXT_TO_GATE = {"start": "B1", "pieces": {"B1": [1, 2], "B2": [5, 6], "A1": [8, 1], "A2": [6, 6]},
                "hands": {"B1": ["protection_moon", "amnesia_moon", "checkup_moon"],
                          "B2": ["possession_moon", "brainwash_moon", "mischief_moon"]}}


def test_a_patient_next_to_the_open_gate_walks_in_rather_than_start_a_combo():
    """CH-WIN-1: the move into the open gate wins now; a combo (CH-C3, CH-C2), a cover or a Checkup first gives
    the enemy a reaction and a turn (before: combo C3 or C2 was chosen in 18 of 74 such positions)."""
    for action in choices(NEXT_TO_GATE):
        assert (action.kind, action.get("row"), action.get("col")) == ("move", 1, 1), action


def test_a_patient_two_steps_from_the_open_gate_steps_towards_it():
    """Two steps from the gate the patient moves first (no combo to react to): then it is one step away."""
    setup = {**NEXT_TO_GATE, "pieces": {**NEXT_TO_GATE["pieces"], "B1": [1, 3]}}
    for action in choices(setup):
        assert (action.kind, action.get("row"), action.get("col")) == ("move", 1, 2), action


# A1 (enemy patient) two steps from the open gate along row 1; B2 (our ghost) at [2, 2] can stand on [1, 2], the
# one cell of A1's shortest way in (a patient entering a ghost's cell swaps roles, CH-SWAP-1).
BLOCK = {"first": "B", "start": "B2", "turn_in_round": 1,
         "pieces": {"A1": [1, 3], "A2": [6, 6], "B2": [2, 2], "B1": [8, 8]},
         "hands": {"B2": ["brainwash_eye", "mischief_skull", "prank_moon"]}}


def test_a_ghost_stands_on_the_enemy_patients_way_to_the_open_gate():
    """[1, 2] and [2, 3] are both one step from A1; only [1, 2] is on its way in."""
    for action in choices(BLOCK):
        assert (action.kind, action.get("row"), action.get("col")) == ("move", 1, 2), action


# A1 one step from the open gate: no cell between; B2 holds Possession (CH-G1) and could instead step onto the
# other enemy patient A2 (a swap that makes B2 a patient and its Possession unplayable, CH-CARD-5).
POSSESS = {"first": "B", "start": "B2", "turn_in_round": 1, "roles": {"A2": "patient"},
           "pieces": {"A1": [1, 2], "A2": [3, 3], "B2": [2, 3], "B1": [8, 8]},
           "hands": {"B2": ["possession_eye", "mischief_skull", "prank_moon"]}}


def play_turn(setup, seed):
    """Play B2's turn with the heuristic; return the state when another seat is to act."""
    state, bot = new(setup), make_bot("heuristic", "chaos", seed=seed)
    while state.to_act == "B2":
        state.apply(bot.choose(state))
    return state


@pytest.mark.parametrize("seed", range(4))
def test_a_ghost_possesses_the_enemy_patient_next_to_the_gate(seed):
    """The ghost keeps its role to push A1 away from the gate with Possession (before: it stepped onto A2 and
    A1 walked out next turn): after B2's turn no enemy patient is next to the gate (a push onto B2's cell swaps
    A1 into a ghost, which blocks too)."""
    state = play_turn(POSSESS, seed)
    gate = state.map.gate
    near = [s for s in ("A1", "A2") if state.role[s] == "patient"
            and abs(state.pos[s][0] - gate[0]) + abs(state.pos[s][1] - gate[1]) <= 1]
    assert near == []
    assert state.result is None


# Newcomer review 18 (CHAOS en desk): the partner bot chose a combo push ('down') that moved the enemy ghost onto the
# reader, the team's only patient; the meeting swapped their roles (CH-SWAP-5) and team A had no patient left.
# Here 'down' pushes B2 (ghost, c2) three cells onto A1 (patient, c5) and B1 (patient) away from the gate: the
# best push but for the meeting.
PUSH_ONTO_MATE = {"first": "A", "start": "A2", "turn_in_round": 1,
                  "pieces": {"A1": [5, 3], "A2": [8, 8], "B2": [2, 3], "B1": [4, 6]}}


def test_a_combo_push_never_moves_an_enemy_ghost_onto_the_teams_own_patient():
    """CH-C3 with CH-SWAP-5: of the four directions the bot never takes the one whose pushed ghost meets its
    patient while another exists (before: 'down' scored highest, 1013 against 1010)."""
    from cthulhu_widgets.bots.chaos_heuristic import _Board, board_view

    state = new(PUSH_ONTO_MATE)
    board = _Board(board_view(state, "A2"), "A2")
    scores = {d: board.score_push(d) for d in ("up", "down", "left", "right")}
    assert max(scores, key=scores.get) != "down", scores
    assert scores["down"] < min(v for d, v in scores.items() if d != "down"), scores
