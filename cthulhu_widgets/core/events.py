"""Events: structured records of what a step did, each naming the rule it applies."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Event:
    """What happened (`name`), under which rule (`rule`, e.g. "LS-O3"), with JSON-able `data`.

    `seats` names the seats allowed to see the event (None: everyone); views and logs filter on it.
    """

    rule: str
    name: str
    data: dict = field(default_factory=dict)
    text: str = ""
    seats: tuple | None = None

    def visible_to(self, seat) -> bool:
        """Return whether `seat` may see this event (the designer, seat None, sees everything)."""
        return seat is None or self.seats is None or seat in self.seats

    def to_dict(self) -> dict:
        """Return the event as a JSON-able dict."""
        out = {"rule": self.rule, "name": self.name, "data": dict(self.data), "text": self.text}
        if self.seats is not None:
            out["seats"] = list(self.seats)
        return out

    def __str__(self) -> str:
        return f"[{self.rule}] {self.text or self.name}"
