"""Reading untrusted JSON (saves, map files, card files) within limits, in time linear in its size.

Every file input may be hostile. Before Python's `json` sees a text, its size and its nesting depth are
checked (the depth by a scan that never recurses, so 100,000 brackets are refused without a
RecursionError); while parsing, an integer longer than MAX_INT_DIGITS digits, NaN / Infinity and a key
written twice in one object are refused. Each problem raises the caller's error class with a message
saying what was wrong and what is allowed.
"""
from __future__ import annotations

import json
import re
from collections import Counter
from itertools import accumulate

from .errors import listing

MAX_DEPTH = 32          # arrays and objects inside each other; the package's own files nest at most 8 deep
MAX_INT_DIGITS = 100    # a seed or a count never needs more; Python refuses int strings over 4300 digits anyway

# One JSON string, escapes included; an unterminated one stops at the end of the text (the closing quote is
# optional), so a match always succeeds where it starts and the scan stays linear.
_STRING = re.compile(r'"[^"\\]*+(?:\\.[^"\\]*+)*+"?', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]++")


def parse_json(data, what: str, error: type[Exception], max_bytes: int, max_depth: int = MAX_DEPTH, hint: str = ""):
    """Return the JSON value in `data` (UTF-8 bytes or text); raise `error` if it breaks a limit or is not JSON.

    `what` names the input in messages ("map file 'x.json'"); `hint` ends the message of a syntax error
    (where the format is described). Limits: at most `max_bytes` bytes of UTF-8, arrays and objects nested
    at most `max_depth` deep, integers of at most MAX_INT_DIGITS digits, no NaN or Infinity, no key twice
    in one object.
    """
    text = _text(data, what, error, max_bytes)
    depth = nesting_depth(text)
    if depth > max_depth:
        raise error(f"{what}: arrays and objects are nested {depth} deep; at most {max_depth} levels are allowed")
    try:
        return json.loads(text, object_pairs_hook=_object_reader(what, error),
                          parse_int=_int_reader(what, error), parse_constant=_constant_refuser(what, error))
    except json.JSONDecodeError as e:
        raise error(f"{what}: not valid JSON (line {e.lineno}, col {e.colno}: {e.msg})"
                    + (f"; {hint}" if hint else "")) from None


def read_json_file(path, what: str, error: type[Exception], max_bytes: int, max_depth: int = MAX_DEPTH,
                   hint: str = ""):
    """Return the JSON value in the file at `path` within the limits of `parse_json` (see `read_limited`)."""
    return parse_json(read_limited(path, what, error, max_bytes), what, error, max_bytes, max_depth, hint)


def read_limited(path, what: str, error: type[Exception], max_bytes: int) -> bytes:
    """Return the bytes of the file at `path`, reading no more than `max_bytes` + 1 of them.

    A file that cannot be read, or holds more than `max_bytes` bytes, raises `error` saying so.
    """
    try:
        with open(path, "rb") as f:
            raw = f.read(max_bytes + 1)
    except OSError as e:
        raise error(f"cannot read {what} ({e.strerror or e})") from None
    if len(raw) > max_bytes:
        _too_large(error, what, max_bytes)
    return raw


def parse_json_value(value, what: str, error: type[Exception], max_bytes: int, max_depth: int = MAX_DEPTH):
    """Return `value` (JSON text, bytes, or an already parsed dict / list from Python) as plain parsed JSON.

    A parsed value is held to the same limits as text: its depth is checked without recursion, then it is
    written out as JSON and read back with `parse_json` (so tuples become lists, and a value JSON cannot hold
    raises `error`).
    """
    if isinstance(value, (str, bytes, bytearray)):
        return parse_json(value, what, error, max_bytes, max_depth)
    _check_shape(value, what, error, max_bytes, max_depth)
    try:
        text = json.dumps(value, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as e:
        raise error(f"{what}: not JSON data ({e}); only dicts with string keys, lists, strings, numbers, "
                    f"true, false and null are allowed") from None
    return parse_json(text, what, error, max_bytes, max_depth)


def nesting_depth(text: str) -> int:
    """Return how deep arrays and objects nest in JSON `text` (0 for a scalar), by a linear scan without recursion."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(accumulate(1 if b in "[{" else -1 for b in brackets), default=0)


def _check_shape(value, what: str, error, max_bytes: int, max_depth: int) -> None:
    """Raise `error` if dicts and lists nest deeper than `max_depth` in `value`, walking it without recursion.

    More than `max_bytes` items cannot fit the size limit either (each takes a byte of JSON at least): the walk
    stops there, so a value sharing its lists many times over is refused rather than walked for ever.
    """
    todo, seen = [(value, 1)], 0
    while todo:
        item, depth = todo.pop()
        seen += 1
        if seen > max_bytes:
            _too_large(error, what, max_bytes)
        children = item.values() if isinstance(item, dict) else item if isinstance(item, (list, tuple)) else None
        if children is None:
            continue
        if depth > max_depth:
            raise error(f"{what}: arrays and objects are nested more than {max_depth} deep; "
                        f"at most {max_depth} levels are allowed")
        todo.extend((child, depth + 1) for child in children)


def _too_large(error, what: str, max_bytes: int, size: int | None = None):
    """Raise `error` saying the input holds more than `max_bytes` bytes (at least `size`, when known)."""
    found = f"at least {size:,} bytes" if size else f"over {max_bytes:,} bytes"
    raise error(f"{what}: too large ({found}); at most {max_bytes:,} bytes are allowed")


def _text(data, what: str, error, max_bytes: int) -> str:
    """Return `data` as text once it is UTF-8 of at most `max_bytes` bytes."""
    if isinstance(data, (bytes, bytearray)):
        size = len(data)
    elif isinstance(data, str):
        # A text of more characters than the limit is too large whatever its encoding: no need to encode it.
        size = len(data) if len(data) > max_bytes else len(data.encode("utf-8", "surrogatepass"))
    else:
        raise error(f"{what}: expected JSON text or bytes, not {type(data).__name__}")
    if size > max_bytes:
        _too_large(error, what, max_bytes, size)
    if isinstance(data, str):
        return data
    try:
        return bytes(data).decode("utf-8")
    except UnicodeDecodeError as e:
        raise error(f"cannot read {what}: not UTF-8 text ({e}); JSON files are UTF-8") from None


def _object_reader(what: str, error):
    """Return the json hook building an object's dict, refusing a key written twice (the second would win silently)."""
    def read(pairs: list) -> dict:
        obj = dict(pairs)
        if len(obj) != len(pairs):
            twice = sorted(k for k, n in Counter(k for k, _ in pairs).items() if n > 1)
            raise error(f"{what}: key {listing(map(repr, twice))} appears twice in one object; "
                        f"each key may appear once")
        return obj
    return read


def _int_reader(what: str, error):
    """Return the json hook reading an integer, refusing one of more than MAX_INT_DIGITS digits."""
    def read(digits: str) -> int:
        n = len(digits.lstrip("-"))
        if n > MAX_INT_DIGITS:
            raise error(f"{what}: an integer of {n:,} digits; integers of at most {MAX_INT_DIGITS} digits are allowed")
        return int(digits)
    return read


def _constant_refuser(what: str, error):
    """Return the json hook for NaN / Infinity / -Infinity, which JSON does not have."""
    def refuse(name: str):
        raise error(f"{what}: {name} is not a JSON number; numbers must be finite")
    return refuse
