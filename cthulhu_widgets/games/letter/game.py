"""Starting, saving and loading games of the solo variant."""
from __future__ import annotations

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
    s = State.opening(Rules, seed, rules, events)
    d = deal(s.seed, s.rules, setup)
    s.setup = None if setup is None else {k: list(v) if isinstance(v, (list, tuple)) else v
                                          for k, v in setup.items()}
    s.hand, s.deck, s.stack = d.hand, d.deck, d.stack
    s.player_discard, s.opponent_discard = d.player_discard, d.opponent_discard
    s.aside, s.removed, s.unused = d.aside, d.removed, d.unused
    s.deck_known = s.top_known = False
    s.p_protected = s.o_protected = False
    s.turn = 0
    s.insanity = sum(INSANE[c] for c in d.player_discard)
    s.trapezohedron_used, s.sane_clues = False, d.sane_clues
    s._new_top()
    s._ev("LS-SETUP", "setup", clues=s.clues, deck=len(s.deck))
    s._begin_player_turn()
    return s.opened()


to_dict, to_json, from_json = codec(GAME, new_game)  # the save format (core.save)
