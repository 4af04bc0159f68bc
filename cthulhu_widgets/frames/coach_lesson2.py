"""CHAOS's second lesson, "Checkups, reactions and ghosts" (newcomer review 36): its course key, deal and bots, and the
end words that point to it. The course itself is frames/coach.py's, read from the key COURSE2 (its words:
games/chaos/sentences/lesson2_words.py); lesson 1's end offers it (`with_next`), `w.learn(lesson=2)` deals it."""
from __future__ import annotations

from ..games.chaos.sentences.lesson2_words import LESSON2, LESSON2_MOVES, LESSON2_SETUP, NEW_GAME, NEXT

COURSE2 = "chaos2"   # the course key of CHAOS's lesson 2 in frames/coach.py's tables
LESSONS = {"chaos": {2: COURSE2}}   # a game's lessons after its first (lesson 1: the game's own course): number -> key
SETUPS = {COURSE2: LESSON2_SETUP}
WORDS = {COURSE2: LESSON2}


def course_of(game: str, lesson) -> str | None:
    """Return the course key of `game`'s lesson number `lesson` (lesson 1: the game's own), None when it has none."""
    if type(lesson) is not int:
        return None
    return game if lesson == 1 else LESSONS.get(game, {}).get(lesson)


def lessons(game: str) -> list[int]:
    """Return the numbers of `game`'s lessons."""
    return [1, *LESSONS.get(game, {})]


def with_next(course: str, mark: dict, lang: str) -> dict:
    """Return `mark` with `next`, the button its bubble adds, at a CHAOS lesson's end (its "on your own" word or the
    note after its last step): lesson 1's starts lesson 2 ({"lesson": 2, "label"}), lesson 2's a new game
    ({"restart": 1, "label"}: the reader is ready)."""
    if course not in ("chaos", COURSE2) or not (mark.get("free") or mark.get("over")):
        return mark
    if course == COURSE2:
        return {**mark, "next": {"restart": 1, "label": NEW_GAME.get(lang) or NEW_GAME["en"]}}
    return {**mark, "next": {"lesson": 2, "label": NEXT.get(lang) or NEXT["en"]}}


class Scripted:
    """A bot of a lesson's fixed course: the course's own move at each of its positions (`moves`: (seat, move) in the
    course's order, the seat's where the position's history is that long and the move legal), else `bot`'s. Stateless:
    an Undo's replay (widgets/commands.py _course_bots) asks it again and gets the same move."""

    def __init__(self, bot, moves=LESSON2_MOVES):
        self.bot, self.moves = bot, moves

    def choose(self, state):
        """Return the course's move at `state` when it is this bot's seat's and legal, else the fallback bot's."""
        at = len(state.history)
        if at < len(self.moves) and self.moves[at][0] == state.to_act:
            move = next((a for a in state.legal_actions() if str(a) == self.moves[at][1]), None)
            if move is not None:
                return move
        return self.bot.choose(state)
