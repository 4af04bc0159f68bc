"""Review 25 (AQ8), a CHAOS room in real Chromium, seat B1 waiting on A1 (a person, connected):

- finding 1 (room_en 3): with 'Nudge A1' and 'Let a bot play A1' shown, what A1 did so far this turn is whole at a
  desk ("so far: B1 p…", "the gate is ope…" were cut), who you are whole, the strip one height; on a phone its whole
  text is one tap away and the strip stays within 90 px.
Screenshots: test-artifacts/r26aq8/."""
from __future__ import annotations

import pytest
from browser_support import ARTIFACTS
from test_browser_rooms import room, rooms_site  # noqa: F401 (the file's rooms server and Chromium)
from test_ui_round25ap8 import b1_waiting

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "r26aq8"
NEWS = {"en": "A1 finds the key: the gate is open.", "zh-CN": "A1 找到钥匙：大门打开了。"}
WAIT = """(news) => { const m = window.__cthulhuRoom.last; m.waited = 240; m.seen = Date.now(); m.arrived = Date.now() - 400000;
  m.news = news; m.takeover = {after: 180, asked: [], needed: 1, bots: []}; }"""
# the strip's parts that hold `text`: each one's text, whether it is cut, its box
HOLDERS = """(text) => { const s = document.querySelector('.cw-room-status'); const box = s.getBoundingClientRect();
  const all = [...s.querySelectorAll('*')].filter((e) => e.children.length === 0 && e.textContent.includes(text)
    && !e.closest('.cw-room-whole') && !e.closest('.cw-room-asks[hidden]'));   // a closed ⋯ menu (review 28)
  return {h: Math.round(box.height), who: s.querySelector('.cw-room-who').scrollWidth > s.querySelector('.cw-room-who').clientWidth + 1,
    parts: all.map((e) => { const r = e.getBoundingClientRect(); return {cls: e.className, text: e.textContent,
      cut: e.scrollWidth > e.clientWidth + 1 || r.right > box.right + 0.5 || r.width === 0 || r.bottom > box.bottom + 0.5}; })}; }"""


@pytest.mark.parametrize("width,height,lang", [(1280, 800, "en"), (1280, 800, "zh-CN"), (390, 844, "zh-CN")])
def test_what_the_seat_did_so_far_is_whole_beside_the_buttons(room, width, height, lang):
    SHOTS.mkdir(parents=True, exist_ok=True)
    page = b1_waiting(room, width, height, lang, "Friday night at the asylum, upstairs")
    before = page.evaluate(HOLDERS, NEWS[lang])
    page.evaluate(WAIT, NEWS[lang])
    page.wait_for_function("document.querySelector('.cw-room-takeover:not([hidden])')", timeout=5_000)
    page.wait_for_timeout(1200)
    after = page.evaluate(HOLDERS, NEWS[lang])
    page.screenshot(path=str(SHOTS / f"news_{width}_{lang}.png"), clip={"x": 0, "y": 0, "width": width, "height": 200})
    assert after["parts"], after                                            # the strip says it
    assert not after["who"] and after["h"] == before["h"], (before, after)  # who you are whole, the table unmoved
    if width >= 600:
        assert not any(p["cut"] for p in after["parts"]), after             # whole in its line
        return
    assert after["h"] <= 90, after                                          # test_ui_round6b's phone strip
    cut = [p for p in after["parts"] if p["cut"]]
    if cut:                                                                 # whole one tap away
        page.locator(".cw-room-status ." + cut[0]["cls"].split()[0]).click()
        shown = page.evaluate("document.querySelector('.cw-room-whole').hidden ? '' : "
                              "document.querySelector('.cw-room-whole').textContent")
        assert NEWS[lang] in shown, shown


def test_a_phones_chinese_status_line_is_whole(room):
    """Finding 4 (room_zh 7): "A1（真人）已连线・正在选择（本回…" was cut on a phone: the wait says it in fewer words."""
    page = b1_waiting(room, 390, 844, "zh-CN", "Phone wording")
    page.evaluate(WAIT, "")
    page.wait_for_timeout(1200)
    seen = page.evaluate(HOLDERS, "A1")
    page.screenshot(path=str(SHOTS / "status_390_zh-CN.png"), clip={"x": 0, "y": 0, "width": 390, "height": 200})
    turn = [p for p in seen["parts"] if p["cls"] == "cw-room-turn"]
    assert turn and "4 分钟" in turn[0]["text"] and not turn[0]["cut"], seen
