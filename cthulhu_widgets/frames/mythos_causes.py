"""Each line that buries or discards a card says which card or rule did it (frames/story_mythos.py; newcomer review
22, mythos_en finding 1: "Your Tulzscha is buried" with no reason, 097_r5f; "Bot 2 discards Portaphobia" at a round's
end, 075_r4a, read as the phobia on the bot leaving)."""
from __future__ import annotations

from ..core import texts as core_texts
from ..core.events import Event
from ..games.mythos import texts
from ..games.mythos.data import load_set
from ..games.mythos.sentences.causes import CAUSES

NAMED = ("card", "why", "thief")     # the keys that hold a card's id


def caused(event: Event, data: dict, words: dict, lang: str) -> str | None:
    """Return the line of a card buried or discarded with its cause, seats named in `data`; None for another event
    (or one the engine gave no cause to tell)."""
    key = _key(event)
    if key is None:
        return None
    said = {**CAUSES[texts.table_lang(lang)], **words}
    return core_texts.fmt(said[key], **{**data, **{k: texts.card_name(data[k], lang) for k in NAMED
                                                     if isinstance(data.get(k), str)}})


def _key(event: Event) -> str | None:
    """Return the words' key of `event`'s caused line, None for none."""
    name, why = event.name, event.data.get("why")
    if name == "discards" and event.rule == "MY-ROUND-5" and "high" in event.data:
        return "discards_round_end"
    if name == "discards" and isinstance(why, str) and event.rule in ("MY-CARD-6", "MY-LOC-6"):
        return "discards_swap" if event.rule == "MY-CARD-6" else f"discards_arrival_{event.data.get('zone', 'hand')}"
    if name in ("goo_leaves", "guarded"):
        return name
    if not isinstance(why, str) or name not in ("replaced", "story_card_discarded", "cured"):
        return None
    if name == "replaced":
        return "replaced_event" if _type(why) == "event" else "replaced_goo"
    if name == "story_card_discarded":
        return "story_card_discarded_arrival" if event.rule == "MY-LOC-6" else "story_card_discarded_play"
    return name


def _type(card_id: str) -> str | None:
    """Return a card's type ("event", "monster"), None for an unknown card."""
    card = load_set().cards.get(card_id)
    return card.type if card is not None else None
