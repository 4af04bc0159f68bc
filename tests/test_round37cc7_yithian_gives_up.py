"""Round CC7 (newcomer review 35, mythos_en 8, shot 102): "Bury Yithian: a random defender …" vs "Keep Yithian in your
threat (no swap)": the reader took the swap and its 3-point monster became Laban Shrewsbury, 1 point. Both chips say
the Yithian's own value too, what the swap gives up against what it may bring (MY-COMBAT-4), en and ja."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.mythos import legal
from cthulhu_widgets.games.mythos.texts import inst_name
from cthulhu_widgets.games.mythos.values import monster_value
from test_round35ba6_yithian_range import _first_swap

OWN = {"en": "{card} ({value})", "ja": "「{card}」（値 {value}）"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_both_yithian_chips_say_its_own_value(lang):
    s = _first_swap()
    chips = {e["kind"]: e["label"] for e in legal(s, s.legal_actions(), lang, s.to_act)}
    swap = next(a for a in s.legal_actions() if a.kind == "convert")
    own = OWN[lang].format(card=inst_name(s, swap["monster"], lang), value=monster_value(s, swap["monster"]))
    assert own in chips["convert"] and own in chips["keep"], chips
