"""Newcomer review 22, room_en finding 7 (085_end1): a CHAOS room's Draw box repeated the Checkup legend ("The board
keeps it on each checked cell: …"), a note of the reader's own Checkup in round 12, as if it decided the game. The end
box's `moment` is the note of the reader's game-over line only (frames/ending.py), or for a draw at the round limit
its own one line on the gate (review 26, room_zh 9), so the box says the end's words and its rows, nothing from
earlier in the story."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.frames.ending import DRAW, moment
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match


def _draw_after_a_checkup() -> Match:
    """A one-round game: A1 plays Checkup (a big line with the board's legend as its note), then every seat passes on
    to the round limit (CH-WIN-2: a draw)."""
    setup = {"first": "A", "start": "A1", "bombs": [], "key": None,
             "hands": {"A1": ["checkup_eye", "sprint_eye", "amnesia_moon"]}}
    match = Match.new(chaos, seed=3, setup=setup, rules={"max_rounds": 1})
    match.apply(next(a for a in match.state.legal_actions() if str(a) == "play card=checkup_eye"))
    while match.state.result is None:
        legal = match.state.legal_actions()
        match.apply(next((a for a in legal if a.kind in ("end", "stay", "pass")), legal[0]))
    assert match.state.result.cause == "round_limit"
    return match


@pytest.mark.parametrize("lang", ["en", "ja", "zh", "zh-TW"])
def test_a_draw_s_end_box_says_only_the_end_s_words(lang):
    match = _draw_after_a_checkup()
    frames = Frames("chaos")
    lines = frames.log(MatchPositions(match), "A1", lang)
    legend = [line["note"] for line in lines if line.get("big") and line.get("note")]
    assert legend, "the Checkup's line carries the board's legend"
    banner = frames.banner(match.state, "A1", lang, lines=lines, viewer="A1")
    assert banner["title"] and banner["rows"]
    # since review 26 (room_zh 9) a draw's one line on what decided it: the gate shut or no patient in, never a legend
    assert banner.get("moment", "") == DRAW[lang][0 if match.state.gate_open else 1], banner["moment"]
    assert not any(note in str(banner) for note in legend)


def test_the_moment_is_the_game_over_line_s_note_or_none():
    said = [{"text": "You check a5, a4, a3.", "big": 1, "note": "The board keeps it on each checked cell: …"},
            {"text": "A draw: the round limit was reached.", "big": 1}]
    assert moment(said) == ""
    assert moment([*said[:1], {**said[1], "note": "What decided it: A1 steps onto a1."}]) == \
        "What decided it: A1 steps onto a1."
