"""Newcomer review 34, chaos_en finding 3: "You cannot stop Bot B2's combo: that takes your partner A2's Prank first,
then a Schizophrenia" read as "the combo takes A2's Prank". The line says who would need which card (CH-C4: the
ghost's Prank, then the patient's Schizophrenia), in every language."""
from __future__ import annotations

import pytest

from test_chaos_round23ak3_counter import CANNOT, _b_combo, _lines, _through

NEED = {"en": ("would need a Prank, then you a Schizophrenia", "that takes"),
        "zh": ("先出恶作剧，再由你加精神分裂", "需先由"), "zh-TW": ("先出惡作劇，再由你加精神分裂", "需先由"),
        "ja": ("次にあなたの「統合失調症」", "次に「")}


@pytest.mark.parametrize("lang", sorted(NEED))
def test_the_line_says_who_would_need_which_card(lang):
    match = _b_combo()
    _through(match)
    said = [line["text"] for line in _lines(match, "A1", lang) if CANNOT[lang][0] in line["text"]]
    assert len(said) == 1 and NEED[lang][0] in said[0] and NEED[lang][1] not in said[0], said
