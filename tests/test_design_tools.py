"""Design tools: the CHAOS map draft (paint, live validation, export) and the hurt / swap heat counts."""
import pytest

from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos.maps import InvalidMap
from cthulhu_widgets.sim import simulate
from cthulhu_widgets.widgets.design import CELL, Heatmap, MapDraft, MapEditor, heat, shade


def test_a_built_in_map_is_a_valid_draft_and_walls_make_it_invalid():
    d = MapDraft("ward")
    assert d.error is None and d.to_dict()["grid"] == chaos.load_map("ward").grid()
    for col in range(1, 7):          # a wall across row 3 cuts team A's spawns off the gate (CH-MAP-5)
        d.paint(3, col, "obstacle")
    assert "cannot reach the gate" in d.error
    with pytest.raises(InvalidMap, match="cannot reach"):
        d.save("unused.json")  # nothing is written for an unplayable map
    d.paint(3, 3, "normal")
    assert d.error is None


def test_gate_and_spawns_move_rather_than_multiply():
    d = MapDraft("asylum")
    d.paint(4, 4, "gate")
    d.paint(5, 5, "B2")
    grid = d.to_dict()["grid"]
    assert sum(row.count("G") for row in grid) == 1 and grid[3][3] == "G"
    assert sum(row.count("b") for row in grid) == 1 and grid[4][4] == "b"


def test_dice_area_is_pulled_inside_the_map():
    d = MapDraft("asylum")           # 8×8: a 6×6 area starts at row / col 1 to 3
    d.paint(7, 8, "dice")
    assert d.to_dict()["dice_area"] == {"rows": [3, 8], "cols": [3, 8]}


def test_exported_map_plays_and_saves(tmp_path):
    d = MapDraft("ward", name="ward_walls")
    d.paint(3, 2, "obstacle")
    state = chaos.new_game(3, setup={"map": d.map})
    assert state.map.name == "ward_walls" and (2, 1) in state.map.obstacles
    path = d.save(tmp_path / "ward_walls.json")
    assert chaos.load_map(str(path)).obstacles == state.map.obstacles
    df = simulate("chaos", {"max_rounds": 10}, n=2, setup={"map": d.map})
    assert len(df) == 2


def test_bad_tools_and_cells_are_refused():
    d = MapDraft("ward")
    with pytest.raises(ValueError, match="unknown tool"):
        d.paint(1, 1, "lava")
    with pytest.raises(ValueError, match="outside"):
        d.paint(7, 1, "obstacle")


def test_heat_counts_hurt_patients_and_swaps_where_they_can_happen():
    counts = heat(n=6, seed=2, rules={"max_rounds": 30}, chaos_map="ward")
    m = chaos.load_map("ward")
    assert (counts["rows"], counts["cols"], counts["games"]) == (6, 6, 6)
    total_hurt = sum(map(sum, counts["hurt"]))
    assert total_hurt > 0 and sum(map(sum, counts["swap"])) > 0
    for r, c in m.obstacles | {m.gate}:   # a patient never stands on an obstacle or a closed gate
        assert counts["hurt"][r][c] == 0 and counts["swap"][r][c] == 0
    with pytest.raises(ValueError, match="whole number"):
        heat(n=0)


def test_heat_shades_run_from_white_to_red():
    assert shade(0, 5) == "rgb(255, 255, 255)" and shade(5, 5) == "rgb(255, 51, 0)" and shade(0, 0) == shade(0, 9)


def test_editor_clicks_paint_and_report_validity():
    editor = MapEditor("ward")
    assert "valid map" in editor.status.value
    editor.tool.value = "obstacle"
    for col in range(1, 7):
        editor._clicked(col * CELL - CELL / 2, 2.5 * CELL)   # pixel -> row 3, col `col`
    assert "not playable" in editor.status.value and "cannot reach" in editor.status.value
    editor._clicked(10_000, 10_000)  # outside the canvas: ignored
    Heatmap(heat(n=1, chaos_map="ward"))
