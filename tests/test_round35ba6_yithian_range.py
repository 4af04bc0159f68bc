"""Round BA, fixer BA6 (newcomer review 33, mythos_ja 6, 113): "Bury Yithian: a random defending ally fights instead
(may be lower)" gave no values; the reader buried it and got Laban Shrewsbury, value 1. The chip says the values the
defender taken at random may have, read from the cards the seat sees defending (MY-COMBAT-4)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.frames.mythos import legal
from cthulhu_widgets.match import Match

SAID = {"en": "value {}", "ja": "値 {}"}
TO = {"en": " to ", "ja": "～"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_round35ba6_the_yithian_swap_says_the_defenders_values(lang):
    m = Match.new("mythos", seed=9)
    bots = {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(m.state.seats)}
    while m.state.result is None and not any(a.kind == "convert" for a in m.state.legal_actions()):
        m.step(bots)
    s = m.state
    swap = next(e for e in legal(s, s.legal_actions(), lang, s.to_act) if e["kind"] == "convert")
    me = s.players[s.seat_index(s.to_act)]
    them = s.players[me.target]
    values = sorted(s.card_of(a["card"]).value or 0 for a in them.allies
                    if a["card"] in them.defenders and not a["flipped"])
    assert values
    span = str(values[0]) if values[0] == values[-1] else f"{values[0]}{TO[lang]}{values[-1]}"
    assert SAID[lang].format(span) in swap["label"], (values, swap["label"])
