"""Mythos card data (MY-MSGS-3): a card set read from a JSON file, checked by a schema and by the deck rules.

A set file holds investigator sides, cards (printed statistics plus effect building blocks) and ready decks;
cards/msgs.json is the built-in Mythos Standard Game Set. cards/README.md documents the format and
cards/schema.json its shape; the cross-references and the deck-building rules (MY-ZONE-4) are checked here.
Every problem is an InvalidCardData naming the card (or investigator, or deck) and the field.
"""
from __future__ import annotations

import difflib
from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from ...core.errors import listing
from ...core.jsonin import read_json_file
from .blocks import Block, parse_blocks
from .schema_check import (OWNERS, SCHEMA_FILE, InvalidCardData, _as_list, _check_schema, _dotted,  # noqa: F401
                           _schema, _short)                      # SCHEMA_FILE: re-exported

CARDS_DIR = Path(__file__).with_name("cards")
DEFAULT_SET = CARDS_DIR / "msgs.json"
DECK_SIZE = 52      # MY-ZONE-1: a deck holds at least 52 cards; MY-MSGS-1: the ready decks exactly 52
MAX_COPIES = 4      # MY-ZONE-1: at most 4 copies of a title, 1 of a unique title
MAX_FILE_BYTES = 4 * 1024 * 1024   # the MSGS set file takes 73 kB
GOO_SUBTYPES = ("Great Old One", "Outer God")
WEAPON_SUBTYPES = ("Weapon", "Enchanted Weapon")
REFERENCE_KEYS = ("card", "cards", "title", "extends_to")   # parameters whose values are card ids


# The closed list of the 25 effect building blocks; the schema is its one source.
BLOCKS: tuple[str, ...] = tuple(_schema()["$defs"]["block"]["properties"]["block"]["enum"])


# ------------------------------------------------------------------------------------------- the data

@dataclass(frozen=True)
class Card:
    """One printed card: statistics, effect blocks, and the fields of its type (None or empty otherwise)."""

    id: str
    name: str                      # the printed title; two printings (Mi-Go) share it
    type: str                      # location, ally, monster, artifact, tome, spell, event, adventure
    subtype: str | None
    value: int | None              # ally/monster value, weapon bonus, tome capacity, adventure points
    sanity: int                    # the signed pentagram, 0 when blank
    unique: bool
    effects: tuple[Block, ...] = field(default=(), hash=False)   # parsed at load (parse_blocks)
    text: str | None = None        # the project's paraphrase of the card's rules (none for stats-only cards)
    dimension: str | None = None   # location
    region: str | None = None
    subregion: str | None = None
    attributes: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    gate: bool | None = None
    alignment: str | None = None   # ally, and monsters printed with ally traits (Mi-Go)
    occupations: tuple[str, ...] = ()
    languages: tuple[str, ...] = ()
    recruit: dict | None = field(default=None, hash=False)   # ally: {region, subregion[, location]}
    keywords: tuple[str, ...] = ()                           # monster: invisible, bypass
    goo_symbol: str | None = None                            # Great Old One / Outer God
    requirements: tuple[dict, ...] = field(default=(), hash=False)   # adventure, Great Old One / Outer God
    affects: str | None = None     # artifact, spell, event: the printed "Affects ..." line
    language: str | None = None    # tome
    spell_icons: tuple[str, ...] = ()

    def __post_init__(self):
        # blocks given as file objects (a card built in code) become records too
        object.__setattr__(self, "effects", parse_blocks(f"card {self.id!r}", self.effects))

    @property
    def points(self) -> int | None:
        """Return an adventure's points (its value), else None."""
        return self.value if self.type == "adventure" else None

    @property
    def capacity(self) -> int | None:
        """Return a tome's spell capacity (its value), else None."""
        return self.value if self.type == "tome" else None

    @property
    def bonus(self) -> int | None:
        """Return a weapon's bonus to its ally (its value), else None."""
        return self.value if self.subtype in WEAPON_SUBTYPES and self.type == "artifact" else None

    @property
    def enchanted(self) -> bool:
        """Return whether the card is an enchanted weapon (MY-CARD-2)."""
        return self.type == "artifact" and self.subtype == "Enchanted Weapon"

    @property
    def icon(self) -> str | None:
        """Return a spell's icon (its subtype), else None."""
        return self.subtype if self.type == "spell" else None

    @property
    def is_goo(self) -> bool:
        """Return whether the card is a Great Old One or Outer God (MY-CARD-5)."""
        return self.type == "monster" and self.subtype in GOO_SUBTYPES

    @property
    def joins(self) -> tuple[str, ...]:
        """Return the ids of the cards this one may be played joined with (its joins blocks, MY-CARD-8)."""
        return tuple(i for b in self.effects if b.kind == "joins" for i in b.cards)

    @property
    def solstice(self) -> bool:
        """Return whether the card counts as a Solstice card (a time_of_day block with solstice)."""
        return any(b.kind == "time_of_day" and b.param("solstice") for b in self.effects)


@dataclass(frozen=True)
class Investigator:
    """One investigator side (MY-INV-1): statistics and ability blocks."""

    id: str
    name: str
    deck: str
    education: int
    languages: tuple[str, ...]
    sanity_start: int
    sanity_max: int
    hand: int
    hand_min: int
    hand_max: int
    ability: tuple[Block, ...] = field(default=(), hash=False)
    text: str | None = None

    def __post_init__(self):
        object.__setattr__(self, "ability", parse_blocks(f"investigator {self.id!r}", self.ability, "ability"))

    @property
    def effects(self) -> tuple[Block, ...]:
        """Return the ability's blocks (the name cards use)."""
        return self.ability


@dataclass(frozen=True)
class DeckList:
    """A ready deck: its name, the investigator sides it comes with, its card ids (a copy per entry)."""

    name: str
    investigators: tuple[str, ...]
    cards: tuple[str, ...]


# How each requirement / filter key is checked against a card's printed data (CardSet.matches).
_CHECKS = {
    "card": lambda cs, card, v: card.name in {cs._title(i) for i in _as_list(v)},
    "subtype": lambda cs, card, v: card.subtype in _as_list(v),
    "alignment": lambda cs, card, v: card.alignment == v,
    "occupation": lambda cs, card, v: not set(card.occupations).isdisjoint(_as_list(v)),
    "attribute": lambda cs, card, v: v in card.attributes,
    "icon": lambda cs, card, v: v in card.icons,
    "region": lambda cs, card, v: card.region == v,
    "subregion": lambda cs, card, v: card.subregion == v,
    "gate": lambda cs, card, v: card.gate == v,
    "solstice": lambda cs, card, v: card.solstice == v,
}


@dataclass(frozen=True)
class CardSet:
    """A validated card set: cards, investigators and ready decks by id / name."""

    cards: dict[str, Card] = field(hash=False)
    investigators: dict[str, Investigator] = field(hash=False)
    decks: dict[str, DeckList] = field(hash=False)
    name: str = ""
    set: str = ""

    def matches(self, requirement: dict, card: Card) -> bool:
        """Return whether `card` fits a requirement or a selector filter by its printed data.

        An id stands for its title (both Mi-Go printings fit "mi_go_worker"). The group keys (count,
        different, different_subregions) and the state keys (current, armed) are left to the engine.
        """
        kind = requirement.get("kind", requirement.get("type"))
        if kind == "title":
            return card.name == self._title(requirement["title"])
        if kind is not None and kind != card.type:
            return False
        for key, want in requirement.items():
            check = _CHECKS.get(key)
            if check is not None and not check(self, card, want):
                return False
        return True

    def _title(self, ident) -> str | None:
        """Return the title of the card with id `ident` (None for an unknown id)."""
        card = self.cards.get(ident)
        return card.name if card else None


def effect_blocks(card: Card | Investigator) -> list[str]:
    """Return the block names of a card's effects (an investigator's ability), in order."""
    return [b.kind for b in card.effects]


# -------------------------------------------------------------------------------------------- loading

def load_set(path=None) -> CardSet:
    """Return the card set in the JSON file at `path`; the built-in MSGS set (read once) when None."""
    return _packaged() if path is None else _from_file(Path(path))


@cache
def _packaged() -> CardSet:
    """Return the built-in set, cards/msgs.json."""
    # Its schema check is a test (test_mythos_data) rather than a cost in every process: jsonschema's import alone
    # takes seconds, paid by each kernel that opens a table. The semantic checks below still run.
    return _from_file(DEFAULT_SET, schema=False)


def _from_file(path: Path, schema: bool = True) -> CardSet:
    """Return the set in one file; any problem is an InvalidCardData naming the file.

    The file is untrusted: at most MAX_FILE_BYTES bytes, nested at most jsonin.MAX_DEPTH deep, no key written
    twice in one object (the second would silently win); core.jsonin checks these in linear time.
    """
    data = read_json_file(path, f"card file {str(path)!r}", InvalidCardData, MAX_FILE_BYTES,
                          hint="a set file holds one JSON object, see cards/README.md")
    try:
        return card_set_from_dict(data, schema)
    except InvalidCardData as e:
        raise InvalidCardData(f"card file {str(path)!r}: {e}") from e


def card_set_from_dict(data, schema: bool = True) -> CardSet:
    """Return the set a parsed set file describes once it passes the schema and the semantic checks."""
    if schema:
        _check_schema(data)
    _check_ids(data)
    cards = {c["id"]: Card(**_frozen(c, "effects", f"card {c['id']!r}")) for c in data["cards"]}
    investigators = {i["id"]: Investigator(**_frozen(i, "ability", f"investigator {i['id']!r}"))
                     for i in data["investigators"]}
    _check_hand_bounds(investigators.values())
    _check_references(data, cards)
    decks = {d["name"]: DeckList(d["name"], tuple(d["investigators"]), tuple(d["cards"])) for d in data["decks"]}
    card_set = CardSet(cards, investigators, decks, name=data["name"], set=data["set"])
    _check_ready_decks(card_set)
    return card_set


def _frozen(raw: dict, blocks: str, label: str) -> dict:
    """Return a file object's fields with its lists as tuples (the dataclass fields are immutable) and its
    `blocks` field parsed into Block records."""
    out = {k: tuple(v) if isinstance(v, list) else v for k, v in raw.items()}
    out[blocks] = parse_blocks(label, raw.get(blocks), blocks)
    return out


# --------------------------------------------------------------------------------- semantic checking

def _check_ids(data: dict) -> None:
    """Check card and investigator ids are unique together, and deck names unique."""
    for parts, scope in ((("investigators", "cards"), "card and investigator ids"), (("decks",), "deck names")):
        seen: dict[str, str] = {}
        for part in parts:
            label, key = OWNERS[part]
            for n, item in enumerate(data[part]):
                ident = item[key]
                if ident in seen:
                    raise InvalidCardData(f"{label} {ident!r}: field {key!r}: already used by {seen[ident]}; "
                                          f"{scope} must be unique")
                seen[ident] = f"{label} {ident!r} (entry {n + 1} of {part})"


def _check_hand_bounds(investigators) -> None:
    """Check each investigator's end-of-round hand bounds are in order: hand_min ≤ hand_max (MY-ROUND-5)."""
    for inv in investigators:
        if inv.hand_min > inv.hand_max:
            raise InvalidCardData(f"investigator {inv.id!r}: field 'hand_min': {inv.hand_min} is above hand_max "
                                  f"{inv.hand_max}; hand_min must be at most hand_max (MY-ROUND-5 discards a hand "
                                  f"to a number between them)")


def _check_references(data: dict, cards: dict[str, Card]) -> None:
    """Check every card id named in effects, requirements and recruit areas exists in the set."""
    for part, fields_ in (("cards", ("effects", "requirements", "recruit")), ("investigators", ("ability",))):
        label, _ = OWNERS[part]
        for item in data[part]:
            for name in fields_:
                for path, ref in _references(item.get(name), [name]):
                    if ref not in cards:
                        raise InvalidCardData(f"{label} {item['id']!r}: field {_dotted(path)!r}: {ref!r} is not a "
                                              f"card id of this set{_suggest(ref, cards)}")


def _references(value, path: list):
    """Yield (path, id) for every card id a parameter names, anywhere inside `value`."""
    if isinstance(value, dict):
        for key, v in value.items():
            if key in REFERENCE_KEYS:
                for n, ref in enumerate(_as_list(v)):
                    yield (path + [key, n] if isinstance(v, list) else path + [key]), ref
            else:
                yield from _references(v, path + [key])
    elif isinstance(value, list):
        for n, v in enumerate(value):
            yield from _references(v, path + [n])


def _suggest(ident, known) -> str:
    """Return "; did you mean 'x'?" for a near miss among known ids, else ""."""
    close = difflib.get_close_matches(str(ident), list(known), n=1)
    return f"; did you mean {close[0]!r}?" if close else ""


def _check_ready_decks(card_set: CardSet) -> None:
    """Check each ready deck (MY-MSGS-1, MY-ZONE-4) and that investigators and decks name each other."""
    for inv in card_set.investigators.values():
        deck = card_set.decks.get(inv.deck)
        if deck is None or inv.id not in deck.investigators:
            raise InvalidCardData(f"investigator {inv.id!r}: field 'deck': deck {inv.deck!r} does not list this "
                                  f"investigator; decks are {listing(map(repr, card_set.decks))}")
    for deck in card_set.decks.values():
        for n, inv_id in enumerate(deck.investigators):
            if inv_id not in card_set.investigators or card_set.investigators[inv_id].deck != deck.name:
                raise InvalidCardData(f"deck {deck.name!r}: field 'investigators[{n}]': {inv_id!r} is not an "
                                      f"investigator of this deck; investigators are "
                                      f"{listing(map(repr, card_set.investigators))} (MY-ZONE-4)")
        problem = _deck_problem(card_set, deck.cards, exact=True)
        if problem:
            raise InvalidCardData(f"deck {deck.name!r}: field 'cards': {problem}")


def validate_deck(card_set: CardSet, card_ids, investigator_id) -> None:
    """Check a deck list for play (MY-ZONE-4): ≥52 cards, ≤4 per title, ≤1 per unique title, an investigator.

    Raise InvalidCardData naming the offending card (or the investigator); return None when the deck is legal.
    """
    card_ids = list(card_ids)
    problem = _deck_problem(card_set, card_ids, exact=False)
    if problem:
        raise InvalidCardData(f"deck: {problem}")
    if not investigator_id:
        raise InvalidCardData(f"deck: no investigator; a deck is played with one investigator side "
                              f"(MY-ZONE-4), one of {listing(map(repr, card_set.investigators))}")
    if not isinstance(investigator_id, str) or investigator_id not in card_set.investigators:
        raise InvalidCardData(f"deck: investigator {investigator_id!r} is not in the set"
                              f"{_suggest(investigator_id, card_set.investigators)}; investigators are "
                              f"{listing(map(repr, card_set.investigators))} (MY-ZONE-4)")


def _deck_problem(card_set: CardSet, card_ids, *, exact: bool) -> str | None:
    """Return what breaks MY-ZONE-4 in a list of card ids (naming the card), or None."""
    for n, ident in enumerate(card_ids):
        if not isinstance(ident, str):
            return f"entry {n + 1}, {_short(ident)}, is not a card id (a string such as 'car')"
        if ident in card_set.investigators:
            return (f"entry {n + 1}, {ident!r}, is an investigator; a Mythos deck holds no investigators, "
                    f"they are chosen beside it (MY-ZONE-1)")
        if ident not in card_set.cards:
            return f"card {ident!r} (entry {n + 1}) is not in the set{_suggest(ident, card_set.cards)} (MY-ZONE-4)"
    unique_titles = {c.name for c in card_set.cards.values() if c.unique}
    for title, count in Counter(card_set.cards[i].name for i in card_ids).items():
        limit = 1 if title in unique_titles else MAX_COPIES
        if count > limit:
            ids = listing(map(repr, dict.fromkeys(i for i in card_ids if card_set.cards[i].name == title)))
            if limit == 1:
                return (f"card {ids} is unique and appears {count} times; a deck holds at most 1 copy of a "
                        f"unique title (MY-ZONE-4)")
            return (f"card {ids} (title {title!r}) appears {count} times; a deck holds at most {MAX_COPIES} copies "
                    f"of a title (MY-ZONE-4)")
    size = len(card_ids)
    if size < DECK_SIZE or (exact and size != DECK_SIZE):
        need = f"exactly {DECK_SIZE} (a ready deck, MY-MSGS-1)" if exact else f"at least {DECK_SIZE} (MY-ZONE-4)"
        return f"the deck holds {size} cards; it needs {need}"
    return None
