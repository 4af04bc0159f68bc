"""Review 29, chaos_ja 9 (126): Possession's target list offered the open gate a1 for the enemy patient; one tap would
walk it out and lose the game (CH-G1 push, CH-WIN-1: a patient on the open gate wins for its team). That cell is a
danger move (drawn red, asked to confirm) whose words say so first, in every language."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.chaos import legal
from cthulhu_widgets.games import chaos

WORDS = {"en": "B1 escapes through the gate", "zh": "B1 会从门逃出", "zh-TW": "B1 會從門逃出", "ja": "B1 が門から脱出"}


def _pushing_b1(gate_open: bool = True):
    """A2 (ghost) on b2 possesses B1 (enemy patient) on b1, beside the gate a1."""
    setup = {"first": "A", "start": "A2", "bombs": [], "key": [6, 2],
             "pieces": {"A2": [2, 2], "B1": [1, 2], "B2": [7, 7], "A1": [8, 1]}, "hands": {"A2": ["possession_moon"]}}
    s = chaos.new_game(seed=1, setup=setup)
    if gate_open:
        s.gate_open, s.key = True, None
    s.apply(next(a for a in s.legal_actions() if a.kind == "stay"))
    s.apply(next(a for a in s.legal_actions() if a.kind == "play"))
    return s


@pytest.mark.parametrize("lang", ["en", "zh", "zh-TW", "ja"])
def test_a_push_onto_the_open_gate_is_a_danger_move_that_says_the_enemy_wins_CH_G1_CH_WIN_1(lang):
    s = _pushing_b1()
    moves = {tuple(m["target"]["cell"]): m for m in legal(s, s.legal_actions(), lang)}
    gate = moves[(1, 1)]
    assert gate["target"].get("danger") and gate["text"].startswith("⚠") and WORDS[lang] in gate["text"], gate
    assert not moves[(1, 3)]["target"].get("danger")   # any other cell: a plain push


def test_a_closed_gate_is_no_escape():
    s = _pushing_b1(gate_open=False)
    assert all(not m["target"].get("danger") for m in legal(s, s.legal_actions(), "en"))
