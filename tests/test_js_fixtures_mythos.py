"""Mythos views the front-end tests (vitest, js/src/mythos.test.js) lay out: generated from real MythosWidgets.

Every position is reached by the heuristic bots from a seed (so it is a position real play reaches); the tests
below say which property of each one the layout tests rely on, so an engine change that moves them says so.
Regenerate with `UPDATE_GOLDEN=1 make test` (or this file alone) after a change of the view format or of the
engine's play, then rerun vitest and review the diff.
"""
from pathlib import Path

import pytest
from conftest import check_fixture

from cthulhu_widgets.widgets import MythosWidget

FIXTURES = Path(__file__).resolve().parents[1] / "js" / "src" / "fixtures"
NAMES = ["start", "commit", "fought", "use", "rich", "design", "four", "over", "error_ja", "round_state", "defends"]
# The state that lasts a round (issue 21), set up rather than played to: round 3 at night in a Storm, p1 first, p0 to
# act after passing, with an Ambush in force; p1 at Bellevue Hospital (a turn to rest) with Samuel Winsor used.
ROUND_STATE = {"round": 3, "first_player": "p1", "to_act": "p0", "passes": 1, "time_of_day": "night",
               "players": [{"story": ["the_athenaeum"], "ambush": True, "passed": True},
                           {"story": ["bellevue_hospital"], "rest": 1, "events": ["downpour"],
                            "allies": [{"card": "samuel_winsor", "used": True}]}]}

# Three players, p1's and p2's threats both aimed at p0 (MY-COMBAT-2, per threat): p0 commits Ray Stuckey against p1's,
# Gomes against p2's, Dr. Allen not yet; the table draws each defender under its own threat.
DEFENDS = {"first_player": "p0", "players": [{"allies": ["ray_stuckey", "gomes", "dr_allen"]}, {"threat": ["deep_one"]},
                                             {"threat": ["dark_young"]}]}


def defends_scene() -> MythosWidget:
    """Return the DEFENDS table at p0's commit, its two defenders assigned to the two threats."""
    w = MythosWidget(seed=0, setup=DEFENDS, decks=["corrupt", "steadfast", "corrupt"], autoplay=False)
    w.play("pass").play("pass").play("direct", target="p0").play("direct", target="p0")
    allies = {w.state.card[a["card"]]: a["card"] for a in w.state.players[0].allies}
    return w.play("defend", ally=allies["ray_stuckey"], threat="p1").play("defend", ally=allies["gomes"], threat="p2")


def payload(w: MythosWidget) -> dict:
    """Return what the browser receives per step: the synced traits the layout reads, but the catalog (the same
    for every table; it is the fixture mythos_catalog.json, minus its seats, which go with each view)."""
    return {"view": w.view, "legal": w.legal, "seats": w.catalog_data["seats"], "lang": w.lang, "mode": w.mode,
            "error": w.error, "seat": w.seat, "banner": w.banner}


def played(seed: int, until, *, limit: int = 400, **options) -> MythosWidget:
    """Return a widget whose heuristic bots played seed `seed` until `until(widget)` holds (p0's view)."""
    w = MythosWidget(seed=seed, autoplay=False, **options)
    for _ in range(limit):
        if until(w):
            return w
        assert w.step(1) == 1, "the game ended before the wanted position"
    raise AssertionError(f"seed {seed}: the wanted position did not come within {limit} steps")


def first_reaching(until, seeds=range(12), **options) -> MythosWidget:
    """Return the widget of the first seed whose heuristic game reaches `until`, so that a change of the engine's
    play moves a scene to another seed instead of losing it; say which seeds were tried when none does."""
    misses = []
    for seed in seeds:
        try:
            return played(seed, until, **options)
        except AssertionError as why:
            misses.append(f"seed {seed}: {why}")
    raise AssertionError(f"no seed reaches {until.__name__}: " + "; ".join(misses))


def commit_for_p0(w):
    v = w.state.view(None)
    return v["step"] == "commit" and v["to_act"] == "p0" and v["players"][1]["threat_count"] > 0


def fought(w):
    v = w.state.view(None)
    return v["phase"] == "discard" and any(f["absorbed"] for f in v["fights"])


def use_for_p0(w):
    return w.state.view(None)["step"] == "use" and w.state.to_act == "p0"


def four_players_round_2(w):
    return w.state.round >= 2 and w.state.to_act == "p0" and w.state.view(None)["phase"] == "play"


def rich(w):
    v = w.state.view(None)
    allies = [a for p in v["players"] for a in p["allies"]]
    return (sum(len(p["tomes"]) for p in v["players"]) >= 2 and len(allies) >= 4 and any(a["weapon"] for a in allies)
            and v["to_act"] == "p0")


def scenes() -> dict:
    """Return the named fixtures (see NAMES)."""
    start = MythosWidget(seed=0, autoplay=False)
    commit = first_reaching(commit_for_p0)
    after = first_reaching(fought)
    use = first_reaching(use_for_p0)
    rich_w = first_reaching(rich)
    design = played(rich_w.state.seed, rich)                   # the same table, every card shown
    design.reveal = True
    four = first_reaching(four_players_round_2, decks=["corrupt", "steadfast", "corrupt", "steadfast"])
    over = played(0, lambda w: w.state.result is not None)
    bad = MythosWidget(seed=0, lang="ja", autoplay=False)
    bad._on_command(bad, {"cmd": "act", "id": "play card=999"})
    round_state = MythosWidget(seed=0, setup=ROUND_STATE, autoplay=False)
    widgets = {"start": start, "commit": commit, "fought": after, "use": use, "rich": rich_w, "design": design,
               "four": four, "over": over, "error_ja": bad, "round_state": round_state, "defends": defends_scene()}
    out = {name: payload(w) for name, w in widgets.items()}
    out["catalog"] = {k: v for k, v in start.catalog_data.items() if k != "seats"}
    return out


@pytest.fixture(scope="module")
def all_scenes():
    return scenes()


@pytest.mark.parametrize("name", [*NAMES, "catalog"])
def test_fixture_is_current(name, all_scenes):
    path = FIXTURES / f"mythos_{name}.json"
    data = all_scenes[name]
    check_fixture(path, data)


def test_fixtures_show_what_the_layout_tests_need(all_scenes):
    """The positions above still have what mythos.test.js relies on (a changed engine would say so here)."""
    s = all_scenes
    assert s["start"]["view"]["phase"] == "play" and s["start"]["view"]["to_act"] == "p0"
    assert any(a["kind"] == "pass" for a in s["start"]["legal"]) and any(a.get("cards") for a in s["start"]["legal"])
    commit = s["commit"]["view"]
    assert commit["step"] == "commit" and commit["players"][1]["threat"] is None
    assert commit["players"][1]["target"] == "p0" and commit["players"][0]["allies"]
    assert {a["kind"] for a in s["commit"]["legal"]} >= {"defend", "done"}
    assert any(f["absorbed"] for f in s["fought"]["view"]["fights"]) and s["fought"]["view"]["phase"] == "discard"
    assert s["use"]["view"]["step"] == "use" and any(a["kind"] == "done" for a in s["use"]["legal"])
    rich_view = s["rich"]["view"]
    assert any(a["weapon"] for p in rich_view["players"] for a in p["allies"])
    assert rich_view["players"][1]["hand"] is None and "deck" not in rich_view["players"][1]
    assert s["design"]["mode"] == "design" and s["design"]["view"]["players"][1]["hand"]
    assert s["design"]["view"]["players"][1]["deck"][0]["hidden"] is True
    assert len(s["four"]["view"]["players"]) == 4 and s["four"]["seats"] == ["p0", "p1", "p2", "p3"]
    assert s["over"]["view"]["result"] is not None and s["over"]["legal"] == []
    assert "not a legal move" in s["error_ja"]["error"] and s["error_ja"]["lang"] == "ja"
    night = s["round_state"]["view"]
    assert (night["time_of_day"], night["storm"], night["first_player"], night["to_act"]) == ("night", True, "p1", "p0")
    assert night["players"][0]["ambush"] and night["players"][1]["rest"] == 1
    assert night["players"][1]["location"]["changed_by"] and night["passes"] == 1
    assert s["start"]["view"]["time_of_day"] == "day" and not s["start"]["view"]["players"][0]["ambush"]
    assert [d["threat"] for d in s["defends"]["view"]["players"][0]["defends"]] == ["p1", "p2"]
