"""Letter, newcomer review 27 (round AS, fixer AS1): advice that never contradicts itself (letter_en 2, 103).

Investigators said "⚠ the top card is a 1: no name can hit" and, on the same chips, "⚠ if the last clue is Elder Sign
(2 unseen), it protects Cthulhu: you lose": a name that cannot hit eliminates nothing (LS-P1), so it never leaves the
last clue (LS-O4's protection danger is an elimination's)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
SIGN = {"en": "Elder Sign", "zh": "舊神印記", "ja": "旧神の印"}


def top_one(lang: str) -> LetterWidget:
    """Two clues over Cthulhu, the top one a known Investigators (a 1), Investigators in the hand."""
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["investigators"], "deck": ["cats_of_ulthar", "..."],
                                               "clues": ["investigators", "silver_key"]})
    w.state.top_known = True
    w._sync()
    return w


@pytest.mark.parametrize("lang", LANGS)
def test_LS_P1_LS_O4_a_name_that_cannot_hit_warns_of_no_protection(lang):
    w = top_one(lang)
    assert w.state.clues == 2 and w.state.top_known
    names = [m for m in w.legal if "guess=" in m["id"]]
    assert names, w.legal
    for m in names:
        assert SIGN[lang] not in m["label"] and SIGN[lang] not in m["text"], m
