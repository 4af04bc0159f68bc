"""A spectator's story of a room where bots play (issue 23 r6, found playing a Mythos room with a bot): the seats the
bots play are named as people ("Bot 2"), in every language the game offers, and telling it never raises (the room's
broadcast to the spectator raised KeyError 'n' on Mythos's "Bot {n}")."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import PUBLIC, Frames, MatchPositions
from test_story_announcements import LANGS, bot_game

BOTS = {"letter": (), "chaos": ("B1", "B2"), "mythos": ("p1",)}


@pytest.mark.parametrize("game", ["chaos", "mythos"])
def test_a_spectator_reads_the_bots_as_people(game):
    match = bot_game(game, seed=5, steps=300)
    for lang in LANGS[game]:
        lines = Frames(game).log(MatchPositions(match), PUBLIC, lang, bots=BOTS[game])
        assert lines, lang
        if game == "mythos" and lang == "en":
            assert any("Bot 2" in line["text"] for line in lines)
            assert not any(" p1" in f" {line['text']}" for line in lines if "Bot 2" in line["text"])
