"""The front end's bundles build without a warning from esbuild: a warning is a defect the tests may not see (round
AT: a duplicate "gate" key in js/src/chaos/hand_news.js's zh-TW words put Simplified characters on a Traditional
table, and its warning's cut multi-byte text broke test_binder's reading of postBuild's output)."""
from __future__ import annotations

import subprocess
from pathlib import Path

JS = Path(__file__).resolve().parents[1] / "js"
# the entry points of package.json's build (the widget, the room page and table, the replay page)
ENTRIES = ("src/index.js", "src/room/page.js", "src/room/table.js", "src/replay/main.js")


def test_every_bundle_builds_without_a_warning(tmp_path):
    proc = subprocess.run([JS / "node_modules" / ".bin" / "esbuild", *ENTRIES, "--bundle", "--format=esm",
                           "--target=es2020", f"--outdir={tmp_path}", "--log-level=warning"],
                          cwd=JS, capture_output=True, timeout=120)
    said = proc.stderr.decode("utf-8", "replace")
    assert proc.returncode == 0 and "[WARNING]" not in said, said
