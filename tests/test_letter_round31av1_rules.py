"""Letter, newcomer review 30 (round AV, fixer AV1), letter_zh 1 (059, 078): the chips count cards ("7 張可能的牌中 1
張較大") but the Rules never said what the clues are: one line says they are Sane cards dealt at random (LS-SETUP-5)
and that the counts are of the cards not seen yet."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.letter.sentences import en, ja, zh

SAID = {"en": (en, ("clues are Sane cards", "not seen yet")), "zh": (zh, ("線索是", "理智卡", "還沒看過")),
        "ja": (ja, ("手がかりは", "正気カード", "まだ見ていない"))}


@pytest.mark.parametrize("lang", SAID)
def test_LS_SETUP_5_the_rules_say_what_the_clues_are(lang):
    """One rule line names the clue stack's cards and what the chips count, short."""
    module, words = SAID[lang]
    lines = [line for line in module.HELP["rules"] if all(w in line for w in words)]
    assert len(lines) == 1 and len(lines[0]) <= (120 if lang == "en" else 50), module.HELP["rules"][:3]
