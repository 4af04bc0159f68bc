"""The joint turn's prompt says its rule before the step (CH-COMBO-1, CH-COVER-1: both teammates step, no card is
played, the turn ends after the step): newcomer review 23, chaos_ja finding 4 and room_zh finding 1 (a card tapped
in a joint turn did nothing and the turn ended after the step, unsaid; only why_not_joint told it, after a tap).
Registered into each language's ASKS as "combo_move_rule" when the sentences load; texts.prompt asks for it.

zh-TW is zh converted by OpenCC s2twp, as tools/gen_zh_tw.py converts zh.py."""
from __future__ import annotations

from . import en, ja, zh, zh_tw

# The partner of a team cover is told whose cover took its turn and why it was not asked (CH-COVER-1: a cover takes
# the teammate's turn without its consent; newcomer review 24, chaos_ja finding 4: "my ally's card cut my turn").
JOINT_RULE = {
    "en": {"combo_move_rule": "Joint turn — no cards, and your turn ends after this step: {options}.",
           "cover_move_rule": "Joint turn: {leader}'s {card} covers you too ({why}; a cover does not ask) — no cards, "
                              "and your turn ends after this step: {options}.",
           # a Sprint cover's extra step follows the joint one (CH-COVER-2; review 33, chaos_en 4: 'your turn ends
           # after this step', then the extra step came)
           "combo_move_rule_extra": "Joint turn — no cards: {options}; then your {n} extra step.",
           "cover_move_rule_extra": "Joint turn: {leader}'s {card} covers you too ({why}; a cover does not ask) — "
                                    "no cards: {options}; then your {n} extra step.",
           "cover_why_sprint": "an extra step each", "cover_why_protection": "you are both protected",
           "cover_why_checkup": "its checks are yours too", "cover_why_vanish": "you both vanish"},
    "zh": {"combo_move_rule": "合作回合（不能出牌，走完这一步回合就结束）：{options}。",
           "cover_move_rule": "合作回合（{leader} 的{card}也覆盖你：{why}；也用掉你的回合，无需你同意；不能出牌，走完这一步就结束）：{options}。",
           "combo_move_rule_extra": "合作回合（不能出牌）：{options}；之后还有 {n} 步额外移动。",
           "cover_move_rule_extra": "合作回合（{leader} 的{card}也覆盖你：{why}；也用掉你的回合，无需你同意；不能出牌）：{options}；之后还有 {n} 步额外移动。",
           "cover_why_sprint": "你们各多走一步", "cover_why_protection": "你们都受保护",
           "cover_why_checkup": "检测对你们都有效", "cover_why_vanish": "你们都消隐"},
    "zh-TW": {"combo_move_rule": "合作回合（不能出牌，走完這一步回合就結束）：{options}。",
              "cover_move_rule": "合作回合（{leader} 的{card}也覆蓋你：{why}；也用掉你的回合，無需你同意；不能出牌，走完這一步就結束）：{options}。",
              "combo_move_rule_extra": "合作回合（不能出牌）：{options}；之後還有 {n} 步額外移動。",
              "cover_move_rule_extra": "合作回合（{leader} 的{card}也覆蓋你：{why}；也用掉你的回合，無需你同意；不能出牌）：{options}；之後還有 {n} 步額外移動。",
              "cover_why_sprint": "你們各多走一步",
              "cover_why_protection": "你們都受保護",
              "cover_why_checkup": "檢測對你們都有效",
              "cover_why_vanish": "你們都消隱"},
    "ja": {"combo_move_rule": "合同手番（カードは出せない。この一歩で手番は終わり）：{options}。",
           "cover_move_rule": "合同手番（{leader} の{card}があなたも覆う：{why}。あなたの手番も使う。同意を求めない。カードは出せず、"
                              "この一歩で終わり）：{options}。",
           "combo_move_rule_extra": "合同手番（カードは出せない）：{options}。そのあと追加 {n} 歩。",
           "cover_move_rule_extra": "合同手番（{leader} の{card}があなたも覆う：{why}。あなたの手番も使う。同意を求めない。"
                                    "カードは出せない）：{options}。そのあと追加 {n} 歩。",
           "cover_why_sprint": "二人とも一歩追加", "cover_why_protection": "二人とも保護される",
           "cover_why_checkup": "検診の結果を二人とも知る", "cover_why_vanish": "二人とも消える"},
}

for _lang, _module in {"en": en, "zh": zh, "ja": ja, "zh-TW": zh_tw}.items():
    for _key, _words in JOINT_RULE[_lang].items():
        _module.ASKS.setdefault(_key, _words)
