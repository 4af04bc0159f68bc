"""The newcomer's third CHAOS round (issue 23), in every language CHAOS offers (en, zh, ja).

The opening (CH-TEAM-3: the team that rolls higher acts first, in the order the dice set): a newcomer whose seat is
not first found the bots had already played and it was suddenly its move. The story now makes the opening a clear
moment: at the deal, the order line is a big moment whose note says who plays before the reader's first turn (named
as people, in order), that the table plays their moves one at a time and tells each under its turn; at the reader's
first turn, the turn's heading is a big moment (a toast) whose note names who played before it. The seat that acts
first is told nothing of the kind (no one played before it)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import PUBLIC
from cthulhu_widgets.games.chaos.sentences.story import STORY

from test_chaos_table_newcomer import act, new, story

LANGS = ("en", "zh", "ja")
BEFORE = {"en": "B1, B2 and your partner A2", "zh": "B1、B2和队友A2", "ja": "B1、B2、味方の A2"}


def _to_first_turn_of(seat: str):
    """Team B acts first (order B1, B2, A2, A1); every seat before `seat` stays and ends its turn."""
    match = new({"first": "B"})
    assert list(match.state.order) == ["B1", "B2", "A2", "A1"]
    while match.state.to_act != seat:
        act(match, "stay")
        act(match, "end")
    return match


@pytest.mark.parametrize("lang", LANGS)
def test_CH_TEAM_3_the_order_line_says_who_plays_before_your_first_turn(lang):
    """CH-TEAM-3: at the deal, A1 (fourth) reads a big order line whose note names B1, B2 and its partner A2, in that
    order, as playing before it this round."""
    lines = story(new({"first": "B"}), "A1", lang)
    order = next(line for line in lines if "B1" in line["text"] and "A1" in line["text"] and "A2" in line["text"])
    assert order.get("big"), order
    words = STORY[lang]
    assert order["note"] == words["note_first"].format(team="B", before=BEFORE[lang])


@pytest.mark.parametrize("lang", LANGS)
def test_CH_TEAM_3_the_first_turn_is_a_clear_moment_naming_who_played_before(lang):
    """CH-TEAM-3: A1's first turn heading is a big moment (a toast) whose note names the three seats that played
    before it; the turn headings of the others are not big for A1."""
    lines = story(_to_first_turn_of("A1"), "A1", lang)
    mine = [line for line in lines if line.get("turn") and line.get("you")]
    assert len(mine) == 1 and mine[0].get("big"), mine
    assert mine[0]["note"] == STORY[lang]["note_first_turn"].format(before=BEFORE[lang])
    assert not any(line.get("big") for line in lines if line.get("turn") and not line.get("you"))


@pytest.mark.parametrize("lang", LANGS)
def test_CH_TEAM_3_the_seat_that_acts_first_and_a_spectator_get_no_such_note(lang):
    """CH-TEAM-3: B1 acts first: its order line is not big and its first turn has no "before it" note; a spectator
    (no seat) reads the order line plainly."""
    match = new({"first": "B"})
    b1 = story(match, "B1", lang)
    order = next(line for line in b1 if "B2" in line["text"] and "A1" in line["text"])
    assert not order.get("big")
    first = next(line for line in b1 if line.get("turn") and line.get("you"))
    assert "note" not in first
    assert not any(line.get("big") for line in story(match, PUBLIC, lang) if "A1" in line["text"])
