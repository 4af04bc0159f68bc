"""The CHAOS table's game end and first game that teaches, in each language of the game (en, zh = Simplified
Chinese, ja): the banner's score rows (frames/ending.py) and the coach marks of "Learn to play" (frames/coach.py).
Every language has the same keys, in the words of the game's tables (en.py, zh.py, ja.py)."""

ENDING = {
    "en": {"rounds": "Rounds played", "escaped": "Escaped through the gate", "nobody": "nobody",
           "team": "Team {team}", "pieces": "{seat}: {role}",
           "moment": "What decided it: {seat}, the patient of team {team}, reached the open gate."},
    "zh": {"rounds": "进行的轮数", "escaped": "穿过大门逃离", "nobody": "无人",
           "team": "{team} 组", "pieces": "{seat}：{role}",
           "moment": "决定胜负的一刻：{team} 组的病人 {seat} 走到了打开的大门。"},
    "ja": {"rounds": "プレイしたラウンド", "escaped": "門から脱出", "nobody": "なし",
           "team": "チーム {team}", "pieces": "{seat}：{role}",
           "moment": "勝負を決めた場面：チーム {team} の患者 {seat} が開いた門にたどり着いた。"},
}

# Coach marks: one per decision of the first turns, in order; `kind` is the legal move it points at (the first of
# that kind), `text` what to click and why, `done` what just happened (shown with the next mark). In `text`,
# frames/coach.py fills {label} with the words the ringed item shows (a chip's label) and {say} with its move's
# sentence, so the mark names exactly what is on the table.
COACH = {
    "en": {
        "steps": [
            {"kind": "move", "text": "You are A1; A2 is your partner. Find the key to open the gate, then bring a "
                                     "patient of your team through it; ghosts walk through walls and hunt. First you "
                                     "move one step: click the ringed cell ({say}).",
             "done": "You moved one step."},
            {"kind": "play", "text": "After your move you may play cards from your hand. Click the ringed card. "
                                     "{say}.",
             "done": "Your card acted: the Story of the game says what it did."},
            {"kind": "end", "text": "When you are done with cards, click the chip \"{label}\". {say}.",
             "done": "Your turn is over; the bots play the other seats, one move at a time, and the Story of the "
                     "game tells their turns."},
        ],
        "free": "You are on your own now: find the key, open the gate and bring a patient of your team through it. The "
                "\"?\" explains every card.",
        "title": "Learn to play", "step": "Step {n} of {of}",
    },
    "zh": {
        "steps": [
            {"kind": "move", "text": "你是 A1，A2 是你的队友。找到钥匙打开大门，再让你们队的病人从大门逃离；鬼魂能穿墙并追捕。"
                                     "首先移动一步：点击圈出的格子（{say}）。",
             "done": "你移动了一步。"},
            {"kind": "play", "text": "移动后可以打出手牌。点击圈出的牌。{say}。",
             "done": "你的牌生效了：“游戏经过”写着它做了什么。"},
            {"kind": "end", "text": "打完牌后，点击按钮“{label}”。{say}。",
             "done": "你的回合结束了；电脑一步一步地替其他座位行动，“游戏经过”会写出它们的回合。"},
        ],
        "free": "接下来由你自己来：找到钥匙，打开大门，让你们队的病人逃离。“?”说明每一张牌。",
        "title": "学习玩法", "step": "第 {n} 步，共 {of} 步",
    },
    "ja": {
        "steps": [
            {"kind": "move", "text": "あなたは A1、A2 が味方。鍵を見つけて門を開け、チームの患者を門から脱出させれば勝ち；幽霊は壁を"
                                     "通り抜けて追いかける。まず 1 歩移動する：囲まれたマスをクリックしよう（{say}）。",
             "done": "1 歩移動した。"},
            {"kind": "play", "text": "移動の後は手札のカードをプレイできる。囲まれたカードをクリックしよう。{say}。",
             "done": "カードが効果を発揮した：「ゲームの経過」に何が起きたか書かれている。"},
            {"kind": "end", "text": "カードを終えたら、ボタン「{label}」をクリックしよう。{say}。",
             "done": "手番が終わった。ほかの席はボットが一手ずつプレイし、「ゲームの経過」がその手番を伝える。"},
        ],
        "free": "ここからは自分で：鍵を見つけて門を開け、チームの患者を脱出させよう。「?」で各カードの説明が見られる。",
        "title": "遊び方を学ぶ", "step": "ステップ {n} / {of}",
    },
}
