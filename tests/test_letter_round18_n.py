"""Letter, newcomer review 18 (en desk, finding 5): "Insanity N is now 0" after the opponent's Investigators
discarded a card that is not an Insanity card read as if something had changed; the line says N stays."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets.letter import LetterWidget

# the words of review 29 (round AU1: one phone row), the point unchanged: N stays, never "N is now 0"
STAYS = {"en": "not an Insanity card, N stays 0", "zh": "不是瘋狂卡，N 仍是 0", "ja": "狂気カードではなく N は 0 のまま"}
NOW = {"en": "→ 0", "zh": "→ 0", "ja": "→ 0"}


def _story(lang, top):
    """The reader plays the Silver Key; the opponent's Investigators (LS-O1) discard the deck's top, `top`, to the
    reader's discard pile."""
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["cats_of_ulthar"], "deck": ["silver_key", top, "..."],
                                               "clues": ["investigators", "golden_mead", "elder_sign"]})
    w.command({"cmd": "act", "id": "play card=silver_key"})
    w.command({"cmd": "bot_step"})
    return [line["text"] for line in w.log_lines]


@pytest.mark.parametrize("lang", ("en", "zh", "ja"))
def test_LS_CHECK_1_a_sane_card_discarded_says_insanity_stays(lang):
    lines = _story(lang, "professor_armitage")
    said = [t for t in lines if STAYS[lang] in t]
    assert said and not any(NOW[lang] in t for t in lines), lines
