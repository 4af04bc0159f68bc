"""What the games' sentence tables share: the language a table is read in (English where a game has none), a
template filled with a fallback to the event's name, and the punctuation of a language (CJK tables use full-width
colons and the ideographic comma).

Templates are Python format strings with two more format specs, so a sentence is right for every number:
`{n:card|cards}` is the word for n (the first when n is 1), and `{value:a}` the value with its English article
("a 2", "an 8", "an Amnesia"). The page's words (js/src/scene/words.js) read `{n:card|cards}` the same way.
"""
from __future__ import annotations

import string

FALLBACK = "en"  # the language every game has a complete table in
_WIDE = ("zh", "ja", "zh-TW")  # languages written with full-width punctuation


def table_lang(lang: str, langs: tuple[str, ...]) -> str:
    """Return the language whose table is used for `lang` among a game's `langs`: `lang`, else its base ("zh-TW" at
    Letter, whose "zh" is Traditional), else English."""
    if lang in langs:
        return lang
    base = lang.split("-")[0]
    return base if base in langs else FALLBACK


def own_name(lang: str, langs) -> str:
    """Return the game's own name of `lang`: `lang` where the game speaks it or has no table in its script, else its
    base ("zh-TW" at Letter, whose "zh" is Traditional). The widget's `lang` and a room connection's both read it."""
    base = lang.split("-")[0]
    return base if lang not in langs and base in langs else lang


class _Formatter(string.Formatter):
    """str.format with the plural spec `{n:one|other}` and the article spec `{value:a}`."""

    def format_field(self, value, spec: str) -> str:
        if "|" in spec:
            one, other = spec.split("|", 1)
            return one if _is_one(value) else other
        if spec == "a":
            return f"{article(value)} {value}"
        return super().format_field(value, spec)


def _is_one(value) -> bool:
    return str(value).strip() in ("1", "-1", "+1")


def article(value) -> str:
    """Return the English indefinite article read before `value`: "an" before a vowel ("an Amnesia") or a number read
    so (8, 11, 18 and 80-89), else "a" ("a Checkup", "a 2")."""
    text = str(value).strip()
    return "an" if text[:1] in tuple("AEIOUaeiou8") or text in ("11", "18") else "a"


_FORMATTER = _Formatter()


def fmt(template: str, **values) -> str:
    """Return `template` filled with `values`, its plural and article specs applied (see the module's doc)."""
    return _FORMATTER.format(template, **values)


def fill(table: dict, name: str, shown: dict) -> str:
    """Return the template `name` of `table` filled with `shown`, or `name` itself where the table has none."""
    template = table.get(name)
    return name if template is None else fmt(template, **shown)


def colon(lang: str) -> str:
    """Return the colon that ends a clause in `lang` (": " or "：")."""
    return "：" if lang in _WIDE else ": "


def list_sep(lang: str) -> str:
    """Return the separator of a list of names in `lang` (", " or "、")."""
    return "、" if lang in _WIDE else ", "
