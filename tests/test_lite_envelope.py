"""The pure-Python save-envelope check (core/envelope.py, issue 24) says what jsonschema says, field for field.

Saves are checked without jsonschema so they load in Pyodide; each broken save below must get jsonschema's own
message at jsonschema's own path (jsonschema is a test dependency, so the comparison runs here).
"""
import copy

import jsonschema
import pytest

from cthulhu_widgets.core import save
from cthulhu_widgets.core.envelope import first_error

GOOD = {"format": save.FORMAT, "version": save.VERSION, "game": "letter", "seed": 3, "rules": {}, "setup": None,
        "actions": [{"kind": "play", "card": 2, "target": None}], "index": 1, "digest": "ab" * 32}

BREAKS = {
    "not an object": lambda d: [],
    "missing seed": lambda d: d.pop("seed"),
    "extra key": lambda d: d.update(extra=1),
    "two extra keys": lambda d: d.update(extra=1, more=2),
    "wrong format": lambda d: d.update(format="other"),
    "version as text": lambda d: d.update(version="2"),
    "negative seed": lambda d: d.update(seed=-1),
    "boolean seed": lambda d: d.update(seed=True),
    "text seed": lambda d: d.update(seed="3"),
    "rules a list": lambda d: d.update(rules=[]),
    "setup a number": lambda d: d.update(setup=5),
    "actions an object": lambda d: d.update(actions={}),
    "action without kind": lambda d: d["actions"].append({"card": 1}),
    "action kind a number": lambda d: d["actions"].append({"kind": 1}),
    "action value a list": lambda d: d["actions"].append({"kind": "play", "cards": [1]}),
    "bad digest": lambda d: d.update(digest="XYZ"),
    "negative index": lambda d: d.update(index=-2),
}


def _jsonschema_error(data):
    try:
        jsonschema.validate(data, save.GAME_SCHEMA)
    except jsonschema.ValidationError as e:
        return tuple(e.absolute_path), e.message
    return None


def test_a_good_save_fits_the_envelope_without_jsonschema():
    assert first_error(GOOD, save.GAME_SCHEMA) is None and _jsonschema_error(GOOD) is None


@pytest.mark.parametrize("name", sorted(BREAKS))
def test_a_broken_save_gets_jsonschemas_message_at_its_path(name):
    data = copy.deepcopy(GOOD)
    result = BREAKS[name](data)
    data = result if isinstance(result, list) else data
    assert first_error(data, save.GAME_SCHEMA) == _jsonschema_error(data)
