"""Design reports: `report(game, rules=..., policies=..., n=..., seed=...)` plays seeded bot games and returns a
`Report` — first-side advantage, drawishness, decisiveness, length, lead changes, branching and forced moves by turn,
a skill ladder with ratings and the luck-versus-skill share, cards, the rule profile — with plots and a side-by-side
comparison of two reports (docs/report.md). pandas, numpy and matplotlib are imported only when a report is made."""
from __future__ import annotations

from .build import report
from .core import Report

__all__ = ["report", "Report"]
