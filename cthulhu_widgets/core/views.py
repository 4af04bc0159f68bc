"""View helpers: how hidden items look, and a check that a view is plain JSON."""
from __future__ import annotations

import json

def hidden() -> dict:
    """Return the placeholder for an item the viewing seat may not see."""
    return {"hidden": True}


def flagged(item: dict) -> dict:
    """Return `item` marked as hidden from the player (for the designer's view)."""
    return {**item, "hidden": True}


def to_json_text(obj) -> str:
    """Return canonical JSON text (sorted keys, no spaces) of a view or save."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
