"""A CHAOS seat's routine acts of one turn told as one sentence (review 31, chaos_en 2): the parts the story's fold
(frames/story.py) gathers and the sentence it makes of them, mixed into ChaosStory."""
from __future__ import annotations

from ..core.events import Event
from ..games.chaos import texts

PUSHES = {"CH-G1": "pushed", "CH-C3": "pushed_combo"}   # a piece another seat pushed: told as pushed, by whom, from/to
# a seat's routine lines of a turn, folded into one sentence (frames/story.py fold_runs); GATHERED: one clause for
# several in a row ("played Prank and Amnesia", "moved to c7" for a walk b7, c7)
ROUTINE = ("moves", "stays", "draws", "plays", "checks", "moves_hidden", "stays_hidden", "vanished", "takes_hidden")
GATHERED = ("plays", "draws", "checks", "moves", "moves_hidden")


class TurnFold:
    """The fold of a seat's turn: its parts and its one sentence (ChaosStory gives actor, person and words)."""

    def part(self, event: Event, viewer, lang: str, n: int = 1) -> list | None:
        """A bot's or another seat's step, stay, public draw, card play or Checkup as [kind, value] ("moves", "g1";
        "draws", the count: its public draw, never the card; review 31, chaos_en 2). Only what the reader's line
        says: an unseen move stays unseen, a card taken from another seat unnamed."""
        name = {"checkup_public": "checks"}.get(event.name, event.name)
        if name not in ROUTINE or event.rule in PUSHES or self.actor(event) in (None, viewer):
            return None
        data = event.data
        if name in ("draws", "checks", "moves_hidden", "stays_hidden"):
            return [name, n]
        if name == "plays":
            return [name, texts.card_name(data["card"], lang)]
        if name == "takes_hidden":
            victim = data.get("victim")
            return None if victim in (None, viewer) else [name, self.person(victim, viewer, lang)]
        cell = data.get("to" if name == "moves" else "cell")
        return [name, texts.cell_label(cell)] if cell else None

    def last_act(self, part: list) -> bool:   # the turn's draw (CH-CARD-3) joins its acts past a bomb or a reversal
        return part[0] == "draws"

    def fold(self, person: str, parts: list, lang: str) -> str:
        """One sentence of a seat's routine acts in a turn: "B1 moved to g1, played Prank (Eye) and Amnesia (Moon)
        and drew 2 cards." (the cards played in a row are one clause)."""
        words = self.words(lang)["part"]
        join = lambda items: items[0] if len(items) < 2 else (   # noqa: E731
            words["sep"].join(items[:-1]) + words["last"] + items[-1])
        runs: list = []
        for kind, value in parts:
            if runs and runs[-1][0] == kind and kind in GATHERED:
                runs[-1][1].append(value)
            else:
                runs.append((kind, [value]))
        clauses = []
        for kind, values in runs:
            if kind in ("draws", "checks"):
                n = sum(values)
                clauses.append(words[kind + ("_n" if n > 1 else "")].format(n=n))
            elif kind in ("moves_hidden", "stays_hidden"):
                clauses.append(words[kind])
            elif kind == "plays":
                clauses.append(words["plays"].format(card=words["card_sep"].join(values)))
            else:
                clauses.append(words[kind].format(cell=values[-1], seat=values[-1]))   # a walk: its last cell
        text = words["sentence"].format(seat=person, parts=join(clauses))
        return text[:1].upper() + text[1:]
