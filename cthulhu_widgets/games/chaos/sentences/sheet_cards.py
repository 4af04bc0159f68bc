"""The rules sheet's "Cards and combos" part (newcomer review 36, chaos_en 3: the "?" sheet listed no card and no
combo): each language's HELP["cards"] words (the part's headings, the reaction and team cover sentences, CH-C4 and
CH-COVER) are filled, when the sentences load, with the card texts of card_texts.json (the hand's card names and
texts, the combos' full and weak effects, Midnight and Dawn): a card's words are written in that one place only.

HELP["cards"] becomes {"head": the part's heading, "groups": [{"head", "items": [[name, text], ...]}]}."""
from __future__ import annotations

import json
import re
from pathlib import Path

from ..cards import COMBOS, FUNCTIONS, SUITS
from . import en, ja, zh, zh_tw

_JSON = json.loads((Path(__file__).parents[1] / "card_texts.json").read_text(encoding="utf-8"))


def _entry(section: str, key: str, lang: str) -> dict:
    """Return one card text entry in `lang` (zh-TW: the generated zh_tw.py's)."""
    return zh_tw.CARD_TEXTS[section][key] if lang == "zh-TW" else _JSON[section][key][lang]


def _function(function: str, lang: str) -> str:
    """Return a card function's name without its suit ("Possession", 附身), as the hand's cards name it."""
    return re.split(r" \(|（", _entry("cards", f"{function}_{SUITS[0]}", lang)["name"])[0].split("|")[0]


def _effect(text: str) -> str:
    """Return a combo's text without the two cards it opens with (the sheet names them beside it)."""
    rest = re.split(r": |：", text, maxsplit=1)[-1]
    return rest[:1].upper() + rest[1:]


def cards_part(words: dict, lang: str) -> dict:
    """Return the sheet's cards part in `lang` from its `words` (HELP["cards"] as written) and the card texts."""
    names = {f: _function(f, lang) for f in FUNCTIONS}
    plus = " + " if lang == "en" else "＋"

    def cards(role: str) -> list:
        return [[names[f], _entry("cards", f"{f}_{SUITS[0]}", lang)["text"]]
                for f, (r, *_rest) in FUNCTIONS.items() if r == role]
    combos = [[f"{names[g]}{plus}{names[p]}", _effect(_entry("combos", c, lang)["text"])] for c, (g, p) in COMBOS.items()]
    more = [[term, text.format(**names)] for term, text in (words["reaction"], words["cover"])]
    times = [[_entry("times", t, lang)["name"], _entry("times", t, lang)["text"]] for t in ("midnight", "dawn")]
    return {"head": words["head"],
            "groups": [{"head": words["patient"], "items": cards("patient")},
                       {"head": words["ghost"], "items": cards("ghost")},
                       {"head": words["combos"], "items": combos},
                       {"head": words["more"], "items": more + times}]}


for _lang, _module in {"en": en, "zh": zh, "ja": ja, "zh-TW": zh_tw}.items():
    if "reaction" in _module.HELP.get("cards", {}):   # (zh_tw.py has it once tools/gen_zh_tw.py ran)
        _module.HELP["cards"] = cards_part(_module.HELP["cards"], _lang)
