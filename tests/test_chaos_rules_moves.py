"""Scenario tests of CHAOS teams, map, movement, turn structure, patient cards, role swaps and the end.

chaos.md §1-5, §8-9 (CH-TEAM, CH-MAP-3/4, CH-MOVE, CH-CARD, CH-P1..P5, CH-SWAP, CH-WIN, CH-HIDE) as read in
docs/rules/chaos.md §11. Each scenario is laid out with `game` (team A first unless told; bombs on the right
edge, out of the way; the key at (4,7); every seat's hand named so the deck tops are known) and checks
outcomes: positions, roles, hands, whose turn it is and the result. Public cells are 1-based [row, col];
`s.pos`, `s.bombs` and `s.key` are 0-based, so `at(r, c)` converts.

The `asylum` map (8x8): gate (1,1); spawns A1 (8,1), A2 (8,2), B1 (1,8), B2 (2,8); obstacles (2,4), (3,6),
(4,2), (4,5), (5,4), (5,7), (6,3), (7,5); dice area rows 2-7 x cols 2-7.
"""
from __future__ import annotations

import pytest

from cthulhu_widgets.core.errors import IllegalAction
from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos.cards import ROLE
from cthulhu_widgets.games.chaos.decisions import CARDS, EXTRA, MOVE

FAR_BOMBS = [[3, 8], [4, 8], [5, 8], [6, 8]]  # right edge, away from every scenario's path
KEY = [4, 7]
HANDS = {
    "A1": ["sprint_moon", "checkup_eye", "protection_skull"],
    "A2": ["brainwash_moon", "vanish_eye", "mischief_skull"],
    "B1": ["sprint_eye", "checkup_skull", "amnesia_moon"],
    "B2": ["prank_moon", "possession_eye", "vanish_skull"],
}
ASYLUM = chaos.load_map("asylum")


def at(row: int, col: int) -> tuple[int, int]:
    """Return the engine's 0-based cell of a 1-based [row, col]."""
    return row - 1, col - 1


def game(seed: int = 0, rules=None, **setup) -> chaos.State:
    """Return a scenario: team A first, far bombs, the key at (4,7), and named hands for every seat.

    Seats the setup does not give a hand keep their default hand minus cards placed elsewhere.
    """
    setup.setdefault("first", "A")
    setup.setdefault("bombs", FAR_BOMBS)
    setup.setdefault("key", KEY)
    given = setup.get("hands", {})
    used = {c for cards in given.values() for c in cards}
    used |= {c for cards in setup.get("decks", {}).values() for c in cards}
    setup["hands"] = {seat: list(given[seat]) if seat in given else [c for c in HANDS[seat] if c not in used]
                      for seat in chaos.SEATS}
    return chaos.new_game(seed, rules=rules, setup=setup)


def moves(s) -> set[tuple[int, int]]:
    """Return the 1-based cells the seat to act may step to."""
    return {(a["row"], a["col"]) for a in s.legal_actions() if a.kind == "move"}


def kinds(s) -> set[str]:
    """Return the kinds of the legal actions."""
    return {a.kind for a in s.legal_actions()}


def played(s) -> set[str]:
    """Return the card ids the seat to act may play now."""
    return {a["card"] for a in s.legal_actions() if a.kind == "play"}


def names(s) -> list[str]:
    """Return the names of the last step's events."""
    return [e.name for e in s.events]


def event(s, name: str):
    """Return the last step's first event called `name`."""
    return next(e for e in s.events if e.name == name)


def pass_turn(s) -> None:
    """The seat to act stays and plays no card."""
    s.act("stay")
    s.act("end")


def free_normal(s, cell) -> bool:
    """Return whether a 0-based cell is a normal cell with no piece (a legal key cell, bomb or not: CH-MAP-6)."""
    return cell in s.map.normal_cells() and cell not in s.pos.values()


# ----- CH-TEAM: seats, teams, order, rounds ----------------------------------------------------------

def test_CH_TEAM_1_four_seats_two_teams_one_patient_and_one_ghost_each():
    """CH-TEAM-1: A1, A2, B1, B2 in teams A and B; each team starts with one patient and one ghost."""
    s = chaos.new_game(3)
    assert chaos.SEATS == ("A1", "A2", "B1", "B2")
    assert {seat: s.team(seat) for seat in chaos.SEATS} == {"A1": "A", "A2": "A", "B1": "B", "B2": "B"}
    assert s.role == {"A1": "patient", "A2": "ghost", "B1": "patient", "B2": "ghost"}
    assert {seat: s.pos[seat] for seat in chaos.SEATS} == {"A1": at(8, 1), "A2": at(8, 2), "B1": at(1, 8),
                                                           "B2": at(2, 8)}


def test_CH_TEAM_3_the_higher_dice_total_acts_first():
    """CH-TEAM-3: each team rolls two d6; the higher total is the first team, whose patient opens the game."""
    for seed in range(20):
        s = chaos.new_game(seed)
        rolls = [e.data for e in s.events if e.name == "roll"]
        last = {r["team"]: r for r in rolls[-2:]}
        assert all(len(r["dice"]) == 2 and sum(r["dice"]) == r["total"] for r in rolls)
        first = "A" if last["A"]["total"] > last["B"]["total"] else "B"
        assert s.first_team == first
        assert s.to_act == f"{first}1"


def test_CH_TEAM_3_tied_totals_are_rolled_again():
    """CH-TEAM-3: seed 41 ties 7-7, so both teams roll again; B's 8 beats A's 2 and team B goes first."""
    s = chaos.new_game(41)
    rolls = [(e.data["team"], e.data["total"]) for e in s.events if e.name == "roll"]
    assert rolls == [("A", 7), ("B", 7), ("A", 2), ("B", 8)]
    assert s.first_team == "B"
    assert s.order == ["B1", "B2", "A2", "A1"]
    assert s.to_act == "B1"


def test_CH_TEAM_3_order_first_patient_first_ghost_other_ghost_other_patient():
    """CH-TEAM-3: with team B first the turns run B1 (patient), B2 (ghost), A2 (ghost), A1 (patient), B1, ..."""
    s = game(first="B")
    seen = []
    for _ in range(5):
        seen.append(s.to_act)
        pass_turn(s)
    assert seen == ["B1", "B2", "A2", "A1", "B1"]


def test_CH_TEAM_3_a_round_is_four_turns():
    """CH-TEAM-3: s.round stays 1 for the first four turns and becomes 2 on the fifth (then 3 on the ninth)."""
    s = game()
    rounds = []
    for _ in range(9):
        rounds.append(s.round)
        pass_turn(s)
    assert rounds == [1, 1, 1, 1, 2, 2, 2, 2, 3]
    assert s.turn == 9


def test_CH_TEAM_2_seats_keep_their_teams_and_places_in_the_order_after_a_swap():
    """CH-TEAM-2: A1 (patient) meets enemy ghost B2 and becomes a ghost; it stays in team A, and the turn
    order keeps following the seats (A1, A2, B2, B1)."""
    s = game(pieces={"A1": [5, 5], "B2": [5, 6]})
    s.act("move", row=5, col=6)
    assert s.role["A1"] == "ghost" and s.role["B2"] == "patient"
    assert s.team("A1") == "A" and s.team("B2") == "B"
    teams = {p["seat"]: p["team"] for p in s.view("B1")["pieces"]}
    assert teams == {"A1": "A", "A2": "A", "B1": "B", "B2": "B"}
    s.act("end")
    seen = []
    for _ in range(4):
        seen.append(s.to_act)
        pass_turn(s)
    assert seen == ["A2", "B2", "B1", "A1"]


# ----- CH-MAP-3 bombs, CH-MAP-4 the key ---------------------------------------------------------------

def test_CH_MAP_3_four_bombs_at_random_on_normal_cells():
    """CH-MAP-3: with no bombs in the setup, 4 distinct bombs go on normal cells (never a spawn, the gate or
    an obstacle), in different places for different seeds."""
    layouts = set()
    fixed = ASYLUM.obstacles | {ASYLUM.gate} | set(ASYLUM.spawns.values())
    for seed in range(30):
        s = chaos.new_game(seed)
        assert len(s.bombs) == 4
        assert not s.bombs & fixed
        assert s.bombs <= set(ASYLUM.normal_cells())
        layouts.add(frozenset(s.bombs))
    assert len(layouts) > 20


def test_CH_MAP_3_CH_HIDE_1_bombs_are_hidden_from_every_seat():
    """CH-MAP-3, CH-HIDE-1: no seat's view lists a bomb at the start; only the designer's view shows all 4."""
    s = chaos.new_game(5)
    for seat in chaos.SEATS:
        assert s.view(seat)["bombs"] == []
    assert len(s.view(None)["bombs"]) == 4


def test_CH_MAP_4_the_key_is_placed_on_a_free_normal_cell_at_the_start_of_every_round():
    """CH-MAP-4, CH-MAP-6: while the gate is closed, each round opens with the key on a free normal cell (no piece;
    a bomb or not); over 3 rounds and 10 seeds it lands in several places."""
    cells = set()
    for seed in range(10):
        s = chaos.new_game(seed)
        assert "key_placed" in names(s) and free_normal(s, s.key)
        cells.add(s.key)
        for _ in range(3):
            for _ in range(4):
                pass_turn(s)
            assert "key_placed" in names(s)
            assert s.round == event(s, "turn").data["round"]
            assert free_normal(s, s.key)
            assert s.view("A1")["key"] == [s.key[0] + 1, s.key[1] + 1]
            cells.add(s.key)
    assert len(cells) > 10


def test_CH_MAP_4_the_key_is_placed_again_when_a_new_round_starts():
    """CH-MAP-4: a setup key stays for round 1; the last turn of round 1 ends with a new key placement."""
    s = game()
    assert s.key == at(4, 7) and "key_placed" not in names(s)
    for _ in range(3):
        pass_turn(s)
        assert s.key == at(4, 7)
    pass_turn(s)
    assert s.round == 2
    assert event(s, "key_placed").rule == "CH-MAP-4"
    assert [s.key[0] + 1, s.key[1] + 1] == event(s, "key_placed").data["cell"]


def test_CH_MAP_4_no_key_once_the_gate_is_open():
    """CH-MAP-4: after ghost A2 opens the gate on the key, the next rounds start without a key."""
    s = game(pieces={"A2": [4, 6]})
    pass_turn(s)
    s.act("move", row=4, col=7)
    assert s.gate_open and s.key is None
    s.act("end")
    for _ in range(6):
        pass_turn(s)
        assert "key_placed" not in names(s)
    assert s.round == 3 and s.key is None and s.view("B1")["key"] is None


def test_CH_MAP_4_no_key_is_placed_when_the_game_starts_with_the_gate_open():
    """CH-MAP-4: a setup with the gate already open has no key, at the start or after a round."""
    s = chaos.new_game(0, setup={"first": "A", "gate_open": True})
    assert s.key is None and "key_placed" not in names(s)
    for _ in range(4):
        pass_turn(s)
    assert s.round == 2 and s.key is None


# ----- CH-MOVE-1 one step, optional ---------------------------------------------------------------------

def test_CH_MOVE_1_one_orthogonal_step():
    """CH-MOVE-1: patient A1 at (6,6) may step to its 4 orthogonal neighbours only; a diagonal is illegal."""
    s = game(pieces={"A1": [6, 6]})
    assert moves(s) == {(5, 6), (7, 6), (6, 5), (6, 7)}
    with pytest.raises(IllegalAction):
        s.act("move", row=5, col=5)
    with pytest.raises(IllegalAction):
        s.act("move", row=4, col=6)
    s.act("move", row=6, col=7)
    assert s.pos["A1"] == at(6, 7)
    assert s.pending == CARDS


def test_CH_MOVE_1_moving_is_optional():
    """CH-MOVE-1 (must_move=False): A1 may stay; it keeps its cell and goes on to the card phase."""
    s = game(pieces={"A1": [6, 6]})
    assert "stay" in kinds(s)
    s.act("stay")
    assert s.pos["A1"] == at(6, 6)
    assert s.pending == CARDS and s.to_act == "A1"


def test_CH_MOVE_1_must_move_removes_stay_when_a_step_exists():
    """CH-MOVE-1 (must_move=True): the base move is compulsory: no stay, the same steps as before."""
    s = game(rules={"must_move": True}, pieces={"A1": [6, 6]})
    assert "stay" not in kinds(s)
    assert moves(s) == {(5, 6), (7, 6), (6, 5), (6, 7)}
    with pytest.raises(IllegalAction):
        s.act("stay")


def test_CH_MOVE_1_must_move_allows_stay_when_no_step_exists():
    """CH-MOVE-1 (must_move=True): a patient walled in by an obstacle and the closed gate has no step, so it may
    stay (CH-MAP-7 rejects cells cut off from the gate, but (1,1) reaches it once it opens)."""
    grid = [".G...B",
            "#..#.b",
            "......",
            ".#..#.",
            "...#..",
            "Aa...."]
    walled = {"format": "cthulhu-widgets/chaos-map", "version": 1, "name": "walled", "grid": grid,
              "dice_area": {"rows": [1, 6], "cols": [1, 6]}, "bombs": 1}
    s = game(rules={"must_move": True}, map=walled, bombs=[[6, 6]], key=[3, 6], pieces={"A1": [1, 1]})
    assert moves(s) == set()
    s.act("stay")
    assert s.pending == CARDS


# ----- CH-MOVE-2 obstacles and edges ------------------------------------------------------------------

def test_CH_MOVE_2_a_patient_cannot_enter_an_obstacle():
    """CH-MOVE-2: patient A1 at (3,4) cannot step up into the obstacle (2,4)."""
    s = game(pieces={"A1": [3, 4]})
    assert moves(s) == {(4, 4), (3, 3), (3, 5)}
    with pytest.raises(IllegalAction):
        s.act("move", row=2, col=4)


def test_CH_MOVE_2_no_piece_leaves_the_map():
    """CH-MOVE-2: patient A1 in corner (8,1) and ghost A2 in corner (8,8) have only their two inner steps."""
    s = game(pieces={"A2": [8, 8]})
    assert moves(s) == {(7, 1), (8, 2)}
    with pytest.raises(IllegalAction):
        s.act("move", row=9, col=1)
    pass_turn(s)
    assert s.to_act == "A2"
    assert moves(s) == {(7, 8), (8, 7)}


def test_CH_MOVE_2_a_ghost_passes_through_obstacles():
    """CH-MOVE-2: ghost A2 at (3,4) may step into the obstacle (2,4) and out of it again next turn."""
    s = game(pieces={"A2": [3, 4]})
    pass_turn(s)
    assert moves(s) == {(2, 4), (4, 4), (3, 3), (3, 5)}
    s.act("move", row=2, col=4)
    assert s.pos["A2"] == at(2, 4)
    s.act("end")
    for _ in range(3):
        pass_turn(s)
    assert s.to_act == "A2"
    assert moves(s) == {(1, 4), (3, 4), (2, 3), (2, 5)}


# ----- CH-MOVE-3 the gate, CH-WIN-1 ---------------------------------------------------------------------

def test_CH_MOVE_3_a_ghost_never_enters_the_gate():
    """CH-MOVE-3: ghost A2 beside the open gate at (1,2) may not step into it."""
    s = game(gate_open=True, pieces={"A2": [1, 2]})
    pass_turn(s)
    assert (1, 1) not in moves(s)
    with pytest.raises(IllegalAction):
        s.act("move", row=1, col=1)


def test_CH_MOVE_3_a_patient_cannot_enter_the_closed_gate():
    """CH-MOVE-3: patient A1 at (2,1) may not step into the gate while it is closed."""
    s = game(pieces={"A1": [2, 1]})
    assert not s.gate_open
    assert moves(s) == {(3, 1), (2, 2)}
    with pytest.raises(IllegalAction):
        s.act("move", row=1, col=1)


def test_CH_MOVE_3_CH_WIN_1_a_patient_entering_the_open_gate_wins_for_its_team():
    """CH-MOVE-3, CH-WIN-1: patient A1 steps from (2,1) into the open gate: team A wins at once."""
    s = game(gate_open=True, pieces={"A1": [2, 1]})
    s.act("move", row=1, col=1)
    assert s.result.outcome == "A"
    assert (s.result.cause, s.result.rule) == ("gate", "CH-WIN-1")
    assert s.legal_actions() == () and s.to_act is None
    with pytest.raises(IllegalAction):
        s.act("end")


def test_CH_MOVE_3_CH_P4_CH_WIN_1_an_extra_step_into_the_open_gate_wins():
    """CH-MOVE-3, CH-P4, CH-WIN-1: A1 steps (3,1) -> (2,1), plays Sprint, and its extra step enters the gate."""
    s = game(gate_open=True, pieces={"A1": [3, 1]})
    s.act("move", row=2, col=1)
    s.act("play", card="sprint_moon")
    s.act("end")
    s.act("move", row=1, col=1)
    assert s.result.outcome == "A" and s.result.cause == "gate"


def test_CH_WIN_1_team_B_wins_through_the_gate_too():
    """CH-WIN-1: with team B first, patient B1 at (1,2) enters the open gate: team B wins."""
    s = game(first="B", gate_open=True, pieces={"B1": [1, 2]})
    assert s.to_act == "B1"
    s.act("move", row=1, col=1)
    assert s.result.outcome == "B" and s.result.cause == "gate"


# ----- CH-MOVE-4 bombs ----------------------------------------------------------------------------------

def test_CH_MOVE_4_a_bomb_is_revealed_removed_and_the_patient_respawns():
    """CH-MOVE-4 (bomb_effect='respawn'): A1 steps from (5,1) onto the bomb at (6,1); everyone sees the bomb,
    it is gone, and A1 is back on its spawn (8,1), still in its card phase."""
    s = game(bombs=[[6, 1], [3, 8]], pieces={"A1": [5, 1]})
    s.act("move", row=6, col=1)
    bomb = event(s, "bomb")
    assert bomb.rule == "CH-MOVE-4" and bomb.data["cell"] == [6, 1] and bomb.seats is None
    assert s.bombs == {at(3, 8)}
    assert s.pos["A1"] == at(8, 1)
    assert s.pending == CARDS and s.to_act == "A1"


def test_CH_MOVE_4_a_respawn_onto_an_enemy_ghost_swaps_roles():
    """CH-MOVE-4, CH-SWAP-1: A1 is blown back to its spawn (8,1), where enemy ghost B2 stands: they swap."""
    s = game(bombs=[[6, 1]], pieces={"A1": [5, 1], "B2": [8, 1]})
    s.act("move", row=6, col=1)
    assert "respawn" in names(s) and "swap" in names(s)
    assert s.role["A1"] == "ghost" and s.role["B2"] == "patient"
    assert s.pos["B2"] == at(8, 1) and s.pos["A1"] != at(8, 1)


def test_CH_MOVE_4_a_patient_respawns_at_its_own_seats_spawn():
    """CH-MOVE-4 (§11: 'its seat's spawn'): A2, a patient by setup, hits a bomb and returns to A2's spawn
    (8,2), not to A1's (8,1)."""
    s = game(roles={"A2": "patient"}, bombs=[[5, 2]], pieces={"A2": [6, 2]})
    pass_turn(s)
    s.act("move", row=5, col=2)
    assert s.pos["A2"] == at(8, 2)
    assert event(s, "respawn").data == {"seat": "A2", "to": [8, 2]}


def test_CH_MOVE_4_skip_next_turn_option():
    """CH-MOVE-4 (bomb_effect='skip_next_turn'): A1 stays on the bomb cell and its next turn is skipped:
    round 2 opens with A2."""
    s = game(rules={"bomb_effect": "skip_next_turn"}, bombs=[[6, 1]], pieces={"A1": [5, 1]})
    s.act("move", row=6, col=1)
    assert s.pos["A1"] == at(6, 1) and not s.bombs
    s.act("end")
    for _ in range(3):
        pass_turn(s)
    assert "turn_skipped" in names(s)
    assert s.round == 2 and s.to_act == "A2"
    for _ in range(3):  # the skipped turn still counts in round 2 (§11)
        pass_turn(s)
    assert s.round == 3 and s.to_act == "A1"  # only one turn is lost


def test_CH_MOVE_4_discard_hand_option():
    """CH-MOVE-4 (bomb_effect='discard_hand'): A1 discards its whole hand and is not sent back."""
    s = game(rules={"bomb_effect": "discard_hand"}, bombs=[[6, 1]], pieces={"A1": [5, 1]})
    s.act("move", row=6, col=1)
    assert s.hand["A1"] == [] and not s.bombs
    assert sorted(s.discards["patient"]) == sorted(HANDS["A1"])
    assert s.pos["A1"] == at(6, 1)


def test_CH_MOVE_4_ghosts_are_not_hurt_by_bombs():
    """CH-MOVE-4: ghost A2 steps onto a bomb: nothing happens, and the bomb stays hidden in place."""
    s = game(bombs=[[7, 2]])
    pass_turn(s)
    s.act("move", row=7, col=2)
    assert s.pos["A2"] == at(7, 2)
    assert s.bombs == {at(7, 2)}
    assert "bomb" not in names(s)
    assert all(s.view(seat)["bombs"] == [] for seat in chaos.SEATS)


def test_CH_MOVE_4_CH_P5_a_protected_patient_is_not_hurt():
    """CH-MOVE-4, CH-P5: A1 plays Protection and Sprint, then takes its extra step onto a bomb: it stays
    there unhurt and the bomb stays (hidden from the other seats)."""
    s = game(bombs=[[7, 1]], pieces={"A1": [5, 1]},
             hands={"A1": ["protection_moon", "sprint_moon", "checkup_eye"]})
    s.act("move", row=6, col=1)
    s.act("play", card="protection_moon")
    s.act("play", card="sprint_moon")
    s.act("end")
    s.act("move", row=7, col=1)
    assert s.pos["A1"] == at(7, 1)
    assert s.bombs == {at(7, 1)}
    assert "bomb" not in names(s)
    assert s.view("B1")["bombs"] == []


# ----- CH-MOVE-5 the key --------------------------------------------------------------------------------

def test_CH_MOVE_5_any_piece_entering_the_key_opens_the_gate():
    """CH-MOVE-5 (key_opens='any'): ghost A2 steps onto the key: the gate opens and the key leaves the map."""
    s = game(pieces={"A2": [4, 6]})
    pass_turn(s)
    s.act("move", row=4, col=7)
    assert s.gate_open and s.key is None
    assert event(s, "gate_opened").rule == "CH-MOVE-5"
    assert s.view("B1")["gate_open"] is True


def test_CH_MOVE_5_a_patient_opens_the_gate_and_can_then_win():
    """CH-MOVE-5, CH-WIN-1: patient A1 takes the key at (2,2); next round it steps to (1,2), and the round
    after into the gate: team A wins."""
    s = game(key=[2, 2], pieces={"A1": [3, 2]})
    s.act("move", row=2, col=2)
    assert s.gate_open and s.key is None
    s.act("end")
    for _ in range(3):
        pass_turn(s)
    s.act("move", row=1, col=2)
    s.act("end")
    for _ in range(3):
        pass_turn(s)
    s.act("move", row=1, col=1)
    assert s.result.outcome == "A" and s.result.cause == "gate"


def test_CH_MOVE_5_key_opens_patient_option_a_ghost_does_not_open():
    """CH-MOVE-5 (key_opens='patient'): ghost A2 on the key leaves the gate closed and the key in place;
    patient B1 stepping there later opens it."""
    s = game(rules={"key_opens": "patient"}, pieces={"A2": [4, 6], "B1": [3, 7]})
    pass_turn(s)
    s.act("move", row=4, col=7)
    assert not s.gate_open and s.key == at(4, 7)
    s.act("end")
    pass_turn(s)  # B2
    assert s.to_act == "B1"
    s.act("move", row=4, col=7)
    assert s.gate_open and s.key is None


# ----- CH-CARD-1..5 decks, draws, turn structure ----------------------------------------------------------

def test_CH_CARD_1_CH_CARD_3_start_hands_are_three_cards_of_the_seats_role():
    """CH-CARD-1, CH-CARD-3: each seat draws 3 from its role's deck; 9 cards stay in each 15-card deck."""
    for seed in range(5):
        s = chaos.new_game(seed)
        for seat in chaos.SEATS:
            assert len(s.hand[seat]) == 3
            assert {ROLE[c] for c in s.hand[seat]} == {s.role[seat]}
        assert len(s.decks["patient"]) == len(s.decks["ghost"]) == 9


def test_CH_CARD_3_end_of_turn_draws_one_card():
    """CH-CARD-3: A1 holds 3 cards; at the end of its turn it draws exactly the patient deck's top card."""
    s = game(decks={"patient": ["amnesia_eye", "sprint_skull"]})
    pass_turn(s)
    assert s.hand["A1"] == HANDS["A1"] + ["amnesia_eye"]
    assert s.decks["patient"][-1] == "sprint_skull"


def test_CH_CARD_3_a_short_hand_is_filled_up_to_three():
    """CH-CARD-3: A1 holds 1 card; it draws 1, still has fewer than 3, and draws up to 3."""
    s = game(hands={"A1": ["checkup_moon"]}, decks={"patient": ["amnesia_eye", "sprint_skull", "protection_eye"]})
    pass_turn(s)
    assert s.hand["A1"] == ["checkup_moon", "amnesia_eye", "sprint_skull"]
    assert s.decks["patient"][-1] == "protection_eye"


def test_CH_CARD_3_an_emptied_hand_draws_three():
    """CH-CARD-3: A1 plays its only card (Checkup); with an empty hand it draws 1, then 2 more."""
    s = game(hands={"A1": ["checkup_moon"]}, decks={"patient": ["amnesia_eye", "sprint_skull", "protection_eye"]})
    s.act("stay")
    s.act("play", card="checkup_moon")
    for cell in ((3, 3), (3, 4), (6, 6)):
        s.act("pick", row=cell[0], col=cell[1])
    s.act("end")
    assert s.hand["A1"] == ["amnesia_eye", "sprint_skull", "protection_eye"]


def test_CH_CARD_3_an_empty_deck_is_refilled_from_its_discards():
    """CH-CARD-3: all 15 patient cards are in hands; A1 plays Protection, and its end-of-turn draw shuffles
    the patient discards (just that card) into a new deck and draws it back."""
    moon = [f"{f}_moon" for f in ("schizophrenia", "checkup", "amnesia", "sprint", "protection")]
    s = game(hands={"A1": moon, "B1": [c.replace("moon", "eye") for c in moon],
                    "A2": [c.replace("moon", "skull") for c in moon]})
    assert s.decks["patient"] == []
    s.act("stay")
    s.act("play", card="protection_moon")
    assert s.discards["patient"] == ["protection_moon"]
    s.act("end")
    assert "deck_reshuffled" in names(s)
    assert s.hand["A1"][-1] == "protection_moon" and len(s.hand["A1"]) == 5
    assert s.discards["patient"] == [] and s.decks["patient"] == []


def test_CH_CARD_4_only_checkup_may_be_played_before_moving():
    """CH-CARD-4: in the move decision A1 (Sprint, Checkup, Protection) may play Checkup only."""
    s = game()
    assert played(s) == {"checkup_eye"}
    with pytest.raises(IllegalAction):
        s.act("play", card="sprint_moon")
    with pytest.raises(IllegalAction):
        s.act("end")


def test_CH_CARD_4_checkup_before_moving_then_the_move():
    """CH-CARD-4: A1 plays Checkup first (3 picks), is back at its move decision, moves, then plays cards."""
    s = game(pieces={"A1": [6, 6]})
    s.act("play", card="checkup_eye")
    for cell in ((5, 5), (5, 6), (6, 5)):
        s.act("pick", row=cell[0], col=cell[1])
    assert s.pending == MOVE and s.to_act == "A1"
    s.act("move", row=6, col=7)
    assert s.pending == CARDS
    assert played(s) == {"sprint_moon", "protection_skull"}


def test_CH_CARD_4_cards_after_the_move_then_extra_steps_then_the_draw():
    """CH-CARD-4, CH-CARD-3: move, play Sprint, end the card phase, take the extra step; only then A1 draws
    and A2's turn begins."""
    s = game(pieces={"A1": [6, 6]}, decks={"patient": ["amnesia_eye"]})
    s.act("move", row=6, col=7)
    s.act("play", card="sprint_moon")
    assert s.pending == CARDS
    s.act("end")
    assert s.pending == EXTRA and s.to_act == "A1"
    assert "amnesia_eye" not in s.hand["A1"]
    s.act("move", row=7, col=7)
    assert s.pos["A1"] == at(7, 7)
    assert "amnesia_eye" in s.hand["A1"]
    assert s.to_act == "A2" and s.pending == MOVE


def test_CH_CARD_4_no_card_after_extra_movement_starts():
    """CH-CARD-4: with two Sprints A1 has two extra steps; after the first one it may only move or stop."""
    s = game(pieces={"A1": [6, 6]}, hands={"A1": ["sprint_moon", "sprint_eye", "protection_skull"]})
    s.act("stay")
    s.act("play", card="sprint_moon")
    s.act("play", card="sprint_eye")
    s.act("end")
    s.act("move", row=6, col=7)
    assert s.pending == EXTRA
    assert kinds(s) == {"move", "stop"}
    with pytest.raises(IllegalAction):
        s.act("play", card="protection_skull")
    s.act("stop")
    assert s.pos["A1"] == at(6, 7) and s.to_act == "A2"


def test_CH_CARD_5_a_card_of_the_other_role_is_not_playable_but_counts_for_time():
    """CH-CARD-5, CH-TIME-1: patient A1 holds ghost card Prank (moon) with two moon patient cards: Prank is
    not playable, but the three moons set the time."""
    s = game(hands={"A1": ["prank_moon", "sprint_moon", "checkup_moon"]})
    s.act("stay")
    assert played(s) == {"sprint_moon", "checkup_moon"}
    with pytest.raises(IllegalAction):
        s.act("play", card="prank_moon", target="B1")
    s.act("declare_time", time="dawn", cards="checkup_moon+prank_moon+sprint_moon")
    assert s.time[0] == "dawn"
    assert s.hand["A1"] == []
    assert "prank_moon" in s.discards["ghost"]


# ----- Patient cards CH-P1..P5 ------------------------------------------------------------------------------

def test_CH_P1_schizophrenia_reverses_the_order_from_the_next_turn():
    """CH-P1: A1 plays Schizophrenia; the next turn is B1's (not A2's), then B2, A2, A1; rounds still count
    four turns."""
    s = game(hands={"A1": ["schizophrenia_moon", "sprint_moon", "checkup_eye"]})
    s.act("stay")
    s.act("play", card="schizophrenia_moon")
    assert s.direction == -1 and s.to_act == "A1"
    s.act("end")
    seen = []
    for _ in range(4):
        seen.append(s.to_act)
        pass_turn(s)
    assert seen == ["B1", "B2", "A2", "A1"]
    assert s.round == 2 and s.to_act == "B1"


def test_CH_P1_a_second_schizophrenia_restores_the_order():
    """CH-P1: A1 reverses (A1 -> B1); B1 reverses again, so the cycle runs forward: B1 -> A1 -> A2."""
    s = game(hands={"A1": ["schizophrenia_moon"], "B1": ["schizophrenia_eye"]})
    s.act("stay")
    s.act("play", card="schizophrenia_moon")
    s.act("end")
    assert s.to_act == "B1"
    s.act("stay")
    s.act("play", card="schizophrenia_eye")
    s.act("end")
    assert s.direction == 1 and s.to_act == "A1"
    pass_turn(s)
    assert s.to_act == "A2"


def test_CH_P2_CH_HIDE_2_checkup_result_is_private():
    """CH-P2, CH-HIDE-2: A1 checks (3,3), (3,4), (6,6); (3,3) holds a bomb. A1 alone learns it: its checked
    cells and known bombs, its view; the other seats only see that a Checkup was played."""
    s = game(bombs=[[3, 3], [3, 8]])
    s.act("stay")
    s.act("play", card="checkup_eye")
    for cell in ((3, 3), (3, 4), (6, 6)):
        s.act("pick", row=cell[0], col=cell[1])
    assert s.checked["A1"] == {at(3, 3): True, at(3, 4): False, at(6, 6): False}
    assert s.known["A1"] == {at(3, 3)}
    assert [b["cell"] for b in s.view("A1")["bombs"]] == [[3, 3]]
    assert {c["bomb"] for c in s.view("A1")["checked"]} == {True, False}
    private = event(s, "checkup")
    assert private.seats == ("A1",) and private.data["bombs"] == [[3, 3]]
    assert event(s, "checkup_public").seats == ("A2", "B1", "B2", "public")   # spectators too (room review 14)
    for seat in ("A2", "B1", "B2"):
        assert s.checked[seat] == {} and not s.known[seat]
        assert s.view(seat)["bombs"] == [] and s.view(seat)["checked"] == []
    assert s.pending == CARDS


def test_CH_P2_checkup_picks_three_distinct_cells_not_obstacles_or_the_gate():
    """CH-P2: the obstacle (2,4) and the gate (1,1) cannot be picked, nor the same cell twice."""
    s = game()
    s.act("play", card="checkup_eye")
    with pytest.raises(IllegalAction):
        s.act("pick", row=2, col=4)
    with pytest.raises(IllegalAction):
        s.act("pick", row=1, col=1)
    s.act("pick", row=3, col=3)
    with pytest.raises(IllegalAction):
        s.act("pick", row=3, col=3)


def test_CH_P3_amnesia_takes_a_card_from_an_enemy_patient():
    """CH-P3: A1's Amnesia on B1 (one card, Sprint eye) moves that card to A1; A1 and B1 see which card,
    A2 and B2 only that one was taken."""
    s = game(hands={"A1": ["amnesia_moon"], "B1": ["sprint_eye"]})
    s.act("stay")
    s.act("play", card="amnesia_moon", target="B1")
    assert s.hand["A1"] == ["sprint_eye"] and s.hand["B1"] == []
    takes = event(s, "takes")
    assert takes.seats == ("A1", "B1") and takes.data["card"] == "sprint_eye"
    hidden = event(s, "takes_hidden")
    assert hidden.seats == ("A2", "B2", "public") and "card" not in hidden.data
    assert s.view("B1")["known_cards"] == {"A1": ["sprint_eye"]}  # the victim knows where its card went
    assert s.view("B2")["hands"]["A1"] == {"count": 1, "cards": None}


def test_CH_P3_amnesia_targets_only_enemy_patients_holding_cards():
    """CH-P3: A1's Amnesia may target B1 but not ghost B2 nor its teammate; against an empty-handed B1 it
    has no target at all."""
    s = game(hands={"A1": ["amnesia_moon"]})
    s.act("stay")
    assert {a["target"] for a in s.legal_actions() if a.kind == "play"} == {"B1"}
    with pytest.raises(IllegalAction):
        s.act("play", card="amnesia_moon", target="B2")
    empty = game(hands={"A1": ["amnesia_moon"], "B1": []})
    empty.act("stay")
    assert played(empty) == set()


def test_CH_P4_sprint_gives_one_extra_step_after_the_card_phase():
    """CH-P4: A1 moves (6,6) -> (6,7) and plays Sprint; after the card phase it has one extra step (not into
    the obstacle (5,7)) and takes it to (7,7); then its turn is over."""
    s = game(pieces={"A1": [6, 6]})
    s.act("move", row=6, col=7)
    s.act("play", card="sprint_moon")
    assert event(s, "extra_step").data["extra"] == 1
    s.act("end")
    assert moves(s) == {(7, 7), (6, 8), (6, 6)}
    s.act("move", row=7, col=7)
    assert s.pos["A1"] == at(7, 7)
    assert s.to_act == "A2"


def test_CH_P5_protection_makes_the_patient_no_possession_target():
    """CH-P5 (protection_blocks_forced_moves=True): A1 plays Protection; enemy ghost B2 beside it has no
    Possession target. With the option off, A1 is a target."""
    for blocks, targets in ((True, set()), (False, {"A1"})):
        s = game(rules={"protection_blocks_forced_moves": blocks}, pieces={"A1": [5, 5], "B2": [5, 6]},
                 hands={"A1": ["protection_moon"], "B2": ["possession_eye"]})
        s.act("stay")
        s.act("play", card="protection_moon")
        assert set(s.protected) == {"A1"}
        s.act("end")
        pass_turn(s)
        assert s.to_act == "B2"
        s.act("stay")
        assert {a["target"] for a in s.legal_actions() if a.kind == "play"} == targets


def test_CH_P5_protection_ends_at_the_start_of_the_seats_next_turn():
    """CH-P5: A1's protection lasts through the other three turns and ends as A1's next turn begins."""
    s = game(hands={"A1": ["protection_moon"]})
    s.act("stay")
    s.act("play", card="protection_moon")
    s.act("end")
    for _ in range(2):
        pass_turn(s)
        assert set(s.protected) == {"A1"}
    pass_turn(s)
    assert s.to_act == "A1" and set(s.protected) == set()
    assert event(s, "protection_ends").data["seat"] == "A1"


# ----- CH-SWAP role swaps --------------------------------------------------------------------------------

def test_CH_SWAP_1_2_3_a_patient_stepping_onto_an_enemy_ghost_swaps_roles():
    """CH-SWAP-1..3: A1 (patient) steps onto B2 (ghost) at (5,6). A1 becomes a ghost and re-rolls into a free
    cell of the dice area (dice events); B2 becomes the patient on (5,6); both redraw 3 of their new role."""
    s = game(pieces={"A1": [5, 5], "B2": [5, 6]})
    s.act("move", row=5, col=6)
    assert s.role["A1"] == "ghost" and s.role["B2"] == "patient"
    assert s.pos["B2"] == at(5, 6)
    dice = [e.data for e in s.events if e.name == "dice"]
    assert dice and dice[-1]["ok"] and all(1 <= d["row_die"] <= 6 and 1 <= d["col_die"] <= 6 for d in dice)
    r, c = s.pos["A1"]
    assert 1 <= r <= 6 and 1 <= c <= 6  # rows 2-7 x cols 2-7
    assert s.pos["A1"] not in ASYLUM.obstacles and s.pos["A1"] not in {p for x, p in s.pos.items() if x != "A1"}
    assert (r + 1, c + 1) == (ASYLUM.dice_rows[dice[-1]["row_die"] - 1] + 1,
                              ASYLUM.dice_cols[dice[-1]["col_die"] - 1] + 1)
    assert len(s.hand["A1"]) == 3 and {ROLE[x] for x in s.hand["A1"]} == {"ghost"}
    assert len(s.hand["B2"]) == 3 and {ROLE[x] for x in s.hand["B2"]} == {"patient"}
    assert set(HANDS["A1"]) <= set(s.discards["patient"])
    assert set(HANDS["B2"]) <= set(s.discards["ghost"])


def test_CH_SWAP_1_a_ghost_stepping_onto_an_enemy_patient_swaps_roles():
    """CH-SWAP-1/2: ghost A2 steps onto patient B1 at (6,7): A2 becomes the patient there, B1 the ghost,
    re-rolled away from (6,7)."""
    s = game(pieces={"A2": [6, 6], "B1": [6, 7]})
    pass_turn(s)
    s.act("move", row=6, col=7)
    assert s.role["A2"] == "patient" and s.role["B1"] == "ghost"
    assert s.pos["A2"] == at(6, 7) and s.pos["B1"] != at(6, 7)
    assert "dice" in names(s)


def test_CH_SWAP_2_the_new_ghost_never_lands_on_an_occupied_cell_obstacle_or_gate():
    """CH-SWAP-2: over 40 seeds the re-rolled ghost always lands on a free, open cell of the dice area."""
    dice_area = {(r, c) for r in ASYLUM.dice_rows for c in ASYLUM.dice_cols}
    for seed in range(40):
        s = game(seed, pieces={"A1": [5, 5], "B2": [5, 6], "A2": [4, 4], "B1": [6, 6]})
        s.act("move", row=5, col=6)
        cell = s.pos["A1"]
        assert cell in dice_area and cell not in ASYLUM.obstacles and cell != ASYLUM.gate
        assert cell not in (s.pos["A2"], s.pos["B1"], s.pos["B2"])


def test_CH_SWAP_3_keep_option_keeps_the_hands():
    """CH-SWAP-3 (swap_hands='keep'): after the swap both seats hold the same cards as before."""
    s = game(rules={"swap_hands": "keep"}, pieces={"A1": [5, 5], "B2": [5, 6]})
    s.act("move", row=5, col=6)
    assert s.role["A1"] == "ghost"
    assert s.hand["A1"] == HANDS["A1"] and s.hand["B2"] == HANDS["B2"]
    assert "hands_redrawn" not in names(s)


def test_CH_CARD_1_CH_CARD_5_a_swapped_seat_draws_from_its_new_role_deck():
    """CH-CARD-1, CH-CARD-5 (swap_hands='keep'): A1 becomes a ghost; its kept patient cards are no longer
    playable, and its end-of-turn draw is the ghost deck's top card."""
    s = game(rules={"swap_hands": "keep"}, pieces={"A1": [5, 5], "B2": [5, 6]},
             decks={"ghost": ["mischief_moon"], "patient": ["amnesia_eye"]})
    s.act("move", row=5, col=6)
    assert played(s) == set()
    s.act("end")
    assert s.hand["A1"] == HANDS["A1"] + ["mischief_moon"]
    assert s.decks["patient"][-1] == "amnesia_eye"


def test_CH_SWAP_1_pieces_of_the_same_team_never_swap():
    """CH-SWAP-1: patient A1 steps onto its own ghost A2, then A2 steps back onto A1: no swap."""
    s = game(pieces={"A1": [6, 6], "A2": [6, 7]})
    s.act("move", row=6, col=7)
    assert s.role["A1"] == "patient" and s.pos["A1"] == s.pos["A2"] == at(6, 7)
    assert "swap" not in names(s)
    s.act("end")
    s.act("move", row=6, col=6)
    s.act("end")
    s.act("stay")
    assert s.role == {"A1": "patient", "A2": "ghost", "B1": "patient", "B2": "ghost"}


def test_CH_SWAP_4_the_former_ghost_can_win_for_its_team():
    """CH-SWAP-4, CH-WIN-1: A1 meets enemy ghost B2 at (1,2) beside the open gate; team B now has two
    patients, and B2, the new one, walks into the gate: team B wins."""
    s = game(gate_open=True, pieces={"A1": [1, 3], "B2": [1, 2]})
    s.act("move", row=1, col=2)
    assert [x for x in chaos.SEATS if s.team(x) == "B" and s.role[x] == "patient"] == ["B1", "B2"]
    s.act("end")
    pass_turn(s)
    assert s.to_act == "B2"
    s.act("move", row=1, col=1)
    assert s.result.outcome == "B" and s.result.cause == "gate"


def test_CH_SWAP_4_either_patient_of_a_two_patient_team_can_win():
    """CH-SWAP-4: team A has two patients (A2 too); the other patient A2, not A1, enters the gate: A wins."""
    s = game(gate_open=True, roles={"A2": "patient"}, pieces={"A2": [2, 1]})
    pass_turn(s)
    assert s.to_act == "A2"
    s.act("move", row=1, col=1)
    assert s.result.outcome == "A"


# ----- CH-WIN-2 round limit ----------------------------------------------------------------------------------

@pytest.mark.parametrize("limit", [1, 2])
def test_CH_WIN_2_the_round_limit_is_a_draw(limit):
    """CH-WIN-2 (max_rounds=1 or 2): when the last round's fourth turn ends the game is a draw."""
    s = game(rules={"max_rounds": limit})
    for _ in range(4 * limit - 1):
        pass_turn(s)
        assert s.result is None
    pass_turn(s)
    assert s.result.outcome == "draw"
    assert (s.result.cause, s.result.rule, s.result.rounds) == ("round_limit", "CH-WIN-2", limit)
    assert s.legal_actions() == ()


# ----- CH-HIDE-1 hands --------------------------------------------------------------------------------------

def test_CH_HIDE_1_a_seat_sees_its_own_cards_and_only_the_sizes_of_other_hands():
    """CH-HIDE-1: A1's view lists its 3 cards; for the other seats only the counts (B1 holds 2)."""
    s = game(hands={"B1": ["sprint_eye", "checkup_skull"]})
    hands = s.view("A1")["hands"]
    assert [c["id"] for c in hands["A1"]["cards"]] == HANDS["A1"]
    assert {seat: (h["count"], h["cards"]) for seat, h in hands.items() if seat != "A1"} == {
        "A2": (3, None), "B1": (2, None), "B2": (3, None)}
    assert [c["id"] for c in s.view("B1")["hands"]["B1"]["cards"]] == ["sprint_eye", "checkup_skull"]


# ----- §10 reading: a hurting step ends the seat's movement for the turn -----------------------------------------

def test_CH_MOVE_4_CH_P4_a_hurting_extra_step_ends_the_movement():
    """CH-MOVE-4, CH-P4 (§11 Movement): with two Sprints, A1's first extra step hits a bomb: it respawns and
    its turn ends there; the second extra step is lost."""
    s = game(bombs=[[6, 7]], pieces={"A1": [6, 5]}, hands={"A1": ["sprint_moon", "sprint_eye"]})
    s.act("move", row=6, col=6)
    s.act("play", card="sprint_moon")
    s.act("play", card="sprint_eye")
    s.act("end")
    s.act("move", row=6, col=7)
    assert s.pos["A1"] == at(8, 1)
    assert s.to_act == "A2"


def test_CH_SWAP_1_CH_P4_a_swapping_extra_step_ends_the_movement():
    """CH-SWAP-1, CH-P4 (§11 Movement): with two Sprints, A1's first extra step meets enemy ghost B2: they
    swap and A1's turn ends there; the second extra step is lost."""
    s = game(pieces={"A1": [6, 5], "B2": [6, 7]}, hands={"A1": ["sprint_moon", "sprint_eye"]})
    s.act("move", row=6, col=6)
    s.act("play", card="sprint_moon")
    s.act("play", card="sprint_eye")
    s.act("end")
    s.act("move", row=6, col=7)
    assert s.role["A1"] == "ghost" and s.role["B2"] == "patient"
    assert s.to_act == "A2"


def test_CH_MOVE_4_CH_P4_a_hurting_base_move_ends_the_movement_for_the_turn():
    """CH-MOVE-4, CH-P4 (§11 Movement: 'a step that hurts the patient or swaps its role ends the seat's
    movement for the turn'): A1's base move hits a bomb and it respawns; a Sprint played afterwards gives
    no extra step, so ending the card phase ends the turn."""
    s = game(bombs=[[6, 1]], pieces={"A1": [5, 1]}, hands={"A1": ["sprint_moon", "checkup_eye"]})
    s.act("move", row=6, col=1)
    assert s.pos["A1"] == at(8, 1)
    if "sprint_moon" in played(s):
        s.act("play", card="sprint_moon")
    s.act("end")
    assert s.to_act == "A2"
    assert s.pos["A1"] == at(8, 1)


def test_CH_SWAP_1_CH_P4_a_swapping_base_move_ends_the_movement_for_the_turn():
    """CH-SWAP-1, CH-P4 (§11 Movement), swap_hands='keep': ghost A2 steps onto enemy patient B1 and becomes
    a patient holding a Sprint; its movement for the turn is over, so the Sprint gives no extra step."""
    s = game(rules={"swap_hands": "keep"}, pieces={"A2": [5, 5], "B1": [5, 6]},
             hands={"A2": ["sprint_moon", "checkup_eye", "vanish_eye"]})
    pass_turn(s)
    s.act("move", row=5, col=6)
    assert s.role["A2"] == "patient" and s.pos["A2"] == at(5, 6)
    if "sprint_moon" in played(s):
        s.act("play", card="sprint_moon")
    s.act("end")
    assert s.to_act == "B2"
    assert s.pos["A2"] == at(5, 6)
