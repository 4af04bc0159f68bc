"""Review 38 in real Chromium, rooms (round 42, HH7).

- room_en 15 (036): after "Create table" the links page had only Sit here / Watch: it now starts with "← Tables", a
  touch target of at least 32 px, and that leads to the lobby, the new table under "Your tables".
Screenshots: test-artifacts/s42hh7/."""
from __future__ import annotations

import pytest
from browser_support import ARTIFACTS
from test_browser_rooms import room, rooms_site  # noqa: F401 (the file's rooms server and Chromium)

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "s42hh7"


@pytest.mark.parametrize("width,height,locale,back", [(1280, 800, "en-US", "← Tables"),
                                                      (390, 844, "zh-CN", "← 牌桌列表")])
def test_round42hh7_the_links_page_leads_back_to_the_lobby(room, width, height, locale, back):
    """Review 38, room_en 15: the page of a created table's links has a way back to the lobby, in the form's words."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    base, browser = room
    context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=1,
                                  locale=locale, bypass_csp=True)
    page = context.new_page()
    page.goto(base + "/cthulhu/rooms/page")
    page.fill("input[name=name]", "Back table")
    page.click("button[type=submit]")
    page.wait_for_selector(".cw-links-panel", timeout=20_000)
    link = page.locator(".cw-links-back")
    page.screenshot(path=str(SHOTS / f"links_{width}_{locale}.png"))
    assert link.inner_text() == back
    box = link.bounding_box()
    assert box and box["height"] >= 32 and box["y"] >= 0 and box["x"] + box["width"] <= width, box
    link.click()
    page.wait_for_selector(".cw-rooms-list", timeout=20_000)
    page.wait_for_function("document.body.innerText.includes('Back table')", timeout=10_000)
    assert page.locator(".cw-links-panel").count() == 0
    context.close()


BAR = """() => { const vw = innerWidth;
  const shown = (e) => { const r = e.getBoundingClientRect(); const s = getComputedStyle(e);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden'; };
  const tools = [...document.querySelectorAll('.cw-room-status button, .cw-room-status a, .cw-room-status summary')]
    .filter(shown).filter((e) => !e.closest('[hidden], .cw-room-chat[data-open=true]'));   // the bar, not the drawer
  const cut = tools.filter((e) => { const r = e.getBoundingClientRect();
    return r.right > vw + 0.5 || r.left < -0.5 || e.scrollWidth > e.clientWidth + 1; });
  const rows = new Set(tools.map((e) => Math.round(e.getBoundingClientRect().top / 8)));
  const tall = (e) => Math.round(e.getBoundingClientRect().height);
  return {n: tools.length, low: tools.map((e) => [e.className || e.tagName, tall(e)]).filter(([, h]) => h < 32),
          cut: cut.map((e) => [e.className, e.textContent]), rows: rows.size,
          strip: Math.round(document.querySelector('.cw-room-status').getBoundingClientRect().height)}; }"""


@pytest.mark.parametrize("game,seats,width,height,locale", [
    ("letter", {"player": "human"}, 390, 844, "zh-TW"),
    ("chaos", {"A1": "human", "A2": "bot:heuristic", "B1": "bot:heuristic", "B2": "bot:heuristic"}, 1280, 800, "ja")])
def test_round42hh7_the_bar_s_buttons_are_whole_and_touchable(room, game, seats, width, height, locale):
    """Review 38, room_zh 11 (038: 座位連結, 聊天 ~17 px tall on a phone): every control of the strip is at least 32 px
    tall on a phone; room_en 11 (083): "▾ チャット" is whole inside the window at 1280 (no control is cut)."""
    from browser_support import poll
    from test_browser_rooms import create, wait_joined

    SHOTS.mkdir(parents=True, exist_ok=True)
    base, browser = room
    made = create(base, game=game, seed=11, name="Bar table", listed=False, seats=seats)
    context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=1,
                                  locale=locale, bypass_csp=True)
    page = context.new_page()
    seat = next(iter(seats))
    page.goto(base + made["links"][seat]["link"])
    wait_joined(page, seat)
    poll(page, BAR, lambda b: b["n"] >= 2, seconds=20)
    page.click(".cw-room-status .cw-chat-tab, .cw-room-status .cw-chat-toggle")   # 083: the chat open, "▾ チャット"
    page.wait_for_timeout(400)
    bar = poll(page, BAR, lambda b: b["n"] >= 2, seconds=5)
    page.screenshot(path=str(SHOTS / f"bar_{game}_{width}_{locale}.png"))
    assert not bar["cut"], bar
    if width < 641:   # a finger's targets; the strip still three short lines (test_ui_round6b: within 90 px)
        assert not bar["low"] and bar["strip"] <= 90, bar
    context.close()


FIT = """() => { const tip = document.querySelector('.cw-room-tip');
  const canvas = document.querySelector('.cw-room-table canvas.cw-canvas');
  const hand = canvas ? canvas.getBoundingClientRect() : null;
  return {tip: Boolean(tip && !tip.hidden && tip.getBoundingClientRect().height),
          tipH: tip ? Math.round(tip.getBoundingClientRect().height) : 0,
          bottom: hand ? Math.round(hand.bottom) : 9999, scroll: document.documentElement.scrollHeight,
          vh: innerHeight}; }"""


@pytest.mark.parametrize("locale", ["en-US", "ja"])
def test_round42hh7_the_three_things_keep_the_table_in_the_window(room, locale):
    """Review 38, room_en 10 (round GG's "3 things to know" pushed the table): at 1280 × 800 the table's canvas (its
    hand at the foot) ends inside the window while the box shows (the page below it is the chat drawer's room)."""
    from browser_support import poll
    from test_browser_rooms import create, wait_joined

    SHOTS.mkdir(parents=True, exist_ok=True)
    base, browser = room
    seats = {"A1": "human", "A2": "bot:heuristic", "B1": "bot:heuristic", "B2": "bot:heuristic"}
    made = create(base, game="chaos", seed=11, name="Fit table", listed=False, seats=seats, rules={"max_rounds": 12})
    context = browser.new_context(viewport={"width": 1280, "height": 800}, device_scale_factor=1, locale=locale,
                                  bypass_csp=True)
    page = context.new_page()
    page.goto(base + made["links"]["A1"]["link"])
    wait_joined(page, "A1")
    page.wait_for_timeout(1500)   # the table fitted to the window after its first frames
    fit = poll(page, FIT, lambda f: f["tip"], seconds=20)
    page.screenshot(path=str(SHOTS / f"fit_{locale}.png"))
    assert fit["bottom"] <= fit["vh"], fit
    context.close()


OVER = """() => { const r = (q) => { const e = document.querySelector(q);
    if (!e || e.hidden || e.closest('[hidden]')) return null; const b = e.getBoundingClientRect();
    return b.width ? {l: b.left, t: b.top, r: b.right, b: b.bottom} : null; };
  const help = [...document.querySelectorAll('.cw-room-table button, .cw-room-table summary')]
    .find((e) => /Rules and help/.test(e.textContent) && e.getBoundingClientRect().width);
  const hb = help ? help.getBoundingClientRect() : null;
  return {over: document.querySelector('.cw-room')?.dataset.over === 'true',
          end: document.querySelector('.cw-ending')?.dataset.mode ?? '', links: r('.cw-room-share .cw-links-panel'),
          ask: r('.cw-rematch-ask'), rules: hb ? {l: hb.left, t: hb.top, r: hb.right, b: hb.bottom} : null}; }"""


def test_round42hh7_one_overlay_at_a_time_at_the_game_s_end(room):
    """Review 38, room_en 8 (090, 101): at the end, Seat links hides the result (its pill stays), Play again's ask
    closes the links and the result comes back; the ask lies over no control of the table's bar."""
    import json as _json
    from browser_support import poll
    from test_browser_rooms import create, open_page, play_by_clicks, room_info, wait_joined

    SHOTS.mkdir(parents=True, exist_ok=True)
    base, browser = room
    made = create(base, game="letter", seed=3, name="End table", listed=False, seats={"player": "human"})
    page = open_page(browser, base + made["links"]["player"]["link"], 1280, 800)
    wait_joined(page, "player")
    page.evaluate(f"sessionStorage.setItem('cthulhu-room-links:{made['room']}', {_json.dumps(_json.dumps(made))})")
    page.reload()
    wait_joined(page, "player")
    play_by_clicks({"player": page}, lambda: (room_info(page) or {}).get("toAct", "x") == ""
                   and page.evaluate(OVER)["over"], seconds=25)
    poll(page, OVER, lambda o: o["end"] == "end", seconds=5)
    page.click("button[data-share]")
    with_links = poll(page, OVER, lambda o: o["links"] is not None, seconds=5)
    page.screenshot(path=str(SHOTS / "end_links.png"))
    assert with_links["end"] == "hidden", with_links
    page.click("button.cw-rematch")
    asked = poll(page, OVER, lambda o: o["ask"] is not None, seconds=5)
    page.screenshot(path=str(SHOTS / "end_ask.png"))
    assert asked["links"] is None and asked["end"] == "end", asked
    a, rules = asked["ask"], asked["rules"]
    assert rules and (a["b"] <= rules["t"] or a["r"] <= rules["l"] or a["l"] >= rules["r"]), asked
    page.context.close()
