"""Setup keys that lay out any position (docs/games/chaos.md, "Setup for scenarios"): protection, lost turns, Vanish,
C1's following, Dawn anchors, temporary bombs and their planters, the order's direction, the round and the turn in
it, and fixed chance (dice, compass spins). Each check raises InvalidSetup naming the key and what is allowed.

Durations are counted as the game counts them (CH-DUR-1): an effect set with `turns_left` N covers N of the counting
seat's turns from the start of the scenario and ends as that seat's turn number N + 1 opens (N = 0: it ends as the
seat's first turn opens, as a Protection played just before the scenario would). That is the view's `turns_left`
before the first turn opens.
"""
from __future__ import annotations

from ...core.errors import InvalidSetup, listing
from .effects import Stand
from .moves import COMPASS
from .seats import SEATS, TEAM

PIECE_KEYS = ("start", "path", "turns_left")  # setup['vanish'][ghost]
FOLLOW_KEYS = ("leader", "turns_left")         # setup['follow'][patient]


def cell(s, value, what: str):
    """Return a 0-based cell from a public 1-based [row, col]; raise InvalidSetup naming `what`."""
    if (not isinstance(value, (list, tuple)) or len(value) != 2
            or not all(type(v) is int for v in value)):
        raise InvalidSetup(f"{what} must be a [row, col] pair of ints (1-based), not {value!r}")
    at = (value[0] - 1, value[1] - 1)
    if not s.map.inside(at):
        raise InvalidSetup(f"{what} = {list(value)} is outside the {s.map.rows}×{s.map.cols} map")
    return at


def seat_dict(value, what: str) -> dict:
    """Return `value` if it is a dict keyed by seats; raise InvalidSetup naming `what` otherwise."""
    if not isinstance(value, dict) or any(k not in SEATS for k in value):
        raise InvalidSetup(f"{what} must be a dict keyed by seats {listing(SEATS)}, not {value!r}")
    return value


def whole(value, what: str, low: int = 0, high: int | None = None) -> int:
    """Return `value` if it is an int in [low, high]; raise InvalidSetup naming `what` otherwise."""
    if type(value) is not int or value < low or (high is not None and value > high):
        span = f"from {low} to {high}" if high is not None else f"≥ {low}"
        raise InvalidSetup(f"{what} must be a whole number {span}, not {value!r}")
    return value


def _fields(value, allowed: tuple, what: str) -> dict:
    if not isinstance(value, dict) or any(k not in allowed for k in value):
        raise InvalidSetup(f"{what} must be a dict with keys from {listing(allowed)}, not {value!r}")
    return value


def _role(s, seat: str, role: str, what: str) -> None:
    if s.role[seat] != role:
        raise InvalidSetup(f"{what}: {seat} is a {s.role[seat]}; only a {role} can be set here (set its role with "
                           "setup['roles'])")


# ----- pieces and their timed effects ---------------------------------------------------------------------
def place_vanished(s, setup: dict) -> None:
    """setup['vanish'] = {ghost: {"start": cell, "path": [cells], "turns_left": n}}: the ghost vanished at `start`
    (default: where it stands) and has walked `path` since, one orthogonal step each (CH-G5); it stands at the path's
    last cell; hidden for n more of its turns (default `effect_rounds`)."""
    s.vanish = {}
    for seat, spec in seat_dict(setup.get("vanish", {}), "setup['vanish']").items():
        what = f"setup['vanish'][{seat!r}]"
        spec = _fields(spec, PIECE_KEYS, what)
        _role(s, seat, "ghost", what)
        path = spec.get("path", [])
        if not isinstance(path, list):
            raise InvalidSetup(f"{what}['path'] must be a list of [row, col] cells, not {path!r}")
        if path and "start" not in spec:
            raise InvalidSetup(f"{what} has a path: give its 'start' too (the cell where the ghost vanished)")
        start = cell(s, spec["start"], f"{what}['start']") if "start" in spec else s.pos[seat]
        walk = [cell(s, v, f"{what}['path'][{i}]") for i, v in enumerate(path)]
        for i, (a, b) in enumerate(zip([start, *walk], walk, strict=False)):
            if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1 or b == s.map.gate:
                raise InvalidSetup(f"{what}['path'][{i}]: each cell must be one orthogonal step from the one before "
                                   "and not the gate (a ghost's step, CH-MOVE-1/3)")
        here = walk[-1] if walk else start
        if seat in setup.get("pieces", {}) and here != s.pos[seat]:
            raise InvalidSetup(f"{what}: the ghost stands at the end of its path {[here[0] + 1, here[1] + 1]}, but "
                               f"setup['pieces'][{seat!r}] puts it elsewhere; give one or make them agree")
        s.pos[seat] = here
        turns = whole(spec.get("turns_left", s.rules.effect_rounds), f"{what}['turns_left']")
        s.vanish[seat] = [(seat, turns + 1), start, walk]


def timed_effects(s, setup: dict) -> None:
    """setup['protected'] = {seat: n} (CH-P5), setup['skip'] = [seats] (CH-MOVE-4: each loses its next turn) and
    setup['follow'] = {patient: {"leader": ghost, "turns_left": n}} (CH-C1: the patient repeats its teammate ghost's
    steps for n more of the ghost's turns, default 1)."""
    s.protected = {seat: whole(n, f"setup['protected'][{seat!r}]") + 1
                   for seat, n in seat_dict(setup.get("protected", {}), "setup['protected']").items()}
    skip = setup.get("skip", [])
    if not isinstance(skip, list) or any(x not in SEATS for x in skip) or len(set(skip)) != len(skip):
        raise InvalidSetup(f"setup['skip'] must be a list of distinct seats from {listing(SEATS)}, not {skip!r}")
    s.skip = set(skip)
    s.follow = {}
    for seat, spec in seat_dict(setup.get("follow", {}), "setup['follow']").items():
        what = f"setup['follow'][{seat!r}]"
        spec = _fields(spec, FOLLOW_KEYS, what)
        leader = spec.get("leader")
        if leader not in SEATS or TEAM[leader] != TEAM[seat] or leader == seat:
            raise InvalidSetup(f"{what}['leader'] must be the teammate of {seat} (a C1 patient follows its own team's "
                               f"ghost), not {leader!r}")
        _role(s, seat, "patient", what)
        _role(s, leader, "ghost", f"{what}['leader']")
        s.follow[seat] = (leader, whole(spec.get("turns_left", 1), f"{what}['turns_left']") + 1)


def anchors(s, setup: dict) -> None:
    """CH-TIME-3: at Dawn each ghost is anchored where it stands, or where setup['anchors'] = {ghost: cell} says."""
    dawn = s.time is not None and s.time[0] == "dawn"
    s.anchor = {x: s.pos[x] for x in SEATS if s.role[x] == "ghost"} if dawn else {}
    given = seat_dict(setup.get("anchors", {}), "setup['anchors']")
    if given and not dawn:
        raise InvalidSetup("setup['anchors'] needs Dawn: add setup['time'] = {'kind': 'dawn', 'rounds': n}")
    for seat, value in given.items():
        _role(s, seat, "ghost", f"setup['anchors'][{seat!r}]")
        s.anchor[seat] = cell(s, value, f"setup['anchors'][{seat!r}]")


def temp_bombs(s, setup: dict, normal: set) -> None:
    """setup['temp_bombs'] = [cell or {"cell": cell, "planter": seat}]: Mischief's bombs (CH-G2). A bomb with a planter
    goes as the planter's next turn opens (CH-DUR-3) and its team knows where it is; one without goes at the end of
    the round."""
    s.temp_bombs, s.plant_owner = set(), {}
    entries = setup.get("temp_bombs", [])
    if not isinstance(entries, list):
        raise InvalidSetup(f"setup['temp_bombs'] must be a list of cells or {{'cell', 'planter'}} dicts, not {entries!r}")
    for i, entry in enumerate(entries):
        what = f"setup['temp_bombs'][{i}]"
        if isinstance(entry, dict):
            entry = _fields(entry, ("cell", "planter"), what)
            at = cell(s, entry.get("cell"), f"{what}['cell']")
            planter = entry.get("planter")
            if planter not in SEATS:
                raise InvalidSetup(f"{what}['planter'] must be a seat {listing(SEATS)}, not {planter!r}")
            s.plant_owner[at] = planter
            for x in SEATS:
                if TEAM[x] == TEAM[planter]:
                    s.known[x].add(at)
        else:
            at = cell(s, entry, what)
        if at not in normal:
            raise InvalidSetup(f"{what} must be on a normal cell: not a spawn, the gate or an obstacle (CH-G2)")
        s.temp_bombs.add(at)
        owner = s.plant_owner.get(at)   # planted before the game's first turn, as the table saw it
        n = s.stands[owner].bombs + 1 if owner in s.stands else 1   # distinct cells: all of them at least
        s.stands[owner] = Stand(-1, -1, n, n)


# ----- turn and chance ------------------------------------------------------------------------------------
def turn_position(s, setup: dict) -> None:
    """setup['reversed'] (CH-P1: the cycle runs backwards), setup['round'] (1-based) and setup['turn_in_round'] (0-3:
    the slots of this round already played before the starting seat's, whose seats count as having acted, so their
    teammates may not lead a combo, CH-COMBO-1). The view's `turn` is then 4 × (round - 1) + turn_in_round."""
    reverse = setup.get("reversed", False)
    if type(reverse) is not bool:
        raise InvalidSetup(f"setup['reversed'] must be true or false, not {reverse!r}")
    s.direction = -1 if reverse else 1
    limit = s.rules.max_rounds or None
    s.round = whole(setup.get("round", 1), "setup['round']", 1, limit)
    s.turn_in_round = whole(setup.get("turn_in_round", 0), "setup['turn_in_round']", 0, 3)
    s.turn = 4 * (s.round - 1) + s.turn_in_round
    s.acted = {s.order[(s.idx - k * s.direction) % 4] for k in range(1, s.turn_in_round + 1)}
    s.done = set()


def chance(setup: dict) -> dict:
    """setup['dice'] = [1-6, ...] and setup['compass'] = [direction, ...]: outcomes used in order, before the seed's
    (team rolls and re-rolls take two dice each, CH-TEAM-3 and CH-SWAP-2; a Midnight spin one direction, CH-TIME-2).
    When a list runs out, chance comes from the seed again."""
    dice, spins = setup.get("dice", []), setup.get("compass", [])
    if not isinstance(dice, list) or any(type(d) is not int or not 1 <= d <= 6 for d in dice):
        raise InvalidSetup(f"setup['dice'] must be a list of die faces 1 to 6, not {dice!r}")
    if not isinstance(spins, list) or any(d not in COMPASS for d in spins):
        raise InvalidSetup(f"setup['compass'] must be a list of directions from {listing(COMPASS)}, not {spins!r}")
    return {"dice": list(dice), "compass": list(spins)}
