"""The decisions a Letter game waits for: one small frozen record per kind.

`State.pending` holds one of them (a `core.decisions.Decision`). Each says which actions are legal (`actions`),
what an action does (`resolve`), what the player's prompt shows (`prompt`) and its word in the text picture
(`text`); the rules themselves stay in the State and its mixins, which the records call. Records without fields
are single objects (PLAY, GUESS, OPPONENT); records are immutable, so copies of a game share them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...core.actions import Action
from ...core.decisions import Decision
from .cards import CARD_KIND, card_dict
from .legal import play_actions

OPPONENT_PLAY = Action("opponent_play")
_LISTS: dict = {}


def _listed(kind: str, field: str, values: tuple) -> tuple[Action, ...]:
    """Return the actions `kind` with `field` set to each of `values` (built once per list: a guess or an answer
    is asked at many steps)."""
    found = _LISTS.get((kind, values))
    if found is None:
        found = _LISTS[(kind, values)] = tuple(Action(kind, **{field: v}) for v in values)
    return found


@dataclass(frozen=True, slots=True)
class LetterDecision(Decision):
    """A Letter decision; `position()` is what of it decides the rest of the game (the solver's key)."""

    def position(self):
        """Return the decision as the solver compares positions: itself, unless it names a physical card."""
        return self


@dataclass(frozen=True, slots=True)
class Play(LetterDecision):
    """LS-TURN-1: the player plays a hand card (with its row and the choices its effect needs)."""

    kind: ClassVar[str] = "play"

    def actions(self, s) -> list[Action]:
        return play_actions(s)

    def resolve(self, s, action: Action) -> None:
        s._play(action)


@dataclass(frozen=True, slots=True)
class Guess(LetterDecision):
    """LS-P1 (Deep Ones Insane): the player names a value, knowing the top card."""

    kind: ClassVar[str] = "guess"

    def actions(self, s) -> tuple[Action, ...]:
        return _listed("guess", "value", s.guess_values())

    def resolve(self, s, action: Action) -> None:
        if not s._name_value(action["value"], "LS-P1"):
            s._end_player_turn()


@dataclass(frozen=True, slots=True)
class Answer(LetterDecision):
    """LS-TURN-5: the player answers the opponent's `card`, played for `row`, with one of `options` (the hand,
    the deck top)."""

    kind: ClassVar[str] = "answer"
    card: int
    row: str
    options: tuple

    def actions(self, s) -> tuple[Action, ...]:
        return _listed("answer", "side", self.options)

    def resolve(self, s, action: Action) -> None:
        if not s._answer(self.card, self.row, action["side"]):
            s._begin_player_turn()

    def prompt(self, s) -> dict:
        return {"kind": "answer", "card": card_dict(self.card), "row": self.row, "options": list(self.options)}

    def text(self) -> str:
        return f"answer {CARD_KIND[self.card]} ({self.row}) with {'/'.join(self.options)}"

    def position(self) -> tuple:
        # The card is a physical card; its kind is what matters.
        return ("answer", CARD_KIND[self.card], self.row, self.options)


@dataclass(frozen=True, slots=True)
class Opponent(LetterDecision):
    """LS-TURN-2: the automaton opponent plays its top card (its one legal action)."""

    kind: ClassVar[str] = "opponent"

    def actions(self, s) -> tuple[Action, ...]:
        return (OPPONENT_PLAY,)

    def resolve(self, s, action: Action) -> None:
        s._opponent_turn()


PLAY, GUESS, OPPONENT = Play(), Guess(), Opponent()
