"""Round AT, fixer AT2 (newcomer review 28, chaos_en 2): the CHAOS course stopped before team cover (CH-COVER-1),
Vanish (CH-G5), the Brainwash + Amnesia swap (CH-C2) and the order's reversal (CH-P1): each is a one-line
first-time coach tip, the cover's said when the reader is first offered one. Each failed before (no such moment)."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from cthulhu_widgets.frames.coach import MOMENTS
from cthulhu_widgets.frames.coach_moments import moment_now, moments_at


class Event(SimpleNamespace):
    def visible_to(self, seat):
        return True


def position(to_act, events=(), legal=(), role=None):
    """Return a constructed CHAOS position: who acts, the events seen there, the kinds of its legal moves."""
    acts = [SimpleNamespace(kind=k) for k in legal]
    return SimpleNamespace(to_act=to_act, result=None, events=[Event(name=n, data=d) for n, d in events],
                           role=role or {"A1": "patient", "A2": "ghost", "B1": "patient", "B2": "ghost"},
                           pending=None, time=None, legal_actions=lambda: acts)


@pytest.mark.parametrize("event,moment", [("order_reversed", "reversal"), ("vanished", "vanish"),
                                          ("roles_swapped", "swap")])
def test_CH_P1_CH_G5_CH_C2_tip_shows_once_when_it_happens(event, moment):
    """The tip shows from the position where it happens until the reader's next decision, and not again."""
    game = [position("A1", legal=("move",)), position("B1", [(event, {"seat": "B2"})]), position("B2"),
            position("A1", legal=("move",)), position("A2"), position("B1", [(event, {"seat": "B2"})]),
            position("A1", legal=("move",))]
    assert moment_now(game[:1], "A1", 0) is None
    assert [moment_now(game[:k], "A1", 0) for k in (2, 3, 4)] == [(moment, moment)] * 3
    assert [moment_now(game[:k], "A1", 0) for k in (5, 6, 7)] == [None] * 3


def test_CH_COVER_1_tip_is_said_when_the_reader_is_offered_a_cover():
    """The cover's tip is on the decision where the reader may cover (before it matters), not after."""
    offered = position("A1", legal=("move", "combo", "cover"))
    assert "cover" in moments_at(offered, "A1")
    assert "cover" not in moments_at(position("A1", legal=("move",)), "A1")
    assert moment_now([position("B1"), offered], "A1", 0) == ("cover", "cover")


def test_a_swap_that_made_the_reader_a_ghost_is_the_ghosts_tip():
    """CH-C2: the reader made a ghost by the swap reads the ghost's tip (its cause), not a second one."""
    met = position("B1", [("roles_swapped", {})], role={"A1": "ghost", "A2": "patient", "B1": "patient",
                                                         "B2": "ghost"})
    assert set(moments_at(met, "A1")) == {"ghost"}


@pytest.mark.parametrize("lang", ["en", "zh", "zh-TW", "ja"])
def test_each_tip_is_one_short_line_in_every_language(lang):
    """Less text (review 28): each new tip has a head and one line, at most 110 characters (55 in zh/ja)."""
    words = MOMENTS["chaos"][lang]
    for moment in ("cover", "vanish", "swap", "reversal"):
        assert words["head"][moment] and "\n" not in words[moment]
        assert len(words[moment]) <= (110 if lang == "en" else 55), (moment, words[moment])
