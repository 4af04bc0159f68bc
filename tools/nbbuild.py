"""A tiny builder of notebooks without outputs, shared by the tutorial scripts in tools/."""
from pathlib import Path

import nbformat as nbf

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"


class Notebook:
    """Collect markdown and code cells, then write them as a Python 3 notebook."""

    def __init__(self):
        self.cells = []

    def md(self, text: str) -> None:
        """Add a markdown cell."""
        self.cells.append(nbf.v4.new_markdown_cell(text.strip()))

    def code(self, text: str) -> None:
        """Add a code cell."""
        self.cells.append(nbf.v4.new_code_cell(text.strip()))

    def write(self, name: str) -> Path:
        """Write notebooks/<name> and return its path."""
        nb = nbf.v4.new_notebook()
        nb.cells = self.cells
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
        path = NOTEBOOKS / name
        nbf.write(nb, path)
        print(f"wrote {path} ({len(self.cells)} cells)")
        return path
