"""A course its reader left (Letter): the seat's coached decision that made another move than its step's ends the
course there with one line, where its later steps would tell of moves never made (newcomer review 42, letter_en 1)."""
from __future__ import annotations

from ..games.letter.sentences.coach import COACH as LETTER_STEPS
from ..games.letter.sentences.coach_leave import LEAVE as LETTER_LEAVE

# Letter's course with its words for a move held (`astray`) and a course left (`left`)
LETTER_COACH = {lang: {**words, **LETTER_LEAVE.get(lang, LETTER_LEAVE["en"])} for lang, words in LETTER_STEPS.items()}
LEAVES = ("letter",)   # the games whose course ends where its reader left it (CHAOS and Mythos skip or stand in)


def makes_step(action, step: dict) -> bool:
    """Return whether `action` is `step`'s move: its own `move` (exactly) when it names one, else one of its `kind`."""
    return str(action) == step["move"] if step.get("move") else action.kind == step["kind"]


def strayed(positions, seat, steps: list) -> int | None:
    """Return the number of the seat's first coached decision (0 for the first) whose move was not its step's, or
    None while every one followed its step."""
    from .coach import decides   # frames.coach imports this module

    made = 0
    for i in range(len(positions) - 1):
        if made >= len(steps):
            return None
        if decides(positions[i], seat):
            action, step = positions[i + 1].history[-1], steps[made]
            if not makes_step(action, step):
                return made
            made += 1
    return None


def left_mark(game: str, positions, seat, words: dict, taken: int) -> dict | None:
    """Return the mark of a course its reader left: its `left` line until the seat's next decision is made, {} after
    it; None where the course was not left (or the game's course skips a missed step instead)."""
    if game not in LEAVES or "left" not in words:
        return None
    at = strayed(positions, seat, words["steps"])
    if at is None:
        return None
    return {"title": words["title"], "free": words["left"], "over": 1} if taken <= at + 1 else {}
