"""The CHAOS map (CH-MAP): a grid of cells read from a JSON data file and validated on load (CH-MAP-5).

Cells are 0-based (row, col) tuples, row 0 at the top; error messages name them 1-based as the spec
writes them ("row 8, col 1"). The format is documented in maps/README.md.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path

from ...core.errors import InvalidSetup, listing
from ...core.jsonin import read_json_file

FORMAT = "cthulhu-widgets/chaos-map"
VERSION = 1
BUILTIN = ("asylum", "ward")
MAPS_DIR = Path(__file__).with_name("maps")

# A1 = team A's starting patient, A2 = team A's starting ghost; B likewise (CH-TEAM-1).
SEATS = ("A1", "A2", "B1", "B2")
SPAWN_CHAR = {"A1": "A", "A2": "a", "B1": "B", "B2": "b"}
NORMAL, OBSTACLE, GATE = ".", "#", "G"
CHARACTERS = {NORMAL: "normal", OBSTACLE: "obstacle", GATE: "gate", "A": "spawn of A1 (team A patient)",
              "a": "spawn of A2 (team A ghost)", "B": "spawn of B1 (team B patient)", "b": "spawn of B2 (team B ghost)"}
REQUIRED = ("format", "version", "name", "grid", "dice_area")
KEYS = REQUIRED + ("bombs",)
DICE = 6                # one d6 picks the dice-area row, another the column (CH-SWAP-2)
DICE_FREE_MIN = 4       # up to 3 other pieces may stand in the dice area: a 4th free cell always remains
DEFAULT_BOMBS = 4       # CH-MAP-3
MAX_SIDE = 32           # at most 32 rows and 32 columns: the canvas stays legible and validation stays cheap
MAX_FILE_BYTES = 64 * 1024   # a 32×32 map file takes about 1.5 kB


class InvalidMap(InvalidSetup):
    """A map that cannot be played: bad JSON, bad format, or a grid breaking CH-MAP-5."""


def at(cell: tuple[int, int]) -> str:
    """Return a 0-based cell written as the spec writes it: 'row R, col C' (1-based)."""
    return f"row {cell[0] + 1}, col {cell[1] + 1}"


def span(first: int, last: int) -> str:
    """Return a 0-based inclusive index range written 1-based, e.g. '2–7'."""
    return f"{first + 1}–{last + 1}"


@dataclass(frozen=True)
class Map:
    """A validated map: its size, the fixed cells, the dice area and the number of bombs."""

    name: str
    rows: int
    cols: int
    obstacles: frozenset[tuple[int, int]]
    gate: tuple[int, int]
    spawns: dict[str, tuple[int, int]] = field(hash=False)   # seat -> cell; a dict is unhashable, so hash skips it
    dice_rows: tuple[int, ...] = ()
    dice_cols: tuple[int, ...] = ()
    bombs: int = DEFAULT_BOMBS

    def cells(self) -> list[tuple[int, int]]:
        """Return every cell, row by row."""
        return [(r, c) for r in range(self.rows) for c in range(self.cols)]

    def inside(self, cell) -> bool:
        """Return whether `cell` is a (row, col) on the map."""
        return 0 <= cell[0] < self.rows and 0 <= cell[1] < self.cols

    def normal_cells(self) -> list[tuple[int, int]]:
        """Return the cells where bombs and the key may go: not an obstacle, the gate or a spawn (CH-MAP-3)."""
        fixed = self.obstacles | {self.gate} | set(self.spawns.values())
        return [cell for cell in self.cells() if cell not in fixed]

    def neighbours(self, cell) -> list[tuple[int, int]]:
        """Return the orthogonal neighbours of `cell` inside the map, in the order up, down, left, right."""
        r, c = cell
        return [n for n in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if self.inside(n)]

    def dice_cell(self, row_roll: int, col_roll: int) -> tuple[int, int]:
        """Return the cell two d6 rolls (1..6) select in the dice area (CH-SWAP-2)."""
        return self.dice_rows[row_roll - 1], self.dice_cols[col_roll - 1]

    def char(self, cell) -> str:
        """Return the grid character of `cell` in the JSON format."""
        if cell == self.gate:
            return GATE
        if cell in self.obstacles:
            return OBSTACLE
        seat = next((s for s, spawn in self.spawns.items() if spawn == cell), None)
        return SPAWN_CHAR[seat] if seat else NORMAL

    def grid(self) -> list[str]:
        """Return the map as grid strings, top row first."""
        return ["".join(self.char((r, c)) for c in range(self.cols)) for r in range(self.rows)]

    def to_dict(self) -> dict:
        """Return the map in the JSON format that map_from_dict reads back."""
        return {"format": FORMAT, "version": VERSION, "name": self.name, "grid": self.grid(),
                "dice_area": {"rows": [self.dice_rows[0] + 1, self.dice_rows[-1] + 1],
                              "cols": [self.dice_cols[0] + 1, self.dice_cols[-1] + 1]},
                "bombs": self.bombs}

    def view(self) -> dict:
        """Return the JSON-able description the front end draws (no bombs: they are hidden, CH-MAP-3)."""
        return {"name": self.name, "rows": self.rows, "cols": self.cols,
                "obstacles": [list(cell) for cell in sorted(self.obstacles)], "gate": list(self.gate),
                "spawns": {seat: list(self.spawns[seat]) for seat in SEATS},
                "dice_rows": list(self.dice_rows), "dice_cols": list(self.dice_cols)}


# ------------------------------------------------------------------------------------------- loading

def load_map(spec) -> Map:
    """Return the map `spec` names: a built-in name, a Map (as is), a dict, or a path to a JSON file.

    A file is read as untrusted input: at most MAX_FILE_BYTES bytes, within the limits of core.jsonin.
    """
    if isinstance(spec, Map):
        return spec
    if isinstance(spec, dict):
        return map_from_dict(spec)
    if isinstance(spec, str) and spec in BUILTIN:
        return _builtin(spec)
    if isinstance(spec, Path) or (isinstance(spec, str) and _looks_like_path(spec)):
        return _from_file(Path(spec))
    if isinstance(spec, str):
        raise InvalidMap(f"unknown map {spec!r}; built-in maps are {listing(BUILTIN)} "
                         f"(or give a path to a JSON map file, a dict or a Map)")
    raise InvalidMap(f"a map is given as a built-in name ({listing(BUILTIN)}), a path to a JSON file, "
                     f"a dict or a Map; got {type(spec).__name__}")


def _looks_like_path(text: str) -> bool:
    """Return whether a string that is not a built-in name is meant as a file path."""
    return text.endswith(".json") or "/" in text or "\\" in text or Path(text).exists()


@cache
def _builtin(name: str) -> Map:
    """Return a built-in map, read once (maps are frozen and shared)."""
    return _from_file(MAPS_DIR / f"{name}.json")


def _from_file(path: Path) -> Map:
    """Return the map in the JSON file at `path`; any problem is an InvalidMap naming the file.

    The file is untrusted: at most MAX_FILE_BYTES bytes, nested at most jsonin.MAX_DEPTH deep (core.jsonin).
    """
    data = read_json_file(path, f"map file {str(path)!r}", InvalidMap, MAX_FILE_BYTES,
                          hint="a map file holds one JSON object, see maps/README.md")
    try:
        return map_from_dict(data)
    except InvalidMap as e:
        raise InvalidMap(f"map file {str(path)!r}: {e}") from e


# ---------------------------------------------------------------------------------------- validation

def map_from_dict(data: dict) -> Map:
    """Return the map a JSON-format dict describes, checked against CH-MAP-5; raise InvalidMap if it breaks it."""
    _check_header(data)
    grid = _check_grid(data["grid"])
    rows, cols = len(grid), len(grid[0])
    where = _cells_by_char(grid)
    gate = _check_gate(where.get(GATE, []))
    spawns = _check_spawns(where)
    obstacles = frozenset(where.get(OBSTACLE, []))
    dice_rows, dice_cols = _check_dice_area(data["dice_area"], rows, cols)
    m = Map(name=data["name"], rows=rows, cols=cols, obstacles=obstacles, gate=gate, spawns=spawns,
            dice_rows=dice_rows, dice_cols=dice_cols)
    _check_dice_room(m)
    _check_reachable(m)
    # The bomb count is checked last: its limit comes from the number of normal cells, which the map computes.
    return replace(m, bombs=_check_bombs(data.get("bombs", DEFAULT_BOMBS), len(m.normal_cells())))


def _check_header(data) -> None:
    """Check the object, its keys, format, version and name."""
    if not isinstance(data, dict):
        raise InvalidMap(f"a map is a JSON object with keys {listing(KEYS)}; got {type(data).__name__}")
    unknown = [k for k in data if k not in KEYS]
    if unknown:
        raise InvalidMap(f"unknown map keys {listing(map(repr, unknown))}; allowed keys are {listing(KEYS)}")
    missing = [k for k in REQUIRED if k not in data]
    if missing:
        raise InvalidMap(f"the map lacks {listing(missing)}; every map has {listing(REQUIRED)} (bombs is optional)")
    if data["format"] != FORMAT:
        raise InvalidMap(f"map format {data['format']!r} is not {FORMAT!r}, the only format read")
    if not _whole(data["version"]) or data["version"] != VERSION:
        raise InvalidMap(f"map version {data['version']!r} is not supported; the only version is {VERSION}")
    if not isinstance(data["name"], str) or not data["name"]:
        raise InvalidMap(f"map name {data['name']!r} must be a non-empty string")


def _check_grid(grid) -> list[str]:
    """Return the grid rows once they are non-empty strings of equal length and known characters, at most
    MAX_SIDE rows of MAX_SIDE cells."""
    if not isinstance(grid, list) or not grid or not all(isinstance(row, str) for row in grid):
        raise InvalidMap("grid must be a non-empty list of strings, one per map row, top row first")
    if not grid[0]:
        raise InvalidMap("row 1 of the grid is empty; every row needs at least one cell")
    if len(grid) > MAX_SIDE or len(grid[0]) > MAX_SIDE:
        raise InvalidMap(f"the grid has {len(grid)} rows of {len(grid[0])} cells; a map has at most {MAX_SIDE} rows "
                         f"and {MAX_SIDE} columns")
    for r, row in enumerate(grid):
        if len(row) != len(grid[0]):
            raise InvalidMap(f"row {r + 1} has {len(row)} cells but row 1 has {len(grid[0])}; "
                             f"every row must have the same length")
    for r, row in enumerate(grid):
        for c, ch in enumerate(row):
            if ch not in CHARACTERS:
                allowed = ", ".join(f"{k!r} {v}" for k, v in CHARACTERS.items())
                raise InvalidMap(f"{at((r, c))} holds {ch!r}, an unknown character; allowed are {allowed}")
    return grid


def _cells_by_char(grid: list[str]) -> dict[str, list[tuple[int, int]]]:
    """Return the cells holding each character, row by row."""
    where: dict[str, list[tuple[int, int]]] = {}
    for r, row in enumerate(grid):
        for c, ch in enumerate(row):
            where.setdefault(ch, []).append((r, c))
    return where


def _check_gate(gates: list) -> tuple[int, int]:
    """Return the one gate cell."""
    if len(gates) != 1:
        found = f"{len(gates)} gates ({'; '.join(map(at, gates))})" if gates else "no gate"
        raise InvalidMap(f"the map has {found}; exactly one cell must be {GATE!r}")
    return gates[0]


def _check_spawns(where: dict) -> dict[str, tuple[int, int]]:
    """Return seat -> spawn cell once each seat's spawn character appears exactly once."""
    problems = []
    for seat in SEATS:
        ch, cells = SPAWN_CHAR[seat], where.get(SPAWN_CHAR[seat], [])
        if not cells:
            problems.append(f"no spawn {ch!r} for seat {seat}")
        elif len(cells) > 1:
            problems.append(f"spawn {ch!r} of seat {seat} appears {len(cells)} times ({'; '.join(map(at, cells))})")
    if problems:
        raise InvalidMap(f"{'; '.join(problems)}; each of {listing(map(repr, SPAWN_CHAR.values()))} "
                         f"must appear exactly once")
    return {seat: where[SPAWN_CHAR[seat]][0] for seat in SEATS}


def _check_dice_area(area, rows: int, cols: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Return the 0-based dice rows and cols once the area is a 6×6 block inside the map (CH-SWAP-2)."""
    if not isinstance(area, dict) or set(area) != {"rows", "cols"}:
        raise InvalidMap('dice_area must be an object {"rows": [first, last], "cols": [first, last]} '
                         "(1-based inclusive ranges)")
    return _dice_range(area["rows"], rows, "rows"), _dice_range(area["cols"], cols, "cols")


def _dice_range(pair, size: int, axis: str) -> tuple[int, ...]:
    """Return the 0-based indices of one dice-area range, 1-based inclusive in the file."""
    if size < DICE:
        raise InvalidMap(f"the map has {size} {axis}, but the dice area needs exactly {DICE} "
                         f"(a d6 picks one); maps smaller than {DICE}×{DICE} cannot be valid")
    if not isinstance(pair, list) or len(pair) != 2 or not all(_whole(v) for v in pair):
        raise InvalidMap(f"dice_area {axis} must be [first, last], two whole numbers (1-based); got {pair!r}")
    first, last = pair
    if not 1 <= first <= last <= size:
        raise InvalidMap(f"dice_area {axis} {first}–{last} is not inside the map; "
                         f"it must lie within {axis} 1–{size}, first ≤ last")
    if last - first + 1 != DICE:
        raise InvalidMap(f"dice_area {axis} {first}–{last} span {last - first + 1} {axis}; "
                         f"they must span exactly {DICE} (a d6 roll 1..6 picks one)")
    return tuple(range(first - 1, last))


def _check_dice_room(m: Map) -> None:
    """Check the dice area leaves a swapped ghost somewhere to land whatever the other pieces do."""
    free = [(r, c) for r in m.dice_rows for c in m.dice_cols if (r, c) not in m.obstacles and (r, c) != m.gate]
    if len(free) < DICE_FREE_MIN:
        raise InvalidMap(f"the dice area rows {span(m.dice_rows[0], m.dice_rows[-1])} × cols "
                         f"{span(m.dice_cols[0], m.dice_cols[-1])} holds {len(free)} cells that are neither "
                         f"obstacles nor the gate; it needs at least {DICE_FREE_MIN}, so a re-rolled ghost "
                         f"always finds a free cell (CH-SWAP-2)")


def _check_reachable(m: Map) -> None:
    """Check every spawn reaches the gate by orthogonal steps through non-obstacle cells."""
    # All four, not only A1's and B1's: a ghost seat can become a patient (CH-SWAP-4), and a hurt
    # patient goes back to its own seat's spawn (CH-MOVE-4), which must not trap it.
    reached = _reachable_from(m, m.gate)
    stuck = [seat for seat in SEATS if m.spawns[seat] not in reached]
    if stuck:
        spawns = "; ".join(f"the spawn of {seat} at {at(m.spawns[seat])}" for seat in stuck)
        raise InvalidMap(f"{spawns} cannot reach the gate at {at(m.gate)}; a patient moves orthogonally "
                         f"through non-obstacle cells, and any seat may be a patient (CH-SWAP-4), "
                         f"so open a path of '.' cells (CH-MAP-5)")
    # CH-MAP-7: a ghost reaches every cell (it passes obstacles), and a role swap or C2 may turn it into a
    # patient where it stands; a normal cell cut off from the gate would trap that patient for good.
    cut_off = [cell for cell in m.normal_cells() if cell not in reached]
    if cut_off:
        cells = "; ".join(map(at, cut_off[:4])) + ("; …" if len(cut_off) > 4 else "")
        raise InvalidMap(f"the normal cell(s) at {cells} cannot reach the gate at {at(m.gate)}; a ghost may stand "
                         f"there and become a patient (a role swap or C2), who could then never get out, so open "
                         f"a path of '.' cells or make them obstacles (CH-MAP-7)")


def _reachable_from(m: Map, start: tuple[int, int]) -> set[tuple[int, int]]:
    """Return the cells a patient can walk between with `start`: orthogonal steps avoiding obstacles."""
    seen, todo = {start}, deque([start])
    while todo:
        for n in m.neighbours(todo.popleft()):
            if n not in seen and n not in m.obstacles:
                seen.add(n)
                todo.append(n)
    return seen


def _check_bombs(bombs, normal: int) -> int:
    """Return the bomb count once it is a whole number that a Mischief can always relocate (CH-MAP-3, CH-MAP-7):
    at most the normal cells left free when all four pieces stand on normal cells."""
    room = max(0, normal - len(SEATS))
    if not _whole(bombs) or not 0 <= bombs <= room:
        raise InvalidMap(f"bombs {bombs!r} must be a whole number from 0 to {room}: the {normal} normal cells "
                         f"(not obstacle, gate or spawn) less the {len(SEATS)} pieces that may stand on them, "
                         f"since a Mischief moves every bomb to a free normal cell (CH-MAP-7)")
    return bombs


def _whole(value) -> bool:
    """Return whether a JSON value is an integer (true and false are not, though Python counts them)."""
    return isinstance(value, int) and not isinstance(value, bool)
