"""Why the seat's round-end hand limits differ from its investigator's: the allies in play whose text changes them
(MY-ROUND-5; review 35, mythos_ja 7: the prompt's range became 4–7 with no reason beside it)."""
from __future__ import annotations

from ..core import texts as core_texts
from ..games.mythos import texts


def limits_changed_by(state, p: int, lang: str) -> str:
    """Return ", changed by Gomes" (ja "、ゴメスにより変化") naming p's allies that change its hand limits, "" for none."""
    names = [texts.inst_name(state, a["card"], lang) for a in state.players[p].allies
             if any(b.kind == "hand_limit_mod" for b in state.card_of(a["card"]).effects)]
    if not names:
        return ""
    lang = texts.table_lang(lang)
    said = core_texts.fmt(texts.TABLE[lang]["changed_by"], cards=core_texts.list_sep(lang).join(names))
    return ("、" if lang == "ja" else ", ") + said
