"""The Letter table's warning of a swap that gives the opponent Mi-Go (sure_last.gives_mi_go; LS-P6, LS-O5 Insane,
LS-P8): the opponent plays it when the turn ends and leaves the reader its Braincase (newcomer review 42, letter_zh 1,
047-057: 「以手牌米·戈交換對手最上面的牌」 had no ⚠). MOVE: added to the move's sentence; LABEL: to its chip."""

MOVE = {
    "en": {"given_mi_go": " Careful: Mi-Go becomes the opponent's top card, and the opponent plays it when your turn "
                          "ends: it takes a card of yours and leaves you Mi-Go's Braincase (0), which loses if you play "
                          "it."},
    "zh": {"given_mi_go": "注意：米‧戈成為對手最上面的牌，你的回合結束時對手就會打出它：它拿走你的一張牌，留給你"
                          "米‧戈的大腦容器（0），打出它你就輸了。"},
    "ja": {"given_mi_go": "注意：ミ＝ゴが相手の一番上のカードになり、あなたの番の終わりに相手がそれをプレイする："
                          "あなたのカードを 1 枚奪い、ミ＝ゴの脳髄缶（0）をあなたに残す。それをプレイすると負け。"},
}

LABEL = {
    "en": {"given_mi_go": " ⚠ the opponent plays Mi-Go at once: you get its Braincase (0)"},
    "zh": {"given_mi_go": " ⚠ 對手會立刻打出米‧戈：你拿到它的大腦容器（0）"},
    "ja": {"given_mi_go": " ⚠ 相手がすぐミ＝ゴをプレイ：脳髄缶（0）があなたに来る"},
}
