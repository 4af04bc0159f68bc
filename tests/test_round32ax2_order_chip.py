"""Round AX, fixer AX2 (newcomer review 31, room_en 4): the Schizophrenia chip "B1→B2→A2 ⇒ A2→B2→B1" left out the
reader's seat, so the reader could not tell where its own turn falls. The chip now says the whole new turn order, the
reader named "you": "New turn order: B1→B2→A2→you". Failed before (the chip named three seats, never "you")."""
from __future__ import annotations

import pytest

from test_chaos_round22ai2_chips import _action, _game, _to_a1_after_b_played

from cthulhu_widgets.games.chaos.texts import move_words

# A2's lost turn first since review 33 (chaos_en 7: "…; A2 skipped" after an order naming A2; test_round35ba2_option_words)
SAID = {"en": ("A2 sits out this round; then ", "you", ""), "zh": ("A2 本轮轮空；之后 ", "你", ""),
        "zh-TW": ("A2 本輪輪空；之後 ", "你", ""), "ja": ("A2 はこのラウンド休み。次：", "あなた", "")}


@pytest.mark.parametrize("lang", list(SAID))
def test_CH_P1_the_reversal_chip_says_the_whole_new_order_with_you(lang):
    """A1 plays Schizophrenia third in a round B2 opened: the chip names all four seats in the order the engine then
    brings them, A1 as "you" (and A2's lost turn, as before)."""
    s = _to_a1_after_b_played(_game(start="B2", hands={"B1": ["sprint_eye", "sprint_skull", "checkup_moon",
                                                                "amnesia_eye"]}))
    play = _action(s, "play", card="schizophrenia_skull")
    after = s.clone()
    after.apply(play)
    lead, you, skipped = SAID[lang]
    order = "→".join(you if x == "A1" else x for x in after.upcoming(4))
    assert order.endswith(you) and len(order.split("→")) == 4
    assert move_words(s, play, lang)["label"] == f"{lead}{order}{skipped}"
