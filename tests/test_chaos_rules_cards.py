"""Scenario tests of CHAOS cards, combos, time cards and private knowledge (chaos.md §4, §6, §7, §9, §10 and §11).

Each test lays out the asylum map exactly (`game`: team A acts first, so the order is A1, A2, B2, B1; the gate is
open so no random key wanders about; one permanent bomb at (8, 8) unless a test names others) and plays it
through `act`. Cells in tests are 1-based [row, col] as the spec writes them; `cell` reads a piece's cell.
Asylum obstacles: (2,4) (4,2) (3,6) (6,3) (4,5) (5,4) (5,7) (7,5); spawns A1 (8,1), A2 (8,2), B1 (1,8), B2 (2,8).
"""
from __future__ import annotations

import pytest

from cthulhu_widgets.core.errors import IllegalAction
from chaos_support import cell, game, idle

from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos.cards import ROLE
from cthulhu_widgets.games.chaos.decisions import CARDS, COMBO_MOVE, DIRECTION, EXTRA, MOVE, React


def cells(*pairs) -> set:
    """Return 1-based [row, col] pairs as the engine's 0-based cells."""
    return {(r - 1, c - 1) for r, c in pairs}


def named(s, name: str) -> list:
    """Return the last step's events called `name`."""
    return [e for e in s.events if e.name == name]


def piece(s, viewer, seat: str) -> dict:
    """Return `seat`'s piece entry in `viewer`'s view."""
    return next(p for p in s.view(viewer)["pieces"] if p["seat"] == seat)


def view_bombs(s, viewer) -> list:
    """Return the bomb cells `viewer`'s view shows."""
    return [b["cell"] for b in s.view(viewer)["bombs"]]


def kinds(s) -> set[str]:
    """Return the kinds of the legal actions."""
    return {a.kind for a in s.legal_actions()}


def plays(s, card: str) -> list:
    """Return the legal play actions of one card."""
    return [a for a in s.legal_actions() if a.kind == "play" and a["card"] == card]


def picks(s) -> set:
    """Return the cells (1-based tuples) the seat to act may pick now."""
    return {(a["row"], a["col"]) for a in s.legal_actions() if a.kind == "pick"}


def card_count(s) -> int:
    """Return how many cards the zones hold (30 in all)."""
    return sum(len(v) for v in s.zones().values())


# ----- CH-G1 Possession ----------------------------------------------------------------------------------

def test_CH_G1_possession_moves_enemy_patient_two_steps_chosen_by_the_ghost():
    """CH-G1: B1 stands next to ghost A2 (diagonally, in its 3×3); A2 plays Possession and picks both steps."""
    s = game(start="A2", pieces={"A2": [5, 5], "B1": [6, 6]}, hands={"A2": ["possession_moon"]})
    s.act("stay")
    s.act("play", card="possession_moon", target="B1")
    assert s.to_act == "A2" and s.pending.kind == "push"
    s.act("pick", row=7, col=6)
    assert s.to_act == "A2" and s.pending.kind == "push"
    s.act("pick", row=8, col=6)
    assert cell(s, "B1") == [8, 6]
    assert s.pending == CARDS and s.to_act == "A2"
    assert s.role["B1"] == "patient"


def test_CH_G1_possession_steps_stopped_by_obstacles():
    """CH-G1, CH-MOVE-2: a patient at (6,4) between obstacles (5,4) and (6,3) can only be pushed down or right."""
    s = game(start="A2", pieces={"A2": [5, 5], "B1": [6, 4]}, hands={"A2": ["possession_moon"]})
    s.act("stay")
    s.act("play", card="possession_moon", target="B1")
    assert picks(s) == {(7, 4), (6, 5)}


def test_CH_G1_possession_needs_an_enemy_patient_in_range():
    """CH-G1: B1 two cells away, own patient A1 and enemy ghost B2 adjacent: no Possession target at all."""
    s = game(start="A2", pieces={"A2": [5, 5], "B1": [7, 7], "A1": [6, 6], "B2": [4, 4]},
             hands={"A2": ["possession_moon"]})
    s.act("stay")
    assert plays(s, "possession_moon") == []
    with pytest.raises(IllegalAction):
        s.act("play", card="possession_moon", target="B1")


def test_CH_G1_CH_P5_protected_patient_is_not_a_possession_target():
    """CH-G1, CH-P5: B1 plays Protection; until B1's next turn ghost A2 beside it cannot possess it."""
    s = game(start="B1", pieces={"A2": [5, 5], "B1": [6, 6]},
             hands={"B1": ["protection_moon"], "A2": ["possession_moon"]})
    s.act("stay")
    s.act("play", card="protection_moon")
    s.act("end")
    idle(s)  # A1
    assert s.to_act == "A2" and "B1" in s.protected
    s.act("stay")
    assert plays(s, "possession_moon") == []


def test_CH_G1_protection_blocks_forced_moves_false_allows_possession():
    """CH-G1, CH-P5 (protection_blocks_forced_moves=False): Protection only stops bombs; Possession is legal."""
    s = game(start="B1", rules={"protection_blocks_forced_moves": False}, pieces={"A2": [5, 5], "B1": [6, 6]},
             hands={"B1": ["protection_moon"], "A2": ["possession_moon"]})
    s.act("stay")
    s.act("play", card="protection_moon")
    s.act("end")
    idle(s)
    s.act("stay")
    assert len(plays(s, "possession_moon")) == 1


def test_CH_G1_CH_MOVE_4_forced_step_onto_a_bomb_hurts():
    """CH-G1, CH-MOVE-4: A2 pushes B1 onto the bomb at (7,6): it is revealed and removed, B1 respawns at (1,8)."""
    s = game(start="A2", bombs=[[7, 6]], pieces={"A2": [5, 5], "B1": [6, 6]}, hands={"A2": ["possession_moon"]})
    s.act("stay")
    s.act("play", card="possession_moon", target="B1")
    s.act("pick", row=7, col=6)
    assert [e.data["cell"] for e in named(s, "bomb")] == [[7, 6]]
    assert cell(s, "B1") == [1, 8]
    assert s.bombs == set()
    assert s.pending == CARDS  # the hurt ends the forced move: no second step


def test_CH_G1_CH_SWAP_1_forced_step_into_the_ghost_cell_swaps_roles():
    """CH-G1, CH-SWAP-1/2: A2 pushes enemy patient B1 into its own cell: B1 becomes a ghost (re-rolled),
    A2 a patient."""
    s = game(start="A2", pieces={"A2": [5, 5], "B1": [6, 5]}, hands={"A2": ["possession_moon"]})
    s.act("stay")
    s.act("play", card="possession_moon", target="B1")
    s.act("pick", row=5, col=5)
    assert s.role["B1"] == "ghost" and s.role["A2"] == "patient"
    assert [e.data for e in named(s, "swap")] == [{"patient": "B1", "ghost": "A2"}]
    # a forced step is Possession's (CH-G1), and a meeting after a push is CH-SWAP-5's relocation
    assert [e.rule for e in named(s, "moves")] == ["CH-G1"] and named(s, "swap")[0].rule == "CH-SWAP-5"
    assert cell(s, "A2") == [5, 5]
    r, c = cell(s, "B1")
    assert 2 <= r <= 7 and 2 <= c <= 7 and [r, c] != [5, 5]


# ----- CH-G2 Mischief ------------------------------------------------------------------------------------

def test_CH_G2_CH_HIDE_2_relocate_moves_every_bomb_and_the_ghost_team_knows():
    """CH-G2: A2 relocates both bombs to (6,6) and (7,7); team A's views show them, team B's show none."""
    s = game(start="A2", bombs=[[4, 4], [3, 3]], hands={"A2": ["mischief_moon"]})
    s.act("stay")
    s.act("play", card="mischief_moon", mode="relocate")
    assert s.view("A2")["prompt"] == {"kind": "pick", "purpose": "relocate", "picked": [], "need": 2}
    s.act("pick", row=6, col=6)
    s.act("pick", row=7, col=7)
    assert s.bombs == cells((6, 6), (7, 7))
    assert s.known["A1"] == s.known["A2"] == cells((6, 6), (7, 7))
    assert view_bombs(s, "A1") == view_bombs(s, "A2") == [[6, 6], [7, 7]]
    assert view_bombs(s, "B1") == view_bombs(s, "B2") == []
    assert {e.name: e.seats for e in s.events if e.name.startswith("bombs_moved")} == {
        "bombs_moved": ("A1", "A2"), "bombs_moved_hidden": ("B1", "B2", "public")}   # spectators: room review 14


def test_CH_G2_relocated_bombs_never_under_a_piece():
    """CH-G2: the cells Mischief offers are normal cells with no piece: never a piece, spawn, obstacle or gate."""
    pieces = {"A1": [6, 6], "A2": [5, 5], "B1": [3, 3], "B2": [2, 2]}
    s = game(start="A2", bombs=[[4, 4]], pieces=pieces, hands={"A2": ["mischief_moon"]})
    s.act("stay")
    s.act("play", card="mischief_moon", mode="relocate")
    offered = picks(s)
    assert not offered & {tuple(v) for v in pieces.values()}
    assert not offered & {(1, 1), (8, 1), (8, 2), (1, 8), (2, 8), (5, 4), (4, 5)}
    assert (4, 4) in offered and (7, 7) in offered
    assert len(offered) == 64 - 1 - 8 - 4 - 4


def test_CH_G2_relocate_clears_the_other_seats_knowledge():
    """CH-G2: B1's Checkup found the bomb at (4,4); after A2 relocates it, B1 knows no bomb and each of its results
    stays only in doubt, "✗?"/"✓?" (newcomer review 26, chaos_en 2: the marks used to go)."""
    s = game(start="B1", bombs=[[4, 4], [3, 3]], hands={"B1": ["checkup_moon"], "A2": ["mischief_moon"]})
    s.act("play", card="checkup_moon")
    for r, c in ((4, 4), (5, 5), (6, 6)):
        s.act("pick", row=r, col=c)
    idle(s)  # B1
    assert view_bombs(s, "B1") == [[4, 4]]
    idle(s)  # A1
    s.act("stay")
    s.act("play", card="mischief_moon", mode="relocate")
    s.act("pick", row=6, col=6)
    s.act("pick", row=7, col=7)
    assert s.known["B1"] == set() and view_bombs(s, "B1") == []
    assert all(m.get("doubt") for m in s.view("B1")["checked"]) and len(s.view("B1")["checked"]) == 3


def test_CH_G2_CH_HIDE_2_plant_makes_two_temporary_bombs_known_to_the_ghost_team():
    """CH-G2: A2 plants bombs at (3,3) and (3,4): temporary, in team A's views, not in team B's."""
    s = game(start="A2", hands={"A2": ["mischief_moon"]})
    s.act("stay")
    s.act("play", card="mischief_moon", mode="plant")
    assert not picks(s) & {(8, 1), (8, 2), (1, 8), (2, 8), (1, 1)}  # spawns and the gate are not normal cells
    s.act("pick", row=3, col=3)
    s.act("pick", row=3, col=4)
    assert s.temp_bombs == cells((3, 3), (3, 4)) and s.bombs == cells((8, 8))
    assert s.view("A1")["bombs"] == [{"cell": [3, 3], "temporary": True, "planter": "A2"},
                                    {"cell": [3, 4], "temporary": True, "planter": "A2"}]
    assert view_bombs(s, "A2") == [[3, 3], [3, 4]]
    assert view_bombs(s, "B1") == view_bombs(s, "B2") == []


def test_CH_G2_planted_bombs_are_gone_when_the_round_ends():
    """CH-G2, CH-DUR-3: bombs A2 planted on the round's first turn stay for B2, B1, A1's turns and vanish as A2's
    next turn opens, the next round's first."""
    s = game(start="A2", hands={"A2": ["mischief_moon"]})
    s.act("stay")
    s.act("play", card="mischief_moon", mode="plant")
    s.act("pick", row=3, col=3)
    s.act("pick", row=3, col=4)
    s.act("end")
    idle(s, 2)  # B2, B1
    assert s.temp_bombs == cells((3, 3), (3, 4))
    idle(s)  # A1: the round ends
    (gone,) = named(s, "planted_bombs_gone")
    assert gone.rule == "CH-DUR-3" and gone.data == {"seat": "A2", "cells": [[3, 3], [3, 4]]} and s.round == 2
    assert gone.seats == ("A1", "A2") and named(s, "planted_bombs_gone_hidden")[0].seats == ("B1", "B2", "public")
    assert s.temp_bombs == set() and view_bombs(s, "A1") == []


def test_CH_G2_CH_MOVE_4_enemy_patient_walking_onto_a_planted_bomb_is_hurt():
    """CH-G2, CH-MOVE-4: B1 walks onto a bomb A2 planted this round and returns to its spawn."""
    s = game(start="A2", pieces={"B1": [4, 7]}, hands={"A2": ["mischief_moon"]})
    s.act("stay")
    s.act("play", card="mischief_moon", mode="plant")
    s.act("pick", row=4, col=6)
    s.act("pick", row=3, col=3)
    s.act("end")
    idle(s)  # B2
    s.act("move", row=4, col=6)
    assert named(s, "bomb") and cell(s, "B1") == [1, 8]
    assert s.temp_bombs == cells((3, 3))


# ----- CH-G3 Brainwash -----------------------------------------------------------------------------------

def test_CH_G3_brainwash_reshuffles_both_enemy_hands_and_they_draw_three():
    """CH-G3: B1 (1 card) and B2 (2 cards) shuffle their hands into the decks and draw 3 each; 30 cards in all."""
    s = game(start="A2", hands={"A2": ["brainwash_moon", "prank_eye"], "A1": ["sprint_eye"],
                                "B1": ["amnesia_skull"], "B2": ["vanish_eye", "mischief_eye"]})
    s.act("stay")
    s.act("play", card="brainwash_moon")
    assert len(s.hand["B1"]) == len(s.hand["B2"]) == 3
    assert {ROLE[c] for c in s.hand["B1"]} == {"patient"} and {ROLE[c] for c in s.hand["B2"]} == {"ghost"}
    assert s.hand["A1"] == ["sprint_eye"] and s.hand["A2"] == ["prank_eye"]
    assert card_count(s) == 30
    assert "brainwash_moon" in s.zones()["discard:ghost"]
    assert named(s, "brainwashed")


# ----- CH-G4 Prank ---------------------------------------------------------------------------------------

def test_CH_G4_prank_takes_a_card_and_only_the_two_involved_see_which():
    """CH-G4, CH-HIDE-2: A2 takes B1's only card; the 'takes' event is for A2 and B1 only,
    the others learn only 'takes_hidden'."""
    s = game(start="A2", hands={"A2": ["prank_moon"], "B1": ["sprint_eye"]})
    s.act("stay")
    s.act("play", card="prank_moon", target="B1")
    assert s.hand["A2"] == ["sprint_eye"] and s.hand["B1"] == []
    (takes,) = named(s, "takes")
    assert takes.seats == ("A2", "B1") and takes.data["card"] == "sprint_eye"
    (hidden,) = named(s, "takes_hidden")
    assert hidden.seats == ("A1", "B2", "public") and "card" not in hidden.data   # spectators too (room review 14)
    assert s.view("B1")["known_cards"] == {"A2": ["sprint_eye"]}
    assert s.view("B2")["known_cards"] == {} and s.view("B2")["hands"]["A2"]["cards"] is None


def test_CH_G4_prank_takes_a_random_card_of_the_victim():
    """CH-G4: over several seeds, Prank on B2's three cards takes one of them, at random (not always the same)."""
    taken = set()
    for seed in range(12):
        s = game(seed, start="A2", hands={"A2": ["prank_moon"], "B2": ["vanish_eye", "brainwash_skull", "sprint_moon"]})
        s.act("stay")
        s.act("play", card="prank_moon", target="B2")
        (card,) = s.hand["A2"]
        assert sorted(s.hand["B2"] + [card]) == ["brainwash_skull", "sprint_moon", "vanish_eye"]
        taken.add(card)
    assert len(taken) > 1


def test_CH_G4_prank_targets_enemy_seats_with_cards_only():
    """CH-G4: any enemy seat holding cards may be the target (ghost too), never the teammate or an empty hand."""
    s = game(start="A2", hands={"A2": ["prank_moon"], "A1": ["sprint_eye"], "B2": ["vanish_eye"]})
    s.act("stay")
    assert {a["target"] for a in plays(s, "prank_moon")} == {"B2"}


# ----- CH-G5 Vanish --------------------------------------------------------------------------------------

def test_CH_G5_CH_HIDE_2_vanished_ghost_hidden_from_the_other_team_only():
    """CH-G5, CH-HIDE-2: after A2 vanishes, B1 and B2 see its cell as None; A1 and the designer still see (5,5)."""
    s = game(start="A2", pieces={"A2": [5, 5]}, hands={"A2": ["vanish_moon"]})
    s.act("stay")
    s.act("play", card="vanish_moon")
    for enemy in ("B1", "B2"):
        entry = piece(s, enemy, "A2")
        assert entry["cell"] is None and entry["vanished"] is True and "path" not in entry
    assert piece(s, "A1", "A2")["cell"] == [5, 5]
    assert piece(s, None, "A2")["cell"] == [5, 5]


def test_CH_G5_CH_HIDE_2_vanished_moves_show_the_enemy_only_that_a_step_was_taken():
    """CH-G5: a vanished A2 steps to (5,6): team A sees 'moves' to [5,6], team B only 'moves_hidden'."""
    s = game(start="A2", pieces={"A2": [5, 5]}, hands={"A2": ["vanish_moon"]})
    s.act("stay")
    s.act("play", card="vanish_moon")
    s.act("end")
    idle(s, 3)  # B2, B1, A1
    s.act("move", row=5, col=6)
    (moves,) = named(s, "moves")
    assert moves.seats == ("A1", "A2") and moves.data["to"] == [5, 6]
    (hidden,) = named(s, "moves_hidden")
    assert hidden.seats == ("B1", "B2", "public") and hidden.data == {"seat": "A2"}
    assert all(e.seats is not None and "B1" not in e.seats for e in s.events if "to" in e.data or "cell" in e.data)
    assert piece(s, "A1", "A2")["path"] == [[5, 6]]
    assert piece(s, "B1", "A2")["cell"] is None


def test_CH_G5_path_published_after_effect_rounds():
    """CH-G5, CH-DUR-1: Vanish played on A2's first turn lasts its next 2 turns; as its third turn after opens
    (round 4), its path is published to all."""
    s = game(start="A2", pieces={"A2": [5, 5]}, hands={"A2": ["vanish_moon"]})
    s.act("stay")
    s.act("play", card="vanish_moon")
    s.act("end")
    idle(s, 3)
    s.act("move", row=5, col=6)
    s.act("end")
    idle(s, 6)  # B2, B1, A1; A2, B2, B1
    assert "A2" in s.vanish
    idle(s)  # A1: A2's turn of round 4 opens, Vanish ends
    (back,) = named(s, "reappears")
    assert back.seats is None
    assert back.data == {"seat": "A2", "start": [5, 5], "path": [[5, 6]], "cell": [5, 6]}
    assert piece(s, "B1", "A2")["cell"] == [5, 6] and piece(s, "B1", "A2")["vanished"] is False


def test_CH_G5_vanished_ghost_does_not_swap_by_default():
    """CH-G5 (vanished_can_meet ★False): B1 walks onto vanished A2's cell: no role swap."""
    s = game(start="A2", pieces={"A2": [5, 5], "B1": [5, 6]}, hands={"A2": ["vanish_moon"]})
    s.act("stay")
    s.act("play", card="vanish_moon")
    s.act("end")
    idle(s)  # B2
    s.act("move", row=5, col=5)
    assert s.role["B1"] == "patient" and s.role["A2"] == "ghost"
    assert cell(s, "B1") == cell(s, "A2") == [5, 5]
    assert not named(s, "swap")


def test_CH_G5_vanished_can_meet_true_swaps():
    """CH-G5 (vanished_can_meet=True): B1 walks onto vanished A2's cell and they swap roles."""
    s = game(start="A2", rules={"vanished_can_meet": True}, pieces={"A2": [5, 5], "B1": [5, 6]},
             hands={"A2": ["vanish_moon"]})
    s.act("stay")
    s.act("play", card="vanish_moon")
    s.act("end")
    idle(s)
    s.act("move", row=5, col=5)
    assert s.role["B1"] == "ghost" and s.role["A2"] == "patient"
    assert [e.rule for e in named(s, "swap")] == ["CH-SWAP-1"]  # B1's own step


def test_CH_G5_CH_SWAP_1_swap_happens_when_vanish_ends_on_an_enemy_patient():
    """CH-G5, CH-SWAP-1 (§11): B1 still stands on A2's cell when A2's Vanish ends: they swap then."""
    s = game(start="A2", pieces={"A2": [5, 5], "B1": [5, 6]}, hands={"A2": ["vanish_moon"]})
    s.act("stay")
    s.act("play", card="vanish_moon")
    s.act("end")
    idle(s)
    s.act("move", row=5, col=5)
    s.act("end")
    idle(s, 9)  # A1; A2, B2, B1, A1; A2, B2, B1, A1 (CH-DUR-1: A2's next two turns)
    assert [e.rule for e in named(s, "reappears")] == ["CH-DUR-1"]
    assert [e.rule for e in named(s, "swap")] == ["CH-SWAP-5"]  # a Vanish's end is a relocation
    assert s.role["A2"] == "patient" and s.role["B1"] == "ghost"


def test_CH_G5_a_vanished_ghost_cards_still_work():
    """CH-G5: A2 vanishes at (5,5); next round, still hidden, it possesses B1 beside it and pushes it."""
    s = game(start="A2", pieces={"A2": [5, 5], "B1": [6, 6]}, hands={"A2": ["vanish_moon", "possession_moon"]})
    s.act("stay")
    s.act("play", card="vanish_moon")
    s.act("end")
    idle(s, 3)
    assert "A2" in s.vanish and "possession_moon" in s.hand["A2"]
    s.act("stay")
    s.act("play", card="possession_moon", target="B1")
    s.act("pick", row=7, col=6)
    s.act("pick", row=8, col=6)
    assert cell(s, "B1") == [8, 6] and piece(s, "B1", "A2")["cell"] is None


# ----- CH-COMBO-1 / CH-COMBO-2 ---------------------------------------------------------------------------

def combo_hands(**extra):
    """Return hands for a C1 (Sprint/Vanish of Moon for team A, of Eye for team B; no Prank to react with)."""
    return {"A1": ["sprint_moon"], "A2": ["vanish_moon"], "B1": ["sprint_eye"], "B2": ["vanish_eye"], **extra}


def test_CH_COMBO_1_only_the_team_first_acting_seat_may_start():
    """CH-COMBO-1: A1 (first of A) and B2 (first of B) may start a combo; A2 and B1, acting after them, may not."""
    s = game(hands=combo_hands())
    assert [a.to_dict() for a in s.legal_actions() if a.kind == "combo"] == [
        {"kind": "combo", "combo": "C1", "card": "sprint_moon"}]
    s.act("stay")
    assert "combo" not in kinds(s)  # only at the opening of the turn
    s.act("end")
    assert s.to_act == "A2" and "combo" not in kinds(s)
    idle(s)
    assert s.to_act == "B2" and "combo" in kinds(s)
    idle(s)
    assert s.to_act == "B1" and "combo" not in kinds(s)


def test_CH_COMBO_1_declined_combo_returns_the_card_and_the_turn_goes_on():
    """CH-COMBO-1: A1 starts C1 with Sprint; A2 declines: Sprint is back in A1's hand and A1 moves as usual."""
    s = game(hands=combo_hands())
    s.act("combo", combo="C1", card="sprint_moon")
    assert s.to_act == "A2" and s.pending.kind == "join"
    assert s.zones()["combo"] == ["sprint_moon"] and s.hand["A1"] == [] and card_count(s) == 30
    assert {a.kind for a in s.legal_actions()} == {"join", "decline"}
    s.act("decline")
    assert named(s, "combo_declined")
    assert s.hand["A1"] == ["sprint_moon"] and s.combo is None
    assert s.to_act == "A1" and s.pending == MOVE
    s.act("move", row=7, col=1)
    assert s.to_act == "A1" and s.pending == CARDS


def test_CH_COMBO_1_joint_turn_both_move_resolve_draw_and_the_teammate_turn_is_skipped():
    """CH-COMBO-1: A2 (first of A this round) leads C1, A1 joins; both move, C1 resolves, both draw to 3;
    the round goes on with B2 and B1, and A1's own turn (last in the round) is skipped."""
    s = game(start="A2", pieces={"A2": [5, 5], "A1": [6, 6]}, hands=combo_hands())
    s.act("combo", combo="C1", card="vanish_moon")
    s.act("join", card="sprint_moon")
    assert s.to_act == "B2" and s.pending == React("ghost")  # asked, Prank or not (CH-HIDE-3)
    s.act("pass")
    assert s.to_act == "A2" and s.pending == COMBO_MOVE
    s.act("move", row=5, col=6)
    assert s.to_act == "A1" and s.pending == COMBO_MOVE
    s.act("move", row=6, col=5)
    assert named(s, "combo_resolves") and s.to_act == "A1" and s.pending.kind == "jump"
    s.act("jump")
    assert cell(s, "A1") == [5, 6]  # full C1: within 3×3 of the ghost, the patient may jump to it (CH-C1-2)
    assert len(s.hand["A1"]) == len(s.hand["A2"]) == 3
    assert {"vanish_moon", "sprint_moon"} <= set(s.zones()["discard:ghost"] + s.zones()["discard:patient"])
    assert s.to_act == "B2"
    idle(s, 2)  # B2, B1
    assert [e.data["seat"] for e in named(s, "turn_taken_in_combo")] == ["A1"]
    assert s.round == 2 and s.to_act == "A2" and s.turn == 4


def test_CH_COMBO_1_no_combo_with_a_teammate_of_the_same_role():
    """CH-COMBO-1: a combo pairs a ghost and a patient; with A2 turned patient, A1 cannot start one."""
    s = game(roles={"A2": "patient"}, hands={"A1": ["sprint_moon", "amnesia_moon"], "A2": ["sprint_eye"]})
    assert "combo" not in kinds(s)


@pytest.mark.parametrize(("partner_card", "effect"), [("vanish_moon", "full"), ("vanish_skull", "weak")])
def test_CH_COMBO_2_same_suit_full_different_suits_weak(partner_card, effect):
    """CH-COMBO-2: Sprint of Moon joined by Vanish of Moon is full; by Vanish of Skull, weak."""
    s = game(hands={"A1": ["sprint_moon"], "A2": [partner_card]})
    s.act("combo", combo="C1", card="sprint_moon")
    s.act("join", card=partner_card)
    (joined,) = named(s, "combo_joined")
    assert joined.data["effect"] == effect and s.combo["effect"] == effect


# ----- CH-C1 Vanish + Sprint -----------------------------------------------------------------------------

def test_CH_C1_full_patient_jumps_to_its_ghost_and_the_cards_own_effects_do_not_apply():
    """CH-C1: Sprint + Vanish of Moon, A1 at (6,6) next to A2 at (5,5): A1 jumps to (5,5); A2 does not vanish."""
    s = game(pieces={"A1": [6, 6], "A2": [5, 5]}, hands=combo_hands())
    s.act("combo", combo="C1", card="sprint_moon")
    s.act("join", card="vanish_moon")
    s.act("pass")  # CH-HIDE-3: the enemy ghost is asked to react
    s.act("stay")
    s.act("stay")
    s.act("jump")  # CH-C1-2
    assert cell(s, "A1") == [5, 5]
    assert s.vanish == {} and s.extra == 0
    assert "A1" in s.follow


def test_CH_C1_full_patient_follows_the_ghost_next_round_through_obstacles():
    """CH-C1, CH-DUR-1: after the jump, on A2's next turn (round 2) A2 steps onto obstacle (4,5) and A1 follows
    it there; as A2's turn of round 3 opens, A1 no longer follows."""
    s = game(pieces={"A1": [6, 6], "A2": [5, 5]}, hands=combo_hands())
    s.act("combo", combo="C1", card="sprint_moon")
    s.act("join", card="vanish_moon")
    s.act("pass")  # CH-HIDE-3: the enemy ghost is asked to react
    s.act("stay")
    s.act("stay")
    s.act("jump")  # CH-C1-2
    idle(s, 2)  # B2, B1
    assert s.round == 2
    idle(s)  # A1's own turn
    s.act("move", row=4, col=5)  # A2
    assert cell(s, "A1") == [4, 5]
    s.act("end")
    idle(s, 2)  # B2, B1
    assert s.round == 3 and "A1" in s.follow
    idle(s)  # A1; A2's turn opens
    assert "A1" not in s.follow
    s.act("move", row=3, col=5)  # A2
    assert cell(s, "A1") == [4, 5]


def test_CH_C1_full_no_jump_when_the_ghost_is_out_of_range():
    """CH-C1: A1 at (8,6), A2 at (5,6), three rows apart: full C1 does nothing (no jump, no following)."""
    s = game(pieces={"A1": [8, 6], "A2": [5, 6]}, hands=combo_hands())
    s.act("combo", combo="C1", card="sprint_moon")
    s.act("join", card="vanish_moon")
    s.act("pass")  # CH-HIDE-3: the enemy ghost is asked to react
    s.act("stay")
    s.act("stay")
    assert cell(s, "A1") == [8, 6] and s.follow == {}
    assert named(s, "too_far")


def test_CH_C1_weak_patient_moves_two_steps_toward_its_ghost():
    """CH-C1 weak: Sprint of Moon + Vanish of Eye; A1 at (8,6) walks 2 steps toward A2 at (5,6): to (6,6)."""
    s = game(pieces={"A1": [8, 6], "A2": [5, 6]}, hands=combo_hands(A2=["vanish_eye"], B2=[]))
    s.act("combo", combo="C1", card="sprint_moon")
    s.act("join", card="vanish_eye")
    s.act("pass")  # CH-HIDE-3: the enemy ghost is asked to react
    s.act("stay")
    s.act("stay")
    assert cell(s, "A1") == [6, 6]
    assert s.follow == {}
    assert [(e.rule, e.data["to"]) for e in named(s, "moves")] == [("CH-C1", [7, 6]), ("CH-C1", [6, 6])]


# ----- CH-C2 Brainwash + Amnesia -------------------------------------------------------------------------

def test_CH_C2_full_enemy_seats_swap_roles_and_hands():
    """CH-C2: Amnesia + Brainwash of Moon: B1 becomes the ghost and B2 the patient, and they swap hands."""
    s = game(pieces={"B1": [3, 3], "B2": [4, 4]},
             hands={"A1": ["amnesia_moon"], "A2": ["brainwash_moon"], "B1": ["sprint_eye"],
                    "B2": ["mischief_skull", "vanish_skull"]})
    s.act("combo", combo="C2", card="amnesia_moon")
    s.act("join", card="brainwash_moon")
    s.act("pass")  # CH-HIDE-3: the enemy ghost is asked to react
    s.act("stay")
    s.act("stay")
    assert s.role["B1"] == "ghost" and s.role["B2"] == "patient"
    assert s.hand["B1"] == ["mischief_skull", "vanish_skull"] and s.hand["B2"] == ["sprint_eye"]
    assert cell(s, "B1") == [3, 3] and cell(s, "B2") == [4, 4]  # no re-roll
    assert s.role["A1"] == "patient" and s.role["A2"] == "ghost"


def test_CH_C2_weak_enemy_seats_swap_roles_only():
    """CH-C2 weak: Amnesia of Moon + Brainwash of Eye: B1 and B2 swap roles but keep their hands."""
    s = game(hands={"A1": ["amnesia_moon"], "A2": ["brainwash_eye"], "B1": ["sprint_eye"],
                    "B2": ["mischief_skull", "vanish_skull"]})
    s.act("combo", combo="C2", card="amnesia_moon")
    s.act("join", card="brainwash_eye")
    s.act("pass")  # CH-HIDE-3: the enemy ghost is asked to react
    s.act("stay")
    s.act("stay")
    assert s.role["B1"] == "ghost" and s.role["B2"] == "patient"
    assert s.hand["B1"] == ["sprint_eye"] and s.hand["B2"] == ["mischief_skull", "vanish_skull"]


# ----- CH-C3 Possession + Protection ---------------------------------------------------------------------

def c3_game(a2_card="possession_moon", **setup):
    """Return a game where A1 led C3 with Protection of Moon, A2 joined with `a2_card`, both stayed."""
    s = game(hands={"A1": ["protection_moon"], "A2": [a2_card]} | setup.pop("hands", {}), **setup)
    s.act("combo", combo="C3", card="protection_moon")
    s.act("join", card=a2_card)
    s.act("pass")  # CH-HIDE-3: the enemy ghost is asked to react
    s.act("stay")
    s.act("stay")
    return s


def test_CH_C3_full_pushes_both_enemies_three_cells_patient_stopped_by_an_obstacle():
    """CH-C3: pushed left, patient B1 at (3,8) stops at (3,7) before obstacle (3,6); ghost B2 passes
    obstacle (5,7): (5,8) → (5,5)."""
    s = c3_game(pieces={"B1": [3, 8], "B2": [5, 8]})
    assert s.to_act == "A1" and s.pending == DIRECTION
    assert {a["dir"] for a in s.legal_actions()} == {"up", "down", "left", "right"}
    s.act("push", dir="left")
    assert cell(s, "B1") == [3, 7] and cell(s, "B2") == [5, 5]
    assert {e.rule for e in named(s, "moves")} == {"CH-C3"} and len(named(s, "moves")) == 4  # pushed steps
    assert "A1" not in s.protected  # the combo replaces Protection's own effect
    assert s.to_act == "B2"


def test_CH_C3_full_push_stopped_by_the_edge():
    """CH-C3: pushed up 3, B1 at (2,7) stops at the top edge (1,7); ghost B2 at (3,8) at (1,8)."""
    s = c3_game(pieces={"B1": [2, 7], "B2": [3, 8]})
    s.act("push", dir="up")
    assert cell(s, "B1") == [1, 7] and cell(s, "B2") == [1, 8]


def test_CH_C3_weak_pushes_one_cell():
    """CH-C3 weak: Protection of Moon + Possession of Eye pushes B1 (1,8) and B2 (2,8) one cell down."""
    s = c3_game(a2_card="possession_eye")
    assert s.combo["effect"] == "weak"
    s.act("push", dir="down")
    assert cell(s, "B1") == [2, 8] and cell(s, "B2") == [3, 8]


def test_CH_C3_CH_P5_protected_enemy_patient_is_not_pushed():
    """CH-C3, CH-P5: B1 played Protection on its turn; A's C3 then pushes only ghost B2."""
    s = game(start="B1", pieces={"B1": [3, 8], "B2": [6, 8]},
             hands={"B1": ["protection_eye"], "A1": ["protection_moon"], "A2": ["possession_moon"]})
    s.act("stay")
    s.act("play", card="protection_eye")
    s.act("end")
    s.act("combo", combo="C3", card="protection_moon")
    s.act("join", card="possession_moon")
    s.act("pass")  # CH-HIDE-3: the enemy ghost is asked to react
    s.act("stay")
    s.act("stay")
    s.act("push", dir="left")
    assert cell(s, "B1") == [3, 8] and cell(s, "B2") == [6, 5]
    assert named(s, "not_pushed")


# ----- CH-C4 Prank + Schizophrenia (reaction) ------------------------------------------------------------

def test_CH_C4_full_reaction_turns_a_c3_against_the_combo_team():
    """CH-C4: A starts C3; B2 reacts with Prank of Skull and B1 with Schizophrenia of Skull: the push hits
    A's own pieces, in the direction B2 chooses (up 3)."""
    s = game(hands={"A1": ["protection_moon"], "A2": ["possession_moon"], "B2": ["prank_skull"],
                    "B1": ["schizophrenia_skull"]})
    s.act("combo", combo="C3", card="protection_moon")
    s.act("join", card="possession_moon")
    assert s.to_act == "B2" and s.pending == React("ghost")
    s.act("react", card="prank_skull")
    assert s.to_act == "B1" and s.pending == React("patient")
    s.act("react", card="schizophrenia_skull")
    assert named(s, "reflected")
    s.act("stay")
    s.act("stay")
    assert s.to_act == "B2" and s.pending == DIRECTION
    s.act("push", dir="up")
    assert cell(s, "A1") == [5, 1] and cell(s, "A2") == [5, 2]
    assert cell(s, "B1") == [1, 8] and cell(s, "B2") == [2, 8]
    assert s.direction == 1  # the reaction's Schizophrenia does not reverse the order
    assert {"prank_skull", "possession_moon"} <= set(s.zones()["discard:ghost"])
    assert {"schizophrenia_skull", "protection_moon"} <= set(s.zones()["discard:patient"])


def test_CH_C4_full_reaction_gives_a_c5_benefit_to_the_reacting_team():
    """CH-C4, CH-C5: a reflected C5 gives bomb vision to B's patient, not A's."""
    s = game(bombs=[[4, 4], [3, 3]], hands={"A1": ["checkup_moon"], "A2": ["mischief_moon"],
                                            "B2": ["prank_eye"], "B1": ["schizophrenia_eye"]})
    s.act("combo", combo="C5", card="checkup_moon")
    s.act("join", card="mischief_moon")
    s.act("react", card="prank_eye")
    s.act("react", card="schizophrenia_eye")
    s.act("stay")
    s.act("stay")
    assert s.vision == {"B1"}
    assert view_bombs(s, "B1") == [[3, 3], [4, 4]] and view_bombs(s, "A1") == []


def test_CH_C4_different_suits_cancel_the_combo():
    """CH-C4 weak: Prank of Moon + Schizophrenia of Eye cancel A's C3: nothing is pushed, all four cards discarded."""
    s = game(hands={"A1": ["protection_moon"], "A2": ["possession_moon"], "B2": ["prank_moon"],
                    "B1": ["schizophrenia_eye"]})
    s.act("combo", combo="C3", card="protection_moon")
    s.act("join", card="possession_moon")
    s.act("react", card="prank_moon")
    s.act("react", card="schizophrenia_eye")
    assert named(s, "cancelled")
    s.act("stay")
    s.act("stay")
    assert s.combo is None and s.to_act == "B2"
    assert cell(s, "B1") == [1, 8] and cell(s, "B2") == [2, 8]
    assert cell(s, "A1") == [8, 1] and cell(s, "A2") == [8, 2]
    discards = set(s.zones()["discard:ghost"] + s.zones()["discard:patient"])
    assert {"protection_moon", "possession_moon", "prank_moon", "schizophrenia_eye"} <= discards


def test_CH_C4_prank_without_schizophrenia_returns_and_the_combo_goes_on():
    """CH-C4: B2 reacts with Prank but B1 passes: the Prank goes back to B2's hand and A's C3 pushes as usual."""
    s = game(hands={"A1": ["protection_moon"], "A2": ["possession_moon"], "B2": ["prank_moon"],
                    "B1": ["schizophrenia_eye"]})
    s.act("combo", combo="C3", card="protection_moon")
    s.act("join", card="possession_moon")
    s.act("react", card="prank_moon")
    s.act("pass")
    assert s.hand["B2"] == ["prank_moon"]
    s.act("stay")
    s.act("stay")
    s.act("push", dir="down")
    assert cell(s, "B1") == [4, 8] and cell(s, "B2") == [5, 8]


def test_CH_C4_no_prank_still_asks_for_a_reaction():
    """CH-C4, CH-HIDE-3 (§11): B2 holds no Prank: it is asked all the same, 'pass' its only answer, and its pass
    gives the public 'no_reaction' line."""
    s = game(hands={"A1": ["protection_moon"], "A2": ["possession_moon"], "B1": ["schizophrenia_moon"]})
    s.act("combo", combo="C3", card="protection_moon")
    s.act("join", card="possession_moon")
    assert s.to_act == "B2" and s.pending == React("ghost") and kinds(s) == {"pass"}
    s.act("pass")
    assert s.to_act == "A1" and s.pending == COMBO_MOVE
    (passed,) = named(s, "no_reaction")
    assert passed.seats is None and passed.data == {"seat": "B2"}


# ----- CH-C5 Mischief + Checkup --------------------------------------------------------------------------

def test_CH_C5_full_bomb_vision_for_the_rest_of_the_game_including_later_mischief():
    """CH-C5: full C5 shows A1 every bomb; B2 later plants two, and next round relocates: A1 sees all of them."""
    s = game(bombs=[[4, 4], [3, 3]], hands={"A1": ["checkup_moon"], "A2": ["mischief_moon"],
                                            "B2": ["mischief_eye", "mischief_skull"]})
    s.act("combo", combo="C5", card="checkup_moon")
    s.act("join", card="mischief_moon")
    s.act("pass")  # CH-HIDE-3: the enemy ghost is asked to react
    s.act("stay")
    s.act("stay")
    assert s.vision == {"A1"}
    assert view_bombs(s, "A1") == [[3, 3], [4, 4]] and view_bombs(s, "A2") == []
    s.act("stay")  # B2
    s.act("play", card="mischief_eye", mode="plant")
    s.act("pick", row=6, col=6)
    s.act("pick", row=7, col=7)
    assert view_bombs(s, "A1") == [[3, 3], [4, 4], [6, 6], [7, 7]]
    s.act("end")
    idle(s, 3)  # B1, A1, A2
    s.act("stay")  # B2, round 2
    s.act("play", card="mischief_skull", mode="relocate")
    s.act("pick", row=6, col=2)
    s.act("pick", row=2, col=6)
    assert view_bombs(s, "A1") == [[2, 6], [6, 2]]


def test_CH_C5_weak_shows_only_the_current_bombs():
    """CH-C5 weak: Checkup of Moon + Mischief of Eye: A1 learns the two bombs now, but not bombs B2 plants later."""
    s = game(bombs=[[4, 4], [3, 3]], hands={"A1": ["checkup_moon"], "A2": ["mischief_eye"],
                                            "B2": ["mischief_skull"]})
    s.act("combo", combo="C5", card="checkup_moon")
    s.act("join", card="mischief_eye")
    s.act("pass")  # CH-HIDE-3: the enemy ghost is asked to react
    s.act("stay")
    s.act("stay")
    assert s.vision == set()
    assert view_bombs(s, "A1") == [[3, 3], [4, 4]]
    s.act("stay")
    s.act("play", card="mischief_skull", mode="plant")
    s.act("pick", row=6, col=6)
    s.act("pick", row=7, col=7)
    assert view_bombs(s, "A1") == [[3, 3], [4, 4]]


# ----- CH-TIME-1 time cards ------------------------------------------------------------------------------

def test_CH_TIME_1_three_cards_of_one_suit_any_roles_set_midnight():
    """CH-TIME-1: A1 discards Sprint, Checkup (patient) and Prank (ghost) of Moon to set Midnight for 2 rounds."""
    s = game(hands={"A1": ["sprint_moon", "checkup_moon", "prank_moon", "amnesia_eye"]})
    s.act("stay")
    s.act("declare_time", time="midnight", cards="checkup_moon+prank_moon+sprint_moon")
    assert s.time == ("midnight", "A1", 4)  # CH-DUR-1: until A1's own turn 4 opens
    assert s.hand["A1"] == ["amnesia_eye"]
    assert {"sprint_moon", "checkup_moon"} <= set(s.discards["patient"]) and "prank_moon" in s.discards["ghost"]
    # the declaration (CH-TIME-1), Midnight's step rule (CH-TIME-2), A1's one card this turn (CH-TIME-4)
    assert [(e.rule, e.name) for e in s.events] == [("CH-TIME-1", "time_set"), ("CH-TIME-2", "midnight_rules"),
                                                   ("CH-TIME-4", "card_limit")]
    assert s.events[0].data["time"] == "midnight" and s.events[2].data == {"seat": "A1", "time": "midnight"}
    assert s.view("B1")["time"] == {"kind": "midnight", "seat": "A1", "turns_left": 2}


def test_CH_TIME_1_mixed_suits_cannot_set_the_time():
    """CH-TIME-1: Sprint of Moon, Checkup of Eye, Prank of Moon: no three of one suit, no time card."""
    s = game(hands={"A1": ["sprint_moon", "checkup_eye", "prank_moon"]})
    s.act("stay")
    assert "declare_time" not in kinds(s)
    with pytest.raises(IllegalAction):
        s.act("declare_time", time="dawn", cards="checkup_eye+prank_moon+sprint_moon")


def test_CH_TIME_1_a_ghost_may_set_the_time_with_patient_cards():
    """CH-TIME-1, CH-CARD-5: ghost A2 holds three patient cards of Skull it cannot play; they still set Dawn."""
    s = game(start="A2", hands={"A2": ["sprint_skull", "amnesia_skull", "protection_skull"]})
    s.act("stay")
    assert [a for a in s.legal_actions() if a.kind == "play"] == []
    s.act("declare_time", time="dawn", cards="amnesia_skull+protection_skull+sprint_skull")
    assert s.time[0] == "dawn"


def test_CH_TIME_1_a_new_time_replaces_the_old():
    """CH-TIME-1: A1 sets Midnight; on the next turn A2 sets Dawn, which replaces it with a fresh 2 rounds."""
    s = game(hands={"A1": ["sprint_moon", "checkup_moon", "amnesia_moon"],
                    "A2": ["prank_eye", "vanish_eye", "mischief_eye"]})
    s.act("stay")
    s.act("declare_time", time="midnight", cards="amnesia_moon+checkup_moon+sprint_moon")
    s.act("end")
    s.act("stay")
    s.act("declare_time", time="dawn", cards="mischief_eye+prank_eye+vanish_eye")
    assert s.time == ("dawn", "A2", 4)


@pytest.mark.parametrize("rounds", [1, 2])
def test_CH_TIME_1_the_time_ends_after_effect_rounds(rounds):
    """CH-TIME-1, CH-DUR-1 (effect_rounds): Midnight set on A1's first turn lasts A1's next `rounds` turns: it
    ends as A1's turn of round rounds + 2 opens."""
    s = game(rules={"effect_rounds": rounds}, hands={"A1": ["sprint_moon", "checkup_moon", "amnesia_moon"]})
    s.act("stay")
    s.act("declare_time", time="midnight", cards="amnesia_moon+checkup_moon+sprint_moon")
    s.act("end")
    idle(s, 4 * rounds + 2)
    assert s.time is not None and s.time[0] == "midnight"
    idle(s)
    assert s.time is None and named(s, "time_ends")
    assert s.turn == 4 * (rounds + 1) and s.to_act == "A1"


# ----- CH-TIME-2 Midnight --------------------------------------------------------------------------------

def test_CH_TIME_2_midnight_patients_spin_ghosts_choose():
    """CH-TIME-2: at Midnight patient A1 may only spin (or stay); ghost A2 still picks its cell."""
    s = game(time={"kind": "midnight", "rounds": 2}, pieces={"A1": [6, 6], "A2": [5, 5]})
    assert kinds(s) == {"spin", "stay"}
    idle(s)
    assert s.to_act == "A2"
    assert {(a["row"], a["col"]) for a in s.legal_actions() if a.kind == "move"} == {(4, 5), (6, 5), (5, 4), (5, 6)}


def test_CH_TIME_2_spin_steps_by_the_compass_and_a_blocked_step_is_lost():
    """CH-TIME-2: A1 in corner (8,1) spins; over seeds the compass gives each direction; up/right move it,
    down/left (off the map) lose the step."""
    seen = set()
    for seed in range(40):
        s = game(seed, time={"kind": "midnight", "rounds": 2})
        s.act("spin")
        (compass,) = named(s, "compass")
        d = compass.data["dir"]
        seen.add(d)
        expected = {"up": [7, 1], "right": [8, 2], "down": [8, 1], "left": [8, 1]}[d]
        assert cell(s, "A1") == expected
        assert bool(named(s, "step_lost")) == (d in ("down", "left"))
        assert s.pending == CARDS
    assert seen == {"up", "down", "left", "right"}


def test_CH_TIME_2_midnight_one_card_a_turn():
    """CH-TIME-2: at Midnight A1 plays Sprint; Protection is then no longer playable this turn."""
    s = game(time={"kind": "midnight", "rounds": 2}, hands={"A1": ["sprint_moon", "protection_moon"]})
    s.act("stay")
    assert len(plays(s, "protection_moon")) == 1
    s.act("play", card="sprint_moon")
    assert [a.kind for a in s.legal_actions()] == ["end"]


def test_CH_TIME_2_midnight_ghosts_also_play_one_card_when_the_limit_is_for_all():
    """CH-TIME-2, CH-TIME-4 (time_card_limit="all"): at Midnight ghost A2 plays Brainwash; Prank is then no longer
    playable this turn."""
    s = game(start="A2", rules={"time_card_limit": "all"}, time={"kind": "midnight", "rounds": 2},
             hands={"A2": ["brainwash_moon", "prank_eye"], "B1": ["sprint_skull"]})
    s.act("stay")
    s.act("play", card="brainwash_moon")
    assert [a.kind for a in s.legal_actions()] == ["end"]


def test_CH_TIME_2_sprint_extra_step_is_a_spin_too():
    """CH-TIME-2: at Midnight A1's Sprint step is a spin of the compass, not a chosen cell."""
    s = game(time={"kind": "midnight", "rounds": 2}, pieces={"A1": [6, 6]}, hands={"A1": ["sprint_moon"]})
    s.act("stay")
    s.act("play", card="sprint_moon")
    s.act("end")
    assert s.pending == EXTRA and kinds(s) == {"spin", "stop"}
    s.act("spin")
    assert named(s, "compass") and s.to_act == "A2"


def test_CH_TIME_2_declaring_a_time_is_the_one_card():
    """CH-TIME-2 (§11): at Midnight, A1 declares Midnight anew with three Moons; it plays no card after."""
    s = game(time={"kind": "midnight", "rounds": 2},
             hands={"A1": ["sprint_moon", "checkup_moon", "amnesia_moon", "protection_eye"]})
    s.act("stay")
    s.act("declare_time", time="midnight", cards="amnesia_moon+checkup_moon+sprint_moon")
    assert s.time[0] == "midnight"
    assert [a.kind for a in s.legal_actions()] == ["end"]


def test_CH_TIME_2_checkup_before_moving_counts_as_the_one_card():
    """CH-TIME-2 (§11): at Midnight Checkup before moving is A1's one card: no card after its spin."""
    s = game(time={"kind": "midnight", "rounds": 2}, pieces={"A1": [6, 6]},
             hands={"A1": ["checkup_moon", "sprint_moon"]})
    s.act("play", card="checkup_moon")
    for r, c in ((4, 4), (3, 3), (7, 7)):
        s.act("pick", row=r, col=c)
    assert "play" not in kinds(s)
    s.act("stay")
    assert [a.kind for a in s.legal_actions()] == ["end"]


def test_CH_TIME_2_forced_steps_are_not_spun():
    """CH-TIME-2 (§11): at Midnight ghost A2's Possession still picks B1's cells; no compass."""
    s = game(start="A2", time={"kind": "midnight", "rounds": 2}, pieces={"A2": [5, 5], "B1": [6, 6]},
             hands={"A2": ["possession_moon"]})
    s.act("stay")
    s.act("play", card="possession_moon", target="B1")
    s.act("pick", row=6, col=7)
    assert cell(s, "B1") == [6, 7] and not named(s, "compass")


# ----- CH-TIME-3 Dawn ------------------------------------------------------------------------------------

def test_CH_TIME_3_dawn_ghost_keeps_to_its_row_or_column():
    """CH-TIME-3: at Dawn A2 starts at (5,5), steps to (5,6); next turn only (5,5) and (5,7) stay on its lines."""
    s = game(start="A2", time={"kind": "dawn", "rounds": 2}, pieces={"A2": [5, 5]})
    s.act("move", row=5, col=6)
    s.act("end")
    idle(s, 3)
    assert s.to_act == "A2"
    assert {(a["row"], a["col"]) for a in s.legal_actions() if a.kind == "move"} == {(5, 5), (5, 7)}


def test_CH_TIME_3_dawn_anchors_where_the_ghost_stood_when_it_began():
    """CH-TIME-3: A2 moves to (5,6), then sets Dawn: its lines are row 5 and column 6 (not its turn-start cell)."""
    s = game(start="A2", rules={"effect_rounds": 3}, pieces={"A2": [5, 5]},
             hands={"A2": ["prank_eye", "vanish_eye", "mischief_eye"]})
    s.act("move", row=5, col=6)
    s.act("declare_time", time="dawn", cards="mischief_eye+prank_eye+vanish_eye")
    s.act("end")
    idle(s, 3)
    assert {(a["row"], a["col"]) for a in s.legal_actions() if a.kind == "move"} == {(4, 6), (6, 6), (5, 5), (5, 7)}
    s.act("move", row=4, col=6)
    s.act("end")
    idle(s, 3)
    assert {(a["row"], a["col"]) for a in s.legal_actions() if a.kind == "move"} == {(3, 6), (5, 6)}


def test_CH_TIME_3_a_new_ghost_during_dawn_anchors_where_it_lands():
    """CH-TIME-3 (§10): at Dawn B1 is possessed into ghost A2's cell and becomes a ghost: its lines are
    the row and column of its re-rolled cell; A2, now a patient, has no anchor."""
    s = game(start="A2", time={"kind": "dawn", "rounds": 2}, pieces={"A2": [5, 5], "B1": [6, 5]},
             hands={"A2": ["possession_moon"]})
    s.act("stay")
    s.act("play", card="possession_moon", target="B1")
    s.act("pick", row=5, col=5)
    assert s.role["B1"] == "ghost"
    assert s.anchor["B1"] == s.pos["B1"] and "A2" not in s.anchor


def test_CH_TIME_3_dawn_patients_move_freely_and_play_cards_freely():
    """CH-TIME-3, CH-TIME-4: at Dawn patient A1 at (6,6) may step anywhere; after one card it may play another."""
    s = game(time={"kind": "dawn", "rounds": 2}, pieces={"A1": [6, 6]},
             hands={"A1": ["sprint_moon", "protection_moon"]})
    assert {(a["row"], a["col"]) for a in s.legal_actions() if a.kind == "move"} == {(5, 6), (7, 6), (6, 5), (6, 7)}
    s.act("move", row=6, col=7)
    s.act("play", card="protection_moon")
    assert [a.kind for a in s.legal_actions()] == ["play", "end"]


# ----- CH-HIDE-2 private knowledge -----------------------------------------------------------------------

def test_CH_HIDE_2_CH_P2_checkup_results_only_in_the_checker_view():
    """CH-HIDE-2, CH-P2: A1 checks (4,4) (bomb), (3,3), (6,6): only A1's view lists them; its teammate's doesn't."""
    s = game(bombs=[[4, 4], [8, 8]], hands={"A1": ["checkup_moon"]})
    s.act("play", card="checkup_moon")
    for r, c in ((4, 4), (3, 3), (6, 6)):
        s.act("pick", row=r, col=c)
    own = s.view("A1")
    at = {"round": 1, "turn": 0}   # when each was learnt (review 17, finding 2: a later Checkup renews it)
    assert own["checked"] == [{"cell": [3, 3], "bomb": False, **at}, {"cell": [4, 4], "bomb": True, **at},
                              {"cell": [6, 6], "bomb": False, **at}]
    assert [b["cell"] for b in own["bombs"]] == [[4, 4]]
    for other in ("A2", "B1", "B2"):
        assert s.view(other)["checked"] == [] and view_bombs(s, other) == []
    (result,) = named(s, "checkup")
    assert result.seats == ("A1",) and result.data["bombs"] == [[4, 4]]
    (public,) = named(s, "checkup_public")
    assert public.seats == ("A2", "B1", "B2", "public") and "cells" not in public.data
