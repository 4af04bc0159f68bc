"""Round 43 II2 (newcomer review 39, room_en 1 and chaos_en 3, 212 -> 217: a plain lit cell, no red warning, hid a
bomb; "a lit cell looks safe"): while the reader's patient may step onto unchecked lit cells, the frame carries one
short note for the legend under the board (the first such move's target.note): a lit cell not checked may still hide
a bomb, about 1 in N (chaos_risk's counts, CH-MAP-3, CH-G2), and a Checkup shows 3 cells (CH-P2, CH-CARD-4). From the
seat's view only (CH-HIDE-1/2)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import chaos as frame
from cthulhu_widgets.games import chaos


def _game(bombs):
    """A1 (a patient at a8) to move with Checkup in hand, the 4 bombs from the start on `bombs` (CH-MAP-3)."""
    return chaos.new_game(seed=7, setup={"start": "A1", "bombs": bombs,
                                         "hands": {"A1": ["checkup_moon", "sprint_moon", "amnesia_skull"]}})


def _notes(s, lang):
    """Return the notes the frame's moves carry."""
    return [m["target"]["note"] for m in frame.legal(s, s.legal_actions(), lang, positions=[s])
            if m["kind"] == "move" and "note" in m["target"]]


@pytest.mark.parametrize("lang,words", [("en", "about 1 in 13"), ("zh", "约 13 格"), ("zh-TW", "約 13 格"),
                                        ("ja", "約 13 マス")])
def test_round43ii2_lit_unchecked_cells_carry_one_note(lang, words):
    """One note (not one per cell), naming the odds and the Checkup's 3 cells in the table's language."""
    notes = _notes(_game([[3, 3], [4, 4], [5, 5], [6, 6]]), lang)
    assert len(notes) == 1 and words in notes[0] and "3" in notes[0].replace("13", ""), notes


def test_round43ii2_note_words_do_not_tell_where_the_bombs_lie():
    """CH-HIDE-1: two deals differing only in where the hidden bombs lie give the same note."""
    assert _notes(_game([[3, 3], [4, 4], [5, 5], [6, 6]]), "en") == _notes(_game([[2, 2], [3, 5], [5, 3], [6, 4]]), "en")


def test_round43ii2_no_note_when_no_bomb_can_hurt():
    """A ghost's moves (CH-MOVE-4) carry no note: no bomb can send it home."""
    s = chaos.new_game(seed=7, setup={"start": "B2", "bombs": [[3, 3], [4, 4], [5, 5], [6, 6]]})
    assert s.to_act == "B2" and not [m for m in frame.legal(s, s.legal_actions(), "en", positions=[s])
                                            if "note" in m.get("target", {})]
