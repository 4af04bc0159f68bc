"""Texts of Lovecraft Letter for logs, banners and choices that teach the rules: the functions that fill them, and
the tables of each language (TEXTS, CAUSES, WORDS, PROMPTS) assembled from sentences/<lang>.py: English, the seed's
Traditional Chinese (sentences/zh.py: "zh" is zh-TW here, the seed 000 is written in it) and Japanese
(sentences/ja.py: our translation). Card ids are always shown as card names of the language; card texts (what each
card does) are in card_texts.json."""
from __future__ import annotations

import json
from pathlib import Path

from ...core import texts as core_texts
from .cards import CARD_KIND, KIND_BY_ID, VALUE
from .sentences import en, ja, zh

LANGUAGE_MODULES = {"en": en, "zh": zh, "ja": ja}  # sentences/<lang>.py
LANGS = tuple(LANGUAGE_MODULES)  # languages with a table; any other language falls back to English
CARD_TEXTS = json.loads(Path(__file__).with_name("card_texts.json").read_text(encoding="utf-8"))["cards"]

TEXTS = {lang: module.TEXTS for lang, module in LANGUAGE_MODULES.items()}
_TEXTS = TEXTS["en"]  # the English table (the engine's event texts)

CAUSES = {lang: module.CAUSES for lang, module in LANGUAGE_MODULES.items()}

# Words that fill the sentences: sides, rows, reasons (`why`), where a discarded deck top goes.
WORDS = {lang: module.WORDS for lang, module in LANGUAGE_MODULES.items()}

# What each choice does: the player's plays (by card and row), the named values, the answers, the opponent's step.
PROMPTS = {lang: module.PROMPTS for lang, module in LANGUAGE_MODULES.items()}

# The prompt of a player's play, by card kind and row (None: the Sane row, or a card without rows).
_PLAY = {
    ("investigators", "sane"): "investigators", ("deep_ones", "sane"): "investigators",
    ("deep_ones", "insane"): "deep_ones_insane",
    ("cats_of_ulthar", "sane"): "cats", ("golden_mead", "sane"): "cats", ("golden_mead", "insane"): "golden_mead_insane",
    ("hound_of_tindalos", "insane"): "hound_insane",
    ("elder_sign", "sane"): "protection", ("liber_ivonis", "sane"): "protection", ("liber_ivonis", "insane"): "protection",
    ("mi_go", "insane"): "mi_go_insane",
    ("randolph_carter", "sane"): "carter", ("nyarlathotep", "sane"): "carter",
    ("nyarlathotep", "insane"): "nyarlathotep_insane",
    ("silver_key", "sane"): "seven", ("shining_trapezohedron", "sane"): "seven",
    ("shining_trapezohedron", "insane"): "trapezohedron_insane",
    ("mi_go_braincase", "sane"): "braincase", ("mi_go_braincase", "insane"): "braincase",
}
# Plays aimed at the opponent's top card, void while it is protected (LS-TURN-7).
_AIMED = {"investigators", "deep_ones_insane", "cats", "golden_mead_insane", "yith_hand", "yith_deck", "hound_insane",
          "armitage_opponent", "mi_go_insane", "carter", "nyarlathotep_insane", "trapezohedron_insane"}
# The prompt family of an answer, by the card answered.
_ANSWER = {"great_race_of_yith": "compare", "hound_of_tindalos": "compare", "professor_armitage": "armitage",
           "mi_go": "armitage", "randolph_carter": "carter", "nyarlathotep": "carter"}


def table_lang(lang: str) -> str:
    """Return the language whose table is used for `lang` (English where this game has no table)."""
    return core_texts.table_lang(lang, LANGS)


def card_name(card_id: str, lang: str = "en") -> str:
    """Return a card kind's name in `lang` (English for a language without names)."""
    return getattr(KIND_BY_ID[card_id], table_lang(lang))


def _fill(name: str, data: dict, lang: str) -> dict:
    words = WORDS[lang]
    out = {}
    for k, v in data.items():
        if k in ("card", "given", "taken") and isinstance(v, str) and v in KIND_BY_ID:
            out[k] = card_name(v, lang)
        elif k == "side":
            for key in ("side", "side_the", "side_protected", "side_the_short", "side_yours"):
                if key in words and v in words[key]:
                    out[key] = words[key][v]
        elif k in ("row", "to", "why") and v in words.get(k, {}):
            out[k] = words[k][v]
        else:
            out[k] = v
    if name == "game_over":
        out["cause_text"] = cause_text(data.get("cause"), lang)
    return out


def event_text(name: str, data: dict, lang: str = "en") -> str:
    """Return the sentence of an event in `lang` (card ids shown as card names of that language)."""
    lang = table_lang(lang)
    return core_texts.fill(TEXTS[lang], name, _fill(name, data, lang))


def cause_text(cause: str, lang: str = "en") -> str:
    """Return the result sentence of an end cause ("You lost: the deck ran out during the insanity check.")."""
    return CAUSES[table_lang(lang)].get(cause, cause)


def result_title(outcome: str, lang: str = "en") -> str:
    """Return the banner's title of an outcome ("You sealed Cthulhu!" / "Cthulhu wins")."""
    return WORDS[table_lang(lang)]["won" if outcome == "win" else "lost"]


def action_text(state, action, lang: str = "en") -> str:
    """Return what a legal action does, as a sentence in `lang`, from the player's side of `state`."""
    lang = table_lang(lang)
    p = PROMPTS[lang]
    f = dict(action.fields)
    if action.kind == "opponent_play":
        return p["opponent_play"]
    if action.kind == "guess":
        return p["guess"].format(value=f["value"])
    if action.kind == "answer":
        card, _row = CARD_KIND[state.pending.card], state.pending.row
        side = f["side"]
        fam = _ANSWER.get(card)
        if card == "hound_of_tindalos" and _row == "insane":
            fam = "knock"
        if card == "mi_go" and _row == "insane":
            fam = "mi_go"
        if card == "nyarlathotep" and _row == "insane":
            fam = "nyarlathotep"
        key = f"answer_{fam}_{side}" if fam else f"answer_{side}"
        other = card_name(CARD_KIND[state.hand[0]], lang) if state.hand else ""
        value = VALUE[state.hand[0]] if state.hand else ""
        return p.get(key, p[f"answer_{side}"]).format(card=card_name(card, lang), other=other, value=value)
    # play
    kind, row = f["card"], f.get("effect", "sane")
    others = [c for c in state.hand if CARD_KIND[c] != kind] or [c for c in state.hand][1:]
    other = others[0] if others else None
    if kind in ("great_race_of_yith", "hound_of_tindalos") and row == "sane":
        key = {"hand": "yith_hand", "deck": "yith_deck"}.get(f.get("compare"), "yith_nothing")
    elif kind in ("professor_armitage", "mi_go") and row == "sane":
        key = f"armitage_{f.get('target', 'self')}"
    else:
        key = _PLAY.get((kind, row), "plain")
    text = p[key].format(card=card_name(kind, lang), guess=f.get("guess", ""),
                         other=card_name(CARD_KIND[other], lang) if other is not None else "—",
                         value=VALUE[other] if other is not None else "—")
    if key in _AIMED and state.o_protected:
        text += p["void"]
    return text
