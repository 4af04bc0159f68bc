"""Design tools drawn with ipycanvas (for JupyterLab: ipycanvas draws nothing in Voilà 0.5.13).

`MapEditor` paints a CHAOS map with the mouse, validates it on every stroke (CH-MAP-5) and exports a map that
`chaos.new_game(setup={"map": editor.map})` plays; `heat(...)` counts where CHAOS patients are hurt by bombs
and where roles swap over bot games, and `Heatmap` draws those counts. The logic (`MapDraft`, `heat`) is
plain Python, tested without a canvas.
"""
from __future__ import annotations

import json
from pathlib import Path

from ..bots import make_bot
from ..sim import SEAT_STRIDE
from ..games import chaos
from ..games.chaos.maps import (DICE, FORMAT, GATE, NORMAL, OBSTACLE, SPAWN_CHAR, VERSION, InvalidMap, load_map,
                                map_from_dict)

TOOLS = ("obstacle", "normal", "gate", "A1", "A2", "B1", "B2", "dice")
CELL = 44  # pixels per cell
COLOURS = {NORMAL: "#f4efe6", OBSTACLE: "#5b5148", GATE: "#d9a441", "A": "#4e79a7", "a": "#a0c4e8",
           "B": "#e15759", "b": "#f4a6a7"}


class MapDraft:
    """An editable CHAOS map: grid characters, dice area (1-based first row and col) and bomb count."""

    def __init__(self, base="asylum", name: str | None = None):
        """Start from a built-in map name, a map dict, a Map or a map file (anything `chaos.load_map` reads)."""
        m = load_map(base)
        self.name = name or f"{m.name}_edit"
        self.grid = [list(row) for row in m.grid()]
        self.dice = (m.dice_rows[0] + 1, m.dice_cols[0] + 1)
        self.bombs = m.bombs

    @property
    def rows(self) -> int:
        """Return the number of rows."""
        return len(self.grid)

    @property
    def cols(self) -> int:
        """Return the number of columns."""
        return len(self.grid[0])

    def paint(self, row: int, col: int, tool: str) -> None:
        """Apply `tool` to the 1-based cell (row, col): a gate or spawn moves there (each exists once); "dice"
        puts the 6×6 dice area's top-left corner there, pulled inside the map."""
        if tool not in TOOLS:
            raise ValueError(f"unknown tool {tool!r}; tools are {', '.join(TOOLS)}")
        if type(row) is not int or type(col) is not int or not (1 <= row <= self.rows and 1 <= col <= self.cols):
            raise ValueError(f"cell ({row!r}, {col!r}) is outside the {self.rows}×{self.cols} map (1-based)")
        if tool == "dice":
            self.dice = (max(1, min(row, self.rows - DICE + 1)), max(1, min(col, self.cols - DICE + 1)))
            return
        char = {"obstacle": OBSTACLE, "normal": NORMAL, "gate": GATE}.get(tool) or SPAWN_CHAR[tool]
        if char not in (OBSTACLE, NORMAL):  # unique cells: clear the old one first
            for line in self.grid:
                for c, ch in enumerate(line):
                    if ch == char:
                        line[c] = NORMAL
        self.grid[row - 1][col - 1] = char

    def to_dict(self) -> dict:
        """Return the draft in the JSON map format (valid or not)."""
        r, c = self.dice
        return {"format": FORMAT, "version": VERSION, "name": self.name, "grid": ["".join(line) for line in self.grid],
                "dice_area": {"rows": [r, r + DICE - 1], "cols": [c, c + DICE - 1]}, "bombs": self.bombs}

    @property
    def error(self) -> str | None:
        """Return why the draft is not a playable map (CH-MAP-5), or None when it is."""
        try:
            map_from_dict(self.to_dict())
        except InvalidMap as e:
            return str(e)
        return None

    @property
    def map(self) -> dict:
        """Return the validated map dict, ready for `chaos.new_game(setup={"map": ...})`; raise InvalidMap."""
        data = self.to_dict()
        map_from_dict(data)
        return data

    def save(self, path) -> Path:
        """Write the validated map as a JSON map file; return its path (raise InvalidMap and write nothing)."""
        path = Path(path)
        path.write_text(json.dumps(self.map, indent=2), encoding="utf-8")
        return path


def heat(n: int = 50, seed: int = 0, rules=None, policies="heuristic", chaos_map=None) -> dict:
    """Return, over `n` CHAOS bot games (seeds seed…), per-cell counts: "hurt" (bombs that went off under a
    patient) and "swap" (where roles swapped), as row lists (top row first), with "rows", "cols" and "games".

    `chaos_map` is any map `chaos.load_map` reads (a `MapEditor.map` too); None plays the rules' map.
    """
    if type(n) is not int or n < 1:
        raise ValueError(f"n (games to play) must be a whole number >= 1, not {n!r}")
    setup = None if chaos_map is None else {"map": chaos_map}
    probe = chaos.new_game(seed, rules, setup, events=False)  # checks rules and map once
    rows, cols = probe.map.rows, probe.map.cols
    hurt = [[0] * cols for _ in range(rows)]
    swap = [[0] * cols for _ in range(rows)]
    names = policies if isinstance(policies, dict) else dict.fromkeys(chaos.SEATS, policies)
    for s in range(seed, seed + n):
        state = chaos.new_game(s, rules, setup)
        bots = {seat: make_bot(names[seat], "chaos", s * SEAT_STRIDE + i) for i, seat in enumerate(chaos.SEATS)}
        while state.to_act is not None:
            state.apply(bots[state.to_act].choose(state))
            for event in state.events:
                if event.name == "bomb":
                    r, c = event.data["cell"]
                    hurt[r - 1][c - 1] += 1
                elif event.name == "swap":
                    # The old ghost, now the patient, stays on the cell where they met (the other re-rolls).
                    r, c = state.pos[event.data["ghost"]]
                    swap[r][c] += 1
    return {"rows": rows, "cols": cols, "games": n, "hurt": hurt, "swap": swap}


def shade(count: int, top: int) -> str:
    """Return the fill colour of a heatmap cell: white at 0, deep red at the largest count."""
    t = 0.0 if top <= 0 else count / top
    g = round(255 * (1 - 0.8 * t))
    return f"rgb(255, {g}, {round(255 * (1 - t))})"


# ----- drawing (ipycanvas) ----------------------------------------------------------------------------
class MapEditor:
    """A CHAOS map editor: choose a tool, click cells; the status line says at once whether the map is valid."""

    def __init__(self, base="asylum", name: str | None = None):
        import ipywidgets as w
        from ipycanvas import Canvas

        self.draft = MapDraft(base, name)
        self.tool = w.ToggleButtons(options=TOOLS, value="obstacle", description="tool")
        self.status = w.HTML()
        self.canvas = Canvas(width=self.draft.cols * CELL, height=self.draft.rows * CELL)
        self.canvas.on_mouse_down(self._clicked)
        self.widget = w.VBox([self.tool, self.canvas, self.status])
        self.redraw()

    @property
    def map(self) -> dict:
        """Return the validated map dict (raises InvalidMap while the draft breaks CH-MAP-5)."""
        return self.draft.map

    def click(self, row: int, col: int) -> None:
        """Paint the 1-based cell with the current tool and redraw (what a mouse click does)."""
        self.draft.paint(row, col, self.tool.value)
        self.redraw()

    def _clicked(self, x: float, y: float) -> None:
        row, col = int(y // CELL) + 1, int(x // CELL) + 1
        if 1 <= row <= self.draft.rows and 1 <= col <= self.draft.cols:
            self.click(row, col)

    def redraw(self) -> None:
        """Draw the grid, the dice area and the validation status."""
        from ipycanvas import hold_canvas

        d, canvas = self.draft, self.canvas
        with hold_canvas():
            canvas.clear()
            for r, line in enumerate(d.grid):
                for c, ch in enumerate(line):
                    canvas.fill_style = COLOURS[ch]
                    canvas.fill_rect(c * CELL, r * CELL, CELL - 1, CELL - 1)
                    if ch not in (NORMAL, OBSTACLE):
                        canvas.fill_style = "#222"
                        canvas.font = "16px sans-serif"
                        canvas.fill_text(ch, c * CELL + CELL / 2 - 5, r * CELL + CELL / 2 + 6)
            canvas.stroke_style = "#2a9d8f"
            canvas.line_width = 3
            canvas.stroke_rect((d.dice[1] - 1) * CELL, (d.dice[0] - 1) * CELL, DICE * CELL, DICE * CELL)
        error = d.error
        self.status.value = ("<b style='color:#2a7a2a'>valid map</b>" if error is None
                             else f"<b style='color:#b00'>not playable:</b> {error}")

    def _ipython_display_(self):
        from IPython.display import display

        display(self.widget)


class Heatmap:
    """Two canvases side by side: where patients were hurt, and where roles swapped, over the games of `heat`."""

    def __init__(self, counts: dict):
        import ipywidgets as w
        from ipycanvas import Canvas

        self.counts = counts
        self.canvases = {k: Canvas(width=counts["cols"] * CELL, height=counts["rows"] * CELL)
                         for k in ("hurt", "swap")}
        titles = {"hurt": "patients hurt by bombs", "swap": "role swaps"}
        self.widget = w.HBox([w.VBox([w.HTML(f"<b>{titles[k]}</b> ({counts['games']} games)"), c])
                              for k, c in self.canvases.items()])
        for kind in self.canvases:
            self.draw(kind)

    def draw(self, kind: str) -> None:
        """Draw one grid of counts, each cell shaded by its share of the largest count and labelled."""
        from ipycanvas import hold_canvas

        grid, canvas = self.counts[kind], self.canvases[kind]
        top = max(max(row) for row in grid)
        with hold_canvas():
            canvas.clear()
            canvas.font = "13px sans-serif"
            for r, row in enumerate(grid):
                for c, count in enumerate(row):
                    canvas.fill_style = shade(count, top)
                    canvas.fill_rect(c * CELL, r * CELL, CELL - 1, CELL - 1)
                    if count:
                        canvas.fill_style = "#222"
                        canvas.fill_text(str(count), c * CELL + 6, r * CELL + CELL / 2 + 5)

    def _ipython_display_(self):
        from IPython.display import display

        display(self.widget)
