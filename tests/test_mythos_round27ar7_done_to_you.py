"""Review 26 (mythos_ja 3): the reader's ally Gomes turned face down (the bot's High Noon) with no word near the hand;
the reader found why only in the full log. The line of what another seat did to the reader's allies is short and a
big moment (the table's news over the hand keeps it: js/src/mythos/last_turn.js puts big lines before the rest and
leaves out lines that do not fit), the rule that did it its note."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.widgets.mythos import MythosWidget

SAID = {"en": ("Player 2's High Noon turned your Gomes face down.", "face up at the end of the round"),
        "ja": ("プレイヤー 2 の「真昼」があなたの「ゴメス」を裏向きにした。", "ラウンドの終わりに表向き")}


def _noon(lang: str):
    setup = {"first_player": "p1",
             "players": [{"story": ["the_athenaeum"], "allies": [{"card": "gomes", "weapon": "enchanted_knife"}]},
                         {"story": ["red_hook"], "hand": ["high_noon"]}]}
    w = MythosWidget(seed=3, lang=lang, setup=setup)
    noon = next(i for i in w.state.players[1].hand if w.state.card[i] == "high_noon")
    w.play("play", card=noon)
    return w


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r27ar7_MY_ZONE_3_your_ally_turned_face_down_is_a_short_big_line(lang):
    w = _noon(lang)
    lines = Frames("mythos").of(w.state, MatchPositions(w.match), "p0", lang)["log_lines"]
    line = next(line for line in lines if SAID[lang][0] in line["text"])
    assert line["text"] == SAID[lang][0] and line.get("big") and line.get("at"), line
    assert SAID[lang][1] in line.get("note", ""), line
