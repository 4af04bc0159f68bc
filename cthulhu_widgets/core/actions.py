"""Actions: small frozen records with a `kind` and named fields, interned, JSON-able."""
from __future__ import annotations

from typing import Any

from .errors import IllegalAction, listing


class Action:
    """One decision: `kind` plus named fields; equal actions are the same object (interned)."""

    __slots__ = ("kind", "fields", "_text", "__weakref__")
    _interned: dict = {}

    def __new__(cls, kind: str, **fields: Any):
        items = tuple(sorted(fields.items()))
        # The value's type is part of the key: True == 1 and False == 0 must not intern together.
        key = (kind, tuple((k, type(v), v) for k, v in items))
        found = cls._interned.get(key)
        if found is not None:
            return found
        self = object.__new__(cls)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "fields", items)
        text = kind + "".join(f" {k}={v}" for k, v in items)
        object.__setattr__(self, "_text", text)
        cls._interned[key] = self
        return self

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
        return cls(data["kind"], **fields)

    def __reduce__(self):
        return (_rebuild, (self.kind, self.fields))

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Action({self._text!r})"


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
    asked = str(Action(kind, **fields)) if _scalar(fields) else f"{kind} {fields}"
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
