"""Round 45 KK8 (Chromium, a real rooms server, 390x844, zh-CN): review 41, room_zh 4 (shots 071 109 151): a 简体中文
reader's Letter room read 「游戏结束：克蘇魯獲勝」, the room's Simplified words around the game's Traditional title on
one line. Letter's Chinese is Traditional (its seed's script): a line may be either, never both; the page's own words
(bar, menus) read in the reader's Simplified (room_zh 1 and 2)."""
from __future__ import annotations

import pytest
from test_browser_rooms import room, rooms_site  # noqa: F401 (the file's rooms server and Chromium)

pytestmark = pytest.mark.browser
# characters both scripts write (游泳, 干涉, 皇后, 鄰里, 台灣, 面): OpenCC's s2t turns them anyway
BOTH = set("游干后里台面只余系准冲松范叶制征")
COVERED = """() => { const n = document.querySelector('.cw-room-script')?.getBoundingClientRect();
  return n && n.height ? [...document.querySelectorAll('.cw-toast')].map((t) => t.getBoundingClientRect())
    .filter((t) => t.height && t.top < n.bottom && n.top < t.bottom).map((t) => [t.top, t.bottom, n.top]) : []; }"""
LINES = "() => document.body.innerText.split('\\n').map((l) => l.trim()).filter(Boolean)"


def mixed(lines: list[str]) -> list[str]:
    """Return the lines holding a Simplified-only and a Traditional-only character both."""
    import opencc

    s2t, t2s = opencc.OpenCC("s2t"), opencc.OpenCC("t2s")
    simplified = lambda c: c not in BOTH and s2t.convert(c) != c   # noqa: E731
    traditional = lambda c: t2s.convert(c) != c   # noqa: E731
    return [line for line in lines if any(map(simplified, line)) and any(map(traditional, line))]


def test_round45kk8_mixed_finds_the_reviewed_line():
    assert mixed(["游戏结束：克蘇魯獲勝", "回合 1・輪到你", "轮到你了", "遊戲結束：克蘇魯獲勝"]) == ["游戏结束：克蘇魯獲勝"]


def test_round45kk8_letter_room_lines_keep_one_script(room):
    """No line of a 简体中文 reader's Letter room mixes the scripts, while playing and at game over (review 41,
    room_zh 4: 「游戏结束：克蘇魯獲勝」)."""
    from test_browser_rooms import create, last_state, open_page, play_by_clicks, wait_joined

    base, browser = room
    made = create(base, game="letter", seed=5, name="Script table", listed=False, seats={"player": "human"})
    page = open_page(browser, base + "/cthulhu/rooms/page", 390, 844)
    page.evaluate("sessionStorage.setItem('cthulhu-lobby-lang', 'zh-CN');"   # the reader's lobby: 简体中文, and its
                  "sessionStorage.setItem('cthulhu-room-lang', 'zh-CN')")     # tables'  (room_lang.js)
    page.goto(base + made["links"]["player"]["link"])
    wait_joined(page, "player")
    page.wait_for_timeout(600)
    assert not mixed(page.evaluate(LINES)), mixed(page.evaluate(LINES))
    # the widget's own words in the reader's script, its menu naming it (review 41, room_zh 1 and 2: 復原/新遊戲 and
    # 繁體中文 with no 简体); the table's words stay Letter's Traditional, as the note says
    words = page.evaluate("() => [...document.querySelectorAll('.cw-root button, .cw-root option')]"
                          ".map((b) => b.textContent)")
    assert "↶ 撤销" in words and "新游戏" in words and "简体中文" in words, words
    assert not {"↶ 復原", "新遊戲", "繁體中文"} & set(words), words
    assert "牌桌、牌面和故事文字为繁体中文" in page.inner_text(".cw-room-script")
    play_by_clicks({"player": page}, lambda: bool((last_state(page) or {}).get("result")), 120, 1)   # the deal the review's end was seen on
    page.wait_for_timeout(800)
    lines = page.evaluate(LINES)
    assert any(line.startswith(("遊戲結束", "游戏结束")) for line in lines), lines
    assert not mixed(lines), mixed(lines)
    # review 41, room_zh 3 (109): at game over the result's toast 「你失敗：牌堆不足…」 lay over the script note, cut
    assert not page.evaluate(COVERED), page.evaluate(COVERED)
    assert not page.errors
