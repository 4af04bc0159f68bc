"""What the games' sentence tables share: the language a table is read in (English where a game has none), a
template filled with a fallback to the event's name, and the punctuation of a language (CJK tables use full-width
colons and the ideographic comma)."""
from __future__ import annotations

FALLBACK = "en"  # the language every game has a complete table in
_WIDE = ("zh", "ja")  # languages written with full-width punctuation


def table_lang(lang: str, langs: tuple[str, ...]) -> str:
    """Return the language whose table is used for `lang` among a game's `langs` (English if it has none)."""
    return lang if lang in langs else FALLBACK


def fill(table: dict, name: str, shown: dict) -> str:
    """Return the template `name` of `table` filled with `shown`, or `name` itself where the table has none."""
    template = table.get(name)
    return name if template is None else template.format(**shown)


def colon(lang: str) -> str:
    """Return the colon that ends a clause in `lang` (": " or "：")."""
    return "：" if lang in _WIDE else ": "


def list_sep(lang: str) -> str:
    """Return the separator of a list of names in `lang` (", " or "、")."""
    return "、" if lang in _WIDE else ", "
