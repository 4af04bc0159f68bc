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

# Coach marks: one per decision of the first turns, in order; `kind` is the legal move it points at (the step's own
# `move` when legal, else the first of that kind, else the step's first legal move), `text` one idea of the game and
# then what to click, `done` what just happened (shown with the next mark). In `text`, frames/coach.py fills {label}
# with the words the ringed item shows (a chip's label) and {say} with its move's sentence, so the mark names exactly
# what is on the table; "highlighted" is the table's own word for what may be clicked (review 10: "the surrounded
# place"). A `done_when` line replaces `done` when its event happened before the seat acts again (review 10: "A2 did
# not join" while A2 had joined; a line true whenever it shows: "Your turn is over" showed on the seat's own turn),
# and `swapped` tells, with any line, why the seat became a ghost meanwhile; `off` replaces a step's last sentence
# (what to click) when the seat left the course and the step rings another kind of item (a join chip, round 6b). A step's bubble (the note held over it, `done`, `text`)
# says at most 4 lines on a 390 px phone before its first line break; the rest waits behind "More…" (review 31).
# The course is fixed: "Learn to play" deals LEARN_SEED and LEARN_SETUP with fresh bots (widgets/commands.py), so it
# is the same in every language and width. Its 10 steps are the seat's first 10 decisions, each asking what fits the
# board then (newcomer review 11): walk toward the key (step 1 says who opens the gate, {opens}, from the table's
# rules, CH-MOVE-5), Mania / Sprint's extra step (CH-P4, CH-CARD-4), ending the cards, stepping on the key (the gate
# opens), the race and hidden bombs (step 5's c7 holds B2's temporary bomb: the step warns an unchecked cell may
# hold one, and its done_when line tells the bomb as the lesson; newcomer review 20: "it felt like a trick"), a time
# card (three Skulls: Dawn, CH-TIME-1/3), the bots' turns, a combo (Protection + Possession, CH-C3, A2 joins), the
# joint turn's move and its push (away from the gate). The moments then show each thing as it happens
# (frames/coach_moments.py), the role swap among them (CH-SWAP-1).
# The deal: A1's hand (a Sprint, three Skulls once the deck's top Skull comes), A2's, the patient deck's top, the
# key two cells right of A1 (CH-MAP-4: placed by the setup in round 1) and bombs off the course's cells.
LEARN_SETUP = {"hands": {"A1": ["sprint_eye", "schizophrenia_skull", "protection_skull"],
                         "A2": ["brainwash_moon", "prank_moon", "possession_skull"]},
               "decks": {"patient": ["sprint_moon", "checkup_skull", "amnesia_skull", "sprint_skull"]},
               "key": [8, 3], "bombs": [[3, 5], [5, 6], [4, 3], [2, 6]]}
# The moments (frames/coach_moments.py) the steps teach: the gate (step 4), Dawn (6), combos (8-10). Their tips do not
# come back after the course (newcomer review 12: "Tip · Combo" after the combo's steps); the hidden bombs' tip, at
# the patient's first step on its own, says more than step 5 (how to avoid them, round 6d) and stays; it is the one
# bombs' tip of the game (newcomer review 14: "Bombs" came right after it, saying the same): it tells the planted ones.
TAUGHT = ("gate", "dawn", "combo", "bomb")
# The seats whose bots take random legal moves in a Learn game, from a round on: team B's two seats once the steps are
# over (they end in round 3; until then B1 and B2 play as the course was written for), so the race the gate opens in
# round 1 (step 4) leaves the learner time (newcomer review 12, finding 5: B1 could win by round 5-7 while A1 learned;
# review 13, CHAOS phone finding 6: B2's combo then made the learner a ghost while the words spoke of B1 alone); no
# rule changes (bots are free to choose), and the last words say so, and what random moves can still do.
GENTLE = {"B1": 4, "B2": 4}
COMBO_WHEN = ("reflected", "cancelled", "combo_declined")   # the first one seen tells the outcome; else "done"
COACH = {
    "en": {
        "steps": [
            {"idea": "The goal: the key opens the gate; then a patient who walks out through it wins for its team.",
             "kind": "move", "move": "move col=2 row=8",
             "text": "In this lesson you are A1 (blue, solid token), team A's patient. Walk toward the key: the "
                     "highlighted cell ({say}), shared with your partner A2.\n{opens} that steps on the key opens the "
                     "gate; a patient who walks out through it wins. A2 and B2 are ghosts (dashed tokens).",
             "done": "You moved: the key is one cell away."},
            {"idea": "Moving: one step up, down, left or right; after it you may play cards (Mania / Sprint: one "
                     "more step).",
             "kind": "play", "move": "play card=sprint_eye",
             "text": "Then you may play cards: Mania / Sprint gives one more step. Choose the highlighted card: "
                     "{say}.\nA piece steps one cell up, down, left or right.",
             "done": "Your card acted: one more step is yours.\nPatients go round walls; ghosts pass through them."},
            {"idea": "Cards: a patient plays patient cards, a ghost plays ghost "
                     "cards; choose a card in your hand to read it.",
             "kind": "end",
             "text": "Your extra step comes once your cards are done: press the highlighted \"{label}\".\nA patient "
                     "plays patient cards, a ghost plays ghost cards.",
             "done": "Now your extra step."},
            {"idea": "The key: stepping on it opens the gate for the rest of the game.",
             "kind": "extra", "move": "move col=3 row=8",
             "text": "Until a piece steps on it, the key jumps to a random cell at each round's end; stepping on "
                     "it opens the gate for good. Choose the highlighted cell, the key ({say}).",
             "done": "You stepped on the key: the gate (top left) is open.\nNow the first patient to reach it wins "
                     "for its team; if no patient is out by the round limit, the game is a draw."},
            {"idea": "Hidden bombs: a patient who steps on one goes back to its spawn.",
             "kind": "move", "move": "move col=3 row=7",
             "text": "Hidden bombs: choose the highlighted cell ({say}).\nThis step shows what a hidden bomb does: "
                     "No one has checked the highlighted cell. 4 bombs lie hidden from the start, and Mischief "
                     "(a ghost card) adds temporary ones; one sends a patient back to its spawn.",
             "done": "You moved.\nMischief (a ghost card) adds more bombs; Checkup shows which cells are safe.",
             "done_when": {"bomb": "That was a hidden bomb: you went back to a8.\nYour patient's move is over. "
                                   "Mischief (a ghost card) adds more bombs; Checkup shows which cells are safe before you "
                                   "step."}},
            {"idea": "Time cards: three cards of one suit, discarded together, set Midnight or Dawn for your next 2 "
                     "turns.",
             "kind": "declare_time", "move": "declare_time cards=protection_skull+schizophrenia_skull+sprint_skull "
                                             "time=dawn",
             "text": "You hold three Skulls: choose the highlighted button that sets Dawn. At Dawn each ghost "
                     "(a dashed token, as B2) moves only along one line.\nThree cards of one suit, discarded together, "
                     "set Midnight or Dawn for your next 2 turns.",
             "done": "It is Dawn now, for your next 2 turns.\nEach ghost keeps to its dash-dot lines on the board."},
            {"idea": "After your turn the bots play the other seats one move "
                     "at a time; the Story of the game tells their turns.",
             "kind": "end", "wait_line": 1,   # its done says what to do while the bots play (frames/coach.py)
             "text": "Press the highlighted \"{label}\"; then the bots play the other seats (their ▶ button hurries them). Beware B2: if it reaches "
                     "your cell, you swap roles.\nThey play one card, pick or step at a time; after a swap you are "
                     "the ghost; meet an enemy patient to swap back.",
             "done": "Press \"A2 plays ▶\" (it names the seat next) while the bots play, for their next move at once, or "
                     "close this and wait: they play on their own.\nThey play one card, pick or step at a time; the Story of the game tells their turns."},
            {"idea": "Combos: on your team's first turn of a round you may offer your partner a combo; joined, your "
                     "two turns become one.",
             "kind": "combo", "move": "combo card=protection_eye combo=C3",
             "text": "Offer A2 a combo: your patient card {card} and its ghost card Possession differ in suit (◉, ☠), "
                     "a weak effect: a 1-cell push (same suit: 3 cells). Choose the highlighted card.\nOn your team's first turn of a round you may offer your partner a combo; if it joins, your "
                     "two turns become one.",
             # the reaction's rule behind "More…" (review 28, chaos_en 7: step 9 in 7 lines)
             "done": "A2 joined: your two turns are one joint turn.\nTeam B did not react. A reaction answers a "
                     "combo: the other team's ghost plays Prank and its patient Schizophrenia; same suit: the combo "
                     "works for that team instead; other suits: it is cancelled.",
             "done_when": dict(zip(COMBO_WHEN, (
                 "Team B answered your combo with a reaction: the Story of the game says what it did.",
                 "Team B answered your combo with a reaction and cancelled it: the Story of the game tells it.",
                 "A2 did not join (it holds no card for this combo): your card came back to your hand, and your "
                 "turn goes on.")))},
            {"idea": "A joint turn: you both move, then the combo acts.",
             "kind": "move", "move": "move col=2 row=7",
             "text": "You both move, then the combo acts: choose the highlighted cell ({say}), toward the gate.",
             "done": "You moved; now your combo acts."},
            {"idea": "A combo's push: it moves both enemy pieces one cell.",
             "kind": "push", "move": "push dir=down",
             "text": "Different suits, a weak effect: your combo pushes both enemy pieces one cell (same suit: 3 "
                     "cells), away from the gate. Choose the "
                     "highlighted \"{label}\".",
             "done": "Your combo pushed team B's pieces: {pushed}. The course is over: play on this game, or start a "
                     "New game."},
        ],
        "free": "The tutorial is over: you play on your own now. Bring your patient out through the gate (the key "
                "opens it) before B1 and before the round limit. From now on in this tutorial game team B's bots (B1 and B2) "
                "move at random, so you have time, though a random move can still swap roles with you or bomb you; in a "
                "new game every bot plays its best. Choose a card in your hand to read what it "
                "does.",
        "opens": {"any": "Any piece", "patient": "Only a patient"},
        "swapped": {"swap": "You met {seat}: you swapped roles. You are a ghost now (dashed token): ghost cards, "
                            "walls are no obstacle; meet an enemy patient to be a patient again.",
                    "roles_swapped": "You are a ghost now: a Brainwash and Amnesia combo swapped your role with "
                                     "your partner's (see the Story of the game)."},
        "pushed": {"seen": "{seat} {start}→{to}", "bombed": "{seat} {start}→{to}, onto a bomb: back to {back}",
                   "hidden": "{seat} unseen (vanished)", "join": ", ",
                   "none": "the Story of the game tells where"},
        "bots": "The bots play now: press their ▶, or close this and wait.",   # this note holds them (review 38)
        "missed": "This step's move cannot be made now (you left the course), so the step is skipped; what it teaches:",
        "title": "Learn to play", "step": "Step {n} of {of}", "after": "What just happened",
        "off": " Choose the highlighted item ({say}).",
        "undone": "You took your move back. The tutorial's deal stays as it was, so this step is asked again.",
        "astray": "Not yet: this step waits for the highlighted item. To leave the course and make your move "
                  "anyway, wait a moment and press it again.",
    },
    "zh": {
        "steps": [
            {"idea": "目标：钥匙打开大门；之后从大门走出去的病人为自己的组获胜。",
             "kind": "move", "move": "move col=2 row=8",
             "text": "这一课里你是 A1（蓝色实线棋子），A 组的病人。朝钥匙走一步：点击高亮的格子（{say}），和队友 A2 共用这一格。"
                     "\n{opens}踩到钥匙就会打开大门，之后从大门走出去的病人获胜。A2 和 B2 是鬼魂（虚线棋子）。",
             "done": "你移动了：钥匙只差一格。"},
            {"idea": "移动：向上、下、左或右走一格；走完后可以出牌（狂躁：多走一步）。",
             "kind": "play", "move": "play card=sprint_eye",
             "text": "之后可以出牌，狂躁让你多走一步。点击高亮的牌：{say}。\n棋子每次向上、下、左或右走一格。",
             "done": "你的牌生效了：你还能多走一步。\n病人绕开墙，鬼魂能穿墙。"},
            {"idea": "手牌：病人出病人牌，鬼魂出鬼魂牌；点击手里的牌就能读到它的作用。",
             "kind": "end",
             "text": "出完牌才走多出的一步：点击高亮的“{label}”。\n病人出病人牌，鬼魂出鬼魂牌。",
             "done": "现在走多出的一步。"},
            {"idea": "钥匙：踩到它，大门就打开，直到游戏结束。",
             "kind": "extra", "move": "move col=3 row=8",
             "text": "钥匙在被踩到之前，每轮结束时都会移到随机格子；踩到它，大门就一直打开。点击高亮的格子，也就是"
                     "钥匙（{say}）。",
             "done": "你踩到了钥匙：大门（左上角）打开了。\n现在第一个走到大门的病人为自己的组获胜；到了轮数上限还没有人走出，则为平局。"},
            {"idea": "隐藏的炸弹：病人踩到就回到出生点。",
             "kind": "move", "move": "move col=3 row=7",
             "text": "隐藏的炸弹：点击高亮的格子（{say}）。\n这一步让你看看隐藏的炸弹会怎样：高亮的格子还没人查过。开局就有 4 个炸弹，捣蛋（鬼魂牌）还会加上临时炸弹；病人踩到就回到出生点。",
             "done": "你移动了。\n捣蛋（鬼魂牌）还能埋更多炸弹；体检能查出哪些格子安全。",
             "done_when": {"bomb": "那是一个隐藏的炸弹：你回到了出生点 a8。\n这一步结束了。捣蛋（鬼魂牌）还能埋更多炸弹；体检能在你走之前查出哪些格子安全。"}},
            {"idea": "时间牌：同一花色的三张牌一起弃掉，可以把时间设为午夜或黎明，持续你之后的 2 个回合。",
             "kind": "declare_time", "move": "declare_time cards=protection_skull+schizophrenia_skull+sprint_skull "
                                             "time=dawn",
             "text": "你手里有三张骷髅：点击设为黎明的高亮按钮。黎明时每个鬼魂（虚线棋子，如 B2）只能沿一条线移动。\n同花色的三张牌一起弃掉，可以把你之后的 2 个回合设为午夜或黎明。",
             "done": "现在是黎明，持续你之后的 2 个回合。\n每个鬼魂只能沿棋盘上的点划线移动。"},
            {"idea": "你的回合之后，电脑一步一步地替其他座位行动；“游戏经过”会写出它们的回合。",
             "kind": "end", "wait_line": 1,   # its done says what to do while the bots play (frames/coach.py)
             "text": "点击高亮的“{label}”，然后电脑替其他座位行动（点它们的 ▶ 按钮可以快一点）。当心 B2：它走到你的格子，你们就交换身份。\n交换后你就是鬼魂；碰到敌方病人就能换回来。",
             "done": "电脑行动时，点击“A2 行动 ▶”（按钮写着下一个座位），电脑立刻走下一步；不点也行，关掉这里，电脑会自动替其他座位行动。\n每次一张牌、一次选格或一步；“游戏经过”会写出它们的回合。"},
            {"idea": "合作：在每轮你们组的第一个回合可以邀请队友合作；队友加入时，两人的回合合成一个。",
             "kind": "combo", "move": "combo card=protection_eye combo=C3",
             "text": "邀请 A2 合作：你的病人牌“{card}”和 A2 的鬼魂牌“附身”花色不同（◉ 和 ☠），效果减弱，只推 1 格（花色相同推 3 格）。点击高亮的牌。\n在每轮你们组的第一个回合，可以邀请队友合作；队友加入时，两人的回合合成一个。",
             "done": "A2 加入了：两人的回合合成一个合作回合。\nB 组没有反制。反制用来回应合作：对方组的鬼魂打出恶作剧、病人打出精神分裂；同花色时合作改为替反制的一方生效，花色不同时合作被取消。",
             "done_when": dict(zip(COMBO_WHEN, (
                 "B 组用反制回应了你的合作：“游戏经过”写着它做了什么。",
                 "B 组用反制回应了你的合作，合作被取消：“游戏经过”写着经过。",
                 "A2 没有加入（它没有这个合作需要的牌）：你的牌回到了手里，你的回合照常进行。")))},
            {"idea": "合作回合：你们两人先移动，然后合作生效。",
             "kind": "move", "move": "move col=2 row=7",
             "text": "你们两人先移动，然后合作生效：点击朝大门的高亮格子（{say}）。",
             "done": "你移动了；现在合作生效。"},
            {"idea": "合作的推动：把两个敌方棋子各推一格。",
             "kind": "push", "move": "push dir=down",
             "text": "花色不同，合作效果减弱：把两个敌方棋子各推 1 格（花色相同推 3 格），推离大门。点击高亮的“{label}”。",
             "done": "你的合作推动了 B 组的棋子：{pushed}。教学到此结束：继续这局，或点击“新游戏”。"},
        ],
        "free": "教学结束了：接下来由你自己来。在 B1 之前、轮数上限之前，让你的病人从大门走出去（钥匙打开大门）。这局教学里 B 组的电脑（B1 和 B2）从现在起随机行动，"
                "你有时间慢慢来，不过随机的一步仍可能和你交换身份或让你踩到炸弹；新的一局里每个电脑都会全力以赴。点击手里的牌就能读到它的作用。",
        "opens": {"any": "任何棋子", "patient": "只有病人"},
        "swapped": {"swap": "你碰到了 {seat}：你们交换了身份。你现在是鬼魂（虚线棋子）：出鬼魂牌，能穿墙；碰到敌方病人就能重新成为病人。",
                    "roles_swapped": "你现在是鬼魂了：一次洗脑加失忆的合作让你和队友交换了身份（见“游戏经过”）。"},
        "pushed": {"seen": "{seat} {start}→{to}", "bombed": "{seat} {start}→{to}，踩到炸弹回到 {back}",
                   "hidden": "{seat} 看不见（已消隐）", "join": "，",
                   "none": "“游戏经过”写着推到了哪里"},
        "bots": "电脑正在行动：点击 ▶，或者关掉这里再等。",
        "missed": "这一步的操作现在做不了（你离开了教学路线），所以跳过；它要教的是：",
        "title": "学习玩法", "step": "第 {n} 步，共 {of} 步", "after": "刚才发生的事",
        "off": "点击高亮之处（{say}）。",
        "undone": "你收回了这一步。教学的牌局保持不变，所以这一步再问你一次。",
        "astray": "先别急：这一步等你点击高亮之处。若要离开教学路线照样走这一步，稍等片刻再点一次。",
    },
    "ja": {
        "steps": [
            {"idea": "目的：鍵で門が開き、その後に門から出た患者のチームが勝つ。",
             "kind": "move", "move": "move col=2 row=8",
             "text": "このレッスンではあなたは A1（青い実線の駒）、チーム A の患者。味方 A2 がいる強調されたマスを選び、鍵に近づこう"
                     "（{say}）。\n{opens}鍵を踏むと門が開き、門から出た患者のチームが勝つ。A2 と B2 は幽霊（破線の駒）。",
             "done": "移動した：鍵まであと 1 マス。"},
            {"idea": "移動：上下左右に 1 歩。その後カードを出せる（躁状態／疾走：もう 1 歩）。",
             "kind": "play", "move": "play card=sprint_eye",
             "text": "その後カードを出せる（躁状態／疾走ならもう 1 歩）。強調された「{card}」を選ぼう。\n駒は上下左右に 1 歩進む。",
             "done": "カードが効果を発揮した：もう 1 歩進める。\n患者は壁を回り込み、幽霊は壁を通り抜ける。"},
            {"idea": "カード：患者は患者の、幽霊は幽霊のカードを出す。手札のカードを選ぶと説明が読める。",
             "kind": "end",
             "text": "カードを出し終えると追加の 1 歩：強調された「{label}」を押そう。\n患者は患者の、幽霊は幽霊のカードを出す。",
             "done": "追加の 1 歩を進もう。"},
            {"idea": "鍵：踏むと門が開き、ゲームの終わりまで開いたまま。",
             "kind": "extra", "move": "move col=3 row=8",
             "text": "鍵は、駒が踏むまでラウンドが終わるたびランダムなマスへ移る。踏めば門はゲームの終わりまで開く"
                     "：強調されたマス、鍵を選ぼう（{say}）。",
             "done": "鍵を踏んだ：門（左上）が開いた。\nこれからは最初に門にたどり着いた患者のチームが勝つ。ラウンド上限までに誰も出なければ引き分け。"},
            {"idea": "隠れた爆弾：踏んだ患者はスタート地点に戻る。",
             "kind": "move", "move": "move col=3 row=7",
             "text": "隠れた爆弾：強調されたマスを選ぼう（{say}）。\n隠れた爆弾の働きを見よう。まだ誰も調べていないマスだ。爆弾は最初から 4 個あり、撹乱（幽霊のカード）で一時的な爆弾も加わる。踏んだ患者はスタート地点に戻る。",
             "done": "移動した。\n撹乱（幽霊のカード）でさらに爆弾を置ける。「検診」でどのマスが安全かわかる。",
             "done_when": {"bomb": "今のは隠れた爆弾：スタート地点の a8 に戻った。\nこの移動は終わり。撹乱（幽霊のカード）でさらに爆弾を置ける。「検診」を使えば、踏む前にどのマスが安全かわかる。"}},
            {"idea": "時間のカード：同じマークの 3 枚をまとめて捨てると、次の 2 手番のあいだ真夜中か夜明けになる。",
             "kind": "declare_time", "move": "declare_time cards=protection_skull+schizophrenia_skull+sprint_skull "
                                             "time=dawn",
             "text": "髑髏が 3 枚ある：夜明けにする強調されたボタンを選ぼう。夜明けは幽霊（B2 など破線の駒）が 1 本の線の上しか動けない。"
                     "\n同じマークの 3 枚をまとめて捨てると、あなたの次の 2 手番のあいだ真夜中か夜明けになる。",
             "done": "夜明けになった（あなたの次の 2 手番）。\n幽霊は盤の一点鎖線の上しか動けない。"},
            {"idea": "あなたの手番の後、ボットがほかの席を一手ずつプレイし、「ゲームの経過」がその手番を伝える。",
             "kind": "end", "wait_line": 1,   # its done says what to do while the bots play (frames/coach.py)
             "text": "強調された「{label}」を押すと、ボットがほかの席をプレイする（▶ ボタンで早まる）。敵の幽霊 B2 があなたのマスに来ると役割が入れ替わる。\n入れ替わるとあなたが幽霊になる。敵の患者と出会えば戻れる。",
             "done": "ボットの番のあいだ、「A2 を進める ▶」（次の席の名前）を押すとボットの次の一手がすぐ進む。これを閉じて待てばボットがほかの席を自分でプレイする。\n"
                     "カード 1 枚、マス選び 1 回か 1 歩ずつ。「ゲームの経過」がその手番を伝える。"},
            {"idea": "コンボ：ラウンドの最初の手番に味方をコンボに誘える。加われば 2 人の手番が 1 つになる。",
             "kind": "combo", "move": "combo card=protection_eye combo=C3",
             "text": "A2 をコンボに誘おう：患者のカード「{card}」と A2 の幽霊のカード「憑依」はマークが違い、弱い効果で 1 マス押す（同じなら 3 マス）。強調されたカードを選ぶ。\n味方を誘えるのはラウンドの最初の手番、加われば 2 人の手番が 1 つになる。",
             "done": "A2 が加わり、2 人の手番が 1 つの合同手番になった。\nチーム B "
                     "は対抗しなかった。対抗はコンボへの返し手：相手チームの幽霊がいたずら、患者が統合失調症を出す。同じマークならコンボはそのチームのものとして働き、違えば打ち消される。",
             "done_when": dict(zip(COMBO_WHEN, (
                 "チーム B があなたのコンボに対抗した：「ゲームの経過」に何が起きたか書かれている。",
                 "チーム B が対抗してコンボを打ち消した：「ゲームの経過」に書かれている。",
                 "A2 は加わらなかった（このコンボに必要なカードがない）：カードは手札に戻り、手番はそのまま続く。")))},
            {"idea": "合同手番：2 人とも動き、その後コンボが効く。",
             "kind": "move", "move": "move col=2 row=7",
             "text": "2 人とも動き、その後コンボが効く：門へ向かう強調されたマスを選ぼう（{say}）。",
             "done": "移動した。次はコンボが効く。"},
            {"idea": "コンボの押し出し：敵の駒を 2 つとも 1 マス押す。",
             "kind": "push", "move": "push dir=down",
             "text": "マークが違うのでコンボは弱い効果：敵の駒を 2 つとも 1 マス押して（同じマークなら 3 マス）門から遠ざけよう。強調された「{label}」を選ぼう。",
             "done": "コンボがチーム B の駒を押した：{pushed}。レッスンはここまで：このまま続けるか、「新しいゲーム」を押そう。"},
        ],
        "free": "レッスンはここまで：ここからは自分で。B1 より先に、ラウンド上限までに、あなたの患者を門から（鍵で開く）"
                "脱出させよう。このレッスンのゲームでは、ここからチーム B のボット（B1 と B2）はランダムに動くので、時間は十分ある（ただしランダムな一手でも役割の入れ替えや爆弾は起こりうる）。新しいゲームでは"
                "どのボットも全力でプレイする。手札のカードを選ぶと説明が読める。",
        "opens": {"any": "どの駒でも", "patient": "患者だけが"},
        "swapped": {"swap": "{seat} と出会い、役割が入れ替わった。あなたは幽霊（破線の駒）：幽霊のカードを出し、壁を通り抜ける。敵の患者と出会えばまた患者に戻れる。",
                    "roles_swapped": "あなたは幽霊になった：洗脳と記憶喪失のコンボで、あなたと味方の役割が入れ替わった"
                                     "（「ゲームの経過」を見よう）。"},
        "pushed": {"seen": "{seat} {start}→{to}", "bombed": "{seat} {start}→{to}（爆弾で {back} に戻った）",
                   "hidden": "{seat} は見えない（消失中）", "join": "、",
                   "none": "どこへ動いたかは「ゲームの経過」に"},
        "bots": "ボットの番：▶ のボタンを押すか、これを閉じて待とう。",
        "missed": "このステップの一手は今はできない（レッスンを離れた）ので飛ばす。教える内容：",
        "title": "遊び方を学ぶ", "step": "ステップ {n} / {of}", "after": "今起きたこと",
        "off": "強調されたところを選ぼう（{say}）。",
        "undone": "一手戻した。レッスンの配りはそのままなので、このステップをもう一度。",
        "astray": "まだ：このステップは強調されたところを待っている。レッスンを離れてその一手を選ぶなら、少し待ってからもう一度押そう。",
    },
}

# (The hidden bombs' tip no longer says "or keep Protection": played from the hand it comes after the step, CH-CARD-4;
# review 33, room_en 1. The reader's first hit says how to step safely: course_words.SAFE_STEPS.)
# The coach's moments (frames/coach_moments.py): after the coached steps, the first time each happens in a Learn game,
# one bubble: what happened, what it means for the seat, what to do. `head` names the moment; `nudge` is said when the
# seat asks a bot to take a coached move ("Bot move", "▶") — calm words, not an error.
MOMENTS = {
    "en": {
        "head": {"combo": "Combo", "reaction": "Reaction", "ghost": "You are a ghost", "midnight": "Midnight",
                 "dawn": "Dawn", "unseen": "Hidden bombs", "bomb": "Bombs", "gate": "The gate is open"},
        "combo": "A combo: on its team's first turn of a round, a seat may start a combo; it and its partner each play "
                 "one card, and the two turns become one joint turn. Same suit: the full effect; different suits: a "
                 "weak one. When you are offered one, the panel lists what each pair of cards does.",
        "reaction": "A reaction: when the other team starts a combo, your ghost may play Prank and your patient "
                    "Schizophrenia. Same suit: the combo works for your team instead; other suits: it is cancelled. "
                    "Without the card, choose \"Do not react\".",
        "ghost": "Roles swapped: you are now a ghost, as your patient met a ghost of the other team on one cell "
                 "(your piece on the board is a ghost now). Your patient cards count only toward time cards (three of "
                 "one suit); a ghost cannot play them, so they are hatched. A ghost walks through walls, is not hurt "
                 "by bombs and plays ghost cards. Hunt the enemy patient: meet it to become a patient again.",
        "ghost_combo": "Roles swapped: you are now a ghost, as a combo of Brainwash and Amnesia swapped your role with "
                       "your partner's (the Story of the game tells whose combo). Your patient cards count only toward "
                       "time cards (three of one suit); a ghost cannot play them, so they are hatched. A ghost walks "
                       "through walls, is not hurt by bombs and plays ghost cards. Hunt the enemy patient: meet it to "
                       "become a patient again.",
        "midnight": "Midnight changes your move: your patient cannot choose its step now. \"{spin}\" moves it one "
                    "cell the way the compass points (a blocked step is lost), or you stay; and each patient plays at "
                    "most one card a turn, you too. A seat set Midnight with three cards of one suit; it lasts until that seat's "
                    "next 2 turns are over.",
        "dawn": "Dawn: a seat discarded three cards of one suit to set the time for its next 2 turns. Each ghost may only "
                "move along the row or column it stood on (the dash-dot lines), and each ghost plays at most one card "
                "a turn.",
        "unseen": "Some cells hold bombs you cannot see, and a ghost's Mischief plants or moves more. A patient who "
                  "steps on one goes back to its spawn and its move ends, even on its own team's bomb; ghosts are not "
                  "hurt. Before a risky step, play Checkup: which of three cells hold bombs.",
        "bomb_planted": "Bombs: a ghost moved bombs, or planted two that last until its next turn; only its team sees "
                        "where. A patient who steps on a bomb goes back to its spawn, even on its own team's bomb. Checkup shows "
                        "you three cells.",
        "bomb_hit": "A bomb: a patient stepped on a hidden bomb and went back to its spawn (Protection saves it). "
                    "Ghosts are not hurt by bombs. Play Checkup to learn which cells hold bombs.",
        "bomb_checked": "Checkup: you learned which of three cells hold bombs; the board marks them for you alone. "
                        "Walk round the bombs.",
        "gate": "The gate is open: a piece stepped on the key. Now a patient who reaches the gate wins for its team: "
                "bring your team's patient there, and keep the enemy patient away.",
        "nudge": "This move is yours to make: choose the highlighted item the coach points at.",
    },
    "zh": {
        "head": {"combo": "合作", "reaction": "反制", "ghost": "你成了鬼魂", "midnight": "午夜", "dawn": "黎明",
                 "unseen": "隐藏的炸弹", "bomb": "炸弹", "gate": "大门打开了"},
        "combo": "合作：每轮中一组先行动的座位可以发起合作；它和队友各打出一张牌，两人的回合合成一个合作回合。同花色时效果完整，"
                 "花色不同时效果减弱。轮到你可以合作时，面板会列出每对牌的效果。",
        "reaction": "反制：对方组发起合作时，你方的鬼魂打出恶作剧、病人打出精神分裂。同花色时合作改为替你方生效，花色不同时合作被"
                    "取消。没有这张牌就选择“不反制”。",
        "ghost": "身份交换了：你现在是鬼魂，因为你的病人和另一组的鬼魂走到同一格（棋盘上你的棋子现在是鬼魂）。你手里的病人牌只能用来凑时间牌"
                 "（同花色三张）；鬼魂不能打出它们，所以画上了斜线。鬼魂能穿墙，不受炸弹伤害，打出鬼魂牌。去追捕敌方病人：碰到它就能重新成为病人。",
        "ghost_combo": "身份交换了：你现在是鬼魂，因为一次洗脑加失忆的合作让你和队友交换了身份（“游戏经过”写着是谁的合作）。你手里的病人牌只能用来"
                       "凑时间牌（同花色三张）；鬼魂不能打出它们，所以画上了斜线。鬼魂能穿墙，不受炸弹伤害，打出鬼魂牌。去追捕敌方病人：碰到它就能重新成为病人。",
        "midnight": "午夜改变了你的这一步：你的病人现在不能自己选方向。“{spin}”让它朝罗盘指的方向走一格（被挡住的一步作废），"
                    "或者你原地不动；每个病人每回合最多打出一张牌，你也一样。有人弃掉三张同花色的牌设了午夜，持续到那个人之后的 2 个回合结束。",
        "dawn": "黎明：有人弃掉三张同花色的牌，把时间设为黎明，持续到其之后的 2 个回合。现在每个鬼魂只能沿它所在的行或列移动（点划线），每个鬼魂"
                "每回合最多打出一张牌。",
        "unseen": "有些格子埋着你看不见的炸弹，鬼魂的捣蛋还会放置或移动炸弹。病人踩到就回到出生点，本回合不能再移动；自己组的炸弹也一样，"
                  "鬼魂不受伤害。走危险的一步前，先打出体检（查三个格子有没有炸弹）。",
        "bomb_planted": "炸弹：鬼魂移动了炸弹，或放置了两个持续到它下个回合的临时炸弹；只有它那一组知道位置。病人踩到炸弹会回到出生点，自己组的炸弹也一样。"
                        "打出体检可以查看三个格子。",
        "bomb_hit": "炸弹：一个病人踩到隐藏的炸弹，回到了出生点（保护能防住）。鬼魂不受炸弹伤害。打出体检可以知道哪些格子有炸弹。",
        "bomb_checked": "体检：你知道了三个格子里哪些有炸弹；棋盘只为你标出它们。绕开炸弹走。",
        "gate": "大门打开了：有棋子踩到了钥匙。现在病人走到大门就为自己的组获胜：把你们组的病人带过去，并挡住敌方病人。",
        "nudge": "这一步要你自己走：点击教练指着的高亮之处。",
    },
    "ja": {
        "head": {"combo": "コンボ", "reaction": "対抗", "ghost": "あなたは幽霊になった", "midnight": "真夜中",
                 "dawn": "夜明け", "unseen": "隠れた爆弾", "bomb": "爆弾", "gate": "門が開いた"},
        "combo": "コンボ：ラウンドでチームが最初に動く手番に、その席はコンボを始められる。その席と味方が 1 枚ずつカードを出し、"
                 "2 人の手番が 1 つの合同手番になる。同じマークなら完全な効果、違うマークなら弱い効果。誘われたら、パネルに"
                 "カードの組ごとの効果が出る。",
        "reaction": "対抗：相手チームがコンボを始めたら、あなたのチームは幽霊がいたずら、患者が統合失調症を出せる。同じマークなら"
                    "コンボはあなたのチームのものとして働き、違えば打ち消される。カードがなければ「対抗しない」。",
        "ghost": "役割が入れ替わった：あなたは今、幽霊。あなたの患者が相手チームの幽霊と同じマスに来た（盤のあなたの駒はもう幽霊）。手札の患者のカードは"
                 "時間のカード（同じマーク 3 枚）にしか使えない。幽霊には出せないので斜線が引かれている。幽霊は壁を通り抜け、爆弾を受けず、幽霊のカードを出す。"
                 "敵の患者を追いかけよう：出会えばまた患者に戻れる。",
        "ghost_combo": "役割が入れ替わった：あなたは今、幽霊。洗脳と記憶喪失のコンボで、あなたと味方の役割が入れ替わった（だれのコンボかは「ゲームの経過」に）。"
                       "手札の患者のカードは時間のカード（同じマーク 3 枚）にしか使えない。幽霊には出せないので斜線が引かれている。幽霊は壁を"
                       "通り抜け、爆弾を受けず、幽霊のカードを出す。敵の患者を追いかけよう：出会えばまた患者に戻れる。",
        "midnight": "真夜中であなたの一手が変わる：あなたの患者は今、進む方向を選べない。「{spin}」で羅針盤の指す方向へ 1 マス"
                    "進む（ふさがれた 1 歩は失われる）か、とどまる。患者は 1 手番に 1 枚までしかカードを出せない（あなたも）。誰かが同じマークのカードを "
                    "3 枚捨てて真夜中にし、その人の次の 2 手番が終わるまで続く。",
        "dawn": "夜明け：誰かが同じマークのカードを 3 枚捨て、その人の次の 2 手番のあいだ夜明けにした。幽霊は立っていた行か列（一点鎖線）の上"
                "しか動けず、幽霊は 1 手番に 1 枚までしかカードを出せない。",
        "unseen": "見えない爆弾のあるマスがあり、幽霊の撹乱でさらに置かれたり動かされたりする。患者が踏むとスタート地点に戻り、その手番は"
                  "もう動けない。味方の爆弾でも同じで、幽霊は傷つかない。危ない 1 歩の前に、検診（3 マスの爆弾を調べる）を使おう。",
        "bomb_planted": "爆弾：幽霊が爆弾を動かしたか、次の手番まで残る一時的な爆弾を 2 つ置いた。場所はそのチームにしか見えない。"
                        "爆弾を踏んだ患者は、味方の爆弾でもスタート地点に戻る。検診で 3 マスを調べられる。",
        "bomb_hit": "爆弾：患者が隠れた爆弾を踏み、スタート地点に戻った（保護なら防げる）。幽霊は爆弾を受けない。検診で爆弾の"
                    "あるマスを調べよう。",
        "bomb_checked": "検診：3 マスのうち爆弾のあるマスがわかった。盤にはあなたにだけ印が出る。爆弾をよけて進もう。",
        "gate": "門が開いた：駒が鍵を踏んだ。これからは門にたどり着いた患者のチームが勝つ。味方の患者を門へ運び、敵の患者を"
                "近づけないようにしよう。",
        "nudge": "この一手はあなたの番：コーチが指す強調されたところを選ぼう。",
    },
}
