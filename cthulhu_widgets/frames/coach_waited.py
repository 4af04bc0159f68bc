"""What the bots did while the reader waited between two steps of CHAOS's "Learn to play", told in the next step's
"What just happened" (newcomer review 26, chaos_ja 1: after step 4 a whole round of the bots, A2's Brainwash and B2's
Vanish, and step 5 came with no word on it), read from the events the seat may see only (CH-HIDE); and the course's
end word, true of the gate then (chaos_en 6)."""
from __future__ import annotations

from ..games.chaos.sentences.course_words import GATE_OPEN, WAITED


def waited_line(positions, seat, since: int, lang: str) -> str:
    """Return the line of the Brainwashes (CH-G3) and the enemies' Vanishes (CH-G5) other seats played after position
    `since` (the seat's last decision), each seat's once, in the order they came; "" when none."""
    words = WAITED.get(lang, WAITED["en"])   # the course's own language: English where it has none (coach_words)
    items: list[str] = []
    for i in range(since + 1, len(positions)):
        for e in positions[i].events or ():
            who = e.data.get("seat") if e.name in ("brainwashed", "vanished") else None
            if not who or who == seat or not e.visible_to(seat) or (e.name == "vanished" and who[0] == seat[0]):
                continue
            team = "B" if who[0] == "A" else "A"   # Brainwash replaces the enemies' hands (CH-G3)
            said = words[e.name].format(seat=who, team=team)
            if said not in items:
                items.append(said)
    return f"{words['lead']}{words['join'].join(items)}{words['end']}" if items else ""


def farewell(words: dict, state, lang: str = "en") -> str:
    """Return the course's end word (`free`), its gate sentence true of `state`: "the gate is open" where it is
    (newcomer review 26, chaos_en 6: it said "the key opens it" after the reader had opened the gate)."""
    shut, open_ = GATE_OPEN.get(lang, GATE_OPEN["en"])
    said = words["free"]
    return said.replace(shut, open_) if shut and getattr(state, "gate_open", False) else said


# The course's first bubble says its deal is new: Learn to play re-dealt the table without a word (review 28,
# letter_zh 4, mythos_en 6, mythos_ja 6, chaos_ja 6: the hand changed). Letter's "zh" is Traditional (its tables').
FRESH = {"en": "A new practice deal: the course deals its own cards.",
         "zh": "重新发牌：这是教学专用的练习牌局。", "zh-TW": "重新發牌：這是教學專用的練習牌局。",
         "ja": "練習用に配り直した：レッスン専用のカード。"}


def fresh_line(game: str, lang: str, taken: int) -> str:
    """Return the line that says the course's deal is new, before the seat's first decision; "" after it. In the
    language of the bubble it joins (coach.coach_words: English where the game's course has no table in `lang`, as
    Mythos in zh; a review of round AT: a Chinese line over an English bubble)."""
    from .coach import COACHES   # frames.coach imports this module

    if taken:
        return ""
    lang = lang if lang in COACHES.get(game, {}) else "en"
    return FRESH["zh-TW" if game == "letter" and lang == "zh" else lang]


def wait_line(steps: list, taken: int) -> bool:
    """Return whether the seat's `taken`-th course step's done line says what to do while the bots play (its
    `wait_line`): its note is the bots' wait line, never held over the next step as if it had just happened (newcomer
    review 41, chaos_en 5, 021: lesson 1 step 8 repeated step 7's words in its italic line)."""
    return 0 < taken <= len(steps) and bool(steps[taken - 1].get("wait_line"))
