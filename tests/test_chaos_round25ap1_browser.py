"""CHAOS "Since your last turn" in Chromium (round AP, fixer AP1; newcomer review 24, chaos_en finding 3: the box cut its
last line). At 1200×800 a desk's digest beside the table and at 390×844 a phone's box under it hold whole lines only,
each inside its box, the rest counted ("+ N more in the story"), in en and ja, over the seat's first turns."""
from __future__ import annotations

import pytest

from browser_support import ARTIFACTS, chromium_browser, context_page, require_chromium, shared_voila
from test_browser_story import open_app, play_my_turn, to_my_turn

pytestmark = pytest.mark.browser

SEED = 3
CUT = """() => {
    const out = [];
    for (const sel of ['.cw-digest', '.cw-since-box']) {
        const box = document.querySelector(sel);
        if (!box || box.hidden || !box.getClientRects().length) continue;
        const b = box.getBoundingClientRect();
        const rows = [...box.querySelectorAll('.cw-digest-line, .cw-since-line')];
        out.push({sel, rows: rows.length, over: box.scrollHeight - box.clientHeight,
                  cut: rows.filter(r => { const q = r.getBoundingClientRect();
                                           return q.top < b.top - 1 || q.bottom > b.bottom + 1; }).map(r => r.textContent)});
    }
    return out;
}"""


@pytest.fixture(scope="module")
def voila():
    require_chromium()
    yield shared_voila(SEED)


@pytest.fixture(scope="module")
def chromium():
    with chromium_browser() as browser:
        yield browser


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("width,height", [(1200, 800), (390, 844)])
def test_the_since_box_holds_whole_lines(voila, chromium, lang, width, height):
    with context_page(chromium, 1200, 800) as page:   # the language menu, then the phone's size (its menu folds)
        open_app(page, voila, "chaos")
        if lang != "en":
            page.select_option(".cw-bar select[aria-label=language]", lang)
            page.wait_for_function(f"window.__table.get('lang') === '{lang}'", timeout=60_000, polling=50)
        page.set_viewport_size({"width": width, "height": height})
        seen = 0
        for turn in range(4):
            to_my_turn(page)
            for box in page.evaluate(CUT):
                seen += box["rows"]
                assert box["over"] <= 1 and not box["cut"], (turn, box)
            page.screenshot(path=str(ARTIFACTS / f"round25ap1_since_{lang}_{width}_{turn}.png"))
            play_my_turn(page)
        assert seen > 0
        assert page.errors == []
