"""What a big CHAOS moment means for the reader: the note under its line (the opening, a role, a brainwash, bombs a
partner planted, the first Checkup's marks), mixed into ChaosStory."""
from __future__ import annotations

import re

from ..core.events import Event
from ..games.chaos import SEATS, texts

SEAT_ID = re.compile(r"\b[AB][12]\b|(?<=[^A-Za-z])[AB][12](?![0-9])")


class ChaosNotes:
    """The notes of a CHAOS story (ChaosStory gives words, person and the base note)."""

    def before_you(self, seats, viewer, lang: str) -> str:
        """Return `seats` named for `viewer` as one list in `lang` ("B1, B2 and your partner A2")."""
        words = self.words(lang)
        names = [self.person(s, viewer, lang) for s in seats]
        return names[0] if len(names) == 1 else words["list_sep"].join(names[:-1]) + words["list_last"] + names[-1]

    def opening_note(self, event: Event, viewer, lang: str, history: list) -> str:
        """What the opening means for the reader (issue 23: a newcomer found bots had played and it was suddenly
        its move): at the deal, who plays before its first turn; at that turn, who played (their headings above)."""
        words = self.words(lang)
        if event.name == "first_team":
            order = list(event.data["order"])
            return words["note_first"].format(team=event.data["team"],
                                              before=self.before_you(order[:order.index(viewer)], viewer, lang))
        heads = [line["text"] for line in history if line.get("turn") and not line.get("you")]
        seats = list(dict.fromkeys(m for text in heads for m in SEAT_ID.findall(text)))
        return words["note_first_turn"].format(before=self.before_you(seats, viewer, lang)) if seats else ""

    def note(self, event: Event, viewer, lang: str, history: list) -> str:
        words = self.words(lang)
        if event.name == "role":
            return self.role_note(event, words, history)
        if event.name == "no_patient":
            return words["note_no_patient"].format(team=event.data["team"])
        if event.name == "brainwashed" and viewer in SEATS and viewer[0] != event.data["seat"][0]:
            return words["note_brainwashed"]
        if event.name == "roles_swapped" and event.data.get("hands") and viewer in (event.data["first"],
                                                                                    event.data["second"]):
            other = event.data["second" if viewer == event.data["first"] else "first"]
            return words["note_hands_swapped"].format(other=self.person(other, viewer, lang))
        if event.name == "protection_ends":   # why now: a joint turn is a turn (CH-DUR-2; review 35, room_zh 4)
            return words["note_protection_ends"]
        if event.name == "gate_opened":
            return words["note_gate"]
        if event.name == "key_moved":
            return words["note_key"]
        if event.name == "turn" and event.data.get("round") != 1:   # the box says what changed (review 31)
            return ""
        if event.name in ("first_team", "turn"):
            return self.opening_note(event, viewer, lang, history)
        if event.name == "time_set":
            return texts.CARD_TEXTS["times"][event.data["time"]][texts.table_lang(lang)]["text"]
        if event.name == "bombs_planted":
            return self.planted_note(event, viewer, lang)
        if event.name == "checkup":   # the marks told once a game (review 30, room_en 2: at every Checkup, 071, 107)
            told = any(line.get("note", "").startswith(words["note_checkup"][:12]) for line in history)
            return "" if told else words["note_checkup"]
        return super().note(event, viewer, lang, history)

    @staticmethod
    def role_note(event: Event, words: dict, history: list) -> str:
        """What the reader's role means; the first time it is a ghost, also how a ghost helps its team, once a game
        (newcomer review 15, finding 2, desk 067: a combo made A1 a ghost in round 1, ghost play was never taught)."""
        note = words[f"note_{event.data['role']}"]
        if event.data["role"] != "ghost" or any(line.get("note", "").startswith(note) for line in history):
            return note
        return f"{note} {words['note_ghost_help']}"

    def planted_note(self, event: Event, viewer, lang: str) -> str:
        """What bombs the reader's partner planted mean to the reader (CH-G2, CH-DUR-3: they hurt every patient, its
        own team's too): which cells to keep off and until when (review 7, finding 5: a partner's bombs sent the
        reader home unwarned)."""
        words = self.words(lang)
        cells = [texts.cell_label(c) for c in event.data.get("cells", [])]
        listed = cells[0] if len(cells) < 2 else words["list_sep"].join(cells[:-1]) + words["list_last"] + cells[-1]
        until = "round_end" if event.data.get("until") == "round_end" else "next_turn"
        seat = self.person(event.data["seat"], viewer, lang)
        return words[f"note_planted_{until}"].format(cells=listed, seat=seat)
