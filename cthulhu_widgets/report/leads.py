"""Who leads a game in progress: one small score function per game, for the report's lead changes and decisiveness.

A score function takes a state and returns side -> score (higher is better), where a side is a team when seats win
together (CHAOS), else a seat; a solo game's automaton is a side too (the game itself). The report only compares the
scores of one state with each other, so each game keeps its own units:

- Letter: the player's clues taken (`clue_count` minus the clues left above Cthulhu) against the game's Insanity
  cards in the player's discard (the count the insanity checks read, LS-CHECK-1).
- CHAOS: minus the team's distance to escape: the steps of its best patient to the key then the gate, or to the
  gate once it is open (the race `bots.evaluate.chaos_race` scores).
- Mythos: each player's score, Sanity + completed adventure points, which decides the game whenever it ends
  (MY-END-1).

A game from outside the package gives its own as a module-level `lead_scores(state)`; without one the report leaves
the lead metrics empty.
"""
from __future__ import annotations

FAR = 99  # steps of a team with no patient on the board (as chaos_race counts them)


def letter_scores(state) -> dict:
    """Return the player's clues taken and the game's Insanity cards in the player's discard."""
    return {"player": state.rules.clue_count - state.clues, "opponent": state.insanity}


def chaos_scores(state) -> dict:
    """Return minus each team's distance to escape (its best patient's steps to the key then the gate)."""
    from ..bots.chaos_heuristic import _Board, board_view

    view = board_view(state, None, scoring=False)
    seat = next(p["seat"] for p in view["pieces"] if p["cell"] is not None)
    board = _Board(view, seat)
    gate_steps = board.distances(board.gate)
    best: dict = {}
    for piece in view["pieces"]:
        best.setdefault(piece["team"], FAR)
        if piece["role"] != "patient" or piece["cell"] is None:
            continue
        cell = tuple(piece["cell"])
        if view["gate_open"] or board.key is None:
            steps = gate_steps.get(cell, FAR)
        else:
            steps = board.to_goal(cell, board.key) + gate_steps.get(board.key, FAR)
        best[piece["team"]] = min(best[piece["team"]], steps)
    return {team: -steps for team, steps in best.items()}


def mythos_scores(state) -> dict:
    """Return each player's Sanity + adventure points (MY-END-1)."""
    return {f"p{i}": score for i, score in enumerate(state.scores())}


LEADS = {"letter": letter_scores, "chaos": chaos_scores, "mythos": mythos_scores}


def lead_function(module):
    """Return the score function of a game module (the table's, else the module's `lead_scores`), or None."""
    return LEADS.get(module.NAME) or getattr(module, "lead_scores", None)
