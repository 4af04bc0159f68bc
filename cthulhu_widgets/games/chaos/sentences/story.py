"""The story a CHAOS seat reads (frames/story_chaos.py), in each language of the game: how the seat and its partner
are named, round headings, each seat's role and what a big moment means. Every language has the same keys, in the
words of the game's tables (en.py, zh.py, ja.py)."""

STORY = {
    "en": {
        "note_protection_ends": "Protection lasts until your next turn; a joint turn (a combo or a cover) counts as one.",
        "planted_again": "{seat} plants two more temporary bombs.",   # a second Mischief plant in a turn (review 35)
        # a reaction that decided a combo, who won and why, one line (CH-C4; review 35, chaos_en 2, 184)
        "won_cancel": "{team} reaction ({cards}, other suits) cancelled {whose} combo ({combo}): it does nothing.",
        "won_full": "{team} reaction ({cards}, same suit) took over {whose} combo ({combo}): it works for {them}.",
        "won_ours": "Your team's", "won_theirs": "Team {team}'s", "whose_ours": "your team's",
        "whose_theirs": "team {team}'s", "them_ours": "your team", "them_theirs": "team {team}",
        # a seat's routine lines of one turn as one sentence (frames/story.py fold_runs; review 31, chaos_en 2)
        "part": {"moves": "moved to {cell}", "stays": "stayed on {cell}", "draws": "drew a card",
                 "draws_n": "drew {n} cards", "plays": "played {card}", "card_sep": " and ",
                 "checks": "checked three cells", "checks_n": "checked three cells {n} times",
                 "moves_hidden": "moved unseen", "stays_hidden": "stayed hidden", "vanished": "vanished from {cell}",
                 "takes_hidden": "took a card from {seat}", "sep": ", ", "last": " and ",
                 "sentence": "{seat} {parts}."},
        "you": "you",
        "bot": "Bot {seat}",
        "partner": "your partner {seat}",
        "partner_object": "your partner {seat}",   # the reader's partner as another seat's victim or target
        "round": "Round {round}",
        "decided": "What decided it: {text}",
        "decided_gate": "What decided it: {text}, the open gate.",   # the patient's step that won (CH-WIN-1)
        "role_patient": "{seat} is a patient.",
        "role_ghost": "{seat} is a ghost.", "role_met": "You met {other}: roles swapped.",
        "note_patient": "A patient is stopped by walls, hurt by bombs and plays patient cards. Find the key to open "
                        "the gate, then reach the gate to win; an enemy ghost that meets you swaps roles with you.",
        "note_ghost": "A ghost passes through walls, is not hurt by bombs and plays ghost cards, but cannot enter the "
                      "gate. Meet an enemy patient to swap roles with it.",
        # the reader's first time as a ghost: how a ghost helps (newcomer review 15, finding 2, desk 067), and a team
        # with no patient left, what it means (CH-SWAP-4, CH-WIN-1; phone 133/142)
        "note_ghost_help": "How a ghost helps its team: stand in the enemy patient's way, push it away with "
                           "Possession, plant bombs on its path with Mischief (they hurt every patient, your "
                           "team's too).",
        "reappears_still": "{seat} reappears at {cell}, where it vanished: it did not move while hidden.",
        # a hand replaced, said to its holder at once (newcomer review 15, finding 5, phone 053/111)
        # (no "named just below": the since box sorts its lines; the new cards are named over the hand: review 34)
        "note_brainwashed": "Your whole hand is new: your cards went back into the deck and you drew 3.",
        "note_hands_swapped": "Your hand was swapped with {other}'s: you now hold its cards.",
        "no_patient": "Team {team} has no patient now: both its pieces are ghosts.",
        "note_no_patient": "Only a patient wins, at the open gate: team {team} cannot win until one of its ghosts "
                           "meets an enemy patient and becomes a patient again.",
        "note_gate": "From now on a patient who reaches the gate wins for its team.",
        "key_moved": "The round ends: the key is placed again, on {cell}.",
        "time_replaced": "{time} replaces {was}: {was} ends now.",   # set while the other lasts (CH-TIME-1)
        # a Checkup's result, a toast to the seats that learn it, and the board's marks it leaves (review 14, finding 3)
        # short, as it comes with every Checkup; the doubt marks are drawn amber (review 27, chaos_en 3 and 7)
        "note_checkup": "The board marks each checked cell: ✓ no bomb then, ✗ a bomb. An amber ✓? or ✗? may have "
                        "changed since.",
        "note_key": "While the gate is closed the key is placed again on a random free cell at the end of every round "
                    "(it may stay where it was); the first piece to step on it opens the gate.",
        "pushed": "{seat} is pushed from {start} to {to} by {by} ({power}).",
        "pushed_combo": "{seat} is pushed from {start} to {to} by {by}'s combo.",
        "reaction_failed": "No {other} was added, so the reaction fails: {card} goes back to {seat}'s hand.",
        # a combo's reaction window closed on the reader's team, and why it could not counter (CH-C4; newcomer review
        # 22, chaos_ja 2: a C2 swap came and nothing said why), and a C2 swap's line with the reader's new role
        # no jargon: "counter" was never met (review 30, room_en 2, 019)
        "no_counter_prank": "{seat} cannot stop {leader}'s combo: {ghost} would need a {prank}, then you a {schizo}.",
        "no_counter_ghost": "{seat} cannot stop {leader}'s combo: that starts with a ghost's {prank}, and {seat}'s "
                            "team has no ghost now.",
        "no_counter_patient": "{seat} cannot stop {leader}'s combo: that ends with a patient's {schizo}, and {seat}'s "
                              "team has no patient now.",
        "roles_swapped_now": "{first} and {second} swap roles: you are now a {role}.",
        "rerolled_told": "{seat} is rolled again into the dice area as the new ghost, landing on {cell} (two dice "
                         "name the row and the column; a taken cell, a wall or the gate is rolled again).",
        # a bomb that sends a patient home, in one sentence with why (review 7, finding 5)
        "bomb_home_temporary": "{seat} steps on the temporary bomb {by} planted at {cell}: sent back to its spawn {to}. "
                               "That bomb is gone now.",
        "bomb_home": "{seat} steps on a hidden bomb at {cell}: sent back to its spawn {to}. That bomb is "
                     "gone now; the others stay hidden (Checkup finds them).",
        # the other team's plants stand: the reader cannot tell which bomb it was (CH-HIDE-2, review 23 room_en 1)
        "bomb_home_maybe": "{seat} steps on a bomb at {cell}: sent back to its spawn {to}. A hidden bomb from the "
                           "start, or a temporary one team {team} planted: only team {team} knows. It is gone now.",
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
        # the same declines when the table has passed for the reader before: what it lacks only (round U, finding 1)
        "forced_join_again": "You hold no {need} to join {leader}'s combo.",
        "forced_react_ghost_again": "You hold no {need} to answer {leader}'s combo.",
        "forced_react_patient_again": "You hold no {need} to add to {partner}'s {prank}: the {prank} goes back.",
        # a reversal that changes who plays next (CH-P1; newcomer review 13, desk finding 1): the real next seats from
        # the reverser's turn on, still true at a later turn (review 21, room_zh 2); none "waits" (room_en 10)
        # ... and with which card, and what it means (review 38, chaos_en 8: the cause was never understood)
        "order_turned": "{seat} played {card}: the turn order now runs backwards. After {seat}'s turn, {first} "
                        "{plays}, then {second}{third}.",
        "turn_lost_to_reversal": "{seat}'s turn was skipped this round: the order was reversed ({other}) before {seat} "
                                 "played.",   # the round ended first (review 18)
        "order_plays": "plays", "order_plays_again": "plays again", "order_then": ", then {seat}",
        # a round that opens reversed (CH-P1; newcomer review 17, finding 3: nothing said who opens it)
        "round_opens": "Reversed: {seat} opens this round.",
        # a Midnight spin whose step cannot be made (CH-TIME-2; review 21, room_zh 3: 'sends you right' at the edge)
        "compass_blocked": "The compass points {dir}, but {blocker} blocks the step: {seat} stays on {cell}.",
        "blocked_by": {"edge": "the board's edge", "wall": "a wall", "gate": "the closed gate"},
        # a swapped seat with Combo C5's sight keeps it (CH-C5 gives it to the seat; CH-SWAP-1 changes the role only);
        # {combo} names the combo by its cards, never by its rule ID (newcomer review 14, finding 3)
        "sight_kept": "{seat} keeps its sight of every bomb, now as a {role}: the {combo} combo's sight stays with "
                      "the seat, not with the role{others}.",
        "sight_others": ", so {seat} does not gain it",
        # a card another seat took from the reader's hand (CH-P3, CH-G3 steals; review 13, phone finding 4)
        "took_yours": "{seat} takes your {card}: it has left your hand.",
        "sight_gained": "{seat} sees every bomb from now on, as a patient or a ghost: the {combo} combo's sight stays "
                        "with the seat through a role swap.",
        # a combo's effect read by a seat outside the team it acts for (review 13, desk finding 2: 'your team's
        # patient' read as the reader's): the teams by name; {enemy} is the team it acts on
        "team": "team {team}", "your_team": "your team ({team})",
        "combo_other": {
            "C2": {"full": "swap the roles and the hands of {enemy}'s two seats",
                   "weak": "swap the roles of {enemy}'s two seats"},
            "C3": {"full": "push {enemy}'s two pieces 3 cells in a direction team {team} chooses, stopped by the edge",
                   "weak": "push {enemy}'s two pieces 1 cell"},
            "C5": {"full": "team {team}'s patient sees every bomb for the rest of the game, including bombs placed "
                           "later",
                   "weak": "team {team}'s patient sees every bomb now"}},
        "list_sep": ", ", "list_last": " and ", "cells_many": "{n} cells",
    },
    "zh": {
        "note_protection_ends": "保护持续到你的下个回合；你参与的合作回合（合作或覆盖全队）也算一个回合。",
        "planted_again": "{seat} 又放置了两个临时炸弹。",
        "won_cancel": "{team}的反制（{cards}，花色不同）抵消了{whose}合作（{combo}）：没有效果。",
        "won_full": "{team}的反制（{cards}，花色相同）夺走了{whose}合作（{combo}）：它改为{them}生效。",
        "won_ours": "你们", "won_theirs": "{team} 组", "whose_ours": "你们的", "whose_theirs": "{team} 组的",
        "them_ours": "你们", "them_theirs": "{team} 组",
        "part": {"moves": "移动到 {cell}", "stays": "留在 {cell}", "draws": "抽了一张牌", "draws_n": "抽了 {n} 张牌",
                 "plays": "打出{card}", "card_sep": "和", "checks": "检查了三个格子", "checks_n": "检查了 {n} 次三个格子",
                 "moves_hidden": "暗中移动", "stays_hidden": "隐身不动", "vanished": "从 {cell} 消失",
                 "takes_hidden": "从{seat}那里拿走一张牌", "sep": "，", "last": "，", "sentence": "{seat} {parts}。"},
        "you": "你",
        "bot": "电脑{seat}",
        "partner": "队友{seat}",
        "partner_object": "你的队友{seat}",   # 'A2 从队友B1 抽取' read as A2's teammate (r6c item 9)
        "round": "第 {round} 轮",
        "decided": "决定胜负的一刻：{text}",
        "decided_gate": "决定胜负的一刻：{text}，走进敞开的大门。",
        "role_patient": "{seat} 是病人。",
        "role_ghost": "{seat} 是鬼魂。", "role_met": "你遇到了 {other}：互换了身份。",
        "note_patient": "病人会被障碍物挡住，踩到炸弹会受伤，只能打出病人牌。找到钥匙打开大门，再走到大门即可获胜；"
                        "敌方鬼魂与你相遇时会与你互换身份。",
        "note_ghost": "鬼魂可以穿过障碍物，不受炸弹伤害，只能打出鬼魂牌，但不能进入大门。"
                      "与敌方病人相遇即可与其互换身份。",
        "note_ghost_help": "鬼魂这样帮本队：挡住敌方病人的路，用附身把它推开，用捣蛋在它的路上放炸弹（本队的病人也会受伤）。",
        "reappears_still": "{seat} 在消隐时的 {cell} 重新出现：隐身期间没有移动。",
        "note_brainwashed": "你的手牌全换了：原来的牌回到牌堆，你重新抽了 3 张。",
        "note_hands_swapped": "你的手牌和{other}的交换了：你现在拿着它的牌。",
        "no_patient": "{team} 组现在没有病人：两枚棋子都是鬼魂。",
        "note_no_patient": "只有病人能走进敞开的大门获胜：{team} 组要等到一个鬼魂与敌方病人相遇、重新变成病人，才可能获胜。",
        "note_gate": "从现在起，任何病人走到大门就能为本队获胜。",
        "key_moved": "本轮结束：钥匙重新放置在 {cell}。",
        "time_replaced": "{time}取代了{was}：{was}现在结束。",
        "note_checkup": "棋盘在体检过的格子上记下结果：✓ 当时无炸弹，✗ 有炸弹。橙色的 ✓? 或 ✗? 表示之后可能已变。",
        "note_key": "大门打开之前，钥匙每轮结束时都会重新随机放到一个空格子（可能留在原处）；第一个踩到钥匙的棋子会打开大门。",
        "pushed": "{seat} 被 {by} 用{power}从 {start} 推到 {to}。",
        "pushed_combo": "{seat} 被 {by} 的合作从 {start} 推到 {to}。",
        "reaction_failed": "没有加上{other}，所以反制失败：{card}回到 {seat} 的手牌。",
        "no_counter_prank": "{seat} 无法阻止 {leader} 的合作：要由 {ghost} 先出{prank}，再由你加{schizo}。",
        "no_counter_ghost": "{seat} 无法阻止 {leader} 的合作：需先由鬼魂出{prank}，而你方现在没有鬼魂。",
        "no_counter_patient": "{seat} 无法阻止 {leader} 的合作：需由病人加上{schizo}，而你方现在没有病人。",
        "roles_swapped_now": "{first} 与 {second} 身份互换：你现在是{role}。",
        "rerolled_told": "{seat} 成了鬼魂，所以重新掷骰落到骰子区：它落在 {cell}（两颗骰子定行和列；掷到有棋子的格子、墙或大门就再掷）。",
        "bomb_home_temporary": "{seat} 在 {cell} 踩到 {by} 放置的临时炸弹，被送回出生点 {to}。这颗炸弹已经消失。",
        "bomb_home": "{seat} 在 {cell} 踩到隐藏的炸弹，被送回出生点 {to}。这颗炸弹已经消失；其余炸弹仍然隐藏（体检能查出来）。",
        "bomb_home_maybe": "{seat} 在 {cell} 踩到炸弹，被送回出生点 {to}。是一开始就隐藏的炸弹，还是 {team} 组放置的临时炸弹："
                           "只有 {team} 组知道。这颗炸弹已经消失。",
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
        "forced_join_again": "加入{leader} 的合作需要一张{need}，你手里没有。",
        "forced_react_ghost_again": "回应{leader} 的合作需要一张{need}，你手里没有。",
        "forced_react_patient_again": "加在{partner} 的{prank}上需要一张{need}，你手里没有，{prank}退回。",
        "order_turned": "{seat} 打出了{card}：行动顺序从此倒转。{seat}的回合之后，{first} {plays}，然后是 {second}{third}。",
        "turn_lost_to_reversal": "{seat} 本轮的回合被跳过了：在 {seat} 行动之前，行动顺序被反转了（{other}）。",
        "order_plays": "行动", "order_plays_again": "再次行动", "order_then": "，再轮到{seat}",
        "round_opens": "顺序已反转：本轮由 {seat} 先行动。",
        "compass_blocked": "罗盘指向{dir}方，但被{blocker}挡住：{seat} 留在 {cell}。",
        "blocked_by": {"edge": "棋盘边缘", "wall": "障碍物", "gate": "关闭的大门"},
        "sight_kept": "{seat} 现在是{role}，仍能看见所有炸弹：“{combo}”合作的视野跟着玩家走，不跟着身份{others}。",
        "sight_others": "，所以 {seat} 得不到它",
        "took_yours": "{seat} 抽走了你的{card}：它已离开你的手牌。",
        "sight_gained": "{seat} 从现在起一直能看见所有炸弹，无论是病人还是鬼魂：“{combo}”合作的视野在互换身份后仍跟着这名玩家。",
        "team": "{team} 组", "your_team": "你方（{team} 组）",
        "combo_other": {
            "C2": {"full": "{enemy}两名玩家互换身份，同时互换手牌", "weak": "{enemy}两名玩家只互换身份"},
            "C3": {"full": "把{enemy}两枚棋子朝 {team} 组选定的方向击退三格，碰到地图边缘即停",
                   "weak": "把{enemy}两枚棋子击退一格"},
            "C5": {"full": "{team} 组的病人在本局剩下的时间里能看到地图上所有的炸弹，包括之后新放的炸弹",
                   "weak": "{team} 组的病人能看到当前所有的炸弹"}},
        "list_sep": "、", "list_last": "和", "cells_many": "{n} 个格子",
    },
    "ja": {
        "note_protection_ends": "保護は次の手番まで。参加した合同手番（コンボやチーム全体への適用）も 1 手番に数える。",
        "planted_again": "{seat} はさらに一時的な爆弾を 2 つ置く。",
        "won_cancel": "{team}対抗（{cards}、違うマーク）で{whose}コンボ（{combo}）は打ち消された：効果なし。",
        "won_full": "{team}対抗（{cards}、同じマーク）で{whose}コンボ（{combo}）を奪った：{them}に効く。",
        "won_ours": "あなたたちの", "won_theirs": "チーム {team} の", "whose_ours": "あなたたちの",
        "whose_theirs": "チーム {team} の", "them_ours": "あなたたち", "them_theirs": "チーム {team} ",
        "part": {"moves": "{cell} へ移動", "stays": "{cell} にとどまる", "draws": "カードを 1 枚引く",
                 "draws_n": "カードを {n} 枚引く", "plays": "「{card}」を出す", "card_sep": "」と「",
                 "checks": "3 マスを調べる", "checks_n": "3 マスを {n} 回調べる",
                 "moves_hidden": "見えないまま移動", "stays_hidden": "消えたままとどまる", "vanished": "{cell} から消える",
                 "takes_hidden": "{seat} からカードを 1 枚取る", "sep": "、", "last": "、",
                 "sentence": "{seat}：{parts}。"},
        "you": "あなた",
        "bot": "ボットの {seat}",
        "partner": "味方の {seat}",
        "partner_object": "あなたの味方の {seat}",   # "B1 は味方の A2 から" read as B1's ally (review 10)
        "round": "ラウンド {round}",
        "decided": "勝負を決めた場面：{text}",
        "decided_gate": "勝負を決めた場面：{text}（開いた門）。",
        "role_patient": "{seat} は患者。",
        "role_ghost": "{seat} は幽霊。", "role_met": "{other} と出会い、役割が入れ替わった。",
        "note_patient": "患者は障害物を通れず、爆弾で傷つき、患者カードを使う。鍵を見つけて門を開き、門にたどり着けば"
                        "勝ち。敵の幽霊と出会うと役割が入れ替わる。",
        "note_ghost": "幽霊は障害物を通り抜け、爆弾で傷つかず、幽霊カードを使うが、門には入れない。敵の患者と出会うと"
                      "役割が入れ替わる。",
        "note_ghost_help": "幽霊のチームへの助け方：敵の患者の行く手をふさぐ、憑依で押し戻す、撹乱でその道に爆弾を置く（味方の患者も傷つく）。",
        "reappears_still": "{seat} は消えた {cell} に再び現れる：消えている間は動かなかった。",
        "note_brainwashed": "手札がすべて入れ替わった：元のカードは山札に戻り、3 枚引き直した。",
        "note_hands_swapped": "あなたの手札は {other} の手札と交換された：今はその札を持っている。",
        "no_patient": "チーム {team} にはもう患者がいない：駒は 2 つとも幽霊。",
        "note_no_patient": "勝てるのは開いた門に入った患者だけ：チーム {team} は、幽霊のどちらかが敵の患者と出会って患者に戻るまで勝てない。",
        "note_gate": "これ以降、門にたどり着いた患者がチームを勝利に導く。",
        "key_moved": "ラウンド終了：鍵が {cell} に置き直される。",
        "time_replaced": "{time}が{was}に取って代わる：{was}はここで終わる。",
        "note_checkup": "調べたマスに結果が残る。✓ はその時爆弾なし、✗ は爆弾あり。橙色の ✓?・✗? はその後変わったかもしれない。",
        "note_key": "門が閉じている間、鍵はラウンドの終わりごとに空いたマスへ無作為に置き直される（同じマスのままのこともある）。"
                    "最初に鍵を踏んだ駒が門を開く。",
        "pushed": "{seat} は {by} の{power}で {start} から {to} へ押し出される。",
        "pushed_combo": "{seat} は {by} のコンボで {start} から {to} へ押し出される。",
        "reaction_failed": "「{other}」が加わらず対抗は失敗：「{card}」は {seat} の手札に戻る。",
        "no_counter_prank": "{seat} は {leader} のコンボを止められない：まず {ghost} の「{prank}」、次にあなたの「{schizo}」が要る。",
        "no_counter_ghost": "{seat} は {leader} のコンボを止められない：幽霊の「{prank}」から始まるが、味方チームにはいま"
                            "幽霊がいない。",
        "no_counter_patient": "{seat} は {leader} のコンボを止められない：患者の「{schizo}」で完成するが、味方チームには"
                              "いま患者がいない。",
        "roles_swapped_now": "{first} と {second} が役割を入れ替える：あなたは{role}になった。",
        "rerolled_told": "{seat} は幽霊になったので、ダイス区域の中に振り直される：{cell} に置かれる（2 つのダイスで行と列を決める。駒のあるマス・壁・門が出たら振り直す）。",
        "bomb_home_temporary": "{seat} は {by} が {cell} に置いた一時的な爆弾を踏み、スタート地点 {to} に戻された。"
                               "この爆弾はもう無い。",
        "bomb_home": "{seat} は {cell} の隠れた爆弾を踏み、スタート地点 {to} に戻された。この爆弾はもう無い。ほかの爆弾は隠れたまま（検診で見つけられる）。",
        "bomb_home_maybe": "{seat} は {cell} で爆弾を踏み、スタート地点 {to} に戻された。最初から隠れていた爆弾か、"
                           "チーム {team} が置いた一時的な爆弾か：知っているのはチーム {team} だけ。この爆弾はもう無い。",
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
        "forced_join_again": "{leader} のコンボに加わるには「{need}」が要るが、手札にない。",
        "forced_react_ghost_again": "{leader} のコンボに応じるには「{need}」が要るが、手札にない。",
        "forced_react_patient_again": "{partner} の「{prank}」に重ねるには「{need}」が要るが、手札にない。"
                                      "「{prank}」は手札に戻る。",
        "order_turned": "{seat} が「{card}」を出した：手番の順番はこれから逆回り。{seat}の番のあと、{first} が{plays}、"
                        "続いて {second}{third}。",
        "turn_lost_to_reversal": "{seat} のこのラウンドの手番は飛ばされた：{seat} の番が来る前に手番の順番が逆になった（{other}）。",
        "order_plays": "手番", "order_plays_again": "もう一度手番", "order_then": "、その次に{seat}",
        "round_opens": "逆回り：このラウンドは {seat} から。",
        "compass_blocked": "羅針盤は{dir}を指すが、{blocker}にふさがれて進めない：{seat} は {cell} にとどまる。",
        "blocked_by": {"edge": "盤の端", "wall": "障害物", "gate": "閉じた門"},
        "sight_kept": "{seat} は{role}になってもすべての爆弾が見えたまま：「{combo}」コンボの視界は役割ではなくその人に付く{others}。",
        "sight_others": "。{seat} には移らない",
        "took_yours": "{seat} があなたの「{card}」を取った：もう手札にはない。",
        "sight_gained": "{seat} はこれから患者でも幽霊でもすべての爆弾が見える：「{combo}」コンボの視界は役割が入れ替わってもその人に残る。",
        "team": "チーム {team}", "your_team": "あなたのチーム（{team}）",
        "combo_other": {
            "C2": {"full": "{enemy}の 2 人の役割と手札を入れ替える", "weak": "{enemy}の 2 人の役割だけを入れ替える"},
            "C3": {"full": "{enemy}の駒 2 つを、チーム {team} が選んだ方向へ 3 マス押す（盤の端で止まる）",
                   "weak": "{enemy}の駒 2 つを 1 マス押す"},
            "C5": {"full": "チーム {team} の患者はゲーム終了まで、後から置かれる爆弾も含めてすべての爆弾が見える",
                   "weak": "チーム {team} の患者にいまある爆弾がすべて見える"}},
        "list_sep": "、", "list_last": "、", "cells_many": "{n} マス",
    },
}
