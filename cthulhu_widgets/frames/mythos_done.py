"""A combat stop's Done says what the stop is for and what Done does: a lone "Done" chip beside the allies to commit or
the spells to cast, which sit on their cards, read as a stop with nothing to do (newcomer review 17, finding 3). The
engine already skips a stop whose only move is Done (decisions.lapses)."""
from __future__ import annotations

from ..core import texts as core_texts
from ..games.mythos import texts

# the combat stops (MY-COMBAT-2 commit, MY-COMBAT-3 use) and the PROMPTS key of their Done's sentence
STOPS = {"commit": "done_commit", "use": "done_use"}
SHOWN = 3   # moves named in the sentence; more are "…"


def done_words(state, entries: list[dict], lang: str) -> None:
    """Give the Done of a combat stop in `entries` (the frame's legal moves) its sentence, naming the cards the other
    moves would send or use ("still free: Ray Stuckey, Gomes")."""
    key = STOPS.get(getattr(state.pending, "kind", None))
    done = next((e for e in entries if e["kind"] == "done"), None)
    cards = list(dict.fromkeys(e["cards"][0] for e in entries if e["kind"] != "done" and e.get("cards")))
    if key is None or done is None or not cards:
        return
    lang = texts.table_lang(lang)
    names = [texts.inst_name(state, c, lang) for c in cards[:SHOWN]] + (["…"] if len(cards) > SHOWN else [])
    said = "、".join(f"「{n}」" if n != "…" else n for n in names) if lang == "ja" else ", ".join(names)
    done["text"] = core_texts.fmt(texts.PROMPTS[lang][key], cards=said)
