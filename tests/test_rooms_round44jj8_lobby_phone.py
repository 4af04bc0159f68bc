"""Newcomer review 39, room_zh 9 (001, 097), in real Chromium at 390x844: on a phone the lobby's Language menu sat
halfway down the page under '开一张多人牌桌', the create form's '长度' label wrapped to 长/度 and the chosen length was cut
with '…' in its menu. The menu is now at the page's top, the label keeps one line, and the chosen length reads whole
under its menu. Screenshots: test-artifacts/s44jj8/lobby_phone_*.png."""
from __future__ import annotations

import pytest
from browser_support import ARTIFACTS, require_chromium
from test_browser_rooms import chromium, open_page, rooms_server

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "s44jj8"
LOOK = """() => {
  const box = (el) => el ? el.getBoundingClientRect() : null;
  const lang = box(document.querySelector('select[name=lang]'));
  const title = box(document.querySelector('.cw-lobby-head h1'));
  const row = document.querySelector('select[name=max_rounds]').closest('.cw-field');
  const label = box(row.querySelector('span')), whole = document.querySelector('.cw-rounds-whole');
  return {langTop: lang.top, titleTop: title.top, label: label.height, line: parseFloat(getComputedStyle(
    row.querySelector('span')).lineHeight) || 20, whole: whole.textContent, wholeShown: box(whole).height > 0,
    wide: document.documentElement.scrollWidth}; }"""


def test_the_phone_lobby_has_its_language_on_top_and_the_length_whole(tmp_path):
    require_chromium()
    SHOTS.mkdir(parents=True, exist_ok=True)
    with rooms_server(tmp_path) as (_proc, base), chromium() as browser:
        page = open_page(browser, base + "/cthulhu/rooms/page", 390, 844)
        page.wait_for_selector("select[name=lang]", timeout=30_000)
        page.select_option("select[name=lang]", "zh-CN")
        page.select_option("select[name=game]", "chaos")
        page.select_option("select[name=max_rounds]", "20")
        got = page.evaluate(LOOK)
        page.screenshot(path=str(SHOTS / "lobby_phone_top.png"))
        assert got["langTop"] < got["titleTop"] and got["langTop"] < 844, got   # at the top, in the first screen
        assert got["label"] < 1.6 * got["line"], got                              # 长度 on one line
        assert got["wholeShown"] and got["whole"].startswith("短局：最多 20 轮") and "40–60" in got["whole"], got
        assert got["wide"] <= 390, got
        page.locator("select[name=max_rounds]").scroll_into_view_if_needed()
        page.screenshot(path=str(SHOTS / "lobby_phone_length.png"))
        assert not page.errors
