"""What a big moment changed for a CHAOS reader (the page's "since your turn" box, js/src/ui/story.js sinceBox, tells
those first) and the long lines said again in one turn. The box alone sums up what changed since the reader's last
turn: the turn's heading names the turn (review 31, chaos_en 2: the summary was said in the box, the log and under the
heading)."""
from __future__ import annotations


# What a big moment changes for the reader ("since your turn" box, story.news): its own game, first; the board next.
YOURS_SEAT = {"role", "pushed", "pushed_combo", "turn_lost_to_reversal", "turn_skipped", "joint_turn_lost", "bomb",
              "bomb_home", "bomb_home_temporary", "respawn", "compass", "compass_blocked", "step_lost",
              "protected_from_bomb", "protection_ends"}
YOURS_ALWAYS = {"time_set", "time_replaced", "no_patient"}   # big only for a reader it binds (story.big)
BOARD = {"gate_opened", "key_moved", "bomb", "bomb_home", "bomb_home_temporary", "respawn", "bombs_planted", "compass",
         "compass_blocked", "swap", "roles_swapped"}
REPEAT_CHARS = 40   # a line this long said twice in one turn is a repeat (a short "B2 draws a ghost card." is not)


def news_of(event, viewer) -> str:
    """Return what a big moment changed for `viewer`: "yours" when its own role, hand, piece, turn or time did (a card
    taken, a hand brainwashed, sent home, a turn skipped), "board" for the gate, the key and others' bombs and returns,
    else "" (newcomer review 19, CHAOS en desk finding 4: the reader's losses were buried in 46 lines)."""
    data = event.data
    if event.name in YOURS_ALWAYS or (event.name == "brainwashed" and viewer and viewer[0] != data["seat"][0]):
        return "yours"
    if viewer is not None and viewer in (data.get("victim"), data.get("waits"), data.get("first"), data.get("second")):
        return "yours"
    if event.name in YOURS_SEAT and data.get("seat") == viewer:
        return "yours"
    return "board" if event.name in BOARD else ""


def told_this_turn(line: dict, history: list, out: list) -> bool:
    """Return whether a long line says again, word for word, one of this turn's (newcomer review 28, room_en 10, 077:
    two 5-line "Your Checkup's ✓ at a5, a7 said 'no bomb'…" in one bot turn, one per Mischief): it is told once.
    `history` then `out` are the story so far, read back to the turn's heading (no copy: every line asks)."""
    return len(line["text"]) >= REPEAT_CHARS and not line.get("turn") and said_this_turn(line["text"], history, out)


def said_this_turn(text: str, history: list, out: list) -> bool:
    """Return whether `text` was said since the turn's heading (`history` then `out`, read back)."""
    for said in (out, history):
        for h in reversed(said):
            if h.get("turn"):
                return False
            if h.get("text") == text:
                return True
    return False
