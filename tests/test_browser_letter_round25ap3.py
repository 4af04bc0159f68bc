"""Letter, newcomer review 24 (round AP, fixer AP3), letter_en finding 1: the first click on an answer chip sometimes did
nothing (Learn to play's step 2 and later), at a desk (1280×800, a mouse) in the real Voilà app and Chromium. The
reader's mouse rests where it clicked step 1's chip; the opponent's Randolph Carter then lays the answer chips out,
one of them under the resting pointer; the reader reads the bubble, then clicks that chip once: it answers."""
from __future__ import annotations

import time

import pytest

from browser_support import DESK, poll, quicken, voila_app_page

pytestmark = pytest.mark.browser

AT = """(id) => { const c = document.querySelector('canvas.cw-canvas'); const s = c.__cthulhu.scene;
  const b = c.getBoundingClientRect(); const k = b.width / s.width;
  const i = s.items.find(x => x.id === id && x.type === 'chip') ?? s.items.find(x => x.id === id); if (!i) return null;
  return {x: b.left + (i.x + i.w / 2) * k, y: b.top + (i.y + i.h / 2) * k, w: i.w * k, h: i.h * k}; }"""
# the coach's step number and whether the answer chips are on the table
COACH = """() => { const b = document.querySelector('.cw-coach');
  const head = b?.querySelector('.cw-coach-head')?.textContent ?? '';
  const s = document.querySelector('canvas.cw-canvas')?.__cthulhu?.scene;
  return {n: Number((/Step (\\d)/.exec(head) ?? [])[1] ?? 0), step: document.querySelector('canvas.cw-canvas')?.dataset?.step,
          ids: (s?.items ?? []).filter(i => i.id && String(i.id).startsWith('act:')).map(i => i.id)}; }"""
PLAY = "act:play card=great_race_of_yith compare=hand"
ANSWER = "act:answer side=hand"


def click(page, id_: str) -> dict:
    at = poll(page, f"() => ({AT})({id_!r})")
    assert at, f"no item {id_}"
    page.mouse.move(at["x"], at["y"], steps=4)
    time.sleep(0.3)
    page.mouse.click(at["x"], at["y"])
    return at


def test_the_first_click_on_the_step_2_answer_chip_answers():
    with voila_app_page("letter", "voila_letter_round25ap3.log", "1", DESK) as page:
        quicken(page, "letter", 0.5)
        page.locator(".cw-learn").first.click()
        assert poll(page, COACH, lambda c: c["n"] == 1)["n"] == 1
        click(page, "select:0")
        poll(page, f"() => ({AT})({PLAY!r})")
        time.sleep(0.8)
        click(page, PLAY)
        time.sleep(0.8)
        if page.evaluate(f"() => ({AT})({PLAY!r})"):   # a ⚠ play asks for a second press (round AX8, finding 3)
            click(page, PLAY)
        rest = None
        for _ in range(60):               # the reader closes the note and asks for the opponent's turn by its chip
            if ANSWER in page.evaluate(COACH)["ids"]:
                break
            if page.locator(".cw-coach-ok").is_visible():
                page.locator(".cw-coach-ok").click()
                time.sleep(0.5)
            if rest is None and page.evaluate(f"() => ({AT})('cmd:bot_step')"):
                rest = click(page, "cmd:bot_step")   # its chip in the band: the pointer rests there
            time.sleep(0.5)
        got = page.evaluate(COACH)
        assert ANSWER in got["ids"], got
        time.sleep(3.0)                   # the reader reads step 2's bubble
        before = page.evaluate(COACH)
        at = page.evaluate(f"() => ({AT})({ANSWER!r})")
        page.mouse.move(at["x"], at["y"], steps=3)
        time.sleep(0.4)
        page.mouse.click(at["x"], at["y"])
        after = poll(page, COACH, lambda c: ANSWER not in c["ids"], seconds=6)
        assert ANSWER not in after["ids"], (rest, at, before, after)
        assert page.errors == []
