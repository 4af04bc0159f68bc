"""Starting, saving and loading Mythos games (two to four players, MSGS decks by default)."""
from __future__ import annotations


from ...core.errors import InvalidSetup, listing
from ...core.rng import Rng
from ...core.save import codec
from .data import load_set
from .rules import Rules
from .setup import deck_list, lay_out, seat
from .state import State

GAME = "mythos"


def new_game(seed: int | None = None, rules=None, setup: dict | None = None, decks=("corrupt", "steadfast"),
             events: bool = True) -> State:
    """Return a new game at the first player's first turn of round 1.

    `decks` names one MSGS deck per player (2–4). `setup` may hold "decks" (names or custom lists) and
    {"players": [{...}, ...]}: every zone of every player, laid out before the deal (setup.py lists the keys).
    """
    s = State.opening(Rules, seed, rules, events)
    card_set = load_set()
    setup = dict(setup or {})
    if "decks" in setup:
        decks = setup["decks"]
    if not isinstance(decks, (list, tuple)) or not 2 <= len(decks) <= 4:
        raise InvalidSetup(f"decks must name 2 to 4 decks from {listing(card_set.decks)}, not {decks!r}")
    lists = [deck_list(card_set, p, d) for p, d in enumerate(decks)]
    specs = setup.get("players", [{}] * len(decks))
    if not isinstance(specs, list) or len(specs) != len(decks):
        raise InvalidSetup(f"setup['players'] must be a list of {len(decks)} dicts, one per deck")
    s.card_set, s.setup = card_set, {**setup, "decks": list(decks)}
    s.rng = Rng(s.seed)
    s.card, s.owner, s.players = [], [], []
    for p, (deck, spec) in enumerate(zip(lists, specs, strict=True)):
        s.players.append(seat(s, p, deck, spec if isinstance(spec, dict) else {}))
    lay_out(s, s.players)
    s.order = list(range(len(s.players)))
    s.round = s.turn = s.passes = s.idx = s.lead = 0
    s.phase, s.combat_queue, s.discard_queue = "play", [], []
    s.fights, s.marked, s.commands, s.rooms = [], [], {}, {}
    s._start_round()
    return s.opened()


to_dict, to_json, from_json = codec(GAME, new_game)  # the save format (core.save)
