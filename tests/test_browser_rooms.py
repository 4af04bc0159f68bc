"""Rooms in real browsers: Chromium pages join rooms of a standalone server by their seat links and play by clicks
on the canvas. Every websocket frame each page receives is recorded (`page.on("websocket")`) and checked against
the journal: each state frame's view is exactly the seat's `view(seat)` of the game at that step (the public view
for a spectator), rebuilt by replaying the journal, and no frame holds another seat's token. Also: the create
form and its seat links, a reload that resumes the seat, a reconnect after the server restarts, and the hot-seat
curtain of a widget in Voilà (one page, two human seats). Screenshots in test-artifacts/."""
from __future__ import annotations

import json
import os
import random
import re
import secrets
import signal
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager

import pytest
from playwright.sync_api import TimeoutError as PageTimeout
from browser_support import (ARTIFACTS, ROOT, VENV_BIN, canvas_state, click_in_view, click_item, free_port,
                             require_chromium, server, wait_for)
from browser_support import chromium_browser as chromium

from cthulhu_widgets.rooms.hub import Hub
from cthulhu_widgets.rooms.room import replay

pytestmark = pytest.mark.browser
HANDS = lambda view: {s: h["cards"] for s, h in view.get("hands", {}).items()}  # noqa: E731


@contextmanager
def rooms_server(journal_dir, port: int | None = None):
    """Run `python -m cthulhu_widgets.serve` (bots play at once); yield (process, base URL); stop it by PID."""
    port = port or free_port()
    cmd = [sys.executable, "-m", "cthulhu_widgets.serve", "--port", str(port), "--journal-dir", str(journal_dir),
           "--bot-pace", "0.05", "--rate", "200", "--burst", "400"]
    ARTIFACTS.mkdir(exist_ok=True)
    with open(ARTIFACTS / "rooms_server.log", "a") as log:
        proc = subprocess.Popen(cmd, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
        try:
            wait_for(f"http://127.0.0.1:{port}/cthulhu/rooms", 30)
            yield proc, f"http://127.0.0.1:{port}"
        finally:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(5)


@pytest.fixture(scope="module")
def one_chromium():
    """One Chromium for this file's tests (a launch with its Playwright driver costs ~1.4 s of CPU)."""
    require_chromium()
    with chromium() as browser:
        yield browser


@pytest.fixture
def browser(one_chromium):
    """Yield the file's Chromium; the contexts the test opened are closed after it, as a Chromium of its own was."""
    yield one_chromium
    for context in list(one_chromium.contexts):
        context.close()


@pytest.fixture(scope="module")
def rooms_site(tmp_path_factory):
    """One rooms server (a journal of its own) and one Chromium for a file's tests (test_browser_round6f_room,
    test_browser_round6g_room): each test makes its own rooms, in browser contexts of its own (see room)."""
    require_chromium()
    with rooms_server(tmp_path_factory.mktemp("rooms")) as (_proc, base), chromium() as browser:
        yield base, browser


@pytest.fixture
def room(rooms_site):
    """Yield (base URL, Chromium) of the file's rooms server; the contexts the test opened are closed after it, as a
    Chromium of its own was."""
    yield rooms_site
    for context in list(rooms_site[1].contexts):
        context.close()


def create(base: str, **request) -> dict:
    import urllib.request

    req = urllib.request.Request(base + "/cthulhu/rooms", data=json.dumps(request).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as answer:
        assert answer.status == 201
        return json.loads(answer.read())


def open_page(browser, url: str, width: int = 1000, height: int = 860, enforce_csp: bool = False):
    """Open `url` in a context of its own; every websocket frame is kept in page.frames (received) and
    page.sent, page errors in page.errors.

    The standalone server's pages forbid evaluating strings (CSP script-src 'self', issue 25), and Playwright's
    wait_for_function evaluates its condition as a string: the context bypasses the CSP unless `enforce_csp`
    (test_the_page_creates_a_table_and_shows_the_seat_links runs the page under it, waiting with `wait_true`)."""
    context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=1,
                                  bypass_csp=not enforce_csp)
    page = context.new_page()
    page.errors, page.frames_in, page.sent = [], [], []
    page.on("pageerror", lambda e: page.errors.append(str(e)))

    def on_socket(ws):
        if "/cthulhu/rooms/" not in ws.url:   # a kernel's socket (Voilà) is not a room's
            return
        ws.on("framereceived", lambda payload: page.frames_in.append(payload))
        ws.on("framesent", lambda payload: page.sent.append(payload))

    def on_any_socket(ws):   # the hot-seat test reads the kernel's frames
        ws.on("framereceived", lambda payload: page.kernel_frames.append(payload))

    page.kernel_frames = []
    page.on("websocket", on_socket)
    page.on("websocket", on_any_socket)
    page.goto(url)
    return page


def room_info(page) -> dict:
    return page.evaluate("""() => {
        const r = document.querySelector('.cw-room');
        return r ? {seat: r.dataset.seat, step: Number(r.dataset.step ?? -1), toAct: r.dataset.toAct ?? '',
                    connection: r.dataset.connection, turn: r.querySelector('.cw-room-turn').textContent,
                    seats: [...r.querySelectorAll('.cw-room-seat')].map(s => s.textContent)} : null;
    }""")


def wait_joined(page, seat: str, seconds: float = 20) -> None:
    wait_true(page, "(() => { const r = document.querySelector('.cw-room');"
                    f" return Boolean(r && r.dataset.seat === {json.dumps(seat)} && r.dataset.step !== undefined"
                    " && document.querySelector('canvas.cw-canvas')?.__cthulhu); })()", seconds)


def accept_play_again(page, old_room: str, seat: str = "player") -> None:
    """Press Play again → Yes and return once the next table's page, reloaded on the hash change, has joined."""
    page.evaluate("window.__cwBeforePlayAgain = true")            # gone only after page.js's reload
    page.click(".cw-rematch")
    page.click(".cw-rematch-yes")
    page.wait_for_function(f"!location.hash.includes({old_room!r}) && !window.__cwBeforePlayAgain",
                           timeout=20_000)                        # waitForFunction runs again in the new page
    wait_joined(page, seat)


def states(page) -> list[dict]:
    return [m for m in map(json.loads, page.frames_in) if m["type"] == "state"]


def last_state(page) -> dict | None:
    found = states(page)
    return found[-1] if found else None


def click_a_move(page, seat: str, rng: random.Random, tried: dict) -> bool:
    """If it is `seat`'s turn on this page, click something on the canvas as a player would: a move (act:), or
    open a card not opened yet at this step (select:); return whether it clicked."""
    info = room_info(page)
    msg = last_state(page)
    if not info or not msg or msg["to_act"] != seat or not msg["legal"] or info["step"] != msg["step"]:
        return False
    state = canvas_state(page)
    if state is None or state["step"] != msg["step"]:
        return False
    opened = tried.setdefault(msg["step"], set())
    # a Mythos round-end discard (round AP): a click marks a card (mark:, nothing sent), "Discard these N" (acts:)
    # sends the marked cards' discards in turn
    acts = [i for i in state["items"] if i["id"].startswith(("act:", "acts:"))]
    if any(i["id"] == "select:none" for i in state["items"]):   # a card's choices are open: the board waits (CHAOS
        acts = [i for i in acts if not i["id"].startswith(("act:move", "act:stay"))]   # r6c), its chips act
    cards = [i for i in state["items"] if i["id"].startswith(("select:", "mark:")) and i["id"] != "select:none"
             and i["id"] not in opened]
    if acts and (not cards or rng.random() < 0.7):
        item = rng.choice(acts)
    elif cards:
        item = rng.choice(cards)
        opened.add(item["id"])
    elif any(i["id"] == "select:none" for i in state["items"]):
        item = next(i for i in state["items"] if i["id"] == "select:none")
        opened.clear()
    else:
        return False
    click_in_view(page, item)   # round 6c keeps the chips' rows under the hand: the last may be under the fold
    page.wait_for_timeout(60)
    if item["id"].startswith("acts:"):   # its N discards answered before the next click (each is sent at its step)
        wait_true(page, f"Number(document.querySelector('.cw-room')?.dataset.step ?? -1)"
                        f" >= {msg['step'] + len(json.loads(item['id'][5:]))}", 30)
    return True


def play_by_clicks(pages: dict, done, seconds: float = 150, seed: int = 0) -> int:
    """Let every page click while `done()` is false; return how many clicks were made."""
    rng, tried, clicks = random.Random(seed), {seat: {} for seat in pages}, 0
    deadline = time.time() + seconds
    while not done():
        assert time.time() < deadline, f"the game did not get there in {seconds} s"
        moved = False
        for seat, page in pages.items():
            if click_a_move(page, seat, rng, tried[seat]):
                moved, clicks = True, clicks + 1
        if not moved:
            next(iter(pages.values())).wait_for_timeout(80)
    return clicks


def journal_positions(journal_dir, room_id: str) -> list:
    """Return every position of the room's game, replayed from the journal (the server must be stopped)."""
    hub = Hub(journal_dir)
    try:
        room = hub.get(room_id)
        actions = hub.journal.actions(room_id)
        return [replay(room.spec, actions[:n]) for n in range(len(actions) + 1)]
    finally:
        hub.close()


def check_frames(page, seat: str | None, positions: list, tokens: dict, hands=None) -> int:
    """Assert every frame the page received is its seat's own: the join answer names the seat; each state's view
    is view(seat) (public for a spectator) of the journal's game at that step; legal moves only on its turn; no
    other holder's token anywhere. Return how many state frames were checked."""
    own = tokens[seat or "spectator"]
    assert json.loads(page.sent[0]) == {"type": "join", "token": own}, "the token goes in the first message"
    others = [t for key, t in tokens.items() if t != own]
    n = 0
    for text in page.frames_in:
        assert not any(t in text for t in others), f"{seat} was sent another seat's token"
        msg = json.loads(text)
        if msg["type"] == "joined":
            assert msg["seat"] == seat
        if msg["type"] != "state":
            continue
        state = positions[msg["step"]]
        assert msg["view"] == state.view(seat or "public"), (seat, msg["step"])
        assert msg["legal"] == [] or (seat is not None and msg["to_act"] == seat)
        if hands:
            for other, cards in hands(msg["view"]).items():
                assert other == seat or cards is None, f"{seat} was sent {other}'s hand at step {msg['step']}"
        n += 1
    return n


def compose(paths, out_paths, columns: int = 2, label=None) -> None:
    """Compose screenshots into one PNG grid (Pillow), written to each of `out_paths`."""
    from PIL import Image, ImageDraw

    shots = [Image.open(p).convert("RGB") for p in paths]
    w, h = max(s.width for s in shots), max(s.height for s in shots)
    rows = (len(shots) + columns - 1) // columns
    sheet = Image.new("RGB", (w * columns + 8 * (columns - 1), h * rows + 8 * (rows - 1)), (7, 13, 10))
    for i, shot in enumerate(shots):
        sheet.paste(shot, ((i % columns) * (w + 8), (i // columns) * (h + 8)))
    if label:
        ImageDraw.Draw(sheet).text((8, sheet.height - 16), label, fill=(232, 224, 204))
    for out in out_paths:
        out.parent.mkdir(parents=True, exist_ok=True)
        sheet.quantize(colors=128).save(out, optimize=True)


def test_four_chaos_seats_and_a_spectator_play_two_rounds_by_clicks(tmp_path, browser):
    require_chromium()
    journal = tmp_path / "rooms"
    with rooms_server(journal) as (_proc, base):
        made = create(base, game="chaos", seed=11, name="four seats")
        room_id, links = made["room"], made["links"]
        tokens = {k: v["token"] for k, v in links.items()}
        pages = {seat: open_page(browser, base + links[seat]["link"]) for seat in ("A1", "A2", "B1", "B2")}
        watcher = open_page(browser, base + links["spectator"]["link"])
        for seat, page in pages.items():
            wait_joined(page, seat)
        wait_joined(watcher, "spectator")
        info = room_info(pages["A1"])
        assert "A1 (you)" in " ".join(info["seats"]) and all("connected" in s for s in info["seats"][:4])

        def rounds_done():
            msg = last_state(pages["A1"])
            return msg is not None and (msg["result"] is not None or msg["view"]["round"] >= 3)

        clicks = play_by_clicks(pages, rounds_done, seed=11)
        # a reload resumes the seat (the token is in the fragment, and in sessionStorage)
        b2 = pages["B2"]
        b2.reload()
        wait_joined(b2, "B2")
        with b2.expect_navigation():   # a new fragment reloads the page; no token in it: sessionStorage has it
            b2.evaluate("(room) => { location.hash = '#room=' + room; }", room_id)
        wait_joined(b2, "B2")
        assert "token" not in b2.url
        final = last_state(pages["A1"])["step"]
        for page in (*pages.values(), watcher):
            page.wait_for_function(f"document.querySelector('.cw-room').dataset.step === '{final}'", timeout=60_000)
        shots = []
        for seat, page in pages.items():
            path = ARTIFACTS / f"room_chaos_{seat}.png"
            page.locator(".cw-room").screenshot(path=str(path))
            shots.append(path)
        watcher.screenshot(path=str(ARTIFACTS / "room_chaos_spectator.png"))
        errors = {seat: page.errors for seat, page in {**pages, "spectator": watcher}.items() if page.errors}
    assert not errors, errors
    docs_image = ROOT / "docs" / "images" / "chaos_four_seats.png"   # the committed copy: refreshed on request
    refresh = os.environ.get("CTHULHU_UPDATE_DOCS_IMAGES") or not docs_image.exists()
    compose(shots, [ARTIFACTS / "chaos_four_seats.png", *([docs_image] if refresh else [])])
    positions = journal_positions(journal, room_id)
    assert positions[-1].view(None)["round"] >= 3 or positions[-1].result is not None
    counts = {seat: check_frames(page, seat, positions, tokens, HANDS) for seat, page in pages.items()}
    counts["spectator"] = check_frames(watcher, None, positions, tokens, HANDS)
    assert all(n > 5 for n in counts.values()), counts
    acted = {s for s in ("A1", "A2", "B1", "B2") if any(positions[i].to_act == s for i in range(len(positions) - 1))}
    assert acted == {"A1", "A2", "B1", "B2"} and clicks >= 8
    (ARTIFACTS / "room_chaos_frames.json").write_text(json.dumps(
        {"room": room_id, "steps": len(positions) - 1, "clicks": clicks, "state_frames_checked": counts,
         "frames_received": {s: len(p.frames_in) for s, p in {**pages, "spectator": watcher}.items()}}, indent=1))


def test_two_mythos_seats_play_and_reconnect_after_a_server_restart(tmp_path, browser):
    require_chromium()
    journal, port = tmp_path / "rooms", free_port()
    with rooms_server(journal, port) as (_proc, base):
        made = create(base, game="mythos", seed=4)
        room_id, links = made["room"], made["links"]
        tokens = {k: v["token"] for k, v in links.items()}
        pages = {seat: open_page(browser, base + links[seat]["link"], width=1200, height=1000)
                 for seat in ("p0", "p1")}
        for seat, page in pages.items():
            wait_joined(page, seat)
        start = last_state(pages["p0"])["step"]
        play_by_clicks(pages, lambda: last_state(pages["p0"])["step"] >= start + 16, seed=4)
        reached = last_state(pages["p0"])["step"]
    # the server is gone: the pages wait and try again with backoff
    for page in pages.values():
        page.wait_for_function("document.querySelector('.cw-room').dataset.connection === 'waiting'",
                               timeout=60_000)
    with rooms_server(journal, port):
        for page in pages.values():
            page.wait_for_function("document.querySelector('.cw-room').dataset.connection === 'open'",
                                   timeout=30_000)
        play_by_clicks(pages, lambda: last_state(pages["p0"])["step"] >= reached + 4, seed=5)
        pages["p0"].screenshot(path=str(ARTIFACTS / "room_mythos_p0.png"))
        pages["p1"].screenshot(path=str(ARTIFACTS / "room_mythos_p1.png"))
    errors = {seat: page.errors for seat, page in pages.items() if page.errors}
    assert not errors, errors
    positions = journal_positions(journal, room_id)
    hands = lambda view: {p["seat"]: p.get("hand") for p in view.get("players", [])}  # noqa: E731
    for seat, page in pages.items():
        assert check_frames(page, seat, positions, tokens) > 5
        for msg in states(page):
            for other, hand in hands(msg["view"]).items():
                assert other == seat or not hand, f"{seat} was sent {other}'s hand"
        joins = [json.loads(t) for t in page.sent if json.loads(t)["type"] == "join"]
        assert len(joins) >= 2, "the page joined again after the restart"


def wait_true(page, expression: str, timeout_s: float = 30) -> None:
    """Wait until `expression` is true in the page, asking through page.evaluate (allowed under the page's CSP)."""
    from playwright.sync_api import Error as PageError

    deadline = time.monotonic() + timeout_s
    while True:
        try:
            if page.evaluate(expression):
                return
        except PageError as e:   # the page is navigating (a seat link's fragment, a reload): ask again
            if "context was destroyed" not in str(e) and "navigat" not in str(e):
                raise
        if time.monotonic() > deadline:
            raise TimeoutError(f"{expression!r} was not true within {timeout_s} s")
        page.wait_for_timeout(100)


def test_the_page_creates_a_table_and_shows_the_seat_links(tmp_path, browser):
    """The standalone page works under its own CSP (script-src 'self', no eval), and no script of it is refused."""
    require_chromium()
    with rooms_server(tmp_path / "rooms") as (_proc, base):
        page = open_page(browser, base + "/cthulhu/rooms/page", enforce_csp=True)
        page.wait_for_selector("form.cw-create")
        page.select_option("select[name=game]", "chaos")
        page.select_option("select[name=seat-B1]", "bot:heuristic")
        page.select_option("select[name=seat-B2]", "bot:random")
        page.fill("input[name=seed]", "12")
        page.click("form.cw-create button[type=submit]")
        page.wait_for_selector(".cw-links-panel")
        seats = page.eval_on_selector_all(".cw-links .cw-link-field", "els => els.map(e => [e.dataset.seat, e.value])")
        assert [s for s, _ in seats] == ["A1", "A2", "spectator"]
        assert all(re.fullmatch(re.escape(base) + r"/cthulhu/rooms/page#room=[\w-]+&token=[\w-]{40,}", v)
                   for _, v in seats)
        page.click("button[data-copy=A1]")
        wait_true(page, "document.querySelector('button[data-copy=A1]').textContent !== 'Copy'")
        page.screenshot(path=str(ARTIFACTS / "room_links.png"))
        page.click("button[data-join=A1]")
        wait_joined(page, "A1")
        assert "token=" in page.url and room_info(page)["seat"] == "A1"
        second = open_page(browser, dict(seats)["A2"])
        wait_joined(second, "A2")
        info = room_info(second)
        assert any("B1" in s and s.endswith("· bot") for s in info["seats"])   # its kind in words, not "heuristic"
        bad = open_page(browser, dict(seats)["A2"].split("token=")[0] + "token=nope")
        bad.wait_for_function("document.querySelector('.cw-room')?.dataset.connection === 'closed'")
        assert "opens no seat" in bad.inner_text(".cw-room-conn")
        assert not page.errors and not second.errors


CURTAIN_UP = "(document.querySelector('.cw-curtain') && !document.querySelector('.cw-curtain').hidden)"
HOTSEAT_NOTEBOOK = {
    "cells": [{"cell_type": "code", "execution_count": None, "id": "hotseat", "metadata": {}, "outputs": [],
               "source": "from cthulhu_widgets.widgets import ChaosWidget\n"
                         "table = ChaosWidget(seed=3, hotseat=['A1', 'B1'], can_reveal=False)\ntable"}],
    "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
    "nbformat": 4, "nbformat_minor": 5}


def test_hotseat_curtain_hides_the_table_until_ready(tmp_path, browser):
    """One page, two human seats (A1, B1) of CHAOS in Voilà: after A1's decisions and the bots', the curtain
    "Pass to B1" replaces the table, and no frame the page receives before Ready carries a hand."""
    require_chromium()
    notebook = tmp_path / "hotseat.ipynb"
    notebook.write_text(json.dumps(HOTSEAT_NOTEBOOK))
    port = free_port()
    cmd = [str(VENV_BIN / "voila"), str(notebook), "--no-browser", "--Voila.ip=127.0.0.1", f"--port={port}"]
    with server(cmd, f"http://127.0.0.1:{port}/voila/static/", "voila_hotseat.log"):
        page = open_page(browser, f"http://127.0.0.1:{port}/", width=1100, height=900)
        page.wait_for_function("document.querySelector('canvas.cw-canvas')?.__cthulhu", timeout=120_000)
        rng, tried = random.Random(3), {}
        deadline = time.time() + 120
        curtain = None
        while curtain is None:
            assert time.time() < deadline, "no curtain in 2 minutes"
            curtain = page.evaluate("() => { const c = document.querySelector('.cw-curtain');"
                                    " return c && !c.hidden ? c.dataset.seat : null; }")
            if curtain:
                break
            state = canvas_state(page)
            acts = [i for i in state["items"] if i["id"].startswith("act:")]
            if any(i["id"] == "select:none" for i in state["items"]):   # a card's choices are open: the board
                acts = [i for i in acts if not i["id"].startswith(("act:move", "act:stay"))]   # waits (r6c)
            cards = [i for i in state["items"] if i["id"].startswith("select:") and i["id"] != "select:none"
                     and i["id"] not in tried.setdefault(state["step"], set())]
            if acts and (not cards or rng.random() < 0.7):
                click_item(page, state, rng.choice(acts))
            elif cards:
                item = rng.choice(cards)
                tried[state["step"]].add(item["id"])
                click_item(page, state, item)
                page.wait_for_timeout(60)   # a card opens its choices in the page
                continue
            try:   # a move's answer, or the bots' by autoplay, or the curtain
                page.wait_for_function(f"{CURTAIN_UP} || document.querySelector('canvas.cw-canvas').dataset.step"
                                       f" !== '{state['step']}'", timeout=3_000, polling=50)
            except PageTimeout:
                pass
        assert curtain == "B1"
        assert page.is_hidden("canvas.cw-canvas") and page.is_visible(".cw-curtain")
        assert "Pass to B1" in page.inner_text(".cw-curtain")
        mark = len(page.kernel_frames)
        # nothing of B1's table arrives while the curtain is up: the kernel sends a view only in answer to a command
        # (none is sent now) or a step (none: B1, a person, is to act); a late frame of the curtain's answer comes
        # within a few ms on this machine
        page.wait_for_timeout(400)
        behind = [f if isinstance(f, str) else f.decode("utf-8", "replace") for f in page.kernel_frames[mark:]]
        assert not [f for f in behind if '"hands"' in f]
        page.screenshot(path=str(ARTIFACTS / "hotseat_curtain.png"))
        page.click(".cw-curtain button")
        page.wait_for_function("document.querySelector('.cw-curtain').hidden"
                               " && document.querySelector('canvas.cw-canvas').style.display !== 'none'")
        page.wait_for_function("document.querySelector('canvas.cw-canvas').__cthulhu.scene.items"
                               ".some(i => /^(act|select):/.test(i.id || ''))", timeout=10_000)
        state = canvas_state(page)
        assert any(i["id"].startswith(("act:", "select:")) for i in state["items"]), "B1 has moves to click"
        page.screenshot(path=str(ARTIFACTS / "hotseat_b1.png"))
        assert not page.errors, page.errors


def test_play_together_in_voila_on_a_jupyter_server(tmp_path, browser):
    """The play_together app in Voilà served by `jupyter server` (Voilà and the rooms as its extensions): the form
    creates a table through Jupyter's login and xsrf check, the links show, the page sits at A1 and plays by clicks;
    a spectator logged in to the same server watches by its link. Frames checked against the journal."""
    require_chromium()
    token, port = secrets.token_hex(16), free_port()
    journal = tmp_path / "rooms"
    # the kernels' Unix sockets (browser_support.KERNEL_IPC) are made in the runtime dir, and a socket's path may not
    # pass 107 bytes: under tmp_path ("/tmp/pytest-of-root/pytest-N/test_play_together_in_voila_on0/runtime/kernel-
    # <uuid>-ipc-4") it was longer, the kernel never started and the page waited its 120 s in vain
    runtime = tempfile.TemporaryDirectory(prefix="cw-rt-")   # removed after the server stopped
    env = {"CTHULHU_ROOMS_DIR": str(journal), "JUPYTER_CONFIG_DIR": str(tmp_path / "config"),
           "JUPYTER_RUNTIME_DIR": runtime.name}
    cmd = [str(VENV_BIN / "jupyter"), "server", "--no-browser", f"--port={port}", "--ServerApp.port_retries=0",
           "--ip=127.0.0.1", f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={ROOT / 'notebooks'}",
           "--CthulhuRooms.bot_pace=0.05"]
    if os.geteuid() == 0:
        cmd.append("--allow-root")
    base = f"http://127.0.0.1:{port}"
    with runtime, server(cmd, f"{base}/api/status", "jupyter_rooms.log", env=env):
        page = open_page(browser, f"{base}/voila/render/play_together.ipynb?token={token}", width=1200, height=1100)
        page.wait_for_selector("form.cw-create", timeout=120_000)
        page.select_option("select[name=game]", "chaos")
        for seat in ("A2", "B1", "B2"):
            page.select_option(f"select[name=seat-{seat}]", "bot:heuristic")
        page.click("form.cw-create button[type=submit]")
        page.wait_for_selector(".cw-links-panel", timeout=60_000)
        links = dict(page.eval_on_selector_all(".cw-links .cw-link-field", "els => els.map(e => [e.dataset.seat, e.value])"))
        assert set(links) == {"A1", "spectator"} and all(v.startswith(base + "/cthulhu/rooms/page#room=")
                                                         for v in links.values())
        tokens = {k: v.split("token=")[1] for k, v in links.items()}
        room_id = links["A1"].split("room=")[1].split("&")[0]
        page.click("button[data-join=A1]")
        wait_joined(page, "A1", 30)
        watcher = open_page(browser, f"{base}/api/status?token={token}")   # the spectator logs in to the server
        watcher.goto(links["spectator"])
        wait_joined(watcher, "spectator", 30)
        start = last_state(page)["step"]
        play_by_clicks({"A1": page}, lambda: last_state(page)["step"] >= start + 8, seconds=120, seed=2)
        final = last_state(page)["step"]
        watcher.wait_for_function(f"Number(document.querySelector('.cw-room').dataset.step) >= {final}", timeout=60_000)
        page.screenshot(path=str(ARTIFACTS / "voila_play_together.png"), full_page=True)
        assert not page.errors and not watcher.errors, (page.errors, watcher.errors)
    positions = journal_positions(journal, room_id)
    assert check_frames(page, "A1", positions, tokens, HANDS) > 3
    assert check_frames(watcher, None, positions, tokens, HANDS) > 2
