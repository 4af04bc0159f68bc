"""A Mythos round's refill and its end's discards told as one line each (review 31): the parts the story's fold
(frames/story.py) gathers and the line it makes of them, mixed into MythosStory."""
from __future__ import annotations

from ..core.events import Event


class RoundFold:
    """The fold of a round's refill and discards (MythosStory gives card_name and words)."""

    def part(self, event: Event, viewer, lang: str, n: int = 1) -> list | None:
        """A card drawn at a round's refill (MY-ROUND-1: the reader's own, no one else's is seen) or discarded from a
        hand as the round ends (MY-ROUND-5) as [kind, card name]: one line each, not one per card (review 31)."""
        kind = {("draw", "MY-ROUND-1"): "draw", ("discards", "MY-ROUND-5"): "discards"}.get((event.name, event.rule))
        name = self.card_name(event.data.get("card", ""), lang) if kind else None
        return [kind, name] if name else None

    def fold(self, person: str, parts: list, lang: str) -> str:
        """"You draw 13 cards: Dr. Allen, Petrify, …" / "Player 2 discards Car, Train from its hand: the round is
        ending." (each kind's cards in a row)."""
        words = self.words(lang)["part"]
        out = []
        for kind in dict.fromkeys(kind for kind, _ in parts):
            cards = [name for k, name in parts if k == kind]
            out.append(words[kind].format(player=person, n=len(cards), cards=words["sep"].join(cards)))
        return words["join"].join(out)
