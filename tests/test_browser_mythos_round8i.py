"""Mythos at 1280×800, issue 23 round I, newcomer review 7 (layout): through a round's card play the hand keeps its
row, the bot's panel stays above the reader's (finding 2) and the table never pushes the page past the window (finding
1). The holes: review 9 closed the hand up after each play ("the holes look broken"); review 10 (finding 2: a card
moved under the finger, the next tap landed on another card) reversed that, so within the seat's turn (a play that
opens a step, e.g. a car's move) each card keeps its place, and once the turn ended the hand closed up with no hole.
Round O (e0c6126, newcomer review 11 finding 2: a play closed the hand up at the bot's turn and a click where a card
had been opened the one that slid there) kept each card's place for the whole round; newcomer review 12 (finding 1:
seven cards over thirteen places at a round's end read as broken) brought the turn's rule back on purpose in round P
(8fb5cca): within the seat's own turn each card keeps its place, and when the turn ends (the bot acts) the hand closes
up (test_browser_mythos_round9m). In the real Voilà app in headless Chromium; screenshots land in
test-artifacts/round8i_mythos_*.png.
"""
from __future__ import annotations

import time

import pytest

from browser_support import ARTIFACTS, DESK, click_in_view, voila_app_page

pytestmark = pytest.mark.browser

STATE = """() => { const c = document.querySelector('canvas.cw-canvas'); const s = c.__cthulhu.scene;
  const panels = s.items.filter(i => i.type === 'mpanel').map(i => ({label: i.label, you: !!i.you, y: i.y, h: i.h}));
  return {doc: document.scrollingElement.scrollHeight, inner: innerHeight, panels,
          holes: s.items.filter(i => i.type === 'mhole').length,
          items: s.items.filter(i => i.id).map(i => ({id: String(i.id), label: i.label || '', x: i.x, y: i.y, w: i.w,
                                                      h: i.h}))}; }"""


@pytest.fixture(scope="module")
def desk():
    """A Voilà server of the Mythos app and a 1280×800 page of it."""
    with voila_app_page("mythos", "voila_round8i_mythos.log", "3", DESK) as page:
        yield page


def hand_of(state: dict) -> dict:
    """Return the hand's cards by label: their x."""
    return {i["label"]: i["x"] for i in state["items"] if i["label"].startswith("hand-") and i["id"].startswith("select:")}


# the turn the hand's places belong to ("seat|round|turn|phase", discard.js handSlots; round O's "seat|round" was
# reversed in round P): the same key after a play means the play was made in the same own turn
TURN = "() => (document.querySelector('canvas.cw-canvas').__cthulhu.ui.handSlots || {}).key || ''"

# how many lines of the story a bot wrote: more after a play than before it means the bot took a turn in between
BOT_LINES = """() => ((document.querySelector('.cw-story') || {}).innerText || '').split('\\n')
  .filter(l => /^Bot \\d/.test(l.trim())).length"""


def check_places(before: dict, after: dict, same_turn: bool, label: str) -> None:
    """Within one own turn each hand card left keeps its box; the play made (the bot's turn, the seat's next) the hand
    closes up in its order, no hole left: since round HH (newcomer review 38, mythos_en 4 / mythos_ja 8: the places
    kept through the round's card play piled up five or six dashed holes, read as a broken hand)."""
    was = {i["label"]: (i["x"], i["y"]) for i in before["items"] if i["label"] in hand_of(before)}
    now = [i for i in after["items"] if i["label"] in hand_of(after)]
    if same_turn:
        for i in now:
            if i["label"] in was:
                assert (i["x"], i["y"]) == was[i["label"]], f"after {label}: {i['label']} moved within the turn"
        return
    assert hand_holes(after) == 0, f"after {label}: holes {hand_holes(after)} once the play was made"
    kept = [i["label"] for i in sorted(now, key=lambda i: (i["y"], i["x"])) if i["label"] in was]
    assert kept == [k for k in sorted(was, key=lambda k: (was[k][1], was[k][0])) if k in kept], \
        f"after {label}: the hand's order changed"


def hand_holes(state: dict) -> int:
    """Return how many of the hand's places are drawn empty ("played" / "discarded" outlines)."""
    return state.get("holes", 0)


def play_one(page, state: dict) -> str | None:
    """Play a hand card as a person does (a tap on it, then its chip); return its label, or None when none plays."""
    for label in sorted(hand_of(state), key=lambda k: hand_of(state)[k]):
        card = next(i for i in state["items"] if i["label"] == label)
        click_in_view(page, card)
        time.sleep(0.8)
        chips = [i for i in page.evaluate(STATE)["items"] if i["id"].startswith("act:play")]
        if chips:
            click_in_view(page, chips[0])
            time.sleep(1.5)
            return label
        page.keyboard.press("Escape")
        time.sleep(0.3)
    return None


def test_a_round_of_card_play_keeps_the_hand_the_panels_and_the_page_still(desk):
    page = desk
    before = page.evaluate(STATE)
    bots_before = page.evaluate(BOT_LINES)
    played = 0
    across = set()   # for each play in the round: whether the bot took a turn since the last look (round P: closed up)
    for n in range(4):
        turn = page.evaluate(TURN)
        label = play_one(page, before)
        if label is None:
            break
        played += 1
        after = page.evaluate(STATE)
        page.screenshot(path=str(ARTIFACTS / f"round8i_mythos_play_{n}.png"))
        # the status says "… passes end card play" in card play (round EE), "Card play" before it
        if "card play" not in page.evaluate("() => document.querySelector('canvas.cw-canvas').__cthulhu.scene.items"
                                            ".find(i => i.label === 'status').text").lower():
            break
        key = page.evaluate(TURN)
        bots = page.evaluate(BOT_LINES)
        # a bot's turn between two looks ends the seat's turn: the key changes; the hand closes up at the seat's next
        # decision, its new play a hole (round AT6)
        assert bots == bots_before or key != turn, f"the bot acted but the hand kept its turn's places: {key}"
        check_places(before, after, bool(turn) and key == turn, label)
        across.add(bots > bots_before)
        bots_before = bots
        cards = [i for i in after["items"] if i["label"].startswith("hand-") and i["id"].startswith("select:")]
        rows = sorted({round(i["y"]) for i in cards})
        was = sorted({round(i["y"]) for i in before["items"]
                      if i["label"].startswith("hand-") and i["id"].startswith("select:")})
        assert not was or not rows or rows[0] == was[0], f"after {label}: the hand's row moved {was} -> {rows}"
        mine = next(p for p in after["panels"] if p["you"])
        for p in after["panels"]:
            if not p["you"]:
                assert p["y"] + p["h"] <= mine["y"], f"the bot's panel above the reader's: {after['panels']}"
        assert after["doc"] <= after["inner"], f"the page pushed past the window: {after['doc']}"
        before = after
    assert played >= 2, "cards played"
    # round P (8fb5cca): the bot's turn came between two looks, and the hand closed up with no hole across it
    assert True in across, "a bot's turn came between the plays (the hand closed up after it)"


def test_a_page_scrollbar_coming_changes_no_width(desk):
    """Review 8 (Mythos, 1280): a table just past the window's foot toggled the page's scrollbar, and the 15 px it took
    changed the story's width and the table's layout, back and forth with no input. The page keeps the bar's gutter."""
    page = desk
    width = "document.querySelector('.cw-root').getBoundingClientRect().width"
    before = page.evaluate(width)
    page.evaluate("() => { const d = document.createElement('div'); d.id = 'cw-tall'; d.style.height = '3000px';"
                  " document.body.append(d); }")
    try:
        page.wait_for_timeout(300)
        assert page.evaluate("document.documentElement.scrollHeight > innerHeight")
        assert page.evaluate(width) == before
    finally:
        page.evaluate("document.getElementById('cw-tall').remove()")
