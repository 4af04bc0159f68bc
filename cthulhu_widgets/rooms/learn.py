"""The solo courses a room's newcomer is pointed to (review 27, room_en 1: a table offered no "Learn to play" and the
lobby's pointer was no link): the static play pages (docs/lite.md, `make lite`: site/play) served under
<rooms>/learn/, where they were built; `?learn=1` starts the game's course (js/src/lite/main.js)."""
from __future__ import annotations

import os
from pathlib import Path

# where `make lite` builds the pages (the checkout's site/play); CTHULHU_LITE_DIR names another
BUILT = Path(__file__).resolve().parents[2] / "site" / "play"
# Pyodide compiles WebAssembly: the pages need 'wasm-unsafe-eval', which the rooms' own pages never get; a table's
# page frames them (its course sheet, js/src/room/learn_sheet.js; review 28, room_en 2): frame-ancestors 'self'
CSP = ("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; "
       "img-src 'self' data: blob:; connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; "
       "frame-ancestors 'self'")


def lite_dir() -> Path | None:
    """Return the folder of the built play pages, None when they are not built (the words then say where)."""
    where = Path(os.environ.get("CTHULHU_LITE_DIR") or BUILT)
    return where if (where / "chaos.html").is_file() and (where / "lite.js").is_file() else None


def learn_routes(prefix: str, static, static_kwargs: dict | None = None) -> list:
    """Return the route of the play pages under `prefix`/learn/ served by `static` (none when they are not built)."""
    where = lite_dir()
    if where is None:
        return []
    return [(prefix + r"/learn/(.*)", static, {**(static_kwargs or {}), "path": str(where)})]
