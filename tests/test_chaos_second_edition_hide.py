"""CHAOS second edition: hidden information in the flow and in public events (CH-HIDE-3/4), meetings after every
relocation (CH-SWAP-5), the key's placement (CH-MAP-6), maps and positions without a legal action (CH-MAP-7),
and determinized copies (their legal actions are their own).

Scenarios are laid out on the asylum map like tests/test_chaos_rules_cards.py (`game`: team A acts first, so the
order is A1, A2, B2, B1; the gate is open unless told; one permanent bomb at (8, 8)). Cells are 1-based
[row, col]; `cell` reads a piece's cell. Asylum obstacles: (2,4) (4,2) (3,6) (6,3) (4,5) (5,4) (5,7) (7,5);
spawns A1 (8,1), A2 (8,2), B1 (1,8), B2 (2,8); dice area rows 2-7 x cols 2-7.
"""
from __future__ import annotations

import random

import pytest

from cthulhu_widgets.core.actions import Action
from cthulhu_widgets.core.errors import IllegalAction
from chaos_support import SEATS, cell, game, idle

from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos.maps import InvalidMap, map_from_dict
from cthulhu_widgets.games.chaos.decisions import COMBO_MOVE, React

ASYLUM = chaos.load_map("asylum")


def seen_by(s, seat: str) -> list[str]:
    """Return the texts of the last step's events `seat` may see."""
    return [e.text for e in s.events if e.visible_to(seat)]


def pass_reactions(s) -> None:
    """Answer every pending reaction prompt with 'pass'."""
    while s.pending and s.pending.kind == "react":
        s.act("pass")


def meetings(s) -> list[tuple[str, str]]:
    """Return the enemy patient–ghost pairs standing on one cell that should have swapped (CH-SWAP-1/5)."""
    out = []
    for p in SEATS:
        for g in s.enemies(p):
            if s.role[p] == "patient" and s.role[g] == "ghost" and s.pos[p] == s.pos[g]:
                if s.rules.vanished_can_meet or g not in s.vanish:
                    out.append((p, g))
    return out


# ----- CH-HIDE-3: a prompt's presence tells nothing --------------------------------------------------------

def c3_started(b_hands: dict):
    """Return a game where A1 led C3 (Protection of Moon) and A2 joined (Possession of Moon)."""
    s = game(hands={"A1": ["protection_moon"], "A2": ["possession_moon"], **b_hands})
    s.act("combo", combo="C3", card="protection_moon")
    s.act("join", card="possession_moon")
    return s


def test_CH_HIDE_3_the_enemy_ghost_is_asked_to_react_even_without_a_prank():
    """CH-HIDE-3, CH-C4: B2 holds no Prank, yet A's combo asks B2 to react; its only answer is 'pass'."""
    s = c3_started({"B1": ["schizophrenia_moon"], "B2": ["vanish_skull"]})
    assert s.to_act == "B2" and s.pending == React("ghost")
    assert s.legal_actions() == (Action("pass"),)
    s.act("pass")
    assert s.to_act == "A1" and s.pending == COMBO_MOVE
    assert [e.data for e in s.events if e.name == "no_reaction"] == [{"seat": "B2"}]


def test_CH_HIDE_3_the_second_reacting_seat_is_asked_even_without_a_schizophrenia():
    """CH-HIDE-3, CH-C4: B2 reacts with Prank; B1 holds no Schizophrenia but is asked all the same."""
    s = c3_started({"B2": ["prank_moon"], "B1": ["sprint_eye"]})
    s.act("react", card="prank_moon")
    assert s.to_act == "B1" and s.pending == React("patient")
    assert s.legal_actions() == (Action("pass"),)
    s.act("pass")
    assert s.hand["B2"] == ["prank_moon"] and s.pending == COMBO_MOVE


def test_CH_HIDE_3_the_team_sees_the_same_flow_whether_the_enemy_holds_a_prank_or_not():
    """CH-HIDE-3: B2 passes holding a Prank, or holding none: team A sees the same prompts and the same events."""
    flows = []
    for b2 in (["prank_skull"], ["vanish_skull"]):
        s = c3_started({"B2": b2, "B1": ["schizophrenia_skull"]})
        flow = [(s.to_act, s.view("A1")["prompt"], seen_by(s, "A1"))]
        for kind in ("pass", "stay", "stay"):
            s.act(kind)
            flow.append((s.to_act, s.view("A1")["prompt"], seen_by(s, "A1")))
        flows.append(flow)
    assert flows[0] == flows[1]


def test_CH_HIDE_3_the_teammate_is_asked_to_join_even_without_the_matching_card():
    """CH-HIDE-3, CH-COMBO-1: A2 holds no Vanish, yet A1's C1 asks it to join; its only answer is 'decline'
    (a guard: the join prompt never depended on the hand)."""
    s = game(hands={"A1": ["sprint_moon"], "A2": ["prank_eye"]})
    s.act("combo", combo="C1", card="sprint_moon")
    assert s.to_act == "A2" and s.legal_actions() == (Action("decline"),)


# ----- CH-HIDE-4: public events carry only what the table sees -------------------------------------------

def vanished_a2(seed: int, a2_cell):
    """Return a game where ghost A2 vanished at `a2_cell` and ghost B2 then steps onto patient A1 at (6,6),
    so A1 becomes a ghost and re-rolls while A2 is hidden from team B."""
    s = game(seed, start="A2", pieces={"A2": a2_cell, "A1": [6, 6], "B2": [6, 7]}, hands={"A2": ["vanish_moon"]})
    s.act("stay")
    s.act("play", card="vanish_moon")
    s.act("end")
    s.act("move", row=6, col=6)
    return s


def test_CH_HIDE_4_a_reroll_hides_the_rolls_that_failed_on_a_vanished_ghost():
    """CH-HIDE-4, CH-SWAP-2: A1's re-roll hits vanished A2's cell (4,4) and fails; team B sees no failed roll on
    that (to it, empty) cell, only the final cell; A2 and A1, who see A2, may see the failed roll."""
    hidden = ASYLUM.dice_rows.index(3), ASYLUM.dice_cols.index(3)
    for seed in range(400):
        s = vanished_a2(seed, [4, 4])
        rolls = [e for e in s.events if e.name == "dice"]
        if any((e.data["row_die"] - 1, e.data["col_die"] - 1) == hidden for e in rolls):
            break
    else:
        pytest.fail("no seed rolled the vanished ghost's cell")
    assert s.role["A1"] == "ghost" and s.pos["A1"] != (3, 3)
    for seat in ("B1", "B2"):
        shown = [e for e in s.events if e.visible_to(seat) and e.name == "dice"]
        assert all((e.data["row_die"] - 1, e.data["col_die"] - 1) != hidden for e in shown)
        assert all(e.data["ok"] or publicly_taken(s, seat, e.data) for e in shown)
        (landed,) = [e for e in s.events if e.visible_to(seat) and e.name == "rerolled"]
        assert landed.data == {"seat": "A1", "cell": cell(s, "A1")}
    assert any((e.data["row_die"] - 1, e.data["col_die"] - 1) == hidden for e in s.events
               if e.name == "dice" and e.visible_to("A2"))


def publicly_taken(s, seat: str, roll: dict) -> bool:
    """Return whether `seat` sees why a roll failed: an obstacle, the gate or a piece it sees."""
    rolled = ASYLUM.dice_cell(roll["row_die"], roll["col_die"])
    seen = {s.pos[x] for x in SEATS if x != roll["seat"] and s.sees_piece(seat, x)}
    return rolled in ASYLUM.obstacles or rolled == ASYLUM.gate or rolled in seen


def vanished_b2_pushed(b2_cell):
    """Return a game where B2 vanished at `b2_cell` and, next round, team A's full C3 pushes team B right."""
    s = game(start="B2", pieces={"B2": b2_cell, "B1": [1, 8]},
             hands={"B2": ["vanish_moon"], "A1": ["protection_moon"], "A2": ["possession_moon"]})
    s.act("stay")
    s.act("play", card="vanish_moon")
    s.act("end")
    idle(s)  # B1: the round ends
    s.act("combo", combo="C3", card="protection_moon")
    s.act("join", card="possession_moon")
    pass_reactions(s)
    s.act("stay")
    s.act("stay")
    s.act("push", dir="right")
    return s


def test_CH_HIDE_4_a_push_of_a_vanished_ghost_is_not_measured_in_public():
    """CH-HIDE-4, CH-C3: pushed right, vanished B2 moves 3 cells from (5,3) or 1 cell from (5,7): team A sees the
    same events in both cases; team B (which sees B2) sees where it went."""
    far, near = vanished_b2_pushed([5, 3]), vanished_b2_pushed([5, 7])
    assert cell(far, "B2") == [5, 6] and cell(near, "B2") == [5, 8]
    for seat in ("A1", "A2"):
        assert seen_by(far, seat) == seen_by(near, seat)
    assert far.vanish["B2"][2] == [(4, 3), (4, 4), (4, 5)]
    assert any("(5,6)" in text for text in seen_by(far, "B1"))


def test_CH_HIDE_4_a_declined_combo_card_is_known_to_every_seat():
    """CH-HIDE-4, CH-COMBO-1: A1 shows Sprint of Moon for C1, A2 declines: every seat knows A1 holds it, and a
    determinized copy for B1 keeps it in A1's hand."""
    s = game(hands={"A1": ["sprint_moon", "checkup_eye"], "A2": ["prank_eye"], "B1": ["amnesia_skull"]})
    s.act("combo", combo="C1", card="sprint_moon")
    s.act("decline")
    assert s.hand["A1"] == ["checkup_eye", "sprint_moon"]
    for seat in SEATS:
        assert s.card_seen[seat].get("sprint_moon") == "A1"
    assert s.view("B1")["known_cards"] == {"A1": ["sprint_moon"]}
    for i in range(10):
        assert "sprint_moon" in s.determinize("B1", random.Random(i)).hand["A1"]


def test_CH_HIDE_4_a_prank_shown_in_a_reaction_and_returned_is_known_to_every_seat():
    """CH-HIDE-4, CH-C4: B2 reacts with Prank of Moon, B1 passes: the Prank goes back to B2, known to all."""
    s = c3_started({"B2": ["prank_moon", "vanish_eye"], "B1": ["sprint_eye"]})
    s.act("react", card="prank_moon")
    s.act("pass")
    for seat in SEATS:
        assert s.card_seen[seat].get("prank_moon") == "B2"
    (back,) = [e for e in s.events if e.name == "reaction_withdrawn"]  # the log says where the shown card went
    assert back.rule == "CH-C4" and back.data == {"seat": "B2", "card": "prank_moon"} and back.seats is None
    assert s.view("A1")["known_cards"] == {"B2": ["prank_moon"]}


# ----- CH-SWAP-5: meetings after every relocation ----------------------------------------------------------

def test_CH_SWAP_5_a_swap_that_leaves_a_new_patient_on_an_enemy_ghost_swaps_again():
    """CH-SWAP-5: enemy patient B1 and ghost B2 share (6,6); ghost A2 steps in and swaps with B1, so A2 is now a
    patient on ghost B2's cell: they swap too. A2 ends a ghost (re-rolled), B1 a ghost, B2 a patient on (6,6)."""
    s = game(start="A2", pieces={"A2": [6, 5], "B1": [6, 6], "B2": [6, 6]})
    s.act("move", row=6, col=6)
    assert [e.data for e in s.events if e.name == "swap"] == [{"patient": "B1", "ghost": "A2"},
                                                               {"patient": "A2", "ghost": "B2"}]
    # A2's own step made the first meeting (CH-SWAP-1); the swap's own relocation made the second (CH-SWAP-5)
    assert [e.rule for e in s.events if e.name == "swap"] == ["CH-SWAP-1", "CH-SWAP-5"]
    assert (s.role["A2"], s.role["B1"], s.role["B2"]) == ("ghost", "ghost", "patient")
    assert cell(s, "B2") == [6, 6] and meetings(s) == []


def test_CH_SWAP_5_a_c2_role_swap_that_puts_a_ghost_on_an_enemy_patient_swaps_them():
    """CH-SWAP-5, CH-C2: patients A1 and B1 share (5,5); team A's weak C2 makes B1 a ghost there (and B2 a
    patient): B1 and A1 meet and swap at once (A1 becomes a ghost and re-rolls; B1 is a patient again)."""
    s = game(pieces={"A1": [5, 5], "B1": [5, 5], "B2": [3, 3]},
             hands={"A1": ["amnesia_moon"], "A2": ["brainwash_eye"]})
    s.act("combo", combo="C2", card="amnesia_moon")
    s.act("join", card="brainwash_eye")
    pass_reactions(s)
    s.act("stay")
    s.act("stay")
    assert [(e.rule, e.data) for e in s.events if e.name == "swap"] == [("CH-SWAP-5", {"patient": "A1",
                                                                                        "ghost": "B1"})]
    assert (s.role["A1"], s.role["B1"], s.role["B2"]) == ("ghost", "patient", "patient")
    assert cell(s, "B1") == [5, 5] and cell(s, "A1") != [5, 5] and meetings(s) == []


def test_CH_SWAP_5_no_unresolved_meeting_after_any_action_of_random_games():
    """CH-SWAP-5: along 60 random games (swap options varied), no enemy patient and ghost share a cell after any
    action, except a vanished ghost (vanished_can_meet=False)."""
    for seed in range(60):
        rng = random.Random(seed)
        s = chaos.new_game(seed, {"max_rounds": 8, "map": "ward" if seed % 2 else "asylum",
                                  "vanished_can_meet": seed % 3 == 0, "swap_hands": "keep" if seed % 5 else "redraw"})
        while s.result is None:
            s.apply(rng.choice(s.legal_actions()))
            assert meetings(s) == [], (seed, len(s.history))


# ----- CH-MAP-6: the key tells nothing about bombs --------------------------------------------------------

def crowded_bombs():
    """Return 40 of asylum's 51 normal cells as bomb cells (1-based), leaving a few rows free."""
    return [[r + 1, c + 1] for r, c in ASYLUM.normal_cells()][:40]


def test_CH_MAP_6_the_key_may_be_placed_on_a_bomb():
    """CH-MAP-6 (key_avoids_bombs=False, default): with bombs on 40 of the 51 normal cells, the round's key
    lands on a bomb cell for some seeds (a key never marks a cell as safe)."""
    on_bomb = 0
    for seed in range(20):
        s = chaos.new_game(seed, setup={"first": "A", "bombs": crowded_bombs()})
        assert s.key in ASYLUM.normal_cells() and s.key not in s.pos.values()
        on_bomb += s.key in s.bombs
    assert on_bomb > 5


def test_CH_MAP_6_key_avoids_bombs_option_keeps_the_old_placement():
    """CH-MAP-6 (key_avoids_bombs=True): the key never lands on a bomb."""
    for seed in range(20):
        s = chaos.new_game(seed, rules={"key_avoids_bombs": True}, setup={"first": "A", "bombs": crowded_bombs()})
        assert s.key not in s.bombs


def test_CH_MAP_6_entering_a_cell_with_key_and_bomb_resolves_the_key_first():
    """CH-MAP-6, CH-MOVE-5, CH-MOVE-4: A1 steps onto (7,1), which holds the key and a bomb: the gate opens,
    then the bomb sends A1 back to its spawn."""
    s = game(gate_open=False, key=[7, 1], bombs=[[7, 1]])
    s.act("move", row=7, col=1)
    names = [e.name for e in s.events]
    assert names.index("gate_opened") < names.index("bomb")
    assert s.gate_open and s.key is None and cell(s, "A1") == [8, 1]


# ----- CH-MAP-7: maps and positions that leave no legal action -------------------------------------------

def map_dict(grid, bombs=2) -> dict:
    """Return a custom 6×6 map in the JSON format (dice area: the whole board)."""
    return {"format": "cthulhu-widgets/chaos-map", "version": 1, "name": "custom", "grid": grid,
            "dice_area": {"rows": [1, 6], "cols": [1, 6]}, "bombs": bombs}


def test_CH_MAP_7_a_map_with_a_normal_cell_cut_off_from_the_gate_is_rejected():
    """CH-MAP-7: (1,6) is a normal cell walled in by obstacles; a ghost can stand there and become a patient
    (a swap or C2), so the map is rejected naming the cell."""
    grid = ["G...#.",
            "....B#",
            ".#...b",
            "......",
            "...#..",
            "Aa...."]
    with pytest.raises(InvalidMap, match=r"row 1, col 6.*cannot reach the gate.*CH-MAP-7"):
        map_from_dict(map_dict(grid))


def test_CH_MAP_7_a_map_with_too_few_free_cells_for_a_mischief_relocation_is_rejected():
    """CH-MAP-7: ward has 27 normal cells; with 4 pieces on them a Mischief relocating 24 bombs finds only 23."""
    ward = chaos.load_map("ward").to_dict()
    assert map_from_dict({**ward, "bombs": 23}).bombs == 23
    with pytest.raises(InvalidMap, match=r"bombs 24.*from 0 to 23.*CH-MAP-7"):
        map_from_dict({**ward, "bombs": 24})


POCKET = ["G...##",   # (1,6) is an obstacle cell walled in by (1,5) and (2,6): a patient there cannot step
          "....B#",
          ".#...b",
          "......",
          "...#..",
          "Aa...."]


def test_CH_MAP_7_no_possession_of_a_walled_in_patient():
    """CH-MAP-7, CH-G1, CH-C2: ghost B2 stands on the walled-in obstacle (1,6); team A's C2 makes it a patient
    there. Ghost A2 beside it may not possess it (no step exists), so no seat is ever left without an action."""
    s = game(map=map_dict(POCKET), bombs=[[6, 6]], pieces={"B2": [1, 6], "A2": [2, 5], "A1": [4, 4]},
             hands={"A1": ["amnesia_moon"], "A2": ["brainwash_eye", "possession_skull"]})
    s.act("combo", combo="C2", card="amnesia_moon")
    s.act("join", card="brainwash_eye")
    pass_reactions(s)
    s.act("stay")
    s.act("stay")
    assert s.role["B2"] == "patient" and cell(s, "B2") == [1, 6]
    idle(s, 3)  # B2, B1, then A1 of round 2
    assert s.to_act == "A2"
    s.act("stay")
    assert not [a for a in s.legal_actions() if a.kind == "play" and a["card"] == "possession_skull"]
    assert s.legal_actions()


def test_CH_MAP_7_no_relocation_without_room_for_every_bomb():
    """CH-MAP-7, CH-G2: a setup puts 24 bombs on ward's 27 normal cells and the 4 pieces on normal cells (B2 on
    a bomb): A2's Mischief cannot relocate 24 bombs (23 free cells remain), so only 'plant' is offered."""
    ward = chaos.load_map("ward")
    normal = [[r + 1, c + 1] for r, c in ward.normal_cells()]
    s = game(map="ward", start="A2", bombs=normal[3:], pieces=dict(zip(SEATS, normal[:4], strict=True)),
             hands={"A2": ["mischief_moon"]})
    s.act("stay")
    assert {a["mode"] for a in s.legal_actions() if a.kind == "play"} == {"plant"}


CUSTOM_MAPS = {
    "pocket": map_dict(POCKET, bombs=3),
    "tight": map_dict(["G....B", "...#.b", "......", ".#..#.", "...#..", "Aa...."], bombs=21),
    "corridor": map_dict(["G#.#.B", "...#.b", "#.#...", "..#.#.", "#...#.", "Aa..#."], bombs=4),
}


@pytest.mark.parametrize("name", ["asylum", "ward", *CUSTOM_MAPS])
def test_CH_MAP_7_every_position_of_random_games_has_a_legal_action(name):
    """CH-MAP-7: along random games (rules varied) on the shipped maps and custom ones, every state that is not
    final offers at least one legal action to the seat to act."""
    for seed in range(25):
        rng = random.Random(seed)
        rules = {"max_rounds": 10, "must_move": seed % 2 == 0, "vanished_can_meet": seed % 3 == 0}
        if name in CUSTOM_MAPS:
            s = chaos.new_game(seed, rules, setup={"map": CUSTOM_MAPS[name]})
        else:
            s = chaos.new_game(seed, {**rules, "map": name})
        while s.result is None:
            legal = s.legal_actions()
            assert legal, (name, seed, len(s.history), s.pending)
            s.apply(rng.choice(legal))


# ----- determinize: a copy's legal actions are its own ----------------------------------------------------

def test_determinize_recomputes_the_legal_actions_of_the_seat_to_act():
    """A copy determinized for B1 redeals A1's hand, so its legal actions list A1's redealt cards, not the real
    ones; an action naming a real card is illegal there and leaves the copy (history included) unchanged."""
    s = game(hands={"A1": ["protection_moon", "checkup_eye", "sprint_skull"]})
    real = s.legal_actions()
    for i in range(20):
        d = s.determinize("B1", random.Random(i))
        if set(d.hand["A1"]) != set(s.hand["A1"]):
            break
    assert d.legal_actions() == tuple(d._compute_legal())
    ghost = [a for a in real if a.kind == "play" and a["card"] not in d.hand["A1"]]
    assert ghost
    before = d.clone()
    with pytest.raises(IllegalAction):
        d.apply(ghost[0])
    assert d == before and d.history == s.history
    d.apply(d.legal_actions()[0])  # its own actions apply
