"""What a seat of the duel is shown (its GameSpec's `frame`, on cthulhu_widgets.frames' API): each move aimed at the
card it plays in the seat's hand, with its sentence; the events' sentences; the banner."""
from __future__ import annotations

from . import texts

LANGS = texts.LANGS


def catalog() -> dict:
    """Return what the table is drawn with besides the view: the seats and the card values."""
    return {"seats": ["north", "south"], "cards": list(range(1, 8))}


def sentence(event, lang: str) -> str:
    """Return an event's sentence in `lang`."""
    return texts.event_text(event.name, event.data, lang)


def banner(result, seat, lang: str, bots=()) -> dict:
    """Return the banner: who won the duel, the tricks, and whether `seat` won."""
    return {"title": texts.outcome_text(result.outcome, lang), "text": texts.tricks_text(result.tricks, lang),
            "win": result.outcome == seat}


def legal(state, actions, lang: str) -> list[dict]:
    """Return each legal play with the hand card it plays (its index in the seat's sorted hand) and its sentence."""
    hand = sorted(state.hands[state.to_act]) if state.to_act else []
    return [{"id": str(a), "kind": a.kind, "fields": dict(a.fields),
             "target": {"zone": "hand", "index": hand.index(a["card"])}, "text": texts.action_text(state, a, lang)}
            for a in actions]
