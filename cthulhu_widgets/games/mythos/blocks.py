"""Effect building blocks as records (MY-MSGS-3): each block of a card file is parsed into a `Block` when the set
loads, so the engine reads `b.kind`, `b.timing`, `b.is_("bury", per="survivor")` rather than scanning dicts."""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from .schema_check import InvalidCardData


@dataclass(frozen=True, eq=False)
class Block(Mapping):
    """One effect building block, parsed when the set loads: its kind (the file's "block") and its parameters.

    Handlers read the record: `b.kind`, the typed accessors of the parameters most blocks carry (`timing`,
    `target`, `rule`, …), `b.param(key)` for the others, and `b.is_(kind, **params)` for "a block of this kind with
    these parameters". It still reads as the file's object (`b["block"]`, `b.get(key)`, `dict(b)`), and compares
    equal to it."""

    kind: str
    fields: dict = field(default_factory=dict, repr=False)   # the parameters; never changed after loading

    def param(self, key: str, default=None):
        """Return a parameter's value (keys that are Python words, such as "if", included)."""
        return self.fields.get(key, default)

    def is_(self, block: str, /, **params) -> bool:
        """Return whether this is a `block` block whose named parameters have exactly these values (a parameter
        may itself be called "kind": the block's kind is positional only)."""
        return self.kind == block and all(self.fields.get(k) == v for k, v in params.items())

    @property
    def timing(self) -> str | None:
        return self.fields.get("timing")

    @property
    def target(self):
        """The target parameter: a name ("self", "opponent") or a selector dict."""
        return self.fields.get("target")

    @property
    def condition(self) -> dict | None:
        """The block's `if` condition."""
        return self.fields.get("if")

    @property
    def rule(self) -> str | None:
        return self.fields.get("rule")

    @property
    def instead(self) -> str | None:
        return self.fields.get("instead")

    @property
    def cards(self) -> tuple:
        """The card ids the block names (joins, …), empty when none."""
        return tuple(self.fields.get("cards", ()))

    # the file's form: {"block": kind, **fields}
    def __getitem__(self, key):
        return self.kind if key == "block" else self.fields[key]

    def __iter__(self) -> Iterator[str]:
        yield "block"
        yield from self.fields

    def __len__(self) -> int:
        return 1 + len(self.fields)


def parse_blocks(label: str, raw, key: str = "effects") -> tuple[Block, ...]:
    """Return a card's (or investigator's) blocks as records; a malformed one is an InvalidCardData naming the
    card and the block. (The schema holds the kinds to BLOCKS; a kind no handler knows stays a record, listed by
    unimplemented().)"""
    out = []
    for n, b in enumerate(raw or ()):
        if isinstance(b, Block):
            out.append(b)
            continue
        if not isinstance(b, dict) or not isinstance(b.get("block"), str):
            raise InvalidCardData(f"{label}: field '{key}[{n}]': a block is an object naming its 'block', not {b!r}")
        out.append(Block(b["block"], {k: v for k, v in b.items() if k != "block"}))
    return tuple(out)
