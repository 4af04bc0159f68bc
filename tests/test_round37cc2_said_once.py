"""Round CC, fixer CC2 (newcomer review 35, chaos_en 7, 025: the Dawn rule twice back to back, "You discard three
cards of a suit: it is Dawn." with the card's rule under it, then "At Dawn each ghost keeps to the row or the column
it stands on now."). Each fact once: the time card's line carries its rule (CH-TIME-1, CH-TIME-2, CH-TIME-3)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos import texts
from cthulhu_widgets.match import Match


def _declared(time: str) -> Match:
    """A1 stays, then sets `time` with three Moon cards (CH-TIME-1)."""
    hands = {"A1": ["sprint_moon", "checkup_moon", "amnesia_moon"]}
    setup = {"first": "A", "start": "A1", "key": [4, 4], "hands": hands}
    match = Match.new(chaos, seed=3, setup=setup)
    match.apply(next(a for a in match.state.legal_actions() if a.kind == "stay"))
    match.apply(next(a for a in match.state.legal_actions() if a.kind == "declare_time" and a["time"] == time))
    return match


@pytest.mark.parametrize("lang", ("en", "ja", "zh", "zh-TW"))
@pytest.mark.parametrize("time", ("dawn", "midnight"))
def test_a_time_card_says_its_rule_once(time, lang):
    log = Frames("chaos").log(MatchPositions(_declared(time)), "B1", lang)
    rule = texts.CARD_TEXTS["times"][time][texts.table_lang(lang)]["text"]
    assert [line.get("note") for line in log if line.get("note") == rule], log   # the card's rule, with its line
    again = texts.event_text(f"{time}_rules", {}, lang)
    assert again not in [line["text"] for line in log], log
