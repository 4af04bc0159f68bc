"""Newcomer review 27, rooms on a phone in real Chromium (round AS, AS6):

- room_zh 2 (032/033, 064/065): another seat changed the reader's hand while it waited and nothing said so then. The
  room's hand news (js/src/room/hand_swap.js), fed the seat's own two frames of such a change (CH-G3 Brainwash), lies
  over the hand's title "你的手牌" at once: one line, over no card, and the table does not move for it.
- room_zh 1 (003, 024, 026): a finger's first tap on a hand card that opens choices shows its name and effect over
  the table (the canvas's tip: nothing moves) and opens no combo panel; the second tap opens it.
- room_zh 7 (006-010): on a phone the rules opened as a half-screen sheet under the 3 things box and the header, two
  scroll areas: they open full screen, the window's whole height, over the strip and the chat.
Screenshots: test-artifacts/s28as6/."""
from __future__ import annotations

import pytest
from browser_support import ARTIFACTS
from test_browser_rooms import create, wait_joined
from test_browser_rooms import room, rooms_site  # noqa: F401 (the file's rooms server and Chromium)

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "s28as6"
BOTS = {"A1": "bot:heuristic", "A2": "bot:heuristic", "B2": "bot:heuristic"}

# the reader's last state as the frame before a Brainwash: A2 to act, B1's hand other cards (its own view's cards)
CHANGE = """() => { const r = window.__cthulhuRoom, hand = document.querySelector(".cw-room").__cthulhuHand, last = r.last, seat = 'B1';
  const cards = last.view.hands[seat].cards;
  const before = {...last, step: last.step - 1, to_act: 'A2', legal: [],
                  view: {...last.view, hands: {...last.view.hands, [seat]: {count: 2, cards: [
                    {id: 'sprint_moon', function: 'sprint'}, {id: 'amnesia_eye', function: 'amnesia'}]}}}};
  const canvas = document.querySelector('canvas.cw-canvas');
  const top = canvas.getBoundingClientRect().top + scrollY;
  hand.show(before, last, seat, {lang: r.model.get('lang'), catalog: r.model.get('catalog_data')});
  return {top, n: cards.length}; }"""

PLACE = """() => { const tag = document.querySelector('.cw-room-handnews');
  const canvas = document.querySelector('canvas.cw-canvas'), box = canvas.getBoundingClientRect();
  const scene = canvas.__cthulhu.scene, k = box.width / scene.width;
  const page = (i) => ({top: box.top + i.y * k, bottom: box.top + (i.y + i.h) * k, left: box.left + i.x * k,
                        right: box.left + (i.x + i.w) * k});
  const title = scene.items.find((i) => i.label === 'hand-title');
  const cards = scene.items.filter((i) => /card$/.test(String(i.type ?? '')) && i.h > 0).map(page);
  const t = tag && !tag.hidden ? tag.getBoundingClientRect() : null;
  return {shown: Boolean(t), text: tag?.textContent ?? '', cut: Boolean(tag && tag.scrollWidth > tag.clientWidth + 1), tag: t && {top: t.top, bottom: t.bottom, left: t.left,
          right: t.right, height: t.height}, title: title && page({...title, h: title.h ?? 14}), cards,
          canvasTop: box.top + scrollY}; }"""


# a whole new hand since review 28 (room_en 5: hand_swap.js by card id): "New hand from A2: …"
@pytest.mark.parametrize("width,locale,said", [(390, "zh-CN", "新手牌："), (1280, "en", "New hand from ")])
def test_a_hand_changed_by_another_seat_is_told_over_the_hand_title_at_once(room, width, locale, said):
    SHOTS.mkdir(parents=True, exist_ok=True)
    base, browser = room
    made = create(base, game="chaos", seed=11, name="Brainwash", listed=False, seats={"B1": "human", **BOTS},
                  rules={"max_rounds": 3})
    phone = {"has_touch": True, "is_mobile": True, "device_scale_factor": 2} if width < 700 else {}
    context = browser.new_context(viewport={"width": width, "height": 844 if width < 700 else 800}, locale=locale,
                                  **phone)
    page = context.new_page()
    page.goto(base + made["links"]["B1"]["link"])
    wait_joined(page, "B1")
    page.wait_for_timeout(600)
    before = page.evaluate(CHANGE)
    page.wait_for_timeout(300)
    got = page.evaluate(PLACE)
    page.evaluate("() => { const t = document.querySelector('.cw-room-handnews'); t.scrollIntoView({block: 'center'}); }")
    page.screenshot(path=str(SHOTS / f"hand_news_{width}_{locale}.png"))
    assert got["shown"], got
    assert said in got["text"] and "A2" in got["text"], got["text"]
    assert not got["cut"], got   # the whole line, its cards named
    assert got["tag"]["height"] <= 24, got["tag"]                      # one line
    assert abs(got["tag"]["top"] - (got["title"]["top"] - 3 * 1)) < 6, got   # on the hand's title
    for card in got["cards"]:                                           # over no card
        assert got["tag"]["bottom"] <= card["top"] + 1 or got["tag"]["top"] >= card["bottom"] - 1, (got["tag"], card)
    assert got["canvasTop"] == before["top"]                             # the table did not move
    context.close()


def phone_b1(room, name):
    """Return a zh-CN phone's context and page joined as B1 at a new 3-round CHAOS table called `name` (bots else)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    base, browser = room
    made = create(base, game="chaos", seed=11, name=name, listed=False, seats={"B1": "human", **BOTS},
                  rules={"max_rounds": 3})
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True,
                                  device_scale_factor=2, locale="zh-CN")
    page = context.new_page()
    page.goto(base + made["links"]["B1"]["link"])
    wait_joined(page, "B1")
    return context, page


CARD = """() => { const c = document.querySelector('canvas.cw-canvas'), box = c.getBoundingClientRect();
  const scene = c.__cthulhu.scene, k = box.width / scene.width;
  const card = scene.items.find((i) => i.type === 'ccard' && String(i.id ?? '').startsWith('select:'));
  return card && {x: box.left + (card.x + card.w / 2) * k, y: box.top + (card.y + card.h / 2) * k, id: card.id}; }"""
OPEN = """() => { const c = document.querySelector('canvas.cw-canvas');
  return {panel: c.__cthulhu.scene.items.some((i) => i.id === 'select:none'), tip: c.__cthulhu.ui.tip?.text ?? '',
          top: c.getBoundingClientRect().top + scrollY}; }"""


def test_a_first_tap_on_a_hand_card_reads_it_and_the_second_opens_its_choices(room):
    context, page = phone_b1(room, "Read")
    page.wait_for_function("() => document.querySelector('.cw-room')?.dataset.yourTurn === 'true'", timeout=20000)
    page.wait_for_timeout(1600)   # the hand scrolled into sight, the reader's hands off the page
    card = page.evaluate(CARD)
    assert card, "no hand card that opens choices"
    page.touchscreen.tap(card["x"], card["y"])
    page.wait_for_timeout(300)
    first = page.evaluate(OPEN)
    page.screenshot(path=str(SHOTS / "card_read_390_zh.png"))
    assert not first["panel"], "the first tap opened the play panel"
    # name and effect in the room's reading with Play (review 28, room_zh 1: test_browser_room_round29at8)
    assert page.evaluate("!document.querySelector('.cw-room-cardread').hidden"), "the first tap showed no reading"
    page.wait_for_timeout(500)
    card = page.evaluate(CARD)
    page.touchscreen.tap(card["x"], card["y"])
    page.wait_for_timeout(400)
    second = page.evaluate(OPEN)
    assert second["panel"], "the second tap did not open the card's choices"
    assert second["top"] == first["top"]
    context.close()


SHEET = """() => { const s = document.querySelector('.cw-help[open] > div'); if (!s) return null;
  const r = s.getBoundingClientRect(), top = document.elementFromPoint(195, 30);
  return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, h: innerHeight, w: innerWidth,
          over: Boolean(top && s.contains(top))}; }"""


def test_the_rules_open_full_screen_on_a_phone(room):
    context, page = phone_b1(room, "Rules")
    page.wait_for_timeout(600)
    page.locator(".cw-help > summary").first.tap()
    page.wait_for_timeout(400)
    sheet = page.evaluate(SHEET)
    page.screenshot(path=str(SHOTS / "rules_390_zh.png"))
    assert sheet, "the rules did not open"
    assert sheet["top"] <= 1 and sheet["bottom"] >= sheet["h"] - 1, sheet      # the window's whole height
    assert sheet["left"] <= 1 and sheet["right"] >= sheet["w"] - 1, sheet
    assert sheet["over"], "the strip or the 3 things box lies over the rules' top"
    context.close()
