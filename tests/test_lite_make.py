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

