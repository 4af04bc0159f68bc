"""The newcomer's second CHAOS round (issue 23), in every language CHAOS offers (en, zh, ja):

- CH-WIN-1: the win banner and the story's "what decided it" agree: a patient won through the open gate, so the
  decisive moment is its step onto the gate, not the last big moment before it (the key found, a combo cancelled).
- The story lines the page's "since your last turn" digest is made from say whose turn each is (the turn headings),
  so the digest can name every seat that acted (the digest itself is tested in js/src/ui/story.test.js).
"""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import chaos as frame
from cthulhu_widgets.games.chaos.sentences.story import STORY

from test_chaos_table_newcomer import act, new, story

LANGS = ("en", "zh", "ja")


def _won_after_the_key():
    """A1 (team A's patient) finds the key at b1 (a big moment), the others stay, then A1 steps onto the gate a1."""
    match = new({"key": [1, 2], "pieces": {"A1": [1, 3], "A2": [6, 6], "B1": [6, 7], "B2": [1, 8]}})
    act(match, "move", row=1, col=2)
    act(match, "end")
    while match.state.to_act != "A1":
        act(match, "stay")
        act(match, "end")
    act(match, "move", row=1, col=1)
    return match


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("reader", ["A1", "B1"])
def test_CH_WIN_1_what_decided_it_is_the_step_onto_the_gate_the_banner_names(lang, reader):
    """CH-WIN-1: the game ends when a patient reaches the open gate; the banner says so, and the story's note of
    what decided it names that step (the move onto a1), not the earlier big moment (the key found at b1)."""
    match = _won_after_the_key()
    result = match.state.result
    assert (result.outcome, result.cause) == ("A", "gate")
    banner = frame.banner(result, reader, lang)
    assert "gate" in frame.texts.cause_text("gate", "A", "en") and banner["text"]
    lines = story(match, reader, lang)
    end = lines[-1]
    assert end["big"] and end["text"] == banner["text"]
    step = next(line for line in reversed(lines[:-1]) if not line.get("turn"))
    assert "a1" in step["text"]
    note = end["note"]
    assert step["text"].rstrip(".。") in note, note
    assert "b1" not in note, note                    # not the key found the turn before
    assert note.startswith(STORY[lang]["decided"].split("{text}")[0])


@pytest.mark.parametrize("lang", LANGS)
def test_CH_TURN_each_other_seats_turn_since_yours_opens_with_a_heading_naming_it(lang):
    """CH-TURN (turn order A1, A2, B2, B1 here): between the reader's own act and its next turn, each of the three
    other seats' turns opens with a heading line (`turn`, not `you`) that names the seat, and its lines follow it:
    the page's digest tells one line per such turn when they do not fit (js/src/ui/story.test.js), so none is lost."""
    match = new({})
    for _ in range(4):                         # A1, A2, B2, B1 stay and end; A1's second turn begins
        act(match, "stay")
        act(match, "end")
    lines = story(match, "A1", lang)
    now = max(i for i, line in enumerate(lines) if line.get("you") and line.get("turn"))
    own = max(i for i, line in enumerate(lines[:now]) if line.get("you") and not line.get("turn"))
    heads = [i for i in range(own, now) if lines[i].get("turn")]
    assert [next(s for s in ("A2", "B2", "B1") if s in lines[i]["text"]) for i in heads] == ["A2", "B2", "B1"]
    for i in heads:                                     # each heading is followed by its turn's lines, by that seat
        seat = next(s for s in ("A2", "B2", "B1") if s in lines[i]["text"])
        assert not lines[i + 1].get("turn") and seat in lines[i + 1]["text"]
