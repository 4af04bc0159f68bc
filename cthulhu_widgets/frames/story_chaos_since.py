"""What changed since a CHAOS reader's last turn (frames/story_chaos.py tells it at the reader's next turn), in at most
SINCE_MOST sentences taken from the reader's own story lines (newcomer review 17, finding 1)."""
from __future__ import annotations


# What a big moment changes for the reader ("since your turn" box, story.news): its own game, first; the board next.
YOURS_SEAT = {"role", "pushed", "pushed_combo", "turn_lost_to_reversal", "turn_skipped", "joint_turn_lost", "bomb",
              "bomb_home", "bomb_home_temporary", "respawn", "compass", "compass_blocked", "step_lost",
              "protected_from_bomb"}
YOURS_ALWAYS = {"time_set", "time_replaced", "no_patient"}   # big only for a reader it binds (story.big)
BOARD = {"gate_opened", "key_moved", "bomb", "bomb_home", "bomb_home_temporary", "respawn", "bombs_planted", "compass",
         "compass_blocked", "swap", "roles_swapped"}
REPEAT_CHARS = 40   # a line this long said twice in one turn is a repeat (a short "B2 draws a ghost card." is not)
SINCE_MOST = 3   # sentences a turn's summary holds: the biggest moments first (rank 2: a swap, a bomb, the gate)


def since_your_turn(history: list, words: dict) -> str:
    """Return what changed since the reader's last turn ended, from the reader's own lines (what its seat may see:
    a hidden bomb stays hidden): its biggest moments, at most SINCE_MOST, in the story's order; "" when none
    (newcomer review 17, finding 1: 48-86 lines between two turns, no short "what changed")."""
    last = _last_turn(history)
    if last is None:
        return ""
    ended = next((i for i in range(last + 1, len(history)) if history[i].get("turn")), len(history))
    moments = [(i, line) for i, line in enumerate(history[ended:]) if line.get("big") and not line.get("turn")
               and not line.get("you") and not line.get("n")]
    kept = sorted(sorted(moments, key=_weight)[:SINCE_MOST], key=lambda m: m[0])
    told = list(dict.fromkeys(line["text"] for _, line in kept))
    said = "".join(t if t.endswith("。") else f"{t} " for t in told).strip()   # CJK sentences: no space between
    return words["note_since"].format(text=said) if told else ""


def _last_turn(history: list) -> int | None:
    """Return the heading of the reader's last turn: its own, or a joint turn in another seat's (a section where it
    acted, in a round that held no turn of its own: CH-COMBO-1, CH-DUR-1), as js/src/ui/story.js sinceTurns; None before
    its first. Newcomer review 24, chaos_en finding 3: after joint turns the summary reached back to the key found
    rounds before. The round now holds the reader's turn (its heading is being told)."""
    head = round_at = -1
    heads, rounds = [], []
    for i, line in enumerate(history):
        if line.get("turn"):
            head = i
            round_at = i if line.get("round") else round_at
        heads.append(head)
        rounds.append(round_at)
    own = {rounds[i] for i, line in enumerate(history) if line.get("turn") and line.get("you")}
    own.add(round_at)
    acted = (lambda line: line.get("you") and not line.get("turn") and not line.get("big") and not line.get("at"))
    turns = [i for i, line in enumerate(history) if line.get("turn") and line.get("you")]
    turns += [heads[i] for i, line in enumerate(history)
              if heads[i] >= 0 and not history[heads[i]].get("you") and acted(line) and rounds[i] not in own]
    return max(turns, default=None)


def _weight(moment: tuple) -> tuple:
    """Return how a moment sorts in a turn's summary: the biggest first, one done to the reader before others
    (toast.js's toastRank), then the shortest (a combo's whole effect gives way to the key's or a card taken)."""
    line = moment[1]
    return -(line["big"] + (0.5 if line.get("at") else 0)), len(line["text"])


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
    if len(line["text"]) < REPEAT_CHARS or line.get("turn"):
        return False
    for said in (out, history):
        for h in reversed(said):
            if h.get("turn"):
                return False
            if h.get("text") == line["text"]:
                return True
    return False
