"""The course's last step says what scoring asks on the reader's own adventure: its lines met and its points
(newcomer review 30, mythos_en 1: the course ended at "play an adventure card once every line shows ✓" while the
panel read "0 of 7 requirements met"); {goal} of the step's words (sentences/coach.py GOAL)."""
from __future__ import annotations

from ..games.mythos.sentences.coach import GOAL
from ..games.mythos.texts import card_name, table_lang


def goal_said(position, seat, lang: str) -> str:
    """Return the seat's first adventure in hand, its lines met and its points (MY-ADV-2, MY-ADV-3), "" for none: the
    course's last step shows what scoring asks (newcomer review 30, mythos_en 1: the course never taught scoring)."""
    p = position.seat_index(seat)
    goals = position.view(seat)["players"][p].get("goals") or []
    if not goals:
        return ""
    g, lang = goals[0], "ja" if table_lang(lang) == "ja" else "en"
    card = position.card_of(g["inst"])     # a line is met as the tracker counts it: all its cards held
    met = sum(have >= req.get("count", 1) for have, req in zip(g["have"], card.requirements))
    return GOAL[lang].format(card=card_name(g["id"], lang), met=met, of=len(g["have"]), points=card.value or 0)
