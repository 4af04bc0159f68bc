"""The duel's sentences, from the tables of sentences/<lang>.py (English and Japanese): events, moves, the banner."""
from __future__ import annotations

from cthulhu_widgets.core import texts as core_texts

from .sentences import en, ja

LANGUAGE_MODULES = {"en": en, "ja": ja}
LANGS = tuple(LANGUAGE_MODULES)


def _table(lang: str):
    return LANGUAGE_MODULES[core_texts.table_lang(lang, LANGS)]


def _shown(data: dict, lang: str) -> dict:
    words = _table(lang).WORDS
    return {k: words.get(v, v) if isinstance(v, str) else v for k, v in data.items()}


def event_text(name: str, data: dict, lang: str = "en") -> str:
    """Return the sentence of an event in `lang` (English where the duel has no table)."""
    return core_texts.fill(_table(lang).TEXTS, name, _shown(data, lang))


def action_text(state, action, lang: str = "en") -> str:
    """Return what a legal play does, as a sentence in `lang`."""
    return _table(lang).PROMPTS["play"].format(card=action["card"])


def outcome_text(outcome: str, lang: str = "en") -> str:
    """Return the banner's title of an outcome (a seat, or a draw)."""
    return _table(lang).PROMPTS["won"].format(seat=_table(lang).WORDS[outcome]) if outcome != "draw" \
        else _table(lang).WORDS["draw"]


def tricks_text(tricks, lang: str = "en") -> str:
    """Return the banner's sentence: the tricks each seat won."""
    return _table(lang).PROMPTS["tricks"].format(north=tricks[0], south=tricks[1])
