"""Review 25, chaos_en 1: Protection's card and chip did not say whether it stops a role swap (CH-P5 stops bombs and
forced moves; CH-SWAP-1 still swaps a protected patient). Every language says so now."""
import pytest

from cthulhu_widgets.games.chaos import texts
from cthulhu_widgets.games.chaos.sentences import en, ja, zh, zh_tw

SWAP = {"en": "swap", "zh": "互换身份", "zh-TW": "互換身份", "ja": "入れ替え"}
TABLES = {"en": en, "zh": zh, "zh-TW": zh_tw, "ja": ja}


@pytest.mark.parametrize("lang", list(SWAP))
def test_protection_card_says_a_swap_still_happens(lang):
    """CH-P5, CH-SWAP-1: the card's text, the move's sentence and its chip name the swap Protection does not stop."""
    card = texts.CARD_TEXTS["cards"]["protection_moon"][lang]["text"]
    said = [card, TABLES[lang].PROMPTS["play_protection"], TABLES[lang].LABELS["play_protection"]]
    assert all(SWAP[lang] in s for s in said), said
