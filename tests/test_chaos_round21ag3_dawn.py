"""CHAOS round AG (newcomer review 20, chaos_en finding 7 and chaos_ja finding 5): "'A2 · Dawn line: row 8 · column c'
stays after A2 was pushed to d7" / "A2 stood on d7, on neither line". At Dawn (CH-TIME-3, CH-TIME-5 "anchored") a ghost
keeps to the row and the column it stood on when Dawn began; a push may leave it on neither. Its lines stay, and the
tag now says why it is off them and what it may do: step back onto one (a neighbour cell is on a line), or nothing
until Dawn ends (none is). The view says which (dawn_anchor.off); the words are the table's, in every language."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos import texts

DAWN = {"start": "A1", "time": {"kind": "dawn", "rounds": 2}, "anchors": {"A2": [8, 3]}}


def _anchor(ghost_cell):
    g = chaos.new_game(3, setup={**DAWN, "pieces": {"A2": ghost_cell}})
    return next(p for p in g.view("A1")["pieces"] if p["seat"] == "A2")["dawn_anchor"]


def test_a_ghost_on_its_lines_has_no_off_word():
    assert _anchor([8, 5]) == {"cell": [8, 3]}
    assert _anchor([4, 3]) == {"cell": [8, 3]}


def test_a_ghost_pushed_off_next_to_its_lines_may_step_back_onto_them():
    """Review 20: A2 anchored at c8, pushed to d7: d8 (row 8) and c7 (column c) are its only steps."""
    assert _anchor([7, 4]) == {"cell": [8, 3], "off": "back"}
    g = chaos.new_game(3, setup={**DAWN, "start": "A2", "turn_in_round": 1, "pieces": {"A2": [7, 4]}})
    steps = sorted((a["row"], a["col"]) for a in g.legal_actions() if a.kind == "move")
    assert steps == [(7, 3), (8, 4)]


def test_a_ghost_pushed_far_off_its_lines_cannot_move_until_dawn_ends():
    assert _anchor([5, 6]) == {"cell": [8, 3], "off": "stuck"}
    g = chaos.new_game(3, setup={**DAWN, "start": "A2", "turn_in_round": 1, "pieces": {"A2": [5, 6]}})
    assert [a.kind for a in g.legal_actions() if a.kind == "move"] == []


WORDS = {"en": ("pushed off its Dawn lines", "row 8", "column c"), "ja": ("夜明けの線（8 行", "c 列）から押し出された"),
         "zh": ("被推离了黎明线", "第 8 行", "c 列"), "zh-TW": ("被推離了黎明線", "第 8 行", "c 列")}


@pytest.mark.parametrize("lang", list(WORDS))
@pytest.mark.parametrize("off", ["back", "stuck"])
def test_the_table_has_the_words_of_both_in_every_language(lang, off):
    said = texts.BOARD[lang][f"tag_dawn_{off}"].format(row=8, col="c")
    assert all(part in said for part in WORDS[lang]), said
