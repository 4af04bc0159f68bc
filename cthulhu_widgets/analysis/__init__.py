"""Analysis for players and teachers: hints during a game and the after-game analysis (docs/analysis.md).

`hint(state, seat, budget, seed)` says how good each legal move of the seat to act is, from what that seat may know
(re-deals of its hidden cards, never the true ones); `analyse(match, seat, budget)` goes through a finished game's
decisions of one seat and finds the decisive moment. No widget is imported here.
"""
from .after import AFTER_BUDGETS, Analysis, Decision, analyse
from .hint import BUDGETS, Hint, MoveHint, hint

__all__ = ["AFTER_BUDGETS", "BUDGETS", "Analysis", "Decision", "Hint", "MoveHint", "analyse", "hint"]
