"""Review 26 (mythos_en 7): "Player 2 uses Samuel Winsor." said nothing of what it did. A use's line says its effect:
Samuel Winsor turns face down and makes its user's location a Church too (MY-ROUND-2: an "as a turn" ability)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.widgets.mythos import MythosWidget

SAID = {"en": ("Player 2 uses Samuel Winsor: face down, it makes Player 2's location a Church too.",
               "You use Samuel Winsor: face down, it makes your location a Church too."),
        "ja": ("プレイヤー 2 は「サミュエル・ウィンザー」を使う：裏向きの間、プレイヤー 2 の現在地は教会でもある。",
               "あなたは「サミュエル・ウィンザー」を使う：裏向きの間、あなたの現在地は教会でもある。")}


def _used(lang: str):
    setup = {"first_player": "p1", "players": [{"story": ["the_athenaeum"]},
                                               {"story": ["red_hook"], "allies": ["samuel_winsor"]}]}
    w = MythosWidget(seed=3, lang=lang, setup=setup)
    flip = next(a for a in w.state.legal_actions() if a.kind == "flip")
    w.play(flip.kind, **dict(flip.fields))
    return w


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r27ar7_MY_ROUND_2_a_use_says_what_it_did(lang):
    """The bot's use, read by p0, and the same use read by its own seat, each say the Church it makes."""
    w = _used(lang)
    for seat, said in zip(("p0", "p1"), SAID[lang]):
        lines = [line["text"] for line in Frames("mythos").of(w.state, MatchPositions(w.match), seat, lang)["log_lines"]]
        assert said in lines, (seat, lines[-4:])
