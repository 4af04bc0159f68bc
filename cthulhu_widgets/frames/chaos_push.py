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


# the events a seat's own decision makes (a push's or a swap's move names its cause, `by`: not its own step)
_ACTS = ("moves", "stays", "plays", "combo_started", "combo_joined", "combo_declined", "reaction", "no_reaction")


def after_act(events: list, seat: str, turn: int, end: int) -> int:
    """Return where what `seat` has not seen at a decision starts: after its last own act from its last turn (`turn`,
    an index) on, else `end` (review 32, room_en 7, 096: a blast on c1 from before its joint step was drawn again at its
    next join, a round later)."""
    act = last_act(events, seat, turn)
    return act + 1 if act is not None else end


def last_act(events: list, seat: str, turn: int = 0):
    """Return the index of `seat`'s last own act from `turn` on (its step, a stay, a card, a combo's answer), else
    None."""
    acts = [i for i in range(turn, len(events)) if events[i].name in _ACTS and events[i].data.get("seat") == seat
            and not events[i].data.get("by")]
    return acts[-1] if acts else None
