"""Mythos round 11o, the lead's part (newcomer review 11, Mythos finding 3: "Gomes 2 absorbs 3"): a fight's record keeps
the value each defender defended with, so the table shows what the fight used after the ally is buried."""
from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.games.mythos.combat import fights_of
from cthulhu_widgets.match import Match

# compiled once: jsonschema.validate() checks the schema itself again on every call (test_view_schema.py does that)
SCHEMA = jsonschema.Draft202012Validator(json.loads(
    (Path(__file__).parents[1] / "cthulhu_widgets" / "schemas" / "mythos_view.json").read_text()))


def _defended(state) -> bool:
    """Return whether a fight of this combat had a defender that absorbed points."""
    return any(f.get("absorbed") and f.get("defenders") for f in fights_of(state))


def test_MY_COMBAT_6_a_defender_absorbs_at_most_the_value_its_fight_records():
    """Every defender of a fight that was not flipped carries `value`, the ally's value when the threat struck, and absorbed no more than it
    (MY-COMBAT-6: an ally absorbs up to its value); the view sends it, schema-valid. Checked in every defended fight of
    heuristic games until three games had one."""
    games = 0
    for seed in range(1, 40):
        m = Match.new("mythos", seed=seed)
        bots = {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(m.state.seats)}
        defended = False
        while m.state.result is None:
            m.step(bots)
            for fight in fights_of(m.state):
                values = {d["inst"]: d["value"] for d in fight.get("defenders", []) if not d.get("flipped")}
                for soaked in fight["absorbed"]:
                    if soaked["inst"] in values:
                        assert soaked["points"] <= values[soaked["inst"]], (seed, fight)
                        defended = True
            if _defended(m.state):
                view = m.state.view(m.state.seats[0])
                SCHEMA.validate(view)
                assert all(("value" in d) != bool(d.get("flipped")) for f in view["fights"] for d in f.get("defenders", []))
        games += defended
        if games == 3:
            return
    pytest.fail(f"only {games} of 39 heuristic games had a defended fight")
