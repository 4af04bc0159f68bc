"""Mythos, newcomer review 8 (issue 23 round L): the coach says only what the screen shows.

1. Just after Learn to play's step 7 (the reader summoned a monster instead of the ringed pass), the "on your own"
   tip said "Card play ended and the threats fought" under a header of "Card play · passes 0/2 · Your move": every
   coach text that says card play has ended shows only at a position past card play.
"""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.coach import LEARN_SEED
from cthulhu_widgets.widgets.mythos import MythosWidget

from coach_support import play_coached

ENDED = {"en": ("card play ended", "threats fought"), "ja": ("カード使用が終わり", "脅威が戦った")}


def shown(mark: dict) -> str:
    """Return every text the mark's bubble shows."""
    return " ".join(str(mark.get(k) or "") for k in ("done", "text", "free", "nudge"))


def claims_ended(mark: dict, lang: str) -> bool:
    """Return whether a mark's bubble says card play has ended (the threats fought)."""
    said = shown(mark).lower()
    return any(word.lower() in said for word in ENDED[lang])


def learner(lang: str) -> MythosWidget:
    """Return a Mythos table in `lang` whose every seat has its bot (the seat's plays what the reader does not)."""
    return MythosWidget(seed=LEARN_SEED, lang=lang, bots=MythosWidget(seed=LEARN_SEED).default_bots())


def to_step(widget, n: int):
    """Follow the coach's ringed moves until step `n`'s mark shows; return the widget."""
    widget.command({"cmd": "learn"})
    for _ in range(80):
        if widget.coach.get("n") == n and widget.state.to_act == widget.seat:
            return widget
        if widget.coach.get("id") and widget.state.to_act == widget.seat:
            widget.command({"cmd": "act", "id": widget.coach["id"], "step": widget.step_index})
        else:
            widget.step(1)
    raise AssertionError(f"step {n} never shown")


def other_moves(lang: str) -> list[str]:
    """Return the moves of step 7 other than its ringed one (the pass)."""
    widget = to_step(learner(lang), 7)
    return [str(a) for a in widget.state.legal_actions() if str(a) != widget.coach["id"]]


def marks_after(lang: str, move: str, steps: int = 30) -> list:
    """Play `move` instead of step 7's ringed one, then let the bots play; return [(phase, mark)] for the seat."""
    widget = to_step(learner(lang), 7)
    widget.command({"cmd": "act", "id": move, "step": widget.step_index})
    out = []
    for _ in range(steps):
        out.append((widget.state.phase, dict(widget.coach)))
        if widget.state.result is not None:
            break
        widget.step(1)
    return out


@pytest.mark.parametrize("lang", ("en", "ja"))
def test_step_7_done_is_true_when_the_reader_did_not_pass(lang):
    """A reader who plays a card at step 7 reads no 'card play ended' while card play goes on (review 8 finding 1)."""
    moves = other_moves(lang)
    assert moves
    for move in moves:
        marks = marks_after(lang, move)
        assert any(mark.get("free") for _, mark in marks), move
        for phase, mark in marks:
            tip = mark.get("free") or mark.get("n")
            assert not (tip and phase == "play" and claims_ended(mark, lang)), (move, phase, shown(mark))


@pytest.mark.parametrize("lang", ("en", "ja"))
def test_coached_game_says_card_play_ended_only_past_it(lang):
    """Following every ringed move, no bubble says card play ended while it goes on (phase 'play')."""
    widget = MythosWidget(seed=LEARN_SEED, lang=lang)
    marks = play_coached(widget, True, limit=120, note=lambda w: (w.state.phase,))
    for _, mark, phase in marks:
        assert not (phase == "play" and claims_ended(mark, lang)), (phase, shown(mark))


NOW = {"en": "now attacks", "ja": "攻撃する（"}


@pytest.mark.parametrize("lang", ("en", "ja"))
def test_combat_moment_is_true_in_the_next_rounds_card_play(lang):
    """The combat bubble shows until the seat's next decision, which may come in the next round's card play: it says
    the threats attacked (past), never that they attack now while the table reads 'Card play'."""
    marks = marks_after(lang, other_moves(lang)[0], 40)
    # round P (e770d1b, newcomer review 12: a tip shows at the decision it helps with) may end the bubble before the
    # next round's card play; it must still have shown, and wherever it shows in card play it speaks in the past
    assert any(mark.get("moment") == "combat" for _, mark in marks), "the combat bubble showed"
    shown_in_play = [mark for phase, mark in marks if phase == "play" and mark.get("moment") == "combat"]
    for mark in shown_in_play:
        assert NOW[lang] not in mark["text"], mark["text"]
