"""Words of newcomer review 24 (round AP5), registered into each language's tables when the sentences load:
- WORDS "joined": a combo's join tells whether the suits match, not the effect: a reaction may still cancel the
  combo or turn it round, and the line that decides it tells the effect once (room_en 3, CH-COMBO-2, CH-C4);
- TEXTS "met_unseen": as a Vanish ends, the other team reads where the ghost met an enemy patient unseen and why no
  swap came (chaos_ja 3, CH-G5; its own team read it at once: story.py passes_unseen).

zh-TW is zh converted by OpenCC s2twp, as tools/gen_zh_tw.py converts zh.py."""
from __future__ import annotations

from . import en, ja, zh, zh_tw

JOINED = {"en": {"full": "same suit", "weak": "different suits"}, "ja": {"full": "同じマーク", "weak": "違うマーク"},
          "zh": {"full": "花色相同", "weak": "花色不同"}, "zh-TW": {"full": "花色相同", "weak": "花色不同"}}
MET_UNSEEN = {
    "en": "While vanished, {seat} met {patient} on {cell}: a vanished ghost does not swap roles.",
    "ja": "{seat} は消失中に {cell} で {patient} と重なった：消失中の幽霊は役割を入れ替えない。",
    "zh": "{seat} 消隐期间经过 {cell} 上的 {patient}：消隐中的鬼魂不交换身份。",
    "zh-TW": "{seat} 消隱期間經過 {cell} 上的 {patient}：消隱中的鬼魂不交換身份。",
}

for _lang, _module in {"en": en, "zh": zh, "ja": ja, "zh-TW": zh_tw}.items():
    _module.WORDS.setdefault("joined", JOINED[_lang])
    _module.TEXTS.setdefault("met_unseen", MET_UNSEEN[_lang])
