"""Each game played by clicks in each language (en, zh, ja) in its real Voilà app, in headless Chromium at 1280×800
(issue 15): one Voilà server serves the three apps, one page per game switches its language with the table's own
menu and deals the same seed again for each language.

After every repaint the test reads the strings the canvas actually drew (browser_support.DRAWN_STRINGS_SCRIPT wraps
fillText / strokeText) and asserts that no rule ID and no snake_case id is drawn in play mode, and that an open zoom
covers no legal move outside it. A card's zoom, opened by a click, draws a line of that card's text from the game's
card_texts.json in the table's language (else English). The table's bottom edge on load is measured at 1280 px wide.
Screenshots of every game in zh and ja land in test-artifacts/ (play_<game>_<lang>.png), every distinct string
drawn in drawn_<game>_<lang>.json, numbers in browser_metrics.json (key browser_play: time to the first drawn table,
click → repaint medians, frames, strings with Latin words in zh and ja — measured, not asserted).

Letter in English also keeps test_browser_letter's promises for its whole game by clicks (moved here in round X, X5:
both played the same game, seed 3 at 1280×800): the opponent waits for ▶, its chip urged and its rule said (AT1b),
the game ends in one of its two banners, and the table's bottom edge is still in the 800 px window at the end."""
from __future__ import annotations

import json
import re
import statistics
import time

import pytest

from cthulhu_widgets.games import SHIPPED, get_spec, spec_table
from cthulhu_widgets.frames.letter import UI as LETTER_UI
from browser_support import (ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, DRAWN_STRINGS_SCRIPT, ROOT, canvas_state,
                             click_in_view, drawn_frames, record, require_chromium, shared_voila, table_model)
from test_browser_letter import canvas_bottom, unurged_steps

pytestmark = pytest.mark.browser

SEED = 3  # the deal every language plays again (CTHULHU_TEST_SEED for the first one)
WIDTH, HEIGHT = 1280, 800
LANGS = ("en", "zh", "ja")
GAMES = SHIPPED
# Each game in each language its table speaks (its GameSpec's; the language menu offers no other: Mythos has no
# Chinese table).
SPOKEN = {game: get_spec(game).languages for game in GAMES}
MOVES = {"letter": None, "chaos": 14, "mythos": 14}  # the seat's moves by clicks (Letter: to the end of a game)
RULE_ID = re.compile(rf"\b(?:{'|'.join(spec_table('rule_prefix').values())})-[A-Z0-9]+(?:-\d+)?\b")
SNAKE_ID = re.compile(r"\b[a-z]+_[a-z_]+\b")
ZOOMS = 3  # cards whose text a case opens by a click (each a different card on the table)
METRICS: dict = {}


def card_texts(game: str) -> dict:
    return json.loads((ROOT / "cthulhu_widgets" / "games" / game / "card_texts.json").read_text())


class Apps:
    """One Chromium, one page per game's app (opened on first use, kept for the module: its languages)."""

    def __init__(self, playwright, url: str):
        self.browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        self.url, self.pages, self.errors = url, {}, []

    def open(self, game: str):
        """Return the game's page, its table drawn (time from navigation to the first drawn table in METRICS)."""
        if game not in self.pages:
            page = self.browser.new_page(viewport={"width": WIDTH, "height": HEIGHT}, device_scale_factor=1)
            page.add_init_script(DRAWN_STRINGS_SCRIPT)
            page.on("pageerror", lambda e: self.errors.append(f"{game}: {e}"))
            started = time.time()
            page.goto(f"{self.url}/voila/render/play_{game}.ipynb", timeout=120_000)
            page.wait_for_function("document.querySelector('canvas.cw-canvas')?.__cthulhu?.scene.items.length",
                                   timeout=120_000)
            METRICS.setdefault(game, {})["first_table_s"] = round(time.time() - started, 2)
            table_model(page, game)
            autoplay = page.locator(".cw-bar input[type=checkbox]")
            if autoplay.count() and autoplay.first.is_visible():  # a designer's bar: the test clicks Step itself
                autoplay.first.uncheck()
            self.pages[game] = page
        return self.pages[game]


@pytest.fixture(scope="module")
def apps():
    require_chromium()
    from playwright.sync_api import sync_playwright

    base = shared_voila(str(SEED))
    started = time.time()
    with sync_playwright() as p:
        apps = Apps(p, base)
        try:
            yield apps
        finally:
            apps.browser.close()
            METRICS["module_s"] = round(time.time() - started, 1)
            record("browser_play", METRICS)


# ----- what the page holds and draws -------------------------------------------------------------------------------
def model(page) -> dict:
    """Return the synced traits the page holds: step, seat, to_act, over, error, lang, mode, seed."""
    return page.evaluate("""() => { const m = window.__table; const v = m.get('view') || {};
        return {step: m.get('step'), seat: m.get('seat'), to_act: v.to_act ?? null, over: Boolean(v.result),
                error: m.get('error'), lang: m.get('lang'), mode: m.get('mode'), seed: m.get('seed'),
                round: v.round ?? null}; }""")


def scene(page) -> dict:
    """Return the canvas's items with ids (what the choosers read), its zoom boxes, header and bottom edge, and the
    log's lines."""
    return page.evaluate(r"""() => {
        const c = document.querySelector('canvas.cw-canvas');
        const s = c.__cthulhu.scene;
        const box = ({x, y, w, h}) => ({x, y, w, h});
        return {header: (s.items.find(i => i.label === 'status') || {}).text || '',
                log: [...document.querySelectorAll('.cw-log > div')].map(l => l.textContent),
                bottom: c.getBoundingClientRect().bottom,
                zooms: s.items.filter(i => i.type === 'mzoom').map(box),
                zoomCard: (s.items.find(i => i.label === 'zoom-card') || {face: {}}).face.id || null,
                items: s.items.filter(i => i.id).map(i => ({id: i.id, x: i.x, y: i.y, w: i.w, h: i.h, z: i.z || 0,
                    label: i.label || '', text: i.text || '', highlight: Boolean(i.highlight), zoom: i.zoom || null,
                    type: i.face ? i.face.type : null}))};
    }""")


def wait_answer(page, step: int, seat_turn: bool = False) -> None:
    """Wait until the kernel has answered a move: the page's step changed, or an error came back (or, waiting on the
    other seats, the seat's own turn is shown: under load a CHAOS read once caught the view a moment before the seat's
    turn at the same step, and the bots' branch then waited for a step no bot was to take)."""
    mine = "|| (window.__table.get('view') || {}).to_act === window.__table.get('seat')" if seat_turn else ""
    page.wait_for_function(f"window.__table.get('step') !== {step} || Boolean(window.__table.get('error')) {mine}",
                           timeout=60_000, polling=20)   # CHAOS bots now play at a pace a person can follow


def press(page, *cmds: str) -> bool:
    """Click the first shown and enabled button of the table's bar whose data-cmd is one of `cmds` (the same in every
    language); return whether one was clicked."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    for cmd in cmds:
        buttons = page.locator(f".cw-bar button[data-cmd='{cmd}']")
        for k in range(buttons.count()):
            if buttons.nth(k).is_visible() and buttons.nth(k).is_enabled():
                try:
                    buttons.nth(k).click(timeout=2_000)
                except PlaywrightTimeout:   # hidden meanwhile: the page's autoplay reached the seat's turn first
                    return False
                return True
    return False


class Seen:
    """Everything the case's repaints drew, checked as it comes: no rule ID or snake_case id (nor in the log's
    lines), no covered move."""

    def __init__(self, page, game: str, lang: str):
        self.page, self.game, self.lang = page, game, lang
        self.frames = self.strings = 0
        self.leaks: list[str] = []
        self.unique: set[str] = set()  # every string drawn, for test-artifacts/drawn_<game>_<lang>.json

    def check(self) -> dict:
        """Check the frames drawn since the last check and the scene now; return the scene."""
        for frame in drawn_frames(self.page):
            self.frames += 1
            self.strings += len(frame)
            self.unique.update(frame)
            self.leaks += [s for s in frame if RULE_ID.search(s) or SNAKE_ID.search(s)]
        assert not self.leaks, f"{self.game} {self.lang}: drawn in play mode: {sorted(set(self.leaks))[:8]}"
        now = scene(self.page)
        logged = [line for line in now["log"] if RULE_ID.search(line) or SNAKE_ID.search(line)]
        assert not logged, f"{self.game} {self.lang}: the log shows ids in play mode: {logged[:4]}"
        moves = [i for i in now["items"] if i["id"].startswith("act:") and i["z"] < 10]  # the zoom's own are z 12
        for zoom in now["zooms"]:
            covered = [i["id"] for i in moves if overlaps(zoom, i)]
            assert not covered, f"{self.game} {self.lang}: the zoom covers {covered}"
        return now


def overlaps(a: dict, b: dict) -> bool:
    """Return whether two boxes ({x, y, w, h}) share some area."""
    return (a["x"] < b["x"] + b["w"] and b["x"] < a["x"] + a["w"]
            and a["y"] < b["y"] + b["h"] and b["y"] < a["y"] + a["h"])


# ----- the card zoom ------------------------------------------------------------------------------------------------
def zoom_target(game: str, items: list[dict], skip=()) -> dict | None:
    """Return a card to open (not one in `skip`): one whose click opens its text (`zoom:`), else a hand card (its
    text by its moves)."""
    # Cards and piles only: a line of text that opens a rule (Letter's Insanity N) is checked by vitest
    # (js/src/letter/newcomer.test.js); its thin box sits between cards, and a click there opened a card instead.
    opens = [i for i in items if i["id"].startswith("zoom:") and not i["id"].startswith("zoom:inv:")
             and i["id"] != "zoom:insanity"]
    if game == "mythos":
        opens = [i for i in items if i["id"].startswith("select:") and i["label"].startswith("hand-")]
    elif game == "chaos":
        opens += [i for i in items if i["id"].startswith("select:") and not i["id"].startswith("select:@")
                  and i["id"] != "select:none"]
    return next((i for i in opens if opened_card(i) not in skip), None)


def opened_card(item: dict) -> str:
    """Return what a click on the item opens: its zoom key, else what it selects (a CHAOS card id, a Mythos card)."""
    return (item["zoom"] or item["id"].split(":", 1)[1]).removeprefix("card:")


def expected_text(game: str, lang: str, item: dict, now: dict) -> tuple[str, str]:
    """Return (key, text) of the card a zoom shows: its card_texts entry in `lang`, else in English."""
    texts = card_texts(game)
    key = item["zoom"] or item["id"].split(":", 1)[1]
    if game == "mythos":
        table, key = texts["cards"], now["zoomCard"]
    elif game == "chaos":
        kind, _, key = key.partition(":") if ":" in key else ("card", "", key)
        table = texts[{"card": "cards", "time": "times", "combo": "combos"}[kind]]
    else:   # Letter: the clue stack, no card of its own, opens the table's words about it (its count filled in)
        notes = {"clue-stack": "clue_pile_text", "insanity": "insanity_text",   # Insanity N's rule
                 # a protection shield or pill is no card: it opens the sentence saying until when (round I)
                 "protected-opponent": "protected_opponent_text", "protected-player": "protected_player_text",
                 # the footer's 'Removed … Set aside … Unused' line opens why each is out of play (review 11, 7d099fb)
                 "out-of-play": "removed_why"}
        table = {**texts["cards"], **{zoom: {k: {"text": v[word]} for k, v in LETTER_UI.items()}
                                      for zoom, word in notes.items()}}
    entry = table[key]
    return key, (entry.get(lang) or entry["en"])["text"]


def open_zoom(page, seen: Seen, game: str, lang: str, item: dict) -> str:
    """Click a card's zoom; assert a line of its text is drawn (and nothing covered); close it; return the card."""
    click_in_view(page, item)
    after = seen.check()
    key, text = expected_text(game, lang, item, after)
    frame = drawn_frames(page)[-1]
    # A text's {n} (and a plural's {n:card|cards}) is drawn filled in: compare without numbers and placeholders.
    plain = " ".join(re.sub(r"\{[^}]*\}|\d+", " ", text).split())
    lines = [s.strip() for s in frame if len(s.strip()) >= 4
             and " ".join(re.sub(r"\d+", " ", s).split()) in plain]
    if not lines and game == "chaos" and any(i["id"].startswith("act:") for i in after["items"]):
        # review 9: a CHAOS card selected to play opens no pop-up over the board; its chips say what it does and its
        # text goes under the prompt where the band has room. A band full of chips (ja, Checkup's combo and cover)
        # leaves none: an open finding of this stop, not a pass for a missing zoom elsewhere
        return key
    assert lines, f"{game} {lang}: the zoom of {key} drew no line of its text {text!r}: {frame[-12:]}"
    close = next((i for i in after["items"] if i["id"] == "select:none"), None)
    close = close or next((i for i in after["items"] if i["id"].startswith("select:") and i["z"] >= 12), None)
    if close:
        click_in_view(page, close)
        seen.check()
    return key


# ----- a game by clicks ----------------------------------------------------------------------------------------------
def chooser(game: str):
    """Return the click-only player of a game (the other browser tests' choosers): f(scene, tried, plays)."""
    if game == "letter":
        return lambda now, tried, plays: next((i for p in ("act:", "select:") for i in now["items"]
                                               if i["id"].startswith(p) and i["id"] != "select:none"), None)
    if game == "chaos":
        from test_browser_chaos import choose as chaos_choose
        return lambda now, tried, plays: chaos_choose(now["items"], False, False, tried)
    from test_browser_mythos import choose as mythos_choose

    def mythos(now, tried, plays):
        item = mythos_choose(now, plays)
        if item is None or item["id"].startswith("select:") and item["id"] in tried:
            # Opened already at this step (the plan reads English headers): another card, else any move.
            cards = [i for i in now["items"] if i["id"].startswith("select:") and i["highlight"]
                     and i["id"] not in tried]
            # a round-end discard read in any language: the confirm chip, else a card not marked yet (round AP)
            cards += [i for i in now["items"] if i["id"].startswith("acts:")]
            cards += [i for i in now["items"] if i["id"].startswith("mark:") and i["id"] not in tried]
            item = next(iter(cards), None) or next((i for i in now["items"] if i["id"].startswith("act:")), None)
        if item and item["id"].startswith(("select:", "mark:")):   # a mark (a desk's round-end discard, round AP)
            tried.add(item["id"])                                   # is clicked once: a second click unmarks it
        return item
    return mythos


def start(page, game: str, lang: str) -> None:
    """Switch the table's language with its own menu, then deal SEED again with the toolbar's seed box."""
    offered = page.eval_on_selector(".cw-bar select[aria-label=language]",
                                    "s => [...s.options].filter(o => !o.hidden).map(o => o.value)")
    assert sorted(offered) == sorted(SPOKEN[game]), f"{game}: the language menu offers {offered}"
    page.select_option(".cw-bar select[aria-label=language]", lang)
    page.wait_for_function(f"window.__table.get('lang') === '{lang}'", timeout=60_000, polling=20)
    page.fill(".cw-bar input[type=number]", str(SEED))
    assert press(page, "play_seed"), "no button deals the seed in the box"
    confirm = page.locator(".cw-confirm")   # bots have played: the page asks "Lose this game?" first (issue 23)
    if confirm.is_visible():
        confirm.locator("[data-cmd=lose_yes]").click()
    # Dealt again once the page holds the seed at step 0 (the first deal's seed is secret: null).
    page.wait_for_function(f"String(window.__table.get('seed')) === '{SEED}' && window.__table.get('step') === 0",
                           timeout=60_000, polling=20)


def play(page, game: str, lang: str, seen: Seen) -> dict:
    """Play the seat's moves by clicks (the bar's buttons for the other seats), opening the text of a few cards on
    the way; return counts, the cards opened and click times."""
    choose, limit = chooser(game), MOVES[game]
    moves = steps = opened = 0
    zoomed, zoom_ids = [], set()
    repaint_ms: list[float] = []
    tried, tried_at, plays, round_seen = set(), None, 0, None
    glows: list[dict] = []   # Letter: "Opponent plays ▶" drawn as if the page would play it by itself
    waited = False           # Letter: the opponent's turn waited once, by the clock, for the reader's ▶
    deadline = time.time() + 60
    while limit is None or moves < limit:
        now_model = model(page)
        assert not now_model["error"], f"{game} {lang}: {now_model['error']}"
        assert now_model["mode"] == "play"
        if now_model["over"]:
            break
        assert time.time() < deadline, f"{game} {lang}: not done in 60 s ({moves} moves)"
        if now_model["to_act"] != now_model["seat"]:
            if game == "letter":
                glows += unurged_steps(page)
                if not waited:   # no opponent step on a timer: it waits for ▶ (review 28, letter_zh 1)
                    page.wait_for_timeout(4_000)
                    assert model(page)["step"] == now_model["step"], f"letter {lang}: the opponent played unasked"
                    waited = True
            press(page, "fast_forward", "bot_step")  # else the page's autoplay steps the other seats
            wait_answer(page, now_model["step"], seat_turn=True)
            steps += 1
            seen.check()
            continue
        if now_model["step"] != tried_at:
            tried_at, tried = now_model["step"], set()
        if now_model["round"] != round_seen:
            round_seen, plays = now_model["round"], 0
        now = seen.check()
        card = zoom_target(game, now["items"], zoom_ids) if len(zoomed) < ZOOMS else None
        if card:
            zoom_ids.add(opened_card(card))
            zoomed.append(open_zoom(page, seen, game, lang, card))
            now = seen.check()
        item = choose(now, tried, plays)
        assert item is not None, f"{game} {lang}: nothing to click at step {now_model['step']}"
        clicked = time.perf_counter()
        click_in_view(page, item)
        if item["id"].startswith(("select:", "mark:")):   # opened, or marked for the round's discard: nothing sent
            opened += item["id"].startswith("select:")
            seen.check()
            continue
        if game == "letter" and item["id"].startswith("act:"):
            # a chip marked ⚠ asks for a second press, answers and plays alike (round AX8): pressed again when the first
            # was held (a second press on a move already played is dropped quietly in play mode)
            page.wait_for_timeout(800)
            if page.evaluate(f"window.__table.get('step') === {now_model['step']} && !window.__table.get('error')"):
                click_in_view(page, item)
        if item["id"].startswith("acts:"):   # "Discard these N" sends the marked discards in turn (mythos/discard.js)
            sent = len(json.loads(item["id"][5:]))
            page.wait_for_function(f"window.__table.get('step') >= {now_model['step'] + sent}"
                                   " || Boolean(window.__table.get('error'))", timeout=60_000, polling=20)
        wait_answer(page, now_model["step"])
        repaint_ms.append((time.perf_counter() - clicked) * 1000)
        moves += 1
        plays += item["id"].startswith("act:play")
        seen.check()
    return {"moves": moves, "steps": steps, "opened": opened, "zoomed": zoomed, "click_repaint_ms": repaint_ms,
            "over": model(page)["over"], "glows": glows}


@pytest.mark.parametrize("game", GAMES)
def test_table_bottom_edge_within_800px_on_load(apps, game):
    page = apps.open(game)
    bottom = page.evaluate("document.querySelector('canvas.cw-canvas').getBoundingClientRect().bottom")
    METRICS.setdefault(game, {})["bottom_px_on_load"] = round(bottom)
    assert bottom <= HEIGHT, f"{game}: the table's bottom edge is at {bottom:.0f} px on load at {WIDTH} px wide"


@pytest.mark.parametrize(("game", "lang"), [(g, lang) for g in GAMES for lang in SPOKEN[g]])
def test_play_by_clicks_draws_no_ids_and_opens_card_texts(apps, game, lang, request):
    page = apps.open(game)
    start(page, game, lang)
    seen = Seen(page, game, lang)
    done = play(page, game, lang, seen)
    (ARTIFACTS / f"drawn_{game}_{lang}.json").write_text(json.dumps(sorted(seen.unique), ensure_ascii=False, indent=0))
    if lang != "en":
        page.screenshot(path=str(ARTIFACTS / f"play_{game}_{lang}.png"))
    assert apps.errors == []
    assert done["zoomed"], f"{game} {lang}: no card's text was opened by a click"
    glows = done.pop("glows")
    if game == "letter":
        assert done["over"], f"letter {lang}: the game did not end"
        assert done["steps"] > 0 and glows == [], f"the opponent's step waits for ▶, urged and said: {glows[:2]}"
        if lang == "en":   # test_browser_letter's whole game, moved here (round X, X5)
            assert canvas_state(page)["banner"]["text"] in ("You sealed Cthulhu!", "Cthulhu wins")
            assert canvas_bottom(page) <= HEIGHT, "the table's bottom edge left the 800 px window at the game's end"
    else:
        assert done["moves"] >= MOVES[game]
    times = done.pop("click_repaint_ms")
    # Measured, not asserted: Latin words a zh or ja table still draws (card names under a translation, seats).
    latin = sorted(t for t in seen.unique if re.search(r"[A-Za-z]{3,}", t)) if lang != "en" else []
    METRICS.setdefault(game, {})[lang] = {
        **done, "frames": seen.frames, "strings": seen.strings, "distinct_strings": len(seen.unique),
        "distinct_with_latin_words": len(latin), "latin_examples": latin[:12],
        "click_repaint_ms_median": round(statistics.median(times), 1) if times else None,
        "click_repaint_ms_p95": round(statistics.quantiles(times, n=20)[-1], 1) if len(times) > 1 else None}
