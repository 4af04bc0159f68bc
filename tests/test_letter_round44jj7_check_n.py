"""Lovecraft Letter, issue 23 round 44 (JJ7): the log's insanity check line says how Insanity N grew when it turned
up Insanity cards (LS-CHECK-1, LS-CHECK-2; review 39, letter_zh 6)."""
from __future__ import annotations

import re

import pytest
from test_story_announcements import bot_game, told

from cthulhu_widgets.core.events import Event
from cthulhu_widgets.frames.story_letter import story

CHECK = [Event("LS-CHECK-1", "insanity_check", {"n": 1}),
         Event("LS-CHECK-1", "check_reveal", {"card": "hound_of_tindalos"})]


@pytest.mark.parametrize("lang,rise", [("en", "Insanity N 1 → 2"), ("zh", "瘋狂 N 1 → 2"), ("ja", "狂気 N 1 → 2")])
def test_round44jj7_a_check_that_turns_up_an_insanity_card_says_n_rose(lang, rise):
    """Review 39, letter_zh 6 (032): the log said "瘋狂 N 0 → 1" while the line under the hand said N = 2; the second
    +1, a Hound of Tindalos the check flipped (LS-CHECK-2), was told only under 更多…: the check's line says it."""
    check = story.folded(CHECK)[0]
    line = story.own_sentence(check, check.data, lang)
    assert rise in line and "{" not in line, line


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_round44jj7_a_check_of_sane_cards_names_no_rise(lang):
    """LS-CHECK-1: a check whose cards are all sane leaves N as it was: no "→" in its line."""
    check = story.folded([CHECK[0], Event("LS-CHECK-1", "check_reveal", {"card": "elder_sign"})])[0]
    assert "→" not in story.own_sentence(check, check.data, lang)


def test_round44jj7_the_rises_the_log_tells_never_go_back():
    """Review 39, letter_zh 6: along bot games, each "N a → b" the player's log tells starts at or above the last one's
    end (no rise left untold makes N go back) and none passes the game's N."""
    seen = 0
    for seed in range(1, 13):
        match = bot_game("letter", seed=seed)
        rises = [(int(a), int(b)) for line in told(match, "player")
                 for a, b in re.findall(r"Insanity N (\d+) → (\d+)", line["text"])]
        seen += len(rises)
        assert all(a >= b0 for (_, b0), (a, _) in zip(rises, rises[1:])), (seed, rises)
        assert all(b <= match.state.insanity for _, b in rises), (seed, rises)
    assert seen >= 5
