"""What the CHAOS seat to act has seen since its last turn: the window of the positions' events that holds its last two
turns, where its story since its last turn starts, whose turn an event opens, and each event's round (the board's
marks and the news read them: frames/chaos.py)."""
from __future__ import annotations

# How many positions back the board's marks look for the seat's last turn (a round of four seats' turns is far fewer).
MARKS_BACK = 200


def turn_goes_on(positions, seat: str) -> bool:
    """Return whether `seat`'s own turn began before the last position: its first decision is past. Read from the
    positions' events (a room keeps only those, frames/log.py Step), the latest turn's within MARKS_BACK steps."""
    if positions is None or len(positions) < 2:
        return False
    last = len(positions) - 1
    for i in range(last, max(-1, last - MARKS_BACK), -1):
        # its join of a partner's combo was its act: its joint step goes on from it (review 32, room_en 5, 205)
        turns = [e for e in positions[i].events or ()
                 if e.name == "turn" or (e.name == "combo_joined" and e.data.get("seat") == seat)]
        if turns:
            return (i < last or turns[-1].name == "combo_joined") and turns[-1].data.get("seat") == seat
    return False


def rounds_of(events, state) -> dict:
    """Return each event's round by its id(): the round of the last turn before it (CH-TEAM-3's "turn" event), else
    the state's; a board mark shown at a later decision keeps the round it happened in (the diff review of round CC)."""
    rounds, now = {}, None
    for e in events:
        if e.name == "turn":
            now = e.data.get("round", now)
        rounds[id(e)] = now if now is not None else state.round
    return rounds


def seen_events(state, positions=None) -> list:
    """Return the events of the game's positions up to `state` (its last one), from far enough back to hold the seat
    to act's last two turns; only `state`'s own events without `positions` (a position holds the events of the move
    that made it: newcomer review 24, chaos_ja 3, another seat's compass spin never reached the board, and the
    seat's own went at its next card)."""
    if positions is None or not len(positions):
        return list(getattr(state, "events", None) or ())
    seat, out, turns = state.to_act, [], 0
    for i in range(len(positions) - 1, max(-1, len(positions) - 1 - MARKS_BACK), -1):
        here = list(positions[i].events or ())
        out[:0] = here
        turns += sum(1 for e in here if turn_of(e) == seat)
        if turns >= 2:
            break
    return out


def since_start(events, seat: str) -> int:
    """Return where the story since `seat`'s last turn starts: after its previous turn's events (the first other
    seat's turn after it), else from the start of its current turn, else 0."""
    turns = [i for i, e in enumerate(events) if e.name == "turn" or turn_of(e) == seat]   # others': their own turns
    own = [i for i in turns if turn_of(events[i]) == seat]
    if len(own) < 2:
        return own[-1] if own else 0
    return next((i for i in turns if own[-2] < i and turn_of(events[i]) != seat), own[-1])


def turn_of(e):
    """Return the seat whose turn an event opens: a turn's, a cover's partner (CH-COVER-1), a combo's joiner
    (CH-COMBO-2), else None. A joint turn is the partner's turn too (CH-DUR-1): its news was told then, never again
    at its next turn (review 29, chaos_en 2, 140/141: "B2 took your Schizophrenia" in round 14, again in round 15)."""
    if e.name == "turn" or e.name == "combo_joined":
        return e.data.get("seat")
    return e.data.get("partner") if e.name == "cover" else None
