"""Round Z (Z6): a Mythos story's facts are asked per reader (MY-HIDE-1: an adventure in hand is its seat's secret).

Round X (ba18a74) made an adventure that became playable a story fact, computed from every seat's hidden hand and
filtered to its owner at the event: nothing leaked on the wire, but the facts a story was built from were no longer
the same in the worlds a reader cannot tell apart. Seed 2's bot game (found by a search of seeds 1-7): Player 2's
(p1) adventure becomes playable at position 45, while p0 cannot see p1's hand.
"""
from __future__ import annotations

import pytest
from story_support import censored_log
from test_story_announcements import bot_game, told

from cthulhu_widgets.core.rng import Rng
from cthulhu_widgets.frames import PUBLIC, Frames
from cthulhu_widgets.frames.story import facts_of

SEED, READY_AT = 2, 45


@pytest.fixture(scope="module")
def match():
    return bot_game("mythos", seed=SEED, steps=400)


def test_the_facts_every_reader_is_told_hold_no_seats_hidden_readiness(match):
    """The story's facts (the ones every reader is told) are the same in each of p0's worlds where p1's hand is
    dealt again, and none of them says that p1's adventure is playable."""
    story = Frames("mythos").teller.story
    state = match.state_at(READY_AT)
    assert not any(key.startswith("ready:") for key in story.facts(state)), story.facts(state)
    for seed in range(3):
        assert story.facts(state.determinize("p0", Rng(seed))) == story.facts(state), seed


@pytest.mark.parametrize("reader", ["p0", "p1", PUBLIC])
def test_a_readers_facts_are_a_function_of_what_it_may_see(match, reader):
    """At every position of the game, the facts a reader is told (its own adventures' readiness among them) are the
    same in every world it cannot tell apart (its determinized copies)."""
    story = Frames("mythos").teller.story
    for i in range(match.index + 1):
        state = match.state_at(i)
        if state.result is not None:
            continue
        mine = facts_of(story, state, reader)
        for seed in range(2):   # a spectator cannot tell apart a world in which any seat's hand is dealt again
            for seat in (["p0", "p1"] if reader == PUBLIC else [reader]):
                world = state.determinize(seat, Rng(seed))
                assert facts_of(story, world, reader) == mine, (reader, i, seat, seed)
    ready = facts_of(story, match.state_at(READY_AT), reader)
    assert any(key.startswith("ready:p1:") for key in ready) == (reader == "p1"), ready


def test_the_seat_is_still_told_its_adventure_is_ready_and_the_others_are_not(match):
    """Round X's line stays: p1 reads that its adventure can be completed (a toast), p0 and a spectator do not; a
    room's kept positions (Steps) tell each seat the same story as a Match's states."""
    said = [line for line in told(match, "p1") if "can be completed now" in line["text"]]
    assert said and all(line.get("big") == 2 for line in said), said
    for reader in ("p0", PUBLIC):
        assert not any("can be completed now" in line["text"] for line in told(match, reader)), reader
    for reader in ("p0", "p1", PUBLIC):
        assert told(match, reader) == censored_log(match, reader), reader
