"""CHAOS's Easy bots (a bot policy, no rule change): the team playing against a person plants one Mischief pair of
bombs (or one relocation) a turn at most, never pushes the person's team (no Possession + Protection combo, no Possession of a patient
whose escape is in reach) and never swaps its roles (Brainwash + Amnesia); it still races its own patients to the
gate. The person's partner plays as the heuristic does (newcomer review 38, chaos_en 1: 'grinds and feels random')."""
from __future__ import annotations

from ..games.chaos.seats import MATE
from .chaos_heuristic import ChaosHeuristicBot

LEVELS = ("easy", "standard")   # the CHAOS table's Difficulty: Easy these bots, Standard the heuristic's
HARSH_COMBOS = ("C2", "C3")      # the combos that push the person's pieces or swap their roles


class ChaosEasyBot(ChaosHeuristicBot):
    """The heuristic, gentler on its seat's turns when a person plays the other team."""

    name = "easy"

    def __init__(self, seed: int | None = None, people=()):
        super().__init__(seed, people)
        self.planted: dict = {}   # seat -> the round of its last Mischief (one a turn)

    def context(self, state):
        """Return the board as the heuristic sees it, marked gentle for a seat of the team a person plays against."""
        board, seat = super().context(state), state.to_act
        board.gentle = bool(self.people) and not {seat, MATE[seat]} & self.people
        board.planted = self.planted.get(seat) == state.round
        return board

    def choose(self, state):
        """Return the heuristic's choice under the gentle scores, remembering the round of a Mischief."""
        action = super().choose(state)
        if action.kind == "play" and action["card"].startswith("mischief"):
            self.planted[state.to_act] = state.round
        return action

    def score(self, board, action) -> float:
        """Return the heuristic's worth of an action, below passing for the harsh ones when the seat is gentle."""
        worth = board.score(action)
        if not getattr(board, "gentle", False):
            return worth
        k = action.kind
        if k == "combo" and action["combo"] in HARSH_COMBOS:
            return -200
        if k == "play":
            card = action["card"].rsplit("_", 1)[0]
            if card == "mischief" and board.planted:   # a second plants two more or moves every bomb at us
                return -5
            if card == "possession":
                return -5
        return worth
