"""A game's setup (`new_game(setup=...)`): every zone of every player as the first turn finds it. The game-wide keys
(the round, the first player, passes, the time of day) are setup_round.py's; the card set and the decks
(`setup["decks"]`, MY-ZONE-4) setup_cards.py's. docs/rules/mythos.md, "Setup for scenarios", has an example of each.

`setup["players"]` holds one dict per player, each key optional:
- "investigator" (a side of its deck), "sanity";
- lists of cards: "hand" (the deal fills it up; "hand_exact": true keeps it as named), "deck" (top first, as it
  stands after the deal: the deal draws unnamed cards), "story" (bottom first, so buried cards come first; a
  location on top is current, upright), "discard" (bottom first), "threat" (face-down monsters), "events" (events
  that stay in play), "phobias" (on this investigator), "adventures" (completed: their points are scored);
- "goo" (a Great Old One in play), "goo_age" (0, or 1 once it has seen a combat), "rest" (turns to sit out);
- "allies": an id, or {"card", "weapon", "item", "spell", "flipped", "petrified", "used"} (what it carries, of the
  same deck; a petrified ally lies face down among the artifacts until the round's end);
- "artifacts": an id, or {"card", "flipped", "holder", "used"}; "tomes": an id, or {"card", "spells": [ids],
  "used": [ids], "holder"} ("holder": an ally id of "allies" that carries it);
- "top": how the story deck's top card stands ("upright", "walking", "transit", "none"; by default a location is
  upright and a travel event in transit), "gate_used" (bool);
- what lasts for the round (setup_round.py): "passed", "ambush", "recruited_on_train", and "used" above (spells cast
  this round; Samuel Winsor or the Tiara flipped for their change of the current location).
A card is named by its id from the player's own deck, or as {"card": id, "owner": "p2"} from another player's deck
in "threat", "story" or "phobias" (a monster taken by Control, a cured phobia buried, a phobia played on this
investigator; no rule puts a card in another player's hand). "..." (REST), once in "deck" or "discard", stands for
the unnamed cards, shuffled; without it they lie below the named deck. Every problem is an InvalidSetup naming the
player, the key and what is allowed; nothing is built then.
"""
from __future__ import annotations

from ...core.errors import InvalidSetup, listing
from .data import WEAPON_SUBTYPES as WEAPONS
from .data import DeckList
from .movement import travel_kind
from .player import Player
from .setup_cards import deck_list
from .setup_round import ROUND_KEYS, place_time, round_state

LISTS = ("hand", "deck", "story", "threat", "discard", "events", "phobias", "adventures")
ZONES = (*LISTS, "allies", "artifacts", "tomes")
KEYS = ("investigator", "sanity", *ZONES, "hand_exact", "goo", "goo_age", "rest", "top", "gate_used", *ROUND_KEYS)
TOPS = ("upright", "walking", "transit", "none")
REST = "..."                 # as in the Letter setup: the cards no key names, shuffled, where it stands
REST_ZONES = ("deck", "discard")
# Where the engine leaves a card of another player's deck: a monster taken by Control, a buried (cured) phobia, a
# phobia played on this investigator.
FOREIGN_ZONES = ("threat", "story", "phobias")


class _Cards:
    """The instances of one player's deck not yet laid out, taken by card id."""

    def __init__(self, s, p: int, deck: DeckList):
        self.p, self.name, self.free = p, deck.name, {}
        for cid in deck.cards:
            self.free.setdefault(cid, []).append(len(s.card))
            s.card.append(cid)
            s.owner.append(p)
        self.counts = {cid: len(insts) for cid, insts in self.free.items()}

    def take(self, cid, where: str) -> int:
        """Return a free instance of `cid`; raise InvalidSetup when the deck has none left."""
        if not isinstance(cid, str) or cid not in self.free:
            raise InvalidSetup(f"{where} names {cid!r}: not a card of this deck (p{self.p}'s {self.name}); its cards: "
                               f"{listing(sorted(self.free), 60)}")
        if not self.free[cid]:
            raise InvalidSetup(f"{where} names {cid!r}: more copies than the deck holds (p{self.p}'s {self.name} "
                               f"holds {self.counts[cid]}; a card lies in one place only)")
        return self.free[cid].pop(0)

    def rest(self) -> list[int]:
        """Return the instances no key named, in deck-list order."""
        return [i for insts in self.free.values() for i in insts]


def _entry(entry, zone: str, p: int, fields: tuple) -> dict:
    """Return a zone entry as a dict: an id stands for {"card": id}; other keys must be among `fields`."""
    if isinstance(entry, str):
        return {"card": entry}
    if isinstance(entry, dict) and "card" in entry and set(entry) <= {"card", "owner", *fields}:
        return entry
    raise InvalidSetup(f"player p{p}: setup[{zone!r}] entries are card ids or dicts with 'card' and "
                       f"{listing(('owner', *fields))}, not {entry!r}")


def _take(pools: list, p: int, entry, zone: str, fields: tuple = ()) -> int:
    """Return the instance an entry names: from player p's deck, or from the deck of its "owner"."""
    entry = _entry(entry, zone, p, fields)
    owner = entry.get("owner", f"p{p}")
    seats = [f"p{q}" for q in range(len(pools))]
    if owner not in seats:
        raise InvalidSetup(f"player p{p}: setup[{zone!r}] 'owner' must be one of {listing(seats)}, not {owner!r}")
    if owner != f"p{p}" and zone not in FOREIGN_ZONES:
        raise InvalidSetup(f"player p{p}: a card of another player's deck lies only in {listing(FOREIGN_ZONES)}, "
                           f"not in setup[{zone!r}] ({entry['card']!r} of {owner})")
    return pools[seats.index(owner)].take(entry["card"], f"player p{p}: setup[{zone!r}]")


def _flag(entry, key: str, zone: str, p: int) -> bool:
    """Return entry[key] (False if absent) when it is a bool; raise InvalidSetup otherwise."""
    value = entry.get(key, False) if isinstance(entry, dict) else False
    if type(value) is not bool:
        raise InvalidSetup(f"player p{p}: setup[{zone!r}] {key!r} must be true or false, not {value!r}")
    return value


def seat(s, p: int, deck: DeckList, spec: dict) -> Player:
    """Return player p with its investigator and Sanity; its cards come once every player is seated (`lay_out`: a
    card may lie in another player's zone)."""
    unknown = [k for k in spec if k not in KEYS]
    if unknown:
        raise InvalidSetup(f"player p{p}: unknown setup key(s) {listing(unknown)}; keys: {', '.join(KEYS)}")
    return _investigator(s, p, deck, spec)


def lay_out(s, players: list) -> None:
    """Take every player's named cards into its zones, then deal each one's unnamed cards, shuffled."""
    decks = [deck_list(s.card_set, q, d) for q, d in enumerate(s.setup["decks"])]
    specs = [spec if isinstance(spec, dict) else {} for spec in s.setup.get("players", [{}] * len(decks))]
    pools = [_Cards(s, q, d) for q, d in enumerate(decks)]      # instances numbered p0's deck first, then p1's, …
    named = [_place(s, q, pl, spec, pools) for q, (pl, spec) in enumerate(zip(players, specs, strict=True))]
    place_time(s, pools)                                          # may take a Night event from a deck
    for q, (pl, spec) in enumerate(zip(players, specs, strict=True)):
        _deal_rest(s, pl, named[q], pools[q].rest())
        _top(s, q, pl, spec)
    for q, (pl, spec) in enumerate(zip(players, specs, strict=True)):
        round_state(s, q, pl, spec)                               # a Tiara copies another player's location


def _place(s, p: int, pl: Player, spec: dict, pools: list) -> dict:
    """Take the cards player p's keys name into its zones; return its "deck" and "discard" lists, REST kept."""
    for zone in ZONES:
        if zone in spec and not isinstance(spec[zone], list):
            raise InvalidSetup(f"player p{p}: setup[{zone!r}] must be a list, not {spec[zone]!r}")
    lists = {zone: [_list_entry(pools, p, e, zone) for e in spec.get(zone, [])] for zone in LISTS}
    rests = [zone for zone in REST_ZONES for e in lists[zone] if e == REST]
    if len(rests) > 1:
        raise InvalidSetup(f"player p{p}: {REST!r} (the unnamed cards, shuffled) stands once, in setup['deck'] or "
                           f"setup['discard'], not in {listing(rests)}")
    pl.hand, pl.story, pl.threat = lists["hand"], lists["story"], lists["threat"]
    pl.events, pl.phobias, pl.adventures = lists["events"], lists["phobias"], lists["adventures"]
    _in_play_events(s, p, pl)
    allies = [_ally(s, p, pools, e) for e in spec.get("allies", [])]
    pl.allies = [a for a, petrified in allies if not petrified]
    pl.artifacts = [{"card": a["card"], "flipped": True, "petrified": a} for a, petrified in allies if petrified]
    pl.artifacts += [_held(s, p, _artifact(p, pools, e), e, "artifacts", pl.allies) for e in spec.get("artifacts", [])]
    pl.tomes = [_held(s, p, _tome(p, pools, e), e, "tomes", pl.allies) for e in spec.get("tomes", [])]
    _goo(s, p, pl, spec, pools)
    pl.points = sum(s.card_of(i).value or 0 for i in pl.adventures)
    return {"deck": lists["deck"], "discard": lists["discard"], "exact": hand_exact(spec, p)}


def hand_exact(spec: dict, p: int) -> bool:
    """Return whether player p's first turn finds its hand as named, the refill adding nothing ("hand_exact")."""
    exact = spec.get("hand_exact", False)
    if type(exact) is not bool:
        raise InvalidSetup(f"player p{p}: setup['hand_exact'] must be true or false (true: the hand is exactly "
                           f"setup['hand'], not refilled for the first turn), not {exact!r}")
    return exact


def _in_play_events(s, p: int, pl: Player) -> None:
    """Refuse an event that cannot lie among the events in play (an instant one is buried once used) or a phobia
    card that is not a Phobia."""
    for inst in pl.events:
        card = s.card_of(inst)
        if card.type != "event" or card.subtype == "Phobia" or travel_kind(card) or not s._persistent(card):
            raise InvalidSetup(f"player p{p}: setup['events'] holds events that stay in play (Day, Night, Storm, "
                               f"Epidemic or persistent ones), not {card.id!r} (an instant event is buried once "
                               f"used; an Ambush in force is setup['ambush'], a phobia goes in setup['phobias'])")
    for inst in pl.phobias:
        if s.card_of(inst).subtype != "Phobia":
            raise InvalidSetup(f"player p{p}: setup['phobias'] holds Phobia events, not {s.card[inst]!r}")


def _goo(s, p: int, pl: Player, spec: dict, pools: list) -> None:
    """Lay out the Great Old One in play, how many combats it has seen ("goo_age") and the turns to rest."""
    if spec.get("goo") is not None:
        pl.goo = _take(pools, p, spec["goo"], "goo")
        if not s._is_goo(s.card_of(pl.goo)):
            raise InvalidSetup(f"player p{p}: setup['goo'] must be a Great Old One or an Outer God, not "
                               f"{s.card[pl.goo]!r}")
    age, rest = spec.get("goo_age", 0), spec.get("rest", 0)
    if type(age) is not int or age not in ((0, 1) if pl.goo is not None else (0,)):
        raise InvalidSetup(f"player p{p}: setup['goo_age'] (combats its Great Old One has seen) must be 0 or 1, and "
                           f"0 without setup['goo'], not {age!r}")
    if type(rest) is not int or rest < 0:
        raise InvalidSetup(f"player p{p}: setup['rest'] (turns to sit out) must be an int from 0, not {rest!r}")
    pl.goo_age, pl.rest = age, rest


def _list_entry(pools: list, p: int, entry, zone: str):
    """Return the instance an entry of a list zone names, or REST where it may stand."""
    if entry != REST:
        return _take(pools, p, entry, zone)
    if zone not in REST_ZONES:
        raise InvalidSetup(f"player p{p}: {REST!r} (the unnamed cards, shuffled) may stand in "
                           f"{listing(REST_ZONES)} only, not in setup[{zone!r}]")
    return REST


def _deal_rest(s, pl: Player, named: dict, rest: list) -> None:
    """Shuffle the unnamed cards: the ones the deal will draw go on top of the deck, the others where REST stands
    (below the named deck when no key holds it), so "deck" is the deck as the first turn finds it."""
    s.rng.shuffle(rest)
    need = 0 if named["exact"] else max(0, s.card_set.investigators[pl.inv].hand - len(pl.hand))
    cut = max(0, len(rest) - need)
    kept, dealt = rest[:cut], rest[cut:]                 # the deal draws from the list's end, the deck's top
    deck, discard = named["deck"], named["discard"]
    if REST not in deck + discard:
        deck = deck + [REST]
    pl.deck = _fill(deck, kept[::-1])[::-1] + dealt     # named top first, stored bottom first
    pl.discard = _fill(discard, kept)


def _fill(cards: list, rest: list) -> list:
    """Return `cards` with REST replaced by the unnamed cards."""
    return [i for c in cards for i in (rest if c == REST else [c])]


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


def _ally(s, p: int, pools: list, entry) -> tuple[dict, bool]:
    """Return an ally with what it carries, and whether it lies petrified (face down among the artifacts)."""
    ally = {"card": _take(pools, p, entry, "allies", ("weapon", "item", "spell", "flipped", "petrified", "used")),
            "weapon": None, "flipped": _flag(entry, "flipped", "allies", p)}
    for key, fits, what in (("weapon", lambda c: c.subtype in WEAPONS, f"a weapon ({listing(WEAPONS)})"),
                            ("item", s._attaches_to_ally, "an artifact that attaches to an ally"),
                            ("spell", lambda c: c.type == "spell", "a spell")):
        if isinstance(entry, dict) and entry.get(key) is not None:
            ally[key] = _take(pools, p, entry[key], "allies")
            if not fits(s.card_of(ally[key])):
                raise InvalidSetup(f"player p{p}: setup['allies'] {key!r} must be {what}, not {entry[key]!r}")
    return ally, _flag(entry, "petrified", "allies", p)


def _artifact(p: int, pools: list, entry) -> dict:
    return {"card": _take(pools, p, entry, "artifacts", ("flipped", "holder", "used")),
            "flipped": _flag(entry, "flipped", "artifacts", p)}


def _tome(p: int, pools: list, entry) -> dict:
    tome = {"card": _take(pools, p, entry, "tomes", ("spells", "holder", "used")), "spells": [], "used": []}
    spells = entry.get("spells", []) if isinstance(entry, dict) else []
    if not isinstance(spells, list):
        raise InvalidSetup(f"player p{p}: setup['tomes'] 'spells' must be a list of card ids, not {spells!r}")
    tome["spells"] = [_take(pools, p, c, "tomes") for c in spells]
    return tome


def _held(s, p: int, laid: dict, entry, zone: str, allies: list) -> dict:
    """Return a tome or artifact with its "holder": the ally of setup['allies'] that carries it, if one is named."""
    if isinstance(entry, dict) and "holder" in entry:
        held = [a["card"] for a in allies if s.card[a["card"]] == entry["holder"]]
        if not held:
            raise InvalidSetup(f"player p{p}: setup[{zone!r}] 'holder' must name an ally of setup['allies'] "
                               f"({listing(s.card[a['card']] for a in allies)}), not {entry['holder']!r}")
        laid["holder"] = held[0]
    return laid


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
