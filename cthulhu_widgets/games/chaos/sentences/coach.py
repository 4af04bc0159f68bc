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
# sentence, so the mark names exactly what is on the table. The last step's words fit any chip it rings: when the third
# decision is a reaction or join window, frames/coach.py rings that window's first chip (issue 23 r6b: "When you are
# done with cards" was said of "Complete A2's reaction"). Its verbs (choose, press) fit a mouse and a finger alike.
COACH = {
    "en": {
        "steps": [
            {"kind": "move", "text": "You are A1; A2 is your partner. Find the key to open the gate, then bring a "
                                     "patient of your team through it; ghosts walk through walls and hunt. First you "
                                     "move one step: choose the ringed cell ({say}).",
             "done": "You moved one step."},
            {"kind": "play", "text": "After your move you may play cards from your hand. Choose the ringed card. "
                                     "{say}.",
             "done": "Your card acted: the Story of the game says what it did."},
            {"kind": "end", "text": "Next, press the chip \"{label}\". {say}.",
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
            {"kind": "end", "text": "接下来，点击按钮“{label}”。{say}。",
             "done": "你的回合结束了；电脑一步一步地替其他座位行动，“游戏经过”会写出它们的回合。"},
        ],
        "free": "接下来由你自己来：找到钥匙，打开大门，让你们队的病人逃离。“?”说明每一张牌。",
        "title": "学习玩法", "step": "第 {n} 步，共 {of} 步",
    },
    "ja": {
        "steps": [
            {"kind": "move", "text": "あなたは A1、A2 が味方。鍵を見つけて門を開け、チームの患者を門から脱出させれば勝ち；幽霊は壁を"
                                     "通り抜けて追いかける。まず 1 歩移動する：囲まれたマスを選ぼう（{say}）。",
             "done": "1 歩移動した。"},
            {"kind": "play", "text": "移動の後は手札のカードをプレイできる。囲まれたカードを選ぼう。{say}。",
             "done": "カードが効果を発揮した：「ゲームの経過」に何が起きたか書かれている。"},
            {"kind": "end", "text": "次に、ボタン「{label}」を押そう。{say}。",
             "done": "手番が終わった。ほかの席はボットが一手ずつプレイし、「ゲームの経過」がその手番を伝える。"},
        ],
        "free": "ここからは自分で：鍵を見つけて門を開け、チームの患者を脱出させよう。「?」で各カードの説明が見られる。",
        "title": "遊び方を学ぶ", "step": "ステップ {n} / {of}",
    },
}

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
        "reaction": "A reaction: when the enemy team starts a combo, the other team may answer it: its ghost plays "
                    "Prank and its patient Schizophrenia. Same suit: the combo works against its own team; different "
                    "suits: it is cancelled. When you are asked, play your card if you hold it, or choose "
                    "\"Do not react\".",
        "ghost": "You became a ghost: a patient of the other team met you, and you swapped roles. A ghost walks "
                 "through walls, is not hurt by bombs and plays ghost cards; the patient cards left in your hand are "
                 "hatched because a ghost cannot play them. Hunt the enemy patient: meet it to become a patient "
                 "again.",
        "ghost_combo": "You became a ghost: the enemy team's combo (Brainwash and Amnesia) swapped your role with "
                       "your partner's. A ghost walks through walls, is not hurt by bombs and plays ghost cards; the "
                       "patient cards left in your hand are hatched because a ghost cannot play them. Hunt the enemy "
                       "patient: meet it to become a patient again.",
        "midnight": "Midnight: a seat discarded three cards of one suit to set the time for its next 2 turns. Each step of a "
                    "patient now goes where a compass spin points (a blocked step is lost), and each patient plays "
                    "at most one card a turn.",
        "dawn": "Dawn: a seat discarded three cards of one suit to set the time for its next 2 turns. Each ghost may only "
                "move along the row or column it stood on (the dashed lines), and each ghost plays at most one card "
                "a turn.",
        "unseen": "Hidden bombs: some cells hold bombs you cannot see. If your patient steps on one, it goes back to "
                  "its spawn and moves no more this turn (a ghost is not hurt); your own team's bombs, your partner's "
                  "included, hurt you too. To avoid them: play Checkup to learn "
                  "which of three cells hold bombs (the board then marks them for you), keep Protection for a risky "
                  "step, and walk round every bomb marked on the board.",
        "bomb_planted": "Bombs: a ghost moved bombs, or planted two that last until its next turn; only its team sees "
                        "where. A patient who steps on a bomb goes back to its spawn, even on its own team's bomb. Checkup shows "
                        "you three cells.",
        "bomb_hit": "A bomb: a patient stepped on a hidden bomb and went back to its spawn (Protection saves it). "
                    "Ghosts are not hurt by bombs. Play Checkup to learn which cells hold bombs.",
        "bomb_checked": "Checkup: you learned which of three cells hold bombs; the board marks them for you alone. "
                        "Walk round the bombs.",
        "gate": "The gate is open: a piece stepped on the key. Now a patient who reaches the gate wins for its team: "
                "bring your team's patient there, and keep the enemy patient away.",
        "nudge": "This move is yours to make: press what the coach rings.",
    },
    "zh": {
        "head": {"combo": "合作", "reaction": "反制", "ghost": "你成了鬼魂", "midnight": "午夜", "dawn": "黎明",
                 "unseen": "隐藏的炸弹", "bomb": "炸弹", "gate": "大门打开了"},
        "combo": "合作：每轮中一组先行动的座位可以发起合作；它和队友各打出一张牌，两人的回合合成一个共同回合。同花色时效果完整，"
                 "花色不同时效果减弱。轮到你可以合作时，面板会列出每对牌的效果。",
        "reaction": "反制：敌方组发起合作时，另一组可以反制：它的鬼魂打出恶作剧，病人打出精神分裂。同花色时，这次合作反过来作用于"
                    "发起的一组；花色不同时，合作被取消。问到你时，有这张牌就打出，否则选择“不反制”。",
        "ghost": "你成了鬼魂：另一组的病人碰到了你，你们交换了身份。鬼魂能穿墙，不受炸弹伤害，打出鬼魂牌；你手里剩下的病人牌"
                 "画上了斜线，因为鬼魂不能打出它们。去追捕敌方病人：碰到它就能重新成为病人。",
        "ghost_combo": "你成了鬼魂：敌方组的合作（洗脑和失忆）让你和队友交换了身份。鬼魂能穿墙，不受炸弹伤害，打出鬼魂牌；"
                       "你手里剩下的病人牌画上了斜线，因为鬼魂不能打出它们。去追捕敌方病人：碰到它就能重新成为病人。",
        "midnight": "午夜：有人弃掉三张同花色的牌，把时间设为午夜，持续到其之后的 2 个回合。现在病人每走一步都由转罗盘决定方向（被挡住的一步作废），"
                    "每个病人每回合最多打出一张牌。",
        "dawn": "黎明：有人弃掉三张同花色的牌，把时间设为黎明，持续到其之后的 2 个回合。现在每个鬼魂只能沿它所在的行或列移动（虚线），每个鬼魂"
                "每回合最多打出一张牌。",
        "unseen": "隐藏的炸弹：有些格子里埋着你看不见的炸弹。你的病人踩到炸弹就会回到出生点，本回合不能再移动（鬼魂不受伤害）；自己组的炸弹（包括队友放的）也会伤到你。"
                  "避开的办法：打出体检，查看三个格子里哪些有炸弹（棋盘会只为你标出）；留着保护应对危险的一步；绕开棋盘上标出的每个炸弹。",
        "bomb_planted": "炸弹：鬼魂移动了炸弹，或放置了两个持续到它下个回合的临时炸弹；只有它那一组知道位置。病人踩到炸弹会回到出生点，自己组的炸弹也一样。"
                        "打出体检可以查看三个格子。",
        "bomb_hit": "炸弹：一个病人踩到隐藏的炸弹，回到了出生点（保护能防住）。鬼魂不受炸弹伤害。打出体检可以知道哪些格子有炸弹。",
        "bomb_checked": "体检：你知道了三个格子里哪些有炸弹；棋盘只为你标出它们。绕开炸弹走。",
        "gate": "大门打开了：有棋子踩到了钥匙。现在病人走到大门就为自己的组获胜：把你们组的病人带过去，并挡住敌方病人。",
        "nudge": "这一步要你自己走：点击教练圈出的地方。",
    },
    "ja": {
        "head": {"combo": "コンボ", "reaction": "対抗", "ghost": "あなたは幽霊になった", "midnight": "真夜中",
                 "dawn": "夜明け", "unseen": "隠れた爆弾", "bomb": "爆弾", "gate": "門が開いた"},
        "combo": "コンボ：ラウンドでチームが最初に動く手番に、その席はコンボを始められる。その席と味方が 1 枚ずつカードを出し、"
                 "2 人の手番が 1 つの共同の手番になる。同じスートなら完全な効果、違うスートなら弱い効果。誘われたら、パネルに"
                 "カードの組ごとの効果が出る。",
        "reaction": "対抗：敵チームがコンボを始めると、相手のチームは対抗できる：幽霊がいたずらを、患者が統合失調症を出す。"
                    "同じスートならコンボは始めたチーム自身にかかり、違うスートなら取り消される。聞かれたら、そのカードが"
                    "あれば出し、なければ「対抗しない」を選ぼう。",
        "ghost": "あなたは幽霊になった：相手チームの患者と出会い、役割が入れ替わった。幽霊は壁を通り抜け、爆弾を受けず、幽霊の"
                 "カードを出す。手札に残った患者のカードは幽霊には出せないので斜線が引かれている。敵の患者を追いかけよう：出会えば"
                 "また患者に戻れる。",
        "ghost_combo": "あなたは幽霊になった：敵チームのコンボ（洗脳と記憶喪失）で、あなたと味方の役割が入れ替わった。幽霊は壁を"
                       "通り抜け、爆弾を受けず、幽霊のカードを出す。手札に残った患者のカードは幽霊には出せないので斜線が"
                       "引かれている。敵の患者を追いかけよう：出会えばまた患者に戻れる。",
        "midnight": "真夜中：誰かが同じスートのカードを 3 枚捨て、その人の次の 2 手番のあいだ真夜中にした。患者の 1 歩ごとに羅針盤を回して"
                    "方向が決まり（ふさがれた 1 歩は失われる）、患者は 1 手番に 1 枚までしかカードを出せない。",
        "dawn": "夜明け：誰かが同じスートのカードを 3 枚捨て、その人の次の 2 手番のあいだ夜明けにした。幽霊は立っていた行か列（破線）の上"
                "しか動けず、幽霊は 1 手番に 1 枚までしかカードを出せない。",
        "unseen": "隠れた爆弾：いくつかのマスには見えない爆弾がある。あなたの患者が踏むとスタート地点に戻り、その手番は"
                  "もう動けない（幽霊は傷つかない）。味方の爆弾（パートナーが置いたものも）でも同じように傷つく。避けるには：検診で 3 マスのどこに爆弾があるか調べる（盤にあなたにだけ印が出る）、"
                  "危ない 1 歩のために保護を残しておく、盤に印のある爆弾はよけて進む。",
        "bomb_planted": "爆弾：幽霊が爆弾を動かしたか、次の手番まで残る一時的な爆弾を 2 つ置いた。場所はそのチームにしか見えない。"
                        "爆弾を踏んだ患者は、味方の爆弾でもスタート地点に戻る。検診で 3 マスを調べられる。",
        "bomb_hit": "爆弾：患者が隠れた爆弾を踏み、スタート地点に戻った（保護なら防げる）。幽霊は爆弾を受けない。検診で爆弾の"
                    "あるマスを調べよう。",
        "bomb_checked": "検診：3 マスのうち爆弾のあるマスがわかった。盤にはあなたにだけ印が出る。爆弾をよけて進もう。",
        "gate": "門が開いた：駒が鍵を踏んだ。これからは門にたどり着いた患者のチームが勝つ。味方の患者を門へ運び、敵の患者を"
                "近づけないようにしよう。",
        "nudge": "この一手はあなたが指す番：コーチが囲んだところを選ぼう。",
    },
}
