"""Mythos at 1280×800, issue 23 round I, newcomer review 7 (layout): through a round's card play the hand closes up
with no hole and keeps its row (review 9 reversed round I's kept places: "the holes look broken"), the bot's
panel stays above the reader's (finding 2) and the table never pushes the page past the window (finding 1). In the
real Voilà app in headless Chromium; screenshots land in test-artifacts/round8i_mythos_*.png.
"""
from __future__ import annotations

import time

import pytest

from browser_support import ARTIFACTS, DESK, click_in_view, voila_app_page

pytestmark = pytest.mark.browser

STATE = """() => { const c = document.querySelector('canvas.cw-canvas'); const s = c.__cthulhu.scene;
  const panels = s.items.filter(i => i.type === 'mpanel').map(i => ({label: i.label, you: !!i.you, y: i.y, h: i.h}));
  return {doc: document.scrollingElement.scrollHeight, inner: innerHeight, panels,
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
    played = 0
    for n in range(4):
        label = play_one(page, before)
        if label is None:
            break
        played += 1
        after = page.evaluate(STATE)
        page.screenshot(path=str(ARTIFACTS / f"round8i_mythos_play_{n}.png"))
        if "Card play" not in page.evaluate("() => document.querySelector('canvas.cw-canvas').__cthulhu.scene.items"
                                            ".find(i => i.label === 'status').text"):
            break
        cards = [i for i in after["items"] if i["label"].startswith("hand-") and i["id"].startswith("select:")]
        rows = sorted({round(i["y"]) for i in cards})
        for y in rows:   # each row of the hand is even: no hole where a card was played
            xs = sorted(i["x"] for i in cards if round(i["y"]) == y)
            steps = [b - a for a, b in zip(xs, xs[1:])]
            assert not steps or max(steps) - min(steps) <= 2, f"after {label}: a hole in the hand's row {y}: {xs}"
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
