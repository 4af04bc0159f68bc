"""A game's cards: the card set (`setup["cards"]`, `new_game(cards=...)`) and one deck list per player
(`setup["decks"]`).

`setup["cards"]` is JSON, so a save embeds it and reloads the same game (core.save records the setup):
- a list of card objects (cards/README.md): the built-in MSGS set with these cards added, a card whose id is an MSGS
  card's replacing it (`msgs_card(id)` returns that card's object to start from);
- a whole set file's object {"format", "version", "set", "name", "investigators", "cards", "decks"}.
`new_game(cards=...)` takes either, or the path of a set file (read once, its object kept in the setup: a save never
reads a file). Either is checked like a set file (schema, references, ready decks); an InvalidSetup says what broke.
"""
from __future__ import annotations

import copy
import json
from functools import cache, lru_cache
from pathlib import Path

from ...core.errors import InvalidSetup, listing
from ...core.jsonin import read_json_file
from .data import DEFAULT_SET, MAX_FILE_BYTES, CardSet, DeckList, card_set_from_dict, load_set, validate_deck

DECK_FORMS = ("a ready deck's name", "{'cards': [...], 'investigators': [...]}",
              "{'base': name, 'add': [...], 'remove': [...], 'investigators': [...]}")


@cache
def _msgs_file() -> dict:
    """Return the built-in set file's object (read once; callers copy it)."""
    return json.loads(DEFAULT_SET.read_text(encoding="utf-8"))


def msgs_card(card_id: str) -> dict:
    """Return a copy of an MSGS card's object as the set file writes it (to change into a designer's card)."""
    cards = {c["id"]: c for c in _msgs_file()["cards"]}
    if card_id not in cards:
        raise InvalidSetup(f"{card_id!r} is not an MSGS card; its cards: {listing(sorted(cards), 40)}")
    return copy.deepcopy(cards[card_id])


def given_cards(cards):
    """Return `new_game(cards=...)` as the JSON the setup keeps: a list or a set file's object as given, a path's
    file read. A CardSet is refused: the save must hold the set itself."""
    if cards is None or isinstance(cards, (list, dict)):
        return cards
    if isinstance(cards, (str, Path)):
        return read_json_file(Path(cards), f"card file {str(cards)!r}", InvalidSetup, MAX_FILE_BYTES)
    raise InvalidSetup(f"cards= takes a list of card objects (added to the MSGS set), a whole set file's object or "
                       f"the path of a set file, not {type(cards).__name__}: the save keeps the cards as JSON")


def card_set(setup: dict) -> CardSet:
    """Return the game's card set: the MSGS set, or the one `setup["cards"]` describes."""
    cards = setup.get("cards")
    if cards is None:
        return load_set()
    try:
        return _card_set(cards)
    except InvalidSetup:
        raise
    except (TypeError, ValueError) as e:                  # a value json cannot write (a set, a float NaN…)
        raise InvalidSetup(f"setup['cards'] must be plain JSON (lists, dicts, strings, numbers): {e}") from None


def _card_set(cards) -> CardSet:
    if isinstance(cards, list):
        bad = [c for c in cards if not (isinstance(c, dict) and isinstance(c.get("id"), str))]
        if bad:
            raise InvalidSetup("setup['cards'] as a list holds card objects, each with its 'id' (cards/README.md), "
                               f"not {listing(repr(c)[:40] for c in bad)}")
        ids = [c["id"] for c in cards]
        twice = sorted({i for i in ids if ids.count(i) > 1})
        if twice:
            raise InvalidSetup(f"setup['cards'] names a card twice: {listing(twice)}")
        data = copy.deepcopy(_msgs_file())
        mine = {c["id"]: c for c in cards}
        data["cards"] = [mine.pop(c["id"], c) for c in data["cards"]] + list(mine.values())
        return _checked(json.dumps(data, sort_keys=True, allow_nan=False))
    if isinstance(cards, dict):
        return _checked(json.dumps(cards, sort_keys=True, allow_nan=False))
    raise InvalidSetup(f"setup['cards'] must be a list of card objects (added to the MSGS set) or a whole set file's "
                       f"object, not {cards!r:.60}")


@lru_cache(maxsize=8)
def _checked(text: str) -> CardSet:
    """Return the set a set file's canonical JSON describes (the same setup is checked once)."""
    try:
        return card_set_from_dict(json.loads(text))
    except InvalidSetup as e:
        raise type(e)(f"setup['cards']: {e}") from None


def deck_list(cards: CardSet, p: int, deck) -> DeckList:
    """Return player p's deck: a ready deck by name, a custom list, or a ready deck with cards added and removed;
    the last two are checked by the deck rules (MY-ZONE-4)."""
    if isinstance(deck, str) and deck in cards.decks:
        return cards.decks[deck]
    if isinstance(deck, dict) and set(deck) == {"cards", "investigators"}:
        return _custom(cards, p, deck["cards"], deck["investigators"])
    if isinstance(deck, dict) and "base" in deck and set(deck) <= {"base", "add", "remove", "investigators"}:
        base = cards.decks.get(deck["base"]) if isinstance(deck["base"], str) else None
        if base is None:
            raise InvalidSetup(f"deck of p{p}: 'base' must name a deck from {listing(cards.decks)}, not "
                               f"{deck['base']!r}")
        add, remove = deck.get("add", []), deck.get("remove", [])
        if not isinstance(add, list) or not isinstance(remove, list):
            raise InvalidSetup(f"deck of p{p}: 'add' and 'remove' must be lists of card ids")
        kept = list(base.cards)
        for cid in remove:
            if cid not in kept:
                raise InvalidSetup(f"deck of p{p}: 'remove' names {cid!r}, not (or no more) in the {base.name} deck")
            kept.remove(cid)
        return _custom(cards, p, kept + add, deck.get("investigators", list(base.investigators)))
    raise InvalidSetup(f"deck of p{p} must be {listing(DECK_FORMS)}, with a deck from {listing(cards.decks)}, "
                       f"not {deck!r}")


def _custom(cards: CardSet, p: int, ids, invs) -> DeckList:
    if not isinstance(ids, list) or not isinstance(invs, list) or not invs:
        raise InvalidSetup(f"deck of p{p}: 'cards' and 'investigators' must be lists of ids")
    try:
        for inv in invs:
            validate_deck(cards, ids, inv)
    except InvalidSetup as e:
        raise type(e)(f"deck of p{p}: {e}") from None
    return DeckList(f"custom p{p}", tuple(invs), tuple(ids))
