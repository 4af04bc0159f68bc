"""Letter, newcomer review 16b, round W (繁體中文 phone 390×844): the story's words."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
# "both cards are known / public" said of the hand card (zh 兩張牌都公開, ja 両方のカードが公開)
BOTH = {"en": "both cards", "zh": "兩張", "ja": "両方"}
# the hand card stays, said as "nothing happens" since review 30, letter_zh 2 (the result in one phone row, by values)
STAYS = {"en": "nothing happens", "zh": "什麼都沒發生", "ja": "何も起きない"}
HEAD = {"en": "Compared:", "zh": "比拚：", "ja": "比較："}


def _tie(lang):
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["cats_of_ulthar"], "deck": ["silver_key", "investigators", "..."],
                                               "clues": ["great_race_of_yith", "golden_mead", "elder_sign"]})
    w.command({"cmd": "act", "id": "play card=silver_key"})
    w.command({"cmd": "bot_step"})
    offered = {a["id"]: a["text"] for a in w.legal}
    w.command({"cmd": "act", "id": "answer side=hand"})
    return offered["answer side=hand"], [line["text"] for line in w.log_lines]


@pytest.mark.parametrize("lang", LANGS)
def test_finding4_a_tied_hand_card_is_not_said_to_be_public(lang):
    """newcomer review 16b, finding 4: after answering the opponent's Great Race of Yith with a hand card of the same
    value the story said "nothing is discarded; both cards are known" (zh 兩張牌都公開: made public), and the reader
    looked for a mark on the hand card that never came. The hand is always known to its player (LS-KNOW-1: no mark
    on any hand card): only the opponent's card becomes known. The story line and the answer's own text say so."""
    offer, story = _tie(lang)
    line = next(t for t in story if t.startswith(HEAD[lang]) and " 2 " in t)
    assert BOTH[lang] not in line, line
    assert STAYS[lang] in line, line
    assert BOTH[lang] not in offer, offer
