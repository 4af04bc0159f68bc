"""Rules objects: frozen dataclasses whose fields are documented options with allowed values."""
from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass, field
from typing import Any

from .errors import InvalidRules, listing


def option(default: Any, doc: str, allowed, rule: str = "") -> Any:
    """Return a dataclass field for one rules option: default, one-line doc, allowed values, rule ID.

    `allowed` is a tuple of values or a `range` of ints.
    """
    return field(default=default, metadata={"doc": doc, "allowed": allowed, "rule": rule})


def _allows(allowed, value) -> bool:
    """Return whether `value` is one of `allowed` (bools are never taken for ints)."""
    if isinstance(allowed, range):
        return type(value) is int and value in allowed
    return any(type(value) is type(a) and value == a for a in allowed)


def _allowed_text(allowed) -> str:
    """Return the allowed values as text, e.g. `'hidden' | 'revealed'` or `0 to 15`."""
    if isinstance(allowed, range):
        return f"{allowed.start} to {allowed.stop - 1}"
    return " | ".join(repr(a) for a in allowed)


class Table(list):
    """A list of row dicts that shows itself as a table in notebooks and as Markdown."""

    def to_markdown(self) -> str:
        """Return the rows as a Markdown table."""
        if not self:
            return ""
        keys = list(self[0])
        lines = ["| " + " | ".join(keys) + " |", "|" + "---|" * len(keys)]
        for row in self:
            cells = [str(row[k]).replace("|", "\\|") for k in keys]
            lines.append("| " + " | ".join(cells) + " |")
        return "\n".join(lines)

    def columns(self, *keys: str) -> Table:
        """Return a table with only the named columns, in that order."""
        return Table({k: row[k] for k in keys} for row in self)

    def _repr_markdown_(self) -> str:
        return self.to_markdown()

    def __str__(self) -> str:
        return self.to_markdown()


class _instance_or_default:
    """Descriptor: a method that, called on the class, runs on the default instance."""

    def __init__(self, func):
        self.func = func
        functools.update_wrapper(self, func)

    def __get__(self, obj, cls):
        return functools.partial(self.func, obj if obj is not None else cls())


@dataclass(frozen=True)
class RulesBase:
    """Base of every game's `Rules`: validated at construction, replaced, described."""

    def __post_init__(self):
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            allowed = f.metadata["allowed"]
            if not _allows(allowed, value):
                raise InvalidRules(
                    f"{type(self).__qualname__}.{f.name} = {value!r} is not allowed; "
                    f"allowed: {_allowed_text(allowed)} (default {f.default!r}). {f.metadata['doc']}"
                )

    @classmethod
    def option_names(cls) -> tuple[str, ...]:
        """Return the names of every option."""
        return tuple(f.name for f in dataclasses.fields(cls))

    @classmethod
    def _check_names(cls, names) -> None:
        unknown = [n for n in names if n not in cls.option_names()]
        if unknown:
            raise InvalidRules(
                f"unknown {cls.__qualname__} option(s): {listing(unknown)}; "
                f"options are: {listing(cls.option_names(), 40)}"
            )

    def replace(self, **changes):
        """Return a copy with `changes` applied (validated like the constructor)."""
        self._check_names(changes)
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict:
        """Return every option as a JSON-able dict."""
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    def changes(self) -> dict:
        """Return only the options that differ from their defaults."""
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)
                if getattr(self, f.name) != f.default}

    @classmethod
    def _default(cls) -> RulesBase:
        """Return the (frozen, so shareable) default rules, built once per class."""
        cached = cls.__dict__.get("_default_instance")
        if cached is None:
            cached = cls()
            cls._default_instance = cached
        return cached

    @classmethod
    def from_dict(cls, data) -> RulesBase:
        """Return rules built from a dict of option values (missing ones take their defaults)."""
        if data is None:
            return cls._default()
        if isinstance(data, cls):
            return data
        if not isinstance(data, dict):
            raise InvalidRules(f"{cls.__qualname__} must come from a dict of options, not {type(data).__name__}")
        cls._check_names(data)
        return cls(**data)

    @_instance_or_default
    def describe(self) -> Table:
        """Return a table of (option, value, default, allowed, rule, doc), one row an option."""
        return Table(
            {"option": f.name, "value": getattr(self, f.name), "default": f.default,
             "allowed": _allowed_text(f.metadata["allowed"]), "rule": f.metadata["rule"],
             "doc": f.metadata["doc"]}
            for f in dataclasses.fields(self)
        )
