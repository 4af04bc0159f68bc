"""Texts of CHAOS for logs, banners and choices that teach the rules: the functions that fill them, and the tables of
each language (TEXTS, CAUSES, WORDS, PROMPTS, _COMBO_SPLIT) assembled from sentences/<lang>.py: English, the seed's
Simplified Chinese (sentences/zh.py: "zh" is zh-CN here, the seed 001 is written in it) and Japanese
(sentences/ja.py: our translation). Card ids are shown as card names of the language ("Schizophrenia (Eye)",
「憑依（目）」); card texts (what each card, combo and time of day does) and the card names are in card_texts.json."""
from __future__ import annotations

import json
import re
from pathlib import Path

from ...core import texts as core_texts
from .cards import CARDS, COMBOS, FUNCTION, SUITS
from .sentences import en, ja, zh

LANGUAGE_MODULES = {"en": en, "zh": zh, "ja": ja}  # sentences/<lang>.py
LANGS = tuple(LANGUAGE_MODULES)  # languages with a table; any other language falls back to English
CARD_TEXTS = json.loads(Path(__file__).with_name("card_texts.json").read_text(encoding="utf-8"))

TEXTS = {lang: module.TEXTS for lang, module in LANGUAGE_MODULES.items()}
_TEXTS = TEXTS["en"]  # the English table (the engine's event texts)

CAUSES = {lang: module.CAUSES for lang, module in LANGUAGE_MODULES.items()}

WORDS = {lang: module.WORDS for lang, module in LANGUAGE_MODULES.items()}

# What each choice does, by action kind (and the card function for a play).
PROMPTS = {lang: module.PROMPTS for lang, module in LANGUAGE_MODULES.items()}

# Words of the board's tags (timed effects, a temporary bomb's planter, the Dawn line), by language.
BOARD = {lang: module.BOARD for lang, module in LANGUAGE_MODULES.items()}

# Where a combo's text parts its full effect from the weaker one of different suits, by language.
_COMBO_SPLIT = {lang: module.COMBO_SPLIT for lang, module in LANGUAGE_MODULES.items()}


def ui_words(ui: dict) -> dict:
    """Return the table's UI words (`ui`: language -> key -> word) with the board's tag words of every language."""
    return {lang: {**ui.get(lang, {}), **BOARD.get(lang, {})} for lang in [*ui, *(x for x in BOARD if x not in ui)]}


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
