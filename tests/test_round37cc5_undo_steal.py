"""Newcomer review 35 (chaos_ja 11, shot 187; chaos_en 9, shot 169): right after the reader's Amnesia took a random card
from B1 ("B1 から無作為に 1 枚取る"), 元に戻す was active: the card the reader now holds was hidden in the enemy's hand
(CH-HIDE-1), so a take-back would let it peek (keep the deal) or fish for a better card (fair re-deal), as a bomb
would. Undo refuses it, says why in the table's language, and the state stays as it was."""
from __future__ import annotations

import pytest

from cthulhu_widgets.core.errors import IllegalAction
from cthulhu_widgets.widgets.chaos import ChaosWidget

STEAL_WORDS = {"en": "a card you took", "ja": "取ったカード", "zh": "拿到的牌"}


def _play_to_steal(w, seat="A1"):
    """Let the bots play (the seat's too) until the seat takes a card from an enemy's hand; return the position."""
    for _ in range(600):
        w.step(1)
        if any(e.name == "takes" and e.data.get("seat") == seat for e in w.state.events or ()):
            return w.match.index
    raise AssertionError("no steal in 600 steps")


def _table(lang, seed):
    w = ChaosWidget(seed=seed, lang=lang)
    return w, _play_to_steal(w)


@pytest.mark.parametrize("lang", ["en", "ja", "zh"])
def test_undo_after_the_readers_steal_is_refused_with_its_reason(lang):
    w, after = _table(lang, 3)
    hands = {s: list(h) for s, h in w.state.hand.items()}
    assert STEAL_WORDS[lang] in w.undo_block, w.undo_block   # the greyed button's tip says why
    with pytest.raises(IllegalAction) as refused:
        w.undo()
    assert str(refused.value) == w.undo_block
    assert w.match.index == after and {s: list(h) for s, h in w.state.hand.items()} == hands, "nothing changed"

