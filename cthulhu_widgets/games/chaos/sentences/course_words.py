"""More words of CHAOS's "Learn to play" course (frames/coach_waited.py, frames/coach.py farewell), kept apart from
coach.py (under 400 lines): what the bots did while the reader waited between two steps, and the farewell's sentence
once the gate is open (newcomer review 26, chaos_ja 1 and chaos_en 6)."""

# "While you waited": told in the next step's "What just happened" (chaos_ja 1: step 5 came after a whole round of
# the bots, A2's Brainwash and B2's Vanish, with no word on it). `items` are joined by `join` after `lead`; the
# violet cells are the board's tint of a vanished enemy ghost's reach (js/src/chaos/board.js REACH_LEGEND).
WAITED = {
    "en": {"lead": "While you waited: ", "join": "; ", "end": ".",
           "brainwashed": "{seat}'s Brainwash (a ghost card) gave team {team} new hands",
           "vanished": "{seat} vanished (violet: where it may be)"},
    "zh": {"lead": "你等待时：", "join": "；", "end": "。",
           "brainwashed": "{seat} 的洗脑（鬼魂牌）换掉了 {team} 组的手牌",
           "vanished": "{seat} 消隐了（紫色格：它可能在那里）"},
    "zh-TW": {"lead": "你等待時：", "join": "；", "end": "。",
              "brainwashed": "{seat} 的洗腦（鬼魂牌）換掉了 {team} 組的手牌",
              "vanished": "{seat} 消隱了（紫色格：它可能在那裡）"},
    "ja": {"lead": "待っている間に、", "join": "。", "end": "。",
           "brainwashed": "{seat} の洗脳（幽霊のカード）でチーム {team} の手札が入れ替わった",
           "vanished": "{seat} が消えた（紫のマス）"},
}

# The farewell's sentence of the gate, where the gate is already open when it shows (chaos_en 6: "Bring your patient
# out through the gate (the key opens it)" after the reader had opened it at step 4): (said while shut, said open).
GATE_OPEN = {
    "en": ("Bring your patient out through the gate (the key opens it) before",
           "The gate is open: bring your patient out through it before"),
    "zh": ("在 B1 之前、轮数上限之前，让你的病人从大门走出去（钥匙打开大门）。",
           "大门已经打开：在 B1 之前、轮数上限之前，让你的病人从大门走出去。"),
    "zh-TW": ("在 B1 之前、輪數上限之前，讓你的病人從大門走出去（鑰匙開啟大門）。",
              "大門已經打開：在 B1 之前、輪數上限之前，讓你的病人從大門走出去。"),
    "ja": ("B1 より先に、ラウンド上限までに、あなたの患者を門から（鍵で開く）脱出させよう。",
           "門は開いている：B1 より先に、ラウンド上限までに、あなたの患者を門から脱出させよう。"),
}

# One-line first-time tips of what the course's 10 steps never reach (review 28, chaos_en 2: reactions, team cover,
# Vanish, the Brainwash + Amnesia swap and the order's reversal; frames/coach_moments.py adds them to MOMENTS): a
# cover is said when the reader is first offered one, the others when they first happen. The order's chip and the
# news line say the rest.
FIRST_TIPS = {
    "en": {"head": {"cover": "Team cover", "vanish": "Vanish", "swap": "Roles swapped", "reversal": "Order reversed"},
           "cover": "Team cover: your Protection, Sprint, Checkup or Vanish acts on your partner too; your two "
                    "turns become one.",
           "vanish": "Vanish: that ghost is hidden for 2 of its turns; the violet cells show where it may be.",
           "swap": "Brainwash + Amnesia swapped a team's roles: its ghost is a patient now, its patient a ghost.",
           "reversal": "Schizophrenia reversed the turn order: the order chip shows who plays next."},
    "zh": {"head": {"cover": "全队生效", "vanish": "消隐", "swap": "身份交换", "reversal": "顺序反转"},
           "cover": "全队生效：你的保护、狂躁、体检或消隐也作用于队友；两人的回合合成一个。",
           "vanish": "消隐：那个鬼魂在它的 2 个回合内看不见；紫色格是它可能在的地方。",
           "swap": "洗脑加失忆交换了一组的身份：它的鬼魂现在是病人，病人成了鬼魂。",
           "reversal": "精神分裂让回合顺序反转了：顺序标签显示下一个是谁。"},
    "zh-TW": {"head": {"cover": "全隊生效", "vanish": "消隱", "swap": "身分交換", "reversal": "順序反轉"},
              "cover": "全隊生效：你的保護、狂躁、體檢或消隱也作用於隊友；兩人的回合合成一個。",
              "vanish": "消隱：那個鬼魂在它的 2 個回合內看不見；紫色格是它可能在的地方。",
              "swap": "洗腦加失憶交換了一組的身分：它的鬼魂現在是病人，病人成了鬼魂。",
              "reversal": "精神分裂讓回合順序反轉了：順序標籤顯示下一個是誰。"},
    "ja": {"head": {"cover": "チームに使う", "vanish": "消失", "swap": "役割の入れ替え", "reversal": "順番の逆転"},
           "cover": "チームに使う：あなたの保護・疾走・検診・消失が味方にも効き、2 人の手番が 1 つになる。",
           "vanish": "消失：その幽霊は自分の 2 手番のあいだ見えない。紫のマスはいるかもしれない場所。",
           "swap": "洗脳と記憶喪失でチームの役割が入れ替わった：幽霊は患者に、患者は幽霊に。",
           "reversal": "統合失調症で手番の順が逆になった：順番の表示で次の人がわかる。"},
}

# The enemy's ghost cards the course never shows (review 31, room_en 1): the first time an enemy ghost plays one, a
# tip of two short sentences, what it did to the reader's team and what the reader can do (Vanish: its tip above),
# naming the seat that played it ({seat}; review 33, chaos_ja 3: a Prank's tip, unnamed, read as B1's Amnesia).
# zh-TW is zh converted as tools/gen_zh_tw.py converts (OpenCC s2twp).
ENEMY_CARDS = {
    "en": {"head": {"prank": "Prank", "brainwash": "Brainwash", "mischief": "Mischief", "possession": "Possession"},
           "prank": "Prank: enemy ghost {seat} took a random card from {hand}. Play the cards you need soon.",
           "brainwash": "Brainwash: enemy ghost {seat} sent your team's hands into the decks; each drew 3 new cards. "
                        "Read your new hand.",
           "mischief": "Mischief: enemy ghost {seat} planted or moved bombs only its team sees. Checkup finds them; "
                       "Protection saves you.",
           "possession": "Possession: enemy ghost {seat} moved your team's patient 2 steps. Keep 2 cells away, "
                         "or keep Protection."},
    "zh": {"head": {"prank": "恶作剧", "brainwash": "洗脑", "mischief": "捣蛋", "possession": "附身"},
           "prank": "恶作剧：敌方鬼魂 {seat} 从{hand}里随机拿走了一张。需要的牌早点打出。",
           "brainwash": "洗脑：敌方鬼魂 {seat} 把你们组的手牌洗回牌堆，每人重抽 3 张。先看看新手牌。",
           "mischief": "捣蛋：敌方鬼魂 {seat} 放置或移动了只有它们组看得见的炸弹。体检能查出，保护能防住。",
           "possession": "附身：敌方鬼魂 {seat} 把你们组的病人强制移动了 2 格。离它两格远，或留着保护。"},
    "zh-TW": {"head": {"prank": "惡作劇", "brainwash": "洗腦", "mischief": "搗蛋", "possession": "附身"},
              "prank": "惡作劇：敵方鬼魂 {seat} 從{hand}裡隨機拿走了一張。需要的牌早點打出。",
              "brainwash": "洗腦：敵方鬼魂 {seat} 把你們組的手牌洗回牌堆，每人重抽 3 張。先看看新手牌。",
              "mischief": "搗蛋：敵方鬼魂 {seat} 放置或移動了只有它們組看得見的炸彈。體檢能查出，保護能防住。",
              "possession": "附身：敵方鬼魂 {seat} 把你們組的病人強制移動了 2 格。離它兩格遠，或留著保護。"},
    "ja": {"head": {"prank": "いたずら", "brainwash": "洗脳", "mischief": "撹乱", "possession": "憑依"},
           "prank": "いたずら：敵の幽霊 {seat} が{hand}から 1 枚ランダムに取った。必要なカードは早めに出そう。",
           "brainwash": "洗脳：敵の幽霊 {seat} があなたのチームの手札を山札に戻し、各自 3 枚引き直した。新しい手札を確かめよう。",
           "mischief": "撹乱：敵の幽霊 {seat} が、そのチームにしか見えない爆弾を置くか動かした。検診で調べ、保護で防げる。",
           "possession": "憑依：敵の幽霊 {seat} が味方の患者を 2 マス動かした。2 マス離れるか、保護を残そう。"},
}
# Whose hand a Prank took from, in its tip ({hand}): the reader's, another seat's (review 33, chaos_ja 3)
HANDS = {"en": ("your hand", "{seat}'s hand"), "zh": ("你的手牌", "{seat} 的手牌"), "zh-TW": ("你的手牌", "{seat} 的手牌"),
         "ja": ("あなたの手札", "{seat} の手札")}
# A Prank's tip when the hand it tried was empty (CH-G4: nothing is taken; the engine's "nothing_to_take"): it must not
# say a card was taken (round BA's review). zh-TW as tools/gen_zh_tw.py converts zh.
PRANK_EMPTY = {"en": "Prank: enemy ghost {seat} found nothing to take: {hand} was empty. Play the cards you need soon.",
               "zh": "恶作剧：敌方鬼魂 {seat} 什么也没拿到：{hand}是空的。需要的牌早点打出。",
               "zh-TW": "惡作劇：敵方鬼魂 {seat} 什麼也沒拿到：{hand}是空的。需要的牌早點打出。",
               "ja": "いたずら：{hand}が空で、敵の幽霊 {seat} は何も取れなかった。必要なカードは早めに出そう。"}
# The reader's first bomb hit after the course: how a patient steps safely (review 33, room_en 1, room_zh 2: sent home 7
# times, Protection read as a shield for the step). Checkup is the one card before the move (CH-CARD-4), Protection
# from the hand comes after it and lasts to the seat's next turn (CH-P5, CH-DUR-2), Mischief plants and moves bombs
# after any Checkup (CH-G2).
SAFE_STEPS = {
    "en": ("Stepping safely", "To step safely, play Checkup before you move. Protection played after your step guards "
                              "only your extra steps and others' turns. Bombs planted or moved after a Checkup are not "
                              "on it."),
    "zh": ("安全移动", "想安全移动，先打体检再走。保护在你移动之后才打出，只护住你的追加移动和其他人的回合。体检之后新埋或移动的炸弹，体检查不到。"),
    "zh-TW": ("安全移動", "想安全移動，先打體檢再走。保護在你移動之後才打出，只護住你的追加移動和其他人的回合。體檢之後新埋或移動的炸彈，體檢查不到。"),
    "ja": ("安全に進む", "安全に進むには、動く前に検診を出そう。保護は移動のあとに出すので、守れるのは追加の歩と他の人の手番だけ。"
                        "検診のあとに置かれたり動かされたりした爆弾は、その結果に出ない。"),
}
# The reader's first step holding a Checkup after the course (review 35, room_en 1: bombed home 2-3 times before
# learning it; the course's deal brings no Checkup in its steps): play it first, what its marks mean (CH-CARD-4, CH-P2).
CHECKUP_FIRST = {
    "en": ("Checkup first", "You hold Checkup: play it before you step. It marks 3 cells for you: ✓ no bomb, ✗ bomb. "
                            "Bombs planted or moved later are not on it."),
    "zh": ("先体检", "你手里有体检：走之前先打出它。它替你标出三个格子：✓ 没有炸弹，✗ 有炸弹。之后新埋或移动的炸弹不在其中。"),
    "zh-TW": ("先體檢", "你手裡有體檢：走之前先打出它。它替你標出三個格子：✓ 沒有炸彈，✗ 有炸彈。之後新埋或移動的炸彈不在其中。"),
    "ja": ("まず検診", "検診を持っている：動く前に出そう。3 マスに印が付く：✓ 爆弾なし、✗ 爆弾あり。あとで置かれたり動かされたりした"
                      "爆弾は印に出ない。"),
}
for _lang, (_head, _said) in CHECKUP_FIRST.items():
    FIRST_TIPS[_lang] = {**FIRST_TIPS[_lang], "checkup": _said, "head": {**FIRST_TIPS[_lang]["head"], "checkup": _head}}
for _lang, (_head, _said) in SAFE_STEPS.items():
    FIRST_TIPS[_lang] = {**FIRST_TIPS[_lang], "safe_steps": _said, "head": {**FIRST_TIPS[_lang]["head"], "safe_steps": _head}}
for _lang, _tips in ENEMY_CARDS.items():
    FIRST_TIPS[_lang] = {**FIRST_TIPS[_lang], **_tips, "head": {**FIRST_TIPS[_lang]["head"], **_tips["head"]}}
