"""A patient's step onto a cell it has not checked, as a decision (review 37, chaos_en and chaos_ja, Q1 = 7: "hidden
bombs are luck"): how many hidden bombs there may be, among how many unchecked cells, about 1 in N, and that a
Checkup shows 3 cells first (CH-P2, CH-CARD-4). Read from the seat's own view and the public events only (CH-HIDE-1/2):
two deals differing only in where the hidden bombs lie give the same words."""
from __future__ import annotations

from ..games.chaos import texts
from ..games.chaos.sentences import risk_words as W


def risks(state, actions, lang: str, positions=None) -> dict:
    """Return {(row, col): {"risk": words}} for each move of the seat to act's patient onto a cell it has not seen
    clear, onto a spawn or onto a ✓ still sure ("safe": 1), the first unchecked one with the legend's "note"; {} when no
    bomb can hurt it (a ghost, a protected patient, CH-MOVE-4; a seat seeing every bomb)."""
    seat = state.to_act
    moves = [a for a in actions if a.kind == "move"]
    if not moves or seat is None:
        return {}
    if not _hurts(_seen(state, positions, scan=False)[0], seat):
        return {}
    lang = texts.table_lang(lang) if lang != "zh-TW" else lang
    view, pool, hidden, blasted = _seen(state, positions)
    spawns = {tuple(c) for c in view["map"]["spawns"].values()}
    clear = {tuple(ch["cell"]) for ch in view.get("checked", ()) if not ch.get("bomb") and not ch.get("doubt")}
    clear -= {tuple(b["cell"]) for b in view.get("bombs", ())}   # a ✓ the seat since knows a bomb on (its team's plant)
    card = texts.function_name("checkup", lang)
    tail = (W.CHECK_FIRST if any(str(a).startswith("play card=checkup") for a in actions) else W.CHECK_LATER)[lang]
    out = {}
    for a in moves:
        cell = (a["row"], a["col"])
        named = texts.cell_label(cell)
        if cell in clear:   # `safe`: the page shows it over the ✓'s own words (board.js riskTip)
            out[cell] = {"risk": W.SAFE[lang].format(cell=named), "safe": 1}
        elif cell in spawns:
            out[cell] = {"risk": W.SPAWN[lang].format(cell=named)}
        elif cell in pool and not hidden:
            out[cell] = {"risk": W.NONE_LEFT[lang].format(cell=named)}
        elif cell in pool:
            said = W.RISK[lang].format(cell=named, n=hidden, cells=len(pool), odds=odds(hidden, len(pool)))
            if cell in blasted:   # its burst mark is no "used up" (review 38, chaos_en 2)
                blast = W.BLAST_PLANTS[lang].format(cell=named, card=texts.function_name("mischief", lang))
                said = blast + (" " if lang == "en" else "") + said
            out[cell] = {"risk": said + (" " if lang == "en" else "") + tail.format(card=card)}
    first = next((c for c in out if "safe" not in out[c] and c in pool and hidden), None)
    if first:   # the legend's note under the board, sent once with the first such move (review 39, room_en 1)
        out[first]["note"] = W.LIT_UNCHECKED[lang].format(odds=odds(hidden, len(pool)), card=card)
    return out


def prompt_line(state, actions, lang: str, positions=None) -> str:
    """Return the prompt's line when every step the patient may take is onto an unchecked cell: about 1 in N; ""
    otherwise."""
    moves = [(a["row"], a["col"]) for a in actions if a.kind == "move"]
    if not moves or state.to_act is None:
        return ""
    if not _hurts(_seen(state, positions, scan=False)[0], state.to_act):
        return ""   # no bomb can hurt it: risks says nothing either
    _, pool, hidden, _ = _seen(state, positions)
    if not all(c in pool for c in moves) or not hidden:
        return ""
    lang = texts.table_lang(lang) if lang != "zh-TW" else lang
    # the ask offers "play Checkup before moving" itself when it may (texts.prompt): the odds say why, no more
    return W.ALL_UNCHECKED[lang].format(odds=odds(hidden, len(pool)))


# the frame's facts: risks and prompt_line of one frame ask the same state and positions (frames/build.py of), and
# each scanned every event of the game (review 38: once per frame now); held by reference, so no id is reused, and
# forgotten when the frame's prompt is made (chaos.prompt), so no closed widget's match stays alive
_LAST: list = [None]


def forget() -> None:
    """Return nothing; drop the frame's facts (its prompt is made: frames/build.py asks the chips before it)."""
    _LAST[0] = None


def _seen(state, positions, scan: bool = True) -> tuple:
    """Return the seat to act's view, and (`scan`) its unchecked cells, the most hidden bombs and the blast cells."""
    key = (len(positions), state.to_act) if positions else None
    last = _LAST[0]
    if not (key and last and last["state"] is state and last["positions"] is positions and last["key"] == key):
        last = {"state": state, "positions": positions, "key": key, "view": state.view(state.to_act)}
        _LAST[0] = last if key else None
    if not scan:
        return (last["view"],)
    if "facts" not in last:   # one pass over the game's events a frame
        view, events = last["view"], _events(state, positions)
        last["facts"] = (view, unchecked(view), most_hidden(view, state.map.bombs, events, state.to_act),
                         blast_cells(view, events))
    return last["facts"]


def _hurts(view: dict, seat: str) -> bool:
    """Return whether a hidden bomb can hurt the seat's piece: a patient, unprotected, not seeing every bomb
    (CH-MOVE-4)."""
    me = next((p for p in view["pieces"] if p["seat"] == seat), {})
    return me.get("role") == "patient" and not me.get("protected") and seat not in view.get("vision", ())


def blast_cells(view: dict, events) -> set:
    """Return the (row, col) cells a bomb went off on (the public 'bomb' events) while enemy plants the seat cannot
    see stand now (its view's count, CH-G2): a blast cell may hold a new bomb; none when no such plant stands."""
    if not any(p.get("hidden_bombs") for p in view.get("pieces", ())):
        return set()
    return {tuple(e.data["cell"]) for e in events if e.name == "bomb" and e.data.get("cell")}


def odds(hidden: int, cells: int) -> int:
    """Return N of 'about 1 in N': the unchecked cells per hidden bomb, at least 1."""
    return max(1, round(cells / hidden)) if hidden else 0


def unchecked(view: dict) -> set:
    """Return the (row, col) cells a bomb may lie on that the seat has not seen: normal cells (never an obstacle, a
    spawn or the gate, CH-MAP-3) less its known bombs and its Checkup's ✓ still sure (a ✓? may have changed)."""
    m = view.get("map") or {}
    never = {tuple(c) for c in m.get("obstacles", ())} | {tuple(c) for c in (m.get("spawns") or {}).values()}
    never |= {tuple(m["gate"])} if m.get("gate") else set()
    seen = {tuple(b["cell"]) for b in view.get("bombs", ())}
    seen |= {tuple(ch["cell"]) for ch in view.get("checked", ()) if not ch.get("doubt")}
    every = {(r, c) for r in range(1, m.get("rows", 0) + 1) for c in range(1, m.get("cols", 0) + 1)}
    return every - never - seen


def most_hidden(view: dict, start: int, events, seat: str) -> int:
    """Return the most bombs the seat cannot see there may be: the `start` bombs (CH-MAP-3) less those certainly gone
    off and those it knows, plus the enemy plants it cannot see (the board's 'up to n more', CH-G2, CH-HIDE-2)."""
    known = sum(1 for b in view.get("bombs", ()) if not b.get("temporary"))
    plants = sum(p["hidden_bombs"]["n"] for p in view.get("pieces", ()) if p.get("hidden_bombs"))
    return max(0, start - start_bombs_gone(events, seat) - known) + plants


def start_bombs_gone(events, seat: str) -> int:
    """Return how many of the bombs from the start went off, as far as the seat knows: a blast while no enemy plant
    stood (the public 'bomb' event names the plants standing), not one its team was told was a plant (CH-G2)."""
    temporary, gone = set(), 0
    for e in events:
        if e.name == "bomb_temporary" and e.visible_to(seat):
            temporary.add(tuple(e.data["cell"]))
        elif e.name == "bomb":
            cell, enemy = tuple(e.data["cell"]), [p for p in e.data.get("plants", ()) if p[:1] != seat[:1]]
            gone += not enemy and cell not in temporary
            temporary.discard(cell)
    return gone


def _events(state, positions):
    """Return the game's events up to `state`: every position's, else `state`'s own."""
    if not positions:
        return list(getattr(state, "events", None) or ())
    return [e for p in positions for e in (p.events or ())]


def hurt_hint(state, events, lang: str, checked: dict) -> str:
    """Return, after the seat's own base step in its own turn onto a bomb on a cell it had not checked (`checked`:
    its Checkups before this turn's step), what would have shown it: its Checkup if it holds one, else what a Checkup
    does; "" otherwise, and in a joint turn (a combo or a cover, CH-DUR-1: its step is no turn of its own)."""
    seat, moved, blast = state.to_act, None, None
    opened = max((i for i, e in enumerate(events) if e.name == "turn"), default=None)
    if opened is None or events[opened].data.get("seat") != seat:
        return ""
    for e in events[opened:]:
        if e.name in ("combo_started", "combo_joined", "cover"):
            return ""
        if e.name == "moves" and e.data.get("seat") == seat:
            moved = not e.data.get("by")   # its own step, not a push (CH-G1, CH-C3)
        elif e.name == "bomb" and e.data.get("seat") == seat and moved:
            blast = tuple(e.data["cell"])
    if blast is None or blast in checked or getattr(state.pending, "kind", None) == "extra":
        return ""
    lang = texts.table_lang(lang) if lang != "zh-TW" else lang
    held = any(c.startswith("checkup") for c in state.hand.get(seat, ()))
    card = texts.function_name("checkup", lang)
    return (W.HURT_HELD if held else W.HURT)[lang].format(cell=texts.cell_label(blast), card=card)
