"""The duel's sentences: event texts from the tables of sentences/<lang>.py (English and Japanese)."""
from __future__ import annotations

from cthulhu_widgets.core import texts as core_texts

from .sentences import en, ja

LANGUAGE_MODULES = {"en": en, "ja": ja}
LANGS = tuple(LANGUAGE_MODULES)


def event_text(name: str, data: dict, lang: str = "en") -> str:
    """Return the sentence of an event in `lang` (English where the duel has no table)."""
    return core_texts.fill(LANGUAGE_MODULES[core_texts.table_lang(lang, LANGS)].TEXTS, name, data)
