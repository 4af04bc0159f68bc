"""CHAOS's Easy bots (a bot policy, no rule change): the team playing against a person plays no Mischief (no plant, no
relocation, CH-G2) and no Possession (CH-G1), never pushes the person's team (no Possession + Protection combo) and
never swaps its roles (Brainwash + Amnesia); it still races its own patients to the gate (newcomer review 38, chaos_en
1: 'grinds and feels random'; review 39, chaos_en 3: bombs planted and moved onto walked cells, 'a bomb lottery').
The person's partner plays as the heuristic does. Every choice comes from the state and the line of play that led to
it, so the same seed and the same moves give the same game after a New game or an undo."""
from __future__ import annotations

import copy
import random

from ..games.chaos.seats import MATE
from .chaos_heuristic import ChaosHeuristicBot

LEVELS = ("easy", "standard")   # the CHAOS table's Difficulty: Easy these bots, Standard the heuristic's
HARSH_COMBOS = ("C2", "C3")      # the combos that push the person's pieces or swap their roles
HARSH_CARDS = ("mischief", "possession")   # bombs onto the person's way (plant or relocation), a push of its piece
MEMORY = ("covered", "offered", "declined")   # the heuristic's notes of its own past turns


def meets(board, move) -> bool:
    """Return whether the seat's step lands on an enemy piece of the other role, a swap (CH-SWAP-1: review 42,
    chaos_en 1, B2 stepped onto the reader's patient by the open gate)."""
    cell = (move["row"], move["col"])
    return cell in (board.enemy_patients if board.role == "ghost" else board.enemy_ghosts)


class ChaosEasyBot(ChaosHeuristicBot):
    """The heuristic, gentler on its seat's turns when a person plays the other team."""

    name = "easy"

    def __init__(self, seed: int | None = None, people=()):
        super().__init__(seed, people)
        self.line: list = []    # the actions up to and including this bot's last choice
        self.notes: list = []   # (history length at a choice, the heuristic's notes after it)

    def context(self, state):
        """Return the board as the heuristic sees it, marked gentle for a seat of the team a person plays against."""
        board, seat = super().context(state), state.to_act
        board.gentle = bool(self.people) and not {seat, MATE[seat]} & self.people
        return board

    def choose(self, state):
        """Return the heuristic's choice under the gentle scores, its notes and tie-breaks read from the line of play
        that led to `state` (not from a game left by New game or undo)."""
        history = list(state.history)
        shared = next((i for i, (a, b) in enumerate(zip(self.line, history)) if a != b), min(len(self.line),
                                                                                             len(history)))
        self.notes = [(n, kept) for n, kept in self.notes if n < shared]
        kept = self.notes[-1][1] if self.notes else {k: {} for k in MEMORY}
        for k in MEMORY:
            setattr(self, k, copy.deepcopy(kept[k]))
        self.rng = random.Random(f"{self.seed}:{len(history)}")
        action = super().choose(state)
        self.line = history + [action]
        self.notes.append((len(history), {k: copy.deepcopy(getattr(self, k)) for k in MEMORY}))
        return action

    def score(self, board, action) -> float:
        """Return the heuristic's worth of an action, below passing for the harsh ones when the seat is gentle."""
        worth = board.score(action)
        if not getattr(board, "gentle", False):
            return worth
        if action.kind == "combo" and action["combo"] in HARSH_COMBOS:
            return -200
        if action.kind == "play" and action["card"].rsplit("_", 1)[0] in HARSH_CARDS:
            return -200
        if action.kind == "react":
            return -200   # a Prank + Schizophrenia turns the person's push or swap combo on its own team (CH-C4)
        if action.kind == "move" and not board.picking and meets(board, action):
            return -200   # stepping onto the person's team swaps its roles (CH-SWAP-1), as a stay or another step not
        return worth
