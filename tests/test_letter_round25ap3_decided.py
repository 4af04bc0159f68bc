"""Letter, newcomer review 24 (round AP, fixer AP3), letter_zh finding 4: "What decided it" named a non-event. A game the
opponent's card won (LS-O1: its Investigators / Deep Ones on a known deck top; the Insane Deep Ones first makes the top
known, then names it) said "What decided it: Your deck's top card is now known: The Silver Key." — a state, not what
decided the game. The moment now names the event that decided it: the opponent's play, then what it did."""
from __future__ import annotations

import random
from functools import cache

import pytest

from cthulhu_widgets.frames.story_letter import story
from cthulhu_widgets.games.letter import texts
from cthulhu_widgets.games.letter.cards import KINDS
from cthulhu_widgets.widgets.letter import LetterWidget

SEEDS = range(1, 60)


@cache
def played(seed: int, lang: str) -> LetterWidget:
    """A game of `seed` played to its end by random clicks."""
    w, rng = LetterWidget(seed=seed, lang=lang), random.Random(seed)
    for _ in range(300):
        if w.state.result is not None:
            break
        if w.state.to_act == w.seat:
            w.command({"cmd": "act", "id": rng.choice(w.legal)["id"]})
        else:
            w.step(1)
    return w


@pytest.mark.parametrize("lang", ("en", "zh", "ja"))
def test_LS_O1_a_game_the_opponents_card_won_names_that_play_as_what_decided_it(lang):
    """LS-O1: the known deck top knocked out by the opponent's card: the moment names the opponent's play."""
    words = story.words(lang)
    plays = {texts.event_text("opponent_plays", {"card": k.id}, lang) for k in KINDS}
    tried = 0
    for seed in SEEDS:
        w = played(seed, lang)
        if w.state.result.cause != "partner_knocked_out":
            continue
        tried += 1
        moment = w.banner.get("moment", "").removeprefix(words["decided"].format(text=""))
        assert any(play in moment for play in plays), (seed, moment)
    assert tried >= 3, tried
