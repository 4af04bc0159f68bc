"""Newcomer review 35 (round CC, fixer CC8), letter_en 1 (074) and letter_zh 2 (126): "What decided it" blamed a move
made when every move already lost ("It became certain at turn 3: You play Hound of Tindalos"), or came turns after
every chip said "then this game is lost". Where every play loses the race, that turn is the one named, and what made
it so (the check, the draw, the deal), never the play forced on the reader."""
from __future__ import annotations

import re

import pytest
from letter_bots_support import played

from cthulhu_widgets.games.letter import texts
from cthulhu_widgets.games.letter.race import play_loses_race
from cthulhu_widgets.widgets.letter import LetterWidget


def every_play_lost(w: LetterWidget) -> bool:
    """Return whether some turn of the reader's offered only plays that lose the race (each chip said so)."""
    for i in range(w.match.index + 1):
        s = w.match.state_at(i)
        if s.result is None and s.pending is not None and s.pending.kind == "play" and s.to_act == "player":
            plays = [a for a in s.legal_actions() if a.kind in ("play", "guess")]
            if plays and all(play_loses_race(s, texts._move_key(s, a, "en")[0], dict(a.fields).get("card"))
                             for a in plays):
                return True
    return False


# Hard deals lost by turn 3-5 whose end blamed the reader's (the bot's) forced play before round CC
@pytest.mark.parametrize("seed", (4, 5, 6, 18, 25))
def test_LS_CHECK_1_the_moment_names_no_forced_play(seed):
    w = played(seed, "hard")
    assert every_play_lost(w)
    moment = w.banner.get("moment", "")
    said = re.search(r"certain at turn (\d+): (.*)", moment)
    assert said, moment
    assert not said.group(2).startswith(("The bot plays", "You play")), moment
