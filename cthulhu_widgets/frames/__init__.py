"""Seat frames: what one seat is shown at one step, built once here for the widget, the room and the replay.

A frame is {"view", "legal", "prompt", "log_lines", "log_from", "banner", "step", "to_act", "result"}: the seat's
view, its legal moves on its turn (each {"id", "kind", "fields", "target", "text"}, and "label" where its chip has
words of its own: what it points at on the table, its sentence and its chip), what the table asks of it (made from
those moves), its latest log lines (`log_from`: where they start in the seat's whole log), the result banner, the step,
who acts and the engine's result. `of(match, seat, lang, design)` builds one; a table that builds them step after
step holds a `Frames` (the widget, a room, a replay), which indexes the legal moves once per position, renders each
event's sentence once per language and appends each reader's log instead of rebuilding it. `catalog(game)` is the
static rest a table is drawn with (card names and texts, the table's words). A widget sends its moves `packed`
(arrays in MOVE_KEYS order, not objects).

Each game says what its seats are shown in its frame module (GameSpec.frame: frames/letter.py, chaos.py,
mythos.py): `catalog()`, `legal(state, actions, lang)`, `sentence(event, lang)`, `banner(result, seat, lang, bots)`
(`bots`: the seats bots play, named so), `LANGS`, and optionally `prompt(state, actions, lang)` and `compact(view)`. A
game without one gets the generic frame (frames/generic.py).
The frames import the engines and their texts only: no widget, no room, no Match.
"""
from .build import LOG_LENGTH, MOVE_KEYS, PUBLIC, Frames, catalog, deal_code, frame_module, of, packed
from .log import MatchPositions, SeatLog, Step

__all__ = ["Frames", "of", "catalog", "deal_code", "frame_module", "packed", "MatchPositions", "SeatLog", "Step",
           "LOG_LENGTH", "MOVE_KEYS", "PUBLIC"]
