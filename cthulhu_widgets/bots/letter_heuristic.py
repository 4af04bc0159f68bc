"""A Lovecraft Letter bot that plays by rules of thumb from the player's view only (no peeking)."""
from __future__ import annotations

from collections import Counter

from ..games.letter.cards import KIND_BY_ID, KINDS
from .base import ScoringBot

WIN, LOSS = 1000.0, -1000.0
# Cards that can seal Cthulhu on the last turn, so are worth keeping when few clues remain.
SEALERS = {"investigators", "deep_ones", "professor_armitage", "mi_go", "randolph_carter"}
# Values of the opponent cards whose rows hurt the player; protection against a known one is worth more.
HARMFUL = {1, 3, 5, 6}
# Both cards of a value share their effect rows (LS-P, LS-O), so the value names the row pair.
VALUE = {k.id: k.value for k in KINDS}


class LetterHeuristicBot(ScoringBot):
    """Scores each legal action from `state.view("player")`: tracks unseen cards, names known cards,
    never makes a play it knows loses, avoids opening Cthulhu to the opponent, keeps a sealer."""

    name = "heuristic"

    def context(self, state):
        """Return what the player knows, read off its view."""
        return _Info(state.view("player"), state.rules)

    def score(self, info, action) -> float:
        """Return the worth of an action."""
        return info.score(action)


class _Info:
    """What the player knows, read off the view, and the scoring of actions with it."""

    def __init__(self, view: dict, rules):
        self.view, self.rules = view, rules
        opp, deck = view["opponent"], view["deck"]
        self.clues = opp["clues"]
        self.top = opp["cards"][0].get("id") if opp["cards"] else None  # None: unknown
        self.deck_top = deck["cards"][0].get("id") if deck["cards"] else None
        self.deck_count = deck["count"]
        self.hand = [c["id"] for c in view["hand"]]
        self.protected_opp = view["protected"]["opponent"]
        self.opponent_discard_insane = any(c["insane"] for c in view["opponent_discard"])
        seen = Counter(self.hand)
        for zone in ("player_discard", "opponent_discard", "removed", "set_aside"):
            seen.update(c["id"] for c in view[zone])
        for c in opp["cards"] + deck["cards"][:1]:
            if "id" in c:
                seen[c["id"]] += 1
        unseen = [k for k in KINDS for _ in range(k.count - seen[k.id])]
        self.clue_values = [k.value for k in unseen if not k.insane] or [1]
        self.deck_values = [k.value for k in unseen if k.id != "cthulhu"] or [1]
        self.deck_insane = sum(k.insane for k in unseen) / max(1, len(unseen))

    # ----- probabilities ---------------------------------------------------------------------
    def top_values(self) -> list[int]:
        return [KIND_BY_ID[self.top].value] if self.top else self.clue_values

    def p_top(self, pred) -> float:
        vals = self.top_values()
        return sum(1 for v in vals if pred(v)) / len(vals)

    def eliminate(self) -> float:
        """Worth of eliminating the top card: a win on Cthulhu, a loss if it opens Cthulhu to the opponent."""
        if self.clues == 0:
            return WIN
        return -400.0 if self.clues == 1 else 60.0

    # ----- scoring -------------------------------------------------------------------------------
    def score(self, action) -> float:
        if action.kind == "guess":
            return 100.0 if self.top and KIND_BY_ID[self.top].value == action["value"] else 0.0
        if action.kind == "answer":
            return self.answer(action["side"])
        card = action["card"]
        other = list(self.hand)
        other.remove(card)
        other = other[0] if other else None
        s = self.effect(card, action, other)
        if KIND_BY_ID[card].insane:
            s -= 25.0  # each Insanity card in the discard eats one more deck card every turn
        if other in SEALERS and self.clues <= 2 and not (VALUE[card] == 5 and action.get("target") == "self"):
            s += 30.0
        return s

    def effect(self, card: str, action, other) -> float:
        value, row = VALUE[card], action.get("effect", "sane")
        if value == 0:
            return LOSS
        if self.protected_opp and value != 4 and not (value == 5 and row == "sane"):
            return 0.0
        if value == 1:
            if row == "insane":
                return self.eliminate()
            g = action["guess"]
            p = self.p_top(lambda v: v == g) if self.clues else float(g == 8)
            return p * self.eliminate() + (1 - p) * 5.0
        if value == 2:
            return (10.0 if not self.top else 0.0) + (10.0 if row == "insane" else 0.0)
        if value == 3:
            if row == "insane":
                return 0.0 if self.opponent_discard_insane else self.eliminate()
            return self.compare(action["compare"], other) if "compare" in dict(action.fields) else 0.0
        if value == 4:
            danger = self.top and VALUE.get(self.top) in HARMFUL
            return 40.0 if danger else 15.0
        if value == 5:
            if row == "insane":  # Mi-Go takes the top card: Cthulhu too, unless that only fizzles
                if self.clues == 0:
                    return WIN if self.rules.cthulhu_taken_wins else 0.0
                return 40.0
            return self.eliminate() if action["target"] == "opponent" else 5.0
        if value == 6:
            if row == "insane":
                return 10.0 if not self.top else 0.0
            return WIN if self.clues == 0 and self.rules.cthulhu_taken_wins and other else 0.0
        if value == 7 and row == "insane" and self.rules.trapezohedron_trigger == "on_play":
            return self.eliminate() if other and KIND_BY_ID[other].value >= 5 else 0.0
        return 0.0

    def compare(self, side: str, other) -> float:
        lose_tie = self.rules.yith_tie == "player_loses"
        if side == "hand":
            hv = KIND_BY_ID[other].value
            win = self.p_top(lambda v: v < hv)
            lose = self.p_top(lambda v: v > hv or (lose_tie and v == hv))
            return win * self.eliminate() + lose * LOSS
        dvals = [KIND_BY_ID[self.deck_top].value] if self.deck_top else self.deck_values
        tvals = self.top_values()
        total = 0.0
        for dv in dvals:
            for tv in tvals:
                total += (self.eliminate() - 20.0) if dv > tv else (-5.0 - 25.0 * self.deck_insane)
        return total / (len(dvals) * len(tvals))

    def answer(self, side: str) -> float:
        prompt = self.view["prompt"]
        value, row = VALUE[prompt["card"]["id"]], prompt["row"]
        hand = self.hand[0] if self.hand else None
        deck_known = self.deck_top is not None
        if value == 3 and row == "insane":
            return LOSS if side == "hand" or deck_known else 0.0
        if value == 3:
            if side == "deck":
                return -5.0
            nxt = self.top_values() if self.clues else [8]
            hv = KIND_BY_ID[hand].value
            return sum(LOSS if v > hv else 10.0 for v in nxt) / len(nxt)
        if value == 5 and row == "sane":
            keep = KIND_BY_ID[hand].insane or (hand in SEALERS and self.clues <= 2)
            return (-10.0 if keep else 5.0) if side == "hand" else -25.0 * self.deck_insane
        if value == 6 and row == "sane":
            keep = hand in SEALERS and self.clues <= 2
            return (-10.0 if keep else 5.0) if side == "hand" else -20.0
        return 5.0 if side == "hand" else 0.0
