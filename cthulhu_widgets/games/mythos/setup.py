"""A game's setup (`new_game(setup=...)`): the decks, and every zone of every player laid out before the deal.

`setup["decks"]` names one deck per player: a ready deck's name, or {"cards": [...], "investigators": [...]} checked
by the deck rules (MY-ZONE-4). `setup["players"]` holds one dict per player, each key optional:

- "investigator" (a side of its deck), "sanity";
- card ids of the player's deck: "hand", "deck" (top first), "story" (bottom first; a location on top is current,
  upright), "discard", "threat", "events" (persistent events in play), "phobias" (on this investigator), "goo",
  "adventures" (completed: their points are scored), "artifacts" (an id, or {"card", "flipped"});
- "allies": an id, or {"card", "weapon", "spell", "flipped"} (a weapon and a held spell of the same deck);
- "tomes": an id, or {"card", "spells": [ids], "holder"} ("holder": an ally id of "allies" that carries it);
- "top": how the story deck's top card stands ("upright", "walking", "transit", "none"; by default a location is
  upright and a travel event in transit), "gate_used" (bool).
Every problem is an InvalidSetup naming the player, the key and what is allowed.
"""
from __future__ import annotations

from ...core.errors import InvalidSetup, listing
from .data import DeckList, validate_deck
from .movement import travel_kind
from .player import Player

ZONES = ("hand", "deck", "story", "allies", "threat", "discard", "artifacts", "tomes", "events", "phobias",
         "adventures")
KEYS = ("investigator", "sanity", *ZONES, "goo", "top", "gate_used")
TOPS = ("upright", "walking", "transit", "none")


def deck_list(card_set, p: int, deck) -> DeckList:
    """Return player p's deck: a ready deck by name, or a custom list checked by the deck rules."""
    if isinstance(deck, str) and deck in card_set.decks:
        return card_set.decks[deck]
    if isinstance(deck, dict) and set(deck) == {"cards", "investigators"}:
        cards, invs = deck["cards"], deck["investigators"]
        if not isinstance(cards, list) or not isinstance(invs, list) or not invs:
            raise InvalidSetup(f"deck of p{p}: 'cards' and 'investigators' must be lists of ids")
        for inv in invs:
            validate_deck(card_set, cards, inv)
        return DeckList(f"custom p{p}", tuple(invs), tuple(cards))
    raise InvalidSetup(f"deck of p{p} must name a deck from {listing(card_set.decks)} or be "
                       f"{{'cards': [...], 'investigators': [...]}}, not {deck!r}")


class _Cards:
    """The instances of one player's deck not yet laid out, taken by card id."""

    def __init__(self, s, p: int, deck: DeckList):
        self.p, self.free = p, {}
        for cid in deck.cards:
            self.free.setdefault(cid, []).append(len(s.card))
            s.card.append(cid)
            s.owner.append(p)

    def take(self, cid, zone: str) -> int:
        if not isinstance(cid, str) or not self.free.get(cid):
            have = "not a card of this deck" if cid not in self.free else "more copies than the deck holds"
            raise InvalidSetup(f"player p{self.p}: setup[{zone!r}] names {cid!r}: {have}")
        return self.free[cid].pop(0)

    def rest(self) -> list[int]:
        return [i for insts in self.free.values() for i in insts]


def _entry(entry, zone: str, p: int, fields: tuple) -> dict:
    """Return a zone entry as a dict: an id stands for {"card": id}; other keys must be among `fields`."""
    if isinstance(entry, str):
        return {"card": entry}
    if isinstance(entry, dict) and "card" in entry and set(entry) <= {"card", *fields}:
        return entry
    raise InvalidSetup(f"player p{p}: setup[{zone!r}] entries are card ids or dicts with 'card' and "
                       f"{listing(fields)}, not {entry!r}")


def _flag(entry: dict, key: str, zone: str, p: int) -> bool:
    value = entry.get(key, False)
    if type(value) is not bool:
        raise InvalidSetup(f"player p{p}: setup[{zone!r}] {key!r} must be true or false, not {value!r}")
    return value


def seat(s, p: int, deck: DeckList, spec: dict) -> Player:
    """Create one player's instances from its deck list and lay out the setup's named cards."""
    unknown = [k for k in spec if k not in KEYS]
    if unknown:
        raise InvalidSetup(f"player p{p}: unknown setup key(s) {listing(unknown)}; keys: {', '.join(KEYS)}")
    pl = _investigator(s, p, deck, spec)
    cards = _Cards(s, p, deck)
    named = {zone: [cards.take(cid, zone) for cid in spec.get(zone, [])]
             for zone in ("hand", "deck", "story", "threat", "discard", "events", "phobias", "adventures")}
    pl.allies = [_ally(s, p, cards, e) for e in spec.get("allies", [])]
    pl.artifacts = [_artifact(p, cards, e) for e in spec.get("artifacts", [])]
    pl.tomes = [_tome(s, p, cards, e, pl.allies) for e in spec.get("tomes", [])]
    if spec.get("goo") is not None:
        pl.goo = cards.take(spec["goo"], "goo")
    rest = cards.rest()
    s.rng.shuffle(rest)
    pl.deck = rest + named["deck"][::-1]
    pl.hand, pl.story, pl.discard, pl.threat = named["hand"], named["story"], named["discard"], named["threat"]
    pl.events, pl.phobias, pl.adventures = named["events"], named["phobias"], named["adventures"]
    pl.points = sum(s.card_of(i).value or 0 for i in pl.adventures)
    _top(s, p, pl, spec)
    return pl


def _investigator(s, p: int, deck: DeckList, spec: dict) -> Player:
    inv = spec.get("investigator", deck.investigators[0])
    if inv not in deck.investigators:
        raise InvalidSetup(f"player p{p}: investigator {inv!r} is not a side of the {deck.name} deck; "
                           f"sides: {listing(deck.investigators)}")
    info = s.card_set.investigators[inv]
    sanity = spec.get("sanity", info.sanity_start)
    if type(sanity) is not int or not 1 <= sanity <= info.sanity_max:
        raise InvalidSetup(f"player p{p}: sanity must be an int from 1 to {info.sanity_max}, not {sanity!r}")
    return Player(inv, sanity)


def _ally(s, p: int, cards: _Cards, entry) -> dict:
    entry = _entry(entry, "allies", p, ("weapon", "spell", "flipped"))
    ally = {"card": cards.take(entry["card"], "allies"), "weapon": None, "flipped": _flag(entry, "flipped",
                                                                                        "allies", p)}
    if entry.get("weapon") is not None:
        ally["weapon"] = cards.take(entry["weapon"], "allies")
    if entry.get("spell") is not None:
        ally["spell"] = cards.take(entry["spell"], "allies")
    return ally


def _artifact(p: int, cards: _Cards, entry) -> dict:
    entry = _entry(entry, "artifacts", p, ("flipped",))
    return {"card": cards.take(entry["card"], "artifacts"), "flipped": _flag(entry, "flipped", "artifacts", p)}


def _tome(s, p: int, cards: _Cards, entry, allies: list) -> dict:
    entry = _entry(entry, "tomes", p, ("spells", "holder"))
    spells = entry.get("spells", [])
    if not isinstance(spells, list):
        raise InvalidSetup(f"player p{p}: setup['tomes'] 'spells' must be a list of card ids, not {spells!r}")
    tome = {"card": cards.take(entry["card"], "tomes"), "spells": [cards.take(c, "tomes") for c in spells],
            "used": []}
    if "holder" in entry:
        held = [a["card"] for a in allies if s.card[a["card"]] == entry["holder"]]
        if not held:
            raise InvalidSetup(f"player p{p}: setup['tomes'] 'holder' must name an ally of setup['allies'], not "
                               f"{entry['holder']!r}")
        tome["holder"] = held[0]
    return tome


def _top(s, p: int, pl: Player, spec: dict) -> None:
    """How the story deck's top stands: as `top` says, else upright for a location, in transit for travel."""
    if pl.story:
        top = s.card_of(pl.story[-1])
        pl.top_state = "upright" if top.type == "location" else ("transit" if travel_kind(top) else "none")
    if "top" in spec:
        if spec["top"] not in TOPS or (spec["top"] != "none" and not pl.story):
            raise InvalidSetup(f"player p{p}: setup['top'] must be one of {listing(TOPS)} (not 'none' only with a "
                               f"story deck), not {spec['top']!r}")
        pl.top_state = spec["top"]
    gate = spec.get("gate_used", False)
    if type(gate) is not bool:
        raise InvalidSetup(f"player p{p}: setup['gate_used'] must be true or false, not {gate!r}")
    pl.gate_used = gate
