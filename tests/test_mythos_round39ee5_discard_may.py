"""Round EE, fixer EE5 (newcomer review 37, mythos_ja 2): at the round's end a hand of 7 with a minimum of 5 was asked
"5枚まで捨ててもよい", read as "you may discard up to 5 cards" when it meant "down to 5" (at most 2). The ask now says
how many more cards may go and what the hand comes down to, in ja and en (MY-ROUND-5: a hand above the minimum may
be discarded down to it)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets import MythosWidget

HAND = ["ambush", "car", "midnight", "petrify", "dysentery", "portaphobia", "the_price"]   # 7 cards; keep 5-7
SAID = {"en": "You may discard up to 2 more (down to 5 cards)", "ja": "あと2枚まで捨てられる（5枚まで減らせる）"}


def at_round_end(lang: str, hand=HAND) -> MythosWidget:
    """Return a table at p0's end-of-round discard holding `hand` (its minimum 5, maximum 7)."""
    w = MythosWidget(seed=0, lang=lang, autoplay=False,
                     setup={"first_player": "p0", "players": [{"hand": hand, "hand_exact": True}, {}]})
    return w.play("pass").play("pass")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_ROUND_5_the_optional_discard_says_how_many_may_go_not_a_count_read_as_up_to(lang):
    w = at_round_end(lang)
    assert w.state.pending.kind == "discard" and len(w.state.players[0].hand) == 7
    assert SAID[lang] in w.prompt, w.prompt
    assert "5枚まで捨ててもよい" not in w.prompt and "Discard, down to" not in w.prompt, w.prompt


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_ROUND_5_one_card_above_the_minimum_says_one(lang):
    w = at_round_end(lang, HAND[:6])
    one = {"en": "You may discard up to 1 more (down to 5 cards)", "ja": "あと1枚まで捨てられる（5枚まで減らせる）"}[lang]
    assert one in w.prompt, w.prompt
