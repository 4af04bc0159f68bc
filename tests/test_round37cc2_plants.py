"""Round CC, fixer CC2 (newcomer review 35, chaos_en 7, 020/023; room_en 2, 050: "Bot B2 plants two temporary bombs."
twice in a row, read as a line said twice). Two Mischief plants in one turn (CH-G2) are told as two, the second as
more: "B2 plants two more temporary bombs." The cells stay hidden from the other team (CH-HIDE-2)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

SAID = {"en": ("B2 plants two temporary bombs.", "B2 plants two more temporary bombs."),
        "zh": ("B2 放置了两个临时炸弹。", "B2 又放置了两个临时炸弹。"),
        "zh-TW": ("B2 放置了兩個臨時炸彈。", "B2 又放置了兩個臨時炸彈。"),
        "ja": ("B2 は一時的な爆弾を 2 つ置く。", "B2 はさらに一時的な爆弾を 2 つ置く。")}


def _two_plants() -> Match:
    """B2 stays, then plants with both its Mischiefs (two cells each) and ends its turn."""
    match = Match.new(chaos, seed=3, setup={"first": "B", "start": "B2", "key": [4, 4],
                                            "hands": {"B2": ["mischief_eye", "mischief_moon"]}})
    while match.state.to_act == "B2":
        acts = match.state.legal_actions()
        match.apply(next((a for a in acts if "plant" in str(a)), None) or next((a for a in acts if a.kind == "stay"), None)
                    or next((a for a in acts if a.kind == "pick"), None) or next(a for a in acts if a.kind == "end"))
    return match


@pytest.mark.parametrize("lang", sorted(SAID))
def test_two_plants_in_one_turn_read_as_two_not_as_one_said_twice_CH_G2(lang):
    texts = [line["text"] for line in Frames("chaos").log(MatchPositions(_two_plants()), "A1", lang)]
    first, more = SAID[lang]
    assert texts.count(first) == 1 and texts.count(more) == 1, texts
    assert not any("c1" in t or "d1" in t for t in texts if "B2" in t), texts   # no cell of theirs (CH-HIDE-2)
