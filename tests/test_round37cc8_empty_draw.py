"""Newcomer review 35 (round CC, fixer CC8), letter_en 4 (162-163): Cthulhu on top, the deck empty, Golden Mead's
Insane row "Look, then draw 1 and play 1" had no ⚠, and its draw lost at once ("you had to draw from an empty deck",
LS-CHECK-4). A move that must draw from an empty deck says so in its chip, as the other losing moves do."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.letter.cards import BRAINCASE, CARD_KIND, CTHULHU, N_CARDS, NECRONOMICON
from cthulhu_widgets.widgets.letter import LetterWidget

# Insane (Liber Ivonis in the discard: N = 1); the check takes the deck's first card, the draw its last: deck 0; the
# other cards lie in the opponent's discard (the clues played), Deep Ones unused.
PLACED = ["golden_mead", "elder_sign", "investigators", "liber_ivonis", "deep_ones"]
REST = [CARD_KIND[c] for c in range(N_CARDS) if c not in (NECRONOMICON, CTHULHU, BRAINCASE)]
for kind in PLACED:
    REST.remove(kind)
EMPTY = {"hand": ["golden_mead"], "deck": ["elder_sign", "investigators"], "clues": [], "discard": ["liber_ivonis"],
         "unused": ["deep_ones"], "opponent_discard": REST}
LOSE = {"en": "empty deck", "zh": "空", "ja": "空"}


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_LS_CHECK_4_a_draw_from_the_empty_deck_is_warned(lang):
    w = LetterWidget(seed=3, setup=EMPTY, lang=lang)
    insane = next(m for m in w.legal if "golden_mead" in m["id"] and "insane" in m["id"])
    assert "⚠" in insane["label"] and LOSE[lang] in insane["label"], insane
    assert LOSE[lang] in insane["text"], insane


def test_LS_CHECK_4_the_warned_draw_loses():
    w = LetterWidget(seed=3, setup=EMPTY)
    insane = next(m for m in w.legal if "golden_mead" in m["id"] and "insane" in m["id"])
    w.play("play", **insane["fields"])
    assert w.view["result"]["outcome"] == "loss"
