"""Round LL, fixer LL5 (Chromium): a 简体中文 reader's Letter room's script note follows the in-table language."""
from __future__ import annotations

import pytest
from test_browser_rooms import room, rooms_site  # noqa: F401 (the file's rooms server and Chromium)

pytestmark = pytest.mark.browser

CHOOSE = """(lang) => {
  const menu = [...document.querySelectorAll('select')].find((s) => [...s.options].some((o) => o.value === 'ja'));
  menu.value = lang;
  menu.dispatchEvent(new Event('change', { bubbles: true }));
}"""


def test_round46ll5_note_goes_at_english_and_comes_back(room):
    """Review 42, room_zh 4 (136): after the in-table language went to English the note '…按钮、菜单和聊天为简体中文'
    stayed, and was false; it goes while the table reads English and comes back, in Simplified, at 中文."""
    from test_browser_rooms import create, wait_joined

    base, browser = room
    made = create(base, game="letter", seed=5, name="Note table", listed=False, seats={"player": "human"})
    context = browser.new_context(viewport={"width": 1280, "height": 800}, device_scale_factor=1, locale="zh-CN",
                                  bypass_csp=True)
    page = context.new_page()
    page.goto(base + made["links"]["player"]["link"])
    wait_joined(page, "player")
    page.wait_for_timeout(800)
    note = page.locator(".cw-room-script")
    assert note.is_visible() and "按钮、菜单和聊天为简体中文" in note.inner_text()
    page.evaluate(CHOOSE, "en")
    page.wait_for_timeout(800)
    assert not note.is_visible(), note.inner_text()
    page.evaluate(CHOOSE, "zh")
    page.wait_for_timeout(800)
    assert note.is_visible() and "按钮、菜单和聊天为简体中文" in note.inner_text()
    context.close()
