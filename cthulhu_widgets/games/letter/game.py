"""Starting, saving and loading games of the solo variant."""
from __future__ import annotations


from ...core.errors import InvalidSetup
from ...core.rng import fresh_seed
from ...core.save import codec
from .cards import INSANE
from .rules import Rules
from .setup import deal
from .state import State

GAME = "letter"


def new_game(seed: int | None = None, rules=None, setup: dict | None = None, events: bool = True) -> State:
    """Return a new game at the player's first decision.

    `seed` fixes every shuffle (None picks one and records it); `rules` is a `Rules` or a dict of
    options; `setup` places cards by id (top card first) in zones clues, deck, hand, unused,
    discard, opponent_discard, the rest dealt from the seed; `events=False` skips event records.
    """
    rules = Rules.from_dict(rules)
    if seed is None:
        seed = fresh_seed()
    if type(seed) is not int or seed < 0:
        raise InvalidSetup(f"seed must be a non-negative int or None, not {seed!r}")
    d = deal(seed, rules, setup)
    s = State.__new__(State)
    s.rules, s.seed = rules, seed
    s.setup = None if setup is None else {k: list(v) if isinstance(v, (list, tuple)) else v
                                          for k, v in setup.items()}
    s.history = []
    s.hand, s.deck, s.stack = d.hand, d.deck, d.stack
    s.pdisc, s.odisc, s.aside, s.removed, s.unused = d.pdisc, d.odisc, d.aside, d.removed, d.unused
    s.deck_known = False
    s.top_known = False
    s.p_protected = s.o_protected = False
    s.turn, s.to_act, s.pending, s.result = 0, None, None, None
    s.insanity = sum(INSANE[c] for c in d.pdisc)
    s.st_used, s.sane_clues, s.determinized = False, d.sane_clues, False
    s._legal = None
    s.events = [] if events else None
    s._log = [] if events else None
    s._new_top()
    s._ev("LS-SETUP", "setup", clues=s.clues, deck=len(s.deck))
    s._begin_player_turn()
    if events:
        s.events = s._log
    return s


to_dict, to_json, from_json = codec(GAME, new_game)  # the save format (core.save)


