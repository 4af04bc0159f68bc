"""The story of a CHAOS seat (frames/story.py): rounds and turns, the seat and its partner named as people, each
seat's role announced when it starts and whenever it changes (with what the reader's new role may do), and the big
moments — a role swap, the key found and the gate open, a bomb, a return to the spawn, Protection, a time card, the
turn order reversed, the end."""
from __future__ import annotations

from ..core.events import Event
from ..games.chaos import SEATS, texts
from ..games.chaos.sentences.story import STORY
from .story import Story

BIG = {"swap", "roles_swapped", "gate_opened", "bomb", "respawn", "protected", "protected_from_bomb", "time_set",
       "order_reversed", "combo_resolves", "reflected", "cancelled", "game_over"}


class ChaosStory(Story):
    """How a CHAOS seat's log is told."""

    sentences = STORY
    round_events = {"turn": "round"}
    turn_events = ("turn",)
    seat_keys = ("seat", "patient", "ghost", "first", "second", "victim", "target", "partner", "leader")
    card_keys = ("card", "cards")
    echoes = {"draws": "draw"}   # "A1 draws a patient card" repeats "A1 draws Amnesia (Eye)" for A1

    def actor(self, event: Event):
        return None if event.name == "role" else super().actor(event)   # a role is a fact, not an act

    def relation(self, seat, viewer) -> str | None:
        if seat == viewer:
            return "you"
        if viewer in SEATS and seat in SEATS and seat[:1] == viewer[:1]:    # the team is the seat's letter
            return "partner"
        return None

    def card_name(self, card: str, lang: str) -> str | None:
        return texts.card_name(card, lang) if card in texts.CARD_TEXTS["cards"] else None

    def big(self, event: Event, viewer) -> bool:
        if event.name == "role":
            return event.data["seat"] == viewer
        return event.name in BIG

    def note(self, event: Event, viewer, lang: str, history: list) -> str:
        words = self.words(lang)
        if event.name == "role":
            return words[f"note_{event.data['role']}"]
        if event.name == "gate_opened":
            return words["note_gate"]
        if event.name == "time_set":
            return texts.CARD_TEXTS["times"][event.data["time"]][texts.table_lang(lang)]["text"]
        return super().note(event, viewer, lang, history)

    def facts(self, state) -> dict:
        """Each seat's role (public: the pieces show it): a change is announced by a "role" line."""
        return {f"role:{seat}:{role}": {"seat": seat, "role": role} for seat, role in sorted(state.role.items())}

    def fact_event(self, key: str, value: dict) -> Event:
        return Event("CH-SWAP-1", "role", dict(value))

    def own_sentence(self, event: Event, data: dict, lang: str) -> str | None:
        if event.name != "role":
            return None
        return self.words(lang)[f"role_{event.data['role']}"].format(seat=data["seat"])


story = ChaosStory()
