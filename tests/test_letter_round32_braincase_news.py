"""Letter, newcomer review 31 (letter_zh 1, 120 → 125): the opponent's Mi-Go (Insane row) answered with the deck top
took the reader's Investigators and played it, and the story said "調查員被拿取。對手打出調查員。" only: that the Mi-Go
Braincase now lay face up on the reader's deck (LS-O5) was never told, and the reader had to work out why the next
turns went as they did. The answer's lines say where the Braincase went, the hand or the deck's top, in every language."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets.letter import LetterWidget

WHERE = {"en": {"deck": "top of your deck", "hand": "your hand"},
         "zh": {"deck": "牌堆第1張", "hand": "手牌"},
         "ja": {"deck": "山札の一番上", "hand": "手札"}}
BRAINCASE = {"en": "Mi-Go Braincase", "zh": "大腦容器", "ja": "脳髄缶"}


def _answered(lang: str, side: str) -> list[str]:
    """The opponent plays Mi-Go (its Insane row: the reader is sane, the Braincase set aside); the reader answers."""
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["silver_key"], "deck": ["elder_sign", "investigators", "..."],
                                               "clues": ["mi_go", "cats_of_ulthar", "great_race_of_yith"]})
    w.command({"cmd": "act", "id": "play card=silver_key"})
    w.step(1)
    n = len(w.log_lines)
    assert any(a["id"] == f"answer side={side}" for a in w.legal), w.legal
    w.command({"cmd": "act", "id": f"answer side={side}"})
    return [line["text"] for line in w.log_lines[n:]]


@pytest.mark.parametrize("lang", sorted(WHERE))
@pytest.mark.parametrize("side", ["deck", "hand"])
def test_LS_O5_the_mi_go_answer_says_where_the_braincase_went(lang, side):
    said = " ".join(_answered(lang, side))
    assert BRAINCASE[lang] in said and WHERE[lang][side] in said, said
