"""CHAOS views the front-end tests (vitest, js/src/chaos.test.js) lay out: generated from real ChaosWidgets.

Regenerate with `UPDATE_GOLDEN=1 make test` (or this file alone) after a change of the view format, then rerun
vitest. Cells in setups are 1-based [row, col]; the asylum map (8×8, gate at (1,1)) is the default.
"""
from pathlib import Path

import pytest
from conftest import check_fixture

from cthulhu_widgets.widgets import ChaosWidget

FIXTURES = Path(__file__).resolve().parents[1] / "js" / "src" / "fixtures"
NAMES = ["start", "pick", "cards", "join", "react", "hidden", "team", "design", "won", "error_zh", "effects",
         "effects_ja"]


def payload(w: ChaosWidget) -> dict:
    """Return what the browser receives: the synced traits the layout reads."""
    return {"view": w.view, "legal": w.legal, "catalog": w.catalog_data, "lang": w.lang, "mode": w.mode,
            "error": w.error, "seat": w.seat, "banner": w.banner, "prompt": w.prompt}


def mid_game(seat: str) -> ChaosWidget:
    """Return a game in its second round, seen from `seat`: A2 vanished (and moved) and planted two bombs,
    A1 is protected, B1 ran a Checkup that found a bomb, B2 set Midnight; B2 is to act."""
    w = ChaosWidget(seed=11, seat=seat, setup={
        "first": "A", "pieces": {"A1": [7, 2], "A2": [5, 5], "B1": [2, 7], "B2": [3, 8]},
        "bombs": [[2, 2], [4, 4], [6, 7]],
        "hands": {"A1": ["sprint_eye", "checkup_skull", "protection_moon"],
                  "A2": ["vanish_moon", "mischief_eye", "sprint_moon"],
                  "B1": ["checkup_moon", "sprint_skull", "protection_eye"],
                  "B2": ["possession_skull", "prank_skull", "vanish_skull"]}})
    w.play("stay").play("end")                                          # A1
    w.play("stay").play("play", card="vanish_moon").play("end")         # A2 vanishes at (5,5)
    w.play("stay").play("declare_time", time="midnight", cards="possession_skull+prank_skull+vanish_skull")
    w.play("end")                                                       # B2 sets Midnight
    w.play("play", card="checkup_moon")                                 # B1 checks three cells
    for cell in ([2, 2], [2, 6], [1, 7]):
        w.play("pick", row=cell[0], col=cell[1])
    w.play("stay").play("end")
    w.play("stay").play("play", card="protection_moon").play("end")      # round 2: A1 protected
    w.play("move", row=5, col=6)                                        # A2's hidden step
    w.play("play", card="mischief_eye", mode="plant")
    w.play("pick", row=3, col=3).play("pick", row=6, col=2).play("end")
    return w


# CH-DUR-1, CH-TIME-3, CH-G2 (issue 21): every timed effect a seat may see, laid out by the setup keys.
EFFECTS = {"first": "A", "start": "A1", "gate_open": True, "bombs": [[8, 8]],
           "pieces": {"A1": [4, 4], "B1": [3, 7], "B2": [6, 6]},
           "vanish": {"A2": {"start": [5, 5], "path": [[5, 6]], "turns_left": 2}},
           "follow": {"A1": {"leader": "A2", "turns_left": 1}}, "protected": {"B1": 0},
           "time": {"kind": "dawn", "rounds": 2}, "temp_bombs": [{"cell": [3, 3], "planter": "A2"}],
           "hands": {"A1": ["sprint_eye", "checkup_skull"], "A2": ["mischief_eye"], "B1": ["amnesia_moon"],
                     "B2": ["prank_skull"]}}


def scenes() -> dict:
    """Return the named fixtures (see NAMES)."""
    start = ChaosWidget(seed=3)                                          # A1 to move; Checkup: play or combo
    pick = ChaosWidget(seed=3)
    pick.play("play", card="checkup_moon").play("pick", row=3, col=3)   # Checkup: 2 cells left to pick
    cards = ChaosWidget(seed=5, seat="A2", setup={
        "first": "A", "start": "A2", "bombs": [[4, 4], [6, 6], [3, 7], [7, 3]],
        "hands": {"A2": ["mischief_moon", "prank_moon", "checkup_moon", "possession_eye"],
                  "A1": ["sprint_eye", "amnesia_skull", "protection_eye"],
                  "B1": ["schizophrenia_eye", "sprint_skull"],
                  "B2": ["vanish_eye", "brainwash_eye", "mischief_skull"]}})
    cards.play("stay")                                                   # card phase: modes, targets, time
    join = ChaosWidget(seed=7, seat="A2", setup={
        "first": "A", "hands": {"A1": ["sprint_moon", "checkup_eye"],
                                "A2": ["vanish_moon", "vanish_skull", "prank_eye"],
                                "B1": ["amnesia_eye", "protection_skull"],
                                "B2": ["mischief_eye", "brainwash_skull", "possession_moon"]}})
    join.play("combo", combo="C1", card="sprint_moon")                  # A2 may join C1 with two cards
    react = ChaosWidget(seed=7, seat="B2", setup={
        "first": "A", "hands": {"A1": ["protection_moon", "checkup_eye"], "A2": ["possession_moon", "vanish_eye"],
                                "B2": ["prank_skull", "mischief_moon", "vanish_skull"],
                                "B1": ["schizophrenia_skull", "sprint_eye", "amnesia_moon"]}})
    react.play("combo", combo="C3", card="protection_moon").play("join", card="possession_moon")
    hidden, team, design = mid_game("B1"), mid_game("A1"), mid_game("A1")
    design.reveal = True
    won = ChaosWidget(seed=3, setup={"first": "A", "gate_open": True, "pieces": {"A1": [1, 2]}})
    won.play("move", row=1, col=1)
    bad = ChaosWidget(seed=3, lang="zh")
    bad._on_command(bad, {"cmd": "act", "id": "move col=5 row=5"})
    effects = ChaosWidget(seed=5, seat="A1", setup=EFFECTS)  # A1 follows vanished A2; Dawn; B1 protected
    effects_ja = ChaosWidget(seed=5, seat="B1", setup=EFFECTS, lang="ja")  # the other team, in Japanese
    widgets = {"start": start, "pick": pick, "cards": cards, "join": join, "react": react, "hidden": hidden,
               "team": team, "design": design, "won": won, "error_zh": bad, "effects": effects,
               "effects_ja": effects_ja}
    return {name: payload(w) for name, w in widgets.items()}


@pytest.fixture(scope="module")
def all_scenes():
    return scenes()


@pytest.mark.parametrize("name", NAMES)
def test_fixture_is_current(name, all_scenes):
    path = FIXTURES / f"chaos_{name}.json"
    data = all_scenes[name]
    check_fixture(path, data)


def test_fixtures_show_what_the_layout_tests_need(all_scenes):
    """The scenarios above still reach the positions chaos.test.js relies on (a changed engine would say so)."""
    s = all_scenes
    assert s["start"]["view"]["to_act"] == "A1" and s["start"]["mode"] == "play"
    assert s["pick"]["view"]["prompt"] == {"kind": "pick", "purpose": "checkup", "picked": [[3, 3]], "need": 3}
    assert {a["kind"] for a in s["cards"]["legal"]} == {"play", "declare_time", "end"}
    assert s["join"]["view"]["prompt"]["kind"] == "join" and s["react"]["view"]["prompt"]["kind"] == "react"
    a2 = {name: next(p for p in s[name]["view"]["pieces"] if p["seat"] == "A2")
          for name in ("hidden", "team", "design")}
    assert a2["hidden"]["cell"] is None and a2["hidden"]["vanished"]
    assert a2["team"]["cell"] == [5, 6] and a2["team"]["path"] == [[5, 6]]
    assert a2["design"]["vanished"] and s["design"]["mode"] == "design"
    assert s["hidden"]["view"]["checked"] and s["hidden"]["view"]["bombs"] == [{"cell": [2, 2], "temporary": False}]
    assert any(b["temporary"] for b in s["design"]["view"]["bombs"])
    assert s["hidden"]["view"]["time"]["kind"] == "midnight" and s["hidden"]["view"]["to_act"] == "B2"
    assert s["won"]["view"]["result"]["outcome"] == "A"
    assert "not a legal move" in s["error_zh"]["error"]
    pieces = {p["seat"]: p for p in s["effects"]["view"]["pieces"]}
    assert pieces["A1"]["follows"] == {"leader": "A2", "turns_left": 1} and pieces["A2"]["vanish_turns_left"] == 2
    assert pieces["A2"]["dawn_anchor"] == {"cell": [5, 6]} and pieces["B2"]["dawn_anchor"] == {"cell": [6, 6]}
    assert pieces["B1"]["protection_turns_left"] == 0 and s["effects"]["view"]["time"]["turns_left"] == 1
    assert s["effects"]["view"]["bombs"] == [{"cell": [3, 3], "temporary": True, "planter": "A2"}]
    enemy = {p["seat"]: p for p in s["effects_ja"]["view"]["pieces"]}
    assert enemy["A2"]["cell"] is None and "dawn_anchor" not in enemy["A2"] and s["effects_ja"]["view"]["bombs"] == []
