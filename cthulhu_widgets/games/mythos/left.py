"""The monsters that left a threat before its fight (MY-COMBAT-3/4/6), kept in the combat record to the next combat
(newcomer review 10, phone finding 1: the recap lost them without a word)."""
from __future__ import annotations


def left_of(state) -> list[dict]:
    """Return each monster that left a threat before its fight: whose threat, which card, why, who caused it and with
    what card (the view's `left_fight`); a weapon's (Faithful Hounds) comes from its `hounded` record."""
    hounds = [{"player": h["target"], "card": h["monster"], "why": "hounds", "by": h["player"], "source": h["card"]}
              for h in (f["hounded"] for f in state.fights if "hounded" in f)]
    return hounds + [dict(f["left"]) for f in state.fights if "left" in f]


def record_left(state, p: int, monster: int, why: str, by: int, source: int | None) -> None:
    """Record that `monster` left seat p's threat before its fight (`why`, caused by seat `by` with card `source`)."""
    state.fights.append({"left": {"player": f"p{p}", "card": state.card[monster], "why": why, "by": f"p{by}",
                                  "source": None if source is None else state.card[source]}})
