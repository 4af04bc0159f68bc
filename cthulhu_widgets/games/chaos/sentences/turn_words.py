"""What the CHAOS prompt adds when a rule takes an option away or a step ends the turn (newcomer review 25, chaos_en
2: combo and cover vanished untold when the partner took the team's first turn, CH-COMBO-1/CH-COVER-1; chaos_ja 2:
the extra step ended the turn with a draw, untold, CH-CARD-4). frames/chaos_turn.py says them. zh-TW by hand, as
tools/gen_zh_tw.py's s2twp would."""
from __future__ import annotations

# Before the options, once: (no combo, no combo nor cover).
NO_LEAD = {
    "en": ("No combo this round: {partner} already took your team's first turn. ",
           "No combo or cover this round: {partner} already took your team's first turn. "),
    "zh": ("本轮不能发起合作：{partner} 已用掉你方本轮的第一个回合。", "本轮不能发起合作或覆盖队伍：{partner} 已用掉你方本轮的第一个回合。"),
    "zh-TW": ("本輪不能發起合作：{partner} 已用掉你方本輪的第一個回合。", "本輪不能發起合作或覆蓋隊伍：{partner} 已用掉你方本輪的第一個回合。"),
    "ja": ("このラウンドはコンボ不可：{partner} がチームの最初の手番を使った。",
           "このラウンドはコンボもチーム適用も不可：{partner} がチームの最初の手番を使った。"),
}
# The chip that ends the cards when extra steps follow: what comes after them (CH-CARD-4 (4), (5)).
END_EXTRA = {"en": "End cards: {n} extra {n:step|steps}, then draw", "zh": "结束出牌：追加移动 {n} 步，然后抽牌",
             "zh-TW": "結束出牌：追加移動 {n} 步，然後抽牌", "ja": "カードを終え、追加 {n} 歩のあと引く"}
# After the extra steps' ask: the last step closes the turn.
AFTER_EXTRA = {"en": " Then your turn ends and you draw.", "zh": "然后回合结束并抽牌。", "zh-TW": "然後回合結束並抽牌。",
               "ja": "そのあと手番が終わり、カードを引く。"}
