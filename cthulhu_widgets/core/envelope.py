"""A pure-Python check of the saved-game envelope (save.GAME_SCHEMA), with jsonschema's wording.

The envelope schema uses a handful of keywords (type, required, additionalProperties, properties, const, minimum,
pattern, items), so saves are checked in any Python (Pyodide included: jsonschema's rpds-py has no wasm wheel)
without the library. The first error in document order is reported, as (path, message).
"""
from __future__ import annotations

import re

TYPES = {"object": dict, "array": list, "string": str, "null": type(None)}


def _is(value, kind: str) -> bool:
    """Return whether a JSON value has a JSON Schema type (true is not an integer, 1.0 is)."""
    if kind == "integer":
        return (isinstance(value, int) and not isinstance(value, bool)) or (
            isinstance(value, float) and value.is_integer())
    if kind == "number":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if kind == "boolean":
        return isinstance(value, bool)
    return isinstance(value, TYPES[kind])


def first_error(value, schema: dict, path: tuple = ()):
    """Return (path, message) of the first way `value` breaks `schema`, or None when it fits."""
    kinds = schema.get("type")
    if kinds is not None:
        kinds = [kinds] if isinstance(kinds, str) else kinds
        if not any(_is(value, k) for k in kinds):
            return path, f"{value!r} is not of type {', '.join(map(repr, kinds))}"
    if "const" in schema and not (value == schema["const"] and type(value) is type(schema["const"])):
        return path, f"{schema['const']!r} was expected"
    if "minimum" in schema and value < schema["minimum"]:
        return path, f"{value!r} is less than the minimum of {schema['minimum']!r}"
    if "pattern" in schema and not re.search(schema["pattern"], value):
        return path, f"{value!r} does not match {schema['pattern']!r}"
    if isinstance(value, dict):
        return _object_error(value, schema, path)
    if isinstance(value, list) and "items" in schema:
        for i, item in enumerate(value):
            found = first_error(item, schema["items"], path + (i,))
            if found:
                return found
    return None


def _object_error(value: dict, schema: dict, path: tuple):
    """Return the first error of an object: a missing key, an extra key, then each known property in turn."""
    for key in schema.get("required", ()):
        if key not in value:
            return path, f"{key!r} is a required property"
    known = schema.get("properties", {})
    extra = schema.get("additionalProperties", True)
    unexpected = [k for k in value if k not in known]
    if extra is False and unexpected:
        verb = "was" if len(unexpected) == 1 else "were"
        return path, f"Additional properties are not allowed ({', '.join(map(repr, unexpected))} {verb} unexpected)"
    for key, item in value.items():
        sub = known.get(key, extra if isinstance(extra, dict) else None)
        found = first_error(item, sub, path + (key,)) if sub else None
        if found:
            return found
    return None
