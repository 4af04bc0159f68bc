"""Issue 23 round G, finding 3 (newcomer review 6): "Since your last turn" left out what happened TO the reader when it
was not its own act (CHAOS: B1's combo pushed the reader's piece from b8 to c8). The story marks such a line `at`
(the reader's line, made by another seat: `Story.doer`), and the page's digest keeps it (js/src/ui/story.js)."""
from __future__ import annotations

from cthulhu_widgets.core.events import Event
from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.frames.story_chaos import ChaosStory
from test_story_announcements import bot_game


def test_a_push_by_another_seat_is_marked_at_for_the_pushed_reader_only():
    """A CHAOS combo's push is the pushed seat's line (`you`) made by another (`at`); the pusher's own act is not."""
    story = ChaosStory()
    push = Event("CH-C3", "pushed_combo", {"seat": "A1", "by": "B1", "from": "b8", "to": "c8", "start": "b8"})
    assert story.doer(push) == "B1"
    assert story.doer(Event("CH-G1", "moves", {"seat": "A1", "to": "c8"})) is None


def test_bot_games_mark_every_push_of_the_reader_at_and_nothing_else():
    """In played CHAOS games every 'You are pushed … by …' line of the pushed reader carries `at`, every `at` line is
    one, in every language the game offers; no Letter line is marked, a Mythos line only when another seat did it to
    the reader."""
    seen = 0
    for seed in (1, 3, 4):
        match = bot_game("chaos", seed=seed, steps=400)
        for seat in ("A1", "A2", "B1", "B2"):
            lines = Frames("chaos").log(MatchPositions(match), seat, "en")
            for line in lines:
                pushed = line["text"].startswith("You are pushed")
                # a turn a reversal skipped is done to the reader too since round AE (newcomer review 19: toasted)
                skipped = line["text"].startswith("Your turn was skipped")
                assert bool(line.get("at")) == (pushed or skipped), line
                seen += pushed
            for lang in ("zh", "ja"):
                assert sum(bool(line.get("at")) for line in Frames("chaos").log(MatchPositions(match), seat, lang)) \
                    == sum(bool(line.get("at")) for line in lines)
    assert seen >= 3
    assert not any(line.get("at") for line in Frames("letter").log(MatchPositions(bot_game("letter", seed=2)),
                                                                     "player", "en"))
    # Mythos marks what another seat did to the reader since round S (cbf724e: "… turned your Ray Stuckey face down")
    mythos = Frames("mythos").log(MatchPositions(bot_game("mythos", seed=2)), "p0", "en")
    assert all(line.get("you") and "your" in line["text"] for line in mythos if line.get("at"))
