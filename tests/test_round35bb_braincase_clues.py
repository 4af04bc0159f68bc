"""Round BB (diff review of round BA, item 4): the Insanity line's "Race: 1 clue over Cthulhu" was false with only the
Mi-Go Braincase over Cthulhu (newcomer review 33, letter_en 10, 105; LS-P5: a card over Cthulhu, not a clue). Round BA
fixed it in the front end by reading the top card's id (js/src/letter/layout_insanity.js), the rule applied there and
without the kernel's `top_known` check (dangers.move_danger's "last_braincase", which now reads
State.braincase_over too). The kernel says it: the player's view carries `opponent.clues_only`, the clues over Cthulhu
without the known Braincase on top, only while it lies there (other views unchanged), and the page only reads it."""
from __future__ import annotations

import json
from pathlib import Path

import jsonschema

from cthulhu_widgets.games.letter import new_game
from cthulhu_widgets.widgets.letter import LetterWidget

SCHEMA = json.loads((Path(__file__).parents[1] / "cthulhu_widgets" / "schemas" / "letter_view.json").read_text())


def _state(clues: list[str], known: bool):
    """A hand-built table: `clues` over Cthulhu (the first on top), the top card known or not."""
    s = new_game(seed=3, setup={"hand": ["silver_key"], "deck": ["elder_sign", "investigators", "..."], "clues": clues})
    s.top_known = known   # a Mi-Go's Insane row leaves the Braincase on top, known (LS-P5)
    return s


def test_LS_P5_the_known_braincase_on_top_is_no_clue_in_the_view():
    s = _state(["mi_go_braincase"], known=True)
    assert s.clues == 1
    for seat in ("player", None):
        view = s.view(seat)
        jsonschema.validate(view, SCHEMA)
        assert view["opponent"]["clues_only"] == 0
    assert _state(["mi_go_braincase", "investigators"], known=True).view("player")["opponent"]["clues_only"] == 1


def test_LS_P5_a_clue_or_an_unknown_top_counts_as_before():
    assert "clues_only" not in _state(["investigators"], known=True).view("player")["opponent"]
    assert "clues_only" not in _state(["mi_go_braincase"], known=False).view("player")["opponent"]   # not told
    assert "clues_only" not in _state(["mi_go_braincase"], known=True).view("public")["opponent"]


def test_LS_P5_the_frame_sends_the_count_the_insanity_line_reads():
    """The reader's insane Mi-Go takes the one clue (Investigators) and leaves the Braincase on top, known: the frame
    the page draws says no clue is over Cthulhu, though one card is."""
    w = LetterWidget(seed=3, setup={"hand": ["mi_go"], "deck": ["investigators", "elder_sign", "..."],
                                    "clues": ["investigators"], "discard": ["deep_ones"]})
    assert "clues_only" not in w.view["opponent"]
    w.command({"cmd": "act", "id": "play card=mi_go effect=insane"})
    opponent = w.view["opponent"]
    assert opponent["cards"][0]["id"] == "mi_go_braincase" and opponent["clues"] == 1
    assert opponent["clues_only"] == 0
