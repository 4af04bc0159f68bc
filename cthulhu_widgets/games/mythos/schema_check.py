"""Checking a Mythos set file against its JSON Schema (cards/schema.json), with errors that name the card (or
investigator, or deck) and the field."""
from __future__ import annotations

import json
import reprlib
from functools import cache
from pathlib import Path

from ...core.errors import InvalidSetup, listing

SCHEMA_FILE = Path(__file__).with_name("cards") / "schema.json"
OWNERS = {"cards": ("card", "id"), "investigators": ("investigator", "id"), "decks": ("deck", "name")}


class InvalidCardData(InvalidSetup):
    """A card set or deck list that breaks the format (cards/README.md) or the deck rules (MY-ZONE-4)."""


def _as_list(value) -> list:
    """Return a one-or-many parameter as a list."""
    return list(value) if isinstance(value, list) else [value]


@cache
def _schema() -> dict:
    """Return the JSON Schema of a set file (cards/schema.json), read once."""
    return json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))


def _strict_integers():
    """Return the schema's validator class where 1.0 and true are not integers (JSON Schema allows 1.0)."""
    try:
        import jsonschema   # here, not at import: it costs seconds (its format grammar) and only set files need it
    except ImportError:
        raise InvalidCardData("checking a card set file needs jsonschema, which is not installed: "
                              "pip install cthulhu-widgets[cards] (the built-in set needs no check)") from None

    base = jsonschema.Draft202012Validator
    checker = base.TYPE_CHECKER.redefine(
        "integer", lambda _checker, v: isinstance(v, int) and not isinstance(v, bool))
    return jsonschema.validators.extend(base, type_checker=checker)


@cache
def _validator():
    """Return the validator of cards/schema.json."""
    return _strict_integers()(_schema())


@cache
def _fast_check():
    """Return a compiled check of cards/schema.json that says only valid or not (fastjsonschema), or None
    without the library."""
    checks = _fast_checks()
    return checks[0] if checks else None


@cache
def _fast_checks():
    """Return the compiled check of a whole set file and those of one item of each owner list ({"cards": fits,
    ...}, for the owners whose items the schema checks by a $ref alone), or None without fastjsonschema.

    Compiled once per process: about 30 times faster than jsonschema on the built-in set, which test_mythos_data
    and every widget opened on a set file check (issue 23 round G, make test's time budget). The schema's keywords
    are all draft 7 ones; its type check is draft 4's, where 1.0 and true are not integers (as _strict_integers).
    An item's check is the function the compiled code holds for its $ref, so it costs no second compilation.
    """
    try:
        from fastjsonschema import JsonSchemaException, RefResolver
        from fastjsonschema.draft04 import CodeGeneratorDraft04
        from fastjsonschema.draft07 import CodeGeneratorDraft07
    except ImportError:
        return None

    class Strict(CodeGeneratorDraft07):
        generate_type = CodeGeneratorDraft04.generate_type

    def local_only(uri):   # the schema's references are all within it: never fetch one
        raise JsonSchemaException(f"no remote reference: {uri}")

    schema = {k: v for k, v in _schema().items() if k != "$schema"}
    resolver = RefResolver.from_schema(schema, handlers={"http": local_only, "https": local_only}, store={})
    code = Strict(schema, resolver=resolver, use_default=False, use_formats=False)
    scope = code.global_state
    exec(code.func_code, scope)

    def fits(validate):
        def check(data) -> bool:
            try:
                validate(data)
            except JsonSchemaException:
                return False
            return True
        return check

    items = {}
    for owner, item_schema in _item_schemas().items():
        with resolver.in_scope(item_schema["$ref"]):
            name = resolver.get_scope_name()
        if callable(scope.get(name)):
            items[owner] = fits(scope[name])
    return fits(scope[resolver.get_scope_name()]), items


@cache
def _item_schemas() -> dict:
    """Return the item schema ({"$ref": ...}) of each owner list whose errors can be sought an item at a time:
    those of one item come from that item alone, and the rest of the file's errors come out the same when
    the list holds one stand-in instead (the root and the list look at nothing else: only the keywords below)."""
    root = _schema()
    if not set(root) <= {"$schema", "$id", "title", "description", "type", "required", "properties",
                         "propertyNames", "$defs"}:
        return {}
    found = {}
    for owner in OWNERS:
        array = root.get("properties", {}).get(owner)
        if (isinstance(array, dict) and set(array) <= {"description", "type", "items", "minItems"}
                and array.get("type") == "array" and array.get("minItems", 0) <= 1
                and isinstance(array.get("items"), dict) and set(array["items"]) == {"$ref"}):
            found[owner] = array["items"]
    return found


def _error_order(error) -> list:
    """Return the sort key of a schema error's path: an object or list before what it holds, an object's keys by
    name (the top level's too), a list's items by index."""
    return [(isinstance(p, str), p) for p in error.absolute_path]


def _check_schema(data) -> None:
    """Raise InvalidCardData on the first schema error, in file order, naming the card and the field."""
    checks = _fast_checks()
    if checks is not None and checks[0](data):   # a set the compiled check accepts, jsonschema accepts too
        return
    error = _first_error(data, checks[1] if checks else {})
    if error is not None:
        raise InvalidCardData(_describe(error, data))


def _first_error(data, item_checks: dict):
    """Return the first schema error in file order (_error_order; the first found among equals), or None.

    jsonschema over a whole set costs ~0.1 s (~1.8 s a call in make test's busy workers), so each owner list is
    checked an item at a time by its compiled check: jsonschema looks only at the first item that fails it (and
    the next, if it finds nothing there), and at the file with one stand-in item for each such list. This relies,
    as _check_schema's shortcut does, on the compiled check never accepting what jsonschema refuses."""
    validator = _validator()
    lists = {o: data[o] for o in item_checks if isinstance(data, dict) and isinstance(data.get(o), list) and data[o]}
    frame = {k: [None] if k in lists else v for k, v in data.items()} if lists else data
    firsts = [e for e in validator.iter_errors(frame)
              if not (len(e.absolute_path) >= 2 and e.absolute_path[0] in lists
                      and isinstance(e.absolute_path[1], int))]
    for owner, items in lists.items():
        for index, item in enumerate(items):
            if item_checks[owner](item):
                continue
            errors = list(validator.descend(item, _item_schemas()[owner], path=index))
            for e in errors:
                e.path.appendleft(owner)
                e.schema_path.extendleft(["items", owner, "properties"])
            if errors:
                firsts += errors
                break
    return min(firsts, key=_error_order, default=None)


def _describe(error, data) -> str:
    """Return a schema error as "card 'id': field 'effects[0].delta': what is wrong; what is allowed"."""
    path = list(error.absolute_path)
    if "propertyNames" in error.schema_path:
        path.append(error.instance)
        allowed = error.validator_value if error.validator == "enum" else None
        message = (f"unknown field; the fields allowed here are {listing(allowed, 40)}" if allowed
                   else "this field is not allowed here")
    elif error.validator == "required":
        missing = [k for k in error.validator_value if k not in error.instance]
        path.append(missing[0])
        message = f"missing; this object needs {listing(error.validator_value)}"
    elif error.validator in ("enum", "const"):
        allowed = error.validator_value if error.validator == "enum" else [error.validator_value]
        message = f"{_short(error.instance)} is not allowed; allowed are {listing(map(repr, allowed), 40)}"
    elif error.validator == "type":
        message = f"{_short(error.instance)} is not of type {' or '.join(_as_list(error.validator_value))}"
    elif error.validator == "anyOf" and error.context:
        message = f"{_short(error.instance)} fits none of the allowed forms ({_best_context(error)})"
    else:
        message = f"{_short(error.instance)} is not valid: {error.message[:200]}"
    owner, rest = _owner(path, data)
    where = f"field {_dotted(rest)!r}" if rest else "the object"
    return f"{owner}: {where}: {message}" if owner else f"set file: {where}: {message}"


def _best_context(error) -> str:
    """Return the message of the most telling alternative of an anyOf error."""
    from jsonschema.exceptions import best_match

    best = best_match(error.context)
    return best.message[:160] if best else "see cards/README.md"


def _owner(path: list, data) -> tuple[str, list]:
    """Return the card / investigator / deck a path points into (as "card 'id'") and the rest of the path."""
    if len(path) >= 2 and path[0] in OWNERS and isinstance(path[1], int):
        label, key = OWNERS[path[0]]
        item = data[path[0]][path[1]]
        name = item.get(key) if isinstance(item, dict) else None
        return (f"{label} {name!r}" if isinstance(name, str) else f"{label} #{path[1] + 1}"), path[2:]
    return "", path


def _dotted(path: list) -> str:
    """Return a JSON path as effects[0].if.card."""
    text = ""
    for p in path:
        text += f"[{p}]" if isinstance(p, int) else (f".{p}" if text else str(p))
    return text


def _short(value) -> str:
    """Return a value's repr cut to a readable length."""
    return reprlib.repr(value)
