"""The Mythos action catalogue: every action over the card instances of a deal, by card type.

Mythos actions name card instances (`play card=17`), and a deal's instances (`state.card`, instance -> title) are
the same for every seed of one deck configuration (`decks`, a card set), so the catalogue is built from a new
game of that configuration: each action kind with the instances its fields can name (an ally's weapon, a tome's
spell, a joined group whose cards join each other, MY-CARD-8), every seat as a target.
"""
from __future__ import annotations

from itertools import combinations

from ..core.actions import Action
from .catalogue import Catalogue

PLAIN = ("pass", "arrive", "done", "decline", "keep", "rest", "stay", "skip")
WEAPONS = ("Weapon", "Enchanted Weapon")


def mythos_catalogue(state=None) -> Catalogue:
    """Return the catalogue of the deck configuration of `state` (by default the default game's)."""
    from ..games import mythos

    state = state if state is not None else mythos.new_game(0, events=False)
    kinds = _by_type(state)
    seats = [f"p{q}" for q in range(4)]
    out = [Action(kind) for kind in PLAIN]
    out += _card_actions(kinds, seats)
    out += _pairs(kinds, seats)
    out += _casts(state, kinds, seats)
    out += _groups(state, kinds)
    return Catalogue.of("mythos", out)


def _by_type(state) -> dict[str, list[int]]:
    """Return instance lists by role: every card, allies, weapons, artifacts, tomes, spells, monsters, events."""
    cards = [state.card_of(i) for i in range(len(state.card))]
    of = {t: [i for i, c in enumerate(cards) if c.type == t]
          for t in ("ally", "artifact", "tome", "spell", "monster", "event")}
    of["all"] = list(range(len(cards)))
    of["weapon"] = [i for i in of["artifact"] if cards[i].subtype in WEAPONS]
    of["holder"] = of["ally"] + of["monster"]          # a monster may fight as an ally (ally_conversion)
    of["carried"] = of["artifact"] + of["spell"] + of["tome"]
    return of


def _card_actions(of: dict, seats: list) -> list[Action]:
    """Actions naming one card (and perhaps a seat)."""
    out = []
    for i in of["all"]:
        out += [Action("play", card=i), Action("play", card=i, as_ally=True), Action("discard", card=i),
                Action("flip", card=i), Action("swap", card=i), Action("swap", card=i, reshuffle=True),
                Action("take", card=i), Action("retrieve", card=i), Action("remain", phobia=i)]
        out += [Action(kind, card=i, target=s) for kind in ("play", "use") for s in seats]
    out += [Action("convert", monster=m) for m in of["monster"]]
    out += [Action("direct", target=s) for s in seats]
    return out


def _pairs(of: dict, seats: list) -> list[Action]:
    """Actions naming a card and an ally, a tome or a seat (MY-CARD-1..4, MY-COMBAT)."""
    out = []
    for a in of["holder"]:
        out += [Action("guard", ally=a), Action("assault", ally=a), Action("defend", ally=a)]
        out += [Action("defend", ally=a, threat=s) for s in seats]
        out += [Action("play", card=a, weapon=w) for w in of["weapon"]]
        for i in of["carried"]:
            out += [Action(kind, card=i, ally=a) for kind in ("play", "attach", "move", "retrieve")]
        out += [Action("load", spell=s, ally=a) for s in of["spell"]]
    for t in of["tome"]:
        out += [Action("play", card=t, spell=s) for s in of["spell"]]
        out += [Action("load", spell=s, tome=t) for s in of["spell"]]
    return out


def _casts(state, of: dict, seats: list) -> list[Action]:
    """Casts (MY-CARD-4): a spell, who casts it (a tome, an ally or an artifact, a monster fighting as an ally) and
    what it is aimed at, by what the spell does (the engine's `spell_effect`): an ally to petrify or to mark, a
    seat to return or control, a monster to summon."""
    from ..games.mythos.spells import spell_effect

    aims = {"petrify": [{"victim": a} for a in of["holder"]], "mark": [{"victim": a} for a in of["holder"]],
            "return": [{"target": s} for s in seats],
            "summon_control": [{"target": s} for s in seats] + [{"monster": m} for m in of["monster"]]}
    return [Action("cast", spell=s, by=b, **aim) for s in of["spell"]
            for b in of["tome"] + of["holder"] + of["artifact"]
            for aim in aims.get(spell_effect(state.card_of(s)), [])]


def _groups(state, of: dict) -> list[Action]:
    """Joined groups (MY-CARD-8): two to four allies (distinct titles) or monsters that all join each other,
    named by the first instance, and each ally group with a weapon carried by any of its allies."""
    from ..games.mythos.card_types import JOINED

    out = []
    for pool in (of["ally"], of["monster"]):
        for size in range(2, len(JOINED) + 2):
            for group in combinations(sorted(pool), size):
                if not all(_joins(state, a, b) for a, b in combinations(group, 2)):
                    continue
                if pool is of["ally"] and len({state.card[i] for i in group}) < size:
                    continue
                out.append(Action("play", card=group[0], **_joined(group[1:])))
                if pool is of["ally"]:
                    out += [Action("play", card=c, weapon=w, **_joined([i for i in group if i != c]))
                            for w in of["weapon"] for c in group]
    return out


def _joined(others) -> dict:
    """Return the fields naming the other cards of a group (`joined`, `joined2`, `joined3`)."""
    from ..games.mythos.card_types import JOINED

    return dict(zip(JOINED, others, strict=False))


def _joins(state, a: int, b: int) -> bool:
    """MY-CARD-8: two cards join if either card's joins list names the other (the engine's own test)."""
    return type(state)._joins(state, a, b)
