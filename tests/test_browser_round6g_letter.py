"""Issue 23 round G (newcomer review 6) in a real Chromium: the Letter table's box text fits its box as the browser
draws it (finding 4: the width estimate ran ~5 % narrower than Chromium's font), and the status counts what glows
(finding 3). Voilà at 1280×800 (en) and on a 390×844 phone (zh), a known deal, a few moves played by clicks."""
import time

import pytest

from browser_support import app_url, canvas_state, chromium_browser, click_item, require_chromium

pytestmark = pytest.mark.browser

# Each text item of the scene measured as the painters draw it (draw.js `font`), against the box it lies in: the
# prompt's lines against the prompt panel, any other text against the table's width.
OVERRUNS = """() => {
    const c = document.querySelector('canvas.cw-canvas');
    const s = c.__cthulhu.scene;
    const ctx = new OffscreenCanvas(8, 8).getContext('2d');
    const sans = 'system-ui, -apple-system, "Segoe UI", "Noto Sans", sans-serif';
    const panel = s.items.find(i => i.label === 'prompt-panel');
    const out = [];
    for (const i of s.items) {
        if (i.type !== 'text' || !i.text || (i.align && i.align !== 'left') || i.maxW > 0) continue;
        ctx.font = `${i.bold ? 'bold ' : ''}${Math.max(11, i.size)}px ${sans}`;
        const right = i.x + ctx.measureText(i.text).width;
        const inside = panel && /^prompt/.test(i.label || '') && i.y >= panel.y && i.y < panel.y + panel.h;
        const edge = inside ? panel.x + panel.w : s.width;
        if (right > edge + 0.5) out.push(`${i.label || ''} "${i.text}" ends at ${right.toFixed(1)} > ${edge}`);
    }
    return out;
}"""
STATUS = "[...document.querySelectorAll('[role=status]')].map(e => e.textContent).join(' ')"


@pytest.fixture(scope="module")
def voila():
    """The Letter app on the worker's shared Voilà server (a secret deal) and one Chromium for the file's tests."""
    require_chromium()
    with chromium_browser() as b:
        yield app_url("letter"), b


def open_table(voila, phone: bool, lang: str):
    """Return a page of the table in a fresh context: 1280×800, or a 390×844 touch phone; the table's language."""
    url, browser = voila
    size = {"width": 390, "height": 844} if phone else {"width": 1280, "height": 800}
    context = browser.new_context(viewport=size, has_touch=phone, is_mobile=phone, device_scale_factor=2)
    page = context.new_page()
    page.goto(url, timeout=120_000)
    page.wait_for_function("document.querySelector('canvas.cw-canvas')?.__cthulhu", timeout=120_000)
    if lang != "en":
        if phone:   # the language stands under "⋯" on a narrow page
            page.click(".cw-bar .cw-more")
        page.select_option(".cw-bar select[aria-label=language]", lang)
        page.wait_for_timeout(1500)
        if phone:   # the panel stays open through the change (review 23, Letter zh-TW 6): folded, as a person would
            page.click(".cw-bar .cw-more")
    return context, page


# How many kinds of hand card the seat may click: two copies of one card glow both and play one move (be9cb59), and
# the status counts moves ("1 possible" beside two glowing Cats of Ulthar failed round R's CI under a lucky deal)
GLOWING_KINDS = """() => new Set(document.querySelector('canvas.cw-canvas').__cthulhu.scene.items
  .filter((i) => String(i.id ?? '').startsWith('select:') && i.id !== 'select:none')
  .map((i) => JSON.stringify(i.face ?? i.id))).size"""


def glowing_cards(page) -> int:
    """Return how many kinds of hand card the seat may click (each copy glows)."""
    return page.evaluate(GLOWING_KINDS)


@pytest.mark.parametrize("phone,lang", [(False, "en"), (True, "zh")])
def test_letter_box_text_fits_as_chromium_draws_it(voila, phone, lang):
    """Finding 4 / finding 3: at every step of a few moves, no text runs past its box as Chromium measures it, and
    on the seat's turn the status's count is the number of glowing cards."""
    context, page = open_table(voila, phone, lang)
    try:
        seen = 0
        for _ in range(12):
            state = canvas_state(page)
            assert page.evaluate(OVERRUNS) == []
            if state["banner"]:
                break
            cards = [i for i in state["items"] if i["id"].startswith("select:") and i["id"] != "select:none"]
            acts = [i for i in state["items"] if i["id"].startswith("act:")]
            if cards and not acts:
                n = glowing_cards(page)
                assert f" {n} " in page.evaluate(STATUS), (n, page.evaluate(STATUS))
                seen += 1
                click_item(page, state, cards[0])
            elif acts:
                click_item(page, state, acts[0])
            else:
                time.sleep(1.5)
            page.wait_for_timeout(900)
        assert seen >= 1
    finally:
        context.close()
