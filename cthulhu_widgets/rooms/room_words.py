"""The widgets' words a room page says otherwise: a room's page has no bar with a Seed box, Play this seed or New game
(the seats' links and Rematch stand there), so an end text that pointed there points to nothing (issue 23 round G,
finding 4: a Letter room's end said the seed was in "the bar's Seed box")."""
from __future__ import annotations

# game -> catalog "ui" language -> key -> the room's words (each language the game offers)
ROOM_UI = {
    "letter": {
        "en": {"end_hidden": "The face-down cards stay face down: the table shows only what you saw."},
        "zh": {"end_hidden": "蓋著的牌保持蓋著：牌桌只顯示你看過的牌。"},
        "ja": {"end_hidden": "伏せたカードは伏せたまま：卓にはあなたが見たものだけが表示される。"},
    },
}


def room_catalog(game: str, catalog: dict) -> dict:
    """Return the widgets' catalog of `game` with the words a room says otherwise (`catalog` is left as it is)."""
    words = ROOM_UI.get(game)
    if not words or not isinstance(catalog.get("ui"), dict):
        return catalog
    ui = {lang: {**table, **words.get(lang, words["en"])} if isinstance(table, dict) else table
          for lang, table in catalog["ui"].items()}
    return {**catalog, "ui": ui}
