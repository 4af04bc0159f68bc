"""What another seat's card did to the reader, told as that seat's doing (frames/story_mythos.py): the location its
card took names whose card it was, and the Sanity its card cost it reads as paid, not as the reader's loss (newcomer
review 21, Mythos ja finding 2: "Bot 2 plays Cthulhu Rising on you. Bot 2: Sanity -2 (Cthulhu Rising), now 6" was
read as the reader's own -2, and its buried location was told only in the long log)."""
from __future__ import annotations

from dataclasses import replace

from ..core import texts as core_texts
from ..core.events import Event
from ..games.mythos import texts
from ..games.mythos.data import load_set
from .story import YOU


def cast_by(events: list) -> list:
    """Return `events` with each location another seat's card took (`by`) naming that seat (`caster`, from the play
    before it): the reader is told whose card it was, not the card alone (newcomer review 21, ja finding 2)."""
    out, cast = [], {}
    for e in events:
        if e.name in ("plays", "goo") and isinstance(e.data.get("card"), str):
            cast[e.data["card"]] = e.data.get("player")
        if e.name == "location_lost" and cast.get(e.data.get("by")):
            e = replace(e, data={**e.data, "caster": cast[e.data["by"]]})
        out.append(e)
    return out


def paid(event: Event, data: dict, words: dict) -> bool:
    """Return whether a Sanity line is the cost another seat paid for its card ("Bot 2 pays 2 Sanity for …"), where
    "Bot 2: Sanity -2 (Cthulhu Rising)" under "… on you" read as the reader's loss (newcomer review 21, ja finding 2)."""
    mine = data.get("player") in (YOU, words["you"], words["you"].capitalize())
    return event.data.get("after") == "play" and event.data.get("delta", 0) < 0 and not mine \
        and event.data.get("why") in texts.CARD_TEXTS["cards"]


def lost_sentence(data: dict, words: dict, lang: str) -> str | None:
    """Return the short line of a location another seat's card took (`cast_by`), seats named in `data`: "Bot 2's
    Cthulhu Rising buries your current location …"; None for one no seat's card took."""
    if not data.get("caster") or data.get("how") not in ("bury", "discard"):
        return None
    return core_texts.fmt(words[f"location_lost_by_{data['how']}"], **{
        **data, **{k: texts.card_name(data[k], lang) for k in ("by", "card")}})


def lost_note(event: Event, viewer, words: dict) -> str:
    """Return where the reader's location another seat's card took went, the note under its short line ("" else)."""
    if event.data.get("caster") in (None, viewer):
        return ""
    return words.get(f"location_lost_note_{event.data.get('how')}", "")


def idle_flips(events: list) -> list:
    """Return `events` with a line after each Epidemic played that turned no ally face down (no ally face up in play
    where it reaches): its play alone was the whole story (newcomer review 21, Mythos ja finding 6: Dysentery)."""
    out = []
    for k, e in enumerate(events):
        out.append(e)
        card = e.data.get("card") if e.name == "plays" else None
        if texts.CARD_TEXTS["cards"].get(card) is None or not isinstance(e.data.get("target"), str) \
                or _subtype(card) != "Epidemic":
            continue
        if not any(x.name in ("flipped", "spared") for x in events[k + 1:]):
            out.append(Event("MY-ZONE-3", "no_effect_flip", {"card": card, "target": e.data["target"]}))
    return out


def _subtype(card_id: str):
    """Return a card's subtype ("Epidemic"), None for an unknown card."""
    card = load_set().cards.get(card_id)
    return card.subtype if card is not None else None
