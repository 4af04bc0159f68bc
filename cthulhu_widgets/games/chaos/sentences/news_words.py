"""What another seat did to the reader since its last turn, one short line each, told at its next turn where it
looks (frames/chaos_news.py): its hand (newcomer review 25, room_en 1, room_zh 1, chaos_ja 8: the hand changed with
no cue on it), its piece (chaos_ja 3: a swap's reason only below the fold) and a hidden enemy ghost that may reach it
(chaos_en 1). zh-TW is zh in Traditional characters, as tools/gen_zh_tw.py converts zh.py."""
from __future__ import annotations

NEWS = {
    "en": {"taken": "{seat} took your {card}", "brainwashed": "New hand ({seat}'s Brainwash): {cards}", "list": ", ",
           "hands_swapped": "Your hand was swapped with {other}'s", "redrawn": "New hand: you swapped roles with {other}",
           "swapped": "{other} swapped with you: you are a {role} now",
           "bombed": "A bomb at {cell} sent you back to {to}",
           "bombed_start": "Bomb from the start at {cell}: back to {to}",   # one line on a 362 px phone
           "bombed_maybe": "Bomb at {cell} (from the start or {team}'s): back to {to}",
           "bombed_by": "{by}'s temporary bomb at {cell}: back to {to}",
           "threat": "{seat} may be near: it can reach you next turn and swap",
           "combo_swapped": "{leader}'s combo swapped your role: you are a {role} now",
           "no_prank": "you could not counter: {ghost} did not play {prank}", "sep": "; "},
    "zh": {"taken": "{seat} 拿走了你的{card}", "brainwashed": "新手牌（{seat} 的洗脑）：{cards}", "list": "、",
           "hands_swapped": "你的手牌与 {other} 的互换了", "redrawn": "新手牌：你与 {other} 互换了身份",
           "swapped": "{other} 与你互换身份：你现在是{role}",
           "bombed": "{cell} 的炸弹把你送回了 {to}", "bombed_start": "{cell} 开局就有的炸弹把你送回了 {to}",
           "bombed_maybe": "{cell} 的炸弹（开局就有，或 {team} 组埋的）把你送回了 {to}",
           "bombed_by": "{by} 在 {cell} 的临时炸弹把你送回了 {to}",
           "threat": "{seat} 可能就在附近：下回合能走到你这里并互换身份",
           "combo_swapped": "{leader} 的合作换了你的身份：你现在是{role}", "no_prank": "你无法反制：{ghost} 没有出{prank}", "sep": "；"},
    "zh-TW": {"taken": "{seat} 拿走了你的{card}", "brainwashed": "新手牌（{seat} 的洗腦）：{cards}", "list": "、",
              "hands_swapped": "你的手牌與 {other} 的互換了", "redrawn": "新手牌：你與 {other} 互換了身份",
              "swapped": "{other} 與你互換身份：你現在是{role}",
              "bombed": "{cell} 的炸彈把你送回了 {to}", "bombed_start": "{cell} 開局就有的炸彈把你送回了 {to}",
              "bombed_maybe": "{cell} 的炸彈（開局就有，或 {team} 組埋的）把你送回了 {to}",
              "bombed_by": "{by} 在 {cell} 的臨時炸彈把你送回了 {to}",
              "threat": "{seat} 可能就在附近：下回合能走到你這裡並互換身份",
              "combo_swapped": "{leader} 的合作換了你的身份：你現在是{role}", "no_prank": "你無法反制：{ghost} 沒有出{prank}", "sep": "；"},
    "ja": {"taken": "{seat} があなたの「{card}」を取った", "brainwashed": "新しい手札（{seat} の洗脳）：{cards}", "list": "、",
           "hands_swapped": "あなたの手札が {other} の手札と入れ替わった", "redrawn": "新しい手札：{other} と役割が入れ替わった",
           "swapped": "{other} と入れ替わった：あなたは今{role}",
           "bombed": "{cell} の爆弾で {to} へ戻された", "bombed_start": "{cell} の最初からの爆弾で {to} へ戻された",
           "bombed_maybe": "{cell} の爆弾（最初からかチーム {team}）で {to} へ戻された",
           "bombed_by": "{by} の一時的な爆弾（{cell}）で {to} へ戻された",
           "threat": "{seat} が近くにいるかもしれない：次の手番であなたに届き、入れ替わる",
           "combo_swapped": "{leader} のコンボで役割が入れ替わった：あなたは今{role}",
           "no_prank": "対抗できなかった：{ghost} が「{prank}」を出さなかった", "sep": "；"},
}
