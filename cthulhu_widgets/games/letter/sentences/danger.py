"""The Letter table's warnings for a newcomer (issue 23, games/letter/dangers.py), in each language of the game (en,
zh = Traditional Chinese, ja), in the words of its tables (en.py, zh.py, ja.py). TURN: said after the prompt of the
player's turn when the opponent's next turn loses unless the player acts now.
MOVE: added to a move's sentence; LABEL: added to its chip."""
from . import given

TURN = {
    "en": {"cthulhu_top": "Danger: Cthulhu is the opponent's top card. When your turn ends the opponent plays it and "
                          "you lose, unless you seal it now: eliminate it, take it or swap it away."},
    "zh": {"cthulhu_top": "危險：克蘇魯是對手最上面的牌。你的回合結束時對手會打出它，你就輸了；除非你現在封印它："
                          "淘汰、拿走或交換掉它。"},
    "ja": {"cthulhu_top": "危険：クトゥルフが相手の一番上のカード。あなたの番が終わると相手がそれをプレイし、あなたの負け。"
                          "今封印しなければならない：脱落させる、奪う、または交換して取り除く。"},
}

# LESSON: said after the prompt of the player's turn the moment a rule that decides games first matters (issue 23
# review 6, finding 1: the key strategy and what Sane / Insane mean were only in the help).
LESSON = {
    # one short sentence or two each (review 7, finding 4: a 5-line lesson pushed the hand down); what the check does
    # is the Insanity line's and its help's, never said twice
    "en": {"last_clue": "Only 1 clue is left over Cthulhu. Do not eliminate it yourself: let the opponent play it, "
                        "then seal Cthulhu on your turn.",
           # while an Elder Sign is unseen it may be that clue (newcomer review 29, letter_en 1: the trap sprang)
           "last_clue_sign": "1 clue left. Do not eliminate it yourself: let the opponent play it, then seal Cthulhu. "
                             "An unseen {card} may be it: it protects Cthulhu.",
           # the one card over Cthulhu is the Braincase a Mi-Go left, not a clue (review 9, finding 2)
           "last_braincase": "Only the Mi-Go Braincase is over Cthulhu: let the opponent play it (it does nothing), "
                             "then seal Cthulhu on your turn.",
           # the next check must fail and no card can seal Cthulhu this turn (newcomer review 9, finding 1)
           # every play raises N so the next check must fail (newcomer review 17, finding 2)
           "check_loses": "Every card you can play raises Insanity N, and then your next check must fail: you "
                          "lose at the next check.",
           "lost": "No card in your hand reaches Cthulhu this turn and your next check must fail: this game is "
                   "lost. Play it out, or start a new game.",
           # Cthulhu on top and no card of the hand can seal it now (newcomer review 10, finding 2)
           "lost_top": "No card in your hand can seal Cthulhu: when your turn ends the opponent plays it and you "
                       "lose. Play it out, or start a new game.",
           # the last clue a face-up protection card no play takes away (newcomer review 20, finding 2)
           "lost_protected": "The last clue, {card}, protects Cthulhu once played; eliminating it puts Cthulhu on "
                             "top: this game is lost. Play it out.",
           "insane_choice": "You are insane, so an Insanity card (the eye) may use its Sane or its Insane effect: "
                            "pick the chip \"Sane: …\" or \"Insane: …\".",
           "sane_insanity_two": "You are sane, so {card} and {other} (the eye: Insanity cards) use their Sane "
                                "effect; in your discard each makes you insane.",
           "sane_insanity": "You are sane, so {card} (the eye: an Insanity card) uses its Sane effect; in your "
                            "discard it makes you insane."},
    "zh": {"last_clue": "克蘇魯上只剩 1 張線索：不要自己淘汰它，讓對手打出它，再在你的回合封印克蘇魯。",
           "last_clue_sign": "克蘇魯上只剩 1 張線索：不要自己淘汰它，讓對手打出它再封印。但它可能是未見過的{card}，會保護克蘇魯。",
           "last_braincase": "克蘇魯上只剩米‧戈的大腦容器：讓對手打出它（沒有效果），再在你的回合封印克蘇魯。",
           "check_loses": "你能打出的每張牌都會使瘋狂 N 增加，之後下一次檢定必定失敗：你會在下一次檢定時輸掉。",
           "lost": "手上沒有牌能在這回合碰到克蘇魯，下一次檢定又必定失敗：這局輸了。可以下完，或開新局。",
           "lost_top": "手上沒有牌能封印克蘇魯：你的回合結束時對手會打出它，你就輸了。可以下完，或開新局。",
           "lost_protected": "最後的線索{card}打出後會保護克蘇魯，淘汰它則克蘇魯到最上面：這局輸了。可以下完，或開新局。",
           "insane_choice": "你已瘋狂，瘋狂卡（有眼睛的牌）可用理智或瘋狂效果：選「理智：…」或「瘋狂：…」按鈕。",
           "sane_insanity_two": "你未瘋狂，所以{card}和{other}（瘋狂卡）用理智效果；任一張進入棄牌堆你就瘋狂。",
           "sane_insanity": "你未瘋狂，所以{card}（有眼睛的瘋狂卡）用理智效果；它進入你的棄牌堆後你就瘋狂了。"},
    "ja": {"last_clue": "クトゥルフの上の手がかりは残り 1 枚。自分で脱落させてはいけない：相手にプレイさせてから、"
                        "あなたの番にクトゥルフを封印しよう。",
           "last_clue_sign": "クトゥルフの上は残り 1 枚：自分で脱落させてはいけない。相手に出させてから封印。ただし未見の"
                             "「{card}」かもしれない：クトゥルフが守られる。",
           "last_braincase": "クトゥルフの上はミ＝ゴの脳髄缶だけ：相手にプレイさせて（効果なし）から、あなたの番に"
                             "クトゥルフを封印しよう。",
           "check_loses": "どのカードをプレイしても狂気 N が上がり、次のチェックは必ず失敗する：次のチェックで負け。",
           "lost": "この番に手札のどのカードもクトゥルフに届かず、次のチェックは必ず失敗する：このゲームは負け。"
                   "最後まで遊ぶか、新しいゲームを始めよう。",
           "lost_top": "手札のどのカードもクトゥルフを封印できない：あなたの番の終わりに相手がそれをプレイし、あなたの負け。"
                       "最後まで遊ぶか、新しいゲームを始めよう。",
           "lost_protected": "最後の手がかり「{card}」はプレイされるとクトゥルフを守り、脱落させるとクトゥルフが一番上に："
                             "このゲームは負け。",
           "insane_choice": "あなたは狂気なので、狂気カード（目のマーク）は正気か狂気の効果を選べる：「正気：…」か"
                            "「狂気：…」のボタンで選ぼう。",
           "sane_insanity_two": "あなたは正気なので「{card}」と「{other}」（目のマークの狂気カード）は正気の効果を使う。"
                                "どちらも捨て札に置かれると狂気になる。",
           "sane_insanity": "あなたは正気なので「{card}」（目のマークの狂気カード）は正気の効果を使う。捨て札に置かれると"
                            "狂気になる。"},
}

MOVE = {
    "en": {
           # the kept Silver Key is forced by a 5 or 6 drawn (LS-TURN-6; newcomer review 26, letter_en 3)
           "key_kept": " Careful: you keep {key}; draw a 5 or 6 ({odds} of the {of} cards you have not seen) and you "
                       "must play it, for no effect.",
           "key_kept_sure": " Careful: you keep {key}, and your next card is a 5 or 6: you must then play it, for no "
                            "effect.",
           "compare_may_lose": "",   # the sentence says "lower loses the game" already (review 13, 2)
           "no_hit": " No name can hit: the opponent's top card is {top}, a 1, and 1 is never named.",
           "answer_safe": " Nothing happens: the opponent's next card is {top} ({top_value}), which you know, and "
                          "your {other} ({value}) is not lower.",
           "answer_loses": " You lose: the opponent's next card is {top} ({top_value}), which you know, and it beats "
                           "your {other} ({value}).",
           "next_investigators": " You lose: the opponent's top card is then one you know, Investigators or Deep "
                                 "Ones; when your turn ends it is played, names your deck's top card right, and that "
                                 "card is known.",
           "next_deep_ones": " You will almost surely lose: Deep Ones becomes the opponent's top card; when your turn "
                             "ends the opponent plays it, and it turns up your deck's top card: unless that card is a "
                             "1, you lose.",
           "next_hound": " You lose: the opponent's top card is then Hound of Tindalos, which you know; when your "
                         "turn ends it is played against you while you are sane and knocks out your hand card or a "
                         "known deck top.",
           "check_loses": " ⚠ It raises Insanity N: your next check must fail, and you lose.",
           "empty_draw": " ⚠ It draws from your empty deck: you lose.",
           "cthulhu_stays": " You lose: Cthulhu stays the opponent's top card, and the opponent plays it when your "
                            "turn ends.",
           "last_clue": " Careful: if it eliminates the last clue, Cthulhu comes on top and the opponent plays it "
                        "when your turn ends: you lose.",
           "last_clue_sure": " It eliminates the last clue: Cthulhu comes on top and the opponent plays it when your "
                             "turn ends: you lose.",
           "last_braincase": " Careful: if it eliminates the Mi-Go Braincase, the last card over Cthulhu, Cthulhu "
                             "comes on top and the opponent plays it when your turn ends: you lose.",
           "insanity_may": " Careful: if the discarded card is an Insanity card, Insanity N goes from {n} to {next}.",
           # the odds of an unknown deck top, from the cards the seat has not seen (newcomer review 18, finding 1)
           # the base named: the deck (newcomer review 28, letter_en 9, 048: "4 in 12" vs the "not seen yet" list)
           "insanity_odds": " Careful: {odds} of the {of} cards in your deck are Insanity cards; if its top card is "
                            "one, Insanity N goes from {n} to {next}.",
           "insanity_odds_clues": " Careful: {odds} of the {of} unseen cards in your deck and the clues are Insanity "
                                  "cards; if your deck top is one, Insanity N goes from {n} to {next}.",
           "insanity_discard": " Careful: {other} is an Insanity card: after this play Insanity N goes from {n} to "
                               "{next}.",
           "protect_last": " Careful: one clue is then left, and the opponent plays it when your turn ends; if it "
                           "is {sign} ({unseen} unseen), it protects Cthulhu, which comes on top: no card of yours can "
                           "seal it, and the opponent plays it: you lose.",
           # a Golden Mead given to the opponent by an answer (LS-O6, LS-O2 Insane; newcomer review 20, finding 3)
           "given_look": " Careful: {other} becomes the opponent's top card. Unless you eliminate it on your turn, the "
                         "opponent plays it: your deck's top card becomes known and its next card is played at once; "
                         "an Investigators or Deep Ones there knocks you out.",
           # what the opponent's next card does, not a compare's words (newcomer review 37, letter_en 3, 089)
           "next_look": " Careful: the opponent's next card (its Insane effect) shows your deck's top card and plays "
                        "its next card at once; an Investigators there knocks you out.",
           "deck_known": " Careful: unless the deck's top card is lower, it becomes known, and a known deck top "
                         "loses to the opponent's Investigators.",
           "compare_loses": " You lose: the opponent's top card is {top} ({top_value}), which you know, and it beats "
                            "your {other} ({value})."},
    "zh": {
           "key_kept": "注意：你留下{key}；若抽到 5 或 6（未見的 {of} 張中有 {odds} 張），就必須打出它，沒有效果。",
           "key_kept_sure": "注意：你留下{key}，而下一張牌是 5 或 6：屆時必須打出它，沒有效果。",
           "compare_may_lose": "",   # the sentence says "lower loses the game" already (review 13, 2)
           "no_hit": "猜什麼都不中：對手最上面的牌是{top}（1），而 1 不能指定。",
           "answer_loses": "你會輸：對手下1張牌是你知道的{top}（{top_value}），比你的{other}（{value}）大。",
           "answer_safe": "什麼都不會發生：對手下1張牌是你知道的{top}（{top_value}），不比你的{other}（{value}）大。",
           "next_investigators": "你會輸：之後對手最上面的牌是你知道的調查員或深潛者；你的回合結束時它被打出，"
                                 "必定猜中你牌堆第1張，而那張牌已公開。",
           "next_deep_ones": "你幾乎必輸：之後對手最上面的牌是你知道的深潛者；你的回合結束時它被打出並翻開你牌堆第1張："
                             "除非那張是 1，否則你就輸了。",
           "next_hound": "你會輸：之後對手最上面的牌是你知道的廷達羅斯獵犬；你的回合結束時，你未瘋狂，它被打出並淘汰你的"
                         "手牌或已公開的牌堆第1張。",
           "check_loses": " ⚠ 它使瘋狂 N 增加：下一次檢定必定失敗，你會輸。",
           "empty_draw": " ⚠ 它要從空的牌堆抽牌：你會輸。",
           "cthulhu_stays": "你會輸：克蘇魯仍是對手最上面的牌，你的回合結束時對手會打出它。",
           "last_clue": "注意：若它淘汰了最後一張線索，克蘇魯會到最上面，你的回合結束時對手打出它：你就輸了。",
           "last_clue_sure": "它會淘汰最後一張線索：克蘇魯會到最上面，你的回合結束時對手打出它：你就輸了。",
           "last_braincase": "注意：若它淘汰了克蘇魯上最後一張牌米‧戈的大腦容器，克蘇魯會到最上面，你的回合結束時對手打出它："
                             "你就輸了。",
           "insanity_may": "注意：若被棄掉的是瘋狂卡，瘋狂 N 從 {n} 變為 {next}。",
           "insanity_odds": "注意：你的牌堆 {of} 張中有 {odds} 張是瘋狂卡；若第1張是，瘋狂 N 從 {n} 變為 {next}。",
           "insanity_odds_clues": "注意：牌堆與線索中未見的 {of} 張裡有 {odds} 張是瘋狂卡；若牌堆第1張是，瘋狂 N 從 {n} 變為 {next}。",
           "insanity_discard": "注意：{other}是瘋狂卡：這次打出後瘋狂 N 從 {n} 變為 {next}。",
           "protect_last": "注意：之後只剩一張線索，你的回合結束時對手打出它；若它是{sign}（{unseen} 張未見），它會保護"
                           "到最上面的克蘇魯：你的牌封印不了它，對手再打出它：你就輸了。",
           "given_look": "注意：{other}成為對手最上面的牌。除非你在你的回合淘汰它，對手會打出它：你的牌堆第1張公開，並立刻"
                         "打出它的下一張牌；若那是調查員或深潛者，你就出局。",
           "deck_known": "注意：除非牌堆第1張較小，否則它會公開；已公開的牌堆第1張遇到對手的調查員你就輸了。",
           "next_look": "注意：對手下一張牌（瘋狂效果）會公開你的牌堆第1張，並立刻打出它的下一張牌；若那是調查員，你就出局。",
           "compare_loses": "你會輸：對手最上面的牌是你知道的{top}（{top_value}），比你的{other}（{value}）大。"},
    "ja": {
           "key_kept": "注意：「{key}」が手に残る。5 か 6 を引くと（未見 {of} 枚中 {odds} 枚）、それを出すしかない"
                       "（効果なし）。",
           "key_kept_sure": "注意：「{key}」が手に残り、次のカードは 5 か 6：そのとき「{key}」を出すしかない"
                            "（効果なし）。",
           "compare_may_lose": "",   # the sentence says "lower loses the game" already (review 13, 2)
           "no_hit": "どの数も当たらない：相手の一番上は「{top}」（1）で、1 は宣言できない。",
           "answer_safe": "何も起きない：相手の次のカードはあなたが知っている「{top}」（{top_value}）で、あなたの"
                          "「{other}」（{value}）より大きくない。",
           "answer_loses": "あなたの負け：相手の次のカードはあなたが知っている「{top}」（{top_value}）で、あなたの"
                           "「{other}」（{value}）より強い。",
           "next_investigators": "あなたの負け：その後の相手の一番上は、あなたが知っている探索者か深きものども。"
                                 "あなたの番の終わりにプレイされ、山札の一番上を必ず当て、そのカードは知られている。",
           "next_deep_ones": "ほぼ負け：その後の相手の一番上は、あなたが知っている深きものども。あなたの番の終わりに"
                             "プレイされ、山札の一番上を公開する：それが 1 でなければあなたの負け。",
           "next_hound": "あなたの負け：その後の相手の一番上は、あなたが知っているティンダロスの猟犬。あなたの番の"
                         "終わりに、狂気でないあなたに対してプレイされ、手札か知られた山札の一番上を脱落させる。",
           "check_loses": " ⚠ 狂気 N が上がる：次のチェックは必ず失敗し、あなたの負け。",
           "empty_draw": " ⚠ 空の山札から引くことになる：あなたの負け。",
           "cthulhu_stays": "あなたの負け：クトゥルフが相手の一番上のカードのまま残り、あなたの番の終わりに相手が"
                            "それをプレイする。",
           "last_clue": "注意：最後の手がかりを脱落させると、クトゥルフが一番上になり、あなたの番の終わりに相手が"
                        "それをプレイする：あなたの負け。",
           "last_clue_sure": "これは最後の手がかりを脱落させる：クトゥルフが一番上になり、あなたの番の終わりに相手が"
                             "それをプレイする：あなたの負け。",
           "last_braincase": "注意：クトゥルフの上の最後のカード、ミ＝ゴの脳髄缶を脱落させると、クトゥルフが一番上になり、"
                             "あなたの番の終わりに相手がそれをプレイする：あなたの負け。",
           "insanity_may": "注意：捨てられるのが狂気カードなら、狂気 N が {n} から {next} になる。",
           "insanity_odds": "注意：山札 {of} 枚のうち {odds} 枚が狂気カード。一番上がそうなら、狂気 N が {n} から {next} になる。",
           "insanity_odds_clues": "注意：山札と手がかりの未見 {of} 枚のうち {odds} 枚が狂気カード。山札の一番上がそうなら、"
                                  "狂気 N が {n} から {next} になる。",
           "insanity_discard": "注意：「{other}」は狂気カード：このプレイの後、狂気 N が {n} から {next} になる。",
           "protect_last": "注意：残る手がかりは 1 枚で、あなたの番の終わりに相手がプレイする。それが「{sign}」"
                           "（未見 {unseen} 枚）なら、一番上に来るクトゥルフを保護する：あなたのカードでは封印できず、"
                           "相手がそれをプレイする：あなたの負け。",
           "given_look": "注意：「{other}」が相手の一番上のカードになる。あなたの番に脱落させなければ相手がそれをプレイし、"
                         "山札の一番上が公開され、すぐ次のカードがプレイされる。それが「探索者」か「深きものども」なら"
                         "あなたは脱落する。",
           "next_look": "注意：相手の次のカード（狂気の効果）で山札の一番上が公開され、すぐ次のカードがプレイされる。"
                        "それが「探索者」ならあなたは脱落する。",
           "deck_known": "注意：山札の一番上のカードが小さくなければ、それは知られる。知られた山札の一番上は相手の"
                         "「探索者」で負けになる。",
           "compare_loses": "あなたの負け：相手の一番上のカードはあなたが知っている「{top}」（{top_value}）で、"
                            "あなたの「{other}」（{value}）より強い。"},
}

# "answer_loses" is the whole chip of an answer that certainly loses (newcomer review 7, finding 1).
for _said in (*MOVE.values(), *LESSON.values()):   # a hand compare on the last clue: its sentence says "lower loses the game"
    _said["compare_last"] = _said["last_clue"]

LABEL = {
    "en": {
           # the consequence first, then the odds, in plain words (newcomer review 29, letter_en 2, 3: "Key forced"),
           # short ("4 of 14 unseen", its base named: review 28, letter_en 9): two lines of a phone's chip hold
           # the whole label (newcomer review 32, letter_en 2)
           "key_kept": " ⚠ you may have to play {key} next (a 5 or 6 drawn)",
           "key_kept_sure": " ⚠ you must play {key} next: your next card is a 5 or 6",
           "no_hit": " ⚠ the top card is a 1: no name can hit",
           # with its chance, and the safe compare says why it has no ⚠ (newcomer review 29, letter_zh 3)
           # what the odds count, named: the clues are Sane cards (newcomer review 34, letter_en 4: "1 in 14" beside 20 unseen)
           # who loses and what the count is: the cards the top clue can be (review 39, letter_en 2, 099: "5 of the 11
           # Sane cards left" read as neither whose chance nor which cards)
           "compare_may_lose": " ⚠ you lose if the top clue is higher: {odds} of the {of} cards it can be",
           "compare_sure": " ⚠ you lose: certain, all {of} cards the top clue can be are higher", "risk": "⚠ ",
           "compare_safe": " (no clue can be higher)", "name_odds": " · {odds} of {of} it can be",
           # a hand compare on the last clue: higher loses at once, lower eliminates it (review 20, finding 3)
           # a condition, never a prediction: the next clue is hidden (newcomer review 28, letter_en 1, 043)
           "given_look": " ⚠ the opponent gets {other}: it may knock you out",
           # the loss first, the why after it: a cut desk line kept only the why (newcomer review 34, letter_en 3, 089)
           "compare_last": " ⚠ you lose either way: higher beats you, lower eliminates the last clue",
           "answer_loses": "⚠ {top} ({top_value}) beats your {other} ({value}): you lose",
           "answer_safe": "Your {other} ({value}) vs the known {top} ({top_value}): nothing happens",
           "answer_deck_lower": "Deck top vs the known {top} ({top_value}): the top is discarded",
           "next_investigators": " ⚠ the opponent's next card finds your known deck top: you lose", "next_deep_ones": " ⚠ the opponent's Deep Ones: you lose unless your deck top is a 1", "next_hound": " ⚠ the opponent's Hound of Tindalos: you lose",
           "check_loses": " ⚠ loses at the next check",
           "empty_draw": " ⚠ draws from an empty deck: you lose",
           "cthulhu_stays": " ⚠ Cthulhu stays on top: you lose",
           "insanity_may": " ⚠ Insanity N may become {next}: your deck top is an Insanity card",
           "insanity_odds": " ⚠ Insanity N may become {next} ({odds} of {of} in the deck)",
           "insanity_odds_clues": " ⚠ Insanity N may become {next} ({odds} of {of} unseen)",
           "insanity_discard": " ⚠ discards an Insanity card: Insanity N goes from {n} to {next}",
           "protect_last": " ⚠ if the last clue is {sign} ({unseen} unseen), it protects Cthulhu: you lose",
           "last_clue": " ⚠ you lose if it eliminates the last clue", "last_clue_sure": " ⚠ it eliminates the last clue: you lose", "last_braincase": " ⚠ last card over Cthulhu: you may lose", "deck_known": " ⚠ lose to Investigators later: your deck top is shown unless lower",
           "next_look": " ⚠ the opponent's next card shows your deck top: an Investigators after it knocks you out",
           "compare_loses": " ⚠ {top} ({top_value}) beats it: you lose"},
    "zh": {
           "key_kept": " ⚠ 你的下個回合可能必須打出{key}：未見的 {of} 張中 {odds} 張是 5 或 6",
           "key_kept_sure": " ⚠ 你的下個回合必須打出{key}：下一張牌是 5 或 6",
           "no_hit": " ⚠ 最上面的牌是 1：猜什麼都不中",
           "compare_may_lose": " ⚠ 最上面的線索較大你就輸：它可能的 {of} 張牌中有 {odds} 張較大",
           "compare_sure": " ⚠ 你會輸：必定，最上面的線索可能的 {of} 張牌都較大", "risk": "⚠ ",
           "compare_safe": "（沒有線索比它大）", "name_odds": " · {of} 張中 {odds} 張",
           "given_look": " ⚠ 對手得到{other}：會公開你的牌堆第1張；若下一張是調查員，你會輸",
           "compare_last": " ⚠ 無論大小都輸：較大你出局，較小會淘汰最後一張線索",
           "answer_loses": "⚠ {top}（{top_value}）比你的{other}（{value}）大：你會輸",
           "answer_safe": "你的{other}（{value}）對比已知的{top}（{top_value}）：什麼都不會發生",
           "answer_deck_lower": "牌堆第1張對比已知的{top}（{top_value}）：第1張被丟棄",
           "next_investigators": " ⚠ 對手下一張牌猜中你已公開的牌堆第1張：你會輸", "next_deep_ones": " ⚠ 對手的深潛者：除非牌堆第1張是 1，否則你會輸", "next_hound": " ⚠ 對手的廷達羅斯獵犬：你會輸",
           "insanity_may": " ⚠ 瘋狂 N 可能變為 {next}：牌堆第1張是瘋狂卡",
           "insanity_odds": " ⚠ 瘋狂 N 可能變為 {next}：牌堆 {of} 張中 {odds} 張是瘋狂卡",
           "insanity_odds_clues": " ⚠ 瘋狂 N 可能變為 {next}：未見的 {of} 張中 {odds} 張是瘋狂卡",
           "insanity_discard": " ⚠ 棄掉瘋狂卡：瘋狂 N 從 {n} 變為 {next}",
           "protect_last": " ⚠ 若最後一張線索是{sign}（{unseen} 張未見），它會保護克蘇魯：你會輸",
           "check_loses": " ⚠ 下一次檢定必定失敗",
           "empty_draw": " ⚠ 牌堆已空，抽牌就輸",
           "cthulhu_stays": " ⚠ 克蘇魯留在最上面：你會輸", "last_clue": " ⚠ 淘汰最後一張線索就輸", "last_clue_sure": " ⚠ 它會淘汰最後一張線索：你會輸", "last_braincase": " ⚠ 克蘇魯上最後一張牌：可能會輸", "deck_known": " ⚠ 牌堆第1張可能公開：之後對手的調查員會讓你出局",
           "next_look": " ⚠ 對手下一張牌會公開你的牌堆第1張：之後若是調查員，你就出局",
           "compare_loses": " ⚠ {top}（{top_value}）比它大：你會輸"},
    "ja": {
           "key_kept": " ⚠ 次の番に「{key}」を出すことになるかも（5 か 6 を引いたら）",
           "key_kept_sure": " ⚠ 次の番は「{key}」を出すことになる：次のカードは 5 か 6",
           "no_hit": " ⚠ 一番上は 1：どの数も当たらない",
           "compare_may_lose": " ⚠ 一番上の手がかりの方が強ければあなたの負け（ありうる {of} 枚中 {odds} 枚）",
           "compare_sure": " ⚠ あなたの負け：確実、一番上の手がかりがありうる {of} 枚すべてが強い", "risk": "⚠ ",
           "compare_safe": "（これより強い手がかりはない）", "name_odds": " · {of} 枚中 {odds} 枚",
           "given_look": " ⚠ 相手が「{other}」を得る：あなたが脱落するかも",
           "compare_last": " ⚠ どちらでも負け：強ければ脱落、弱ければ最後の手がかりが消える",
           "answer_loses": "⚠ 「{top}」（{top_value}）があなたの「{other}」（{value}）より強い：あなたの負け",
           "answer_safe": "あなたの「{other}」（{value}）対 既知の「{top}」（{top_value}）：何も起きない",
           "answer_deck_lower": "山札の一番上 対 既知の「{top}」（{top_value}）：一番上は捨てられる",
           "next_investigators": " ⚠ 相手の次のカードが知られた山札の一番上を当てる：あなたの負け", "next_deep_ones": " ⚠ 相手の深きものども：山札の一番上が 1 でなければ負け", "next_hound": " ⚠ 相手のティンダロスの猟犬：あなたの負け",
           "insanity_may": " ⚠ 狂気 N が {next} になるかも：山札の一番上は狂気カード",
           "insanity_odds": " ⚠ 狂気 N が {next} になるかも（山札 {of} 枚中 {odds} 枚）",
           "insanity_odds_clues": " ⚠ 狂気 N が {next} になるかも（未見 {of} 枚中 {odds} 枚）",
           "insanity_discard": " ⚠ 狂気カードを捨てる：狂気 N が {n} から {next} になる",
           "protect_last": " ⚠ 最後の手がかりが「{sign}」（未見 {unseen} 枚）なら、クトゥルフが守られて負け",
           "check_loses": " ⚠ 次のチェックで負け",
           "empty_draw": " ⚠ 山札が空：引いたら負け",
           "cthulhu_stays": " ⚠ クトゥルフが残る：あなたの負け", "last_clue": " ⚠ 最後の手がかりを脱落させたら負け", "last_clue_sure": " ⚠ 最後の手がかりを脱落させる：あなたの負け", "last_braincase": " ⚠ クトゥルフの上の最後のカード：負けるかも", "deck_known": " ⚠ 山札の一番上が知られるかも：そうなると相手の「探索者」であなたは脱落",
           "next_look": " ⚠ 相手の次のカードで山札の一番上が公開される：続く「探索者」であなたは脱落",
           "compare_loses": " ⚠ 「{top}」（{top_value}）の方が強い：あなたの負け"},
}


# Words of the table merged into its words (frames/letter.py UI). insanity_raised: the Insanity line when every play
# raises N past the deck (the frame's `dooms`): "about 1 more turn" read against each chip's "⚠ loses at the next
# check" (newcomer review 17 round Z, finding 1). name_wins: the naming chip of Cthulhu's value with Cthulhu face up on
# top (LS-P1, LS-P9: a win; round Z, finding 2), said instead of "you know it is an 8".
TABLE_DANGER = {
    # the footer's set-aside card said for what it is: "Mi-Go" in the hand and "Set aside: Mi-Go Braincase" looked
    # alike (review 41, letter_en 12, 097)
    "en": {"aside_what": "{card} (the 0 a Mi-Go gives)", "insanity_raised": "Insanity N = {n}: every card you can play is an Insanity card and makes N = {next}; "
                               "the deck ({deck}) then cannot last your next check: you lose at the next check.",
           "name_wins": "eliminates Cthulhu: you win",
           # every answer loses at the next check (dangers.answer_dooms; newcomer review 19, finding 1)
           "insanity_answer": "Insanity N = {n}, deck {deck}: either answer takes a card off the deck, leaving too few "
                              "for your next check: you lose at the next check."},
    "zh": {"aside_what": "{card}（0，米‧戈給的牌）", "insanity_raised": "瘋狂 N = {n}：你能打出的每張牌都是瘋狂卡，會使 N = {next}；之後牌堆（{deck} 張）撐不過"
                               "下一次檢定：你會在下一次檢定時輸掉。",
           "name_wins": "淘汰克蘇魯：獲勝",   # two lines on a 360 px chip, the name joined (review 25, letter_zh 8)
           "insanity_answer": "瘋狂 N = {n}，牌堆 {deck} 張：每種應對都會從牌堆拿走一張，之後牌堆不夠下一次檢定：你會在"
                              "下一次檢定時輸掉。"},
    "ja": {"aside_what": "{card}（0、ミ＝ゴが渡す）", "insanity_raised": "狂気 N = {n}：プレイできるカードはどれも狂気カードで、N = {next} になる。"
                               "すると山札（{deck} 枚）は次のチェックをもたない：次のチェックで負け。",
           "name_wins": "クトゥルフ脱落：あなたの勝ち",
           "insanity_answer": "狂気 N = {n}、山札 {deck} 枚：どの応答でも山札から 1 枚減り、次のチェックに足りない："
                              "次のチェックで負け。"},
}


# A play that seals Cthulhu now says so (LS-P9: eliminated, taken or swapped away wins): Carter's chip with Cthulhu on
# top said only "swap your Cats of Ulthar for the top card" (newcomer review 17 round Z, finding 2). By how it seals:
# "takes" (Carter's / Nyarlathotep's swap, Mi-Go's take), "eliminates", or "names" (Cthulhu's value named: its chip's
# words are the table's, name_wins); `label` ends the chip, `text` its sentence.
SEALS = {
    "en": {"label": {"takes": " — takes Cthulhu: you win", "eliminates": " — eliminates Cthulhu: you win", "names": ""},
           "text": {"takes": " You take Cthulhu from the opponent: Cthulhu is sealed and you win.",
                    "eliminates": " It eliminates Cthulhu: Cthulhu is sealed and you win.",
                    "names": " It eliminates Cthulhu: Cthulhu is sealed and you win."}},
    "zh": {"label": {"takes": "——拿走克蘇魯：你獲勝", "eliminates": "——淘汰克蘇魯：你獲勝", "names": ""},
           "text": {"takes": "你從對手拿走克蘇魯：克蘇魯被封印，你獲勝。",
                    "eliminates": "它淘汰克蘇魯：克蘇魯被封印，你獲勝。",
                    "names": "它淘汰克蘇魯：克蘇魯被封印，你獲勝。"}},
    "ja": {"label": {"takes": "——クトゥルフを奪う：あなたの勝ち", "eliminates": "——クトゥルフを脱落させる：あなたの勝ち",
                     "names": ""},
           "text": {"takes": "相手からクトゥルフを奪う：クトゥルフは封印され、あなたの勝ち。",
                    "eliminates": "クトゥルフを脱落させる：クトゥルフは封印され、あなたの勝ち。",
                    "names": "クトゥルフを脱落させる：クトゥルフは封印され、あなたの勝ち。"}},
}


# Armitage's (Mi-Go's Sane row) chip when the opponent is protected: its "on the opponent" chip is not offered (LS-TURN-7:
# it must target the player), and vanished unexplained (newcomer review 17 round Z, finding 4).
SHIELDED = {
    "en": {"label": " — the opponent is protected",
           "text": " The opponent is protected until its next turn, so {card} cannot target it: only you."},
    "zh": {"label": "——對手受到保護", "text": "對手受到保護直到它的下一回合，所以{card}不能以它為目標：只能以你為目標。"},
    "ja": {"label": "——相手は保護されている",
           "text": "相手は次の番まで保護されているので、「{card}」は相手を対象にできない：対象はあなただけ。"},
}


# LOOKED: a look at the opponent's top card the player sees already (LS-P2, LS-P6 Insane) shows nothing new (newcomer
# review 20, finding 3, 054_g3_4: "look at the top card (it becomes known)" with the top face up, unsaid).
LOOKED = {
    "en": {"label": " — already known: nothing new",
           "text": " The top card is already known, so the look shows nothing new."},
    "zh": {"label": "——已公開：看不到新東西", "text": "最上面的牌已公開，所以查看不會得到新資訊。"},
    "ja": {"label": "——公開済み：新しい情報はない", "text": "一番上のカードは公開済みなので、見ても新しい情報はない。"},
}


# ANSWER_DOOMS: added to an answer's sentence and chip when every outcome of it loses at the next check
# (dangers.answer_dooms; newcomer review 19, finding 1: both answers to Armitage lost, warned only by the odds);
# may_*: a deck top that loses there only if discarded (review 23, finding 1: 081_g4_9 said the odds alone).
ANSWER_DOOMS = {
    "en": {"text": " ⚠ The deck is then too short for your next check: you lose at it.",
           "label": " ⚠ loses at the next check",
           "may_text": " ⚠ If the deck top is discarded, the deck is then too short for your next check: you lose at it.",
           "may_label": " ⚠ if discarded: loses at the next check"},
    "zh": {"text": " ⚠ 之後牌堆不夠你的下一次檢定：你會在下一次檢定時輸掉。",
           "label": " ⚠ 下一次檢定必定失敗",
           "may_text": " ⚠ 若牌堆第1張被棄掉，之後牌堆不夠你的下一次檢定：你會在下一次檢定時輸掉。",
           "may_label": " ⚠ 若被棄掉：下一次檢定必定失敗"},
    "ja": {"text": " ⚠ すると山札は次のチェックに足りない：次のチェックで負け。",
           "label": " ⚠ 次のチェックで負け",
           "may_text": " ⚠ 山札の一番上が捨てられると、山札は次のチェックに足りない：次のチェックで負け。",
           "may_label": " ⚠ 捨てられたら次のチェックで負け"},
}


# RACE_LOST: a play after which the table says the game is lost (race.play_loses_race: the deck runs out before the
# clues can all leave), said on its chip as the other losing chips are (newcomer review 32, letter_en 1: Golden Mead's
# Insane look made N = 3 unwarned).
RACE_LOST = {
    "en": {"label": " ⚠ then this game is lost: the deck runs out first",
           "text": " ⚠ Then this game is lost: the deck runs out before the clues over Cthulhu can all leave."},
    "zh": {"label": " ⚠ 之後這局就輸了：牌堆會先用完",
           "text": " ⚠ 之後這局就輸了：克蘇魯上的線索還沒走完，牌堆就會先用完。"},
    "ja": {"label": " ⚠ するとこのゲームは負け：山札が先に尽きる",
           "text": " ⚠ するとこのゲームは負け：クトゥルフの上の手がかりがなくなる前に山札が尽きる。"},
}

for _lang in MOVE:   # a swap giving Mi-Go (given.py: this file is at its length limit)
    MOVE[_lang].update(given.MOVE[_lang])
    LABEL[_lang].update(given.LABEL[_lang])
