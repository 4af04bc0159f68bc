"""The story the Lovecraft Letter player reads (frames/story_letter.py), in each language of the game: turn headings,
the warning of an insanity check that must fail and what decided the game. Every language has the same keys, in the
words of the game's tables (en.py, zh.py, ja.py)."""

STORY = {
    "en": {
        "shielded": "the opponent's protection kept Cthulhu safe on top through your turn: no card could seal it, "
                    "and the opponent then played it.",
        "turn": "Turn {turn}",
        # what decided a lost game, named as the decision behind it (newcomer review 18, finding 2)
        "doom_cause": "{cause} After that {ran_out}",
        "cleared": "{play} {text} That was the last card over Cthulhu: it came on top and the opponent played it.",
        "unsealed": "Cthulhu lay on top through your turn and no card you played sealed it; the opponent then played "
                    "it.",
        # a forced 7 was the turn's play (LS-TURN-6; newcomer review 26, letter_en 3)
        "unsealed_forced": "Cthulhu lay on top through your turn, and you had to play {card} (you held a card of 5 "
                           "or more); the opponent then played it.",
        # an insanity check and every card it turned up, one line (newcomer review 18, finding 4)
        "check_cards": "{check}: {cards}.", "check_card": "{card}", "check_card_and": ", ",
        "check_rise": " Insanity N {was} → {n}.",   # the flipped Insanity cards' rise (review 39, letter_zh 6)
        "decided": "What decided it: {text}",
        # a missed guess and what it turned face up, one sentence (newcomer review 24, letter_zh 3; LS-P1)
        "guess_learned": "You named {value}: wrong; the opponent's top card is {card} ({known}).",
        "cards": {"one": "1 card", "other": "{n} cards"},
        # the first sentence says the whole reason: a phone's one line cuts the rest (newcomer review 10, finding 7)
        "doom_check": "Your next insanity check must fail. It needs {need}; the deck holds {deck}.",
        "doom_draw": "Your next draw must fail. The insanity check before it empties the deck.",
        "doom_note": "Seal Cthulhu before then, or you lose.",
        # both hand cards Insanity cards: no play could keep N down (newcomer review 19, finding 5)
        "doom_forced": "Both cards in your hand were Insanity cards: either play raised N. Seal Cthulhu before then, "
                       "or you lose.",
        "doom_forced_lost": "Both cards in your hand were Insanity cards: either play raised N.",
        "every_play": "Both cards in your hand were Insanity cards, so any play raised N.",
        "race_lost": "Every card you could play left the deck too short for the clues.",
        # the one play not flagged lost drew a card that could not help (newcomer review 37, letter_zh 1)
        "play_drew": "{play} It drew {card}, which could not save the game: from then on every play left the deck "
                     "too short for the clues.",
        "ran_out_empty_draw": "the deck ran out: your insanity check took its last cards and left you nothing to draw.",
        "ran_out_check_impossible": "the deck ran out: it held fewer cards than your insanity check needed.",
        # the final check leads, then the turn that made it certain (newcomer review 22, Letter en finding 9)
        "final_check_impossible": "at turn {turn} the deck ran out: your insanity check needed {need} (N = {n}) "
                                  "and the deck held {deck}.",
        "final_empty_draw": "at turn {turn} the deck ran out: your insanity check (N = {n}) took its last {left} "
                            "and left you nothing to draw.",
        "certain": "It became certain at turn {turn}: {cause}",
        # the turn the table first said the game was lost: the end's "certain at turn" reads it (review 32, letter_en 1)
        "lost": "The deck cannot save you now: play on to learn, or try Easy (beside New game).",
        "lost_every": "The deck cannot save you now: every card you can play raises N. Play on to learn, or try Easy.",
        # on Easy already: no "try Easy" (newcomer review 35, letter_zh 1)
        "lost_easy": "The deck cannot save you now: play on to learn how it ran out.",
        "lost_every_easy": "The deck cannot save you now: every card you can play raises N. Play on to learn.",
        # the cause named, the deck only when it is the cause (newcomer review 36, letter_en 1: "The deck cannot save
        # you" with 10 cards in it, where a forced Silver Key lost the game)
        "lost_key": "You must play {card} (you hold a card of 5 or more) and it does nothing: after it the clues over "
                    "Cthulhu cannot all leave in time. Play on to learn, or try Easy (beside New game).",
        "lost_key_easy": "You must play {card} (you hold a card of 5 or more) and it does nothing: after it the clues "
                         "over Cthulhu cannot all leave in time. Play on to learn.",
        "lost_top": "Cthulhu comes on top and no card you can play seals it first. Play on to learn, or try Easy "
                    "(beside New game).",
        "lost_top_easy": "Cthulhu comes on top and no card you can play seals it first. Play on to learn.",
        # the last clue, then what its play does, in the order they happen (newcomer review 38, letter_en 10)
        "lost_sign": "The last clue is {card}: when the opponent plays it, Cthulhu is protected through your next "
                     "turn, and no card you can play seals Cthulhu in time. Play on to learn, or try Easy (beside New game).",
        "lost_sign_easy": "The last clue is {card}: when the opponent plays it, Cthulhu is protected through your next "
                          "turn, and no card you can play seals Cthulhu in time. Play on to learn.",
        "lost_guard": "The opponent played {card}: Cthulhu is protected until its next turn, and no card you can play "
                      "seals it in time. Play on to learn, or try Easy (beside New game).",
        "lost_guard_easy": "The opponent played {card}: Cthulhu is protected until its next turn, and no card you can "
                           "play seals it in time. Play on to learn.",
        "revealed": "The clue was {card} ({value}): it beat your {mine} ({mine_value}).",
        "beaten": "Your {mine} ({mine_value}) was compared with the opponent's {card} ({value}): lower loses.",
    },
    "zh": {
        "shielded": "對手的保護讓最上面的克蘇魯撐過你的回合：沒有牌能封印它，之後對手打出了它。",
        "turn": "第 {turn} 回合",
        "doom_cause": "{cause}此後{ran_out}",
        "cleared": "{play}{text}那是克蘇魯上最後一張牌：克蘇魯到了最上面，對手打出了它。",
        "unsealed": "克蘇魯在你的回合一直在最上面，你打出的牌沒有封印它；之後對手打出了它。",
        "unsealed_forced": "克蘇魯在你的回合一直在最上面，而你必須打出{card}（你手上有 5 以上的牌）；之後對手打出了它。",
        # one colon a sentence (review 29, letter_zh 7: "從第 9 回合起已成定局：瘋狂檢定：…：…")
        "check_cards": "{check}，分別是{cards}。", "check_card": "{card}", "check_card_and": "、",
        "check_cards_one": "{check}，那張是{cards}。",   # one card is not 分別是 (review 30, letter_zh 9)
        "check_rise": "瘋狂 N {was} → {n}。",
        "decided": "決定勝負的一刻：{text}",
        "guess_learned": "你猜 {value}：猜錯，對手最上面的牌是{card}（{known}）。",
        "cards": {"one": "1 張牌", "other": "{n} 張牌"},
        "doom_check": "下次瘋狂檢定必定失敗：需 {need}，牌堆只剩 {deck} 張。",
        "doom_draw": "下次抽牌必定失敗：瘋狂檢定會讓牌堆見底。",
        "doom_note": "在那之前封印克蘇魯，否則你就輸了。",
        "doom_forced": "你手上兩張都是瘋狂牌：出哪張都會讓 N 上升。在那之前封印克蘇魯，否則你就輸了。",
        "doom_forced_lost": "你手上兩張都是瘋狂牌：出哪張都會讓 N 上升。",
        "every_play": "你手上兩張都是瘋狂牌，出哪張都會讓 N 上升。",
        "race_lost": "你能出的每張牌都會讓牌堆撐不到線索走完。",
        "play_drew": "{play}它抽到的{card}救不了局面：從那時起，出哪張牌都會讓牌堆撐不到線索走完。",
        "ran_out_empty_draw": "牌堆用完了：瘋狂檢定翻走了最後的牌，你已無牌可抽。",
        "ran_out_check_impossible": "牌堆用完了：剩下的牌比你的瘋狂檢定需要的少。",
        "final_check_impossible": "第 {turn} 回合牌堆用完了：瘋狂檢定需要 {need}（N = {n}），牌堆只剩 {deck} 張。",
        "final_empty_draw": "第 {turn} 回合牌堆用完了：瘋狂檢定（N = {n}）翻走了最後 {left}，你已無牌可抽。",
        "certain": "從第 {turn} 回合起已成定局，起因是「{cause}」",
        "lost": "牌堆已救不了你：可以下完學一學，或改選「簡單」再開新局。",
        "lost_every": "牌堆已救不了你：你能打出的每張牌都會使 N 增加。可以下完學一學，或改選「簡單」。",
        "lost_easy": "牌堆已救不了你：可以下完，看看牌堆是怎麼用完的。",
        "lost_every_easy": "牌堆已救不了你：你能打出的每張牌都會使 N 增加。可以下完學一學。",
        "lost_key": "你必須打出{card}（你手上有 5 以上的牌），而它沒有效果：之後克蘇魯上的線索來不及全部離開。可以下完學一學，"
                    "或改選「簡單」再開新局。",
        "lost_key_easy": "你必須打出{card}（你手上有 5 以上的牌），而它沒有效果：之後克蘇魯上的線索來不及全部離開。可以下完學一學。",
        "lost_top": "克蘇魯會到最上面，你能打出的牌都無法先封印它。可以下完學一學，或改選「簡單」再開新局。",
        "lost_top_easy": "克蘇魯會到最上面，你能打出的牌都無法先封印它。可以下完學一學。",
        "lost_sign": "最後一張線索是{card}：對手打出它後，克蘇魯在你的下一回合受到保護，你能打出的牌都來不及封印克蘇魯。"
                     "可以下完學一學，或改選「簡單」再開新局。",
        "lost_sign_easy": "最後一張線索是{card}：對手打出它後，克蘇魯在你的下一回合受到保護，你能打出的牌都來不及封印"
                          "克蘇魯。可以下完學一學。",
        "lost_guard": "對手打出了{card}：克蘇魯受保護直到它的下一回合，你能打出的牌都來不及封印它。可以下完學一學，"
                      "或改選「簡單」再開新局。",
        "lost_guard_easy": "對手打出了{card}：克蘇魯受保護直到它的下一回合，你能打出的牌都來不及封印它。可以下完學一學。",
        "revealed": "線索是{card}（{value}）：它比你的{mine}（{mine_value}）大。",
        "beaten": "你的{mine}（{mine_value}）與對手的{card}（{value}）比拚：較小則失敗。",
    },
    "ja": {
        "shielded": "相手の保護があなたのターンの間、一番上のクトゥルフを守った：どのカードも封印できず、その後相手が"
                    "それをプレイした。",
        "turn": "ターン {turn}",
        "doom_cause": "{cause}その後、{ran_out}",
        "cleared": "{play}{text}それがクトゥルフの上の最後のカードだった：クトゥルフが一番上になり、相手がそれをプレイした。",
        "unsealed": "あなたのターンの間クトゥルフは一番上にあり、プレイしたカードでは封印できなかった。その後相手がそれをプレイした。",
        "unsealed_forced": "あなたのターンの間クトゥルフは一番上にあったが、「{card}」を出すしかなかった（5 以上のカードも"
                           "持っていた）。その後相手がそれをプレイした。",
        "check_cards": "{check}：{cards}。", "check_card": "「{card}」", "check_card_and": "、",
        "check_rise": "狂気 N {was} → {n}。",
        "decided": "勝負を決めた場面：{text}",
        "guess_learned": "{value} を宣言：はずれ、相手の一番上は「{card}」（{known}）。",
        "cards": {"one": "1 枚", "other": "{n} 枚"},
        "doom_check": "次の狂気チェックは必ず失敗：{need}必要、山札は {deck} 枚。",
        "doom_draw": "次のドローは必ず失敗：狂気チェックで山札が尽きる。",
        "doom_note": "それまでにクトゥルフを封印しなければ負けとなる。",
        "doom_forced": "手札の2枚とも狂気カードで、どちらを出しても N が上がった。それまでにクトゥルフを封印しなければ負けとなる。",
        "doom_forced_lost": "手札の2枚とも狂気カードで、どちらを出しても N が上がった。",
        "every_play": "手札の2枚とも狂気カードで、どちらを出しても N が上がった。",
        "race_lost": "どのカードを出しても、手がかりがなくなる前に山札が尽きる状態だった。",
        "play_drew": "{play}引いた「{card}」では挽回できず、そこからはどのカードを出しても手がかりがなくなる前に山札が尽きる"
                     "状態だった。",
        "ran_out_empty_draw": "山札が尽きた：狂気チェックが最後のカードを取り、引くカードが残らなかった。",
        "ran_out_check_impossible": "山札が尽きた：狂気チェックに必要な枚数が山札に残っていなかった。",
        "final_check_impossible": "ターン {turn} で山札が尽きた：狂気チェックに {need}（N = {n}）必要、山札は {deck} 枚。",
        "final_empty_draw": "ターン {turn} で山札が尽きた：狂気チェック（N = {n}）が最後の {left}を取り、引くカードが残らなかった。",
        "certain": "ターン {turn} で確定（{cause}）",
        "lost": "山札ではもう助からない：最後まで遊んで学ぶか、「やさしい」で新しいゲームを。",
        "lost_every": "山札ではもう助からない：どのカードをプレイしても N が上がる。最後まで遊ぶか、「やさしい」で。",
        "lost_easy": "山札ではもう助からない：最後まで遊んで、山札が尽きる流れを見よう。",
        "lost_every_easy": "山札ではもう助からない：どのカードをプレイしても N が上がる。最後まで遊んで学ぼう。",
        "lost_key": "「{card}」を出すしかない（5 以上のカードを持っている）が、効果はない：その後、クトゥルフの上の手がかりは"
                    "間に合わない。最後まで遊んで学ぶか、「やさしい」で新しいゲームを。",
        "lost_key_easy": "「{card}」を出すしかない（5 以上のカードを持っている）が、効果はない：その後、クトゥルフの上の手がかり"
                         "は間に合わない。最後まで遊んで学ぼう。",
        "lost_top": "クトゥルフが一番上に来て、出せるどのカードでも先に封印できない。最後まで遊んで学ぶか、「やさしい」で新しい"
                    "ゲームを。",
        "lost_top_easy": "クトゥルフが一番上に来て、出せるどのカードでも先に封印できない。最後まで遊んで学ぼう。",
        "lost_sign": "最後の手がかりは「{card}」：相手がそれを出すと、あなたの次の番のあいだクトゥルフは守られ、"
                     "出せるどのカードでも間に合わない。最後まで遊んで学ぶか、「やさしい」で新しいゲームを。",
        "lost_sign_easy": "最後の手がかりは「{card}」：相手がそれを出すと、あなたの次の番のあいだクトゥルフは守られ、"
                          "出せるどのカードでも間に合わない。最後まで遊んで学ぼう。",
        "lost_guard": "相手が「{card}」を出した：相手の次の番までクトゥルフは守られ、出せるどのカードでも間に合わない。"
                      "最後まで遊んで学ぶか、「やさしい」で新しいゲームを。",
        "lost_guard_easy": "相手が「{card}」を出した：相手の次の番までクトゥルフは守られ、出せるどのカードでも間に合わない。"
                           "最後まで遊んで学ぼう。",
        "revealed": "手がかりは {card}（{value}）：あなたの {mine}（{mine_value}）より強かった。",
        "beaten": "あなたの {mine}（{mine_value}）を相手の {card}（{value}）と比べた：小さければ負け。",
    },
}
