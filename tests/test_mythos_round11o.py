"""Mythos round 11o (newcomer review 11 on Mythos, en desk /tmp/r11md and ja phone /tmp/r11mp): the rules that surface
only after they hurt are told, the big moments are the right ones, the view sends the values a fight used, and the
words say one thing each."""
from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.games.mythos.combat import fights_of
from cthulhu_widgets.match import Match

SCHEMA = json.loads((Path(__file__).parents[1] / "cthulhu_widgets" / "schemas" / "mythos_view.json").read_text())


def _bots_until(seed: int, done) -> Match:
    m = Match.new("mythos", seed=seed)
    bots = {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(m.state.seats)}
    while m.state.result is None and not done(m.state):
        m.step(bots)
    return m


# 4. The combat values: the log said "N'gah-Kthun 3 + Servant of Glaaki 3 = 6" while the cards showed 2.
@pytest.mark.parametrize("seed", [3, 9])
def test_MY_COMBAT_6_every_view_sends_the_value_each_fighter_fought_with(seed):
    """Each fight in every view (schema-valid) carries `values`, one per fighter in the order of `insts`, the values
    its threat summed at the reveal (MY-COMBAT-4/6), so the table can show 3 where the printed card says 2."""
    m = _bots_until(seed, fights_of)
    record = fights_of(m.state)
    for seat in (*m.state.seats, "public"):
        view = m.state.view(seat)
        jsonschema.validate(view, SCHEMA)
        assert [f["values"] for f in view["fights"]] == [f["values"] for f in record]
        assert all(len(f["values"]) == len(f["insts"]) for f in view["fights"])
