"""What arriving at a location does besides its Sanity (MY-LOC-6: its arrival text), said on the chip that arrives
or walks there before it is played: Waterbury State Hospital turns up and discards the top card of the deck,
Essex Institute a random hand card, Bellevue Hospital makes the seat rest (newcomer review 9, finding 3: an arrival
discarded a card with no word before). Read from the printed card only: never which card, which the seat cannot
know."""
from __future__ import annotations

from ..games.mythos import texts


def _arrival_keys(card) -> list[str]:
    """Return the PROMPTS keys of a location's arrival effects, in the order the card does them."""
    out = []
    for b in card.effects:
        zone = b.target.get("zone") if isinstance(b.target, dict) else None
        if b.timing != "on_arrival":
            continue
        if b.kind == "sanity_change" and b.get("amount") == "top_mythos_card_sanity":
            out.append("arrive_deck_top")
        elif b.kind == "discard" and zone in ("hand", "story_deck"):
            out.append(f"arrive_{zone}")
        elif b.kind == "rule_override" and b.get("rule") == "forced_rest":
            out.append("arrive_rest")
    return out


def _where(state, action) -> int | None:
    """Return the location (card instance) a move arrives at or sets out to: the walked one for Arrive, the played
    location for a location play; None for any other move."""
    f = dict(action.fields)
    if action.kind == "arrive" and state.to_act is not None:
        story = state.players[state.seat_index(state.to_act)].story
        return story[-1] if story else None
    if action.kind == "play" and type(f.get("card")) is int and state.card_of(f["card"]).type == "location":
        return f["card"]
    return None


def _others(state, inst: int) -> bool:
    """Return whether the story deck of the seat to act holds a card besides location `inst`: a random one of them
    may be discarded on arrival; with none, the chip does not say it (newcomer review 15, finding 5, desk 005: the
    first location's chip warned of a discard from an empty story deck)."""
    if state.to_act is None:
        return True
    return any(i != inst for i in state.players[state.seat_index(state.to_act)].story)


def arrival_words(state, action, lang: str, told: str = "") -> str:
    """Return "on arrival: …" for a move that arrives or walks to a location with arrival effects, "" for any
    other; a story-deck discard already warned of in `told` (its risk to adventures) is not said twice."""
    inst = _where(state, action)
    if inst is None:
        return ""
    words = texts.PROMPTS[texts.table_lang(lang)]
    keys = [k for k in _arrival_keys(state.card_of(inst)) if not (k == "arrive_story_deck" and (told or not _others(
        state, inst)))]
    if not keys:
        return ""
    lead = words["arrive_then" if state.card_of(inst).sanity else "arrive_lead"]   # after "Sanity +4 on arrival"
    return lead + words["falls_sep"].join(words[k] for k in keys)


def with_note(said: str, note: str, lang: str) -> str:
    """Return `said` with `note` in its closing brackets ("… (Sanity +4 on arrival; on arrival: …)"), or in brackets
    of its own when it has none; a sentence keeps its full stop."""
    if not note:
        return said
    words = texts.PROMPTS[texts.table_lang(lang)]
    stop = said[len(said.rstrip("。.")):]
    body, close = said.rstrip("。."), words["cost_end"]
    if body.endswith(close):
        return body[:-len(close)] + words["falls_sep"] + note + close + stop
    return body + words["cost_lead"] + note + close + stop
