"""The Lovecraft Letter banner's score rows at the game's end (frames/ending.py), in each language of the game."""

# "insane" counts the Insanity cards in the player's discard, whoever put them there (the opponent's Investigators and
# the checks too): "you discarded" miscounted one the opponent threw there (newcomer review 14, finding 5)
ENDING = {
    "en": {"clues": "Clues left on Cthulhu", "deck": "Cards left in the deck", "insane": "Insanity cards in your discard",
           # the table's turn number counts both sides' turns (newcomer review 18, zh-TW: "9" read as ~4-5 of mine)
           "turns": "Turns (both sides)"},
    "zh": {"clues": "克蘇魯上剩下的線索", "deck": "牌堆剩下的牌", "insane": "你棄牌堆中的瘋狂卡", "turns": "雙方合計回合"},
    "ja": {"clues": "クトゥルフの上に残った手がかり", "deck": "山札に残ったカード", "insane": "あなたの捨て札にある狂気カード",
           "turns": "双方のターン数"},
}
