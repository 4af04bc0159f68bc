"""Newcomer review 21 (CHAOS ja phone, finding 2, 158_undo2): at the start of the seat's first turn, after the bots had
played, 元に戻す looked enabled and a tap showed an English developer line, '⚠ nothing to undo: B1 has made no decision
yet'. The kernel now says ahead, in the table's language, that there is nothing of the seat's own to take back (the
undo_block trait, which greys the button and is its tip), as it already does for a step that found a hidden bomb."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets.chaos import ChaosWidget

from widget_support import send

NONE_YET = {"en": "nothing to undo yet", "ja": "まだ戻せる手はない", "zh": "还没有可以撤销的一步"}


def _first_turn(lang: str) -> ChaosWidget:
    """Return a table whose seat B1 is to act for the first time after other seats played (team A first)."""
    w = ChaosWidget(seat="B1", autoplay=False, lang=lang, seed=5)
    w.restart(seed=5, setup={"first": "A"})
    w.fast_forward()
    assert w.state.to_act == "B1" and w.match.index > 0
    return w


@pytest.mark.parametrize("lang", ["en", "ja", "zh"])
def test_undo_before_the_seat_s_first_decision_is_greyed_with_a_sentence_in_the_table_s_language(lang):
    w = _first_turn(lang)
    assert NONE_YET[lang] in w.undo_block, w.undo_block
    assert "B1 has made no decision" not in w.undo_block


def test_after_the_seat_s_first_decision_undo_is_open_again():
    w = _first_turn("en")
    send(w, {"cmd": "act", "id": w.legal[0]["id"], "step": w.match.index})   # as the page sends it
    assert w.error == ""
    assert w.undo_block == ""
