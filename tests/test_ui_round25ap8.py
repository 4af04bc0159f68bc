"""Review 24 (AP8), a CHAOS room in real Chromium, seat B1 waiting on A1 (a person, connected):

- finding 1 (room_en 4): who you are (seat, team, role) is never cut, at a desk's 1280 and a phone's 390, en and
  zh-CN; the table's name gives way first;
- finding 3 (room_zh): the strip keeps one height while the status changes (a long wait, what A1 did so far, the
  Nudge and 'Let a bot play A1' coming), and a cut turn line has its whole text one tap away, the strip unmoved;
- finding 2 (room_zh 1): out of turn a tap on a hand card opens its text, the strip tells no 'wait for your turn';
  a tap on the board still does.
Screenshots: test-artifacts/r25ap8/."""
from __future__ import annotations

import pytest
from browser_support import ARTIFACTS
from test_browser_rooms import create, open_page, wait_joined
from test_browser_rooms import room, rooms_site  # noqa: F401 (the file's rooms server and Chromium)

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "r25ap8"
SEATS = {"A1": "human", "B1": "human", "A2": "bot:heuristic", "B2": "bot:heuristic"}
STRIP = """() => { const s = document.querySelector('.cw-room-status'); const box = s.getBoundingClientRect();
  const part = (sel) => { const e = s.querySelector(sel); const r = e.getBoundingClientRect();
    return {text: e.textContent, cut: e.scrollWidth > e.clientWidth + 1 || r.right > box.right + 0.5 || r.width === 0}; };
  const line = (sel) => Math.round(s.querySelector(sel).getBoundingClientRect().top);
  return {h: Math.round(box.height), who: part('.cw-room-who'), role: part('.cw-room-role'), turn: part('.cw-room-turn'),
          name: part('.cw-room-name'), whoTop: line('.cw-room-who'), roleTop: line('.cw-room-role'),
          turnTop: line('.cw-room-turn'), title: s.querySelector('.cw-room-turn').title}; }"""
# what a long turn brings: four minutes of A1's, its move so far, and (after the room's 3 minutes) 'Let a bot play A1'
LONG_WAIT = """() => { const m = window.__cthulhuRoom.last; m.waited = 240; m.seen = Date.now(); m.arrived = Date.now() - 400000;
  m.news = 'A1 plays Checkup (Skull) on c3, d4 and e5, then moves to b4 beside the gate.';
  m.takeover = {after: 180, asked: [], needed: 1, bots: []}; }"""


def b1_waiting(room, width: int, height: int, lang: str, name: str):
    """Return seat B1's page (`width` × `height`, `lang`, a phone's touch below 600 px) at a new CHAOS table where A1,
    a connected person, is to act."""
    base, browser = room
    made = create(base, game="chaos", seed=5, name=name, seats=SEATS)
    a1 = open_page(browser, base + made["links"]["A1"]["link"])
    wait_joined(a1, "A1")
    phone = width < 600
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=phone, is_mobile=phone,
                                  device_scale_factor=1, bypass_csp=True, locale=lang)
    page = context.new_page()
    page.goto(base + made["links"]["B1"]["link"])
    wait_joined(page, "B1")
    page.wait_for_function("document.querySelector('.cw-room').dataset.toAct === 'A1'"
                           " && document.querySelector('.cw-room-role').textContent"
                           " && /A1/.test(document.querySelector('.cw-room-turn').textContent)", timeout=30_000)
    page.wait_for_timeout(800)
    return page


@pytest.mark.parametrize("width,height,lang", [(1280, 800, "en"), (1280, 800, "zh-CN"), (800, 800, "en"), (390, 844, "en"),
                                               (390, 844, "zh-CN")])
def test_who_you_are_is_never_cut_and_the_strip_keeps_its_height(room, width, height, lang):
    SHOTS.mkdir(parents=True, exist_ok=True)
    page = b1_waiting(room, width, height, lang, "Friday night at the asylum, upstairs")
    before = page.evaluate(STRIP)
    page.evaluate(LONG_WAIT)
    page.wait_for_function("document.querySelector('.cw-room-nudge:not([hidden])')", timeout=5_000)
    page.wait_for_timeout(1200)
    after = page.evaluate(STRIP)
    page.screenshot(path=str(SHOTS / f"strip_{width}_{lang}.png"), clip={"x": 0, "y": 0, "width": width, "height": 240})
    for seen in (before, after):
        assert not seen["who"]["cut"] and not seen["role"]["cut"], seen     # "You are B1 · team B · patient" whole
        assert seen["whoTop"] == seen["roleTop"], seen
    assert after["h"] == before["h"], (before, after)                       # the table below does not jump
    assert after["whoTop"] == before["whoTop"], (before, after)
    if width < 600:
        assert after["h"] <= 90, after                                      # test_ui_round6b's phone strip
    if after["turn"]["cut"]:                                                # its whole text one tap away
        page.locator(".cw-room-turn").click()
        shown = page.evaluate("""() => { const b = document.querySelector('.cw-room-whole');
          return {text: b.hidden ? '' : b.textContent, h: Math.round(document.querySelector('.cw-room-status')
            .getBoundingClientRect().height)}; }""")
        assert shown["text"] == page.evaluate("document.querySelector('.cw-room-turn').textContent"), shown
        assert "A1" in shown["text"] and shown["h"] == after["h"], shown
        page.screenshot(path=str(SHOTS / f"whole_{width}_{lang}.png"), clip={"x": 0, "y": 0, "width": width, "height": 240})
        page.locator(".cw-room-whole").click()
        assert page.evaluate("document.querySelector('.cw-room-whole').hidden")


HAND_CARD = """() => { const c = document.querySelector('canvas.cw-canvas'); const s = c.__cthulhu.scene;
  const r = c.getBoundingClientRect(); const k = r.width / s.width;
  const at = (i) => ({x: r.left + (i.x + i.w / 2) * k, y: r.top + (i.y + i.h / 2) * k, id: i.id});
  const card = s.items.find((i) => String(i.id ?? '').startsWith('zoom:card:'));
  const cell = s.items.find((i) => i.type === 'cell' && i.id == null && !i.tip);
  return {card: at(card), cell: cell ? at(cell) : null}; }"""


def test_a_tap_on_a_card_out_of_turn_reads_it(room):
    page = b1_waiting(room, 390, 844, "zh-CN", "Cards while waiting")
    target = page.evaluate(HAND_CARD)
    page.evaluate(f"window.scrollTo(0, {target['card']['y']} - 400)")
    page.wait_for_timeout(400)
    target = page.evaluate(HAND_CARD)
    page.touchscreen.tap(target["card"]["x"], target["card"]["y"])
    page.wait_for_timeout(500)
    turn = page.evaluate("document.querySelector('.cw-room-turn').textContent")
    selected = page.evaluate("document.querySelector('canvas.cw-canvas').__cthulhu.ui?.selected ?? null")
    page.screenshot(path=str(SHOTS / "card_out_of_turn.png"))
    assert selected == target["card"]["id"], selected          # its text open on the table
    assert "等到你的回合" not in turn, turn                      # no "wait for your turn" over it
    if target["cell"]:
        page.evaluate("window.scrollTo(0, 0)")
        page.wait_for_timeout(400)
        target = page.evaluate(HAND_CARD)
        page.touchscreen.tap(target["cell"]["x"], target["cell"]["y"])
        page.wait_for_timeout(300)
        assert "等到你的回合" in page.evaluate("document.querySelector('.cw-room-turn').textContent")


@pytest.mark.parametrize("lang,never", [("en", "never"), ("zh-CN", "不代打")])
def test_the_lobby_form_chooses_the_bot_takeover_minutes(room, lang, never):
    """Finding 6: the create form's menu for a stalled seat's bot (never/1/3/5/10 min, 3 chosen) fits a phone, speaks
    the form's language, and its choice goes with the create request; the server answers the table made."""
    base, browser = room
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True,
                                  bypass_csp=True, locale=lang)
    page = context.new_page()
    sent = []
    page.on("request", lambda r: sent.append(r.post_data_json) if r.method == "POST" and r.url.endswith("/rooms") else None)
    page.goto(base + "/cthulhu/rooms/page")
    menu = page.locator("select[name=takeover]")
    assert menu.input_value() == "3"
    assert page.evaluate("[...document.querySelector('select[name=takeover]').options].map(o => o.value)") == \
        ["0", "1", "3", "5", "10"]
    assert never in menu.locator("option").first.text_content()
    assert menu.bounding_box()["x"] + menu.bounding_box()["width"] <= 390
    menu.select_option("0")
    page.locator("button[type=submit]").click()
    page.wait_for_selector(".cw-links button[data-join]")
    assert sent and sent[-1]["takeover"] == 0, sent
