"""Build the static play pages (make lite, docs/lite.md): one page per game, no server, no CDN.

    python tools/build_lite.py [--out site/play] [--no-snapshot]

From the registries only: Pyodide's core from npm (PYODIDE, installed under build/lite/npm), traitlets' pure wheel
from PyPI (the version this venv has), and the package's own wheel (python -m build, no isolation). The page's host
(js/src/lite/main.js) is bundled with the project's esbuild; the worker (js/src/lite/worker.js) is copied. The pages
start Pyodide from a memory snapshot taken in Node at build time with the package imported (js/src/lite/snapshot.mjs):
in headless Chromium, 2.6 s to the first table from a cold cache instead of 7 s (docs/lite.md).
"""
from __future__ import annotations

import argparse
import gzip
import html
import json
import shutil
import subprocess
import sys
import zipfile
from importlib.metadata import version
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / "build" / "lite"
PYODIDE = "314.0.8"
# The files Pyodide's core loads: its loader, the runtime and its wasm, the standard library, the package lock.
CORE = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
GAMES = {"letter": "Lovecraft Letter", "chaos": "CHAOS", "mythos": "Mythos"}


def run(*cmd, cwd=ROOT) -> None:
    print("+", " ".join(map(str, cmd)), flush=True)
    subprocess.run(list(map(str, cmd)), cwd=cwd, check=True)


def pyodide_core(out: Path) -> None:
    """Copy Pyodide's core files from npm's package (installed once per version under build/lite/npm)."""
    npm = WORK / "npm"
    package = npm / "node_modules" / "pyodide"
    have = json.loads((package / "package.json").read_text())["version"] if package.exists() else None
    if have != PYODIDE:
        npm.mkdir(parents=True, exist_ok=True)
        (npm / "package.json").write_text('{"private": true}\n')
        run("npm", "install", "--no-audit", "--no-fund", "--no-save", f"pyodide@{PYODIDE}", cwd=npm)
    (out / "pyodide").mkdir(parents=True, exist_ok=True)
    for name in CORE:
        shutil.copy2(package / name, out / "pyodide" / name)


def wheels(out: Path) -> list[str]:
    """Build the package's wheel, fetch traitlets' (the version installed here); return their paths in the site."""
    dist = WORK / "dist"
    shutil.rmtree(dist, ignore_errors=True)
    run(sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", dist)
    run(sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", "-q", "-d", dist,
        f"traitlets=={version('traitlets')}")
    target = out / "wheels"
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir(parents=True)
    names = []
    for wheel in sorted(dist.glob("*.whl")):
        if wheel.name.startswith("cthulhu_widgets-"):
            slim(wheel, target / wheel.name)
        else:
            shutil.copy2(wheel, target / wheel.name)
        names.append(f"wheels/{wheel.name}")
    run("node", ROOT / "js" / "src" / "lite" / "precompile.mjs", out / "pyodide", *(out / n for n in names))
    return names


def slim(wheel: Path, to: Path) -> None:
    """Copy the package's wheel with its notebook bundles (static/) emptied: the page draws with lite.js, and
    importing the widgets only checks that the bundles exist."""
    with zipfile.ZipFile(wheel) as src, zipfile.ZipFile(to, "w", zipfile.ZIP_DEFLATED) as dst:
        for item in src.infolist():
            stub = "/static/" in item.filename and not item.filename.endswith("/")
            dst.writestr(item, "/* the static play page draws with lite.js */\n" if stub else src.read(item))


def front_end(out: Path) -> None:
    """Bundle the page's host (the canvas front end with it) and copy the worker."""
    esbuild = ROOT / "js" / "node_modules" / ".bin" / "esbuild"
    run(esbuild, "src/lite/main.js", "--bundle", "--format=iife", "--target=es2020", "--minify",
        f"--outfile={out / 'lite.js'}", cwd=ROOT / "js")
    shutil.copy2(ROOT / "js" / "src" / "lite" / "worker.js", out / "worker.js")


PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} — play in the browser</title>
<style>body {{ background: #1d2a24; color: #e8e0cc; margin: 8px; font-family: system-ui, sans-serif; }}
a {{ color: #f5c542; }}</style></head>
<body><p id="cw-lite-intro"><a href="index.html">All games</a> · {title}: plays in your browser; nothing is sent
anywhere.</p>
<div id="cw-lite"></div>
<script type="application/json" id="cw-lite-config">{config}</script>
<script src="lite.js"></script></body></html>
"""

INDEX = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Play now, no install</title>
<style>body {{ background: #1d2a24; color: #e8e0cc; font: 16px system-ui, sans-serif; margin: 40px; }}
a {{ color: #f5c542; }}</style></head>
<body><h1>Play now, no install</h1><p>Each table runs the package's Python rules engine in your browser
(Pyodide, about {size} to download once); no server is involved.</p><ul>{links}</ul></body></html>
"""


def snapshot(out: Path, wheel_paths: list[str]) -> str:
    """Write Pyodide's memory snapshot with the package imported (js/src/lite/snapshot.mjs), gzipped (31.5 MB, 7.7 MB
    gzipped, sent so whether or not the host compresses; the worker unzips it); return its path in the site."""
    raw = WORK / "snapshot.bin"
    run("node", ROOT / "js" / "src" / "lite" / "snapshot.mjs", out / "pyodide", raw, *(out / n for n in wheel_paths))
    (out / "pyodide" / "snapshot.bin.gz").write_bytes(gzip.compress(raw.read_bytes(), 6, mtime=0))
    return "pyodide/snapshot.bin.gz"


def pages(out: Path, wheel_paths: list[str], snapshot_path: str | None = None) -> None:
    for game, title in GAMES.items():
        config = json.dumps({"game": game, "lang": "en", "wheels": wheel_paths, "worker": "worker.js",
                             **({"snapshot": snapshot_path} if snapshot_path else {})})
        (out / f"{game}.html").write_text(PAGE.format(title=html.escape(title), config=config.replace("<", "\\u003c")))
    links = "".join(f'<li><a href="{g}.html">{html.escape(t)}</a></li>' for g, t in GAMES.items())
    (out / "index.html").write_text(INDEX.format(links=links, size=f"{sizes(out)['gzip'] / 1e6:.0f} MB"))


def sizes(out: Path) -> dict:
    """Return the site's size in bytes: as stored and gzip-compressed (what a server that compresses sends)."""
    files = [p for p in out.rglob("*") if p.is_file()]
    raw = sum(p.stat().st_size for p in files)
    packed = sum(len(gzip.compress(p.read_bytes(), 6)) for p in files)
    return {"files": len(files), "bytes": raw, "gzip": packed}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", default=str(ROOT / "site" / "play"), help="output directory (default site/play)")
    p.add_argument("--no-snapshot", dest="snapshot", action="store_false",
                   help="start the pages' Pyodide as usual, not from the memory snapshot of Pyodide with the package "
                        "imported that they start from by default (docs/lite.md, \"Speed\")")
    args = p.parse_args(argv)
    out = Path(args.out).resolve()   # esbuild runs in js/
    out.mkdir(parents=True, exist_ok=True)
    for old in (out / "pyodide").glob("snapshot.bin*"):
        old.unlink()
    pyodide_core(out)
    front_end(out)
    paths = wheels(out)
    pages(out, paths, snapshot(out, paths) if args.snapshot else None)
    print(json.dumps({"out": str(out), **sizes(out)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
