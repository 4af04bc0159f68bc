"""Issue 23, the newcomer review of Mythos, in real Chromium: one page (a seat replay of the NEWCOMER table, opened
from disk, no server) shows a used gate's location upright and marked (MY-ZONE-3, MY-LOC-7), the tracker's phobia
note (MY-ADV-2) and, on a click on a card that cannot be played, the rule's reason in the zoom (MY-MON-1), in Japanese
at a phone's width. The live chips (remaining to cure a phobia) are vitest's (js/src/mythos/why_not.test.js)."""
import pytest
from browser_support import artifact, browser_page, canvas_state, click_item, require_chromium
from test_mythos_table_why_not import NEWCOMER

from cthulhu_widgets.match import Match

pytestmark = pytest.mark.browser

SCENE = """() => { const c = document.querySelector('canvas.cw-canvas'); const s = c && c.__cthulhu && c.__cthulhu.scene;
  return s ? s.items.map(i => ({label: i.label || '', text: i.text || '', rot: i.rot, used: i.used, mark: i.mark,
                                 id: i.id || ''})) : null; }"""


def test_MY_MON_1_MY_ADV_2_MY_LOC_7_the_table_says_why_in_chromium(tmp_path):
    """A 390×844 Japanese replay of the NEWCOMER table: Red Hook (gate used) is drawn upright with the used-gate mark;
    opening the tracker shows the phobia note; clicking the Mi-Go Worker opens its zoom with the reason (no gate)."""
    require_chromium()
    match = Match.new("mythos", seed=0, setup={"decks": ["corrupt", "steadfast"], **NEWCOMER})
    path = match.to_html(tmp_path / "newcomer_ja.html", seat="p0", lang="ja")
    mi_go = next(i for i in match.state.players[0].hand if match.state.card[i] == "mi_go_worker")
    with browser_page(390, 844) as page:
        page.goto(path.as_uri())
        page.wait_for_function("() => { const c = document.querySelector('canvas.cw-canvas');"
                               " return c && c.__cthulhu && c.__cthulhu.scene; }", timeout=30000)
        items = page.evaluate(SCENE)
        gate = next(i for i in items if i["label"] == "story-top-p1")
        assert gate["rot"] == 0 and gate["used"] is True and gate["mark"] == "gate_used"
        state = canvas_state(page)
        click_item(page, state, next(i for i in state["items"] if i["id"] == "select:goals-p0"))
        page.wait_for_function("() => document.querySelector('canvas.cw-canvas').__cthulhu.scene.items"
                               ".some(i => (i.text || '').includes('相手の条件'))", timeout=30000)
        state = canvas_state(page)
        card = next(i for i in state["items"] if i["id"].endswith((f"/{mi_go}", f":{mi_go}")))
        page.evaluate("(y) => window.scrollTo(0, y)", max(0, state["top"] + card["y"] * state["scale"] - 300))
        click_item(page, canvas_state(page), card)
        page.wait_for_function("() => document.querySelector('canvas.cw-canvas').__cthulhu.scene.items"
                               ".some(i => (i.text || '').includes('今使えない理由'))", timeout=30000)
        said = "".join(i["text"] for i in page.evaluate(SCENE) if i["text"])
        assert "ゲートがない" in said
        page.screenshot(path=str(artifact("mythos_why_not_ja_390.png")))
        assert page.errors == []
