"""A player's app never lets a bot_step play the reader's own seat (newcomer review 26, letter_en 1: a press on a stale
"Opponent plays ▶" sent a bot_step after the kernel had moved on to the reader's answer, and the seat's own heuristic
bot answered the opponent's Great Race for the reader, unseen). The browser is untrusted: the kernel refuses it, and
nothing changes; a designer's table (can_reveal) and a watched seat still step it."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets.chaos import ChaosWidget
from cthulhu_widgets.widgets.letter import LetterWidget


def _at_own_turn(widget):
    while widget.state.to_act != widget.seat:
        widget.command({"cmd": "bot_step"})
    return widget


@pytest.mark.parametrize("cls", [LetterWidget, ChaosWidget])
def test_a_players_app_refuses_a_bot_step_on_the_readers_own_turn(cls):
    w = _at_own_turn(cls(seed=5, can_reveal=False, autoplay=False))
    before = (w.step_index, w.view)
    w.command({"cmd": "bot_step"})
    assert "your moves are yours to make" in w.error
    assert (w.step_index, w.view) == before


@pytest.mark.parametrize("cls", [LetterWidget, ChaosWidget])
def test_a_designers_table_and_a_watched_seat_still_step_it(cls):
    designer = _at_own_turn(cls(seed=5, autoplay=False))
    at = designer.step_index
    designer.command({"cmd": "bot_step"})
    assert not designer.error and designer.step_index > at
    watched = _at_own_turn(cls(seed=5, can_reveal=False, autoplay=False))
    watched.command({"cmd": "watch", "on": True})
    at = watched.step_index
    watched.command({"cmd": "bot_step"})
    assert not watched.error and watched.step_index > at


@pytest.mark.parametrize("cls", [LetterWidget, ChaosWidget])
def test_a_bot_step_meant_for_an_earlier_step_plays_nothing(cls):
    """The page's timer sent two steps for one before the kernel answered (the fresh-clone CI of 17a8be2, CHAOS seed
    5: the second found A1's turn): a step sent for an earlier step is dropped quietly, nothing changed."""
    w = cls(seed=5, can_reveal=False, autoplay=False)
    while w.state.to_act == w.seat:   # a bot's turn to step, whatever the deal starts with
        w.command({"cmd": "act", "id": str(w.state.legal_actions()[0])})
    at = w.step_index
    w.command({"cmd": "bot_step", "step": at})
    assert not w.error and w.step_index > at
    before = (w.step_index, w.view)
    w.command({"cmd": "bot_step", "step": at})
    assert not w.error and (w.step_index, w.view) == before


@pytest.mark.parametrize("step", ["3", 2.0, True, [1]])
def test_a_bot_step_with_a_step_not_a_whole_number_is_refused(step):
    w = LetterWidget(seed=5, autoplay=False)
    before = (w.step_index, w.view)
    w.command({"cmd": "bot_step", "step": step})
    assert "bot_step's step is the table's step number" in w.error
    assert (w.step_index, w.view) == before
