"""Issue 23 round 3, Mythos item 1: every game term a newcomer meets on the table — in the prompts, the chips, the
tracker and the table's words — has one plain sentence in the game's glossary, in English and in Japanese, and the
glossary finds it where it is written (js/src/mythos/glossary.js draws it dotted-underlined and says it on a hover or a
tap; its vitest is js/src/mythos/glossary.test.js)."""
from __future__ import annotations

import re

import pytest

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.frames import mythos as frame
from cthulhu_widgets.games.mythos.sentences.glossary import GLOSSARY, spots
from cthulhu_widgets.match import Match

LANGS = ("en", "ja")
CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
# The words a newcomer does not know from everyday speech (the issue's "bury a Phobia", "story deck" and the like).
JARGON = {
    "en": [r"\bbur(?:y|ies|ied)\b", r"\bstory deck\b", r"\bphobias?\b", r"\bthreats?\b", r"\bSanity\b",
           r"\bGreat Old One\b", r"\bgate\b", r"\bwalking\b", r"\bin transit\b", r"\badventures?\b", r"\bscore\b",
           r"\bEdu\b", r"\bkeep \d+–\d+", r"\bdefend", r"\bassault"],
    "ja": [r"埋葬", r"ストーリーデッキ", r"恐怖症", r"脅威", r"正気度", r"旧支配者", r"ゲート", r"近隣移動中", r"移動中",
           r"アドベンチャー", r"得点", r"教育", r"\d+〜\d+枚残す", r"防御"],
}


def table_texts(lang: str) -> list[str]:
    """Return what the Mythos table writes in `lang`: its words, each adventure's requirements (the tracker), and the
    prompts and chips of three bot games' first 150 steps."""
    catalog = frame.catalog()
    out = [v for v in catalog["ui"][lang].values() if isinstance(v, str)]
    out += [n for c in catalog["cards"].values() for n in c.get("needs", {}).get(lang, [])]
    for seed in range(3):
        match = Match.new("mythos", seed=seed)
        bots = {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(match.state.seats)}
        for _ in range(150):
            if match.state.result is not None or match.state.to_act is None:
                break
            actions = match.state.legal_actions()
            out.append(frame.prompt(match.state, actions, lang))
            out += [w for a in frame.legal(match.state, actions, lang) for w in (a.get("label"), a.get("text")) if w]
            match.step(bots)
    return [t for t in out if t]


@pytest.fixture(scope="module", params=LANGS)
def written(request):
    return request.param, table_texts(request.param)


def test_issue23_r3_every_term_has_a_plain_sentence_in_both_languages():
    """The glossary explains the same terms in English and Japanese, each in one sentence of its own language."""
    assert set(GLOSSARY["en"]) == set(GLOSSARY["ja"])
    for lang in LANGS:
        for term, entry in GLOSSARY[lang].items():
            says = entry.get("says", "")
            assert says and says.count("\n") == 0, f"{lang} {term!r} has no sentence"
            assert bool(CJK.search(says)) == (lang == "ja"), f"{lang} {term!r}: {says!r}"
        assert {e["term"] for e in spots(lang)} == set(GLOSSARY[lang])


def test_issue23_r3_every_jargon_word_on_the_table_is_found_by_the_glossary(written):
    """Each jargon word written in a prompt, a chip, the tracker or the table's words lies inside a term the glossary
    finds there (so the table underlines it and says what it is)."""
    lang, texts = written
    flags = re.IGNORECASE if lang == "en" else 0
    found_by = [re.compile(s, flags) for e in spots(lang) for s in e["spot"]]
    missing = []
    for text in texts:
        covered = [m.span() for r in found_by for m in r.finditer(text)]
        for word in JARGON[lang]:
            for m in re.finditer(word, text, flags):
                if not any(a <= m.start() and m.end() <= b for a, b in covered):
                    missing.append((m.group(), text))
    assert not missing, f"{lang}: jargon the glossary does not explain: {missing[:5]}"
    seen = {w for w in JARGON[lang] if any(re.search(w, t, flags) for t in texts)}
    assert len(seen) >= len(JARGON[lang]) - 2, f"{lang}: the table writes only {sorted(seen)}"


def test_issue23_r3_the_catalog_sends_the_glossary_for_each_language():
    """The front end reads the terms from the catalog: each with its name, its sentence and where to find it."""
    glossary = frame.catalog()["glossary"]
    for lang in LANGS:
        assert {e["term"] for e in glossary[lang]} == set(GLOSSARY[lang])
        assert all(e["name"] and e["says"] and e["spot"] for e in glossary[lang])


@pytest.mark.parametrize("lang", LANGS)
def test_issue23_r3_MY_END_1_the_story_ends_with_the_scores_of_people_not_seat_ids(lang):
    """Played to its end by the bots, the seat's story closes with the scores named as people ("Scores: You: 0,
    Bot 2: 14.", never "p0 0, p1 14"), and the Japanese banner and story put no space after 。."""
    from cthulhu_widgets.widgets.mythos import MythosWidget

    w = MythosWidget(seed=0, autoplay=False, lang=lang)
    for _ in range(600):
        if w.state.result is not None:
            break
        w.step(1)
    assert w.state.result is not None
    last = w.log_lines[-1]["text"]
    assert not re.search(r"\bp\d\b", last), last
    you = {"en": "You: ", "ja": "あなた："}[lang]
    assert you in last and you in w.banner["text"]
    if lang == "ja":
        assert "。 " not in last and "。 " not in w.banner["text"]


# ----- in real Chromium: the popups' text measured by the page's own font (item 2) -----------------------------------
MEASURE = """() => { const s = document.querySelector('canvas.cw-canvas').__cthulhu.scene;
  const ctx = document.createElement('canvas').getContext('2d');
  const font = (i) => `${i.bold ? 'bold ' : ''}${Math.max(11, i.size)}px system-ui, -apple-system, "Segoe UI", "Noto Sans", sans-serif`;
  const boxes = s.items.filter(i => i.type === 'mzoom');
  const over = [];
  for (const box of boxes) for (const t of s.items.filter(i => i.type === 'text' && (i.z || 0) > box.z
        && i.x >= box.x && i.x < box.x + box.w && i.y >= box.y && i.y < box.y + box.h)) {
    ctx.font = font(t);
    const right = t.x + ctx.measureText(t.text).width;
    if (right > box.x + box.w - 4) over.push(`${t.text} ends at ${right.toFixed(1)} > ${box.x + box.w - 4}`);
  }
  return {boxes: boxes.map(b => b.label), over,
          said: s.items.filter(i => i.type === 'text' && (i.z || 0) >= 11).map(i => i.text).join('')}; }"""


@pytest.mark.browser
@pytest.mark.parametrize(("lang", "width", "height"), [("ja", 390, 844), ("en", 1280, 800)])
def test_issue23_r3_popups_fit_their_box_in_chromium(tmp_path, lang, width, height):
    """A seat replay of a bot game opened from disk: a tap on a line naming a glossary term opens its box with the
    term's sentence, and a tap on a hand card its zoom; every line of both, measured in the page's own font, ends
    inside its box (item 2). Screenshots: test-artifacts/mythos_r3_<lang>_<width>_*.png."""
    from browser_support import artifact, browser_page, canvas_state, click_item, require_chromium

    require_chromium()
    match = Match.new("mythos", seed=0)
    bots = {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(match.state.seats)}
    match.step(bots, n=12)
    path = match.to_html(tmp_path / f"r3_{lang}.html", seat="p0", lang=lang)
    ready = "() => { const c = document.querySelector('canvas.cw-canvas'); return c && c.__cthulhu && c.__cthulhu.scene; }"
    with browser_page(width, height) as page:
        page.goto(path.as_uri())
        page.wait_for_function(ready, timeout=30000)
        state = canvas_state(page)
        line = next(i for i in state["items"] if i["id"].startswith("zoom:gloss:Sanity"))
        page.evaluate("(y) => window.scrollTo(0, y)", max(0, state["top"] + line["y"] * state["scale"] - 200))
        click_item(page, canvas_state(page), line)
        page.wait_for_function("() => document.querySelector('canvas.cw-canvas').__cthulhu.scene.items"
                               ".some(i => i.label === 'gloss')", timeout=30000)
        got = page.evaluate(MEASURE)
        says = next(e["says"] for e in spots(lang) if e["term"] == "Sanity")
        assert re.sub(r"\s", "", says) in re.sub(r"\s", "", got["said"]) and got["over"] == []
        page.screenshot(path=str(artifact(f"mythos_r3_{lang}_{width}_gloss.png")))
        page.keyboard.press("Escape")
        state = canvas_state(page)
        card = next(i for i in state["items"] if i["id"].startswith("select:") and i["id"][7:].isdigit()
                    and i["y"] > state["items"][0]["y"])
        page.evaluate("(y) => window.scrollTo(0, y)", max(0, state["top"] + card["y"] * state["scale"] - 400))
        click_item(page, canvas_state(page), card)
        page.wait_for_function("() => document.querySelector('canvas.cw-canvas').__cthulhu.scene.items"
                               ".some(i => i.label === 'zoom-card')", timeout=30000)
        got = page.evaluate(MEASURE)
        assert got["boxes"] and got["over"] == [], got["over"]
        page.screenshot(path=str(artifact(f"mythos_r3_{lang}_{width}_zoom.png")))
        assert page.errors == []
