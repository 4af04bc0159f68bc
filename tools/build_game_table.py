"""Write js/src/games.json, the front end's game table, from the registry (cthulhu_widgets.games.front_end_table):
each shipped game's menu label, a new room's seats, its languages and their scripts. The room lobby and the page's
words import it, so a game is listed once, in its GameSpec.

Run: .venv/bin/python tools/build_game_table.py  (tests/test_game_spec.py fails while the file is stale).
"""
import json
from pathlib import Path

from cthulhu_widgets.games import front_end_table

TABLE = Path(__file__).resolve().parents[1] / "js" / "src" / "games.json"


def text() -> str:
    """Return the file's text: the table as JSON, one game a line, in registry order."""
    rows = [f" {json.dumps(name)}: {json.dumps(entry, ensure_ascii=False)}" for name, entry in front_end_table().items()]
    return "{\n" + ",\n".join(rows) + "\n}\n"


if __name__ == "__main__":
    TABLE.write_text(text(), encoding="utf-8")
    print(TABLE)
