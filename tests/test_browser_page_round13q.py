"""Learn to play in the real Voilà app and Chromium, as newcomer review 13 walked it (Mythos phone, ja at 390×844,
DPR 2, touch): every numbered step of the course shows on the page in turn, walked by taps (the reader reads each
bubble, taps its わかった, then the ringed card or chip), and the same on the desk in English (finding 1: only the
"what just happened" notes showed; steps 2-7 never did)."""
from __future__ import annotations

import re
import time

import pytest

from browser_support import DESK, LEARN_PACE, PHONE, READ_S, artifact, quicken, replay_after_bot_game
from page_support import chromium_browser, device_page, voila_app

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def chromium():
    with chromium_browser() as browser:
        yield browser


@pytest.fixture(scope="module")
def mythos_app(chromium):
    """One Voilà server of the Mythos app (seed 7) for both walks; each walk's page is a context and a kernel (a game)
    of its own, from the course's first step."""
    with voila_app("mythos", "7", "voila_page_round13q_mythos.log") as url:
        yield chromium, url


# the coach bubble's head and わかった's centre (window px), the ring's centre (scrolled into the window first)
PROBE = """() => { const b = document.querySelector('.cw-coach'); const shown = b && !b.hidden;
  const ok = shown ? b.querySelector('.cw-coach-ok') : null; let at = null;
  if (ok) { ok.scrollIntoView({block: 'nearest'}); const r = ok.getBoundingClientRect();
    at = [r.left + r.width / 2, r.top + r.height / 2]; }
  const ring = document.querySelector('.cw-coach-ring'); let target = null;
  if (!shown && ring && !ring.hidden) { let r = ring.getBoundingClientRect();
    if (r.top < 60 || r.bottom > window.innerHeight - 20) { ring.scrollIntoView({block: 'center'});
      r = ring.getBoundingClientRect(); }
    target = [r.left + r.width / 2, r.top + r.height / 2]; }
  return {head: shown ? b.querySelector('.cw-coach-head').textContent : null, ok: at, ring: target}; }"""


def walk(page, learn: str, tap, last: str, seconds: float = 180, again: bool = True, game: str = "mythos",
         pace: float = LEARN_PACE) -> list[str]:
    """Press Learn to play and follow the course by `tap` (a finger or a mouse), as review 13's reader did: look at
    the page; a bubble is read for 4 s, then its Got it pressed where it was when looked at (the bots play meanwhile:
    the next step took a "what just happened" note's place and the tap closed it unread), else the ringed item is
    tapped. Return the heads of the bubbles the reader saw at its looks, once `last` (the last step's head) showed.
    `again=False`: the reader taps without a second look (review 15's Letter phone reader). The whole walk, reader and
    bots alike, keeps `pace` times a person's pace (browser_support.quicken: 0.25, the reading 1 s, the bots 175 ms)."""
    quicken(page, game, pace)
    page.get_by_text(learn).first.click()
    time.sleep(2.5)
    heads, end = [], time.time() + seconds
    while time.time() < end:
        p = page.evaluate(PROBE)   # a look
        if p["head"] and (not heads or heads[-1] != p["head"]):
            heads.append(p["head"])
        if p["head"] and last in p["head"]:
            break
        if p["ok"] and not again:
            time.sleep(READ_S * pace)
            tap(*p["ok"])
        elif p["ok"]:
            time.sleep(READ_S * pace)
            # the reader looks again before pressing: a step that came meanwhile lit the bubble up and changed its
            # head (newcomer review 14, finding 1: one Got it now closes the whole bubble, note line and step)
            again = page.evaluate(PROBE)
            if again["head"] and heads[-1] != again["head"]:
                heads.append(again["head"])
            if again["head"] and last in again["head"]:
                break
            tap(*(again["ok"] or p["ok"]))
        elif p["ring"]:
            tap(*p["ring"])
        time.sleep(0.5)
    return heads


def steps_of(heads: list[str], pattern: str) -> list[int]:
    """Return the step numbers the heads show, in order of first showing."""
    seen = []
    for h in heads:
        m = re.search(pattern, h)
        if m and int(m.group(1)) not in seen:
            seen.append(int(m.group(1)))
    return seen


def test_finding_1_every_step_of_mythos_learn_to_play_shows_on_a_phone_in_ja(mythos_app):
    with device_page(*mythos_app, PHONE, lang="ja") as phone:
        heads = walk(phone, "遊び方を学ぶ", phone.touchscreen.tap, "ステップ 9 / 9")
        phone.screenshot(path=str(artifact("round13q_learn_phone.png")))
        assert steps_of(heads, r"ステップ (\d+) / 9") == [1, 2, 3, 4, 5, 6, 7, 8, 9], heads
        assert phone.errors == []


def test_finding_1_every_step_of_mythos_learn_to_play_shows_on_the_desk_in_en(mythos_app):
    with device_page(*mythos_app, DESK) as desk:
        heads = walk(desk, "Learn to play", desk.mouse.click, "Step 9 of 9")
        desk.screenshot(path=str(artifact("round13q_learn_desk.png")))
        assert steps_of(heads, r"Step (\d+) of 9") == [1, 2, 3, 4, 5, 6, 7, 8, 9], heads
        assert desk.errors == []


# how far the page is scrolled (the window and the box Voilà scrolls), and the table root's top in the window
SCROLLED = """() => { const c = document.querySelector('canvas.cw-canvas'); let up = Math.round(window.scrollY);
  for (let e = c.parentElement; e; e = e.parentElement) up += Math.round(e.scrollTop || 0);
  return {up, top: Math.round(c.closest('.cw-root').getBoundingClientRect().top), h: window.innerHeight}; }"""
SCROLL_BY = """(by) => { let el = document.querySelector('canvas.cw-canvas').parentElement;
  while (el && !(el.scrollHeight > el.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(el).overflowY)))
    el = el.parentElement;
  (el || document.scrollingElement).scrollTop += by; }"""


def test_findings_4_5_letter_replay_steps_by_hand_and_play_again_shows_the_table(chromium):
    """Letter on a phone (zh-TW), the bot playing the reader's seat to the end: the replay goes on by itself no faster
    than a step a second, ▶ shows the next step and holds it there (finding 5); then, the page scrolled down past the
    table's top, Play again deals a game whose table's top is in the window (finding 4)."""
    with voila_app("letter", "5", "voila_page_round13q_letter.log") as url, \
            device_page(chromium, url, PHONE, lang="zh") as page:
        replay_after_bot_game(page)
        step = lambda: page.locator(".cw-end-step").inner_text()   # noqa: E731
        first, t0 = step(), time.time()
        page.wait_for_function("(b) => document.querySelector('.cw-end-step').innerText !== b", arg=first,
                               timeout=10_000)
        assert time.time() - t0 >= 1.0, "the replay stepped faster than a step a second"
        shown = step()
        page.evaluate("document.querySelector('.cw-end-step_next').click()")
        page.wait_for_function("(b) => document.querySelector('.cw-end-step').innerText !== b", arg=shown,
                               timeout=10_000)
        held = step()
        assert [int(n) for n in re.findall(r"\d+", held)][0] == [int(n) for n in re.findall(r"\d+", shown)][0] + 1
        time.sleep(3)
        assert step() == held, "after ▶ the replay went on by itself"
        assert page.locator(".cw-end-step_back").get_attribute("title") == "上一步"
        page.evaluate("document.querySelector('.cw-end-back').click()")
        page.wait_for_selector(".cw-ending[data-mode=end]", timeout=30_000)
        page.evaluate(SCROLL_BY, 2000)   # the reader scrolled down to the story under the table
        time.sleep(0.5)
        before = page.evaluate(SCROLLED)
        assert before["top"] < 0, before
        page.evaluate("document.querySelector('.cw-end-again').click()")
        page.wait_for_function("(() => { const e = document.querySelector('.cw-ending'); const c = "
                               "document.querySelector('canvas.cw-canvas'); return e.hidden && !c.__cthulhu.scene.items"
                               ".some((i) => i.type === 'banner'); })()", timeout=60_000)
        time.sleep(1)
        after = page.evaluate(SCROLLED)
        page.screenshot(path=str(artifact("round13q_play_again_phone.png")))
        assert 0 <= after["top"] <= after["h"] - 80, (before, after)
        assert page.errors == []
