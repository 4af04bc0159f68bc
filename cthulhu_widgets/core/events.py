"""Events: structured records of what a step did, each naming the rule it applies."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Event:
    """What happened (`name`), under which rule (`rule`, e.g. "LS-O3"), with JSON-able `data`."""

    rule: str
    name: str
    data: dict = field(default_factory=dict)
    text: str = ""

    def to_dict(self) -> dict:
        """Return the event as a JSON-able dict."""
        return {"rule": self.rule, "name": self.name, "data": dict(self.data), "text": self.text}

    def __str__(self) -> str:
        return f"[{self.rule}] {self.text or self.name}"
