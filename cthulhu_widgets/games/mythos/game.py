"""Starting, saving and loading Mythos games (two to four players, MSGS decks by default)."""
from __future__ import annotations


from ...core.errors import InvalidSetup, listing
from ...core.rng import Rng
from ...core.save import codec
from .rules import Rules
from .setup import lay_out, seat
from .setup_cards import card_set, deck_list, given_cards
from .setup_round import check_keys, start
from .state import State

GAME = "mythos"


def new_game(seed: int | None = None, rules=None, setup: dict | None = None, decks=("corrupt", "steadfast"),
             events: bool = True, cards=None) -> State:
    """Return a new game at the first player's first turn of round 1 (or where the setup's round keys say).

    `decks` names one deck per player (2–4). `setup` may hold "decks" (names or custom lists), "players" (every
    zone of every player, laid out before the deal: setup.py lists the keys), the round's keys (setup_round.py) and
    "cards". `cards` (the same as setup["cards"], setup_cards.py) is a designer's card set: a list of cards added to
    the MSGS set, a whole set file's object, or a set file's path; the setup keeps it as JSON, so a save holds it.
    """
    s = State.opening(Rules, seed, rules, events)
    if setup is not None and not isinstance(setup, dict):
        raise InvalidSetup(f"setup must be a dict (setup.py, setup_round.py list its keys), not {setup!r:.60}")
    setup = dict(setup or {})
    check_keys(setup)
    if cards is not None:
        if setup.get("cards") is not None:
            raise InvalidSetup("give the card set once: cards= or setup['cards'], not both")
        setup["cards"] = given_cards(cards)
    cset = card_set(setup)
    if "decks" in setup:
        decks = setup["decks"]
    if not isinstance(decks, (list, tuple)) or not 2 <= len(decks) <= 4:
        raise InvalidSetup(f"decks must name 2 to 4 decks from {listing(cset.decks)}, not {decks!r}")
    lists = [deck_list(cset, p, d) for p, d in enumerate(decks)]
    specs = setup.get("players", [{}] * len(decks))
    if not isinstance(specs, list) or len(specs) != len(decks) or not all(isinstance(x, dict) for x in specs):
        raise InvalidSetup(f"setup['players'] must be a list of {len(decks)} dicts, one per deck")
    s.card_set, s.setup = cset, {**setup, "decks": list(decks)}
    s.rng = Rng(s.seed)
    s.card, s.owner, s.players = [], [], []
    for p, (deck, spec) in enumerate(zip(lists, specs, strict=True)):
        s.players.append(seat(s, p, deck, spec))
    lay_out(s, s.players)
    s.order = list(range(len(s.players)))
    s.turn = s.passes = s.idx = s.lead = 0
    s.phase, s.combat_queue, s.discard_queue = "play", [], []
    s.fights, s.marked, s.commands, s.rooms = [], [], {}, {}   # fights: the combat record (combat.py fights_of)
    start(s)
    return s.opened()


to_dict, to_json, from_json = codec(GAME, new_game)  # the save format (core.save)
