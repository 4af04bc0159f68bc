"""Newcomer review 37 (round EE, fixer EE6), letter_zh 1 (086-088, 097): "What decided it" blamed "You play Golden Mead
(Insane effect)", the one play the table had offered without "then this game is lost" (its draw could still bring a
card that takes a clue). What decided it was the card it drew: the end says so, in every language (LS-P2 Insane,
LS-CHECK-1)."""
from __future__ import annotations

import re

import pytest
from letter_bots_support import played

from cthulhu_widgets.games.letter import texts
from cthulhu_widgets.games.letter.race import play_loses_race

# seed 60 on Hard: at turn 9 every play lost the race but Golden Mead's Insane look, which drew Elder Sign
SEED, LEVEL, TURN = 60, "hard", 9
DRAWN = {"en": "Elder Sign", "zh": "舊神印記", "ja": "旧神の印"}


def test_LS_P2_the_mead_was_the_one_play_not_flagged_lost():
    w = played(SEED, LEVEL)
    for i in range(w.match.index + 1):
        s = w.match.state_at(i)
        if s.result is None and s.pending and s.pending.kind == "play" and s.to_act == "player" and s.turn == TURN:
            plays = [a for a in s.legal_actions() if a.kind in ("play", "guess")]
            safe = [texts._move_key(s, a, "en")[0] for a in plays
                    if not play_loses_race(s, texts._move_key(s, a, "en")[0], dict(a.fields).get("card"))]
            assert safe == ["golden_mead_insane"]
            return
    pytest.fail("no turn 9 of the reader's")


@pytest.mark.parametrize("lang", ("en", "zh", "ja"))
def test_LS_P2_the_end_names_the_draw_not_the_unflagged_play(lang):
    moment = played(SEED, LEVEL, lang).banner.get("moment", "")
    assert DRAWN[lang] in moment, moment
    # it does not end on the play, as the blame
    assert not re.search(r"(Golden Mead \(Insane effect\)\.|黃金蜂蜜酒（瘋狂效果）。|（狂気効果）。)[」）]?$", moment), moment
