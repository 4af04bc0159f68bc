"""Review 29, chaos_en 5 / room_en 5: a combo offer read as a blind guess ('Combo with A2: Mischief + Checkup (A2 joins
only with Mischief in hand)' while the reader cannot see A2's hand; two offers were refused), and a combo the enemy
cancelled still took the reader's card turn, unwarned (085-088). By the rules a no costs nothing (CH-COMBO-1: the
leader's card returns and the turn goes on), and the joint turn has no card phase whether or not the enemy cancels it
(CH-COMBO-1, CH-C4 weak): the chip says the first, its hint under the card the second. Never what A2 holds (CH-HIDE-3)."""
from __future__ import annotations

from cthulhu_widgets.games.chaos.texts import move_words
from test_chaos_round22ai2_chips import LANGS, _action, _game

NO_COSTS_NOTHING = {"en": "if A2 can't, your card returns", "zh": "若被拒，牌退回", "zh-TW": "若被拒，牌退回",
                    "ja": "断られたらカードは戻る"}
CANCEL_COSTS = {"en": "even if cancelled", "zh": "即使被抵消", "zh-TW": "即使被抵消", "ja": "打ち消されても"}
TURN_CARDS = {"en": "No other card", "zh": "本回合也不能再出牌", "zh-TW": "本回合也不能再出牌", "ja": "他のカードは出せない"}


def test_the_combo_chip_says_a_no_gives_the_card_back_CH_COMBO_1():
    """The chip names the combo (so the part A2 adds) and what a no costs: nothing, the card comes back."""
    s = _game()
    combo = _action(s, "combo", combo="C3", card="protection_eye")
    for lang in LANGS:
        label = move_words(s, combo, lang)["label"]
        assert NO_COSTS_NOTHING[lang] in label, (lang, label)
        assert "joins only with" not in label and "才能加入" not in label and "持っていれば" not in label, (lang, label)


def test_the_combo_hint_warns_a_cancelled_combo_still_takes_the_turns_cards_CH_C4():
    """Under the chosen card: the card and this turn's cards are spent even if the enemy cancels the combo."""
    s = _game()
    combo = _action(s, "combo", combo="C3", card="protection_eye")
    for lang in LANGS:
        hint = move_words(s, combo, lang)["hint"]
        assert CANCEL_COSTS[lang] in hint and TURN_CARDS[lang] in hint, (lang, hint)
