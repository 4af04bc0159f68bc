"""CHAOS issue 21, the state a seat must see (CH-HIDE-1/2, CH-DUR-1): who follows whom after C1 and for how many more
turns, each ghost's Dawn anchor, the turns left of Vanish, Protection and the time of day, and who planted a temporary
bomb. Each test reads the JSON of view(seat) for every seat, the public seat and the designer: a seat that may not
know a field does not receive it; the seats that may, do.

Scenarios are laid out on the asylum map (`game`: team A acts first, so the order is A1, A2, B2, B1; the gate is
open, so there is no key; one bomb at (8, 8)). Cells are 1-based [row, col].
"""
from __future__ import annotations

import json

from chaos_support import SEATS, game, idle
from jsonschema import Draft202012Validator

from cthulhu_widgets.schemas import view_schema

VIEWERS = (*SEATS, "public", None)
TEAM_A, TEAM_B = ("A1", "A2"), ("B1", "B2")
SCHEMA = Draft202012Validator(view_schema("chaos"))


def seen(s, viewer) -> dict:
    """Return `viewer`'s view as the browser receives it (through JSON), checked against the written schema."""
    view = json.loads(json.dumps(s.view(viewer)))
    assert not list(SCHEMA.iter_errors(view)), viewer
    return view


def piece(view: dict, seat: str) -> dict:
    """Return `seat`'s piece entry of a view."""
    return next(p for p in view["pieces"] if p["seat"] == seat)


# ----- CH-TIME-3: Dawn anchors ------------------------------------------------------------------------------------

def test_CH_TIME_3_CH_HIDE_2_a_vanished_ghosts_dawn_anchor_reaches_only_its_team():
    """CH-TIME-3, CH-HIDE-2, CH-G5: at Dawn, ghost A2 vanished at (5,5) and is anchored there: team A and the designer
    receive the anchor (the designer flagged hidden); team B and the public receive neither it nor the cell at all.
    Ghost B2 stands in sight at (4,7): every viewer receives its anchor."""
    s = game(time={"kind": "dawn", "rounds": 2}, pieces={"B2": [4, 7]}, vanish={"A2": {"start": [5, 5]}})
    for viewer in VIEWERS:
        view = seen(s, viewer)
        assert piece(view, "B2")["dawn_anchor"] == {"cell": [4, 7]}, viewer
        a2 = piece(view, "A2")
        if viewer in TEAM_B or viewer == "public":
            # (the cell it vanished on is public, told by the 'vanished' story line: last_seen, round AK; nothing else)
            assert a2.pop("last_seen") == [5, 5], viewer
            assert "dawn_anchor" not in a2 and "[5, 5]" not in json.dumps(view), viewer
        else:
            hidden = {"hidden": True} if viewer is None else {}
            assert a2["dawn_anchor"] == {"cell": [5, 5], **hidden}, viewer
        assert "dawn_anchor" not in piece(view, "A1") and "dawn_anchor" not in piece(view, "B1")  # patients


def test_CH_TIME_3_no_anchor_outside_dawn():
    """CH-TIME-3: without Dawn (Midnight here) no viewer receives an anchor."""
    s = game(time={"kind": "midnight", "rounds": 2})
    assert all("dawn_anchor" not in json.dumps(seen(s, viewer)) for viewer in VIEWERS)


# ----- CH-G2, CH-HIDE-2: who planted a temporary bomb -------------------------------------------------------------

def test_CH_G2_CH_HIDE_2_a_temporary_bombs_planter_reaches_its_team_only():
    """CH-G2, CH-HIDE-2: B2 planted (3,3): team B and the designer receive the bomb with its planter; A1, who found
    the bomb with a Checkup, receives the bomb but neither that it was planted nor who planted it; A2 and the public receive neither."""
    s = game(temp_bombs=[{"cell": [3, 3], "planter": "B2"}], hands={"A1": ["checkup_moon"]})
    s.act("play", card="checkup_moon")
    for r, c in ((3, 3), (3, 2), (2, 3)):
        s.act("pick", row=r, col=c)
    for viewer in VIEWERS:
        view = seen(s, viewer)
        text = json.dumps(view)
        bombs = [b for b in view["bombs"] if b["cell"] == [3, 3]]
        if viewer in TEAM_B:
            assert bombs == [{"cell": [3, 3], "temporary": True, "planter": "B2"}], viewer
        elif viewer is None:
            assert bombs == [{"cell": [3, 3], "temporary": True, "planter": "B2", "hidden": True}]
        elif viewer == "A1":   # a bomb, not whose nor whether planted (newcomer review 24, AL4)
            assert bombs == [{"cell": [3, 3], "temporary": False}] and '"planter"' not in text
        else:
            assert bombs == [] and '"planter"' not in text, viewer


# ----- CH-DUR-1/2, CH-C1: timed effects everyone sees ---------------------------------------------------------------

def test_CH_DUR_1_CH_C1_following_and_its_turns_left_reach_every_viewer():
    """CH-C1-2, CH-DUR-1: the C1 jump is public: every viewer receives 'A1 follows A2' and how many more of A2's
    turns it covers (1 after the jump, 0 during the followed turn), and nothing once it ends."""
    s = game(pieces={"A1": [5, 5], "A2": [5, 6]}, hands={"A1": ["sprint_moon"], "A2": ["vanish_moon"]})
    s.act("combo", combo="C1", card="sprint_moon")
    s.act("join", card="vanish_moon")
    while s.pending.kind == "react":
        s.act("pass")
    s.act("stay")
    s.act("stay")
    s.act("jump")
    assert all(piece(seen(s, v), "A1")["follows"] == {"leader": "A2", "turns_left": 1} for v in VIEWERS)
    idle(s, 3)  # B2, B1, A1: A2's next turn opens
    assert s.to_act == "A2"
    assert all(piece(seen(s, v), "A1")["follows"] == {"leader": "A2", "turns_left": 0} for v in VIEWERS)
    idle(s, 4)
    assert all("follows" not in json.dumps(seen(s, v)) for v in VIEWERS)


def test_CH_DUR_1_CH_DUR_2_vanish_protection_and_time_turns_left_reach_every_viewer():
    """CH-G5, CH-P5, CH-DUR-1/2, CH-TIME-1: A2 plays Vanish (2 more of its turns), B1 Protection (until its next
    turn), B2 sets Midnight (2 more of B2's turns): every viewer receives the three counts, even the team that cannot
    see the vanished ghost's cell."""
    s = game(start="A2", hands={"A2": ["vanish_moon"], "B1": ["protection_moon"],
                                "B2": ["mischief_eye", "prank_eye", "brainwash_eye"]})
    s.act("stay")
    s.act("play", card="vanish_moon")
    s.act("end")
    s.act("stay")
    s.act("declare_time", time="midnight", cards="brainwash_eye+mischief_eye+prank_eye")
    s.act("end")
    s.act("spin")
    s.act("play", card="protection_moon")
    for viewer in VIEWERS:
        view = seen(s, viewer)
        assert piece(view, "A2")["vanish_turns_left"] == 2, viewer
        assert piece(view, "B1")["protection_turns_left"] == 0, viewer
        assert view["time"] == {"kind": "midnight", "seat": "B2", "turns_left": 2}, viewer
        assert "protection_turns_left" not in piece(view, "A1"), viewer
    s.act("end")
    idle(s)  # A1; A2's turn opens: one of its two covered turns
    assert all(piece(seen(s, v), "A2")["vanish_turns_left"] == 1 for v in VIEWERS)
