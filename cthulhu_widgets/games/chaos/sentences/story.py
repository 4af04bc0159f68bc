"""The story a CHAOS seat reads (frames/story_chaos.py), in each language of the game: how the seat and its partner
are named, round headings, each seat's role and what a big moment means. Every language has the same keys, in the
words of the game's tables (en.py, zh.py, ja.py)."""

STORY = {
    "en": {
        "you": "you",
        "bot": "Bot {seat}",
        "partner": "your partner {seat}",
        "partner_object": "your partner {seat}",   # the reader's partner as another seat's victim or target
        "round": "Round {round}",
        "decided": "What decided it: {text}",
        "decided_gate": "What decided it: {text}, the open gate.",   # the patient's step that won (CH-WIN-1)
        "role_patient": "{seat} is a patient.",
        "role_ghost": "{seat} is a ghost.",
        "note_patient": "A patient is stopped by walls, hurt by bombs and plays patient cards. Find the key to open "
                        "the gate, then reach the gate to win; an enemy ghost that meets you swaps roles with you.",
        "note_ghost": "A ghost passes through walls, is not hurt by bombs and plays ghost cards, but cannot enter the "
                      "gate. Meet an enemy patient to swap roles with it.",
        "note_gate": "From now on a patient who reaches the gate wins for its team.",
        "key_moved": "The round ends: the key is placed again, on {cell}.",
        "time_replaced": "{time} replaces {was}: {was} ends now.",   # set while the other lasts (CH-TIME-1)
        "note_key": "While the gate is closed the key is placed again on a random free cell at the end of every round "
                    "(it may stay where it was); the first piece to step on it opens the gate.",
        "pushed": "{seat} is pushed from {start} to {to} by {by} ({power}).",
        "pushed_combo": "{seat} is pushed from {start} to {to} by {by}'s combo.",
        "reaction_failed": "{partner} adds no {other}, so the reaction fails: {card} goes back to {seat}'s hand.",
        "rerolled_told": "{seat} is rolled again into the dice area as the new ghost, landing on {cell} (two dice "
                         "name the row and the column; a taken cell, a wall or the gate is rolled again).",
        # a bomb that sends a patient home, in one sentence with why (review 7, finding 5)
        "bomb_home_temporary": "{seat} steps on the temporary bomb {by} planted at {cell}: sent back to its spawn {to}. "
                               "That bomb is gone now.",
        "bomb_home": "{seat} steps on a hidden bomb at {cell}: sent back to its spawn {to}. That bomb is "
                     "gone now; the others stay hidden (Checkup finds them).",
        # the reader's partner planted bombs (CH-G2, CH-DUR-3): they hurt the reader's patient too
        "note_planted_next_turn": "These bombs hurt every patient, your team's too: keep off {cells} until {seat}'s "
                                  "next turn.",
        "note_planted_round_end": "These bombs hurt every patient, your team's too: keep off {cells} until the end of "
                                  "this round.",
        # the opening (issue 23 round 3): who plays before the reader's first turn, and that turn's arrival
        "note_first": "Team {team} acts first, so {before} play before you this round. The table plays their moves "
                      "one at a time; each is told in the Story of the game, under its turn. Then it is your turn.",
        "note_first_turn": "Your first turn. Before it, {before} played: their moves are in the Story of the game, "
                           "under their turns.",
        # a decline the table plays for the reader, its only move (round 6d): said once, not asked
        "forced_join": "You hold no {need} to join {leader}'s combo, so the table passes for you.",
        # a vanished ghost on an enemy patient's cell: no swap (CH-G5; review 11, phone 141)
        "passes_unseen": "{ghost} passes {patient} unseen on {cell}: a vanished ghost does not swap roles.",
        # the swapped seats' new hands, counted (CH-SWAP-3; review 11, room 267/284)
        "hands_redrawn_told": "{patient} and {ghost} discard every card in hand and draw from the new roles' decks: "
                              "{patient} draws {n_patient}, {ghost} draws {n_ghost}.",
        "hands_short": " No {role} card was left in the deck or the discards, so fewer than 3 were drawn.",
        "forced_react_ghost": "You hold no {need} to answer {leader}'s combo, so the table passes for you.",
        "forced_react_patient": "You hold no {need} to add to {partner}'s {prank}, so the table passes for you and "
                                "the {prank} goes back.",
        "list_sep": ", ", "list_last": " and ",
    },
    "zh": {
        "you": "你",
        "bot": "电脑{seat}",
        "partner": "队友{seat}",
        "partner_object": "你的队友{seat}",   # 'A2 从队友B1 抽取' read as A2's teammate (r6c item 9)
        "round": "第 {round} 轮",
        "decided": "决定胜负的一刻：{text}",
        "decided_gate": "决定胜负的一刻：{text}，走进敞开的大门。",
        "role_patient": "{seat} 是病人。",
        "role_ghost": "{seat} 是鬼魂。",
        "note_patient": "病人会被障碍物挡住，踩到炸弹会受伤，只能打出病人牌。找到钥匙打开大门，再走到大门即可获胜；"
                        "敌方鬼魂与你相遇时会与你互换身份。",
        "note_ghost": "鬼魂可以穿过障碍物，不受炸弹伤害，只能打出鬼魂牌，但不能进入大门。"
                      "与敌方病人相遇即可与其互换身份。",
        "note_gate": "从现在起，任何病人走到大门就能为本队获胜。",
        "key_moved": "本轮结束：钥匙重新放置在 {cell}。",
        "time_replaced": "{time}取代了{was}：{was}现在结束。",
        "note_key": "大门打开之前，钥匙每轮结束时都会重新随机放到一个空格子（可能留在原处）；第一个踩到钥匙的棋子会打开大门。",
        "pushed": "{seat} 被 {by} 用{power}从 {start} 推到 {to}。",
        "pushed_combo": "{seat} 被 {by} 的合作从 {start} 推到 {to}。",
        "reaction_failed": "{partner} 没有加上{other}，所以反制失败：{card}回到 {seat} 的手牌。",
        "rerolled_told": "{seat} 成了鬼魂，所以重新掷骰落到骰子区：它落在 {cell}（两颗骰子定行和列；掷到有棋子的格子、墙或大门就再掷）。",
        "bomb_home_temporary": "{seat} 在 {cell} 踩到 {by} 放置的临时炸弹，被送回出生点 {to}。这颗炸弹已经消失。",
        "bomb_home": "{seat} 在 {cell} 踩到隐藏的炸弹，被送回出生点 {to}。这颗炸弹已经消失；其余炸弹仍然隐藏（体检能查出来）。",
        "note_planted_next_turn": "这些炸弹会伤到所有病人，包括你们组的：在 {seat} 的下个回合之前，不要走进 {cells}。",
        "note_planted_round_end": "这些炸弹会伤到所有病人，包括你们组的：本轮结束之前，不要走进 {cells}。",
        "note_first": "{team} 组先行动，所以本轮 {before} 在你之前行动。他们的每一步逐一进行，并按回合记在“游戏经过”里；"
                      "之后轮到你。",
        "note_first_turn": "这是你的第一个回合。在你之前，{before} 已经行动：他们的每一步都按回合记在“游戏经过”里。",
        "forced_join": "加入{leader} 的合作需要一张{need}，你手里没有，所以系统替你放弃。",
        "passes_unseen": "{ghost} 隐身经过 {cell} 上的 {patient}：消隐中的鬼魂不交换身份。",
        "hands_redrawn_told": "{patient} 与 {ghost} 弃掉全部手牌，从新身份的牌堆抽牌：{patient} 抽 {n_patient} 张，{ghost} 抽 {n_ghost} 张。",
        "hands_short": "{role}牌堆和弃牌堆都空了，所以抽不满 3 张。",
        "forced_react_ghost": "回应{leader} 的合作需要一张{need}，你手里没有，所以系统替你放弃。",
        "forced_react_patient": "加在{partner} 的{prank}上需要一张{need}，你手里没有，所以系统替你放弃，{prank}退回。",
        "list_sep": "、", "list_last": "和",
    },
    "ja": {
        "you": "あなた",
        "bot": "ボットの {seat}",
        "partner": "味方の {seat}",
        "partner_object": "あなたの味方の {seat}",   # "B1 は味方の A2 から" read as B1's ally (review 10)
        "round": "ラウンド {round}",
        "decided": "勝負を決めた場面：{text}",
        "decided_gate": "勝負を決めた場面：{text}（開いた門）。",
        "role_patient": "{seat} は患者。",
        "role_ghost": "{seat} は幽霊。",
        "note_patient": "患者は障害物を通れず、爆弾で傷つき、患者カードを使う。鍵を見つけて門を開き、門にたどり着けば"
                        "勝ち。敵の幽霊と出会うと役割が入れ替わる。",
        "note_ghost": "幽霊は障害物を通り抜け、爆弾で傷つかず、幽霊カードを使うが、門には入れない。敵の患者と出会うと"
                      "役割が入れ替わる。",
        "note_gate": "これ以降、門にたどり着いた患者がチームを勝利に導く。",
        "key_moved": "ラウンド終了：鍵が {cell} に置き直される。",
        "time_replaced": "{time}が{was}に取って代わる：{was}はここで終わる。",
        "note_key": "門が閉じている間、鍵はラウンドの終わりごとに空いたマスへ無作為に置き直される（同じマスのままのこともある）。"
                    "最初に鍵を踏んだ駒が門を開く。",
        "pushed": "{seat} は {by} の{power}で {start} から {to} へ押し出される。",
        "pushed_combo": "{seat} は {by} のコンボで {start} から {to} へ押し出される。",
        "reaction_failed": "{partner} が{other}を重ねなかったので対抗は失敗：「{card}」は {seat} の手札に戻る。",
        "rerolled_told": "{seat} は幽霊になったので、ダイス区域の中に振り直される：{cell} に置かれる（2 つのダイスで行と列を決める。駒のあるマス・壁・門が出たら振り直す）。",
        "bomb_home_temporary": "{seat} は {by} が {cell} に置いた一時的な爆弾を踏み、スタート地点 {to} に戻された。"
                               "この爆弾はもう無い。",
        "bomb_home": "{seat} は {cell} の隠れた爆弾を踏み、スタート地点 {to} に戻された。この爆弾はもう無い。ほかの爆弾は隠れたまま（検診で見つけられる）。",
        "note_planted_next_turn": "この爆弾はどの患者も傷つける（味方の患者も）：{seat} の次の手番まで {cells} に入らないこと。",
        "note_planted_round_end": "この爆弾はどの患者も傷つける（味方の患者も）：このラウンドの終わりまで {cells} に入らないこと。",
        "note_first": "チーム {team} が先に動くので、このラウンドは {before} があなたより先に手番を行う。その動きは"
                      " 1 手ずつ進み、「ゲームの経過」に手番ごとに記される。そのあとあなたの手番になる。",
        "note_first_turn": "あなたの最初の手番。その前に {before} が手番を行った：その動きは「ゲームの経過」に手番ごとに記されている。",
        "forced_join": "{leader} のコンボに加わるには「{need}」が要るが、手札にないので自動で見送る。",
        "forced_react_ghost": "{leader} のコンボに応じるには「{need}」が要るが、手札にないので自動で見送る。",
        "passes_unseen": "{ghost} は {cell} で {patient} と人知れず重なる：消失中の幽霊は役割を入れ替えない。",
        "hands_redrawn_told": "{patient} と {ghost} は手札をすべて捨て、新しい役割の山札から引く：{patient} は {n_patient} 枚、"
                              "{ghost} は {n_ghost} 枚。",
        "hands_short": "{role}の山札も捨て札も尽きているので、3 枚まで引けなかった。",
        "forced_react_patient": "{partner} の「{prank}」に重ねるには「{need}」が要るが、手札にないので自動で見送り、"
                                "「{prank}」は手札に戻る。",
        "list_sep": "、", "list_last": "、",
    },
}
