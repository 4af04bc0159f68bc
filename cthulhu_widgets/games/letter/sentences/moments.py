"""Lovecraft Letter's coach moments after Learn to play (the Insanity tips) and its nudge's words, per language."""
from __future__ import annotations

# Said in the coach's bubble when the seat asks a bot to make its coached move (calm words, not an error: issue 23).
NUDGE = {"en": "This move is yours to make: choose what the coach rings.",
         "zh": "這一步要你自己走：選擇教練圈出的地方。",
         "ja": "この一手はあなたの番：コーチが囲んだところを選ぼう。"}

# The coach's moment after the Learn to play steps (issue 23 r6c, finding 5: both of a newcomer's lost games were
# decided by the insanity check, which the three steps never teach): the first time Insanity N rises, and the first
# check with N of 2 or more. What N is, why it grows, how to keep it low. frames/letter.py `coach_moments_at` finds
# them; frames/coach.py shows a game's MOMENTS.
MOMENTS = {
    "en": {"head": {"insanity": "Insanity N", "key": "The Silver Key", "sign": "Protected"},
           # the rules the fixed deal never brings, told the first time they happen (newcomer review 36, letter_en 5)
           "key": "You hold The Silver Key with a card of 5 or more, so you must play the Key, and it does nothing: "
                  "a turn gone. Play the Key early, before a 5 or 6 comes to your hand.",
           "sign": "The opponent is protected until its next turn: your cards cannot "
                   "touch its stack now. The trap: when the last clue over Cthulhu is such a card, taking it away "
                   "puts Cthulhu on top for the opponent, and leaving it protects Cthulhu. Clear that clue while "
                   "other clues are left.",
           "insanity_up": "Insanity N just rose to {n}: N counts the Insanity cards (the eye) in your discard pile, "
                          "yours or the deck's. Before each draw, N cards go from the deck to your discard, so the "
                          "deck runs out faster, and a draw from an empty deck loses. Keep N low: play an Insanity "
                          "card when its effect is worth it, and seal Cthulhu before the deck runs out.",
           "insanity_check": "An insanity check took {n} cards: each turn now costs the deck N + 1 cards, and every "
                             "Insanity card it reveals raises N again. Count the turns left in the red line under your "
                             "hand, and go for Cthulhu now.",
           "nudge": NUDGE["en"]},
    "zh": {"head": {"insanity": "瘋狂 N", "key": "銀鑰匙", "sign": "保護"},
           "key": "你手上有銀鑰匙和一張 5 以上的牌，所以必須打出銀鑰匙，而它沒有效果：白白浪費一個回合。"
                  "在 5 或 6 來到手上之前，早點打出銀鑰匙。",
           "sign": "對手受到保護，直到它的下個回合：你的牌現在碰不到它的牌堆。陷阱是："
                   "克蘇魯上最後一張線索若是這種牌，拿走它會讓克蘇魯到最上面交給對手，留著它又會保護克蘇魯。"
                   "趁還有其他線索時就清掉那張牌。",
           "insanity_up": "瘋狂 N 剛升到 {n}：N 是你棄牌堆中瘋狂卡（有眼睛的牌）的數量，不論是你打出的還是牌堆翻出的。"
                          "每次抽牌前，牌堆要先翻 N 張到你的棄牌堆，所以牌堆消耗得更快，而從空牌堆抽牌就會輸。"
                          "讓 N 保持低：瘋狂卡的效果值得時才打出，並在牌堆用完前封印克蘇魯。",
           "insanity_check": "瘋狂檢定翻走了 {n} 張牌：現在你的每個回合要消耗牌堆 N + 1 張，翻出的瘋狂卡還會讓 N 再升高。"
                             "看手牌下方的紅字算算你還剩幾個回合，現在就去對付克蘇魯。",
           "nudge": NUDGE["zh"]},
    "ja": {"head": {"insanity": "狂気 N", "key": "銀の鍵", "sign": "守り"},
           "key": "「銀の鍵」と 5 以上のカードを持っているので、鍵を出すしかなく、効果はない：1 ターンが無駄になる。"
                  "5 や 6 が手札に来る前に、鍵は早めに出そう。",
           "sign": "相手は次の自分の番まで守られている：今あなたのカードは相手の山に"
                   "届かない。罠：クトゥルフの上の最後の手がかりがこのカードなら、取り除けばクトゥルフが一番上に来て相手が"
                   "出し、残せばクトゥルフを守る。ほかの手がかりが残っているうちに、そのカードを片付けよう。",
           "insanity_up": "狂気 N が {n} に上がった：N はあなたの捨て札にある狂気カード（目のマーク）の枚数で、自分で"
                          "出したものも山札からめくれたものも数える。毎回ドローの前に山札から N 枚が捨て札に行くので、"
                          "山札は早く尽き、空の山札から引くと負けになる。N は低く保とう：狂気カードは効果に見合うときだけ"
                          "出し、山札が尽きる前にクトゥルフを封印しよう。",
           "insanity_check": "狂気チェックで {n} 枚が取られた：これからはあなたの番ごとに山札を N + 1 枚使い、めくれた狂気カードは"
                             "N をさらに上げる。手札の下の赤い行で残りのあなたの番を数え、今すぐクトゥルフを狙おう。",
           "nudge": NUDGE["ja"]},
}

# The page's 繁體中文 ("zh-TW") reads Letter's "zh", which is Traditional (coach.py says why).
for _table in (MOMENTS, NUDGE):
    _table.setdefault("zh-TW", _table["zh"])
