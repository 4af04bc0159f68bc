"""What the packaging and Binder tests share: Node-free PATHs, fresh venvs, one build per session.

`no_node()` and `build_dist()` are made once per pytest process and handed out again to the session
fixtures of both test files. "No Node" is checked, not assumed: `node`, `npm`, `npx`, `yarn` and
`corepack` on PATH are shims that log every call and fail, so a step that quietly needed Node fails and
leaves a trace.
"""
from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BUNDLE = "cthulhu_widgets/static/widget.js"
NODE_TOOLS = ("node", "npm", "npx", "yarn", "corepack")
DEV_BIN = str(Path(sys.executable).parent)
# pip quietly and fast: no .pyc compilation (PYTHONDONTWRITEBYTECODE is set here anyway), no prompts.
PIP_INSTALL = ["-m", "pip", "install", "--quiet", "--no-compile", "--disable-pip-version-check", "--no-input"]


@dataclass
class NoNode:
    """A folder of failing `node`/`npm`/... shims to put first on PATH; each env logs their calls apart."""

    bin: Path

    def log(self, tag: str) -> Path:
        """Return the file the shims append to under an env made with `tag`."""
        return self.bin.parent / f"calls-{tag}.log"

    def calls(self, tag: str) -> list[str]:
        """Return every Node tool call made under `tag` (empty when nothing needed Node)."""
        log = self.log(tag)
        return log.read_text().splitlines() if log.exists() else []

    def env(self, tag: str, venv: Path | None = None) -> dict:
        """Return an environment whose PATH is venv/bin, then the shims, then the system (no dev venv)."""
        system = [p for p in os.environ.get("PATH", "").split(os.pathsep) if p and p != DEV_BIN]
        front = ([str(venv / "bin")] if venv else []) + [str(self.bin)]
        env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")}
        env.update(PATH=os.pathsep.join(front + system), PIP_NO_INPUT="1", NO_NODE_LOG=str(self.log(tag)))
        return env


@dataclass
class Dist:
    """The sdist and the wheel `python -m build` made (the wheel from the sdist), and how long it took."""

    sdist: Path
    wheel: Path
    seconds: float

    def sdist_names(self) -> list[str]:
        """Return the sdist's member paths without the leading `<name>-<version>/`."""
        with tarfile.open(self.sdist) as tar:
            return [m.name.split("/", 1)[1] for m in tar.getmembers() if "/" in m.name]

    def wheel_names(self) -> list[str]:
        """Return the wheel's member paths."""
        with zipfile.ZipFile(self.wheel) as whl:
            return whl.namelist()


def run(cmd: list, *, env: dict, cwd: Path | None = None, timeout: float = 600) -> subprocess.CompletedProcess:
    """Run a command; on failure raise with its output, so the test report says what broke."""
    proc = subprocess.run([str(c) for c in cmd], env=env, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0:
        raise AssertionError(f"`{' '.join(map(str, cmd))}` exited {proc.returncode}\n"
                             f"--- stdout\n{proc.stdout[-6000:]}\n--- stderr\n{proc.stderr[-6000:]}")
    return proc


def git_files() -> list[str]:
    """Return the files git would commit (tracked, plus new files not ignored), as paths under ROOT."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                            capture_output=True, text=True)
    if listed.returncode != 0:
        pytest.fail(f"these tests copy the project as git sees it, and git failed: {listed.stderr}")
    # a deleted file is still listed until the deletion is committed
    return sorted(name for name in set(filter(None, listed.stdout.split("\0"))) if (ROOT / name).is_file())


def export_repo(dest: Path) -> Path:
    """Copy the files git would commit (tracked, plus new files not ignored) to `dest`; return it.

    That is what Binder checks out and a fresh clone holds: no built bundle, no node_modules, no venv.
    New files are included because the rest of the suite tests the working tree too.
    """
    for name in git_files():
        (dest / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, dest / name)
    return dest


# ----- builds kept between runs (issue 23 round G: make test's time budget) ------------------------------------
# A build a test only uses (the Binder venv: ~60 s of CPU) is kept in the git-ignored .cache/tests/<name>/<key>/,
# keyed by a hash of its inputs, so a second `make test` on the same sources reuses it; a fresh clone (no .cache/)
# or any change to an input builds it again. CTHULHU_TEST_REBUILD=1 builds it again regardless.
CACHE = ROOT / ".cache" / "tests"


def inputs_key(*extra, skip: tuple[str, ...] = ()) -> str:
    """Return a hash of the files git would commit (their paths, modes and bytes), bar those under `skip`, and of
    `extra` (the interpreter, say)."""
    digest = hashlib.sha256(repr(extra).encode())
    for name in git_files():
        if not name.startswith(skip):
            path = ROOT / name
            digest.update(f"{name}\0{path.stat().st_mode & 0o111}\0".encode() + path.read_bytes() + b"\0")
    return digest.hexdigest()[:20]


def cached_build(name: str, key: str, build) -> Path:
    """Return .cache/tests/<name>/<key>/ once build(that folder) has filled it without raising, calling build only
    when no finished product of these inputs is there. Before a build, old products of `name` are removed (_evict),
    not the two used last within the hour: another run may still be testing one."""
    import fcntl

    home = CACHE / name
    home.mkdir(parents=True, exist_ok=True)
    with open(home / ".lock", "w") as lock:   # two runs (or workers) at once: one builds, the other waits
        fcntl.flock(lock, fcntl.LOCK_EX)
        path, done = home / key, home / key / ".built"
        if done.exists() and os.environ.get("CTHULHU_TEST_REBUILD") != "1":
            os.utime(done)   # used now
            return path
        _evict(home, path)
        path.mkdir()
        build(path)
        done.write_text(time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()) + "\n")
        return path


def _evict(home: Path, building: Path, keep: int = 2) -> None:
    """Remove `building` if there, unfinished products, and finished ones unused for an hour or beyond the `keep`
    most recently used (a Binder venv is ~650 MB)."""
    done = sorted((p for p in home.iterdir() if p.is_dir() and p != building and (p / ".built").exists()),
                  key=lambda p: (p / ".built").stat().st_mtime, reverse=True)
    fresh = {p for p in done[:keep] if time.time() - (p / ".built").stat().st_mtime < 3600}
    for old in home.iterdir():
        if old.is_dir() and old not in fresh:
            shutil.rmtree(old)


def make_venv(path: Path, env: dict) -> Path:
    """Create a new virtual environment at `path` (from the base interpreter) and return it."""
    base = getattr(sys, "_base_executable", sys.executable)
    run([base, "-m", "venv", path], env=env)
    return path


def copy_venv(src: Path, dest: Path) -> Path:
    """Copy the virtual environment `src` to `dest` and return it, as if made there: the files that name its folder
    (pyvenv.cfg, the scripts' #! lines and activate scripts in bin/; pip writes no other absolute path of it) name
    `dest` (cp -a: links, modes and times kept)."""
    run(["cp", "-a", src, dest], env=dict(os.environ))
    for path in [dest / "pyvenv.cfg", *(dest / "bin").iterdir()]:
        if path.is_symlink() or not path.is_file():
            continue
        data = path.read_bytes()
        if str(src).encode() in data:
            path.write_bytes(data.replace(str(src).encode(), str(dest).encode()))
    return dest


def run_notebooks(venv: Path, notebooks: list[Path], workdir: Path, env: dict) -> subprocess.CompletedProcess:
    """Execute notebooks with nbval from `venv`, in `workdir` (no project conftest or config there)."""
    return run([venv / "bin" / "python", "-m", "pytest", "-q", "-p", "no:cacheprovider", "--rootdir", workdir,
                "--nbval-lax", *notebooks], env=env, cwd=workdir)


_made: dict = {}  # one of each per pytest process (both test files' session fixtures come here)


def no_node(tmp_path_factory) -> NoNode:
    """Return Node-tool shims that fail loudly and log each call (made once per session)."""
    if "no_node" in _made:
        return _made["no_node"]
    shims = tmp_path_factory.mktemp("no-node") / "bin"
    shims.mkdir()
    for tool in NODE_TOOLS:
        shim = shims / tool
        shim.write_text(f'#!/bin/sh\necho "{tool} $*" >> "$NO_NODE_LOG"\n'
                        f'echo "{tool} called, but this step must not need Node" >&2\nexit 127\n')
        shim.chmod(0o755)
    return _made.setdefault("no_node", NoNode(shims))


def build_dist(tmp_path_factory, shims: NoNode) -> Dist:
    """Build the sdist, then the wheel from it (`python -m build`), with no Node tool on PATH (once).

    `--no-isolation`: the build backends are pinned in the test extra with the specifiers of
    [build-system], so this builds what an isolated build would, without installing them twice more
    (pip's isolated build path is exercised by `make setup` and by binder/postBuild in test_binder.py).
    """
    if "dist" in _made:
        return _made["dist"]
    bundle = ROOT / BUNDLE
    if not bundle.exists():
        pytest.fail(f"{bundle} is missing: run `make setup` (or `make build`) before the packaging tests")

    def build(out: Path) -> None:
        started = time.perf_counter()
        run([sys.executable, "-m", "build", "--no-isolation", "--outdir", out, ROOT], env=shims.env("build"))
        (out / "seconds").write_text(f"{time.perf_counter() - started:.2f}\n")

    # Kept between runs (cached_build, ~13 s of CPU a build): keyed by every file the sdist can take (what git would
    # commit, and the built front end it carries) and the build tools' versions.
    out = cached_build("dist", inputs_key(sys.version, _static_digest(), _versions("build", "hatchling",
                                                                                   "hatch-jupyter-builder")), build)
    if shims.calls("build"):   # a build that called a Node tool is not kept (test_building_needed_no_node fails)
        (out / ".built").unlink(missing_ok=True)
    (sdist,), (wheel,) = sorted(out.glob("*.tar.gz")), sorted(out.glob("*.whl"))
    return _made.setdefault("dist", Dist(sdist, wheel, float((out / "seconds").read_text())))


def _static_digest() -> str:
    """Return a hash of the built front end (cthulhu_widgets/static/, git-ignored, carried by the sdist and wheel)."""
    digest = hashlib.sha256()
    for path in sorted((ROOT / "cthulhu_widgets" / "static").rglob("*")):
        if path.is_file():
            digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def _versions(*names: str) -> tuple[str, ...]:
    """Return the installed versions of these distributions ("" for one not installed)."""
    from importlib import metadata

    found = []
    for name in names:
        try:
            found.append(metadata.version(name))
        except metadata.PackageNotFoundError:
            found.append("")
    return tuple(found)
