"""A Mythos bot that plays from its seat's view only: it completes adventures, moves toward the places its
adventures need, builds a threat when it stands at a gate, recruits and arms allies (on a Train too, before the
trip ends), defends with them, casts spells (an ally's cast is free), keeps its Sanity out of danger, trades its
least useful card when an event offers a swap, and passes when nothing is worth a turn."""
from __future__ import annotations

from .base import ScoringBot

TYPE_TASTE = {"location": 6, "ally": 30, "artifact": 20, "tome": 15, "event": 8, "monster": 45}
KEEP_ADVENTURE = 100  # how much an adventure in hand is worth keeping (it is how points are made)
# Spells, artifact uses, flips for an effect, cards given to an ally, the Yithian's swap.
ABILITY_TASTE = {"cast": 22.0, "use": 14.0, "flip": 9.0, "attach": 20.0, "convert": 18.0}
TRAIN_RECRUIT = 15  # an ally recruited on a Train (MY-LOC-5): the chance ends with the location that ends the trip


class MythosHeuristicBot(ScoringBot):
    """Scores each legal action; ties are broken by the bot's seeded RNG."""

    name = "heuristic"

    def context(self, state):
        """Return the state, the seat's own side of its view, and the card ids its adventures want."""
        me = own_side(state, state.to_act)
        return state, me, _wanted(state, me)

    def score(self, context, a) -> float:
        """Return the worth of an action."""
        state, me, wanted = context
        k = a.kind
        if k in ("pass", "stay", "skip", "keep", "done"):
            return 1.0 if k != "done" else 0.5
        if k == "rest":
            return 0.0
        if k == "arrive":
            return 35.0
        if k == "remain":
            return 30.0
        if k == "load":
            return 10.0
        if k == "swap":                                      # Evening: trade the least useful card for the top
            reshuffle = 8.0 if a.get("reshuffle") else 0.0   # from an empty deck: 1 Sanity (MY-ROUND-1)
            return 12.0 - _keep_value(state, a["card"], wanted) - reshuffle
        if k == "defend":                                    # against the biggest threat first (MY-COMBAT-2)
            threat = state.players[int(a["threat"][1:])].threat if a.get("threat") else ()
            return (5.0 if me["sanity"] <= 14 else -1.0) + 0.1 * len(threat)
        if k == "assault":
            return 2.0
        if k == "direct":
            return -state.players[int(a["target"][1:])].sanity
        if k == "discard":
            return -_keep_value(state, a["card"], wanted)
        if k == "take":                                      # take the opponent's costliest card
            return 10.0 - (state.card_of(a["card"]).sanity or 0)
        if k in ("guard", "move", "decline"):
            return {"guard": 6.0, "move": 8.0, "decline": 0.0}[k]
        if k in ABILITY_TASTE:
            cost = _cast_cost(state, a) if k == "cast" else 0
            if cost and me["sanity"] - cost <= 3:
                return -50.0                                 # never spend the last Sanity on a spell
            return ABILITY_TASTE[k] - cost
        if a.get("card") is None:
            return 2.0                                       # a decision this bot has no taste for: worth a turn
        card = state.card_of(a["card"])
        if card.type == "adventure":
            return 1000.0
        value = float(TYPE_TASTE.get(card.type, 5)) + (card.value or 0)
        if card.id in wanted or (card.type == "location" and _helps(card, wanted, state)):
            value += 25
        if card.type == "location" and me["top_state"] == "none":
            value += 40
        if card.sanity < 0 and me["sanity"] + card.sanity <= 3:
            value -= 100                                     # never spend the last Sanity
        value += card.sanity
        if a.get("target") is not None:
            value += 10
        if card.type == "ally" and me["top_state"] == "transit":
            value += TRAIN_RECRUIT                           # the Train's one recruit: now, or lost on arrival
        return value


def own_side(state, seat: str) -> dict:
    """Return the part of the seat's own entry in `state.view(seat)` this bot reads (its hand's card faces, Sanity,
    the state of its story's top card), equal to it key for key, without building the rest of the view (every
    player's cards in play, the goals' requirement counts), which no decision reads: it was most of a decision's
    cost."""
    from ..games.mythos.view import card_face

    pl = state.players[int(seat[1:])]
    return {"hand": [card_face(state, x) for x in pl.hand], "sanity": pl.sanity, "top_state": pl.top_state}


def _cast_cost(state, a) -> int:
    """Return the Sanity a cast costs its caster (MY-CARD-4): a spell in the investigator's tome its pentagram; one
    cast by an ally (held, or in the tome Laban Shrewsbury carries) nothing, it is buried instead."""
    from ..games.mythos.spells import castable

    p = int(state.to_act[1:])
    return next((cost for spell, by, cost in castable(state, p) if spell == a["spell"] and by == a["by"]), 0)


def _keep_value(state, inst: int, wanted: set) -> float:
    """Return how much a card in hand is worth keeping: its type's taste, more when an adventure needs it."""
    card = state.card_of(inst)
    taste = KEEP_ADVENTURE if card.type == "adventure" else TYPE_TASTE.get(card.type, 5)
    return taste + (50 if card.id in wanted else 0)


def _wanted(state, me: dict) -> set:
    """Return card ids named by the requirements of the adventures in hand."""
    out = set()
    for c in me["hand"] or ():
        card = state.card_set.cards[c["id"]]
        for req in card.requirements:
            if req.get("kind") == "title":
                out.add(req["title"])
            out.add(("req", req.get("kind"), req.get("attribute") or req.get("subregion") or req.get("icon")))
    return out


def _helps(card, wanted: set, state) -> bool:
    for item in wanted:
        if isinstance(item, tuple) and item[1] == "location" and item[2] in (
                *card.attributes, *card.icons, card.subregion):
            return True
    return False
