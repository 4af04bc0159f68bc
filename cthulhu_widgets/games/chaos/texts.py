"""Texts of CHAOS for logs, banners and choices that teach the rules, in English, in the seed's Simplified
Chinese ("zh" is zh-CN here: the seed 001 is written in it) and in Japanese ("ja": our translation, with the table
words of widgets/chaos_words.json: 患者, 幽霊, 手番, 真夜中, 夜明け, 羅針盤, コンボ, 対抗). Card ids are shown as
card names of the language ("Schizophrenia (Eye)", 「憑依（目）」); card texts (what each card, combo and time of
day does) and the card names are in card_texts.json."""
from __future__ import annotations

import json
import re
from pathlib import Path

from ...core import texts as core_texts
from .cards import CARDS, COMBOS, FUNCTION, SUITS

LANGS = ("en", "zh", "ja")  # languages with a table; any other language falls back to English
CARD_TEXTS = json.loads(Path(__file__).with_name("card_texts.json").read_text(encoding="utf-8"))

TEXTS = {
    "en": {
        "roll": "Team {team} rolls {dice} = {total}.",
        "first_team": "Team {team} acts first: order {order}.",
        "turn": "Round {round}: {seat}'s turn.",
        "turn_skipped": "{seat} skips this turn (bomb).",
        "turn_taken_in_combo": "{seat} already took its turn this round, in a joint turn.",
        "protection_ends": "{seat}'s protection ends.",
        "round_end": "End of round {round}.",
        "temporary_bombs_gone": "The temporary bombs are gone.",
        "planted_bombs_gone": "{seat}'s temporary bombs at {cells} are gone.",
        "planted_bombs_gone_hidden": "{seat}'s temporary bombs are gone.",
        "key_placed": "The key is placed at {cell}.",
        "time_ends": "{time} ends.",
        "follow_ends": "{seat} stops following its ghost.",
        "deck_empty": "The {role} deck and its discards are empty: no draw.",
        "deck_reshuffled": "The {role} discards are shuffled into a new deck.",
        "draw": "{seat} draws {card}.",
        "draws": "{seat} draws a {role} card.",
        "game_over": "{cause_text}",
        "compass": "The compass sends {seat} {dir}.",
        "step_lost": "{seat}'s step is blocked and lost.",
        "moves": "{seat} moves to {to}.",
        "moves_hidden": "{seat} moves unseen.",
        "gate_opened": "{seat} finds the key: the gate is open.",
        "protected_from_bomb": "{seat} is protected from a bomb here.",
        "bomb": "{seat} steps on a bomb at {cell}: {effect}.",
        "respawn": "{seat} returns to its spawn {to}.",
        "swap": "{patient} and {ghost} meet: {patient} becomes a ghost, {ghost} a patient.",
        "dice": "{seat} rolls {row_die} (row) and {col_die} (column).",
        "rerolled": "{seat} lands on {cell}.",
        "hands_redrawn": "{patient} and {ghost} discard their hands and draw 3.",
        "follow_blocked": "{seat} cannot follow its ghost there.",
        "plays": "{seat} plays {card}.",
        "order_reversed": "The turn order is reversed.",
        "extra_step": "{seat} gains an extra step ({extra}).",
        "protected": "{seat} is protected until its next turn.",
        "nothing_to_take": "{victim} has no card to take.",
        "takes": "{seat} takes {card} from {victim}.",
        "takes_hidden": "{seat} takes a card from {victim}.",
        "brainwashed": "{seat}'s Brainwash: the enemy hands go back into their decks; they draw 3.",
        "vanished": "{seat} vanishes from {cell}.",
        "reappears": "{seat} reappears at {cell}; its path: {path}.",
        "checkup": "{seat} checks {cells}: bombs at {bombs}.",
        "checkup_public": "{seat} checks three cells.",
        "bombs_moved": "{seat} moves the bombs to {cells}.",
        "bombs_moved_hidden": "{seat} moves the bombs.",
        "bombs_planted": "{seat} plants temporary bombs at {cells}.",
        "bombs_planted_hidden": "{seat} plants two temporary bombs.",
        "time_set": "{seat} discards three cards of a suit: it is {time}.",
        "midnight_rules": "At Midnight each patient's step follows a compass spin (a blocked step is lost).",
        "dawn_rules": "At Dawn each ghost keeps to the row or the column it stands on now.",
        "dawn_rules_straight": "At Dawn each ghost keeps its steps of a turn to one straight line.",
        "dawn_line": "{seat}'s steps this turn keep to the row or the column it starts on (Dawn).",
        "card_limit": "{seat} may play no other card this turn ({time}).",
        "combo_started": "{seat} starts a combo ({combo_name}) with {card}.",
        "combo_declined": "{seat} declines the combo ({combo_name}).",
        "combo_joined": "{seat} joins with {card}: {effect}.",
        "no_reaction": "{seat} does not react.",
        "reaction": "{seat} reacts with {card}.",
        "reaction_withdrawn": "Without a partner card the reaction fails: {card} goes back to {seat}'s hand.",
        "reflected": "The reaction turns the combo ({combo_name}) against its own team.",
        "cancelled": "The reaction cancels the combo ({combo_name}).",
        "combo_resolves": "The combo ({combo_name}) resolves for team {team}: {effect}.",
        "follows": "{seat} jumps to {ghost} and will follow its next turn.",
        "no_jump": "{seat} does not jump.",
        "cover": "{seat} covers its team with {card}: it acts on {seat} and {partner}, who take one joint turn.",
        "too_far": "{seat} is too far from its ghost to jump.",
        "roles_swapped": "{first} and {second} swap roles.",
        "push": "Team {team} pushes the enemies {cells} cell(s) {dir}.",
        "not_pushed": "{seat} is protected and not pushed.",
        "pushed_hidden": "{seat} is pushed unseen.",
        "bomb_vision": "{seat} sees the bombs: {cells}.",
    },
    "zh": {
        "roll": "{team}队掷出 {dice} = {total}。",
        "first_team": "{team}队先行动：顺序 {order}。",
        "turn": "第 {round} 轮：轮到 {seat}。",
        "turn_skipped": "{seat} 本回合跳过（炸弹）。",
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
        "dice": "{seat} 掷出 {row_die}（行）和 {col_die}（列）。",
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
        "no_reaction": "{seat} 没有反应。",
        "reaction": "{seat} 以{card}反应。",
        "reaction_withdrawn": "没有搭档的牌，反应失败：{card}回到 {seat} 的手牌。",
        "reflected": "反应逆转了合作（{combo_name}），使其作用于发起的队伍。",
        "cancelled": "反应取消了合作（{combo_name}）。",
        "combo_resolves": "合作（{combo_name}）为{team}队生效：{effect}。",
        "follows": "{seat} 瞬移到 {ghost} 身边，下一回合跟随其移动。",
        "no_jump": "{seat} 不瞬移。",
        "cover": "{seat} 以{card}覆盖整个队伍：作用于 {seat} 和 {partner}，两人共同进行一个回合。",
        "too_far": "{seat} 离鬼魂太远，无法瞬移。",
        "roles_swapped": "{first} 与 {second} 身份互换。",
        "push": "{team}队把敌人向{dir}击退 {cells} 格。",
        "not_pushed": "{seat} 受到保护，没有被击退。",
        "pushed_hidden": "{seat} 被隐藏地击退。",
        "bomb_vision": "{seat} 看到炸弹：{cells}。",
    },
    "ja": {
        "roll": "チーム {team} がダイスを振る：{dice} = {total}。",
        "first_team": "チーム {team} が先に行動する：順番 {order}。",
        "turn": "ラウンド {round}：{seat} の手番。",
        "turn_skipped": "{seat} はこの手番を休む（爆弾）。",
        "turn_taken_in_combo": "{seat} はこのラウンド、合同手番ですでに行動した。",
        "protection_ends": "{seat} の保護が終わる。",
        "round_end": "ラウンド {round} 終了。",
        "temporary_bombs_gone": "一時的な爆弾が消える。",
        "planted_bombs_gone": "{seat} が {cells} に置いた一時的な爆弾が消える。",
        "planted_bombs_gone_hidden": "{seat} の一時的な爆弾が消える。",
        "key_placed": "鍵が {cell} に置かれる。",
        "time_ends": "{time}が終わる。",
        "follow_ends": "{seat} は幽霊の後を追うのをやめる。",
        "deck_empty": "{role}の山札も捨て札も尽きている：カードを引かない。",
        "deck_reshuffled": "{role}の捨て札をシャッフルして新しい山札にする。",
        "draw": "{seat} は「{card}」を引く。",
        "draws": "{seat} は{role}カードを 1 枚引く。",
        "game_over": "{cause_text}",
        "compass": "羅針盤が {seat} を{dir}へ動かす。",
        "step_lost": "{seat} の 1 歩はふさがれて失われる。",
        "moves": "{seat} は {to} へ移動する。",
        "moves_hidden": "{seat} は人知れず移動する。",
        "gate_opened": "{seat} が鍵を見つける：門が開く。",
        "protected_from_bomb": "{seat} は保護されていて、ここの爆弾を受けない。",
        "bomb": "{seat} は {cell} で爆弾を踏む：{effect}。",
        "respawn": "{seat} はスタート地点 {to} に戻る。",
        "swap": "{patient} と {ghost} が出会う：{patient} は幽霊に、{ghost} は患者になる。",
        "dice": "{seat} はダイスで {row_die}（行）と {col_die}（列）を出す。",
        "rerolled": "{seat} は {cell} に降り立つ。",
        "hands_redrawn": "{patient} と {ghost} は手札を捨てて 3 枚引く。",
        "follow_blocked": "{seat} はそこへは幽霊について行けない。",
        "plays": "{seat} は「{card}」を出す。",
        "order_reversed": "手番の順番が逆になる。",
        "extra_step": "{seat} は追加の移動を得る（{extra}）。",
        "protected": "{seat} は次の自分の手番まで保護される。",
        "nothing_to_take": "{victim} には取れるカードがない。",
        "takes": "{seat} は {victim} から「{card}」を取る。",
        "takes_hidden": "{seat} は {victim} からカードを 1 枚取る。",
        "brainwashed": "{seat} の洗脳：敵の手札はそれぞれの山札に戻り、3 枚引き直す。",
        "vanished": "{seat} は {cell} から消える。",
        "reappears": "{seat} は {cell} に再び現れる。通った道：{path}。",
        "checkup": "{seat} は {cells} を検査する：爆弾は {bombs}。",
        "checkup_public": "{seat} は 3 マスを検査する。",
        "bombs_moved": "{seat} は爆弾を {cells} へ移す。",
        "bombs_moved_hidden": "{seat} は爆弾を移す。",
        "bombs_planted": "{seat} は {cells} に一時的な爆弾を置く。",
        "bombs_planted_hidden": "{seat} は一時的な爆弾を 2 つ置く。",
        "time_set": "{seat} は同じスートのカードを 3 枚捨てる：{time}になる。",
        "midnight_rules": "真夜中は、患者の 1 歩ごとに羅針盤を回して方向を決める（ふさがれた 1 歩は失われる）。",
        "dawn_rules": "夜明けは、幽霊はいま立っている行か列の上しか動けない。",
        "dawn_rules_straight": "夜明けは、幽霊は 1 回の手番の移動を 1 本の直線に保つ。",
        "dawn_line": "{seat} はこの手番、出発したマスの行か列の上しか動けない（夜明け）。",
        "card_limit": "{seat} はこの手番、ほかのカードを出せない（{time}）。",
        "combo_started": "{seat} は「{card}」でコンボ（{combo_name}）を始める。",
        "combo_declined": "{seat} はコンボ（{combo_name}）を断る。",
        "combo_joined": "{seat} は「{card}」で参加する：{effect}。",
        "no_reaction": "{seat} は対抗しない。",
        "reaction": "{seat} は「{card}」で対抗する。",
        "reaction_withdrawn": "相方のカードがないので対抗は失敗：「{card}」は {seat} の手札に戻る。",
        "reflected": "対抗により、コンボ（{combo_name}）は始めたチーム自身に向かう。",
        "cancelled": "対抗により、コンボ（{combo_name}）は取り消される。",
        "combo_resolves": "コンボ（{combo_name}）がチーム {team} のために解決する：{effect}。",
        "follows": "{seat} は {ghost} のもとへ跳び、次の手番はその後を追う。",
        "no_jump": "{seat} は跳ばない。",
        "cover": "{seat} は「{card}」をチーム全体に適用する：{seat} と {partner} に効き、2 人は合同手番を 1 回行う。",
        "too_far": "{seat} は幽霊から遠すぎて跳べない。",
        "roles_swapped": "{first} と {second} が役割を入れ替える。",
        "push": "チーム {team} は敵を{dir}へ {cells} マス押す。",
        "not_pushed": "{seat} は保護されていて押されない。",
        "pushed_hidden": "{seat} は人知れず押される。",
        "bomb_vision": "{seat} には爆弾が見える：{cells}。",
    },
}
_TEXTS = TEXTS["en"]  # the English table (the engine's event texts)

CAUSES = {
    "en": {"gate": "Team {outcome} wins: its patient escaped through the open gate.",
           "round_limit": "A draw: the round limit was reached before any patient escaped."},
    "zh": {"gate": "{outcome}队胜利：病人穿过打开的大门逃离了。",
           "round_limit": "平局：达到轮数上限，没有病人逃离。"},
    "ja": {"gate": "チーム {outcome} の勝ち：患者が開いた門から脱出した。",
           "round_limit": "引き分け：どの患者も脱出しないまま、ラウンドの上限に達した。"},
}

WORDS = {
    "en": {
        "role": {"patient": "patient", "ghost": "ghost"},
        "dir": {"up": "up", "down": "down", "left": "left", "right": "right"},
        "time": {"midnight": "Midnight", "dawn": "Dawn"},
        "effect": {"full": "full effect (same suit)", "weak": "weak effect (different suits)",
                   "respawn": "back to the spawn", "skip_next_turn": "the next turn is lost",
                   "discard_hand": "the hand is discarded"},
        "suit": {"moon": "Moon", "eye": "Eye", "skull": "Skull"},
        "none": "none", "no_bomb": ": no bomb.", "won": "Team {outcome} wins", "draw": "Draw",
    },
    "zh": {
        "role": {"patient": "病人", "ghost": "鬼魂"},
        "dir": {"up": "上", "down": "下", "left": "左", "right": "右"},
        "time": {"midnight": "午夜", "dawn": "黎明"},
        "effect": {"full": "完全发挥（花色相同）", "weak": "效果不同（花色不同）",
                   "respawn": "回到出生点", "skip_next_turn": "失去下一回合", "discard_hand": "弃掉手牌"},
        "suit": {"moon": "月", "eye": "眼", "skull": "骷髅"},
        "none": "无", "no_bomb": "：没有炸弹。", "won": "{outcome}队胜利", "draw": "平局",
    },
    "ja": {
        "role": {"patient": "患者", "ghost": "幽霊"},
        "dir": {"up": "上", "down": "下", "left": "左", "right": "右"},
        "time": {"midnight": "真夜中", "dawn": "夜明け"},
        "effect": {"full": "完全な効果（同じスート）", "weak": "弱い効果（違うスート）",
                   "respawn": "スタート地点に戻る", "skip_next_turn": "次の手番を休む", "discard_hand": "手札を捨てる"},
        "suit": {"moon": "月", "eye": "目", "skull": "髑髏"},
        "none": "なし", "no_bomb": "：爆弾はない。", "won": "チーム {outcome} の勝利", "draw": "引き分け",
    },
}

# What each choice does, by action kind (and the card function for a play).
PROMPTS = {
    "en": {
        "move": "Move to {cell}.",
        "spin": "Spin the compass: it chooses the direction of your step (Midnight).",
        "stay": "Stay where you are and go on to play cards.",
        "stop": "Stop moving: your turn ends with a draw.",
        "end": "End your turn: draw 1 card, then up to 3.",
        "decline": "Decline.",
        "decline_join": "Decline the combo: {leader} takes its turn alone.",
        "pass": "Do not react.",
        "jump": "Jump to your ghost's cell; next round you follow its moves, ignoring obstacles.",
        "decline_jump": "Do not jump.",
        "push": "Push the enemies {dir}.",
        "pick_checkup": "Check {cell} for a bomb ({n} of {need}).",
        "pick_relocate": "Move a bomb to {cell} ({n} of {need}).",
        "pick_plant": "Plant a temporary bomb at {cell} ({n} of {need}).",
        "pick_push": "Move the possessed {target} to {cell}.",
        "pick": "Choose {cell}.",
        "declare_time": "Discard {cards} (three of a suit): it becomes {time} for 2 rounds.",
        "combo": "Start combo {combo} with {card}; with your teammate's card of the same suit: {effect}",
        "join": "Join the combo with {card}: {suited}.",
        "react": "React with {card} (Prank + Schizophrenia turns or cancels the enemy combo).",
        "cover": "Cover your team with {card}: it acts on you and {partner}, who take one joint turn.",
        "same_suit": "same suit, full effect", "other_suit": "different suits, weak effect",
        "play_schizophrenia": "Play {card}: reverse the turn order.",
        "play_checkup": "Play {card}: check 3 cells for bombs (only you learn the result).",
        "play_amnesia": "Play {card}: take a random card from {target}'s hand.",
        "play_sprint": "Play {card}: take one extra step after your cards.",
        "play_protection": "Play {card}: you are not hurt until your next turn.",
        "play_possession": "Play {card}: move {target} (in your 3×3 reach) 2 steps.",
        "play_mischief_relocate": "Play {card}: move every bomb to other cells, for the rest of the game.",
        "play_mischief_plant": "Play {card}: plant 2 temporary bombs.",
        "play_brainwash": "Play {card}: the enemies shuffle their hands into their decks and draw 3.",
        "play_prank": "Play {card}: take a random card from {target}'s hand.",
        "play_vanish": "Play {card}: hide your piece for your next 2 turns.",
        "play": "Play {card}.",
    },
    "zh": {
        "move": "移动到 {cell}。",
        "spin": "旋转罗盘：由罗盘决定这一步的方向（午夜）。",
        "stay": "留在原地，接着出牌。",
        "stop": "停止移动：回合结束并抽牌。",
        "end": "结束回合：抽 1 张，再补满 3 张。",
        "decline": "拒绝。",
        "decline_join": "拒绝合作：{leader} 独自进行回合。",
        "pass": "不反应。",
        "jump": "瞬移到鬼魂身边；下一回合跟随其移动，不受障碍物影响。",
        "decline_jump": "不瞬移。",
        "push": "把敌人向{dir}击退。",
        "pick_checkup": "检测 {cell} 是否有炸弹（第 {n}/{need} 格）。",
        "pick_relocate": "把一个炸弹移到 {cell}（第 {n}/{need} 个）。",
        "pick_plant": "在 {cell} 放置临时炸弹（第 {n}/{need} 个）。",
        "pick_push": "把被附身的 {target} 移到 {cell}。",
        "pick": "选择 {cell}。",
        "declare_time": "弃掉{cards}（三张同花色）：变为{time}，持续两轮。",
        "combo": "以{card}发起合作（{combo}）；队友出示相同花色时：{effect}",
        "join": "以{card}加入合作：{suited}。",
        "react": "以{card}反应（恶作剧+精神分裂：逆转或取消敌方合作）。",
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
    },
    "ja": {
        "move": "{cell} へ移動する。",
        "spin": "羅針盤を回す：この 1 歩の方向は羅針盤が決める（真夜中）。",
        "stay": "その場にとどまり、カードを出す。",
        "stop": "移動をやめる：手番を終えてカードを引く。",
        "end": "手番を終える：1 枚引き、さらに 3 枚まで補充する。",
        "decline": "断る。",
        "decline_join": "コンボを断る：{leader} が 1 人で手番を行う。",
        "pass": "対抗しない。",
        "jump": "幽霊のいるマスへ跳ぶ。次のラウンドは障害物を無視して幽霊の動きを追う。",
        "decline_jump": "跳ばない。",
        "push": "敵を{dir}へ押す。",
        "pick_checkup": "{cell} に爆弾があるか検査する（{need} マス中 {n} マス目）。",
        "pick_relocate": "爆弾を {cell} へ移す（{need} 個中 {n} 個目）。",
        "pick_plant": "{cell} に一時的な爆弾を置く（{need} 個中 {n} 個目）。",
        "pick_push": "憑依した {target} を {cell} へ動かす。",
        "pick": "{cell} を選ぶ。",
        "declare_time": "{cards}（同じスート 3 枚）を捨てる：2 ラウンドのあいだ{time}になる。",
        "combo": "「{card}」でコンボ（{combo}）を始める。味方が同じスートのカードを出せば：{effect}",
        "join": "「{card}」でコンボに参加する：{suited}。",
        "react": "「{card}」で対抗する（いたずら＋統合失調症で、敵のコンボを反転させるか取り消す）。",
        "cover": "「{card}」をチーム全体に適用する：あなたと {partner} に効き、2 人は合同手番を 1 回行う。",
        "same_suit": "同じスート、完全な効果", "other_suit": "違うスート、弱い効果",
        "play_schizophrenia": "「{card}」を出す：手番の順番を逆にする。",
        "play_checkup": "「{card}」を出す：3 マスに爆弾があるか検査する（結果を知るのはあなただけ）。",
        "play_amnesia": "「{card}」を出す：{target} の手札から無作為に 1 枚取る。",
        "play_sprint": "「{card}」を出す：カードの後に 1 歩追加で移動する。",
        "play_protection": "「{card}」を出す：次の自分の手番まで傷つかない。",
        "play_possession": "「{card}」を出す：{target}（あなたの 3×3 の範囲内）を 2 歩動かす。",
        "play_mischief_relocate": "「{card}」を出す：すべての爆弾をほかのマスへ移す（ゲーム終了まで）。",
        "play_mischief_plant": "「{card}」を出す：一時的な爆弾を 2 つ置く。",
        "play_brainwash": "「{card}」を出す：敵は手札をそれぞれの山札に混ぜ、3 枚引く。",
        "play_prank": "「{card}」を出す：{target} の手札から無作為に 1 枚取る。",
        "play_vanish": "「{card}」を出す：次の 2 手番のあいだ、あなたの駒を隠す。",
        "play": "「{card}」を出す。",
    },
}


# Where a combo's text parts its full effect from the weaker one of different suits, by language.
_COMBO_SPLIT = {"en": (": ", " Different suits"), "zh": ("：", "（花色不同"), "ja": ("：", "（違うスート")}


def table_lang(lang: str) -> str:
    """Return the language whose table is used for `lang` (English where this game has no table)."""
    return core_texts.table_lang(lang, LANGS)


def card_name(card: str, lang: str = "en") -> str:
    """Return a card's name in `lang`: its function and suit ("Schizophrenia (Eye)")."""
    return CARD_TEXTS["cards"][card][table_lang(lang)]["name"]


def function_name(function: str, lang: str = "en") -> str:
    """Return a card function's short name in `lang` ("Possession", 附身, 憑依): its cards' name without the suit."""
    return re.split(r" \(|（", card_name(f"{function}_{SUITS[0]}", lang))[0].split("|")[0]


def combo_name(combo: str, lang: str = "en") -> str:
    """Return a combo's name with its two functions ("C3 Possession + Protection")."""
    ghost, patient = COMBOS[combo]
    return f"{combo} {function_name(ghost, lang)} + {function_name(patient, lang)}"


def _cell(value) -> str:
    return f"({value[0]},{value[1]})"


def _show(key: str, value, lang: str):
    words = WORDS[lang]
    if key == "card" and isinstance(value, str) and value in CARD_TEXTS["cards"]:
        return card_name(value, lang)
    if isinstance(value, list) and value and isinstance(value[0], list):
        return " ".join(_cell(c) for c in value)
    if isinstance(value, list) and len(value) == 2 and all(isinstance(v, int) for v in value):
        return _cell(value)
    if isinstance(value, list):
        names = (card_name(v, lang) if v in CARD_TEXTS["cards"] else str(v) for v in value)
        return core_texts.list_sep(lang).join(names) or words["none"]
    if key in words and isinstance(words[key], dict) and value in words[key]:
        return words[key][value]
    return value


def event_text(name: str, data: dict, lang: str = "en") -> str:
    """Return the sentence of an event in `lang` (card ids shown as card names of that language)."""
    lang = table_lang(lang)
    shown = {k: _show(k, v, lang) for k, v in data.items()}
    if "combo" in data:
        shown["combo_name"] = combo_name(data["combo"], lang)
    if name == "game_over":
        shown["cause_text"] = cause_text(data.get("cause"), data.get("outcome"), lang)
    text = core_texts.fill(TEXTS[lang], name, shown)
    if name == "checkup" and not data.get("bombs"):
        text = text.split(core_texts.colon(lang).strip())[0] + WORDS[lang]["no_bomb"]
    return text


def cause_text(cause: str, outcome: str, lang: str = "en") -> str:
    """Return the result sentence of an end cause ("Team A wins: its patient escaped through the open gate.")."""
    return CAUSES[table_lang(lang)].get(cause, cause).format(outcome=outcome)


def result_title(outcome: str, lang: str = "en") -> str:
    """Return the banner's title of an outcome (a team's win, or a draw)."""
    words = WORDS[table_lang(lang)]
    return words["draw"] if outcome == "draw" else words["won"].format(outcome=outcome)


def action_text(state, action, lang: str = "en") -> str:
    """Return what a legal action does, as a sentence in `lang`, for the seat to act in `state`."""
    lang = table_lang(lang)
    p = PROMPTS[lang]
    f = dict(action.fields)
    kind = action.kind
    card = card_name(f["card"], lang) if f.get("card") in CARDS else ""
    cell = f"({f['row']},{f['col']})" if "row" in f else ""
    pending = state.pending
    if kind == "pick":
        purpose = getattr(pending, "purpose", None) if pending.kind == "pick" else "push"
        n = len(getattr(pending, "picked", ())) + 1
        return p.get(f"pick_{purpose}", p["pick"]).format(cell=cell, n=n, need=getattr(pending, "need", 1),
                                                            target=getattr(pending, "target", ""))
    if kind == "decline":
        if pending.kind == "join":
            return p["decline_join"].format(leader=pending.leader)
        return p["decline_jump"] if pending.kind == "jump" else p["decline"]
    if kind == "push":
        return p["push"].format(dir=WORDS[lang]["dir"].get(f["dir"], f["dir"]))
    if kind == "declare_time":
        cards = core_texts.list_sep(lang).join(card_name(c, lang) for c in f["cards"].split("+"))
        return p["declare_time"].format(cards=cards, time=WORDS[lang]["time"][f["time"]])
    if kind == "combo":
        text = CARD_TEXTS["combos"][f["combo"]][lang]["text"]
        after, before = _COMBO_SPLIT[lang]
        full = text.split(after, 1)[-1].split(before)[0]
        return p["combo"].format(combo=combo_name(f["combo"], lang), card=card, effect=full)
    if kind == "join":
        same = f["card"].rsplit("_", 1)[1] == pending.card.rsplit("_", 1)[1]
        return p["join"].format(card=card, suited=p["same_suit" if same else "other_suit"])
    if kind == "cover":
        return p["cover"].format(card=card, partner=_mate(state))
    if kind == "play":
        fn = FUNCTION[f["card"]]
        key = f"play_{fn}_{f['mode']}" if "mode" in f else f"play_{fn}"
        return p.get(key, p["play"]).format(card=card, target=f.get("target", ""))
    if kind in p:
        return p[kind].format(cell=cell, card=card)
    return str(action)


def _mate(state) -> str:
    """Return the teammate of the seat to act."""
    seat = state.to_act
    return next((s for s in ("A1", "A2", "B1", "B2") if s != seat and s[0] == seat[0]), "")
