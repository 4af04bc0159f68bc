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

# The site index, read on a phone as often as on a desk (newcomer review 33, letter_zh 3: a zh-TW phone reader reached
# an English page of tiny links about Pyodide): the reader's language (the table's link gives it as ?lang=, else the
# one the tables stored, else the browser's), big links, a short line. Its words: en, zh (Simplified), zh-TW, ja.
INDEX_WORDS = {
    "en": {"head": "Cthulhu card games", "line": "Choose a game. It plays here in your browser: nothing to install.",
           "letter": ["Lovecraft Letter", "Solo: seal Cthulhu"], "chaos": ["CHAOS", "2 against 2, bots at the other seats"],
           "mythos": ["Mythos", "2 players: you against a bot"]},
    "zh": {"head": "克苏鲁卡牌游戏", "line": "选一个游戏。它在你的浏览器里运行，无需安装。",
           "letter": ["克苏鲁情书", "单人：封印克苏鲁"], "chaos": ["CHAOS", "2 对 2，其余座位由电脑代打"],
           "mythos": ["Mythos", "2 人：你对电脑"]},
    "zh-TW": {"head": "克蘇魯卡牌遊戲", "line": "選一個遊戲。它在你的瀏覽器裡執行，無需安裝。",
              "letter": ["克蘇魯情書", "單人：封印克蘇魯"], "chaos": ["CHAOS", "2 對 2，其餘座位由電腦代打"],
              "mythos": ["Mythos", "2 人：你對電腦"]},
    "ja": {"head": "クトゥルフのカードゲーム", "line": "ゲームを選んでください。ブラウザの中で動き、インストールは不要です。",
           "letter": ["ラブクラフト・レター", "ひとり用：クトゥルフを封印する"], "chaos": ["CHAOS", "2 対 2、ほかの席はボット"],
           "mythos": ["ミトス", "2 人用：あなた対ボット"]},
}

INDEX = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cthulhu card games</title>
<style>body {{ background: #1d2a24; color: #e8e0cc; font: 18px/1.4 system-ui, sans-serif; margin: 0 auto; padding: 16px;
  max-width: 560px; }}
h1 {{ font-size: 24px; margin: 8px 0; }}
ul {{ list-style: none; padding: 0; margin: 16px 0; }}
a {{ display: block; box-sizing: border-box; min-height: 56px; margin: 0 0 12px; padding: 10px 16px; font-size: 20px;
  font-weight: bold; color: #1a1408; background: #f5c542; border-radius: 10px; text-decoration: none; }}
a small {{ display: block; font-size: 15px; font-weight: normal; }}</style></head>
<body><h1 id="head"></h1><p id="line"></p><ul>{links}</ul>
<script>
const WORDS = {words};
const KEY = "cthulhu-widgets:lang";
/* the reader's language: the link's ?lang=, else the tables' stored one, else the browser's; zh-TW for Traditional */
function readerLang() {{
  let stored = null;
  try {{ stored = localStorage.getItem(KEY); }} catch (e) {{}}
  const asked = new URLSearchParams(location.search).get("lang") || stored || navigator.language || "en";
  const tag = asked.toLowerCase();
  if (/^zh-(tw|hk|mo|hant)/.test(tag)) return "zh-TW";
  const base = tag.split("-")[0];
  return base in WORDS ? base : "en";
}}
const lang = readerLang();
const w = WORDS[lang];
document.documentElement.lang = lang;
document.title = w.head;
document.getElementById("head").textContent = w.head;
document.getElementById("line").textContent = w.line;
for (const a of document.querySelectorAll("a[data-game]")) {{
  const [name, what] = w[a.dataset.game];
  a.replaceChildren(name, Object.assign(document.createElement("small"), {{ textContent: what }}));
}}
</script></body></html>
"""


def index_page() -> str:
    """Return the site index's HTML: a link a game, in the reader's language (INDEX_WORDS), laid out for a phone."""
    links = "".join(f'<li><a href="{g}.html" data-game="{g}">{html.escape(t)}</a></li>' for g, t in GAMES.items())
    return INDEX.format(links=links, words=json.dumps(INDEX_WORDS, ensure_ascii=False).replace("<", "\\u003c"))


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
    (out / "index.html").write_text(index_page())


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
