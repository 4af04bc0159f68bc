"""Letter, newcomer review 29 (round AU, fixer AU1), letter_zh 4 (112): the Trapezohedron's Insane chip "瘋狂：淘汰最上面的
牌（米·戈：5）" read as "the top card is Mi-Go": it says why it eliminates, the other hand card's 5 or more (LS-P7)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.letter import texts
from cthulhu_widgets.widgets.letter import LetterWidget

WHY = {"en": "(as your {card} is 5)", "zh": "（因手上{card}為 5）", "ja": "（手札の「{card}」が 5 なので）"}


@pytest.mark.parametrize("lang", ("en", "zh", "ja"))
def test_LS_P7_the_insane_trapezohedron_chip_says_why(lang):
    """Insane (Golden Mead in the discard), holding the Trapezohedron; the check turns up Investigators, the draw Mi-Go (5)."""
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["shining_trapezohedron"], "deck": ["investigators", "mi_go", "..."],
                                               "discard": ["golden_mead"]})
    chip = next(a["label"] for a in w.legal if a["id"].startswith("play card=shining_trapezohedron effect=insane"))
    assert WHY[lang].format(card=texts.card_name("mi_go", lang)) in chip, chip
