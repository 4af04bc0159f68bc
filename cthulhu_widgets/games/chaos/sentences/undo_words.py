"""Why Undo is greyed: before the seat's first decision (newcomer review 21, CHAOS ja finding 2, 158_undo2: a tap showed
the kernel's English "nothing to undo: B1 has made no decision yet" on a Japanese table). Registered into each
language's WORDS when the sentences load; zh-TW is zh converted as tools/gen_zh_tw.py converts zh.py. After the seat took
a random card from an enemy's hand (Amnesia, Prank: review 35, chaos_ja 11): that card was hidden (CH-HIDE-1), as a
bomb is, so a take-back would be a peek or a second draw."""
from __future__ import annotations

from . import en, ja, zh, zh_tw

UNDO_NONE = {
    "en": "Undo: nothing to undo yet, your first decision of this game is still to come",
    "zh": "撤销：还没有可以撤销的一步，你在这局的第一个决定还没做",
    "zh-TW": "復原：還沒有可以復原的一步，你在這局的第一個決定還沒做",
    "ja": "元に戻す：まだ戻せる手はない。このゲームでのあなたの最初の決定はまだ",
}

UNDO_STEAL = {
    "en": "Undo cannot take back a card you took from an enemy's hand: you have seen it",
    "zh": "撤销不能收回你从敌人手牌拿到的牌：你已经看到了它",
    "zh-TW": "撤銷不能收回你從敵人手牌拿到的牌：你已經看到了它",
    "ja": "敵の手札から取ったカードは取り消せない：もう見てしまった",
}

for _lang, _module in {"en": en, "zh": zh, "ja": ja, "zh-TW": zh_tw}.items():
    _module.WORDS.setdefault("undo_none", UNDO_NONE[_lang])
    _module.WORDS.setdefault("undo_steal", UNDO_STEAL[_lang])
