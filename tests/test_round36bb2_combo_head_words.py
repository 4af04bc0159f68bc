"""Review 34, chaos_en 4: the combo header's words once a reaction decided it (js/src/chaos/combo_side.js
comboHeadEffect reads them from the table's catalog), in every language, naming the reacting team."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.chaos import texts


@pytest.mark.parametrize("lang", ["en", "zh", "zh-TW", "ja"])
def test_the_header_words_name_the_reacting_team(lang):
    words = texts.ui_words({})[lang]
    for key in ("combo_cancelled_by", "combo_reflected_by"):
        assert "{team}" in words[key], words
