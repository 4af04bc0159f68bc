"""The observation tensor of a seat: a fixed-size float32 vector read from `state.view(seat)` and nothing else.

The view (a JSON-able dict of exactly what the seat may know) is walked into named features, each hashed (CRC-32,
stable across processes) into one of `size` slots:

- a string, bool or null leaf at path `p` adds 1 to the slot of `p=value` (one-hot, by path);
- a number leaf adds 1 to `p=value` and its value to the slot of `p#` (so counts keep their size);
- a list of up to three numbers (a cell, `[row, col]`) is one leaf whose value is the whole list;
- a list of items that carry an identity (`seat`, `id`, `inst`) is keyed by it (`hand[id=cthulhu]/value`), so
  a hand is a set of cards wherever each one sits; other lists keep the position (`deck/cards/3/hidden`).

Two states a seat cannot tell apart have equal views, hence equal tensors: hidden information stays hidden by
construction. Hashing makes the size fixed for every game and rules variant at the cost of rare collisions
(slots are shared, never lost); the sizes (`SIZES`) keep them rare for the views of the default games.
"""
from __future__ import annotations

import zlib
from functools import lru_cache

import numpy as np

SIZES = {"letter": 512, "chaos": 2048, "mythos": 4096}
IDENTITY = ("seat", "id", "inst")


def features(view, path: str = "") -> list[tuple[str, float]]:
    """Return the (feature name, value) pairs of a view, in walking order."""
    out: list[tuple[str, float]] = []
    _walk(view, path, out)
    return out


def encode(view, size: int) -> np.ndarray:
    """Return the float32 tensor of `size` slots of a view (see the module docstring)."""
    found = features(view)
    tensor = np.zeros(size, dtype=np.float32)
    np.add.at(tensor, [_slot(name, size) for name, _ in found], [value for _, value in found])
    return tensor


@lru_cache(maxsize=1 << 16)
def _slot(name: str, size: int) -> int:
    return zlib.crc32(name.encode()) % size


def _walk(value, path: str, out: list) -> None:
    if isinstance(value, dict):
        for key, item in value.items():
            _walk(item, f"{path}/{key}", out)
    elif isinstance(value, list):
        _walk_list(value, path, out)
    elif isinstance(value, bool) or value is None or isinstance(value, str):
        out.append((f"{path}={value}", 1.0))
    else:
        out.append((f"{path}={value}", 1.0))
        out.append((f"{path}#", float(value)))


def _walk_list(items: list, path: str, out: list) -> None:
    if len(items) <= 3 and all(type(x) in (int, float) for x in items):
        out.append((f"{path}={items}", 1.0))            # a cell or a small tuple: one value
        return
    for i, item in enumerate(items):
        key = next((k for k in IDENTITY if isinstance(item, dict) and k in item), None)
        if key is not None:
            _walk({k: v for k, v in item.items() if k != key}, f"{path}[{key}={item[key]}]", out)
            out.append((f"{path}[{key}={item[key]}]", 1.0))
        elif isinstance(item, (str, int, list)) and not isinstance(item, bool):
            _walk(item, f"{path}[]", out)                # a list of names or cells: a set
        else:
            _walk(item, f"{path}/{i}", out)
