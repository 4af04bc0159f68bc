"""Texts of Mythos for logs, banners and choices that teach the rules: the functions that fill them, and the tables of
each language (TEXTS, CAUSES, WORDS, PROMPTS) assembled from sentences/<lang>.py: English and the seed's Japanese
(sentences/ja.py: the seed 002 is a Japanese rules summary). Chinese has no table for this game: "zh" falls back to
English (`table_lang`). Card ids are shown as card names of the language ("The Price", 「代償」); card texts are in
card_texts.json (the Japanese card texts are our translation of the project's English paraphrases)."""
from __future__ import annotations

import json
import re
from pathlib import Path

from .sentences import en, ja

LANGUAGE_MODULES = {"en": en, "ja": ja}  # sentences/<lang>.py
LANGS = tuple(LANGUAGE_MODULES)  # languages with a table; the widget's other languages fall back to English
CARD_TEXTS = json.loads(Path(__file__).with_name("card_texts.json").read_text(encoding="utf-8"))

TEXTS = {lang: module.TEXTS for lang, module in LANGUAGE_MODULES.items()}
_TEXTS = TEXTS["en"]  # the English table (the engine's event texts)

CAUSES = {lang: module.CAUSES for lang, module in LANGUAGE_MODULES.items()}

WORDS = {lang: module.WORDS for lang, module in LANGUAGE_MODULES.items()}

# What each choice does, by action kind.
PROMPTS = {lang: module.PROMPTS for lang, module in LANGUAGE_MODULES.items()}

# Words of the table for the round's and the combat's state (Day/Night, first player, Ambush, rest…): the widget's
# catalog adds them to its UI words.
TABLE = {lang: module.TABLE for lang, module in LANGUAGE_MODULES.items()}
_CARD_KEYS = ("card", "tome", "by", "ally", "monster", "thief", "to")


def table_lang(lang: str) -> str:
    """Return the language whose table is used for `lang` (English where this game has no table)."""
    return lang if lang in LANGS else "en"


def card_name(card_id: str, lang: str = "en") -> str:
    """Return a card's (or an investigator's) name in `lang`, as it is read ("The Price", not "Price, The")."""
    entry = CARD_TEXTS["cards"].get(card_id) or CARD_TEXTS["investigators"].get(card_id)
    return entry[table_lang(lang)]["name"] if entry else card_id


def _why(value, lang: str) -> str:
    words = WORDS[lang]["why"]
    if value in CARD_TEXTS["cards"]:
        return card_name(value, lang)
    m = re.fullmatch(r"(p\d)'s threat", str(value))
    if m:
        return words["threat"].format(seat=m.group(1))
    return words.get(value, value)


def event_text(name: str, data: dict, lang: str = "en") -> str:
    """Return the sentence of an event in `lang` (card ids shown as card names of that language)."""
    lang = table_lang(lang)
    template = TEXTS[lang].get(name)
    if template is None:
        return name
    shown = dict(data)
    for key in _CARD_KEYS:
        if isinstance(shown.get(key), str) and shown[key] in CARD_TEXTS["cards"]:
            shown[key] = card_name(shown[key], lang)
    if isinstance(shown.get("cards"), list):
        names = [card_name(c, lang) for c in shown["cards"]]
        shown["cards"] = ("、" if lang == "ja" else ", ").join(names) or WORDS[lang]["nothing"]
    if isinstance(shown.get("blocks"), list):
        shown["blocks"] = ", ".join(map(str, shown["blocks"]))
    if "why" in shown:
        shown["why"] = _why(data["why"], lang)
    if "how" in shown:
        shown["how"] = WORDS[lang]["how"].get(data["how"], data["how"])
    if name == "game_over":
        shown["cause_text"] = cause_text(data.get("cause"), lang) + " " + WORDS[lang]["scores"].format(
            scores=", ".join(f"p{i} {s}" for i, s in enumerate(data.get("scores", []))))
    return template.format(**shown)


def cause_text(cause: str, lang: str = "en") -> str:
    """Return the result sentence of an end cause."""
    return CAUSES[table_lang(lang)].get(cause, cause)


def result_title(outcome: str, lang: str = "en") -> str:
    """Return the banner's title: the winner, or a draw."""
    words = WORDS[table_lang(lang)]
    return words["draw"] if outcome == "draw" else words["win"].format(seat=outcome)


def action_text(state, action, lang: str = "en") -> str:
    """Return what a legal action does, as a sentence in `lang` (card instances shown as card names)."""
    lang = table_lang(lang)
    p = PROMPTS[lang]
    f = dict(action.fields)

    def name(key):
        v = f.get(key)
        return card_name(state.card[v], lang) if type(v) is int and 0 <= v < len(state.card) else ""

    kind = action.kind
    card = name("card") or name("spell") or name("phobia") or name("monster") or name("ally") or name("weapon")
    fill = {"card": card, "target": f.get("target", ""), "ally": name("ally"), "by": name("by") or f.get("by", ""),
            "into": name("tome") or name("ally"), "kind": kind, "threat": f.get("threat", ""), "weapon": name("weapon")}
    if kind == "play":
        armed = "_armed" if f.get("weapon") is not None else ""    # the weapon is carried by the card played
        joined = [name(k) for k in f if k not in ("card", "target", "ally", "as_ally", "spell", "weapon") and name(k)]
        if joined:
            sep = "」「" if lang == "ja" else ", "
            fill["joined"] = ("「" + sep.join(joined) + "」") if lang == "ja" else sep.join(joined)
            return p["play_joined" + armed].format(**fill)
        if armed:
            return p["play_armed"].format(**fill)
        if f.get("as_ally"):
            return p["play_as_ally"].format(**fill)
        if "target" in f:
            return p["play_target"].format(**fill)
        if "ally" in f:
            fill["card"] = name("card")
            return p["play_ally"].format(**fill)
        return p["play"].format(**fill)
    if kind == "use" and "target" in f:
        return p["use_target"].format(**fill)
    if kind == "defend" and "threat" in f:                        # in combat, against one threat (MY-COMBAT-2)
        return p["defend_threat"].format(**fill)
    if kind == "swap" and f.get("reshuffle"):                     # from an empty deck (MY-ROUND-1)
        return p["swap_reshuffle"].format(**fill)
    if kind in ("attach", "move"):
        fill["card"] = name("card") or name("weapon")
    return p.get(kind, p["other"]).format(**fill)
