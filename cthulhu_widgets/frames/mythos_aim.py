"""A cast's words name what it is aimed at: five chips "Cast Petrify (Dr. Allen)" read the same, one per ally it could
petrify (newcomer review 17, Mythos desk finding 2)."""
from __future__ import annotations

import re

from ..core import texts as core_texts
from ..games.mythos import texts

# the field naming the card a cast aims at, and the PROMPTS key saying so
AIMS = (("victim", "cast_on"), ("monster", "cast_summon"))


def _aim(state, fields: dict, lang: str, who) -> tuple[str, str] | None:
    """Return (PROMPTS key, target's name) of a cast aimed at a card or at a seat's threat, or None."""
    for field, key in AIMS:
        if type(fields.get(field)) is int:
            return key, texts.inst_name(state, fields[field], lang)
    seat = str(fields.get("target", ""))
    return ("cast_threat", who(seat)) if re.fullmatch(r"p\d+", seat) else None


def cast_words(state, action, lang: str, who) -> dict:
    """Return a cast's {"text", "label"} naming its target (`who` names a seat as the table does), or {}."""
    if action.kind != "cast":
        return {}
    lang, fields = texts.table_lang(lang), dict(action.fields)
    aim = _aim(state, fields, lang, who)
    if aim is None:
        return {}
    by = fields.get("by")
    by = texts.inst_name(state, by, lang) if type(by) is int else (by or "")
    text = core_texts.fmt(texts.PROMPTS[lang][aim[0]], card=texts.inst_name(state, fields["spell"], lang), by=by,
                          target=aim[1])
    return {"text": text, "label": text.rstrip("。.")}
