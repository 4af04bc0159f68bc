"""`make test` builds the static pages and runs the lite tests with them (issue 24: "Tests (marker lite, run by make
test)"): the site is rebuilt when one of its inputs changed, before pytest, and pytest runs with CTHULHU_LITE_TEST=1,
so a missing site fails the lite tests instead of skipping them (tests/test_lite_page.py, require_site)."""
import os
import shutil
import subprocess

import pytest
from browser_support import ROOT


def _dry_run(*args: str) -> list[str]:
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    env = {**os.environ, "MAKEFLAGS": ""}
    proc = subprocess.run(["make", "-n", *args], cwd=ROOT, capture_output=True, text=True, env=env, timeout=60)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return proc.stdout.splitlines()


def test_issue_24_make_test_rebuilds_the_lite_site_when_the_package_changed_then_runs_the_lite_tests():
    lines = _dry_run("-W", "cthulhu_widgets/__init__.py", "test")
    build = [i for i, line in enumerate(lines) if "tools/build_lite.py" in line]
    lab = [i for i, line in enumerate(lines) if "tools/build_lite_lab.py" in line]
    pytest_runs = [i for i, line in enumerate(lines) if "-m pytest" in line or "CTHULHU_LITE_TEST=1" in line]
    assert build and lab and pytest_runs, lines
    assert build[0] < lab[0] < pytest_runs[-1], lines
    run = "\n".join(lines[pytest_runs[0]:pytest_runs[-1] + 2])
    assert "CTHULHU_LITE_TEST=1" in run and "tests/" in run and "-m lite" not in run, run



def test_issue_24_the_pages_name_a_gzipped_snapshot_that_the_lab_does_not_copy():
    """The cold start's snapshot (31.5 MB of Pyodide's memory) is served gzipped, a quarter of it, whatever the host."""
    import json
    import re

    from test_lite_page import SITE, require_site

    require_site(SITE / "letter.html", "the static play pages")
    for game in ("letter", "chaos", "mythos"):
        page = (SITE / f"{game}.html").read_text(encoding="utf-8")
        config = json.loads(re.search(r'id="cw-lite-config">(.*?)</script>', page, re.S).group(1))
        assert config["snapshot"] == "pyodide/snapshot.bin.gz", config
    packed = (SITE / "pyodide" / "snapshot.bin.gz").read_bytes()
    assert packed[:2] == b"\x1f\x8b" and len(packed) < 12_000_000, len(packed)
    assert not list((SITE.parent / "lab" / "pyodide").glob("snapshot.bin*"))
