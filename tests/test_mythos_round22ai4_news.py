"""Newcomer review 21 on the Mythos table, round AI (fixer 4): what another seat did to the reader is said as such,
in the reader's own words, short enough for the phone's rows over the hand (js/src/mythos/last_turn.js keeps a line
only whole, in as few as 2 rows)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets.mythos import MythosWidget

RISING = {"en": ("Bot 2's Cthulhu Rising discards your current location Congregational Hospital",
                 "Bot 2 pays 2 Sanity for Cthulhu Rising, now 10."),
          "ja": ("ボット 2 の「クトゥルフの浮上」で、あなたの現在地「組合派病院」が捨て札になった",
                 "ボット 2 は「クトゥルフの浮上」の代償に正気度 2 を払う（現在 10）。")}
SHORT = {"en": 100, "ja": 52}      # characters: two rows of a 390 px phone's print at most


def _rising(lang: str) -> list[dict]:
    """Bot 2 plays Cthulhu Rising on the seat, whose current location has Water: the seat's lines of that play."""
    setup = {"players": [{"story": ["waterbury_state_hospital", "congregational_hospital"], "passed": True},
                         {"story": ["martins_beach"], "hand": ["cthulhu_rising"]}], "to_act": "p1"}
    widget = MythosWidget(seed=3, lang=lang, setup=setup)
    before = len(widget.log_lines)
    widget.play("play", card=next(dict(a.fields)["card"] for a in widget.state.legal_actions()
                                  if a.kind == "play" and dict(a.fields).get("target") == "p0"), target="p0")
    return widget.log_lines[before:]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_CARD_6_the_bots_card_on_the_seat_says_what_it_did_to_the_seat_first_and_short(lang):
    """ja finding 2 (077_r4a): the 3 rows over the phone's hand read "Bot 2 plays Cthulhu Rising on you. Bot 2:
    Sanity -2 (Cthulhu Rising), now 6": the reader thought it lost 2 Sanity, and its buried location was told only in
    the long log (its line, 3 rows long, did not fit). The location's line names whose card did it and what it did to
    the reader, short; the rest of the rule is its note; the bot's cost says the bot paid it."""
    lines = _rising(lang)
    lost = next(line for line in lines if line.get("at") and line.get("big"))
    assert lost["text"].startswith(RISING[lang][0]) and len(lost["text"]) <= SHORT[lang], lost
    assert lost.get("note"), lost       # where the card went and what stands now: the note under the line
    assert RISING[lang][1] in [line["text"] for line in lines], lines
