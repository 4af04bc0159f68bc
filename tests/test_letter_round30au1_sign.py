"""Letter, newcomer review 29 (round AU, fixer AU1), letter_en 1 (057 → 065): "Only 1 clue is left over Cthulhu …
let the opponent play it" led to a loss, the last clue an Elder Sign (LS-O4: the opponent is protected through the
reader's turn, LS-TURN-7; Cthulhu then played, LS-TURN-2). While an Elder Sign is unseen (not in any pile the seat
sees) the lesson says it may be that clue, in one clause; from what the seat sees only, never the hidden clue."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
MAY = {"en": "unseen Elder Sign may be it", "zh": "可能是未見過的舊神印記", "ja": "未見の「旧神の印」かもしれない"}
LET = {"en": "Do not eliminate it yourself", "zh": "不要自己淘汰它", "ja": "自分で脱落させてはいけない"}   # round6g's lesson


def _prompt(lang: str, clue: str, **zones) -> str:
    """The reader's turn with 1 clue (`clue`, face down) over Cthulhu, holding Armitage and drawing Yith."""
    setup = {"hand": ["professor_armitage"], "deck": ["great_race_of_yith", "..."], "clues": [clue], **zones}
    return LetterWidget(seed=3, setup=setup, lang=lang).prompt


@pytest.mark.parametrize("lang", LANGS)
def test_LS_O4_an_unseen_elder_sign_may_be_the_last_clue(lang):
    """Both Elder Signs unseen: the last clue's lesson says one may be it, whatever the hidden clue is."""
    said = _prompt(lang, "elder_sign")
    assert MAY[lang] in said and LET[lang] in said, said
    assert _prompt(lang, "cats_of_ulthar") == said   # the hidden clue changes nothing the seat reads


@pytest.mark.parametrize("lang", LANGS)
def test_LS_O4_no_clause_once_both_elder_signs_are_seen(lang):
    """Both Elder Signs in the opponent's discard: the lesson is the plain one."""
    said = _prompt(lang, "cats_of_ulthar", opponent_discard=["elder_sign", "elder_sign"])
    assert MAY[lang] not in said and LET[lang] in said, said
