"""Errors every game raises; each message says what was wrong and what is allowed."""
from __future__ import annotations


class CthulhuError(Exception):
    """Base class of the package's own errors."""


class IllegalAction(CthulhuError, ValueError):
    """An action that is not legal now; `legal` holds what was allowed."""

    def __init__(self, message: str, legal=()):
        super().__init__(message)
        self.legal = tuple(legal)


class InvalidRules(CthulhuError, ValueError):
    """A rules option with an unknown name or a value outside its allowed set."""


class InvalidSetup(CthulhuError, ValueError):
    """A setup arrangement that cannot exist (unknown ids, too many copies, missing cards)."""


class InvalidSave(CthulhuError, ValueError):
    """A saved game that is corrupt, tampered with or of another format."""


def listing(items, limit: int = 12) -> str:
    """Return a short human list of `items`, cut after `limit` with a count of the rest."""
    items = [str(i) for i in items]
    if len(items) > limit:
        return ", ".join(items[:limit]) + f", … ({len(items) - limit} more)"
    return ", ".join(items) if items else "(none)"
