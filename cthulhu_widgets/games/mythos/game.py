"""Starting, copying, saving and loading Mythos games (two to four players, MSGS decks by default)."""
from __future__ import annotations


from ...core.errors import InvalidSetup, listing
from ...core.rng import Rng, fresh_seed
from ...core.save import codec
from .data import load_set
from .player import Player
from .rules import Rules
from .state import State

GAME = "mythos"
ZONES = ("hand", "deck", "story", "allies", "threat", "discard")


def new_game(seed: int | None = None, rules=None, setup: dict | None = None, decks=("corrupt", "steadfast"),
             events: bool = True) -> State:
    """Return a new game at the first player's first turn of round 1.

    `decks` names one MSGS deck per player (2–4). `setup` may hold {"players": [{...}, ...]} with, per player,
    "investigator" (a side of its deck), "sanity", and card ids to place before the deal: "hand", "deck" (top
    first), "story" (bottom first; the last is the current location, upright), "allies", "threat", "discard".
    """
    rules = Rules.from_dict(rules)
    if seed is None:
        seed = fresh_seed()
    if type(seed) is not int or seed < 0:
        raise InvalidSetup(f"seed must be a non-negative int or None, not {seed!r}")
    cs = load_set()
    setup = dict(setup or {})
    if "decks" in setup:
        decks = setup["decks"]
    if not isinstance(decks, (list, tuple)) or not 2 <= len(decks) <= 4 or any(d not in cs.decks for d in decks):
        raise InvalidSetup(f"decks must name 2 to 4 decks from {listing(cs.decks)}, not {decks!r}")
    specs = setup.get("players", [{}] * len(decks))
    if not isinstance(specs, list) or len(specs) != len(decks):
        raise InvalidSetup(f"setup['players'] must be a list of {len(decks)} dicts, one per deck")
    s = State.__new__(State)
    s.rules, s.seed, s.cs, s.history, s.determinized = rules, seed, cs, [], False
    s.setup = {**setup, "decks": list(decks)}
    s.rng = Rng(seed)
    s.card, s.owner, s.players = [], [], []
    s.events = [] if events else None
    s._log = [] if events else None
    s._legal = None
    for p, (name, spec) in enumerate(zip(decks, specs, strict=True)):
        s.players.append(_seat(s, p, cs.decks[name], spec if isinstance(spec, dict) else {}))
    s.order = list(range(len(s.players)))
    s.round = s.turn = s.passes = s.idx = s.lead = 0
    s.phase, s.pending, s.to_act, s.result, s.combat_queue = "play", None, None, None, []
    s.fights, s.marked, s.commands, s.rooms = [], [], {}, {}
    s._start_round()
    if events:
        s.events = s._log
    return s


def _seat(s: State, p: int, deck, spec: dict) -> Player:
    """Create one player's instances from its deck list and lay out the setup's named cards."""
    inv = spec.get("investigator", deck.investigators[0])
    if inv not in deck.investigators:
        raise InvalidSetup(f"player p{p}: investigator {inv!r} is not a side of the {deck.name} deck; "
                           f"sides: {listing(deck.investigators)}")
    info = s.cs.investigators[inv]
    sanity = spec.get("sanity", info.sanity_start)
    if type(sanity) is not int or not 1 <= sanity <= info.sanity_max:
        raise InvalidSetup(f"player p{p}: sanity must be an int from 1 to {info.sanity_max}, not {sanity!r}")
    pl = Player(inv, sanity)
    free: dict[str, list[int]] = {}
    for cid in deck.cards:
        inst = len(s.card)
        s.card.append(cid)
        s.owner.append(p)
        free.setdefault(cid, []).append(inst)
    unknown = [k for k in spec if k not in ("investigator", "sanity", *ZONES)]
    if unknown:
        raise InvalidSetup(f"player p{p}: unknown setup key(s) {listing(unknown)}; keys: investigator, sanity, "
                           f"{', '.join(ZONES)}")

    def take(cid, zone):
        if not isinstance(cid, str) or not free.get(cid):
            have = "not a card of this deck" if cid not in free else "more copies than the deck holds"
            raise InvalidSetup(f"player p{p}: setup[{zone!r}] names {cid!r}: {have}")
        return free[cid].pop(0)

    named = {zone: [take(cid, zone) for cid in spec.get(zone, [])] for zone in ZONES}
    rest = [i for insts in free.values() for i in insts]
    s.rng.shuffle(rest)
    pl.deck = rest + named["deck"][::-1]
    pl.hand = named["hand"]
    pl.story = named["story"]
    pl.discard = named["discard"]
    pl.threat = named["threat"]
    for inst in named["allies"]:
        pl.allies.append({"card": inst, "weapon": None, "flipped": False})
    if pl.story:
        from .blocks import travel_kind
        top = s.c(pl.story[-1])
        pl.top_state = "upright" if top.type == "location" else ("transit" if travel_kind(top) else "none")
    return pl


def clone(s: State) -> State:
    """Return an independent copy."""
    c = State.__new__(State)
    c.rules, c.seed, c.setup, c.cs, c.card, c.owner = s.rules, s.seed, s.setup, s.cs, s.card, s.owner
    c.history = s.history[:]
    c.players = [pl.copy() for pl in s.players]
    c.rng = s.rng.clone()
    c.round, c.turn, c.order, c.idx, c.passes, c.phase = s.round, s.turn, s.order, s.idx, s.passes, s.phase
    c.lead, c.order = s.lead, list(s.order)
    c.pending, c.to_act, c.result = s.pending, s.to_act, s.result
    c.combat_queue = list(s.combat_queue)
    c.fights, c.marked = [dict(f) for f in s.fights], s.marked[:]
    c.commands, c.rooms = dict(s.commands), dict(s.rooms)
    c.events = None if s.events is None else s.events[:]
    c.determinized, c._log, c._legal = s.determinized, None, s._legal
    return c


to_dict, to_json, from_json = codec(GAME, new_game)  # the save format (core.save)
