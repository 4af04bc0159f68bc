"""The Lovecraft Letter table's game end and first game that teaches, in each language of the game (en, zh =
Traditional Chinese, ja): the banner's score rows (frames/ending.py) and the coach marks of "Learn to play"
(frames/coach.py). Every language has the same keys, in the words of the game's tables (en.py, zh.py, ja.py)."""

ENDING = {
    "en": {"clues": "Clues left on Cthulhu", "deck": "Cards left in the deck", "insane": "Insanity cards you discarded",
           "turns": "Turns played"},
    "zh": {"clues": "克蘇魯上剩下的線索", "deck": "牌堆剩下的牌", "insane": "你棄掉的瘋狂卡", "turns": "進行的回合"},
    "ja": {"clues": "クトゥルフの上に残った手がかり", "deck": "山札に残ったカード", "insane": "あなたが捨てた狂気カード",
           "turns": "プレイしたターン"},
}

# Coach marks: one per decision of the first turns, in order; `kind` is the legal move it points at (the first of
# that kind), `text` what to click and why, `done` what just happened (shown with the next mark).
COACH = {
    "en": {
        "steps": [
            {"kind": "play", "text": "Your goal: seal Cthulhu, the card at the bottom of the opponent's pile of clues. "
                                     "Each turn you play one of your two cards on the opponent's top card. The glowing "
                                     "card is playable: click it (a card with choices shows its choices as chips).",
             "done": "Your card acted on the opponent's top card: the log on the right says what happened."},
            {"kind": "answer", "text": "The opponent played a card on you: answer it with your hand card or with the "
                                       "deck's top card. Click the glowing one.",
             "done": "You answered: the log on the right says what the opponent's card did."},
            {"kind": "play", "text": "Watch the Insanity cards in your discard: each one makes your insanity check "
                                     "at the start of a turn bigger. Play a card again: click the glowing one.",
             "done": "Good. You know the turn now."},
        ],
        "free": "You are on your own now: eliminate the clues down to Cthulhu and seal it. The \"?\" explains every card.",
        "title": "Learn to play", "step": "Step {n} of {of}",
    },
    "zh": {
        "steps": [
            {"kind": "play", "text": "目標：封印克蘇魯，它在對手線索堆的最下面。每回合你從兩張牌中打出一張，作用在對手最上面的牌。"
                                     "發光的牌可以打出：點擊它（有選項的牌會以按鈕列出選項）。",
             "done": "你的牌作用在對手最上面的牌：右邊的紀錄寫著發生了什麼。"},
            {"kind": "answer", "text": "對手對你打出一張牌：用你的手牌或牌堆第1張應對。點擊發光的那一張。",
             "done": "你應對了：右邊的紀錄寫著對手的牌造成了什麼。"},
            {"kind": "play", "text": "留意你棄牌堆中的瘋狂卡：每一張都讓回合開始時的瘋狂檢定更大。再打出一張牌：點擊發光的牌。",
             "done": "很好，你已經熟悉一個回合了。"},
        ],
        "free": "接下來由你自己來：淘汰線索直到克蘇魯，然後封印它。「?」說明每一張牌。",
        "title": "學習遊玩", "step": "第 {n} 步，共 {of} 步",
    },
    "ja": {
        "steps": [
            {"kind": "play", "text": "目標：相手の手がかりの山の一番下にあるクトゥルフを封印する。毎ターン、2 枚のうち 1 枚を"
                                     "相手の一番上のカードにプレイする。光っているカードがプレイできる：クリックしよう"
                                     "（選択肢のあるカードはボタンで選ぶ）。",
             "done": "あなたのカードが相手の一番上のカードに作用した：右のログに何が起きたか書かれている。"},
            {"kind": "answer", "text": "相手があなたにカードをプレイした：手札か山札の一番上のカードで対応する。"
                                       "光っている方をクリックしよう。",
             "done": "対応した：相手のカードが何をしたかは右のログに書かれている。"},
            {"kind": "play", "text": "捨て札の狂気カードに注意：1 枚ごとにターンの始めの狂気チェックが大きくなる。"
                                     "もう一度カードをプレイしよう：光っているカードをクリック。",
             "done": "よし、ターンの流れがわかった。"},
        ],
        "free": "ここからは自分で：手がかりを脱落させてクトゥルフまでたどり着き、封印しよう。「?」で各カードの説明が見られる。",
        "title": "遊び方を学ぶ", "step": "ステップ {n} / {of}",
    },
}

# Words of the table added for a newcomer (issue 23), merged into the table's words (frames/letter.py UI): the clue
# stack, drawn as a card pile, opens this text in the zoom like any card ({n}: the hidden clues over Cthulhu).
TABLE_WORDS = {
    "en": {"clue_pile": "The opponent's clue stack",
           "clue_pile_text": "{n} hidden {n:card|cards} over Cthulhu. Each card you play acts on the top one, and each "
                             "turn the opponent plays its top card against you. Do not eliminate the last clue "
                             "yourself: let the opponent play it, then seal Cthulhu on your turn."},
    "zh": {"clue_pile": "對手的線索牌堆",
           "clue_pile_text": "克蘇魯上面有 {n} 張蓋著的牌。你打出的每張牌都作用在最上面的牌；每回合對手會對你打出它最上面的牌。"
                             "不要自己淘汰最後一張線索：讓對手打出它，再在你的回合封印克蘇魯。"},
    "ja": {"clue_pile": "相手の手がかりの山",
           "clue_pile_text": "クトゥルフの上に伏せたカードが {n} 枚。あなたがプレイするカードは一番上のカードに作用し、毎ターン"
                             "相手は一番上のカードをあなたに対してプレイする。最後の手がかりを自分で脱落させてはいけない："
                             "相手にプレイさせてから、あなたの番にクトゥルフを封印する。"},
}
