"""What the story tells a seat about its own adventures (frames/story_mythos.py): one that becomes playable, its
requirements met (MY-ADV-2, MY-ADV-4), is announced once to its seat by its card name; a completed one says what it
scored, its points and its Sanity (MY-ADV-3) (newcomer review 17, finding 2: neither had a word of its own). An
adventure in hand is the seat's secret (MY-HIDE-1): its announcement is for its seat only."""
from __future__ import annotations

from ..core.events import Event
from ..games.mythos import texts
from ..games.mythos.data import load_set
from ..games.mythos.sentences.story import STORY


def ready_facts(state, seat: str) -> dict:
    """Return "ready:<seat>:<instance>" -> {owner, card, points} for each adventure in `seat`'s hand it may complete
    now as a turn (requirements met, title not completed yet): a fact, so its line comes once, when it becomes true.
    Asked of the reader's own hand only (MY-HIDE-1): another seat's readiness is news when its adventure is played."""
    out = {}
    if state.result is not None or seat not in state.seats:
        return out
    p = state.seat_index(seat)
    for inst in state.players[p].hand:
        card = state.card_of(inst)
        if card.type == "adventure" and state._can_complete(p, inst):
            out[f"ready:{seat}:{inst}"] = {"owner": seat, "card": card.id, "points": card.value or 0}
    return out


def ready_event(value: dict) -> Event:
    """Return the event of an adventure that became playable, seen by its seat only (MY-HIDE-1); its seat is its
    "owner", not a "player" who acted: the line is news, not the reader's own act (the story's "since your turn")."""
    return Event("MY-ADV-2", "adventure_ready", dict(value), seats=(value["owner"],))


def _words(lang: str) -> dict:
    return STORY.get(lang) or STORY["en"]


def ready_sentence(data: dict, lang: str) -> str:
    """Return "Your adventure Whispers in Darkness can be completed now: all its requirements are met."."""
    return _words(lang)["adventure_ready"].format(card=texts.card_name(data["card"], lang))


def ready_note(data: dict, lang: str) -> str:
    """Return what playing the ready adventure brings: "Play it as your turn: +8 adventure points."."""
    return _words(lang)["adventure_ready_note"].format(points=data.get("points", ""))


def scored_note(data: dict, lang: str) -> str:
    """Return what a completed adventure scored its seat: "Whispers in Darkness scored you +8 adventure points and
    +3 Sanity." (its Sanity from the printed card, when the MSGS set has it)."""
    card = load_set().cards.get(data.get("card"))
    name = texts.card_name(data["card"], lang)
    if card is None or not card.sanity:
        return _words(lang)["adventure_scored_points"].format(card=name, points=data.get("points", ""))
    return _words(lang)["adventure_scored"].format(card=name, points=data.get("points", ""), sanity=f"{card.sanity:+d}")
