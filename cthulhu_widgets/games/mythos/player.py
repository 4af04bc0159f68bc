"""One player's side of the table: investigator, sanity, hand, deck, story deck and everything in play."""
from __future__ import annotations


class Player:
    """Zones of one player; cards are instance numbers (State.card gives each one's card id)."""

    __slots__ = ("inv", "sanity", "hand", "deck", "discard", "story", "top_state", "gate_used", "allies",
                 "artifacts", "tomes", "events", "phobias", "threat", "goo", "goo_age", "adventures", "points",
                 "passed", "target", "defenders", "assault", "rest", "ambush")

    def __init__(self, inv: str, sanity: int):
        self.inv, self.sanity = inv, sanity
        self.hand: list[int] = []
        self.deck: list[int] = []           # top = last
        self.discard: list[int] = []
        self.story: list[int] = []          # bottom = first, top (current location or travel) = last
        self.top_state = "none"             # none | upright | walking | transit (MY-ZONE-3, MY-LOC)
        self.gate_used = False              # the current location's gate (MY-LOC-7)
        self.allies: list[dict] = []        # {"card", "weapon", "flipped"}
        self.artifacts: list[dict] = []     # {"card", "flipped"} (not weapons)
        self.tomes: list[dict] = []         # {"card", "spells": [inst], "used": [inst]}
        self.events: list[int] = []         # persistent events in play
        self.phobias: list[int] = []        # phobias on this investigator
        self.threat: list[int] = []         # face-down monsters
        self.goo: int | None = None
        self.goo_age = 0
        self.adventures: list[int] = []
        self.points = 0
        self.passed = False
        self.target: int | None = None      # combat: the player this player's threat is directed at
        self.defenders: list[int] = []      # combat: allies defending, in absorbing order
        self.assault: list[int] = []        # combat: allies joining this player's threat
        self.rest = 0                       # turns to sit out (Bellevue Hospital's forced rest)
        self.ambush = False                 # Ambush played: allies may assault in the coming combat

    def copy(self) -> Player:
        """Return an independent copy."""
        p = Player.__new__(Player)
        p.inv, p.sanity = self.inv, self.sanity
        p.hand, p.deck, p.discard, p.story = self.hand[:], self.deck[:], self.discard[:], self.story[:]
        p.top_state, p.gate_used = self.top_state, self.gate_used
        p.allies = [dict(a) for a in self.allies]
        p.artifacts = [dict(a) for a in self.artifacts]
        p.tomes = [{"card": t["card"], "spells": t["spells"][:], "used": t["used"][:]} for t in self.tomes]
        p.events, p.phobias, p.threat = self.events[:], self.phobias[:], self.threat[:]
        p.goo, p.goo_age, p.adventures, p.points = self.goo, self.goo_age, self.adventures[:], self.points
        p.passed, p.target = self.passed, self.target
        p.defenders, p.assault = self.defenders[:], self.assault[:]
        p.rest, p.ambush = self.rest, self.ambush
        return p

    def in_play(self) -> list[int]:
        """Return every face-up card this player has in play (not the threat, not the story deck below the top)."""
        out = [a["card"] for a in self.allies] + [a["weapon"] for a in self.allies if a["weapon"] is not None]
        out += [a["item"] for a in self.allies if a.get("item") is not None]
        out += [a["card"] for a in self.artifacts] + [t["card"] for t in self.tomes]
        out += [s for t in self.tomes for s in t["spells"]] + self.events
        if self.goo is not None:
            out.append(self.goo)
        return out

    def zones(self) -> dict[str, list[int]]:
        """Return every zone's cards (for conservation checks)."""
        return {"hand": self.hand, "deck": self.deck, "discard": self.discard, "story": self.story,
                "in_play": self.in_play(), "phobias": self.phobias, "threat": self.threat,
                "adventures": self.adventures}
