"""CHAOS maps (chaos.md §2 CH-MAP, §5 CH-SWAP-2): the built-in maps, the JSON format and its validation."""
import json
from collections import deque
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cthulhu_widgets.core.errors import InvalidSetup
from cthulhu_widgets.games.chaos.maps import BUILTIN, SEATS, InvalidMap, Map, load_map, map_from_dict

ASYLUM_OBSTACLES_1BASED = {(2, 4), (4, 2), (3, 6), (6, 3), (4, 5), (5, 4), (5, 7), (7, 5)}


def transpose(cell):
    """Return the mirror image of a cell across the main diagonal."""
    return cell[1], cell[0]


def walk_distance(m: Map, start, goal) -> int | None:
    """Return the fewest orthogonal patient steps from start to goal, avoiding obstacles (None if unreachable)."""
    dist, todo = {start: 0}, deque([start])
    while todo:
        cell = todo.popleft()
        for n in m.neighbours(cell):
            if n not in dist and n not in m.obstacles:
                dist[n] = dist[cell] + 1
                todo.append(n)
    return dist.get(goal)


def asylum_dict(**changes) -> dict:
    """Return the asylum map in its JSON format with some keys changed (None removes a key)."""
    data = load_map("asylum").to_dict()
    data.update(changes)
    return {k: v for k, v in data.items() if v is not None}


def grid_with(*edits, grid=None) -> list[str]:
    """Return the asylum grid (or `grid`) with (row, col, char) edits, 1-based."""
    rows = [list(row) for row in (grid or load_map("asylum").grid())]
    for r, c, ch in edits:
        rows[r - 1][c - 1] = ch
    return ["".join(row) for row in rows]


# ---------------------------------------------------------------------------------------- built-in maps

def test_asylum_matches_its_description_ch_map_1_ch_map_2():
    """CH-MAP-1, CH-MAP-2: asylum is 8×8, gate top-left, team spawns in the two other corners, 4 bombs."""
    m = load_map("asylum")
    assert (m.name, m.rows, m.cols, m.bombs) == ("asylum", 8, 8, 4)
    assert m.gate == (0, 0)
    assert m.spawns == {"A1": (7, 0), "A2": (7, 1), "B1": (0, 7), "B2": (1, 7)}
    assert {(r + 1, c + 1) for r, c in m.obstacles} == ASYLUM_OBSTACLES_1BASED
    assert len(m.normal_cells()) == 64 - 8 - 1 - 4


def test_asylum_is_fair_under_the_transpose_ch_map_2():
    """CH-MAP-2: 8 obstacles symmetric under the transpose, which swaps the teams; both patients 7 from the gate."""
    m = load_map("asylum")
    assert len(m.obstacles) == 8
    assert {transpose(c) for c in m.obstacles} == m.obstacles
    assert transpose(m.gate) == m.gate
    assert transpose(m.spawns["A1"]) == m.spawns["B1"] and transpose(m.spawns["A2"]) == m.spawns["B2"]
    manhattan = [abs(m.spawns[s][0] - m.gate[0]) + abs(m.spawns[s][1] - m.gate[1]) for s in ("A1", "B1")]
    assert manhattan == [7, 7]
    assert walk_distance(m, m.spawns["A1"], m.gate) == walk_distance(m, m.spawns["B1"], m.gate) == 7


def test_asylum_dice_area_ch_swap_2():
    """CH-SWAP-2, CH-MAP-2: asylum's dice area is rows 2–7 × cols 2–7; two d6 rolls pick a cell in it."""
    m = load_map("asylum")
    assert m.dice_rows == m.dice_cols == (1, 2, 3, 4, 5, 6)
    assert m.dice_cell(1, 1) == (1, 1) and m.dice_cell(6, 6) == (6, 6) and m.dice_cell(2, 5) == (2, 5)


def test_ward_matches_its_description_ch_map_1_ch_swap_2():
    """CH-MAP-1, CH-SWAP-2: ward is 6×6, the asylum corners scaled down, 4 symmetric obstacles, whole-board dice."""
    m = load_map("ward")
    assert (m.name, m.rows, m.cols, m.bombs) == ("ward", 6, 6, 3)
    assert m.gate == (0, 0)
    assert m.spawns == {"A1": (5, 0), "A2": (5, 1), "B1": (0, 5), "B2": (1, 5)}
    assert len(m.obstacles) == 4 and {transpose(c) for c in m.obstacles} == m.obstacles
    assert m.dice_rows == m.dice_cols == tuple(range(6))
    assert walk_distance(m, m.spawns["A1"], m.gate) == walk_distance(m, m.spawns["B1"], m.gate) == 5


@pytest.mark.parametrize("name", BUILTIN)
def test_builtin_maps_keep_fixed_cells_apart_ch_map_5(name):
    """CH-MAP-5, CH-MAP-3: gate, spawns and obstacles never share a cell; bombs go only on the normal cells."""
    m = load_map(name)
    fixed = [m.gate, *m.spawns.values(), *m.obstacles]
    assert len(set(fixed)) == len(fixed)
    assert set(m.normal_cells()) == set(m.cells()) - set(fixed)
    assert set(m.spawns) == set(SEATS)


def test_map_cells_inside_and_neighbours_ch_move_1():
    """CH-MOVE-1, CH-MAP-1: cells run row by row; neighbours are orthogonal, inside, ordered up, down, left, right."""
    m = load_map("asylum")
    assert m.cells()[:3] == [(0, 0), (0, 1), (0, 2)] and len(m.cells()) == 64
    assert m.inside((7, 7)) and not m.inside((8, 0)) and not m.inside((0, -1))
    assert m.neighbours((3, 3)) == [(2, 3), (4, 3), (3, 2), (3, 4)]
    assert m.neighbours((0, 0)) == [(1, 0), (0, 1)]
    assert m.neighbours((7, 7)) == [(6, 7), (7, 6)]


def test_view_is_json_for_the_front_end_ch_map_3():
    """CH-MAP-1, CH-MAP-3: the view is plain JSON with the fixed cells and the dice area, and no bombs."""
    view = load_map("ward").view()
    assert json.loads(json.dumps(view)) == view
    assert set(view) == {"name", "rows", "cols", "obstacles", "gate", "spawns", "dice_rows", "dice_cols"}
    assert view["gate"] == [0, 0] and view["spawns"]["B2"] == [1, 5]
    assert sorted(view["obstacles"]) == [[1, 3], [3, 1], [3, 4], [4, 3]]


def test_map_is_frozen_and_hashable_ch_map_1():
    """CH-MAP-1: a map is an immutable value: equal maps hash alike and fields cannot be set."""
    a, b = load_map("asylum"), map_from_dict(load_map("asylum").to_dict())
    assert a == b and hash(a) == hash(b)
    with pytest.raises(AttributeError):
        a.rows = 9


# ------------------------------------------------------------------------------------------- loading

@pytest.mark.parametrize("name", BUILTIN)
def test_to_dict_round_trips_ch_map_1(name):
    """CH-MAP-1: to_dict writes the JSON format, and map_from_dict reads the same map back."""
    m = load_map(name)
    data = json.loads(json.dumps(m.to_dict()))
    assert data == json.loads((Path(__file__).parents[1] / "cthulhu_widgets/games/chaos/maps" /
                               f"{name}.json").read_text(encoding="utf-8"))
    assert map_from_dict(data) == m


def test_load_map_from_a_file_path_ch_map_1(tmp_path):
    """CH-MAP-1: maps are data files: a str or Path to a JSON file loads; bombs defaults to 4."""
    data = asylum_dict(name="copy", bombs=None)
    path = tmp_path / "copy.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    for spec in (path, str(path)):
        m = load_map(spec)
        assert m.name == "copy" and m.bombs == 4 and m.obstacles == load_map("asylum").obstacles


def test_load_map_from_a_dict_or_a_map_ch_map_1():
    """CH-MAP-1: a dict in the JSON format loads; a Map is returned as it is."""
    m = load_map(asylum_dict(name="mine", bombs=0))
    assert (m.name, m.bombs) == ("mine", 0)
    assert load_map(m) is m


@pytest.mark.parametrize("spec, words", [
    ("dungeon", ["unknown map 'dungeon'", "asylum, ward"]),
    (42, ["got int", "asylum, ward"]),
    ("no/such/file.json", ["cannot read map file", "no/such/file.json"]),
], ids=["unknown-name", "wrong-type", "missing-file"])
def test_load_map_rejects_what_it_cannot_find_ch_map_5(spec, words):
    """CH-MAP-5: an unknown name lists the built-in maps; a missing file is named."""
    with pytest.raises(InvalidMap) as e:
        load_map(spec)
    for word in words:
        assert word in str(e.value)


def test_load_map_rejects_bad_json_and_bad_maps_in_files_ch_map_5(tmp_path):
    """CH-MAP-5: a file that is not JSON says where; a file with a bad map names the file and the problem."""
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": ', encoding="utf-8")
    with pytest.raises(InvalidMap, match=r"not valid JSON \(line 1"):
        load_map(bad)
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps(asylum_dict(bombs=99)), encoding="utf-8")
    with pytest.raises(InvalidMap, match=r"wrong\.json.*bombs 99"):
        load_map(str(wrong))
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(InvalidMap, match="cannot read map file"):
        load_map(binary)


def test_invalid_map_is_an_invalid_setup_ch_map_5():
    """CH-MAP-5: InvalidMap is an InvalidSetup (and so a ValueError) for callers catching either."""
    assert issubclass(InvalidMap, InvalidSetup) and issubclass(InvalidMap, ValueError)


# ---------------------------------------------------------------------------------------- validation

CROWDED_DICE = ["G......B", "#######b"] + ["#" * 8] * 4 + ["#...####", "Aa......"]  # 3 free cells in the dice area
ENCLOSED_A = grid_with((7, 1, "#"), (7, 2, "#"), (8, 3, "#"))
BAD_MAPS = {
    # id: (data, words the message must hold)
    "not-a-dict": (["G......B"], ["JSON object", "got list"]),
    "wrong-format": (asylum_dict(format="chaos"), ["format 'chaos'", "cthulhu-widgets/chaos-map"]),
    "wrong-version": (asylum_dict(version=2), ["version 2", "only version is 1"]),
    "unknown-key": ({**asylum_dict(), "bomb": 3}, ["'bomb'", "allowed keys are"]),
    "missing-key": (asylum_dict(dice_area=None), ["lacks dice_area", "bombs is optional"]),
    "empty-name": (asylum_dict(name=""), ["name ''", "non-empty string"]),
    "grid-not-a-list": (asylum_dict(grid="G......B"), ["grid must be a non-empty list of strings"]),
    "grid-empty": (asylum_dict(grid=[]), ["grid must be a non-empty list of strings"]),
    "grid-of-numbers": (asylum_dict(grid=[1, 2]), ["grid must be a non-empty list of strings"]),
    "empty-row": (asylum_dict(grid=[""] * 8), ["row 1", "empty"]),
    "ragged-rows": (asylum_dict(grid=grid_with()[:2] + [".....#."] + grid_with()[3:]),
                    ["row 3 has 7 cells but row 1 has 8", "same length"]),
    "unknown-char": (asylum_dict(grid=grid_with((2, 3, "x"))),
                     ["row 2, col 3", "'x'", "unknown character", "'#' obstacle", "'b' spawn of B2"]),
    "no-gate": (asylum_dict(grid=grid_with((1, 1, "."))), ["no gate", "exactly one cell must be 'G'"]),
    "two-gates": (asylum_dict(grid=grid_with((3, 3, "G"))),
                  ["2 gates (row 1, col 1; row 3, col 3)", "exactly one"]),
    "missing-spawn": (asylum_dict(grid=grid_with((8, 2, "."))), ["no spawn 'a' for seat A2", "exactly once"]),
    "duplicate-spawn": (asylum_dict(grid=grid_with((4, 4, "B"))),
                        ["spawn 'B' of seat B1 appears 2 times (row 1, col 8; row 4, col 4)", "exactly once"]),
    "patient-cut-off": (asylum_dict(grid=ENCLOSED_A),
                        ["spawn of A1 at row 8, col 1; the spawn of A2 at row 8, col 2 cannot reach the gate "
                         "at row 1, col 1", "non-obstacle"]),
    "ghost-cut-off": (asylum_dict(grid=grid_with((1, 2, "#"), (2, 1, "#"), (1, 1, "a"), (3, 3, "G"), (8, 2, "."))),
                      ["spawn of A2 at row 1, col 1 cannot reach the gate at row 3, col 3",
                       "any seat may be a patient"]),
    "dice-not-an-object": (asylum_dict(dice_area=[2, 7]), ['"rows": [first, last]', "1-based"]),
    "dice-malformed": (asylum_dict(dice_area={"rows": "2-7", "cols": [2, 7]}),
                       ["dice_area rows must be [first, last]", "got '2-7'"]),
    "dice-span": (asylum_dict(dice_area={"rows": [2, 6], "cols": [2, 7]}),
                  ["dice_area rows 2–6 span 5 rows", "exactly 6"]),
    "dice-outside": (asylum_dict(dice_area={"rows": [2, 7], "cols": [4, 9]}),
                     ["dice_area cols 4–9 is not inside the map", "cols 1–8"]),
    "dice-reversed": (asylum_dict(dice_area={"rows": [7, 2], "cols": [2, 7]}), ["rows 7–2", "first ≤ last"]),
    "map-too-small": (asylum_dict(grid=["G...B", "....b", ".....", ".....", "Aa..."]),
                      ["the map has 5 rows", "exactly 6", "smaller than 6×6 cannot be valid"]),
    "dice-crowded": (asylum_dict(grid=CROWDED_DICE),
                     ["rows 2–7 × cols 2–7 holds 3 cells", "neither obstacles nor the gate", "at least 4"]),
    "too-many-bombs": (asylum_dict(bombs=48), ["bombs 48", "from 0 to 47", "51 normal cells", "CH-MAP-7"]),
    "negative-bombs": (asylum_dict(bombs=-1), ["bombs -1", "from 0 to 47"]),
    "bombs-not-a-number": (asylum_dict(bombs=True), ["bombs True", "whole number"]),
}


@pytest.mark.parametrize("data, words", BAD_MAPS.values(), ids=BAD_MAPS.keys())
def test_bad_map_is_rejected_naming_the_problem_ch_map_5(data, words):
    """CH-MAP-5 (and CH-SWAP-2 for the dice area): a bad map raises InvalidMap naming the cell/row and the rule."""
    with pytest.raises(InvalidMap) as e:
        map_from_dict(data)
    for word in words:
        assert word in str(e.value)


# -------------------------------------------------------------------------------------------- properties

@st.composite
def grids(draw) -> list[str]:
    """Return a random grid, often a playable one: the special cells on distinct cells, now and then a flaw."""
    rows, cols = (draw(st.integers(1, 9) | st.integers(6, 9)) for _ in range(2))
    cells = [[draw(st.sampled_from(".....#")) for _ in range(cols)] for _ in range(rows)]
    specials = "GAaBb" + draw(st.sampled_from([""] * 6 + ["G", "A", "x"]))
    places = draw(st.lists(st.tuples(st.integers(0, rows - 1), st.integers(0, cols - 1)), unique=True,
                           min_size=min(len(specials), rows * cols), max_size=min(len(specials), rows * cols)))
    for ch, (r, c) in zip(specials, places, strict=False):   # a tiny grid has fewer cells than specials
        cells[r][c] = ch
    grid = ["".join(row) for row in cells]
    if draw(st.integers(0, 9)) == 0:   # now and then a ragged row
        grid[draw(st.integers(0, rows - 1))] += "."
    return grid


@st.composite
def map_dicts(draw) -> dict:
    """Return a random dict in the map format: a random grid, dice area and bomb count."""
    grid = draw(grids())
    first_row, first_col = (draw(st.integers(1, max(1, size - 5)) | st.just(0)) for size in (len(grid), len(grid[0])))
    data = {"format": "cthulhu-widgets/chaos-map", "version": 1, "name": "random", "grid": grid,
            "dice_area": {"rows": [first_row, first_row + draw(st.sampled_from([5] * 7 + [4]))],
                          "cols": [first_col, first_col + 5]}}
    bombs = draw(st.one_of(st.none(), st.integers(-1, 80), st.sampled_from([2.0, "3", [], True])))
    if bombs is not None:
        data["bombs"] = bombs
    return data


JSON = st.recursive(st.none() | st.booleans() | st.integers(-3, 12) | st.floats(allow_nan=False) | st.text(max_size=9),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4),
                    max_leaves=12)


@given(map_dicts())
def test_random_grids_load_or_raise_invalid_map_ch_map_5(data):
    """CH-MAP-5: any grid loads or raises InvalidMap, never another error; a loaded map obeys CH-MAP-5, round-trips."""
    try:
        m = map_from_dict(data)
    except InvalidMap:
        return
    assert map_from_dict(m.to_dict()) == m
    assert len(m.dice_rows) == len(m.dice_cols) == 6
    for seat in SEATS:
        assert walk_distance(m, m.spawns[seat], m.gate) is not None
    assert 0 <= m.bombs <= len(m.normal_cells()) - len(SEATS)
    assert all(walk_distance(m, cell, m.gate) is not None for cell in m.normal_cells())  # CH-MAP-7


@given(st.fixed_dictionaries({}, optional={"format": JSON, "version": JSON, "name": JSON, "grid": JSON,
                                           "dice_area": JSON, "bombs": JSON}) | JSON)
def test_random_json_loads_or_raises_invalid_map_ch_map_5(data):
    """CH-MAP-5: any JSON value, as a whole or under the map's keys, is a map or an InvalidMap."""
    try:
        map_from_dict(data)
    except InvalidMap:
        pass
