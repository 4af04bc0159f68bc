"""A card whose effect will do nothing, or may, says so on its chip before the click (newcomer review 10, desk finding
3: Dust of Suleiman cost 1 Sanity and found no target, Governmental Cover-up found no event, Ambush was played while
its condition failed, each with no warning). Read from what the seat sees: story decks and locations are face up, a
threat before its reveal is not (then only "if")."""
from __future__ import annotations

import json
from pathlib import Path

from ..core import texts as core_texts
from ..games.mythos import texts
from ..games.mythos.card_effects import ambush_ready, grants_ambush

TERMS = json.loads((Path(__file__).parents[1] / "widgets" / "mythos_words.json").read_text(encoding="utf-8"))["ui"]


def fizzle_words(state, action, lang: str) -> list[str]:
    """Return the warnings of a play or cast that will (or, behind a face-down threat, may) do nothing."""
    if action.kind not in ("play", "cast") or state.to_act is None:
        return []
    p = state.seat_index(state.to_act)
    words = texts.PROMPTS[texts.table_lang(lang)]
    target = action.get("target")
    q = state.seat_index(target) if isinstance(target, str) else None
    if action.kind == "cast":
        return _control_maybe(state, p, action, q, lang)
    inst = action.get("card")
    if type(inst) is not int:
        return []
    if q is not None and _discards_story(state.card_of(inst)) and not any(
            state.card_of(i).type == "event" for i in state.players[q].story):
        return [words["cost_fizzle_story"]]
    others = [o for o in state.active() if o != p]
    if grants_ambush(state, inst) and len(others) == 1 and not ambush_ready(state, p, others[0]):
        return [words["cost_fizzle_ambush"]]
    return []


def _discards_story(card) -> bool:
    """Return whether a card's play discards an event of its target's story deck (Governmental Cover-up)."""
    return any(b.kind == "discard" and b.timing == "on_play" and isinstance(b.target, dict)
               and b.target.get("zone") == "story_deck" for b in card.effects)


def _control_maybe(state, p: int, action, q, lang: str) -> list[str]:
    """Return the warning of a Control cast (Dust of Suleiman, MY-COMBAT-3) on a threat still face down: it takes a
    monster of one kind only, which the seat cannot see yet; [] once revealed (move_cost then says the truth)."""
    spell = state.card_of(action["spell"])
    kinds = [b["category"] for b in spell.effects if b.kind == "summon_control"]
    if q is None or not kinds or action.get("monster") is not None or state.revealed():
        return []
    by = action.get("by")
    pays = type(by) is int and state.card_of(by).type == "tome" and -(spell.sanity or 0) > 0
    words = texts.PROMPTS[texts.table_lang(lang)]
    kind = TERMS.get(texts.table_lang(lang), {}).get(kinds[0], kinds[0])
    key = "cost_fizzle_maybe" if pays else "cost_fizzle_maybe_free"
    return [core_texts.fmt(words[key], kind=kind, n=-(spell.sanity or 0))]
