"""Round AY, fixer AY3 (newcomer review 32, mythos_ja 1): the goal line said 「手札の「魔力のナイフ」が使える」 while
the knife's sheet said 「今使えない理由：…」: one word, two meanings. The goal line means the hand card fills a need
of the adventure, and says so; it never calls the card usable."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.mythos.texts import card_name
from tests.test_round32ax3_next_adventure import turns

LEAD = {"en": "Next adventure: ", "ja": "次のアドベンチャー："}
FILLS = {"en": "fill", "ja": "条件を満たせる"}
USABLE = {"en": ("usable", "can use", "can be used", "can play"), "ja": ("使える", "使用できる")}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_round33ay3_the_goal_line_says_the_hand_card_fills_a_need_never_usable(lang):
    seen = 0
    for w in turns(1, lang):
        prompt = w.prompt
        if LEAD[lang] not in prompt:
            continue
        line = prompt[prompt.index(LEAD[lang]):]
        assert not any(word in line for word in USABLE[lang]), line
        hand = [w.state.card_of(i) for i in w.state.players[w.state.seat_index(w.seat)].hand]
        named = [c for c in hand if card_name(c.id, lang) in line.split("。" if lang == "ja" else ". ", 1)[-1]]
        if named and FILLS[lang] in line:
            seen += 1
    assert seen > 0
