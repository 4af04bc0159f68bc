"""Saved games as JSON: the envelope schema, validation with clear errors, and a position digest."""
from __future__ import annotations

import hashlib
import json

from .envelope import first_error
from .errors import InvalidSave
from .jsonin import MAX_DEPTH, parse_json_value
from .views import to_json_text

FORMAT = "cthulhu-widgets/game"
# Version 2: the second edition of the rules (a uniform Letter deal, LS-SETUP-9; CHAOS and Mythos clarifications):
# a seed deals differently and rules changed, so a version-1 record would replay a different game.
VERSION = 2
OLD_VERSIONS = {1: "it was saved before the second edition of the rules (a seed now deals differently and "
                   "some rules changed), so it would replay a different game"}
MAX_BYTES = 2 * 1024 * 1024     # a 1,000-step CHAOS game saves in about 40 kB; a save over 2 MiB is refused unread
MAX_ACTIONS = 20_000            # replaying 20,000 steps takes about a second
# game name -> check of a saved setup before the game starts (a game registers one through `codec`)
SETUP_CHECKS: dict = {}

GAME_SCHEMA = {
    "type": "object",
    "required": ["format", "version", "game", "seed", "rules", "setup", "actions"],
    "additionalProperties": False,
    "properties": {
        "format": {"const": FORMAT},
        "version": {"const": VERSION},
        "game": {"type": "string"},
        "seed": {"type": "integer", "minimum": 0},
        "rules": {"type": "object"},
        "setup": {"type": ["object", "null"]},
        "actions": {"type": "array", "items": {
            "type": "object", "required": ["kind"],
            "properties": {"kind": {"type": "string"}},
            "additionalProperties": {"type": ["string", "integer", "boolean", "null"]}}},
        "index": {"type": "integer", "minimum": 0},
        "hints": {"type": "array", "items": {"type": "integer", "minimum": 0}},   # where hints were asked
        "digest": {"type": "string", "pattern": "^[0-9a-f]{64}$"},
    },
}


def decode(data):
    """Return a save given as JSON text, UTF-8 bytes or a dict as plain parsed JSON, within the file limits.

    Limits (InvalidSave says which was broken): at most MAX_BYTES bytes, arrays and objects nested at most
    MAX_DEPTH deep, integers of at most jsonin.MAX_INT_DIGITS digits, no key twice in one object.
    """
    return parse_json_value(data, "saved game", InvalidSave, MAX_BYTES, MAX_DEPTH)


def check(data, game: str) -> dict:
    """Return a decoded save once it has the right shape for `game` (at most MAX_ACTIONS actions)."""
    actions = data.get("actions") if isinstance(data, dict) else None
    if isinstance(actions, list) and len(actions) > MAX_ACTIONS:   # before the schema walks every one of them
        raise InvalidSave(f"not a valid saved game: at actions: {len(actions):,} entries; "
                          f"at most {MAX_ACTIONS:,} are allowed")
    version = data.get("version") if isinstance(data, dict) else None
    if type(version) is int and version in OLD_VERSIONS:
        raise InvalidSave(f"this save has format version {version}, and this package reads version {VERSION}: "
                          f"{OLD_VERSIONS[version]}")
    found = first_error(data, GAME_SCHEMA)   # pure Python: no jsonschema needed (Pyodide, issue 24)
    if found:
        where = "/".join(str(p) for p in found[0]) or "(top level)"
        raise InvalidSave(f"not a valid saved game: at {where}: {found[1][:300]}")
    if data["game"] != game:
        raise InvalidSave(f"this save is a {data['game']!r} game, not {game!r}")
    return data


def parse(data, game: str) -> dict:
    """Return the save (JSON text, bytes or dict) as a dict after checking its limits and its shape for `game`."""
    return check(decode(data), game)


def record(state, game: str) -> dict:
    """Return the replayable record of a game: seed, rules changes, setup and actions."""
    if state.determinized:
        raise ValueError("a determinized copy cannot be saved: its hidden cards were redealt, so its history no "
                         "longer replays; save the real game instead")
    return {"format": FORMAT, "version": VERSION, "game": game, "seed": state.seed, "rules": state.rules.changes(),
            "setup": state.setup, "actions": [a.to_dict() for a in state.history]}


def dumps(state, game: str) -> str:
    """Return the replayable record of a game (`record`) as JSON text."""
    return json.dumps(record(state, game), ensure_ascii=False, sort_keys=True)


def start(data: dict, new_game, **options):
    """Return the new game a parsed record starts from; bad rules or setup raise InvalidSave."""
    from .errors import CthulhuError

    if data["game"] in SETUP_CHECKS:
        SETUP_CHECKS[data["game"]](data["setup"])
    try:
        return new_game(data["seed"], data["rules"], data["setup"], **options)
    except CthulhuError as e:
        raise InvalidSave(f"the saved rules or setup are invalid: {e}") from None


def replay(actions, apply) -> None:
    """Apply recorded action dicts one by one with `apply`; the first that is not legal raises InvalidSave."""
    from .actions import Action
    from .errors import CthulhuError

    for i, entry in enumerate(actions):
        try:
            apply(Action.from_dict(entry))
        except CthulhuError as e:
            raise InvalidSave(f"step {i} of the saved game does not replay: {e}") from None


def load(data, game: str, new_game, events: bool = True):
    """Return the game a saved record (JSON text, bytes or dict) describes, replayed and checked step by step.

    Raises InvalidSave naming the problem: too large or too deep (see `decode`), bad JSON, wrong shape, bad rules
    or setup, a step that is not legal.
    """
    data = parse(data, game)
    state = start(data, new_game, events=events)
    replay(data["actions"], state.apply)
    return state


def codec(game: str, new_game, check_setup=None):
    """Return a game's (to_dict, to_json, from_json): its replayable record, that record as JSON text, and the
    game a record describes (replayed and checked step by step; InvalidSave names what is wrong).

    `check_setup(setup)`, if given, vets a saved setup before `new_game` sees it, raising InvalidSave: what
    Python code may pass to `new_game` (a map file's path) an untrusted save may not.
    """
    if check_setup is not None:
        SETUP_CHECKS[game] = check_setup

    def to_dict(state) -> dict:
        """Return the replayable record of a game: seed, rules changes, setup, actions."""
        return record(state, game)

    def to_json(state) -> str:
        """Return `to_dict(state)` as JSON text."""
        return dumps(state, game)

    def from_json(data, events: bool = True):
        """Return the game a `to_json` text (or its dict) records, replayed and checked step by step."""
        return load(data, game, new_game, events)

    return to_dict, to_json, from_json


def digest(obj) -> str:
    """Return the SHA-256 of the canonical JSON of `obj` (to detect edited saves)."""
    return hashlib.sha256(to_json_text(obj).encode("utf-8")).hexdigest()
