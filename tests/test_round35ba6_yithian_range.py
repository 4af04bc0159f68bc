"""Round BA, fixer BA6 (newcomer review 33, mythos_ja 6, 113): "Bury Yithian: a random defending ally fights instead
(may be lower)" gave no values; the reader buried it and got Laban Shrewsbury, value 1. The chip says the values the
defender taken at random fights with, read from the cards the seat sees defending against its threat (MY-COMBAT-4).

Recorded case (seed 9, heuristic bots, first Yithian chip): p1 defends against p0 with Laban Shrewsbury (printed 1)
and Frank Belknap Long (printed 2), both Steadfast; p0's current location, Newburyport Historical Society, gives every
Steadfast ally +1, so they fight with 2 and 3.
The taken ally keeps its weapon (conversions.yithian_step moves the whole ally), so a .32 Revolver (2) on Laban makes
him fight with 4. The chip said printed values ("1 to 2") before round BB."""
from __future__ import annotations

import pytest

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.frames.mythos import legal
from cthulhu_widgets.match import Match

SAID = {"en": "value {}", "ja": "値 {}"}
TO = {"en": " to ", "ja": "～"}


def _first_swap():
    """Return the state of seed 9 at its first Yithian chip."""
    m = Match.new("mythos", seed=9)
    bots = {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(m.state.seats)}
    while m.state.result is None and not any(a.kind == "convert" for a in m.state.legal_actions()):
        m.step(bots)
    return m.state


def _chip(s, lang: str) -> str:
    return next(e for e in legal(s, s.legal_actions(), lang, s.to_act) if e["kind"] == "convert")["label"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_round35ba6_the_yithian_swap_says_the_values_the_defenders_fight_with(lang):
    s = _first_swap()
    them = s.players[s.players[s.seat_index(s.to_act)].target]
    assert sorted(s.card[a["card"]] for a in them.allies) == ["frank_belknap_long", "laban_shrewsbury"]
    assert SAID[lang].format(f"2{TO[lang]}3") in _chip(s, lang)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_round35ba6_the_yithian_swap_counts_the_weapon_the_taken_ally_keeps(lang):
    s = _first_swap()
    them = s.players[s.players[s.seat_index(s.to_act)].target]
    laban = next(a for a in them.allies if s.card[a["card"]] == "laban_shrewsbury")
    laban["weapon"] = s.card.index("dot_32_revolver")       # a hand-set weapon: value 2
    assert s.card_of(laban["weapon"]).value == 2
    assert SAID[lang].format(f"3{TO[lang]}4") in _chip(s, lang)
