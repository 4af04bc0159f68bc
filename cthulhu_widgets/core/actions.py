"""Actions: small frozen records with a `kind` and named fields, interned, JSON-able.

Interning keeps one object per action, so legality is an identity test. Actions the engines create (every legal
action) are kept for the life of the process: their number is bounded by each game's action space. Actions made
from outside input (`from_dict`: saves, dicts passed to `apply`) are interned weakly: they live only while
something refers to them, so a stream of unknown or illegal actions cannot grow the table (an engine that later
creates the same action promotes it to the kept table, keeping one object per action).
"""
from __future__ import annotations

import weakref
from typing import Any

from .errors import IllegalAction, listing


class Action:
    """One decision: `kind` plus named fields; equal actions are the same object (interned)."""

    __slots__ = ("kind", "fields", "_text", "__weakref__")
    _interned: dict = {}                                # actions the engines made: kept
    _transient = weakref.WeakValueDictionary()          # actions made from outside input: kept while referred to

    def __new__(cls, kind: str, **fields: Any):
        key, items = _key(kind, fields)
        found = cls._interned.get(key)
        if found is None:
            found = cls._transient.pop(key, None) or _make(cls, kind, items)
            cls._interned[key] = found
        return found

    @classmethod
    def _outside(cls, kind: str, fields: dict) -> Action:
        """Return the interned action, or a weakly interned one when no engine has made it yet."""
        key, items = _key(kind, fields)
        found = cls._interned.get(key)
        if found is None:
            found = cls._transient.get(key)
            if found is None:
                found = _make(cls, kind, items)
                cls._transient[key] = found
        return found

    def __setattr__(self, name, value):
        raise AttributeError("Action is immutable")

    def __getitem__(self, name: str) -> Any:
        for k, v in self.fields:
            if k == name:
                return v
        raise KeyError(name)

    def get(self, name: str, default: Any = None) -> Any:
        """Return field `name`, or `default` when the action has no such field."""
        for k, v in self.fields:
            if k == name:
                return v
        return default

    def to_dict(self) -> dict:
        """Return the action as a JSON-able dict: {"kind": ..., **fields}."""
        return {"kind": self.kind, **dict(self.fields)}

    @classmethod
    def from_dict(cls, data) -> Action:
        """Return the action described by a dict with a string `kind` and scalar fields."""
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise IllegalAction(f"an action must be a dict with a string 'kind', not {data!r}")
        fields = {k: v for k, v in data.items() if k != "kind"}
        for k, v in fields.items():
            if not isinstance(k, str) or not (v is None or type(v) in (str, int, bool)):
                raise IllegalAction(f"action field {k!r} must be a string, int or bool, not {v!r}")
        return cls._outside(data["kind"], fields)

    def __reduce__(self):
        return (_rebuild, (self.kind, self.fields))

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Action({self._text!r})"


def _key(kind, fields: dict) -> tuple:
    items = tuple(sorted(fields.items()))
    # The value's type is part of the key: True == 1 and False == 0 must not intern together.
    return (kind, tuple((k, type(v), v) for k, v in items)), items


def _make(cls, kind, items) -> Action:
    self = object.__new__(cls)
    object.__setattr__(self, "kind", kind)
    object.__setattr__(self, "fields", items)
    object.__setattr__(self, "_text", kind + "".join(f" {k}={v}" for k, v in items))
    return self


def _rebuild(kind, fields):
    return Action(kind, **dict(fields))


def select(legal, kind: str, fields: dict) -> Action:
    """Return the one legal action of `kind` whose fields include `fields` (one with exactly those fields wins
    over those with more); else raise IllegalAction saying what is legal."""
    matches = [a for a in legal if a.kind == kind and all(a.get(k, _MISSING) == v for k, v in fields.items())]
    if len(matches) > 1:  # the action with exactly these fields wins over those that add more
        exact = [a for a in matches if len(a.fields) == len(fields)]
        matches = exact if len(exact) == 1 else matches
    if len(matches) == 1:
        return matches[0]
    # Said, not interned: an illegal request must leave nothing behind (see the module docstring).
    asked = kind + "".join(f" {k}={v}" for k, v in sorted(fields.items())) if _scalar(fields) else f"{kind} {fields}"
    if not matches:
        raise IllegalAction(f"'{asked}' is not legal now; legal: {listing(legal)}", legal)
    raise IllegalAction(
        f"'{asked}' matches {len(matches)} legal actions; say which: {listing(matches)}", legal)


def _scalar(fields: dict) -> bool:
    try:
        hash(tuple(fields.items()))
        return all(isinstance(k, str) for k in fields)
    except TypeError:
        return False


_MISSING = object()
