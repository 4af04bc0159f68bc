"""The pushes of a seat's own previous turn as board marks (review 30, chaos_ja 3, 027→028: the course's push 'down'
sent B1 onto f2's bomb and home to h1, and nothing on the board showed the push). The page's trail draws what moved
since that turn, never in it, so these are the board's only trace of a push the seat's own combo or counter made."""
from __future__ import annotations

from typing import Callable


def pushes(turn: list, seat: str, say: Callable) -> list[dict]:
    """Return each push (CH-G1, CH-C3) among `turn`'s events the seat may see, from→to, and the blast it met
    (CH-MOVE-4): {"kind": "push", "cell" (from), "to", "seat", "tip"}, {"kind": "blast", …}; `say(event)`: its
    sentence."""
    out = []
    for i, e in enumerate(turn):
        if e.name == "moves" and e.rule in ("CH-G1", "CH-C3") and "start" in e.data and e.visible_to(seat):
            out.append({"kind": "push", "cell": list(e.data["start"]), "to": list(e.data["to"]),
                        "seat": e.data["seat"], "tip": say(e)})
            bomb = turn[i + 1] if i + 1 < len(turn) else None
            if bomb is not None and bomb.name == "bomb" and bomb.visible_to(seat):
                out.append({"kind": "blast", "cell": list(bomb.data["cell"]), "seat": bomb.data["seat"],
                            "tip": say(bomb)})
    return out
