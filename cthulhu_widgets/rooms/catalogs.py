"""The catalog a room's page draws with besides the view (card names, words, seats): made once per game and seats
for the whole server, printed data only, nothing dealt."""
from __future__ import annotations

import hashlib
import json

from ..frames import catalog
from .room_words import room_catalog

_CATALOGS: dict = {}      # (game, seats) -> (tag, JSON text) of its catalog, shared by the server's rooms


def catalog_text(game: str, seats) -> tuple[str, str]:
    """Return (tag, JSON text) of the catalog of `game` with `seats` (~120 KB, never serialized per join), its tag
    what a page that holds it names when it joins."""
    key = (game, tuple(seats))
    if key not in _CATALOGS:
        text = json.dumps(room_catalog(game, catalog(game, list(seats))), sort_keys=True)
        _CATALOGS[key] = hashlib.sha256(text.encode("utf-8")).hexdigest()[:16], text
    return _CATALOGS[key]
