"""The move a table plays for a person whose only legal move is an empty one (a decline, a pass, a done): every
table (the widgets, the rooms) asks `forced_move`, so no person is stopped to press a lone button."""
from __future__ import annotations

from ..games import chaos, mythos
from .chaos import forced_pass

# Mythos moves that choose nothing and tell nothing the others will not read in the story: a pass once the seat may
# only pass (or holds no card to play), the done of a combat step with nothing to use, a forced rest or stay.
MYTHOS_EMPTY = frozenset({"pass", "done", "decline", "rest", "stay"})


def forced_move(state):
    """Return the move the table plays for the seat to act when it is that seat's only legal move and an empty one,
    else None (CHAOS: frames.chaos.forced_pass; Mythos: a lone pass, done, decline, rest or stay; newcomer R3-M:
    'Battle: spells and artifacts — no threat — Done' asked a press with nothing to do)."""
    if isinstance(state, chaos.State):
        return forced_pass(state)
    if not isinstance(state, mythos.State) or state.to_act is None or state.result is not None:
        return None
    actions = state.legal_actions()
    return actions[0] if len(actions) == 1 and actions[0].kind in MYTHOS_EMPTY else None
