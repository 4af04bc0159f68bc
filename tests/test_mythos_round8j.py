"""Mythos, issue 23 round J: follow-ups of round I (newcomer review 7).

1. The adventure tracker crosses a missing requirement and says "missing" (ja 不足), so Learn to play, step 4,
   names ✓ and ✗ as the table draws them (js/src/mythos/round8j.test.js checks the drawing).
"""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.mythos.sentences import en, ja
from cthulhu_widgets.games.mythos.sentences.coach import COACH

LANGS = {"en": ("✗ (missing)", "missing"), "ja": ("✗ 不足", "不足")}


@pytest.mark.parametrize("lang", sorted(LANGS))
def test_learn_to_play_names_the_cross_of_a_missing_requirement(lang):
    """Step 4 says how the tracker marks a requirement not held, with the tracker's own word."""
    said = " ".join(s["text"] for s in COACH[lang]["steps"])
    phrase, word = LANGS[lang]
    assert phrase in said
    assert "✓" in said
    module = {"en": en, "ja": ja}[lang]
    assert word in repr(vars(module))


def test_story_marks_another_seats_card_play_for_a_phone_toast():
    """A bot's card played is a 'play' for its reader (the phone toasts it), not a big moment; the reader's own is not."""
    from cthulhu_widgets.core.events import Event
    from cthulhu_widgets.frames.story_mythos import story

    played = Event("MY-CARD-1", "plays", {"seats": [], "player": "p1", "card": "petrify"})
    assert story.play(played, "p0")
    assert not story.big(played, "p0")
    assert not story.play(played, "p1")
    assert not story.play(played, None)
    assert not story.play(Event("MY-SAN-1", "sanity", {"player": "p1", "delta": -1}), "p0")
