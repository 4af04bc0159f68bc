"""What the CHAOS prompt adds when a rule takes an option away or a step ends the turn (newcomer review 25, chaos_en
2: combo and cover vanished untold when the partner took the team's first turn, CH-COMBO-1/CH-COVER-1; chaos_ja 2:
the extra step ended the turn with a draw, untold, CH-CARD-4). frames/chaos_turn.py says them. zh-TW by hand, as
tools/gen_zh_tw.py's s2twp would."""
from __future__ import annotations

# Before the options, once: (no combo, no combo nor cover).
NO_LEAD = {
    "en": ("No combo this round: {partner} already took your team's first turn. ",
           "No combo or cover this round: {partner} already took your team's first turn. "),
    "zh": ("本轮不能发起合作：{partner} 已用掉你方本轮的第一个回合。", "本轮不能发起合作或全队生效的出牌：{partner} 已用掉你方本轮的第一个回合。"),
    "zh-TW": ("本輪不能發起合作：{partner} 已用掉你方本輪的第一個回合。", "本輪不能發起合作或全隊生效的出牌：{partner} 已用掉你方本輪的第一個回合。"),
    "ja": ("このラウンドはコンボ不可：{partner} がチームの最初の手番を使った。",
           "このラウンドはコンボもチーム全体へのカードも使えない。{partner} がチームの最初の手番を使った。"),
}
# After it, where a card reversed the order since the seat's last turn (CH-P1; review 26, room_en 10, chaos_ja 8).
REVERSED = {"en": "{seat}'s {card} reversed the order. ", "zh": "{seat} 的{card}反转了行动顺序。",
            "zh-TW": "{seat} 的{card}反轉了行動順序。", "ja": "{seat} の「{card}」で順番が逆回りになった。"}
# The chip that ends the cards when extra steps follow: what comes after them (CH-CARD-4 (4), (5)).
END_EXTRA = {"en": "End cards: {n} extra {n:step|steps}, then draw", "zh": "结束出牌：追加移动 {n} 步，然后抽牌",
             "zh-TW": "結束出牌：追加移動 {n} 步，然後抽牌", "ja": "出し終えたら追加で {n} 歩、それから引く"}
# After the extra steps' ask: the last step closes the turn.
AFTER_EXTRA = {"en": " Then your turn ends and you draw.", "zh": "然后回合结束并抽牌。", "zh-TW": "然後回合結束並抽牌。",
               "ja": "そのあと手番が終わり、カードを引く。"}
# A join of a push (CH-C3) with a Protected enemy (CH-P5: forced moves stop at it), before the join's words and in
# the ask (review 25, room_en 4): one enemy; every enemy (the push moves no one).
NOT_PUSHED = {"en": "{seat} is Protected: not pushed. ", "zh": "{seat} 受到保护：不会被击退。",
              "zh-TW": "{seat} 受到保護：不會被擊退。", "ja": "{seat} は保護中：押されない。"}
NO_EFFECT = {"en": "⚠ No effect now: {seats} are Protected. ", "zh": "⚠ 现在没有效果：{seats} 都受到保护。",
             "zh-TW": "⚠ 現在沒有效果：{seats} 都受到保護。", "ja": "⚠ いまは効果なし：{seats} は保護中。"}
AND = {"en": " and ", "zh": " 和 ", "zh-TW": " 和 ", "ja": " と "}
# The end of the cards when it is the only move (CH-CARD-4 (3), (5)): why there is nothing else (review 25, room_zh
# 10: after Stay a second tap 'End cards and draw' with nothing to play, untold).
END_ALONE = {"en": "Draw: no card to play", "zh": "抽牌：没有可出的牌", "zh-TW": "抽牌：沒有可出的牌", "ja": "引く：出せるカードがない"}
# ... and when the seat still holds cards: the time of day's one card a turn is played (review 28, chaos_en 8)
END_LIMIT = {"en": "Draw: 1 card a turn at {time}", "zh": "抽牌：{time}每回合只出 1 张", "zh-TW": "抽牌：{time}每回合只出 1 張",
             "ja": "引く：{time}は 1 手番 1 枚まで"}
# A cover's chip with Protection, what it does to both (CH-P5), and its sentence's end when the joint turn it starts ends
# the partner's Mischief bombs (CH-DUR-3; review 28, chaos_ja 4 and chaos_en 9).
COVER_SHIELD = {"en": "Shield both: uses {partner}'s turn", "zh": "两人都受保护（也用掉 {partner} 的回合）",
                "zh-TW": "兩人都受保護（也用掉 {partner} 的回合）", "ja": "2 人とも保護（{partner} の手番も使う）"}
COVER_PLANTS = {"en": " {partner}'s {card} bombs end: this starts its turn.", "zh": "{partner} 的{card}炸弹会消失：这会开始它的回合。",
                "zh-TW": "{partner} 的{card}炸彈會消失：這會開始它的回合。", "ja": "{partner} の{card}の爆弾は消える：{partner} の手番が始まるため。"}
# a Possession step onto a vanished ghost the reader sees: no swap comes (CH-G5; review 34, room_en 2)
NO_SWAP = {"en": " (no swap: {who} vanished)", "zh": "（不交换身份：{who}已消隐）", "zh-TW": "（不交換身份：{who}已消隱）",
           "ja": "（入れ替えなし：{who}消失中）"}
NO_SWAP_WHO = {"en": ("you are", "{seat} is"), "zh": ("你", "{seat} "), "zh-TW": ("你", "{seat} "),
               "ja": ("あなたは", "{seat} は")}
# a reversal that gives a planter its next turn at once ends its Mischief bombs before any enemy turn (CH-P1, CH-DUR-3;
# review 34, chaos_en 6): said on the Schizophrenia that does it
REVERSAL_PLANTS = {"en": " {seat}'s bombs at {cells} end at its next turn — that comes now.",
                   "zh": "{seat} 的炸弹（{cells}）在它的下个回合消失——那就是现在。",
                   "zh-TW": "{seat} 的炸彈（{cells}）在它的下個回合消失——那就是現在。",
                   "ja": "{seat} の爆弾（{cells}）は次の手番で消える。その手番がすぐ来る。"}
