"""The sdist and the wheel carry the built front end; the wheel installs and runs with no Node anywhere.

One build (`python -m build`: sdist, then the wheel from the sdist) and one fresh venv per session (its dependencies
kept between runs), shared by the tests below (fixtures in packaging_support.py). Node tools on PATH are failing
shims, so "no Node" is checked rather than assumed.
"""
from __future__ import annotations

import hashlib
import json
import shutil
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest
from packaging_support import BUNDLE, PIP_INSTALL, ROOT, cached_build, make_venv, run, run_notebooks

# Data files the engines and widgets read at run time: a wheel without them imports, then fails in play.
DATA_FILES = [
    "cthulhu_widgets/widgets/letter_words.json",
    "cthulhu_widgets/widgets/chaos_words.json",
    "cthulhu_widgets/games/chaos/maps/asylum.json",
    "cthulhu_widgets/games/mythos/cards/msgs.json",
    "cthulhu_widgets/games/mythos/cards/schema.json",
    "cthulhu_widgets/games/letter/card_texts.json",
    "cthulhu_widgets/games/chaos/card_texts.json",
    "cthulhu_widgets/games/mythos/card_texts.json",
    "cthulhu_widgets/schemas/letter_view.json",
    "cthulhu_widgets/schemas/chaos_view.json",
    "cthulhu_widgets/schemas/mythos_view.json",
    "cthulhu_widgets/static/room.html",
    "cthulhu_widgets/static/room-page.js",
    "cthulhu_widgets/static/room-table.js",
    "cthulhu_widgets/static/room-course_page.js",   # the rooms server's own course page (review 37, room_en)
    "cthulhu_widgets/static/replay.js",
]
# Every widget class the package exports, built once each from the installed wheel; prints JSON.
IMPORT_WIDGETS = """
import json, cthulhu_widgets, cthulhu_widgets.widgets as w
from cthulhu_widgets.widgets.base import BUNDLE
out = {"package": cthulhu_widgets.__file__, "bundle": str(BUNDLE), "widgets": {}}
for name in w.__all__:
    cls = getattr(w, name)
    if cls is w.GameWidget:
        continue
    if cls is w.TableWidget:  # a room's table: with no room given it shows the create form
        out["table"] = type(cls()).__name__
        continue
    widget = cls(seed=3)
    out["widgets"][name] = {"game": widget.game, "to_act": widget.view.get("to_act"), "legal": len(widget.legal)}
print(json.dumps(out))
"""


WHEEL_EXTRAS = ("nbval==0.11.0", "pytest", "ipykernel")


@pytest.fixture(scope="session")
def wheel_venv(tmp_path_factory, dist, no_node):
    """Return a fresh venv holding the wheel plus what nbval needs, installed with no Node on PATH.

    The wheel's dependencies and WHEEL_EXTRAS come from a venv kept between runs (packaging_support.cached_build, as
    the Binder build is) and keyed by the wheel's declared requirements, this Python and WHEEL_EXTRAS: the fresh venv
    sees its site-packages through a .pth file, so the same `pip install <wheel> <extras>` as before finds them
    installed and installs the wheel alone (installing them all again was 60-140 s of wall a run, most of this
    file's time, and a new wheel, made at each change of the sources, needed it again). The kept venv was made by
    that same command with no Node on PATH, then the package removed from it; one whose install called a Node tool
    is not kept."""
    install = [*PIP_INSTALL, dist.wheel, *WHEEL_EXTRAS]

    def build_deps(home):
        deps = make_venv(home / "venv", no_node.env("wheel"))
        run([deps / "bin" / "python", *install], env=no_node.env("wheel", deps))
        assert no_node.calls("wheel") == [], f"installing the wheel called Node tools: {no_node.calls('wheel')}"
        run([deps / "bin" / "python", "-m", "pip", "uninstall", "--yes", "--quiet", "cthulhu_widgets"],
            env=no_node.env("wheel", deps))

    with zipfile.ZipFile(dist.wheel) as whl:
        metadata = whl.read(next(n for n in whl.namelist() if n.endswith(".dist-info/METADATA"))).decode()
    requires = sorted(line for line in metadata.splitlines() if line.startswith("Requires-Dist:"))
    key = hashlib.sha256(repr((sys.version, getattr(sys, "_base_executable", sys.executable), PIP_INSTALL,
                               WHEEL_EXTRAS, requires)).encode()).hexdigest()[:20]
    deps = cached_build("wheel-deps", key, build_deps) / "venv"
    venv = make_venv(tmp_path_factory.mktemp("wheel-venv") / "venv", no_node.env("wheel"))
    site = lambda v: run([v / "bin" / "python", "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                         env=no_node.env("wheel", v)).stdout.strip()   # noqa: E731
    (Path(site(venv)) / "wheel_deps.pth").write_text(site(deps) + "\n")
    run([venv / "bin" / "python", *install], env=no_node.env("wheel", venv))
    return venv


def test_sdist_holds_the_sources_and_the_built_front_end(dist):
    names = dist.sdist_names()
    for path in [BUNDLE, "pyproject.toml", "js/package.json", "js/package-lock.json", "js/src/index.js",
                 "notebooks/letter_tutorial.ipynb", *DATA_FILES]:
        assert path in names, f"{path} is missing from {dist.sdist.name}"
    leaked = [n for n in names if n.startswith((".venv/", "js/node_modules/", "dist/", "test-artifacts/"))]
    assert not leaked, f"git-ignored build output in the sdist: {leaked[:5]}"


def test_wheel_holds_the_package_data_and_the_same_bundle_as_the_sdist(dist):
    names = dist.wheel_names()
    for path in [BUNDLE, *DATA_FILES]:
        assert path in names, f"{path} is missing from {dist.wheel.name}"
    assert all(n.startswith(("cthulhu_widgets/", "cthulhu_widgets-")) for n in names), \
        "the wheel must hold only the package (no js/, tests/ or notebooks/)"
    with zipfile.ZipFile(dist.wheel) as whl, tarfile.open(dist.sdist) as tar:
        in_wheel = whl.read(BUNDLE)
        in_sdist = tar.extractfile(next(m for m in tar.getmembers() if m.name.endswith("/" + BUNDLE))).read()
    assert in_wheel == in_sdist and b"export" in in_wheel and len(in_wheel) > 10_000


def test_building_needed_no_node(dist, no_node):
    assert no_node.calls("build") == [], f"the build called Node tools: {no_node.calls('build')}"


def test_installed_wheel_imports_every_widget_with_its_bundle(wheel_venv, no_node, tmp_path):
    # Run outside the repo, so `import cthulhu_widgets` cannot find the source tree instead of the wheel.
    env = no_node.env("wheel", wheel_venv)
    proc = run([wheel_venv / "bin" / "python", "-c", IMPORT_WIDGETS], env=env, cwd=tmp_path)
    out = json.loads(proc.stdout)
    site = str(wheel_venv)
    assert out["package"].startswith(site) and out["bundle"].startswith(site) and out["bundle"].endswith(BUNDLE)
    assert {"LetterWidget", "ChaosWidget", "MythosWidget"} <= set(out["widgets"]) and out["table"] == "TableWidget"
    for name, widget in out["widgets"].items():
        assert widget["game"] and widget["to_act"] and widget["legal"] > 0, f"{name} did not start a game: {widget}"
    assert no_node.calls("wheel") == []


def test_installed_wheel_runs_the_letter_tutorial_with_nbval(wheel_venv, no_node, tmp_path):
    notebook = shutil.copy(ROOT / "notebooks" / "letter_tutorial.ipynb", tmp_path)
    proc = run_notebooks(wheel_venv, [notebook], tmp_path, no_node.env("wheel", wheel_venv))
    assert " passed" in proc.stdout and "failed" not in proc.stdout
    assert no_node.calls("wheel") == []
