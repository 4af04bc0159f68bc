"""Real JupyterLab and Voilà in headless Chromium: the Letter table draws, clicks reach Python, the app at 1280×800
fits the window and its bar has no designer control, and the bot plays the investigator while you watch (the whole
game by clicks is test_browser_play's Letter in English). Screenshots, paint times and the canvas's bottom edge go to
test-artifacts/ (git-ignored)."""
import json
import shutil
import time

import pytest

from browser_support import (ARTIFACTS, ROOT, VENV_BIN, app_url, canvas_state, chromium_browser, click_item,
                             context_page, free_port, inked_pixels, record, require_chromium, server)

pytestmark = pytest.mark.browser


def wait_step_change(page, before: int, index: int = -1, seconds: float = 20) -> dict:
    deadline = time.time() + seconds
    while time.time() < deadline:
        state = canvas_state(page, index)
        if state and (state["step"] != before or state["error"]):
            return state
        time.sleep(0.05)
    raise AssertionError(f"the table did not move from step {before} within {seconds} s")


DESIGNER_CONTROLS = ("Step ▶", "Bot move", "Reveal", "Hide", "autoplay")


def bar_controls(page) -> list[str]:
    """Return the names of the control bar's visible controls: a button's or checkbox's text, a menu's or the seed
    box's aria-label."""
    return page.evaluate("""() => [...document.querySelectorAll('.cw-bar > *, .cw-bar > .cw-more-box > *')]
        .filter(e => e.offsetParent !== null && getComputedStyle(e).display !== 'none'
                     && getComputedStyle(e).visibility !== 'hidden')   // ▶▶ keeps its place hidden (issue 23)
        .map(e => e.tagName === 'LABEL' ? (e.querySelector('select, input') || e) : e)
        .map(e => (e.getAttribute('aria-label') || e.textContent).trim())""")


def canvas_bottom(page) -> float:
    """Return the table canvas's bottom edge on the page as if nothing were scrolled (CSS px: ≤ the window's height
    means it is seen whole without scrolling), once the page has settled. Voilà scrolls a container, not the window."""
    page.wait_for_timeout(400)
    return page.evaluate("""() => {
        const c = document.querySelector('canvas.cw-canvas');
        let scrolled = window.scrollY;
        for (let el = c.parentElement; el; el = el.parentElement) scrolled += el.scrollTop;
        return c.getBoundingClientRect().bottom + scrolled;
    }""")


def play_seed(page, seed: int) -> None:
    """Deal a known game through the bar's seed box and Play this seed (the app starts from a secret deal)."""
    page.fill(".cw-bar input[type=number]", str(seed))
    page.click(".cw-bar button:has-text('Play this seed')")
    page.wait_for_function(f"document.querySelector('canvas.cw-canvas').dataset.seed === '{seed}'", timeout=60_000)


def self_step_glows(page) -> list[dict]:
    """Return the items of the automaton's step that glow (none while autoplay takes it: its "Opponent plays ▶" is a
    quiet button since round T, a tap playing it now, 57f1679)."""
    return page.evaluate("""() => document.querySelector('canvas.cw-canvas').__cthulhu.scene.items
        .filter(i => (i.label === 'clue-stack' && i.highlight)
                     || (i.type === 'chip' && /Opponent/.test(i.text || '') && (!i.quiet || i.highlight)))
        .map(i => ({type: i.type, id: i.id || null, label: i.label || '', text: i.text || ''}))""")


def unurged_steps(page) -> list[dict]:
    """Return the "Opponent plays ▶" chips drawn without the urge (gold: the table waits for the reader's press) or
    without the rule beside them: a player's Letter table plays the opponent only at ▶ (newcomer review 28, letter_zh 1:
    it played on a timer, the reader's own result unseen)."""
    return page.evaluate("""() => { const items = document.querySelector('canvas.cw-canvas').__cthulhu.scene.items;
        const ruled = items.some(i => i.label === 'step-rule');
        return items.filter(i => i.type === 'chip' && i.id === 'cmd:bot_step' && (!i.urge || !ruled))
          .map(i => ({type: i.type, id: i.id || null, urge: Boolean(i.urge), ruled, text: i.text || ''})); }""")


def choose(items: list[dict]) -> dict | None:
    """Return the item a click-only player takes: a move, else a card that opens a choice."""
    for prefix in ("act:", "select:"):
        for item in items:
            if item["id"].startswith(prefix) and item["id"] != "select:none":
                return item
    return None


@pytest.fixture(scope="module")
def chromium():
    """One Chromium for the file's two tests (a launch with its Playwright driver costs ~1.4 s of CPU); each page is
    in a fresh context of its own (browser_support.context_page)."""
    require_chromium()
    with chromium_browser() as browser:
        yield browser


def test_voila_table_fits_its_bar_has_no_designer_control_and_the_bot_plays_while_you_watch(chromium):
    """The Letter app at 1280×800 on the worker's shared Voilà server (a secret deal, as a player's): its table is drawn
    and whole in the window, its bar has no designer control; Bot plays (watch) offers no move. (Its whole game by
    clicks, the automaton's step that never glows while autoplay takes it, the end's banner and the table's bottom edge
    at the end are test_browser_play's Letter in English since round X, X5: both played seed 3 at 1280×800.)"""
    require_chromium()
    with context_page(chromium, 1280, 800) as page:
        page.goto(app_url("letter"), timeout=120_000)
        page.wait_for_function("document.querySelector('canvas.cw-canvas')?.__cthulhu", timeout=120_000)
        assert inked_pixels(page) > 500
        bottom_on_load = canvas_bottom(page)
        assert bottom_on_load <= 800, "the whole table, hand included, is in the 1280×800 window"
        controls = bar_controls(page)
        # Undo is named by its aria-label, its words without the arrow, since round HH (0ab32da8: a phone shows "↶ 戻す")
        assert not set(controls) & set(DESIGNER_CONTROLS), controls
        assert {"Undo", "who plays", "seed of a deal to play", "Play this seed", "New game", "language"} \
            <= set(controls), controls
        page.screenshot(path=str(ARTIFACTS / "voila_start.png"), full_page=True)
        paint_ms = canvas_state(page)["paintMs"]

        # Bot plays (watch): the heuristic bot plays the investigator at the app's pace; no move is offered.
        page.select_option(".cw-bar select[aria-label='who plays']", "bot")
        page.click(".cw-bar button:has-text('New game')")
        # four of the bot's steps at the watch's pace (~2 s each; a loaded CI worker took more than 30 s, 0e52f6a), or
        # the game's end: the deal is secret, and 84 of 2,000 heuristic games are over before step 4 (the flake of
        # stops 57-59's CI: the wait for a fourth step of a game already over)
        page.wait_for_function("Number(document.querySelector('canvas.cw-canvas').dataset.step) >= 4"
                               " || Boolean(document.querySelector('.cw-end-title'))", timeout=90_000)
        state = canvas_state(page)
        assert not state["error"] and not [i for i in state["items"] if i["id"].startswith("act:")]
        assert page.errors == []
        record("voila_letter", {"paint_ms_on_load": paint_ms, "canvas_bottom_on_load_px": bottom_on_load,
                                "viewport": "1280x800"})


def test_jupyterlab_runs_the_tutorial_and_a_click_reaches_python(chromium, tmp_path):
    require_chromium()
    port, token = free_port(), "cthulhu-test-token"
    root = tmp_path / "root"
    root.mkdir()
    shutil.copy(ROOT / "notebooks" / "letter_tutorial.ipynb", root)
    config = tmp_path / "config"
    (config / "labconfig").mkdir(parents=True)
    (config / "labconfig" / "page_config.json").write_text(json.dumps(
        {"disabledExtensions": {"@jupyterlab/apputils-extension:announcements": True}}))
    cmd = [str(VENV_BIN / "jupyter"), "lab", "--no-browser", "--allow-root", "--ip=127.0.0.1", f"--port={port}",
           f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={root}", "--expose-app-in-browser",
           "--ServerApp.port_retries=0"]
    # Render every cell (JupyterLab 4 otherwise attaches only the cells in view).
    tracker = tmp_path / "settings" / "@jupyterlab" / "notebook-extension"
    tracker.mkdir(parents=True)
    (tracker / "tracker.jupyterlab-settings").write_text(json.dumps({"windowingMode": "none"}))
    env = {"JUPYTER_CONFIG_DIR": str(config), "JUPYTERLAB_SETTINGS_DIR": str(tmp_path / "settings")}
    with server(cmd, f"http://127.0.0.1:{port}/api/status?token={token}", "jupyterlab.log", env=env), \
            context_page(chromium, 1300, 1000) as page:
        page.goto(f"http://127.0.0.1:{port}/lab/tree/letter_tutorial.ipynb?token={token}", timeout=120_000)
        page.wait_for_function("window.jupyterapp && document.querySelector('.jp-NotebookPanel')", timeout=120_000)
        page.wait_for_function("""() => {
            const w = window.jupyterapp.shell.currentWidget;
            return w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel
                && w.sessionContext.session.kernel.connectionStatus === 'connected';
        }""", timeout=120_000)
        page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
        page.wait_for_function("""() => {
            const panel = window.jupyterapp.shell.currentWidget;
            const cells = [...panel.content.model.cells];
            return panel.sessionContext.session.kernel.status === 'idle'
                && cells.filter(c => c.type === 'code').every(c => c.executionCount !== null);
        }""", timeout=240_000)
        errors = page.evaluate("""() => [...window.jupyterapp.shell.currentWidget.content.model.cells]
            .filter(c => c.type === 'code')
            .flatMap(c => [...Array(c.outputs.length).keys()].map(i => c.outputs.get(i).toJSON()))
            .filter(o => o.output_type === 'error').map(o => o.ename + ': ' + o.evalue)""")
        assert errors == []
        n_widgets = page.evaluate("""() => [...window.jupyterapp.shell.currentWidget.content.model.cells]
            .filter(c => c.type === 'code' && c.outputs.length && JSON.stringify(c.outputs.get(c.outputs.length - 1)
            .toJSON()).includes('application/vnd.jupyter.widget-view+json')).length""")
        assert n_widgets >= 30
        page.wait_for_function(f"document.querySelectorAll('canvas.cw-canvas').length >= {n_widgets}",
                               timeout=120_000)
        # The last table is a fresh game for the reader: it must be drawn and answer a click.
        last = page.locator("canvas.cw-canvas").last
        last.scroll_into_view_if_needed()
        page.wait_for_timeout(300)
        assert inked_pixels(page) > 500
        state = canvas_state(page)
        assert state["step"] == 0 and state["count"] >= n_widgets
        item = choose(state["items"])
        click_item(page, state, item)
        if item["id"].startswith("select:"):
            page.wait_for_function("[...document.querySelectorAll('canvas.cw-canvas')].at(-1)"
                                   ".__cthulhu.scene.items.some(i => i.type === 'chip')")
            state = canvas_state(page)
            click_item(page, state, choose(state["items"]))
        after = wait_step_change(page, 0)
        assert after["step"] >= 1 and not after["error"]  # the step trait only changes when Python applied the move
        last.screenshot(path=str(ARTIFACTS / "jupyterlab_table.png"))
        page.screenshot(path=str(ARTIFACTS / "jupyterlab.png"))
        assert page.errors == []
        record("jupyterlab_letter", {"widgets": state["count"], "paint_ms": after["paintMs"]})
