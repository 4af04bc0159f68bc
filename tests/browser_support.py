"""Real servers and a real Chromium for the browser tests: start by command, stop by PID (never by name)."""
from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from contextlib import contextmanager
from pathlib import Path

import psutil
import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ROOT = Path(__file__).resolve().parents[1]
ARTIFACTS = ROOT / "test-artifacts"  # screenshots and measurements (git-ignored)
VENV_BIN = Path(os.sys.executable).parent


def require_chromium() -> None:
    """Skip when Chromium is missing on a developer machine; in CI a missing browser is a failure."""
    if not Path(CHROMIUM).exists():
        message = f"{CHROMIUM} is missing: `make setup` installs it with apt (apt-get install chromium)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)


def worker() -> tuple[int, int]:
    """Return (this pytest-xdist worker's index, the number of workers); (0, 1) without xdist."""
    name, count = os.environ.get("PYTEST_XDIST_WORKER", ""), os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1")
    return (int(name[2:]) if name.startswith("gw") and name[2:].isdigit() else 0), max(1, int(count))


def free_port() -> int:
    """Return a free loopback port. Under xdist each worker only tries ports of its own residue (mod the number of
    workers), below Linux's ephemeral range, so two workers starting servers at once never pick the same port
    between this probe and the server's bind. (Ports from bind(0) cannot be split so: Linux gives bind(0) ports
    of one parity.)"""
    import random

    index, count = worker()
    if count == 1:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            return s.getsockname()[1]
    for _ in range(500):
        port = random.randrange(20000 + index, 32000, count)
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError("no free port for this worker")


def artifact(name: str) -> Path:
    """Return test-artifacts/<name>, with the xdist worker in the name when there is one (logs of two servers
    running at once on two workers do not overwrite each other)."""
    ARTIFACTS.mkdir(exist_ok=True)
    worker_name = os.environ.get("PYTEST_XDIST_WORKER")
    if worker_name:
        name = f"{Path(name).stem}.{worker_name}{Path(name).suffix}"
    return ARTIFACTS / name


def wait_for(url: str, seconds: float = 90) -> None:
    """Wait until `url` answers (any HTTP status counts as an answer)."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            urllib.request.urlopen(url, timeout=2)
            return
        except urllib.error.HTTPError:
            return
        except OSError:
            time.sleep(0.1)
    raise TimeoutError(f"{url} did not answer within {seconds} s")


SERVER_SITE = Path(__file__).resolve().parent / "server_site"


def server_env(env: dict | None = None) -> dict:
    """Return the environment of a server the tests start: this one, `env`, and tests/server_site on PYTHONPATH."""
    merged = {**os.environ, **(env or {})}
    merged["PYTHONPATH"] = os.pathsep.join(p for p in (str(SERVER_SITE), merged.get("PYTHONPATH", "")) if p)
    return merged


# A Voilà or JupyterLab kernel talks to its server over Unix sockets, not TCP: a TCP kernel's five ports are picked
# free by the server and bound by the kernel a moment later, and under two busy test workers another process took one
# in between (ZMQError "Address already in use", then "Kernel didn't respond in 60 seconds": a Voilà page that never
# loaded, CI of e86b255).
KERNEL_IPC = "--KernelManager.transport=ipc"


@contextmanager
def server(cmd: list[str], ready_url: str, log_name: str, env: dict | None = None, cwd=None):
    """Run a server for the duration of the block; stop it and the children it had, by PID."""
    if Path(cmd[0]).name in ("voila", "jupyter"):
        cmd = [*cmd, KERNEL_IPC]
    log = open(artifact(log_name), "w")
    proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=server_env(env), cwd=cwd)
    try:
        wait_for(ready_url)
        yield proc
    finally:
        try:
            children = psutil.Process(proc.pid).children(recursive=True)
        except psutil.NoSuchProcess:
            children = []
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)
        for child in children:
            try:
                child.terminate()
                child.wait(5)
            except psutil.NoSuchProcess:
                pass
            except psutil.TimeoutExpired:
                child.kill()
        log.close()


@contextmanager
def chromium_browser():
    """Yield one Chromium (Debian's), closed after the block; each test opens its own contexts and pages in it."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


@contextmanager
def browser_page(width: int = 1100, height: int = 900):
    """Yield a Playwright page in Debian's Chromium; page errors are collected in page.errors."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": width, "height": height}, device_scale_factor=2)
            page.errors = []
            page.on("pageerror", lambda e: page.errors.append(str(e)))
            yield page
        finally:
            browser.close()


@contextmanager
def context_page(browser, width: int = 1100, height: int = 900):
    """Yield a page as browser_page does, in a fresh context of an already launched `browser` (a file's tests share
    one Chromium: a launch with its Playwright driver costs ~1.4 s of CPU); the context is closed after the block."""
    context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=2)
    try:
        page = context.new_page()
        page.errors = []
        page.on("pageerror", lambda e: page.errors.append(str(e)))
        yield page
    finally:
        context.close()


# What moves on a settled page, read together: the table's step, scene and box, and the boxes (and scrolls) of the bar,
# the Story panel, its toasts and lines, the confirmation and the rules panel; null while a (finite) CSS animation
# runs (a toast slides in over 0.25 s).
PAGE_SHAPE = """() => { const c = document.querySelector('canvas.cw-canvas'); const s = c?.__cthulhu?.scene;
  const box = (e) => { const r = e.getBoundingClientRect();
                       return [r.left, r.top, r.width, r.height].map(Math.round).join(); };
  const parts = [c?.dataset.step, s?.items.length, s?.height, c && box(c), scrollX, scrollY];
  for (const e of document.querySelectorAll('.cw-top, .cw-story, .cw-toast, .cw-lines, .cw-confirm, .cw-help'))
    parts.push(e.className, box(e), e.scrollTop);
  const moving = document.getAnimations().some(a => a.playState === 'running'
    && a.effect?.getComputedTiming().endTime !== Infinity);
  return moving ? null : JSON.stringify(parts); }"""


def settle(page, shape: str = PAGE_SHAPE, hold: float = 0.3, seconds: float = 15) -> None:
    """Wait until `shape` (a function in the page) reads the same, and not null, for `hold` seconds (read every 0.1 s):
    the page has stopped moving. After `seconds` return anyway: the test's own assertions then say what moves."""
    last, since, end = None, time.time(), time.time() + seconds
    while time.time() < end:
        now = json.dumps(page.evaluate(shape))
        if now != last or now == "null":
            last, since = now, time.time()
        elif time.time() - since >= hold:
            return
        time.sleep(0.1)


def poll(page, script: str, test=bool, seconds: float = 20):
    """Return the script's answer in `page` once test(answer) holds, read every 0.25 s; after `seconds`, the last
    answer (the caller's assertion then says what was seen)."""
    for _ in range(int(seconds / 0.25)):
        got = page.evaluate(script)
        if test(got):
            return got
        time.sleep(0.25)
    return page.evaluate(script)


def canvas_state(page, index: int = -1) -> dict:
    """Return the scene's clickable items, the step and the last paint time of one widget canvas."""
    return page.evaluate("""(index) => {
        const all = [...document.querySelectorAll('canvas.cw-canvas')];
        const c = all.at(index);
        if (!c || !c.__cthulhu) return null;
        const box = c.getBoundingClientRect();
        const s = c.__cthulhu.scene;
        return {step: Number(c.dataset.step), paintMs: c.__cthulhu.paintMs, scale: box.width / s.width,
                left: box.left + window.scrollX, top: box.top + window.scrollY, count: all.length,
                banner: s.items.find(i => i.type === 'banner') || null,
                error: (s.items.find(i => i.type === 'error') || {}).text || '',
                items: s.items.filter(i => i.id).map(i => ({id: i.id, x: i.x, y: i.y, w: i.w, h: i.h}))};
    }""", index)


# A person's next click at the spot of the last is a double click's second when it comes within the platform's
# double-click time: the page holds it where it lands on another item than the first (js/src/ui/pointer.js doubleMiss,
# review 27, room_en 10). A test's clicks, as a reader's, leave that time between two at one spot.
DOUBLE_CLICK_S = 0.45
_LAST_CLICK: dict = {}


def unhurried_click(page, x: float, y: float) -> None:
    """Click at (x, y), first waiting out the double-click time when the last click of `page` was at that spot."""
    last = _LAST_CLICK.get(id(page))
    if last and abs(last[1] - x) <= 8 and abs(last[2] - y) <= 8:
        time.sleep(max(0.0, DOUBLE_CLICK_S - (time.monotonic() - last[0])))
    page.mouse.click(x, y)
    _LAST_CLICK[id(page)] = (time.monotonic(), x, y)


def click_item(page, state: dict, item: dict) -> None:
    """Click the centre of a scene item, as a person would."""
    x = state["left"] + (item["x"] + item["w"] / 2) * state["scale"]
    y = state["top"] + (item["y"] + item["h"] / 2) * state["scale"]
    unhurried_click(page, x - page.evaluate("window.scrollX"), y - page.evaluate("window.scrollY"))


def click_in_view(page, item: dict) -> None:
    """Click a scene item's centre as a person would, scrolling it into view first (Voilà scrolls a container, not
    the page)."""
    point = page.evaluate("""(item) => {
        const c = document.querySelector('canvas.cw-canvas');
        const s = c.__cthulhu.scene;
        const at = () => { const b = c.getBoundingClientRect(); const k = b.width / s.width;
                           return {x: b.left + (item.x + item.w / 2) * k, y: b.top + (item.y + item.h / 2) * k}; };
        let p = at();
        if (p.y < 40 || p.y > window.innerHeight - 40) {
            const scrolls = (el) => el.scrollHeight > el.clientHeight + 1
                && /auto|scroll/.test(getComputedStyle(el).overflowY);
            let el = c.parentElement;
            while (el && !scrolls(el)) el = el.parentElement;
            (el || document.scrollingElement).scrollTop += p.y - window.innerHeight / 2;
            p = at();
        }
        return p;
    }""", item)
    unhurried_click(page, point["x"], point["y"])


def inked_pixels(page, index: int = -1) -> int:
    """Return how many sampled pixels of a canvas differ from its background colour."""
    return page.evaluate("""(index) => {
        const c = [...document.querySelectorAll('canvas.cw-canvas')].at(index);
        const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        const [r, g, b] = [data[0], data[1], data[2]];
        let n = 0;
        for (let i = 0; i < data.length; i += 4 * 7) {
            if (Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) > 40) n++;
        }
        return n;
    }""", index)


def record(name: str, values: dict) -> None:
    """Merge measurements into test-artifacts/browser_metrics.json (for the benchmark notes), under a lock: the
    xdist workers may write at once."""
    import fcntl

    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / "browser_metrics.json"
    with open(ARTIFACTS / "browser_metrics.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        data = json.loads(path.read_text()) if path.exists() else {}
        data[name] = values
        tmp = path.with_suffix(".json.tmp")
        tmp.write_text(json.dumps(data, indent=1))
        tmp.replace(path)


# Every string the page draws on a table canvas, frame by frame, for tests that read what a player sees: a page init
# script wraps CanvasRenderingContext2D.fillText / strokeText (nothing in the product changes). Setting a canvas's
# width starts a frame (the front end sets it before each paint); `canvas.__frames` holds the frames drawn since the
# test last took them (drawn_frames), `canvas.__drawn` the strings of the latest frame.
DRAWN_STRINGS_SCRIPT = """(() => {
  const P = CanvasRenderingContext2D.prototype;
  for (const name of ['fillText', 'strokeText']) {
    const original = P[name];
    P[name] = function (text, ...rest) {
      const c = this.canvas;
      if (!c.__drawn) { c.__drawn = []; (c.__frames ||= []).push(c.__drawn); }
      c.__drawn.push(String(text));
      return original.call(this, text, ...rest);
    };
  }
  const width = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, 'width');
  Object.defineProperty(HTMLCanvasElement.prototype, 'width', {
    configurable: true, enumerable: width.enumerable, get() { return width.get.call(this); },
    set(v) { this.__drawn = []; (this.__frames ||= []).push(this.__drawn); width.set.call(this, v); },
  });
})();"""


def drawn_frames(page, index: int = -1) -> list[list[str]]:
    """Return the strings of each frame a table canvas drew since the last call (the latest last; the latest alone
    when nothing was drawn since), and forget them."""
    return page.evaluate("""(index) => {
        const c = [...document.querySelectorAll('canvas.cw-canvas')].at(index);
        if (!c) return [];
        const frames = c.__frames || [];
        c.__frames = [];
        return frames.length ? frames : (c.__drawn ? [c.__drawn] : []);
    }""", index)


def table_model(page, game: str) -> None:
    """Find the game's table model in a Voilà page (Voilà's widget manager holds every model) as `window.__table`,
    so a test reads the synced traits the page holds (step, lang, view) as the page's own code could."""
    page.evaluate("""async (game) => {
        const manager = await window.jupyterapp.widgetManagerPromise.promise;
        for (const id of Object.keys(manager._models)) {
            const model = await manager._models[id];
            if (model.get('game') === game) { window.__table = model; return; }
        }
        throw new Error('no ' + game + ' table model in the page');
    }""", game)


PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True, "device_scale_factor": 2}
DESK = {"viewport": {"width": 1280, "height": 800}}


# ----- one Voilà server a seed, shared by every file a worker runs (issue 23 round U) ---------------------------------
# A Voilà server's start cost 5-15 s of wall on the busy 2-core machine, and nearly every browser file started its own
# (some one a test) for the same apps and seed. Now each pytest-xdist worker starts one server on notebooks/ (every
# app) per CTHULHU_TEST_SEED at its first use and keeps it to the session's end (conftest's pytest_sessionfinish).
# Each page load still runs its app in a kernel of its own: files share a server, never a game. Playwright closes a page
# without the beforeunload Voilà shuts its kernel on, so a closed page's kernel is culled after 30 s idle (a page still
# open keeps its kernel: connected kernels are never culled). Servers with another environment (TMPDIR, a rooms
# journal, a folder of notebooks of their own) stay the test's own.
SHARED_CULL = ["--MappingKernelManager.cull_idle_timeout=30", "--MappingKernelManager.cull_interval=10"]
_SHARED: dict = {}


def shared_voila(seed: str | int | None = None) -> str:
    """Return the base URL (no trailing slash) of this worker's Voilà server on notebooks/, its apps dealing
    CTHULHU_TEST_SEED=`seed` (None: secret deals, as a player's), started at the first call; an app is at
    f"{url}/voila/render/play_<app>.ipynb" (app_url)."""
    from contextlib import ExitStack

    key = None if seed is None else str(seed)
    if key not in _SHARED:
        require_chromium()
        port = free_port()
        cmd = [str(VENV_BIN / "voila"), str(ROOT / "notebooks"), "--no-browser", "--Voila.ip=127.0.0.1",
               f"--port={port}", *SHARED_CULL]
        env = {} if key is None else {"CTHULHU_TEST_SEED": key}
        stack = ExitStack()
        if key is None and "CTHULHU_TEST_SEED" in os.environ:
            stack.enter_context(pytest.MonkeyPatch.context()).delenv("CTHULHU_TEST_SEED")
        stack.enter_context(server(cmd, f"http://127.0.0.1:{port}/voila/static/",
                                   f"voila_shared_seed_{key or 'secret'}.log", env=env))
        _SHARED[key] = (stack, f"http://127.0.0.1:{port}")
    return _SHARED[key][1]


def app_url(app: str, seed: str | int | None = None) -> str:
    """Return the URL of the app `app` (play_<app>.ipynb) on this worker's shared Voilà server dealing `seed`."""
    return f"{shared_voila(seed)}/voila/render/play_{app}.ipynb"


def close_shared_servers() -> None:
    """Stop the worker's shared Voilà servers (by PID, as server does); conftest calls it at the session's end."""
    while _SHARED:
        _key, (stack, _url) = _SHARED.popitem()
        stack.close()


@contextmanager
def voila_app_page(app: str, log_name: str, seed: str, device: dict, lang: str = "en"):
    """Yield a page of the Voilà app `app` (play_<app>.ipynb, deal CTHULHU_TEST_SEED=`seed`, on the worker's shared
    server) in Debian's Chromium on `device` (PHONE or DESK), its table drawn and in `lang`, its script errors gathered
    in `page.errors`; the browser is closed after the block. `log_name` names no log any more (the shared server's is
    voila_shared_seed_<seed>.log): kept for the callers."""
    from playwright.sync_api import sync_playwright

    url = app_url(app, seed)
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield open_drawn(chromium.new_context(**device).new_page(), url, lang)
        finally:
            chromium.close()


def open_drawn(page, url: str, lang: str = "en"):
    """Return `page` opened at the app `url`, its table drawn and in `lang`, its script errors in `page.errors`."""
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.goto(url, timeout=120000)
    page.wait_for_selector("canvas.cw-canvas", timeout=120000)
    time.sleep(2)
    if lang != "en":
        # a script the table writes under its base name is listed once, by that name (Letter's zh-TW is its zh)
        page.evaluate("(lang) => { const s = document.querySelector('select[data-cmd=lang]'); s.value = lang;"
                      " if (s.value !== lang) s.value = lang.split('-')[0];"
                      " s.dispatchEvent(new Event('change')); }", lang)
        time.sleep(2)
    return page


# The pace the page's bots keep while a test lets the bar's bot play a whole game to reach its end (the app's 700 ms a
# step, up to 2.4 times that after a big moment: ~30 s for a Letter game): set in the page's copy of the table only, as
# test_browser_chaos does (js/src/ui/autoplay.js scales the game's pace with `delay_ms`). The replay's own pace
# (js/src/ui/ending.js REPLAY_PACE_MS) does not read it.
BOT_GAME_DELAY_MS = 100


# The pace a test walks Learn to play at (round X, X5: make test's time): a quarter of a person's. The page's bots step
# every LEARN_PACE × the app's 700 ms, they wait LEARN_PACE × NOTE_READ_MS for a note's reader (js/src/ui/coach.js reads
# window.__cwTestPace), and the test's reader reads a bubble LEARN_PACE × READ_S: the race a person's walk meets (the
# bots play while a bubble is read) at a quarter of its wall time (a Mythos walk took 48-77 s).
LEARN_PACE = 0.25
APP_DELAY_MS = 700   # the apps' bots' pace (notebooks/play_*.ipynb)
READ_S = 4.0         # how long a person reads a coach bubble before its Got it (newcomer review 13's walk)


def quicken(page, game: str, pace: float = LEARN_PACE) -> None:
    """Set the page's pace to `pace` times a person's: its bots' `delay_ms` (the page's copy of the table only) and its
    wait for a note's reader (`window.__cwTestPace`)."""
    table_model(page, game)
    page.evaluate("(p) => { window.__cwTestPace = p[0]; window.__table.set('delay_ms', p[1]); }",
                  [pace, round(APP_DELAY_MS * pace)])


# A test that reads only the end of a CHAOS game (its result panel, its replay box) lets the bots play quicker still: a
# CHAOS game is hundreds of bot steps (150-210 s at 100 ms on the loaded 2-core machine, round X, X5).
END_ONLY_DELAY_MS = 20


def bot_plays_to_the_end(page, game: str = "letter", delay_ms: int = BOT_GAME_DELAY_MS) -> None:
    """Let the bar's bot play the reader's seat of `game` to the game's end, at `delay_ms` a step."""
    table_model(page, game)
    page.evaluate(f"window.__table.set('delay_ms', {delay_ms})")
    # the bar's "who plays" menu where the table offers it; a table that does not (CHAOS) has no such menu in the page
    # since round HH (d1e2a778), so the page's own "watch" command is sent, as the menu would send it
    page.evaluate("""() => { const s = [...document.querySelectorAll('.cw-bar select')]
        .find((x) => [...x.options].some((o) => o.value === 'bot'));
        if (!s) { window.__table.send({ cmd: 'watch', on: true }); return; }
        s.value = 'bot'; s.dispatchEvent(new Event('change')); }""")
    page.wait_for_selector(".cw-ending[data-mode=end]", timeout=240_000)


def replay_after_bot_game(page, game: str = "letter") -> None:
    """Let the bar's bot play the reader's seat to the game's end (bot_plays_to_the_end), then open its replay (the
    ending's Watch the replay)."""
    bot_plays_to_the_end(page, game)
    page.evaluate("document.querySelector('.cw-end-replay').click()")
    page.wait_for_selector(".cw-ending[data-mode=replay]", timeout=30_000)
