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
           r"\bEdu\b", r"\bkeep \d+–\d+"],
    "ja": [r"埋葬", r"ストーリーデッキ", r"恐怖症", r"脅威", r"正気度", r"旧支配者", r"ゲート", r"近隣移動中", r"移動中",
           r"アドベンチャー", r"得点", r"教育", r"上限\d+・下限\d+"],
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
