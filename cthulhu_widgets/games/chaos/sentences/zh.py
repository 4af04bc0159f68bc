"""Simplified Chinese sentences of CHAOS ("zh" is zh-CN here, Han characters in their simplified
forms: the seed 001 is written in it): the tables of texts.py in that language."""

TEXTS = {
    "roll": "{team} 组掷两颗骰子：{dice}，共 {total} 点。",
    "first_team": "{team} 组先行动：顺序 {order}。",
    "turn": "第 {round} 轮：轮到 {seat}。",
    "turn_skipped": "{seat} 本回合跳过（炸弹）。",
    "joint_turn_lost": "{seat} 在本次合作回合中失去自己的部分（炸弹）：不移动，也不抽牌。",
    "turn_taken_in_combo": "{seat} 本轮已在合作回合中行动。",
    "protection_ends": "{seat} 的保护结束。",
    "round_end": "第 {round} 轮结束。",
    "temporary_bombs_gone": "临时炸弹消失了。",
    "planted_bombs_gone": "{seat} 在 {cells} 的临时炸弹消失了。",
    "planted_bombs_gone_hidden": "{seat} 的临时炸弹消失了。",
    "key_placed": "钥匙放在 {cell}。",
    "time_ends": "{time}结束。",
    "follow_ends": "{seat} 不再跟随鬼魂。",
    "deck_empty": "{role}牌堆和弃牌堆都空了：不抽牌。",
    "deck_reshuffled": "{role}弃牌重洗成新的牌堆。",
    "draw": "{seat} 抽到{card}。",
    "draws": "{seat} 抽一张{role}牌。",
    "game_over": "{cause_text}",
    "compass": "罗盘让 {seat} 向{dir}移动。",
    "step_lost": "{seat} 的这一步被阻挡，失去了。",
    "moves": "{seat} 移动到 {to}。",
    "moves_hidden": "{seat} 隐藏地移动。",
    "gate_opened": "{seat} 找到钥匙：大门打开了。",
    "protected_from_bomb": "{seat} 受到保护，不受这里的炸弹伤害。",
    "bomb": "{seat} 在 {cell} 踩到炸弹：{effect}。",
    "respawn": "{seat} 回到出生点 {to}。",
    "swap": "{patient} 与 {ghost} 相遇：{patient} 变成鬼魂，{ghost} 变成病人。",
    "dice": "{seat} 掷出 {row_die}（行）和 {col_die}（列），在骰子区（去掉最外一圈的棋盘）内数起。",
    "rerolled": "{seat} 落在 {cell}。",
    "hands_redrawn": "{patient} 与 {ghost} 弃掉手牌，各抽 3 张。",
    "follow_blocked": "{seat} 无法跟随鬼魂到那里。",
    "plays": "{seat} 出示{card}。",
    "order_reversed": "行动顺序调换了。",
    "extra_step": "{seat} 获得追加移动（{extra}）。",
    "protected": "{seat} 受到保护，直到其下一回合。",
    "nothing_to_take": "{victim} 没有手牌可抽取。",
    "takes": "{seat} 从 {victim} 抽取{card}。",
    "takes_hidden": "{seat} 从 {victim} 抽取一张牌。",
    "brainwashed": "{seat} 的洗脑：敌方手牌混入各自的牌堆，重新抽 3 张。",
    "vanished": "{seat} 从 {cell} 消隐。",
    "reappears": "{seat} 在 {cell} 重新出现；路径：{path}。",
    "checkup": "{seat} 检测 {cells}：炸弹在 {bombs}。",
    "checkup_public": "{seat} 检测了三个格子。",
    "bombs_moved": "{seat} 把炸弹移到 {cells}。",
    "bombs_moved_hidden": "{seat} 改变了炸弹的位置。",
    "bombs_planted": "{seat} 在 {cells} 放置临时炸弹。",
    "bombs_planted_hidden": "{seat} 放置了两个临时炸弹。",
    "time_set": "{seat} 弃掉三张同花色的牌：现在是{time}。",
    "midnight_rules": "午夜时，病人每次移动由旋转罗盘决定方向（被阻挡的一步失去）。",
    "dawn_rules": "黎明时，鬼魂只能在当前位置的同一行或同一列上移动。",
    "dawn_rules_straight": "黎明时，鬼魂每回合的移动只能沿一条直线。",
    "dawn_line": "{seat} 本回合只能沿起点的行或列移动（黎明）。",
    "card_limit": "{seat} 本回合不能再出牌（{time}）。",
    "combo_started": "{seat} 以{card}发起合作（{combo_name}）。",
    "combo_declined": "{seat} 拒绝合作（{combo_name}）。",
    "combo_joined": "{seat} 以{card}加入：{effect}。",
    "no_reaction": "{seat} 不反制。",
    "reaction": "{seat} 以{card}反制。",
    "reaction_withdrawn": "没有搭档的牌，反制失败：{card}回到 {seat} 的手牌。",
    "reflected": "反制逆转了合作（{combo_name}），使其作用于发起的队伍。",
    "cancelled": "反制取消了合作（{combo_name}）。",
    "combo_resolves": "合作（{combo_name}）为 {team} 组生效：{effect}。",
    "follows": "{seat} 瞬移到 {ghost} 身边，下一回合跟随其移动。",
    "no_jump": "{seat} 不瞬移。",
    "cover": "{seat} 以{card}覆盖整个队伍：作用于 {seat} 和 {partner}，两人共同进行一个回合。",
    "too_far": "{seat} 离鬼魂太远，无法瞬移。",
    "roles_swapped": "{first} 与 {second} 身份互换。",
    "push": "{team} 组把敌人向{dir}击退 {cells} 格。",
    "not_pushed": "{seat} 受到保护，没有被击退。",
    "pushed_hidden": "{seat} 被隐藏地击退。",
    "bomb_vision": "{seat} 看到炸弹：{cells}。",
}

CAUSES = {"gate": "{outcome} 组胜利：病人穿过打开的大门逃离了。",
          "round_limit": "平局：达到轮数上限，没有病人逃离。"}

WORDS = {
    "role": {"patient": "病人", "ghost": "鬼魂"},
    "dir": {"up": "上", "down": "下", "left": "左", "right": "右"},
    "time": {"midnight": "午夜", "dawn": "黎明"},
    "effect": {"full": "完全发挥（花色相同）", "weak": "效果不同（花色不同）",
               "respawn": "回到出生点", "skip_next_turn": "失去下一回合", "discard_hand": "弃掉手牌"},
    "suit": {"moon": "月", "eye": "眼", "skull": "骷髅"},
    "none": "无", "no_bomb": "：没有炸弹。", "won": "{outcome} 组胜利", "draw": "平局",
    "we_won": "你的组（{outcome} 组）胜\u2060利",   # U+2060: no break inside 胜利 (round E, m57)
    "we_lost": "{outcome} 组胜利：你的组输了",
}

# What each choice does, by action kind (and the card function for a play).
PROMPTS = {
    "combo_c1_far": "注意：合作移动（各走一步）之后，{patient} 仍无法进入鬼魂 {ghost} 的3x3范围，同花色的瞬移不会生效（离鬼魂太远）；花色不"
                    "同时 {patient} 仍会向 {ghost} 移动两格。",
    "move": "移动到 {cell}。",
    "spin": "旋转罗盘：由罗盘决定这一步的方向（午夜）。",
    "stay": "留在原地，接着出牌。",
    "stay_joint": "留在原地。",
    "stop": "停止移动：回合结束并抽牌。",
    "end": "结束回合：抽 1 张；不足 3 张则补到 3 张（手牌没有上限）。",
    "end_extra": "结束出牌：接着进行 {n} 步追加移动，然后回合结束并抽牌。",
    "decline": "拒绝。",
    "decline_join": "拒绝合作：{leader} 收回那张牌，独自进行回合。",
    "decline_join_none": "你没有{part}可用来加入：{leader} 独自进行回合。",
    "pass": "不反制：敌方合作照常生效。",
    "pass_none": "你没有{card}可用来反制：敌方合作照常生效。",
    "jump": "瞬移到鬼魂身边；下一回合跟随其移动，不受障碍物影响。",
    "decline_jump": "不瞬移：留在原地，下一轮也不跟随你的鬼魂。",
    "push": "把敌人向{dir}击退。",
    "pick_checkup": "检测 {cell} 是否有炸弹（第 {n}/{need} 格）。",
    "pick_relocate": "把一个炸弹移到 {cell}（第 {n}/{need} 个）。",
    "pick_plant": "在 {cell} 放置临时炸弹（第 {n}/{need} 个）。",
    "pick_push": "把被附身的 {target} 移到 {cell}。",
    "pick": "选择 {cell}。",
    "declare_time": "弃掉{cards}（三张同花色）：变为{time}，持续两轮。",
    "combo": "以{card}发起合作（{combo}）：队友{partner} 需要加上一张{part}，手中没有{part}就只能拒绝。{partner} 加入时，你们合为一个合作回合"
             "（两人都移动，然后合作生效）；相同花色时：{effect}{partner} 拒绝时，{card}回到你的手牌，你独自进行回合。",
    "join": "以{card}加入合作：{suited}；你和 {leader} 合为一个合作回合（两人都移动，然后合作生效）。",
    "react": "以{card}反制：队友{partner} 随后必须加上一张{other}，否则反制失败，{card}回到你的手牌。相同花色：敌方合作"
             "作用于其自己的队伍；不同花色：敌方合作被取消。",
    "react_complete": "以{card}完成队友{partner} 的反制（{other}）：相同花色，敌方合作作用于其自己的队伍；不同花色，敌方合作"
                      "被取消。",
    "pass_complete": "不反制：{other}回到 {partner} 的手牌，敌方合作照常生效。",
    "cover": "以{card}覆盖整个队伍：作用于你和 {partner}，两人共同进行一个回合。",
    "same_suit": "花色相同，完全发挥", "other_suit": "花色不同，效果减弱",
    "play_schizophrenia": "出示{card}：调换行动顺序。",
    "play_checkup": "出示{card}：检测三个格子是否有炸弹（只有你知道结果）。",
    "play_amnesia": "出示{card}：从 {target} 的手牌中随机抽取一张。",
    "play_sprint": "出示{card}：出牌后追加移动一格。",
    "play_protection": "出示{card}：直到你的下一回合不受伤害。",
    "play_possession": "出示{card}：强制 {target}（在你的 3x3 范围内）移动两格。",
    "play_mischief_relocate": "出示{card}：改变所有炸弹的位置，直到游戏结束。",
    "play_mischief_plant": "出示{card}：放置两个临时炸弹。",
    "play_brainwash": "出示{card}：敌方手牌混入各自的牌堆，重新抽 3 张。",
    "play_prank": "出示{card}：从 {target} 的手牌中随机抽取一张。",
    "play_vanish": "出示{card}：接下来两回合隐藏你的棋子。",
    "play": "出示{card}。",
}

# 按钮上的简短文字（所出的牌已选中或写在旁边）；没有的行动沿用牌桌自己的标签（格子、方向、时间）。
LABELS = {
    "combo_c1_far": "（无法瞬移：{ghost} 太远）",
    "play_schizophrenia": "调换行动顺序",
    "play_checkup": "检测三个格子的炸弹",
    "play_amnesia": "从 {target} 随机抽取一张",
    "play_sprint": "出牌后追加移动一格",
    "play_protection": "直到你的下一回合受到保护",
    "play_possession": "强制 {target} 移动两格",
    "play_mischief_relocate": "改变所有炸弹的位置",
    "play_mischief_plant": "放置两个临时炸弹",
    "play_brainwash": "敌方重新抽手牌",
    "play_prank": "从 {target} 随机抽取一张",
    "play_vanish": "隐藏你的棋子两回合",
    "play": "出示",
    "combo": "与 {partner} 合作：{combo}（需其手中有{part}才能加入）",
    "join": "以{card}加入：{suited}",
    "react": "以{card}反制：需要 {partner} 的{other}",
    "react_complete": "以{card}完成 {partner} 的反制",
    "pass_complete": "不反制",
    "cover": "覆盖整个队伍（你和 {partner}）",
    "end": "结束出牌并抽牌",
    "end_extra": "结束出牌，再追加移动 {n} 步",
    "stay": "不移动", "stay_joint": "不移动", "stop": "停止移动", "spin": "旋转罗盘",
    "decline": "拒绝", "decline_join": "拒绝：{leader} 独自行动", "pass": "不反制",
    "decline_join_none": "拒绝：{leader} 独自行动", "pass_none": "不反制",
    "jump": "瞬移到鬼魂身边", "decline_jump": "不瞬移",
}

# 牌桌向行动的座位提出的要求，由合法行动产生（frames/chaos.py `prompt`）：`{options}` 只列出现在合法的 OPTIONS，
# 以 OR 连接。
ASKS = {
    "move": "轮到你：{options}。",
    "combo_move": "合作回合：{options}。",
    "cards": "移动之后：{options}。",
    "extra": "追加移动（还剩 {n} 步）：{options}。",
    "pick_checkup": "体检：再选 {n} 个格子检测炸弹。",
    "pick_relocate": "捣蛋：为每个炸弹选择新的格子（还剩 {n} 个）。",
    "pick_plant": "捣蛋：再选 {n} 个格子放置临时炸弹。",
    "push": "附身：强制移动 {target}——选择它下一步的格子（还剩 {n} 步）。",
    "direction": "合作 {combo}：选择击退敌人的方向。",
    "join": "队友{leader} 以{card}发起合作 {combo}，请你加上一张{part}：加入（你们合为一个合作回合，然后合作生效），或拒绝"
            "（{leader} 收回那张牌，独自行动）。",
    "join_none": "队友{leader} 以{card}发起合作 {combo}：加入需要你的{part}，你没有，只能拒绝。",
    "react": "敌方发起合作 {combo}：以{card}反制（队友{partner} 随后必须加上一张{other}），或不反制。",
    "react_complete": "队友{partner} 以{other}反制敌方合作 {combo}：加上一张{card}完成反制，或不反制（{other}回到 "
                      "{partner} 的手牌）。",
    "react_none": "敌方发起合作 {combo}：反制需要{card}，你没有，只能不反制。",
    "jump": "合作 {combo}：是否瞬移到你的鬼魂 {ghost} 身边。",
}
OPTIONS = {
    "move": "移动一格（点击高亮的格子）",
    "spin": "旋转罗盘决定这一步（午夜）",
    "stay": "留在原地",
    "checkup": "在移动前出示{card}",
    "combo": "与队友发起合作（点击一张牌）",
    "cover": "用一张牌覆盖整个队伍（它的效果同时作用于你和队友，两人共同进行一个回合；可用保护、狂躁、体检或消隐）",
    "play": "出示一张牌（点击它）",
    "time": "弃掉三张同花色的牌，变为午夜或黎明",
    "end": "结束出牌并抽牌",
    "end_extra": "结束出牌，再追加移动 {n} 步",
    "stop": "停止移动",
}
OR = ("、", "或")   # OPTIONS 的连接：两项之间，以及最后一项之前

# 棋盘标签的用语（并入目录的 `ui`）：棋子旁的持续效果、临时炸弹的埋设者、黎明线。
BOARD = {
    "head_react": "反制 {seat} 的合作",
    "head_join": "队友请你加入合作",
    "head_why_react": "敌方合作即将生效：你方可以先打出一张牌反制，或让它生效。效果和你的选项在棋盘下方 ↓",
    "head_why_join": "{leader} 发起了合作：还需要你出一张牌，或者你拒绝，{leader} 独自行动。说明和选项在棋盘下方 ↓",
    "tap_rule": "按钮点一下即生效。卡牌第一下先显示文字，再点一下才打出。",
    "tap_rule_chip": "按钮点一下即生效。",
    "checked_safe": "体检：{cell} 没有炸弹", "checked_bomb": "体检：{cell} 有炸弹",
    "check_round": "{round}轮",
    "checked_safe_now": "本回合体检：{cell} 现在没有炸弹。并非一直安全：敌方的捣蛋之后可能在那里埋炸弹，你看不到。",
    "checked_safe_then": "第 {round} 轮体检：当时 {cell} 没有炸弹。之后敌方的捣蛋可能在那里埋了你看不到的炸弹："
                         "现在不一定安全。",
    "checked_safe_earlier": "之前的体检：当时 {cell} 没有炸弹。之后敌方的捣蛋可能在那里埋了你看不到的炸弹："
                            "现在不一定安全。",
    "click_word": "点击", "tap_word": "点击",
    "tag_follows": "跟随 {seat} · {left}",
    "tag_vanish": "消隐 · {left}",
    "tag_protected": "受保护 · {left}",
    "tag_skip": "跳过下一回合（炸弹）",
    "card_one": "张牌",
    "bot_turn_tip": "{seat} 由电脑操作：桌面会自动一步一步地替它行动，方便你看清。按 ▶▶ 跳到我的回合 可直接跳到你下一次决定。",
    "tag_dawn": "黎明线：第 {row} 行 · {col} 列",
    "left_more": "还剩 {n} 回合",
    "left_next": "直到 {seat} 的下一回合",
    "planted_by": "{seat} 埋",
    "tag_key": "钥匙 · 第 {round} 轮后移动",
    "key_moves": "钥匙在 {cell}：第 {round} 轮结束时会重新随机放到一个空格子（可能留在原处）；在有棋子踩到钥匙、打开大门之前，每轮如此。",
    "combo_how": "合作在本组每轮第一个回合发起：同组的病人和鬼魂各出一张牌。被邀请的队友出牌加入（两人合为一个合作回合，"
                 "两人都移动后合作生效），或拒绝（发起者收回那张牌，独自行动）。",
    "window_react": "反制时机：{team} 组可以在 {enemy} 组的合作生效前反制",
    "window_join": "{leader} 请队友 {seat} 加入合作",
    "window_join_you": "队友 {leader} 请你加入合作",
    "window_if": "合作若生效，如 {enemy} 组的卡牌所写：{text}",
    "asked_you": "轮到你回应",
    "asked_seat": "轮到 {seat} 回应",
    "why_react_ghost": "{asked}，因为一组要反制敌方合作，先由本组鬼魂打出{prank}，再由本组病人打出{schizo}；"
                       "无论有没有{prank}，都先问鬼魂。不反制：合作照常生效。",
    "why_react_patient": "{asked}，因为 {ghost} 已用{prank}反制：反制还需要队友的{schizo}，否则失败，{prank}收回手中。"
                         "花色相同：合作改为作用于 {enemy} 组；花色不同：合作被取消。",
    "why_join": "{asked}，因为合作需要两名队友各出一张牌：由{seat}出一张{part}。",
    "why_join_you": "{asked}，因为合作需要两名队友各出一张牌：由你出一张{part}。",
}

# Where a combo's text parts its full effect from the weaker one of different suits.
COMBO_SPLIT = ("：", "（花色不同")

# 应用的标题、规则提要、如何阅读牌桌、棋盘图例与座位的操作（页面的「?」面板）。每条规则只在这里说一次。
HELP = {
    "title": "CHAOS — 逃离精神病院",
    "rules": [
        "两组各两人：每组开始时有一名病人和一个鬼魂。组内的病人抵达已打开的大门，该组即胜利。",
        "任何棋子踩到钥匙，大门就会打开；大门关闭期间，钥匙每轮会重新随机放到一个空格子（可能留在原处）。",
        "你的回合：可先出示体检；移动一格（不能斜向）；出任意张牌；走完这些牌给的追加移动；然后抽 1 张，不足 3 张则补到 3 张（手牌没有上限）。",
        "病人无法穿越障碍物，踩到隐藏的炸弹（自己组的也算）会回到出生点。鬼魂可以穿越障碍物，不受炸弹伤害，也不能进入大门。",
        "不同组的病人与鬼魂相遇时，两人身份互换：新的鬼魂掷骰回到骰子区，两人都重新抽手牌。",
        "另一身份牌堆的牌只能当作时间牌：弃掉三张同花色的牌，变为午夜（病人的移动方向由罗盘决定）或黎明（鬼魂只能沿"
        "其所在的行或列移动），持续两轮；期间该身份每回合只能出 1 张牌。",
        "每轮本组第一个行动的座位可以发起合作（两名队友各出一张牌，花色相同时完全发挥），或用一张牌覆盖整个队伍；"
        "两人的回合合为一个合作回合。",
    ],
    "guide": [
        "棋盘：高亮的格子是你的棋子能去的地方；在有人拿到钥匙之前，大门关闭。格子以列字母（棋盘上方）加行号（棋盘左侧）"
        "称呼，例如 c4。",
        "旁边或下方：时间、行动顺序与各人手牌数、牌堆、进行中的合作，然后是提示、其按钮和你的手牌。",
        "标记为另一身份的牌，对你来说只能当作时间牌使用。",
        "点击没有作用的牌、将鼠标停在牌上，或选中它后按 I，即可阅读牌的文字（以及时间或合作）。",
    ],
    "legend": [
        ["棋子", "A 组：蓝色圆形；B 组：橙色方形。实心棋子是病人，空心虚线的是鬼魂。"],
        ["骰子区", "棋盘中间有外框的区块：两颗骰子能指定的行与列。变成鬼魂的座位会掷骰回到其中。"],
        ["出生旗", "每个座位的旗子标出其棋子的起点，以及被炸弹炸伤的病人要回到的地方。"],
        ["钥匙", "大门关闭期间，钥匙每轮会被放到一个新的随机空格上，所以会移动。第一个踩到它的棋子为本局余下时间"
                 "打开大门；之后到达已开大门的病人为其所在组赢得胜利。"],
        ["时间", "时间旁的符号标示午夜（病人朝罗盘所指方向走）或黎明（鬼魂只能沿其所在行或列移动）；点击可阅读全文。"],
    ],
    "seats": "座位（A = A 组，1 = 开始时的病人，2 = 开始时的鬼魂）：换座位会发新的一局（若输入了种子则是同一局）。"
             "电脑行动时，「▶▶ 跳到我的回合」可直接跳到你的下一个决定。",
}
