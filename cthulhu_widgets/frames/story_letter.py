"""The story of the Lovecraft Letter player (frames/story.py): each turn a heading, the player's own acts marked (the
opponent's are what the "since your turn" digest shows), the cards named (a click opens their text), the doom of an
insanity check that must fail announced when it becomes certain (LS-CHECK-3, LS-CHECK-4), and what decided the
game. The sentences already speak to the player ("You draw …", "The opponent plays …"): no seat is renamed."""
from __future__ import annotations

from ..core.events import Event
from ..games.letter import texts
from ..games.letter.cards import KIND_BY_ID
from ..games.letter.sentences.story import STORY
from .story import Story

# The player's own acts (the rest is the opponent's turn, the checks and what the cards did).
PLAYER_ACTS = {"draw", "play", "guess_right", "guess_wrong", "hand_discarded", "answer", "only_answer", "no_answer"}
# The causes a doom warning foretells.
DOOMED = {"check_impossible", "empty_draw"}


class LetterStory(Story):
    """How the Letter player's log is told."""

    sentences = STORY
    turn_events = ("player_turn", "opponent_turn")
    card_keys = ("card", "given", "taken")
    zoom_prefix = ""                 # the Letter table zooms a card by its kind id (js/src/letter/layout.js)

    def actor(self, event: Event):
        return "player" if event.name in PLAYER_ACTS or event.name == "player_turn" else None

    def card_name(self, card: str, lang: str) -> str | None:
        return texts.card_name(card, lang) if card in KIND_BY_ID else None

    def big(self, event: Event, viewer) -> bool:
        return event.name in ("doom", "game_over")

    def note(self, event: Event, viewer, lang: str, history: list) -> str:
        if event.name == "doom":
            return self.words(lang)["doom_note"]
        return super().note(event, viewer, lang, history)

    def decisive(self, event: Event, viewer, lang: str, history: list) -> str:
        """The doom warning of a check or a draw that had to fail (the one big line before the end); else the last
        thing that happened before."""
        doom = event.data.get("cause") in DOOMED
        moment = next((line for line in reversed(history) if doom and line.get("big")), None) \
            or next((line for line in reversed(history) if not line.get("turn")), None)
        return self.words(lang)["decided"].format(text=moment["text"]) if moment else ""

    def facts(self, state) -> dict:
        """The doom of the next insanity check (LS-CHECK-1/3/4): N Insanity cards in the player's discard and the
        deck's count (both on the table) make it fail, or leave nothing to draw, whatever happens before it (the
        deck only shrinks and N only grows until then)."""
        if state.result is not None:
            return {}
        n, deck, rules = state.insanity, len(state.deck), state.rules
        if n > deck and (rules.short_check == "lose" or deck == 0):
            return {"doom": {"why": "check", "n": n, "deck": deck}}
        if deck - min(n, deck) == 0 and rules.empty_draw == "lose":
            return {"doom": {"why": "draw", "n": n, "deck": deck}}
        return {}

    def fact_event(self, key: str, value: dict) -> Event:
        return Event("LS-CHECK-3" if value["why"] == "check" else "LS-CHECK-4", "doom", dict(value))

    def own_sentence(self, event: Event, data: dict, lang: str) -> str | None:
        if event.name != "doom":
            return None
        words = self.words(lang)
        need = words["cards"]["one" if data["n"] == 1 else "other"].format(n=data["n"])
        return words[f"doom_{data['why']}"].format(need=need, deck=data["deck"])


story = LetterStory()
