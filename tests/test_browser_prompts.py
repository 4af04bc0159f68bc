"""Prompts, chips and words a newcomer can trust, in the real Voilà apps and Chromium (issue 23).

Each app is opened in another language than English (Letter: Traditional Chinese and Japanese; CHAOS: Simplified
Chinese and Japanese; Mythos: Japanese) at 1280×800, and each game once on a 390×844 phone:
- the app's title is the table's language's (the page's `data-cw-title` heading and the window's title), and the "?"
  panel holds the rules reminder and how to read the table in that language (the catalog's help, games/<g>/sentences);
- the prompt drawn is the kernel's (made from the legal moves: frames `prompt`), whole, and each chip of a move with
  words of its own shows them (`label`): Letter's without the prompt again, CHAOS combos in words, Mythos plays by
  what they do ("Start at …", "Recruit …"), never a bare "Play";
- no "(s)" is drawn.
"""
from __future__ import annotations

import re
import time

import pytest

from cthulhu_widgets.frames import catalog
from browser_support import canvas_state, click_in_view, table_model
from page_support import chromium_browser, voila_apps
from page_support import open_app as open_page

pytestmark = pytest.mark.browser

SEED = 5
CASES = [("letter", "zh", 1280, 800), ("letter", "ja", 1280, 800), ("chaos", "zh", 1280, 800),
         ("chaos", "ja", 1280, 800), ("mythos", "ja", 1280, 800), ("letter", "en", 390, 844),
         ("chaos", "en", 390, 844), ("mythos", "en", 390, 844)]
SCENE = "document.querySelector('canvas.cw-canvas').__cthulhu.scene"
ZOOMED = f"{SCENE}.items.some(i => i.type === 'mzoom')"
MOVE_LABEL = 6   # a packed move's label (frames.MOVE_KEYS: id, text, target, kind, fields, cards, label)


@pytest.fixture(scope="module")
def browser():
    """One Voilà server with the apps (dealing SEED) and one Chromium, for the module."""
    with voila_apps(SEED, "voila_prompts.log") as url, chromium_browser() as chromium:
        yield chromium, url


@pytest.fixture(scope="module")
def pages(browser):
    """Return open_app for the module: one page per app and viewport, opened on first use and walked through every
    check at that size (a language changed in the table's own menu), closed at the end (issue 23 round I: 6 Voilà
    page loads where there were 10)."""
    opened = {}

    def open_app(game: str, lang: str, width: int, height: int):
        page = opened.get((game, width, height))
        if page is None:
            page = opened[(game, width, height)] = open_page(*browser, game, width, height)
            table_model(page, game)
        choose_lang(page, lang)
        return page

    yield open_app
    for page in opened.values():
        page.context.close()


def choose_lang(page, lang: str) -> None:
    """Put the table in `lang` through its own language menu (a phone's is under "⋯"), unless it is in it."""
    if page.evaluate(f"(window.__table.get('lang') || 'en') === '{lang}'"):
        return
    more = page.locator(".cw-bar button[data-cmd=more]")
    folded = more.is_visible()   # a phone: the language is under "⋯" (issue 23 round 3)
    if folded:
        more.click()
    page.select_option(".cw-bar select[data-cmd=lang]", lang)
    page.wait_for_function(f"window.__table.get('lang') === '{lang}'", timeout=30_000)
    if folded:
        more.click()


def to_my_move(page) -> None:
    """Let the other seats play until the viewer has a prompt (▶▶ to my turn, else wait for the page's autoplay)."""
    for _ in range(60):
        if page.evaluate("window.__table.get('prompt') && (window.__table.get('legal') || []).length > 0"):
            time.sleep(0.4)   # the page lays the message out in a microtask, then paints
            return
        button = page.locator(".cw-bar button[data-cmd=fast_forward]")
        if button.count() and button.first.is_visible() and button.first.is_enabled():
            button.first.click()
        time.sleep(1)
    raise AssertionError("the viewer never had a move")


def drawn(page) -> dict:
    """Return the scene's text items and chips, and the prompt and moves the page holds (the kernel's)."""
    return page.evaluate("""() => {
        const s = document.querySelector('canvas.cw-canvas').__cthulhu.scene;
        const m = window.__table;
        return {texts: s.items.filter(i => i.type === 'text').map(i => i.text),
                chips: s.items.filter(i => i.type === 'chip').map(i => ({id: i.id || '', text: i.text})),
                prompt: m.get('prompt'), legal: m.get('legal') || []};
    }""")


@pytest.mark.parametrize("game,lang,width,height", CASES)
def test_the_app_speaks_the_tables_language_and_its_prompt_and_chips_are_the_kernels(pages, game, lang, width,
                                                                                     height):
    """The title and the "?" panel are in the table's language; the prompt drawn is the kernel's, made from the
    legal moves; a move's chip shows its own words; no "(s)"."""
    page = pages(game, lang, width, height)
    help_texts = catalog(game)["help"][lang]
    assert page.locator("[data-cw-title]").inner_text().strip() == help_texts["title"]
    assert page.title() == help_texts["title"]
    page.locator(".cw-help > summary").click()
    panel = page.locator(".cw-help").inner_text()
    assert help_texts["rules"][0] in panel and help_texts["guide"][0] in panel
    if lang != "en":
        assert not re.search(r"\bRules\b|How to read", panel)
    page.locator(".cw-help > summary").click()

    to_my_move(page)
    shown = drawn(page)
    squeeze = lambda t: re.sub(r"\s+", "", t)   # noqa: E731 - a prompt is wrapped over lines
    said = squeeze("".join(shown["texts"]))
    if any(c["id"] == "select:@more" for c in shown["chips"]):
        # a phone's long prompt shows its first sentence and "More ▾" (round AK, chaos_ja 4): one tap shows the rest,
        # the cut's "… / …" marks between them
        click_in_view(page, next(i for i in canvas_state(page)["items"] if i["id"] == "select:@more"))
        page.wait_for_function(f"{SCENE}.items.some(i => i.label === 'prompt-more')", timeout=30_000)
        shown = drawn(page)
        said = squeeze("".join(shown["texts"])).replace("……", "")
    assert squeeze(shown["prompt"]) in said, shown["prompt"]
    labels = {f"act:{m[0]}": m[MOVE_LABEL] for m in shown["legal"] if len(m) > MOVE_LABEL and m[MOVE_LABEL]}
    own = [c for c in shown["chips"] if c["id"] in labels]
    assert all(c["text"].endswith(labels[c["id"]]) for c in own), own
    assert not any("(s)" in t for t in shown["texts"] + [c["text"] for c in shown["chips"]])
    assert page.errors == []


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_LOC_1_a_mythos_card_zoom_says_what_each_play_does(pages, lang):
    """Opening a glowing hand card shows a chip per play that says what it does (MY-LOC-1: the first location is
    where the investigator starts, at once), the kernel's words, never a bare "Play"."""
    page = pages("mythos", lang, 390, 844)
    to_my_move(page)
    if page.evaluate(ZOOMED):   # the page's earlier check left a card open: Escape closes it (js/src/index.js)
        page.focus("canvas.cw-canvas")
        page.keyboard.press("Escape")
        page.wait_for_function(f"!({ZOOMED})", timeout=30_000)
    card = page.evaluate("""() => {
        const c = document.querySelector('canvas.cw-canvas'); const s = c.__cthulhu.scene;
        const it = s.items.find(i => i.type === 'mcard' && i.highlight && (i.id || '').startsWith('select:'));
        c.scrollIntoView();
        const b = c.getBoundingClientRect(); const k = b.width / s.width;
        return {x: b.left + (it.x + it.w / 2) * k, y: b.top + (it.y + it.h / 2) * k};
    }""")
    page.mouse.click(card["x"], card["y"])
    page.wait_for_function(ZOOMED, timeout=60_000)
    shown = drawn(page)
    labels = {f"act:{m[0]}": m[MOVE_LABEL] for m in shown["legal"] if len(m) > MOVE_LABEL and m[MOVE_LABEL]}
    # a label needing more than two lines says what the play does on its chip (up to its first colon or bracket) and
    # the rest as plain text above it (review 35, mythos_ja 2: mythos/chips.js toldApart): chip + its text = label
    notes = page.evaluate(f"""() => {{ const n = {{}};
        for (const i of {SCENE}.items) if (i.type === 'text' && i.chip) n[i.chip] = (n[i.chip] || '') + i.text;
        return n; }}""")
    plays = {c["id"]: c["text"] for c in shown["chips"] if c["id"].startswith("act:play ")}
    flat = lambda t: re.sub(r"\s+", "", t)   # noqa: E731 - a note is wrapped over lines
    for id_, text in plays.items():
        label = labels.get(id_, "")
        assert text and label.startswith(text), (text, label)
        assert flat(label[len(text):].lstrip(":：")) == flat(notes.get(id_, "")), (text, notes.get(id_), label)
    assert plays and not {"Play", "使用"} & set(plays.values()), plays
