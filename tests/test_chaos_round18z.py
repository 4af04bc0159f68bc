"""Round 18 Z (newcomer review 17, CHAOS en desk and ja phone), fixer Z2: CHAOS says what changed."""
from __future__ import annotations

import pytest

from cthulhu_widgets.core.errors import IllegalAction
from cthulhu_widgets.widgets.chaos import ChaosWidget
from test_chaos_round17y import UNDO_BOMB, _play_to_hit


def _after_forced_decline_past_a_hit(seed=0):
    """Return seed 0's table at A1's turn when its last turn was a decline the table made for it, after A1 hit a
    hidden bomb."""
    w = ChaosWidget(seed=seed)
    _play_to_hit(w)
    for _ in range(200):
        w.step(1)
        m = w.match
        back = next((i for i in range(m.index - 1, -1, -1) if m.state_at(i).to_act == w.seat), None)
        if w.state.to_act == w.seat and any(p[0] == back for p in w._passes):
            return w
    raise AssertionError("no forced decline after the hit")


def test_undo_after_a_forced_decline_says_the_bomb_blocks_it():
    """Finding 3: Undo after the table's decline, with a found bomb before it, did nothing and said nothing."""
    w = _after_forced_decline_past_a_hit()
    index, bombs = w.match.index, w.state.bombs | w.state.temp_bombs
    assert w.undo_block == UNDO_BOMB   # the page's Undo: disabled, this sentence its tip
    with pytest.raises(IllegalAction, match=UNDO_BOMB):
        w.undo()
    assert w.match.index == index and w.state.bombs | w.state.temp_bombs == bombs, "nothing changed"


def test_the_pages_undo_command_puts_the_refusal_in_its_notice():
    w = _after_forced_decline_past_a_hit()
    w.command({"cmd": "undo"})
    assert w.error == UNDO_BOMB
