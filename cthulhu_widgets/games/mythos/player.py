"""One player's side of the table: investigator, sanity, hand, deck, story deck and everything in play."""
from __future__ import annotations


def ally_cards(ally: dict) -> list[int]:
    """Return an ally's card and every card it carries (weapon, item, spell): they share its fate."""
    return [ally["card"]] + [ally[k] for k in ("weapon", "item", "spell") if ally.get(k) is not None]


class Player:
    """Zones of one player; cards are instance numbers (State.card gives each one's card id)."""

    __slots__ = ("inv", "sanity", "hand", "deck", "discard", "story", "top_state", "gate_used", "allies",
                 "artifacts", "tomes", "events", "phobias", "threat", "goo", "goo_age", "adventures", "points",
                 "passed", "target", "defenders", "defends", "assault", "rest", "ambush", "eliminated", "loc_mods",
                 "captives", "train_recruit", "upside_down", "sanity_last")

    def __init__(self, inv: str, sanity: int):
        self.inv, self.sanity = inv, sanity
        self.hand: list[int] = []
        self.deck: list[int] = []           # top = last
        self.discard: list[int] = []
        self.story: list[int] = []          # bottom = first, top (current location or travel) = last
        self.top_state = "none"             # none | upright | walking | transit (MY-ZONE-3, MY-LOC)
        self.gate_used = False              # the current location's gate (MY-LOC-7)
        self.allies: list[dict] = []        # {"card", "weapon", "flipped"}, maybe "item" and "spell" it carries
        self.artifacts: list[dict] = []     # {"card", "flipped"} (not weapons), maybe "holder" (an ally) or
        #                                     "petrified" (an ally dict turned into a face-down artifact: Petrify)
        self.tomes: list[dict] = []         # {"card", "spells": [inst], "used": [inst]}, maybe "holder" (an ally)
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
        self.defends: dict[int, int] = {}   # combat: each defender's threat, as the attacking player (MY-COMBAT-2)
        self.assault: list[int] = []        # combat: allies joining this player's threat
        self.rest = 0                       # turns to sit out (Bellevue Hospital's forced rest)
        self.ambush = False                 # Ambush played: allies may assault in the coming combat
        self.eliminated = False             # sanity_zero="eliminate": out of the game, cards left where they lie
        self.loc_mods: list[dict] = []      # changes to the current location: {"loc", "source", "add" | "copy"}
        self.captives: list[dict] = []      # combat: opposing allies fighting in this player's threat (Yithian)
        self.train_recruit: int | None = None   # the Train on which this player recruited its ally (MY-LOC-5)
        self.upside_down: list[int] = []    # story locations whose gate was used: so they stay when uncovered
        self.sanity_last: dict | None = None    # the last Sanity change and its cause (sanity_cause.py)

    def copy(self) -> Player:
        """Return an independent copy."""
        p = Player.__new__(Player)
        p.inv, p.sanity = self.inv, self.sanity
        p.hand, p.deck, p.discard, p.story = self.hand[:], self.deck[:], self.discard[:], self.story[:]
        p.top_state, p.gate_used = self.top_state, self.gate_used
        p.allies = [dict(a) for a in self.allies]
        p.artifacts = [dict(a, petrified=dict(a["petrified"])) if a.get("petrified") else dict(a)
                       for a in self.artifacts]
        p.tomes = [{**t, "spells": t["spells"][:], "used": t["used"][:]} for t in self.tomes]
        p.events, p.phobias, p.threat = self.events[:], self.phobias[:], self.threat[:]
        p.goo, p.goo_age, p.adventures, p.points = self.goo, self.goo_age, self.adventures[:], self.points
        p.passed, p.target = self.passed, self.target
        p.defenders, p.defends, p.assault = self.defenders[:], dict(self.defends), self.assault[:]
        p.rest, p.ambush, p.eliminated = self.rest, self.ambush, self.eliminated
        p.loc_mods = [dict(m) for m in self.loc_mods]
        p.captives = [dict(a) for a in self.captives]
        p.train_recruit, p.upside_down = self.train_recruit, self.upside_down[:]
        p.sanity_last = self.sanity_last
        return p

    def ally(self, card: int) -> dict | None:
        """Return the ally in play whose card is `card` (None when it is not among the allies)."""
        return next((a for a in self.allies if a["card"] == card), None)

    def in_play(self) -> list[int]:
        """Return every face-up card this player has in play (not the threat, not the story deck below the top,
        not a petrified ally nor what it carries: they lie face down)."""
        allies = {a["card"] for a in self.allies}
        out = [c for a in self.allies for c in ally_cards(a)]
        out += [a["card"] for a in self.artifacts if not a.get("petrified") and a.get("holder", -1) in allies | {-1}]
        tomes = [t for t in self.tomes if t.get("holder", -1) in allies | {-1}]
        out += [t["card"] for t in tomes] + [s for t in tomes for s in t["spells"]] + self.events
        if self.goo is not None:
            out.append(self.goo)
        return out

    def face_up(self) -> list[int]:
        """Return the cards in play that count for adventures and "in play" conditions (MY-CLAR-2): in_play()
        without the flipped allies and flipped artifacts (what a flipped ally carries is not turned)."""
        down = {a["card"] for a in self.allies + self.artifacts if a["flipped"]}
        return [c for c in self.in_play() if c not in down]

    def face_down(self) -> list[int]:
        """Return the cards in play that lie face down: petrified allies with what they carry, and the tomes and
        artifacts such an ally carries."""
        allies = {a["card"] for a in self.allies}
        out = [c for a in self.artifacts if a.get("petrified") for c in ally_cards(a["petrified"])]
        out += [a["card"] for a in self.artifacts if not a.get("petrified") and a.get("holder", -1) not in
                allies | {-1}]
        out += [c for t in self.tomes if t.get("holder", -1) not in allies | {-1} for c in [t["card"], *t["spells"]]]
        return out

    def zones(self) -> dict[str, list[int]]:
        """Return every zone's cards (for conservation checks)."""
        return {"hand": self.hand, "deck": self.deck, "discard": self.discard, "story": self.story,
                "in_play": self.in_play(), "face_down": self.face_down(), "phobias": self.phobias,
                "threat": self.threat,
                "captives": [c for a in self.captives for c in ally_cards(a)],
                "adventures": self.adventures}
