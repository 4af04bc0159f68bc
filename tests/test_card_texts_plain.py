"""Card texts are player text: no rule ID (MY-…, CH-…, LS-…) in any card's name or text, in any language."""
import json
import re
from pathlib import Path

import pytest

from cthulhu_widgets.games import SHIPPED, get_spec

RULE_ID = re.compile(r"\b[A-Z]{2}-[A-Z]+(-\d+)?\b")


def strings(node):
    """Yield every string inside a JSON value."""
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for value in node.values():
            yield from strings(value)
    elif isinstance(node, list):
        for value in node:
            yield from strings(value)


@pytest.mark.parametrize("game", SHIPPED)
def test_card_texts_name_no_rule_ids(game):
    """The zoom shows these texts to players: rule IDs belong to design mode (issue 23's 'Players read sentences')."""
    path = Path(get_spec(game).game().__file__).with_name("card_texts.json")
    if not path.exists():
        pytest.skip(f"{game} has no card_texts.json")
    data = {k: v for k, v in json.loads(path.read_text("utf-8")).items() if k != "_doc"}
    found = [s for s in strings(data) if RULE_ID.search(s)]
    assert not found, f"rule IDs in {game}'s card texts: {found[:3]}"
