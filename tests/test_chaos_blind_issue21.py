"""Blind scenario review of CHAOS's rules (issue 21).

Written from the spec (docs/rules/chaos.md, /work/shared/rules/chaos.md), the seed's design draft and the
package's documentation only (docs/games/chaos.md "Setup for scenarios", docs/contract.md), without reading
the engine. Each test builds its position with ``setup``, plays the actions a user would, and checks what the
spec says should happen. Cells are 1-based ``[row, col]`` as the rules write them.

Map ``asylum`` (8x8): gate (1,1); spawns A1 (8,1), A2 (8,2), B1 (1,8), B2 (2,8); obstacles (2,4) (4,2) (3,6)
(6,3) (4,5) (5,4) (5,7) (7,5); dice area rows/cols 2-7, die d -> row/col d + 1.
"""

from __future__ import annotations

import pytest

from cthulhu_widgets.games import chaos

SEATS = ("A1", "A2", "B1", "B2")


# ----------------------------------------------------------------------------------------------- helpers
def new(setup, rules=None, seed=7):
    base = {"first": "A", "bombs": [], "gate_open": True}
    base.update(setup)
    return chaos.new_game(seed=seed, rules=rules, setup=base)


def legal(g):
    return [str(a) for a in g.legal_actions()]


def kinds(g):
    return {a.kind for a in g.legal_actions()}


def piece(view, seat):
    return next(p for p in view["pieces"] if p["seat"] == seat)


def cell(g, seat, viewer=None):
    c = piece(g.view(viewer), seat)["cell"]
    return None if c is None else list(c)


def moves(g):
    return sorted((a.get("row"), a.get("col")) for a in g.legal_actions() if a.kind == "move")


def plays(g):
    return sorted(a.get("card") for a in g.legal_actions() if a.kind == "play")


def event_names(g):
    return [e.name for e in g.events]


def event_rules(g):
    return [e.rule for e in g.events]


def finish_turn(g, seat=None):
    """Do nothing more this turn: stay, end the card phase, stop extra steps, pass prompts."""
    seat = seat or g.to_act
    guard = 0
    while g.to_act == seat and g.result is None:
        guard += 1
        assert guard < 20, legal(g)
        ks = kinds(g)
        for k in ("stay", "end", "stop", "pass", "decline"):
            if k in ks:
                g.act(k)
                break
        else:  # pragma: no cover - a prompt this helper does not know
            raise AssertionError(f"{seat}: no passive action in {legal(g)}")


def step(g, row, col):
    """Take a step to (row, col), ending the card phase first when the step is an extra one."""
    if "move" not in kinds(g) and "end" in kinds(g):
        g.act("end")
    g.act("move", row=row, col=col)


def bomb_cells(view):
    return sorted(tuple(b["cell"]) for b in view["bombs"])


# ----------------------------------------------------------------------------------------------- tests
def test_protection_cover_shields_a_ghost_from_c3_push():
    """CH-COVER-1, CH-COVER-2, CH-P5, CH-DUR-2, CH-C3 (issue 21).

    Team B holds a patient B2 and a ghost B1. B2 is team B's first seat of round 1 and covers the team with
    Protection: both teammates are protected until each one's own next turn (the cover is one joint turn).
    In round 2 team A plays a full C3 (Possession + Protection, same suit) and pushes down. Per CH-COVER-2
    the ghost B1 is protected as well as the patient B2 ("Protection (both protected)"), and Protection
    stops forced moves (protection_blocks_forced_moves *true), so neither B piece moves.
    """
    g = new({
        "start": "B2", "turn_in_round": 2,
        "roles": {"B1": "ghost", "B2": "patient"},
        "pieces": {"B2": [2, 3], "B1": [3, 7], "A1": [7, 7], "A2": [7, 6]},
        "hands": {"B2": ["protection_eye"], "B1": [], "A1": ["protection_moon"], "A2": ["possession_moon"]},
    })
    assert "cover card=protection_eye" in legal(g)
    g.act("cover", card="protection_eye")
    for seat in ("B1", "B2"):
        p = piece(g.view("A1"), seat)
        assert p["protected"] is True, (seat, p)
        assert p["protection_turns_left"] == 0, (seat, p)
    # both B seats move (they stay) in the joint turn; the round ends; round 2 opens with A1
    for _ in range(4):
        if g.to_act in ("B1", "B2"):
            finish_turn(g)
    assert g.view(None)["round"] == 2 and g.to_act == "A1"
    assert piece(g.view("A1"), "B1")["protected"] is True   # B1 had no own turn since the cover
    g.act("combo", combo="C3", card="protection_moon")
    g.act("join", card="possession_moon")
    while g.to_act in ("B1", "B2"):        # the enemy is asked to react: it passes
        g.act("pass")
    finish_turn(g, "A1")
    finish_turn(g, "A2")
    if any(a.kind == "push" for a in g.legal_actions()):
        g.act("push", dir="down")
    assert cell(g, "B2") == [2, 3]
    assert cell(g, "B1") == [3, 7], "a ghost covered by a Protection cover is pushed by C3"


@pytest.mark.parametrize("ghost_card, b1_to, b2_to", [
    ("possession_moon", [5, 3], [6, 7]),   # same suit: full effect, 3 cells (the ghost passes obstacle (5,7))
    ("possession_eye", [3, 3], [4, 7]),    # different suits: weak effect, 1 cell
])
def test_c3_push_full_and_weak(ghost_card, b1_to, b2_to):
    """CH-C3, CH-COMBO-1, CH-COMBO-2, CH-HIDE-3.

    A1 (leader, first seat of round 1) starts C3 with Protection (Moon); A2 joins with Possession. The enemy
    ghost B2 holds no Prank but is still asked to react (CH-HIDE-3: only `pass`). After both A seats move,
    the combo pushes both enemy pieces down: 3 cells with same suits, 1 cell with different suits; the ghost
    passes through obstacles. The team's joint turn ends and the cycle goes on with team B.
    """
    g = new({
        "start": "A1",
        "pieces": {"B1": [2, 3], "B2": [3, 7]},
        "hands": {"A1": ["protection_moon"], "A2": [ghost_card], "B2": ["vanish_skull"],
                  "B1": ["sprint_skull"]},
    })
    g.act("combo", combo="C3", card="protection_moon")
    assert g.to_act == "A2"
    g.act("join", card=ghost_card)
    assert g.to_act == "B2"
    assert legal(g) == ["pass"]
    g.act("pass")
    while g.to_act in ("B1", "B2"):
        g.act("pass")
    finish_turn(g, "A1")
    finish_turn(g, "A2")
    assert g.to_act in ("A1", "A2") and "push" in kinds(g), legal(g)
    g.act("push", dir="down")
    assert cell(g, "B1") == b1_to
    assert cell(g, "B2") == b2_to
    assert g.to_act == "B2"


def test_possession_moves_patient_two_steps_unless_protected():
    """CH-G1, CH-P5, CH-DUR-2.

    Ghost A2 stands next to enemy patient B1. Unprotected, A2's Possession moves B1 two steps that A2's seat
    chooses. With B1 protected (setup `protected` {"B1": 0}: until B1's next turn opens), B1 is not a legal
    target at all (protection_blocks_forced_moves *true).
    """
    setup = {
        "start": "A2", "turn_in_round": 1,
        "pieces": {"A2": [6, 6], "B1": [6, 7]},
        "hands": {"A2": ["possession_moon"], "B1": ["sprint_eye"]},
    }
    g = new(setup)
    g.act("stay")
    assert "play card=possession_moon target=B1" in legal(g)
    g.act("play", card="possession_moon", target="B1")
    g.act("pick", row=6, col=8)
    g.act("pick", row=7, col=8)
    assert cell(g, "B1") == [7, 8]

    g = new(dict(setup, protected={"B1": 0}))
    assert piece(g.view("A2"), "B1")["protected"] is True
    g.act("stay")
    assert not any(a.kind == "play" and a.get("target") == "B1" for a in g.legal_actions()), legal(g)


def test_bomb_skip_next_turn_loses_exactly_one_turn():
    """CH-MOVE-4 (bomb_effect "skip_next_turn"), CH-DUR-1, CH-HIDE-1.

    A1 steps on a hidden bomb at (7,1). The bomb is revealed and removed; with "skip_next_turn" the patient
    is not sent home but loses its next turn: round 2 opens with A2, and A1 plays again in round 3. The
    view shows every seat that A1 skips its next turn.
    """
    g = new({"start": "A1", "bombs": [[7, 1]]}, rules={"bomb_effect": "skip_next_turn"})
    assert bomb_cells(g.view("A1")) == []
    g.act("move", row=7, col=1)
    assert "CH-MOVE-4" in event_rules(g)
    assert cell(g, "A1") == [7, 1]
    assert bomb_cells(g.view(None)) == []
    assert piece(g.view("B1"), "A1")["skips_next"] is True
    finish_turn(g, "A1")
    for seat in ("A2", "B2", "B1"):
        assert g.to_act == seat
        finish_turn(g, seat)
    assert g.view(None)["round"] == 2
    assert g.to_act == "A2", "A1's lost turn should be passed over"
    assert piece(g.view("B1"), "A1")["skips_next"] is False
    for seat in ("A2", "B2", "B1"):
        finish_turn(g, seat)
    assert g.view(None)["round"] == 3 and g.to_act == "A1"
    assert cell(g, "A1") == [7, 1]


def test_skipping_teammate_loses_its_part_of_a_cover():
    """CH-MOVE-4, CH-DUR-1, CH-COVER-1, CH-COVER-2 (issue 21: skip-next-turn and joint turns).

    A2 must skip its next turn (setup `skip`). A1, the team's first seat, covers with Mania / Sprint. "A joint
    turn is a turn of both seats", so this joint turn is A2's lost turn: A1 moves and takes its extra step,
    A2 neither moves nor draws, the cycle goes on with B2. A2's skip is spent: in round 2 it acts normally.
    """
    g = new({
        "start": "A1", "skip": ["A2"],
        "hands": {"A1": ["sprint_moon"], "A2": ["vanish_moon", "prank_eye"]},
    })
    assert piece(g.view("B1"), "A2")["skips_next"] is True
    g.act("cover", card="sprint_moon")
    assert "joint_turn_lost" in event_names(g)
    assert g.to_act == "A1"
    step(g, 7, 1)
    step(g, 6, 1)
    assert cell(g, "A1") == [6, 1]
    assert g.to_act == "B2", legal(g)
    assert cell(g, "A2") == [8, 2]
    hands = g.view(None)["hands"]
    assert hands["A2"]["count"] == 2
    assert hands["A1"]["count"] == 3
    assert piece(g.view("B1"), "A2")["skips_next"] is False
    finish_turn(g, "B2")
    finish_turn(g, "B1")
    finish_turn(g, "A1")
    assert g.to_act == "A2" and "move" in kinds(g)


def test_skipping_teammate_still_joins_c5_but_does_not_move():
    """CH-MOVE-4, CH-DUR-1, CH-C5, CH-COMBO-1 (issue 21).

    A2 must skip its next turn; A1 starts C5 (Mischief + Checkup, same suit) and A2 joins with its card (the
    join belongs to the leader's opening). The combo still resolves: A1 sees every bomb for the rest of the
    game. A2's part of the joint turn is lost: it does not move and does not draw.
    """
    g = new({
        "start": "A1", "skip": ["A2"], "bombs": [[4, 4], [6, 6]],
        "hands": {"A1": ["checkup_moon"], "A2": ["mischief_moon"], "B2": ["vanish_eye"]},
    })
    g.act("combo", combo="C5", card="checkup_moon")
    assert g.to_act == "A2"
    g.act("join", card="mischief_moon")
    while g.to_act in ("B1", "B2"):
        g.act("pass")
    finish_turn(g, "A1")
    assert g.to_act == "B2", legal(g)
    assert cell(g, "A2") == [8, 2]
    assert g.view(None)["hands"]["A2"]["count"] == 0
    assert bomb_cells(g.view("A1")) == [(4, 4), (6, 6)]
    assert bomb_cells(g.view("B1")) == []


def test_vanish_from_setup_is_hidden_then_published():
    """CH-G5, CH-DUR-1, CH-HIDE-1, CH-HIDE-2.

    A2 vanished at (5,5) and has walked to (5,6); the Vanish covers 1 of its turns from the scenario's start
    (its current one). Team B does not see where A2 is; team A does. A2 steps to (6,6). When A2's next turn
    opens the Vanish ends, its path is published and every seat sees A2 at (6,6).
    """
    g = new({
        "start": "A2", "turn_in_round": 1,
        "vanish": {"A2": {"start": [5, 5], "path": [[5, 6]], "turns_left": 1}},
    })
    seen_by_b = piece(g.view("B1"), "A2")
    assert seen_by_b["cell"] is None and seen_by_b["vanished"] is True
    assert seen_by_b["vanish_turns_left"] == 0
    assert cell(g, "A2", "A1") == [5, 6]
    g.act("move", row=6, col=6)
    assert cell(g, "A2", "B2") is None
    assert cell(g, "A2", "A1") == [6, 6]
    finish_turn(g, "A2")
    for seat in ("B2", "B1", "A1"):
        assert cell(g, "A2", "B1") is None, seat
        finish_turn(g, seat)
    assert g.to_act == "A2"
    for viewer in SEATS:
        assert cell(g, "A2", viewer) == [6, 6], viewer
        assert piece(g.view(viewer), "A2")["vanished"] is False


def test_played_vanish_hides_two_later_turns():
    """CH-G5, CH-DUR-1: "a Vanish hides the ghost's moves on two of its own later turns".

    A2 plays Vanish in round 1. Its moves in its turns of rounds 2 and 3 are hidden from team B; the Vanish
    ends as A2's turn of round 4 opens, when B sees where it is.
    """
    g = new({"start": "A2", "turn_in_round": 1, "hands": {"A2": ["vanish_moon"]}})
    g.act("stay")
    g.act("play", card="vanish_moon")
    assert piece(g.view("B1"), "A2")["cell"] is None
    assert piece(g.view("B1"), "A2")["vanish_turns_left"] == 2
    finish_turn(g, "A2")
    path = [[7, 2], [6, 2]]
    for rnd, target in zip((2, 3), path):
        finish_turn(g, "B2")
        finish_turn(g, "B1")
        finish_turn(g, "A1")
        assert g.to_act == "A2" and g.view(None)["round"] == rnd
        g.act("move", row=target[0], col=target[1])
        assert cell(g, "A2", "B2") is None, rnd
        assert cell(g, "A2", "A1") == target
        finish_turn(g, "A2")
    finish_turn(g, "B2")
    finish_turn(g, "B1")
    finish_turn(g, "A1")
    assert g.to_act == "A2" and g.view(None)["round"] == 4
    assert cell(g, "A2", "B1") == [6, 2]


def test_follow_is_public_and_ends_after_one_leader_turn():
    """CH-C1, CH-DUR-1, CH-HIDE-1 (issue 21: who may see the follow).

    After a C1 jump, A1 follows A2 for one of A2's turns (setup `follow`, turns_left 1). Every seat sees the
    follow (it was played in public). A2 steps up into the obstacle (4,5); A1 repeats the step through the
    obstacle. As A2's next turn opens the follow is over: A2's step no longer drags A1.
    """
    g = new({
        "start": "A2", "turn_in_round": 1,
        "pieces": {"A1": [5, 5], "A2": [5, 5]},
        "follow": {"A1": {"leader": "A2", "turns_left": 1}},
    })
    for viewer in ("B1", "B2", "A1"):
        f = piece(g.view(viewer), "A1").get("follows")
        assert f == {"leader": "A2", "turns_left": 0}, (viewer, f)
    g.act("move", row=4, col=5)
    assert cell(g, "A2") == [4, 5]
    assert cell(g, "A1") == [4, 5], "the follower ignores obstacles"
    finish_turn(g, "A2")
    for seat in ("B2", "B1", "A1"):
        finish_turn(g, seat)
    assert g.to_act == "A2"
    assert not piece(g.view("B1"), "A1").get("follows")
    g.act("move", row=3, col=5)
    assert cell(g, "A1") == [4, 5]


def test_dawn_anchor_of_a_vanished_ghost_is_hidden_from_the_enemy():
    """CH-HIDE-1, CH-HIDE-2, CH-TIME-3 (issue 21: who sees Dawn anchors).

    It is Dawn. A2 has vanished at (6,6); its anchor would tell team B where it stood, so only team A sees it.
    B2 is visible and anchored at (3,3) (setup `anchors`): every seat sees that anchor. The designer view
    has A2's anchor, flagged hidden.
    """
    g = new({
        "start": "A1",
        "time": {"kind": "dawn", "rounds": 2},
        "pieces": {"A2": [6, 6], "B2": [3, 8]},
        "anchors": {"B2": [3, 3]},
        "vanish": {"A2": {"start": [6, 6], "path": [], "turns_left": 2}},
    })
    def anchor(viewer, seat):
        a = piece(g.view(viewer), seat).get("dawn_anchor")
        return a and a["cell"]   # the view gives {"cell": [r, c]} (+ "hidden" in the designer view)

    for viewer in ("A1", "A2"):
        assert anchor(viewer, "A2") == [6, 6], viewer
    for viewer in ("B1", "B2"):
        assert not anchor(viewer, "A2"), viewer
    for viewer in SEATS:
        assert anchor(viewer, "B2") == [3, 3], viewer
    assert piece(g.view(None), "A2")["dawn_anchor"] == {"cell": [6, 6], "hidden": True}
    assert not piece(g.view(None), "B2")["dawn_anchor"].get("hidden")


def test_dawn_ghost_keeps_to_its_anchor_lines_and_plays_one_card():
    """CH-TIME-3, CH-TIME-4 (time_card_limit *restricted_role).

    Dawn, anchored at (3,3); ghost B2 stands at (3,8): it may move only along row 3 or column 3, so its only
    step is (3,7). A ghost plays at most 1 card at Dawn; the patient B1 is not restricted and plays two.
    """
    g = new({
        "start": "B2", "turn_in_round": 2,
        "time": {"kind": "dawn", "rounds": 2},
        "pieces": {"B2": [3, 8], "B1": [5, 8]},
        "anchors": {"B2": [3, 3]},
        "hands": {"B2": ["prank_moon", "prank_eye"], "B1": ["sprint_moon", "sprint_eye"],
                  "A1": ["checkup_moon", "checkup_eye", "checkup_skull"]},
    })
    assert moves(g) == [(3, 7)]
    g.act("move", row=3, col=7)
    g.act("play", card="prank_moon", target="A1")
    assert plays(g) == [], legal(g)
    finish_turn(g, "B2")
    assert g.to_act == "B1"
    g.act("stay")
    g.act("play", card="sprint_moon")
    assert plays(g) == ["sprint_eye"], legal(g)
    g.act("play", card="sprint_eye")
    assert g.view(None)["extra_steps"] == 2


def test_temporary_bomb_planter_shown_only_to_its_team():
    """CH-G2, CH-HIDE-2, CH-P2, CH-DUR-3 (issue 21: the planter of a temporary bomb).

    B2's Mischief planted a temporary bomb at (6,6). Team B sees it with its planter; team A does not see it.
    A1's Checkup finds it: A1 now sees a bomb, neither that it is temporary nor who planted it, and A2 learns nothing
    (Checkup is private). The bomb goes as B2's next turn opens (plant_duration *next_turn).
    """
    g = new({
        "start": "A1",
        "temp_bombs": [{"cell": [6, 6], "planter": "B2"}],
        "hands": {"A1": ["checkup_eye"]},
    })
    assert g.view("B1")["bombs"] == [{"cell": [6, 6], "temporary": True, "planter": "B2"}]
    assert g.view("B2")["bombs"] == [{"cell": [6, 6], "temporary": True, "planter": "B2"}]
    assert g.view("A1")["bombs"] == [] and g.view("A2")["bombs"] == []
    g.act("play", card="checkup_eye")
    for r, c in ((6, 6), (6, 5), (7, 7)):
        g.act("pick", row=r, col=c)
    seen = g.view("A1")["bombs"]
    # a bomb, not a plant: which finds were B2's is team B's secret (newcomer review 24, AL4)
    assert len(seen) == 1 and seen[0]["cell"] == [6, 6] and seen[0].get("temporary") is False, seen
    assert seen[0].get("planter") is None, seen
    assert g.view("A2")["bombs"] == []
    finish_turn(g, "A1")
    finish_turn(g, "A2")
    assert g.to_act == "B2"
    assert g.view(None)["bombs"] == []
    assert g.view("B1")["bombs"] == []


def test_role_swap_rerolls_the_new_ghost_and_redraws_hands():
    """CH-SWAP-1, CH-SWAP-2, CH-SWAP-3, CH-HIDE-4.

    Patient A1 steps onto enemy ghost B2's cell (6,6): they swap roles. A1 (now a ghost) re-rolls its cell:
    dice 3,4 give (4,5), an obstacle, so it re-rolls; 3,3 give (4,4). B2, now a patient, stays at (6,6). Both
    discard their hands and draw 3 of their new role.
    """
    g = new({
        "start": "A1", "dice": [3, 4, 3, 3],
        "pieces": {"A1": [5, 6], "B2": [6, 6]},
        "hands": {"A1": ["sprint_moon", "protection_moon", "checkup_moon"],
                  "B2": ["prank_moon", "vanish_eye", "mischief_skull"]},
    })
    g.act("move", row=6, col=6)
    d = g.view(None)
    a1, b2 = piece(d, "A1"), piece(d, "B2")
    assert (a1["role"], a1["cell"]) == ("ghost", [4, 4])
    assert (b2["role"], b2["cell"]) == ("patient", [6, 6])
    assert "rerolled" in event_names(g)
    rr = next(e for e in g.events if e.name == "rerolled")
    assert "[4, 4]" in str(rr.data) or "(4, 4)" in str(rr.data) or "4,4" in rr.text.replace(" ", "")
    a1_cards = g.view("A1")["hands"]["A1"]["cards"]
    b2_cards = g.view("B2")["hands"]["B2"]["cards"]
    assert len(a1_cards) == 3 and all(c["role"] == "ghost" for c in a1_cards)
    assert len(b2_cards) == 3 and all(c["role"] == "patient" for c in b2_cards)


def test_key_opens_gate_then_patient_wins_but_ghost_cannot_enter():
    """CH-MOVE-5, CH-MOVE-3, CH-WIN-1, CH-P4.

    A1 stands at (2,2), the key at (1,2), the gate closed. A1 steps onto the key: the gate opens and the key
    leaves the map. A1 plays Sprint and its extra step enters the open gate: team A wins. Separately, a ghost
    next to the open gate may not step into it.
    """
    g = new({"start": "A1", "gate_open": False, "key": [1, 2], "pieces": {"A1": [2, 2]},
             "hands": {"A1": ["sprint_moon"]}})
    assert g.view("A1")["gate_open"] is False
    g.act("move", row=1, col=2)
    v = g.view("B1")
    assert v["gate_open"] is True and v["key"] is None
    g.act("play", card="sprint_moon")
    step(g, 1, 1)
    assert g.result is not None
    res = g.result.to_dict()
    assert res["outcome"] == "A" and res["cause"] == "gate"
    assert g.to_act is None

    g = new({"start": "A2", "turn_in_round": 1, "pieces": {"A2": [2, 1]}})
    assert (1, 1) not in moves(g)
    assert (3, 1) in moves(g) and (2, 2) in moves(g)


def test_patients_stop_at_obstacles_ghosts_pass():
    """CH-MOVE-1, CH-MOVE-2.

    Patient A1 at (4,3) may step to any orthogonal neighbour except the obstacle (4,2); no diagonals.
    Ghost A2 at (4,1) may step onto the obstacle (4,2), not off the map.
    """
    g = new({"start": "A1", "pieces": {"A1": [4, 3], "A2": [4, 1]}})
    assert moves(g) == [(3, 3), (4, 4), (5, 3)]
    finish_turn(g, "A1")
    assert g.to_act == "A2"
    assert moves(g) == [(3, 1), (4, 2), (5, 1)]


def test_schizophrenia_reverses_the_cycle():
    """CH-P1.

    A1 plays Schizophrenia in its turn: from the next turn on the cycle A1, A2, B2, B1 runs backwards, so B1
    acts next, then B2.
    """
    g = new({"start": "A1", "hands": {"A1": ["schizophrenia_moon"]}})
    g.act("stay")
    g.act("play", card="schizophrenia_moon")
    finish_turn(g, "A1")
    assert g.view(None)["direction"] == -1
    assert g.to_act == "B1"
    finish_turn(g, "B1")
    assert g.to_act == "B2"


def test_midnight_spins_patients_and_limits_only_patients():
    """CH-TIME-1, CH-TIME-2, CH-TIME-4, CH-CARD-5.

    A1 holds three Moon cards (one a ghost card it cannot play, which still counts) and declares Midnight:
    the time counts A1's next 2 turns. Ghost A2 is not limited and plays two cards. Patient B1's step is a
    compass spin (fixed: "left", from (1,8) to (1,7)) and it plays at most one card.
    """
    g = new({
        "start": "A1", "compass": ["left"],
        "hands": {"A1": ["sprint_moon", "checkup_moon", "vanish_moon"],
                  "A2": ["prank_moon", "prank_eye"],
                  "B2": ["brainwash_moon", "mischief_eye", "prank_skull"],
                  "B1": ["sprint_eye", "protection_skull", "amnesia_eye"]},
    })
    g.act("stay")
    assert "vanish_moon" not in plays(g)
    g.act("declare_time", time="midnight", cards="checkup_moon+sprint_moon+vanish_moon")
    t = g.view("B1")["time"]
    assert t["kind"] == "midnight" and t["seat"] == "A1" and t["turns_left"] == 2, t
    finish_turn(g, "A1")
    assert g.to_act == "A2" and "move" in kinds(g)
    g.act("stay")
    g.act("play", card="prank_moon", target="B2")
    assert "prank_eye" in plays(g), legal(g)
    g.act("play", card="prank_eye", target="B2")
    finish_turn(g, "A2")
    finish_turn(g, "B2")
    assert g.to_act == "B1"
    assert "spin" in kinds(g) and "move" not in kinds(g), legal(g)
    g.act("spin")
    assert cell(g, "B1") == [1, 7]
    g.act("play", card="sprint_eye")
    assert plays(g) == [], legal(g)


def test_c2_weak_swaps_roles_only():
    """CH-C2, CH-COMBO-2, CH-HIDE-3.

    A1 (Amnesia, Moon) and A2 (Brainwash, Eye) play C2 with different suits: the weak effect swaps the two
    enemy seats' roles but not their hands, and nobody re-rolls. B2, the enemy ghost, holds a Prank but no
    partner card and passes.
    """
    b1_hand = ["sprint_skull", "protection_skull", "checkup_skull"]
    b2_hand = ["prank_moon", "vanish_eye", "mischief_skull"]
    g = new({"start": "A1", "hands": {"A1": ["amnesia_moon"], "A2": ["brainwash_eye"],
                                      "B1": b1_hand, "B2": b2_hand}})
    g.act("combo", combo="C2", card="amnesia_moon")
    g.act("join", card="brainwash_eye")
    while g.to_act in ("B1", "B2"):
        g.act("pass")
    finish_turn(g, "A1")
    finish_turn(g, "A2")
    d = g.view(None)
    assert piece(d, "B1")["role"] == "ghost" and piece(d, "B2")["role"] == "patient"
    assert piece(d, "B1")["cell"] == [1, 8] and piece(d, "B2")["cell"] == [2, 8]
    assert sorted(c["id"] for c in g.view("B1")["hands"]["B1"]["cards"]) == sorted(b1_hand)
    assert sorted(c["id"] for c in g.view("B2")["hands"]["B2"]["cards"]) == sorted(b2_hand)


def test_c4_full_reaction_turns_c3_against_its_team():
    """CH-C4, CH-C3, CH-COMBO-2.

    A starts a full C3. B reacts with Prank + Schizophrenia of one suit (full C4): the push acts for team B,
    its direction chosen by the reacting ghost B2, and pushes team A's pieces 3 cells; B's pieces stay.
    """
    g = new({
        "start": "A1",
        "pieces": {"A1": [2, 3], "A2": [3, 7]},
        "hands": {"A1": ["protection_moon"], "A2": ["possession_moon"],
                  "B2": ["prank_skull"], "B1": ["schizophrenia_skull"]},
    })
    g.act("combo", combo="C3", card="protection_moon")
    g.act("join", card="possession_moon")
    assert g.to_act == "B2"
    g.act("react", card="prank_skull")
    assert g.to_act == "B1"
    g.act("react", card="schizophrenia_skull")
    finish_turn(g, "A1")
    finish_turn(g, "A2")
    assert g.to_act == "B2" and "push" in kinds(g), (g.to_act, legal(g))
    g.act("push", dir="down")
    assert cell(g, "A1") == [5, 3]
    assert cell(g, "A2") == [6, 7]
    assert cell(g, "B1") == [1, 8] and cell(g, "B2") == [2, 8]


def test_only_the_teams_first_seat_starts_a_combo_or_cover():
    """CH-COMBO-1, CH-COVER-1.

    A1 already acted this round (turn_in_round 1): A2 may not start a combo nor a cover even with a matching
    card. B2 is team B's first seat this round and may.
    """
    g = new({"start": "A2", "turn_in_round": 1,
             "hands": {"A2": ["vanish_moon"], "A1": ["sprint_moon"], "B2": ["vanish_eye"],
                       "B1": ["sprint_eye"]}})
    assert not kinds(g) & {"combo", "cover"}, legal(g)
    finish_turn(g, "A2")
    assert g.to_act == "B2"
    assert "combo" in kinds(g), legal(g)


def test_card_timing_and_other_role_cards():
    """CH-CARD-4, CH-CARD-5, CH-COVER-2.

    Before moving, only Checkup may be played; after the base move the other patient cards may be, never a
    ghost card in a patient's hand. Only cards acting on the player's own seat may cover (Sprint, Checkup,
    Protection: not Schizophrenia or Amnesia). After extra movement starts no card may be played.
    """
    g = new({"start": "A1", "hands": {"A1": ["sprint_moon", "checkup_eye", "vanish_moon",
                                             "schizophrenia_skull", "amnesia_eye", "protection_skull"],
                                      "B1": ["sprint_eye"]}})
    assert plays(g) == ["checkup_eye"]
    covers = sorted(a.get("card") for a in g.legal_actions() if a.kind == "cover")
    assert covers == ["checkup_eye", "protection_skull", "sprint_moon"]
    g.act("move", row=7, col=1)
    assert "vanish_moon" not in plays(g)
    assert {"sprint_moon", "checkup_eye", "amnesia_eye", "schizophrenia_skull"} <= set(plays(g))
    g.act("play", card="sprint_moon")
    step(g, 6, 1)
    assert g.to_act != "A1" or "play" not in kinds(g)


def test_key_resolves_before_bomb_on_one_cell():
    """CH-MAP-6, CH-MOVE-4, CH-MOVE-5.

    The key lies on a bomb cell. A1 enters it: the key first (the gate opens), then the bomb hurts A1, which
    goes back to its spawn (8,1); the bomb is removed.
    """
    g = new({"start": "A1", "gate_open": False, "key": [6, 1], "bombs": [[6, 1]],
             "pieces": {"A1": [7, 1]}})
    g.act("move", row=6, col=1)
    d = g.view(None)
    assert d["gate_open"] is True
    assert cell(g, "A1") == [8, 1]
    assert bomb_cells(d) == []
    names = event_rules(g)
    assert names.index("CH-MOVE-5") < names.index("CH-MOVE-4"), names


def test_respawn_onto_an_enemy_ghost_swaps():
    """CH-SWAP-5, CH-MOVE-4, CH-SWAP-2.

    Enemy ghost B2 stands on A1's spawn (8,1). A1 hits a bomb and respawns there: a respawn is a relocation,
    so A1 and B2 swap roles; the new ghost A1 re-rolls to (4,4) (dice 3,3).
    """
    g = new({"start": "A1", "dice": [3, 3], "bombs": [[6, 1]],
             "pieces": {"A1": [7, 1], "B2": [8, 1]}})
    g.act("move", row=6, col=1)
    d = g.view(None)
    assert piece(d, "A1")["role"] == "ghost" and piece(d, "A1")["cell"] == [4, 4]
    assert piece(d, "B2")["role"] == "patient" and piece(d, "B2")["cell"] == [8, 1]


def test_vanished_ghost_neither_causes_nor_suffers_a_swap():
    """CH-G5 (vanished_can_meet *false), CH-SWAP-1.

    Enemy ghost B2 is vanished at (6,1). A1 steps onto (6,1): no swap happens.
    """
    g = new({"start": "A1", "pieces": {"A1": [7, 1], "B2": [6, 1]},
             "vanish": {"B2": {"start": [6, 1], "path": [], "turns_left": 2}}})
    assert cell(g, "B2", "A1") is None
    g.act("move", row=6, col=1)
    d = g.view(None)
    assert piece(d, "A1")["role"] == "patient" and piece(d, "A1")["cell"] == [6, 1]
    assert piece(d, "B2")["role"] == "ghost"


def test_round_limit_is_a_draw():
    """CH-WIN-2.

    With max_rounds 1, when the last seat of round 1 (B1) ends its turn the game is a draw.
    """
    g = new({"start": "B1", "turn_in_round": 3}, rules={"max_rounds": 1})
    finish_turn(g, "B1")
    assert g.result is not None
    res = g.result.to_dict()
    assert res["outcome"] == "draw" and res["cause"] == "round_limit"
    assert g.to_act is None


def test_protection_ends_when_the_seat_joins_a_joint_turn():
    """CH-DUR-2, CH-P5, CH-COMBO-1.

    B1 is protected until its next turn opens. B2, team B's first seat, starts a combo and B1 joins: "a joint
    turn in which that seat takes part is such a turn", so B1's protection ends as it joins.
    """
    g = new({"start": "B2", "turn_in_round": 2, "protected": {"B1": 0},
             "hands": {"B2": ["possession_moon"], "B1": ["protection_moon"]}})
    assert piece(g.view("A1"), "B1")["protected"] is True
    g.act("combo", combo="C3", card="possession_moon")
    g.act("join", card="protection_moon")
    assert piece(g.view("A1"), "B1")["protected"] is False


def test_sprint_cover_gives_both_an_extra_step_and_is_not_reactable():
    """CH-COVER-1, CH-COVER-2, CH-P4, CH-C4.

    A1 covers the team with Sprint. A cover is not a combo: team B is not asked to react. A1 moves and takes
    an extra step, then A2 does the same; then the cycle goes on with B2, and A2's own slot is passed over.
    """
    g = new({"start": "A1", "hands": {"A1": ["sprint_moon"], "B2": ["prank_moon"],
                                      "B1": ["schizophrenia_moon"]}})
    g.act("cover", card="sprint_moon")
    assert g.to_act == "A1", g.to_act
    step(g, 7, 1)
    step(g, 6, 1)
    assert g.to_act == "A2", legal(g)
    step(g, 7, 2)
    step(g, 6, 2)
    assert cell(g, "A1") == [6, 1] and cell(g, "A2") == [6, 2]
    assert g.to_act == "B2"
    assert g.view(None)["hands"]["B2"]["count"] == 1


def test_vanish_cover_hides_both_ghosts():
    """CH-COVER-2, CH-G5, CH-HIDE-2.

    Team A has two ghosts. A1, its first seat, covers with Vanish: both are hidden from team B, each for its
    own turns; team A sees both.
    """
    g = new({"start": "A1", "roles": {"A1": "ghost"}, "pieces": {"A1": [6, 6], "A2": [6, 2]},
             "hands": {"A1": ["vanish_moon"]}})
    assert "cover card=vanish_moon" in legal(g)
    g.act("cover", card="vanish_moon")
    for seat in ("A1", "A2"):
        assert cell(g, seat, "B1") is None, seat
        assert piece(g.view("B2"), seat)["vanished"] is True
        assert cell(g, seat, "A1") is not None


def test_played_protection_is_public_and_shields_from_a_bomb():
    """CH-P5, CH-DUR-2, CH-MOVE-4, CH-HIDE-1.

    B1 plays Protection, then Sprint, in its turn: every seat sees B1 protected, with protection_turns_left 0
    (until B1's next turn opens). B1's extra step enters a hidden bomb at (1,7): it is not hurt and the bomb
    stays (and stays hidden). When B1's next turn opens its protection has ended.
    """
    g = new({"start": "B1", "turn_in_round": 3, "bombs": [[1, 7]],
             "hands": {"B1": ["protection_moon", "sprint_moon"]}})
    g.act("stay")
    g.act("play", card="protection_moon")
    for viewer in SEATS:
        p = piece(g.view(viewer), "B1")
        assert p["protected"] is True and p["protection_turns_left"] == 0, (viewer, p)
    g.act("play", card="sprint_moon")
    step(g, 1, 7)
    assert cell(g, "B1") == [1, 7]
    assert bomb_cells(g.view(None)) == [(1, 7)]
    assert bomb_cells(g.view("A1")) == [] and bomb_cells(g.view("B1")) == []
    finish_turn(g, "B1")
    for seat in ("A1", "A2", "B2"):
        assert g.to_act == seat
        finish_turn(g, seat)
    assert g.to_act == "B1"
    assert piece(g.view("A1"), "B1")["protected"] is False


# ------------------------------------------------------------------------- more issue-21 scenarios
def visible(e, seat):
    return e.seats is None or seat in e.seats


def test_declined_combo_asks_teammate_and_shows_the_card():
    """CH-HIDE-3, CH-HIDE-4, CH-COMBO-1, CH-COVER-1.

    A1 starts C1 with Sprint; A2 holds no Vanish but is still asked (its only answer: decline). The card
    returns to A1's hand and every seat now knows A1 holds it. The turn's one attempt is used: no cover now.
    """
    g = new({"start": "A1", "hands": {"A1": ["sprint_moon"], "A2": ["prank_moon"]}})
    g.act("combo", combo="C1", card="sprint_moon")
    assert g.to_act == "A2" and legal(g) == ["decline"]
    g.act("decline")
    assert g.to_act == "A1" and not kinds(g) & {"combo", "cover"}, legal(g)
    for viewer in ("B1", "B2", "A2"):
        assert "sprint_moon" in g.view(viewer)["known_cards"].get("A1", []), viewer
    g.act("stay")
    assert "sprint_moon" in plays(g)


def test_time_of_day_ends_when_its_seat_joins_a_joint_turn():
    """CH-DUR-1 ("a joint (combo) turn is a turn of both seats"), CH-TIME-3.

    Dawn was declared by A2 and covers only A2's current turn (setup time rounds 1, start A2). In round 2
    A1 starts a combo and A2 joins: that is A2's next turn opening, so Dawn ends then.
    """
    g = new({"start": "A2", "turn_in_round": 1, "time": {"kind": "dawn", "rounds": 1},
             "hands": {"A1": ["protection_moon"], "A2": ["possession_moon"]}})
    t = g.view("B1")["time"]
    assert t["kind"] == "dawn" and t["seat"] == "A2" and t["turns_left"] == 0, t
    for seat in ("A2", "B2", "B1"):
        finish_turn(g, seat)
    assert g.to_act == "A1" and g.view(None)["round"] == 2
    assert g.view("B1")["time"] is not None
    g.act("combo", combo="C3", card="protection_moon")
    g.act("join", card="possession_moon")
    assert g.view("B1")["time"] is None


def test_vanish_ends_when_the_ghost_joins_a_joint_turn():
    """CH-DUR-1, CH-G5: the joint turn is the vanished ghost's turn, so a Vanish with one turn left ends as it
    joins, and team B sees the ghost again."""
    g = new({"start": "A2", "turn_in_round": 1,
             "vanish": {"A2": {"start": [8, 2], "path": [], "turns_left": 1}},
             "hands": {"A1": ["protection_moon"], "A2": ["possession_moon"]}})
    g.act("move", row=7, col=2)
    assert cell(g, "A2", "B1") is None
    for seat in ("A2", "B2", "B1"):
        finish_turn(g, seat)
    assert cell(g, "A2", "B1") is None
    g.act("combo", combo="C3", card="protection_moon")
    g.act("join", card="possession_moon")
    assert cell(g, "A2", "B1") == [7, 2]
    assert piece(g.view("B1"), "A2")["vanished"] is False


def test_protected_ghost_from_setup_is_not_pushed():
    """CH-P5, CH-C3: "Protection protects the seat, whatever its role". B2, a ghost, is protected until its
    next turn (setup). A's full C3 pushes B1 three cells down; B2 does not move."""
    g = new({"start": "A1", "protected": {"B2": 0}, "pieces": {"B1": [2, 3], "B2": [3, 7]},
             "hands": {"A1": ["protection_moon"], "A2": ["possession_moon"]}})
    g.act("combo", combo="C3", card="protection_moon")
    g.act("join", card="possession_moon")
    while g.to_act in ("B1", "B2"):
        g.act("pass")
    finish_turn(g, "A1")
    finish_turn(g, "A2")
    g.act("push", dir="down")
    assert cell(g, "B1") == [5, 3]
    assert cell(g, "B2") == [3, 7]


def test_protection_turns_left_counts_the_seats_own_turns():
    """CH-DUR-2, CH-HIDE-1 (issue 21: turns left). Setup protected {"A1": 1}: A1 is protected during its first
    turn and until its second opens. Every seat sees protection_turns_left 1 before A1's first turn, 0 during
    it, and no protection once A1's second turn opens."""
    g = new({"start": "B2", "turn_in_round": 2, "protected": {"A1": 1}})
    p = piece(g.view("B1"), "A1")
    assert p["protected"] is True and p["protection_turns_left"] == 1, p
    finish_turn(g, "B2")
    finish_turn(g, "B1")
    assert g.to_act == "A1"
    p = piece(g.view("B2"), "A1")
    assert p["protected"] is True and p["protection_turns_left"] == 0, p
    for seat in ("A1", "A2", "B2", "B1"):
        finish_turn(g, seat)
    assert g.to_act == "A1"
    assert piece(g.view("B2"), "A1")["protected"] is False


def test_push_of_a_vanished_ghost_is_not_measured_in_public():
    """CH-HIDE-4, CH-C3, CH-G5. A's full C3 pushes B1 and the vanished ghost B2 (at (3,7)) down. Team A sees
    B1 pushed but learns nothing of where B2 went: it still does not see B2, and no event it sees names B2's
    cells."""
    g = new({"start": "A1", "pieces": {"B1": [2, 3], "B2": [3, 7]},
             "vanish": {"B2": {"start": [3, 7], "path": [], "turns_left": 2}},
             "hands": {"A1": ["protection_moon"], "A2": ["possession_moon"]}})
    g.act("combo", combo="C3", card="protection_moon")
    g.act("join", card="possession_moon")
    while g.to_act in ("B1", "B2"):
        g.act("pass")
    finish_turn(g, "A1")
    finish_turn(g, "A2")
    g.act("push", dir="down")
    assert cell(g, "B2") == [6, 7]
    assert cell(g, "B2", "A1") is None
    for e in g.events:
        if visible(e, "A1") and e.data.get("seat") == "B2":
            assert not any(k in e.data for k in ("cell", "to", "from", "path", "steps")), e


def test_reroll_failing_on_a_vanished_piece_is_not_public():
    """CH-HIDE-4, CH-SWAP-2. A1 meets enemy ghost B2 and must re-roll. Its first roll (4,4) is taken by its own
    vanished teammate A2, which team B cannot see; the second roll gives (5,5). Team B sees only the final
    cell; no event B sees names (4,4)."""
    g = new({"start": "A1", "dice": [3, 3, 4, 4], "pieces": {"A1": [5, 6], "B2": [6, 6], "A2": [4, 4]},
             "vanish": {"A2": {"start": [4, 4], "path": [], "turns_left": 2}}})
    g.act("move", row=6, col=6)
    assert cell(g, "A1") == [5, 5] and piece(g.view(None), "A1")["role"] == "ghost"
    for e in g.events:
        if visible(e, "B1"):
            assert "[4, 4]" not in str(e.data) and "(4,4)" not in e.text.replace(" ", ""), e


def test_skipping_leader_loses_its_turn_at_once():
    """CH-MOVE-4, CH-DUR-1. A1 must skip its next turn and opens the scenario: its turn is lost before any
    combo or cover could be offered, so A2 acts next; A1 has not moved."""
    g = new({"start": "A1", "skip": ["A1"], "hands": {"A1": ["sprint_moon"], "A2": ["vanish_moon"]}})
    assert g.to_act == "A2"
    assert cell(g, "A1") == [8, 1]
    assert piece(g.view("B1"), "A1")["skips_next"] is False


def test_c2_role_change_is_a_relocation_for_meetings():
    """CH-SWAP-5, CH-C2. Patients A1 and B1 share (5,5). A's weak C2 turns B1 into a ghost on A1's cell: they
    meet and swap back: A1 becomes a ghost and re-rolls (dice 3,3 -> (4,4)), B1 a patient again."""
    g = new({"start": "A1", "dice": [3, 3], "pieces": {"A1": [5, 5], "B1": [5, 5]},
             "hands": {"A1": ["amnesia_moon"], "A2": ["brainwash_eye"]}})
    g.act("combo", combo="C2", card="amnesia_moon")
    g.act("join", card="brainwash_eye")
    while g.to_act in ("B1", "B2"):
        g.act("pass")
    finish_turn(g, "A1")
    finish_turn(g, "A2")
    d = g.view(None)
    assert piece(d, "B2")["role"] == "patient"
    assert piece(d, "B1")["role"] == "patient" and piece(d, "B1")["cell"] == [5, 5]
    assert piece(d, "A1")["role"] == "ghost" and piece(d, "A1")["cell"] == [4, 4]


def test_planted_bombs_known_to_team_and_hurt_an_enemy():
    """CH-G2, CH-DUR-3, CH-MOVE-4, CH-HIDE-2. A2 plants two temporary bombs at (3,3) and (6,6): team A sees them,
    team B does not. B1 (at (2,3)) walks into (3,3): it is hurt and sent back to its spawn (1,8), and the
    bomb is revealed and removed."""
    g = new({"start": "A2", "turn_in_round": 1, "pieces": {"B1": [2, 3]},
             "hands": {"A2": ["mischief_moon"]}})
    g.act("stay")
    g.act("play", card="mischief_moon", mode="plant")
    g.act("pick", row=3, col=3)
    g.act("pick", row=6, col=6)
    for viewer in ("A1", "A2"):
        assert bomb_cells(g.view(viewer)) == [(3, 3), (6, 6)], viewer
    for viewer in ("B1", "B2"):
        assert bomb_cells(g.view(viewer)) == [], viewer
    finish_turn(g, "A2")
    finish_turn(g, "B2")
    g.act("move", row=3, col=3)
    assert cell(g, "B1") == [1, 8]
    assert bomb_cells(g.view(None)) == [(6, 6)]


def test_amnesia_takes_a_card_the_victim_learns_which():
    """CH-P3, CH-HIDE-1. A1's Amnesia takes B1's only card: A1 now holds it and B1 has none; B2 sees only
    the counts."""
    g = new({"start": "A1", "hands": {"A1": ["amnesia_moon"], "B1": ["sprint_eye"]}})
    g.act("stay")
    g.act("play", card="amnesia_moon", target="B1")
    assert [c["id"] for c in g.view("A1")["hands"]["A1"]["cards"]] == ["sprint_eye"]
    assert g.view("B2")["hands"]["B1"] == {"count": 0, "cards": None} or \
        g.view("B2")["hands"]["B1"]["count"] == 0
    assert g.view("B2")["hands"]["A1"]["cards"] is None


def test_c1_full_jump_then_follow_for_one_ghost_turn():
    """CH-C1, CH-C1-2, CH-DUR-1. A1 and A2 (within 3x3) play full C1. A1's seat chooses to jump to A2's cell.
    A1 then follows A2's next turn (public: follows {leader A2}): A2 steps from (6,2) up to (5,2) and A1
    repeats the step."""
    g = new({"start": "A1", "pieces": {"A1": [7, 1], "A2": [6, 2]},
             "hands": {"A1": ["sprint_moon"], "A2": ["vanish_moon"]}})
    g.act("combo", combo="C1", card="sprint_moon")
    g.act("join", card="vanish_moon")
    while g.to_act in ("B1", "B2"):
        g.act("pass")
    finish_turn(g, "A1")
    finish_turn(g, "A2")
    assert g.to_act == "A1" and "jump" in kinds(g), legal(g)
    g.act("jump")
    assert cell(g, "A1") == [6, 2]
    f = piece(g.view("B1"), "A1").get("follows")
    assert f and f["leader"] == "A2", f
    finish_turn(g, "B2")
    finish_turn(g, "B1")
    finish_turn(g, "A1")
    assert g.to_act == "A2"
    g.act("move", row=5, col=2)
    assert cell(g, "A1") == [5, 2]


def test_end_of_turn_draw():
    """CH-CARD-3. At the end of its turn a seat draws 1, then up to 3: a seat with 4 cards ends with 5, one
    with none ends with 3."""
    g = new({"start": "A1", "hands": {"A1": ["sprint_moon", "sprint_eye", "sprint_skull", "checkup_moon"],
                                      "A2": []}})
    finish_turn(g, "A1")
    assert g.view(None)["hands"]["A1"]["count"] == 5
    finish_turn(g, "A2")
    assert g.view(None)["hands"]["A2"]["count"] == 3


def test_must_move_and_closed_gate():
    """CH-MOVE-1 (must_move true), CH-MOVE-3. With must_move a patient with a step may not stay; a patient
    next to the closed gate may not enter it."""
    g = new({"start": "A1", "gate_open": False, "pieces": {"A1": [1, 2]}}, rules={"must_move": True})
    assert "stay" not in kinds(g)
    assert (1, 1) not in moves(g)
    assert moves(g) == [(1, 3), (2, 2)]


def test_new_time_replaces_the_old():
    """CH-TIME-1. During Midnight (set by A1), A2 discards three Eye cards to declare Dawn: Dawn replaces it
    and counts A2's turns."""
    g = new({"start": "A2", "turn_in_round": 1, "time": {"kind": "midnight", "rounds": 2},
             "hands": {"A2": ["prank_eye", "vanish_eye", "sprint_eye"]}})
    g.act("stay")
    g.act("declare_time", time="dawn", cards="prank_eye+sprint_eye+vanish_eye")
    t = g.view("B1")["time"]
    assert t["kind"] == "dawn" and t["seat"] == "A2" and t["turns_left"] == 2, t
    assert g.view(None)["decks"]["ghost"]["discard"] or g.view(None)["decks"]["patient"]["discard"]


def test_cover_protection_ends_for_each_seat_at_its_own_next_turn():
    """CH-COVER-2, CH-DUR-2 ("each until its own next turn"). B2 covers team B with Protection in round 1. In
    round 2, B2's turn opens first: B2's protection ends, B1's lasts until B1's own turn opens."""
    g = new({"start": "B2", "turn_in_round": 2, "roles": {"B1": "ghost", "B2": "patient"},
             "hands": {"B2": ["protection_eye"], "B1": []}})
    g.act("cover", card="protection_eye")
    while g.to_act in ("B1", "B2"):
        finish_turn(g)
    finish_turn(g, "A1")
    finish_turn(g, "A2")
    assert g.to_act == "B2" and g.view(None)["round"] == 2
    assert piece(g.view("A1"), "B2")["protected"] is False
    assert piece(g.view("A1"), "B1")["protected"] is True
    finish_turn(g, "B2")
    assert g.to_act == "B1"
    assert piece(g.view("A1"), "B1")["protected"] is False


def test_skipping_teammate_that_declines_loses_its_own_slot():
    """CH-MOVE-4, CH-DUR-1, CH-HIDE-3. A2 must skip; A1 offers C1 and A2 (no Vanish) declines: no joint turn,
    so A2's own slot is the lost turn; after A1's turn the cycle goes to B2."""
    g = new({"start": "A1", "skip": ["A2"], "hands": {"A1": ["sprint_moon"], "A2": ["prank_eye"]}})
    g.act("combo", combo="C1", card="sprint_moon")
    g.act("decline")
    g.act("move", row=7, col=1)
    finish_turn(g, "A1")
    assert g.to_act == "B2"
    assert cell(g, "A2") == [8, 2]
    assert piece(g.view("B1"), "A2")["skips_next"] is False


def test_new_ghost_at_dawn_is_anchored_where_it_lands():
    """CH-TIME-3, CH-SWAP-2, CH-HIDE (Dawn anchors). At Dawn, patient A1 meets ghost B2 and becomes a ghost,
    re-rolled to (4,4): its anchor is (4,4). B2, now a patient, has no anchor."""
    g = new({"start": "A1", "dice": [3, 3], "time": {"kind": "dawn", "rounds": 2},
             "pieces": {"A1": [5, 6], "B2": [6, 6]}})
    g.act("move", row=6, col=6)
    for viewer in SEATS:
        a1 = piece(g.view(viewer), "A1")
        assert a1["cell"] == [4, 4] and (a1.get("dawn_anchor") or {}).get("cell") == [4, 4], (viewer, a1)
        assert not piece(g.view(viewer), "B2").get("dawn_anchor"), viewer


def test_checkup_cover_tells_both_seats():
    """CH-COVER-2, CH-P2, CH-HIDE-2. A1 covers with Checkup: it picks three cells before moving and both A1
    and A2 learn which hold bombs; team B learns nothing."""
    g = new({"start": "A1", "bombs": [[4, 4], [6, 6]], "hands": {"A1": ["checkup_moon"]}})
    g.act("cover", card="checkup_moon")
    for r, c in ((4, 4), (4, 3), (3, 3)):
        g.act("pick", row=r, col=c)
    for viewer in ("A1", "A2"):
        assert bomb_cells(g.view(viewer)) == [(4, 4)], viewer
    for viewer in ("B1", "B2"):
        assert bomb_cells(g.view(viewer)) == [], viewer


def test_vanish_cover_needs_a_ghost_teammate():
    """CH-COVER-2: Vanish covers only "when the teammate is a ghost too". Ghost A1 with a patient teammate:
    no Vanish cover."""
    g = new({"start": "A1", "roles": {"A1": "ghost", "A2": "patient"}, "pieces": {"A1": [6, 6], "A2": [6, 2]},
             "hands": {"A1": ["vanish_moon", "possession_moon"]}})
    assert not any(a.kind == "cover" for a in g.legal_actions()), legal(g)


def test_c5_vision_sees_enemy_planted_bombs_without_planter():
    """CH-C5, CH-G2, CH-HIDE-2 (issue 21: the planter of a temporary bomb). Team B plays full C5: B1 sees
    every bomb, including later ones. A2 then plants two bombs: B1 sees them as temporary bombs without a
    planter; B2 (no vision) sees none; team A sees them with A2 as the planter."""
    g = new({"start": "B2", "turn_in_round": 2, "bombs": [[7, 7]],
             "hands": {"B2": ["mischief_moon"], "B1": ["checkup_moon"], "A2": ["mischief_eye"]}})
    g.act("combo", combo="C5", card="mischief_moon")
    g.act("join", card="checkup_moon")
    while g.to_act in ("A1", "A2"):
        g.act("pass")
    while g.to_act in ("B1", "B2"):
        finish_turn(g)
    assert bomb_cells(g.view("B1")) == [(7, 7)]
    finish_turn(g, "A1")
    g.act("stay")
    g.act("play", card="mischief_eye", mode="plant")
    g.act("pick", row=3, col=3)
    g.act("pick", row=6, col=6)
    b1 = {tuple(b["cell"]): b for b in g.view("B1")["bombs"]}
    assert set(b1) == {(7, 7), (3, 3), (6, 6)}
    assert b1[(3, 3)].get("temporary") is True and b1[(3, 3)].get("planter") is None
    assert bomb_cells(g.view("B2")) == []
    a1 = {tuple(b["cell"]): b for b in g.view("A1")["bombs"]}
    assert a1[(3, 3)].get("planter") == "A2" and a1[(6, 6)].get("planter") == "A2"


def test_skipping_patient_still_jumps_in_c1_and_follows():
    """CH-MOVE-4, CH-DUR-1, CH-C1, CH-C1-2 (issue 21). Team B's ghost B2 leads; its patient B1 must skip its next
    turn. B2 starts full C1 and B1 joins: B1 loses its own move, but the jump still happens (B1's seat
    decides), and B1 follows B2's next turn; the follow is public with turns_left counted on B2's turns."""
    g = new({"start": "B2", "turn_in_round": 2, "skip": ["B1"], "pieces": {"B1": [3, 7], "B2": [2, 7]},
             "hands": {"B2": ["vanish_eye"], "B1": ["sprint_eye"]}})
    g.act("combo", combo="C1", card="vanish_eye")
    g.act("join", card="sprint_eye")
    while g.to_act in ("A1", "A2"):
        g.act("pass")
    g.act("stay")  # B2 moves (stays); B1 does not move
    assert g.to_act == "B1" and "jump" in kinds(g), (g.to_act, legal(g))
    g.act("jump")
    assert cell(g, "B1") == [2, 7]
    f = piece(g.view("A1"), "B1").get("follows")
    assert f == {"leader": "B2", "turns_left": 1}, f
    finish_turn(g, "A1")
    finish_turn(g, "A2")
    assert g.to_act == "B2"
    assert piece(g.view("A1"), "B1").get("follows") == {"leader": "B2", "turns_left": 0}
    g.act("move", row=3, col=7)
    assert cell(g, "B1") == [3, 7]


def test_enemy_patient_is_asked_after_a_prank_and_the_prank_becomes_known():
    """CH-HIDE-3, CH-HIDE-4, CH-C4. B2 reacts to A's combo with a Prank; B1 holds no Schizophrenia but is
    asked anyway (only `pass`). The Prank returns to B2's hand, known to every seat; A's combo goes on."""
    g = new({"start": "A1", "pieces": {"B1": [2, 3], "B2": [3, 7]},
             "hands": {"A1": ["protection_moon"], "A2": ["possession_moon"], "B2": ["prank_skull"],
                       "B1": ["sprint_skull"]}})
    g.act("combo", combo="C3", card="protection_moon")
    g.act("join", card="possession_moon")
    g.act("react", card="prank_skull")
    assert g.to_act == "B1" and legal(g) == ["pass"]
    g.act("pass")
    assert [c["id"] for c in g.view("B2")["hands"]["B2"]["cards"]] == ["prank_skull"]
    for viewer in ("A1", "A2", "B1"):
        assert "prank_skull" in g.view(viewer)["known_cards"].get("B2", []), viewer
    finish_turn(g, "A1")
    finish_turn(g, "A2")
    g.act("push", dir="down")
    assert cell(g, "B1") == [5, 3]


def test_c4_weak_reaction_cancels_the_combo():
    """CH-C4 weak (different suits): the enemy combo is cancelled; nobody is pushed."""
    g = new({"start": "A1", "pieces": {"B1": [2, 3], "B2": [3, 7]},
             "hands": {"A1": ["protection_moon"], "A2": ["possession_moon"], "B2": ["prank_skull"],
                       "B1": ["schizophrenia_eye"]}})
    g.act("combo", combo="C3", card="protection_moon")
    g.act("join", card="possession_moon")
    g.act("react", card="prank_skull")
    g.act("react", card="schizophrenia_eye")
    finish_turn(g, "A1")
    finish_turn(g, "A2")
    assert "push" not in kinds(g)
    assert cell(g, "B1") == [2, 3] and cell(g, "B2") == [3, 7]
    assert cell(g, "A1") == [8, 1] and cell(g, "A2") == [8, 2]


def test_midnight_patient_spins_in_a_cover():
    """CH-TIME-2, CH-COVER-1. At Midnight, A1's Sprint cover: A1's steps are compass spins (up, up: (8,1) ->
    (7,1) -> (6,1)); the ghost A2 steps freely."""
    g = new({"start": "A1", "time": {"kind": "midnight", "rounds": 2}, "compass": ["up", "up"],
             "hands": {"A1": ["sprint_moon"]}})
    g.act("cover", card="sprint_moon")
    assert "spin" in kinds(g) and "move" not in kinds(g), legal(g)
    g.act("spin")
    if "end" in kinds(g) and "spin" not in kinds(g):
        g.act("end")
    g.act("spin")
    assert cell(g, "A1") == [6, 1]
    assert g.to_act == "A2" and "move" in kinds(g)


def test_dawn_straight_line_re_anchors_each_turn():
    """CH-TIME-5 (dawn_line "straight"). Ghost B2 at (3,8) with Dawn: its turn's steps keep to row 3 or column 8
    (where the turn began), whatever the setup's anchor was before."""
    g = new({"start": "B2", "turn_in_round": 2, "time": {"kind": "dawn", "rounds": 2},
             "pieces": {"B2": [3, 8]}, "anchors": {"B2": [5, 5]}}, rules={"dawn_line": "straight"})
    assert moves(g) == [(2, 8), (3, 7), (4, 8)]


def test_plant_duration_round_end():
    """CH-DUR-3 (plant_duration "round_end"). A temporary bomb planted by B2 stays through B2's next turn
    opening and goes only when the round ends."""
    g = new({"start": "B2", "turn_in_round": 2, "temp_bombs": [{"cell": [6, 6], "planter": "B2"}]},
            rules={"plant_duration": "round_end"})
    assert bomb_cells(g.view(None)) == [(6, 6)]
    finish_turn(g, "B2")
    assert bomb_cells(g.view(None)) == [(6, 6)]
    finish_turn(g, "B1")
    assert g.view(None)["round"] == 2
    assert bomb_cells(g.view(None)) == []


def test_skipping_teammate_is_still_protected_by_a_cover():
    """CH-MOVE-4, CH-COVER-2, CH-DUR-2 (issue 21). A2 must skip; A1 covers with Protection. A2 loses its part of
    the joint turn (it does not move) but the cover still protects it, until its own next turn opens."""
    g = new({"start": "A1", "skip": ["A2"], "hands": {"A1": ["protection_moon"]}})
    g.act("cover", card="protection_moon")
    finish_turn(g, "A1")
    assert g.to_act == "B2"
    for seat in ("A1", "A2"):
        p = piece(g.view("B1"), seat)
        assert p["protected"] is True and p["protection_turns_left"] == 0, (seat, p)
    assert cell(g, "A2") == [8, 2]
