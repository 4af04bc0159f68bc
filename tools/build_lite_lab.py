"""Build the JupyterLite site (make lite, docs/lite.md): the tutorials and the design-free notebooks in JupyterLab
in the browser, the Pyodide kernel, every file served by the site itself (no CDN, no PyPI at run time).

    python tools/build_lite_lab.py [--out site/lab] [--pyodide site/play/pyodide]

From the registries only: jupyterlite-core and the Pyodide kernel from PyPI (JUPYTERLITE, in a venv of their own
under build/lite/jl-venv, with the widget managers' lab extensions, ipywidgets' and anywidget's, and jupyter_server,
which indexes the notebooks: the versions this venv has); Pyodide's core as the play pages have it (npm); the
pure wheels the kernel needs, from PyPI at the versions Pyodide's lock lists (KERNEL_PACKAGES), and the widgets'
(WIDGET_WHEELS, this venv's versions). The lock is rewritten to name the files served here (their own sha256) and
this package, so the kernel preloads it at start (loadPyodideOptions.packages): a notebook's first cell imports
cthulhu_widgets with no install cell.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
import zipfile
from importlib.metadata import version
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / "build" / "lite"
VENV = WORK / "jl-venv"
JUPYTERLITE = "0.8.6"
NOTEBOOKS = ("index", "letter_tutorial", "chaos_tutorial", "mythos_tutorial", "play_letter", "play_chaos",
             "play_mythos")
# What the kernel loads from Pyodide's lock (micropip, then IPython and jedi, with their dependencies).
KERNEL_PACKAGES = ("micropip", "packaging", "ipython", "asttokens", "decorator", "executing", "matplotlib-inline",
                   "prompt-toolkit", "pure-eval", "pygments", "six", "stack-data", "wcwidth", "jedi", "parso")
# The widgets' Python side, at this venv's versions: {lock name: (distribution, import names, depends)}.
WIDGET_WHEELS = {
    "traitlets": ("traitlets", ["traitlets"], []),
    "comm": ("comm", ["comm"], ["traitlets"]),
    "typing-extensions": ("typing_extensions", ["typing_extensions"], []),
    "psygnal": ("psygnal", ["psygnal"], ["typing-extensions"]),
    "jupyterlab-widgets": ("jupyterlab_widgets", ["jupyterlab_widgets"], []),
    "ipywidgets": ("ipywidgets", ["ipywidgets"], ["comm", "ipython", "traitlets", "jupyterlab-widgets"]),
    "anywidget": ("anywidget", ["anywidget"], ["ipywidgets", "psygnal", "typing-extensions"]),
}
KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
PRELOAD = ["comm", "ipython", "jedi", "cthulhu-widgets"]


def run(*cmd, cwd=ROOT) -> None:
    print("+", " ".join(map(str, cmd)), flush=True)
    subprocess.run(list(map(str, cmd)), cwd=cwd, check=True)


def lite_venv() -> Path:
    """Return the Python of a venv with jupyterlite-core, the Pyodide kernel and the widgets' lab extensions."""
    python = VENV / "bin" / "python"
    want = [f"jupyterlite-core=={JUPYTERLITE}", f"jupyterlite-pyodide-kernel=={JUPYTERLITE}",
            *(f"{d}=={version(d)}" for d in ("anywidget", "ipywidgets", "jupyterlab_widgets", "jupyter_server"))]
    stamp = VENV / "cthulhu-lite.txt"
    if not python.exists():
        run(sys.executable, "-m", "venv", VENV)
    if not stamp.exists() or stamp.read_text() != "\n".join(want):
        run(python, "-m", "pip", "install", "-q", "--disable-pip-version-check", *want)
        stamp.write_text("\n".join(want))
    return python


def download(requirement: str, into: Path, python: str) -> Path:
    """Fetch the pure (py3-none-any) wheel of `requirement` from PyPI (cached under build/lite/wheels)."""
    cache = WORK / "wheels"
    cache.mkdir(parents=True, exist_ok=True)
    name, wanted = requirement.split("==")
    prefix = f"{name.lower().replace('-', '_')}-{wanted}-"
    have = [w for w in cache.glob("*.whl") if w.name.lower().startswith(prefix)]
    if not have:
        run(sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", "--platform", "any",
            "--python-version", python, "--implementation", "py", "-q", "--disable-pip-version-check", "-d", cache,
            requirement)
        have = [w for w in cache.glob("*.whl") if w.name.lower().startswith(prefix)]
    if len(have) != 1:
        raise SystemExit(f"expected one pure wheel for {requirement} in {cache}, found {[w.name for w in have]}")
    shutil.copy2(have[0], into / have[0].name)
    return into / have[0].name


def lock_entry(wheel: Path, name: str, imports: list[str], depends: list[str]) -> dict:
    return {"name": name, "version": wheel.name.split("-")[1], "file_name": wheel.name, "install_dir": "site",
            "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(), "package_type": "package",
            "imports": imports, "depends": depends, "unvendored_tests": False, "shared_library": False}


def pyodide_for_lab(core: Path, out: Path, package_wheel: Path) -> None:
    """Copy Pyodide's core and serve beside it the wheels the kernel loads; write the lock naming them."""
    shutil.copytree(core, out, dirs_exist_ok=True, ignore=shutil.ignore_patterns("snapshot.bin*"))  # the pages' own
    lock = json.loads((core / "pyodide-lock.json").read_text())
    packages, python = lock["packages"], ".".join(lock["info"]["python"].split(".")[:2])
    keep = {}
    for name in KERNEL_PACKAGES:
        entry = packages[name]
        wheel = download(f"{entry['name']}=={entry['version']}", out, python)
        keep[name] = {**entry, "file_name": wheel.name, "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest()}
    for name, (dist, imports, depends) in WIDGET_WHEELS.items():
        keep[name] = lock_entry(download(f"{dist}=={version(dist)}", out, python), name, imports, depends)
    keep["ipython"]["depends"] = [d if d != "prompt_toolkit" else "prompt-toolkit" for d in keep["ipython"]["depends"]]
    shutil.copy2(package_wheel, out / package_wheel.name)
    keep["cthulhu-widgets"] = lock_entry(out / package_wheel.name, "cthulhu-widgets", ["cthulhu_widgets"],
                                         ["anywidget", "traitlets"])
    missing = {d for e in keep.values() for d in e["depends"]} - set(keep)
    if missing:
        raise SystemExit(f"the lab's lock names packages it does not serve: {sorted(missing)}")
    (out / "pyodide-lock.json").write_text(json.dumps({**lock, "packages": keep}, indent=1))


def lite_config(src: Path, out: Path, package_wheel: Path) -> None:
    """Write the JupyterLite build's inputs: the notebooks, the build config and the kernel's settings."""
    files = src / "files"
    shutil.rmtree(files, ignore_errors=True)
    files.mkdir(parents=True)
    for name in NOTEBOOKS:   # in the Pyodide kernel (named python): a notebook naming python3 asks for a kernel
        notebook = json.loads((ROOT / "notebooks" / f"{name}.ipynb").read_text())
        notebook["metadata"]["kernelspec"] = KERNELSPEC
        (files / f"{name}.ipynb").write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n")
    (src / "jupyter_lite_config.json").write_text(json.dumps({
        "LiteBuildConfig": {"contents": [str(files)], "output_dir": str(out), "apps": ["lab", "notebooks", "tree"],
                            "no_sourcemaps": True},
        "PipliteAddon": {"piplite_urls": [str(package_wheel)]},
    }, indent=1))


KERNEL = {"pyodideUrl": "../pyodide/pyodide.mjs", "disablePyPIFallback": True,
          "loadPyodideOptions": {"packages": PRELOAD, "lockFileURL": "pyodide/pyodide-lock.json"}}


def settle_config(out: Path) -> None:
    """Point the built site's kernel at the site's own Pyodide (the build keeps only its piplite URLs there)."""
    path = out / "jupyter-lite.json"
    config = json.loads(path.read_text())
    data = config["jupyter-config-data"]
    key = "@jupyterlite/pyodide-kernel-extension:kernel"
    data.setdefault("litePluginSettings", {}).setdefault(key, {}).update(KERNEL)
    data["appName"] = "cthulhu-widgets"
    data["exposeAppInBrowser"] = True      # window.jupyterapp, which the test drives
    data.setdefault("disabledExtensions", []).append("@jupyterlab/apputils-extension:announcements")
    path.write_text(json.dumps(config, indent=1))
    for leftover in out.glob("rspack.config*.js"):
        leftover.unlink()


def package_wheel() -> Path:
    """Return the package's wheel as the play pages built it (build/lite/dist), with its notebook bundles."""
    wheels = sorted((WORK / "dist").glob("cthulhu_widgets-*.whl"))
    if not wheels:
        raise SystemExit("build the play pages first (tools/build_lite.py builds the package's wheel)")
    with zipfile.ZipFile(wheels[-1]) as z:
        if "cthulhu_widgets/static/widget.js" not in z.namelist():
            raise SystemExit(f"{wheels[-1].name} has no front-end bundle: run `cd js && npm run build` first")
    return wheels[-1]


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", default=str(ROOT / "site" / "lab"), help="output directory (default site/lab)")
    p.add_argument("--pyodide", default=str(ROOT / "site" / "play" / "pyodide"), help="Pyodide's core (make lite)")
    args = p.parse_args(argv)
    out, src = Path(args.out).resolve(), WORK / "lab-src"
    python, wheel = lite_venv(), package_wheel()
    shutil.rmtree(out, ignore_errors=True)
    lite_config(src, out, wheel)
    run(python.parent / "jupyter-lite", "build", "--lite-dir", src, "--output-dir", out, cwd=src)
    pyodide_for_lab(Path(args.pyodide).resolve(), out / "pyodide", wheel)
    settle_config(out)
    print(json.dumps({"out": str(out), "files": sum(1 for f in out.rglob("*") if f.is_file()),
                      "bytes": sum(f.stat().st_size for f in out.rglob("*") if f.is_file())}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
