"""The page's height hold (js/src/ui/page_hold.js, round AU4: the page never grows shorter under the reader) in a real
Chromium: the root is padded and content-box, so the hold must write its min-height as a content height. Written as
the border-box height, it grew the root by its padding at every observation, for ever: 362 → 902 → 1,970 px in 2 s
after one child grew, and a CI browser spun on it for 17 min (the stop after round AU)."""
from __future__ import annotations

import re
import time
from pathlib import Path

from browser_support import browser_page

HOLD = Path(__file__).resolve().parent.parent / "js" / "src" / "ui" / "page_hold.js"
PAGE = """<html><body style="margin:0"><div id="r" style="padding:6px; display:grid; align-content:start">
<div id="c" style="height:300px">table</div></div><script>{code}
window.stopHold = holdHeight(document.getElementById("r"), window);</script></body></html>"""


def _height(page) -> float:
    return page.evaluate("document.getElementById('r').getBoundingClientRect().height")


def test_the_hold_keeps_the_tallest_height_and_never_grows_by_itself(tmp_path):
    html = tmp_path / "hold.html"
    html.write_text(PAGE.format(code=re.sub(r"^export ", "", HOLD.read_text(), flags=re.M)))
    with browser_page(800, 600) as page:
        page.goto(html.as_uri())
        time.sleep(0.3)
        page.evaluate("document.getElementById('c').style.height = '350px'")
        time.sleep(0.5)
        grown = _height(page)
        time.sleep(1.0)
        assert _height(page) == grown == 362, (grown, _height(page))     # 350 + 2 × 6 padding, and still
        page.evaluate("document.getElementById('c').style.height = '200px'")
        time.sleep(0.5)
        assert _height(page) == 362                                     # held: the page did not grow shorter
        assert not page.errors, page.errors
