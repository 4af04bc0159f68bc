"""Round P (newcomer review 12, Letter zh-TW phone, finding 4): "Learn to play" shows each step's bubble in order on a
phone; its step 2 (answer the opponent's Randolph Carter with the hand) was skipped: the answer's chips were ringed,
no bubble said why. In the real Voilà app in headless Chromium (390×844, touch)."""
from __future__ import annotations

import time

import pytest

from browser_support import ARTIFACTS, PHONE, poll, voila_app_page

pytestmark = pytest.mark.browser

COACH = """() => { const b = document.querySelector('.cw-coach');
  const head = b?.querySelector('.cw-coach-head')?.textContent ?? '';
  const s = document.querySelector('canvas.cw-canvas')?.__cthulhu?.scene;
  return {shown: Boolean(b && !b.hidden), head, text: b?.querySelector('.cw-coach-text')?.textContent ?? '',
          dock: b?.dataset?.dock ?? null, n: Number((/第 (\\d) 步/.exec(head) ?? [])[1] ?? 0),
          answer: Boolean(s?.items?.some(i => i.id === 'act:answer side=hand'))}; }"""
ITEMS = """(id) => { const c = document.querySelector('canvas.cw-canvas'); const s = c.__cthulhu.scene;
  const b = c.getBoundingClientRect(); const k = b.width / s.width;
  const i = s.items.find(x => x.id === id); if (!i) return null;
  return {x: b.left + (i.x + i.w / 2) * k, y: b.top + (i.y + i.h / 2) * k}; }"""


def tap_id(page, id_: str) -> None:
    at = poll(page, f"() => ({ITEMS})({id_!r})")
    assert at, f"no item {id_}"
    page.touchscreen.tap(at["x"], at["y"])
    time.sleep(0.8)


@pytest.fixture(scope="module")
def phone():
    with voila_app_page("letter", "voila_letter_round12p.log", "1", PHONE, "zh") as page:
        yield page


def test_finding_4_each_learn_step_shows_its_bubble_in_order(phone):
    page = phone
    page.locator(".cw-learn").first.click()
    got = poll(page, COACH, lambda c: c["n"] == 1 and c["shown"])
    assert got["n"] == 1 and got["shown"], got
    play = "act:play card=great_race_of_yith compare=hand"
    for _ in range(5):   # a tap right after the table was laid out again presses nothing (ui/pointer.js STEADY_MS)
        if page.evaluate(f"() => ({ITEMS})({play!r})"):
            break
        tap_id(page, "select:0")
    tap_id(page, play)
    time.sleep(0.8)   # its chip carries a ⚠ (one in 14 loses): since round AX8 a second press plays it
    if page.evaluate(f"() => ({ITEMS})({play!r})"):
        tap_id(page, play)
    seen = []
    for _ in range(40):
        c = page.evaluate(COACH)
        seen.append(c)
        if c["answer"]:
            break
        if c["shown"] and page.locator(".cw-coach-ok").is_visible():
            page.locator(".cw-coach-ok").tap()
            time.sleep(0.8)
        bot = page.evaluate(f"() => ({ITEMS})('cmd:bot_step')")
        if bot:
            page.touchscreen.tap(bot["x"], bot["y"])
        time.sleep(0.5)
    time.sleep(1.5)
    c = page.evaluate(COACH)
    page.screenshot(path=str(ARTIFACTS / "letter_round12p_step2.png"))
    assert c["answer"], seen[-5:]
    assert c["shown"] and c["n"] == 2 and c["text"], (c, seen[-5:])
