"""One card, one reason: why a hand card cannot be played now, in the sentence its zoom and tooltip show (the view's
why_not in the table's why_ words, js/src/mythos/zoom.js whyNot). The goal line said "but needs a location with
Artifact" or "but not yet" beside a zoom's other sentence: three reasons in a row for one card (newcomer review 36,
mythos_en finding 4)."""
from __future__ import annotations

from ..core import texts as core_texts
from ..games.mythos import texts
from ..games.mythos.why_not import why_all

TERMS = ("attribute", "language")   # the reason's params the table words as terms (zoom.js whyNot)


def why_said(position, p: int, inst: int, lang: str) -> str:
    """Return why player p cannot play its hand card `inst` now, as its zoom says it ("" when a move names it)."""
    every = why_all(position, p, inst)
    if not every:
        return ""
    from .mythos import WORDS   # frames.mythos imports the goal line, which imports this module: read late
    lang = texts.table_lang(lang)
    words = {**WORDS["ui"].get(lang, {}), **texts.TABLE[lang]}

    def said(key: str, params: dict, fallback: str) -> str:
        terms = {k: words.get(v, v) for k, v in params.items() if k in TERMS}
        return core_texts.fmt(words.get(key, words[fallback]), **{**params, **terms})

    if len(every) == 1:
        return said(f"why_{every[0][0]}", every[0][1], "why_other")
    needs = words["whyneed_join"].join(said(f"whyneed_{key}", params, "why_other") for key, params, _ in every)
    return core_texts.fmt(words["why_all"], needs=needs)
