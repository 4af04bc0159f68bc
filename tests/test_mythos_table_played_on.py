"""Issue 23, Mythos: a card played on a seat (a phobia, an event against an opponent) names that seat in the story
and in the toast of the seat it lands on ("Bot 2 plays Portaphobia on you"), in each language (MY-CARD-6)."""
from __future__ import annotations

import re

import pytest

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.games.mythos import texts
from cthulhu_widgets.match import Match


@pytest.fixture(scope="module")
def match():
    """A bot game from setup (seed 1: the golden game, whose p1 plays Portaphobia on p0 in round 1), stepped until a
    card has been played on a seat (a few dozen steps)."""
    m = Match.new("mythos", seed=1)
    bots = {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(m.game.SEATS)}
    for _ in range(80):
        if any(e.name == "plays" and e.data.get("target") for e in m.state.events or ()):
            return m
        assert m.state.result is None and m.step(bots, n=1)
    pytest.fail("no card was played on a seat in 80 steps")


def _played_on(lines, name):
    """Return the story lines that say `name` is played (not its Sanity loss)."""
    return [ln for ln in lines if name in ln["text"] and re.search(r"\bplays?\b|使用", ln["text"])]


@pytest.mark.parametrize("lang, on_you, on_bot", [
    ("en", "Bot 2 plays {card} on you.", "You play {card} on Bot 1."),
    ("ja", "ボット 2 は手札から「{card}」をあなたに使用する。", "をボット 1 に使用する")])   # as ボット 1 は (review 11)
def test_MY_CARD_6_a_card_played_on_a_seat_names_it_in_the_story_and_the_toast(match, lang, on_you, on_bot):
    event = next(e for e in match.state.events if e.name == "plays" and e.data.get("target"))
    player, target = event.data["player"], event.data["target"]
    assert (player, target) == ("p1", "p0")
    lines = Frames("mythos").log(MatchPositions(match), target, lang, bots={player})
    card = texts.card_name(event.data["card"], lang)
    mine = _played_on(lines, card)[-1]
    assert on_you.format(card=card) in mine["text"], mine
    assert mine.get("big") == 1, "the card that landed on the reader is a toast"
    theirs = _played_on(Frames("mythos").log(MatchPositions(match), player, lang, bots={target}), card)[-1]
    assert on_bot.format(card=card) in theirs["text"], theirs
    assert not re.search(r"\bp\d\b", mine["text"] + theirs["text"])
