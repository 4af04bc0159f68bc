"""Why a seat could not join its partner's combo (CH-COMBO-1, the engine's join_unable, told to that seat only):
newcomer review 20, room_zh finding 3 ("你没有加入合作 … I was never shown an offer"). Registered into each language's
TEXTS and WORDS (`need`: a card function's short name, as texts.function_name writes it) when the sentences load.

zh-TW is zh converted by OpenCC s2twp, as tools/gen_zh_tw.py converts zh.py."""
from __future__ import annotations

import json
import re
from pathlib import Path

from . import en, ja, zh, zh_tw

JOIN_UNABLE = {
    "en": "{seat} could not join {leader}'s combo ({combo_name}): {seat} holds no {need}. Keep one {need} to join "
          "the next.",
    "zh": "{seat} 无法加入{leader} 的合作（{combo_name}）：手里没有{need}。留一张{need}，下次才能加入。",
    "zh-TW": "{seat} 無法加入{leader} 的合作（{combo_name}）：手裡沒有{need}。留一張{need}，下次才能加入。",
    "ja": "{seat} は {leader} のコンボ（{combo_name}）に加われなかった：手札に「{need}」がない。次に加わるには「{need}」を1枚残しておく。",
}
MODULES = {"en": en, "zh": zh, "ja": ja, "zh-TW": zh_tw}


def _card_texts(lang: str) -> dict:
    """Return the card texts of `lang` (zh-TW's live in the generated zh_tw.py)."""
    if lang == "zh-TW":
        return {card: entry for card, entry in zh_tw.CARD_TEXTS["cards"].items()}
    cards = json.loads(Path(__file__).parents[1].joinpath("card_texts.json").read_text(encoding="utf-8"))["cards"]
    return {card: entry[lang] for card, entry in cards.items()}


def function_names(lang: str) -> dict:
    """Return each card function's short name in `lang` ("Brainwash", 洗脑): its cards' name without the suit."""
    out: dict = {}
    for card, entry in _card_texts(lang).items():
        out.setdefault(card.rsplit("_", 1)[0], re.split(r" \(|（", entry["name"])[0].split("|")[0])
    return out


for _lang, _module in MODULES.items():
    _module.TEXTS.setdefault("join_unable", JOIN_UNABLE[_lang])
    _module.WORDS.setdefault("need", function_names(_lang))
