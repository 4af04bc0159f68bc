"""Lovecraft Letter, issue 23 round 6c (a newcomer's review, R-L): the doom of a deck that runs out during the
opponent's turn is announced there, and what decided the game names the deck, never a card the check revealed."""
from __future__ import annotations

import pytest
from test_story_announcements import big_lines, bot_game, told

from cthulhu_widgets.core.events import Event
from cthulhu_widgets.frames.story_letter import story


def test_LS_CHECK_4_a_deck_emptied_by_the_opponents_turn_is_announced_before_the_fatal_check():
    """LS-CHECK-1/4 (desk_026): the opponent's turn discards the deck's top, leaving N cards; the next turn's check
    takes them all and the draw fails. The doom is told at the end of the opponent's turn (the old story told none:
    the opponent's turn and the fatal check share one step) and the loss names it."""
    match = bot_game("letter", seed=3)
    assert match.state.result.cause == "empty_draw"
    texts = [line["text"] for line in told(match, "player")]
    doom = "Your next draw must fail. The insanity check before it empties the deck."   # review 10, finding 7
    assert doom in texts
    assert texts.index(doom) < texts.index("Turn 9: your turn.")
    assert "is discarded" in texts[texts.index(doom) - 1]      # told right after the opponent's turn emptied it
    end = big_lines(match, "player")[-1]
    # the warning, told in the past (round E); the final check leads, then the line that made it certain (round AA,
    # review 18, finding 2; round AL, review 22, Letter en finding 9)
    note = end["note"]
    # (round AQ2, review 25, letter_en 3: "It became certain at turn N: …", without "when this happened")
    # ("Your deck top, X, is discarded" since review 29, letter_zh 1: the line fits a phone row)
    assert note.startswith("What decided it: at turn 9 the deck ran out") and ": Your deck top" in note \
        and "It became certain at turn" in note, note


@pytest.mark.parametrize("lang,want", [("en", "deck ran out"), ("zh", "牌堆用完了"), ("ja", "山札が尽きた")])
@pytest.mark.parametrize("cause", ["empty_draw", "check_impossible"])
def test_a_deck_that_ran_out_is_what_decided_it_never_a_card_reveal(lang, want, cause):
    """LS-CHECK-3/4: with no doom line in the story, the end says the deck ran out (the old note: 'What decided it:
    The insanity check reveals Nyarlathotep.')."""
    history = [{"text": "Turn 9: your turn.", "turn": 9}, {"text": "The insanity check reveals Nyarlathotep."}]
    note = story.decisive(Event("LS-CHECK-4", "game_over", {"outcome": "loss", "cause": cause}), "player", lang, history)
    assert want in note
    assert "Nyarlathotep" not in note


def test_a_doom_already_certain_before_the_step_is_not_told_twice():
    """LS-CHECK-4: a step whose discards left the doom as certain as before it adds no second warning."""
    ev = [Event("LS-TURN-2", "play", {"card": "investigators"}),
          Event("LS-TURN-5", "partner_discarded", {"card": "elder_sign", "to": "player"}),
          Event("LS-TURN-1", "player_turn", {"turn": 9}),
          Event("LS-CHECK-1", "insanity_check", {"n": 3}),
          *[Event("LS-CHECK-1", "check_reveal", {"card": "investigators"})] * 2,
          Event("LS-CHECK-4", "game_over", {"outcome": "loss", "cause": "empty_draw"})]
    assert [e.name for e in story.folded(ev)].count("doom") == 0       # 3 cards at N = 3 before the step: told then
    ev[4:4] = [Event("LS-CHECK-1", "check_reveal", {"card": "investigators"})]
    assert [e.name for e in story.folded(ev)].count("doom") == 1       # 4 cards at N = 3 before: certain only now


def test_the_coach_moment_of_insanity_is_found_and_said_in_every_language_LS_CHECK_1():
    """Finding 5 (both lost games were decided by the check, never taught): the first position where Insanity N
    rises and the first check with N >= 2 are coach moments, with words in en, zh and ja (what N is, why it grows,
    how to keep it low). frames/coach.py is to show them (MOMENTS['letter'])."""
    from cthulhu_widgets.frames.letter import coach_moments_at
    from cthulhu_widgets.games.letter.sentences.coach import MOMENTS

    match = bot_game("letter", seed=3)
    found = [coach_moments_at(match.state_at(i), "player") for i in range(match.index + 1)]
    assert {"insanity": "insanity_up"} in found and {"insanity": "insanity_check"} in found
    first_up = found.index({"insanity": "insanity_up"})
    assert match.state_at(first_up).insanity > match.state_at(first_up - 1).insanity      # N rose right there
    assert not any(found[:first_up])
    for lang in ("en", "zh", "ja"):
        words = MOMENTS[lang]
        assert words["head"]["insanity"] and words["nudge"]
        for key in ("insanity_up", "insanity_check"):
            text = words[key].format(n=2)
            assert "2" in text and "{" not in text and len(text) > 40
