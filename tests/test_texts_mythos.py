"""Mythos texts a learner can read: card texts, event sentences, end causes and choices in every supported
language (en, ja = the seed's Japanese), and no engine code in a play-mode log or banner."""
import random
import re
from pathlib import Path

import pytest

from cthulhu_widgets.games import mythos
from cthulhu_widgets.games.mythos import texts
from cthulhu_widgets.games.mythos.data import load_set
from cthulhu_widgets.widgets.mythos import MythosWidget
from texts_support import CODE


# Fragments that close a clause a chip's sentence opens: English needs nothing there ("… falls to 2 of 7"), Japanese
# its closing bracket ("（埋葬されれば：…）"); they may be empty, every other text may not.
CLOSERS = {"uses_end"}


def logged_names() -> set:
    """Return every event name the engine's source can log (`_ev("RULE", "name", ...)`), and core's game_over."""
    source = "\n".join(p.read_text(encoding="utf-8") for p in Path(mythos.__file__).parent.glob("*.py"))
    return set(re.findall(r"_ev\([^,()]+(?:\([^()]*\))?\s*,\s*\"(\w+)\"", source)) | {"game_over"}


def test_every_card_and_investigator_has_a_text_in_every_language():
    cs = load_set()
    assert set(texts.CARD_TEXTS["cards"]) == set(cs.cards)
    assert set(texts.CARD_TEXTS["investigators"]) == set(cs.investigators)
    for section in ("cards", "investigators"):
        for key, entry in texts.CARD_TEXTS[section].items():
            for lang in texts.LANGS:
                assert entry[lang]["name"].strip() and entry[lang]["text"].strip(), (section, key, lang)
    untranslated = [k for k, e in texts.CARD_TEXTS["cards"].items() if e["ja"].get("translated") is False]
    assert untranslated == []  # every Japanese card text is translated: none may be added untranslated


def test_every_event_cause_and_prompt_has_a_text_in_every_language():
    names = logged_names()
    assert {"plays", "directs", "game_over"} <= names
    for lang in texts.LANGS:
        assert sorted(names - set(texts.TEXTS[lang])) == [], lang
        assert sorted(set(texts.TEXTS[lang]) - names) == [], lang
        assert set(texts.CAUSES[lang]) == set(mythos.CAUSES), lang
        assert set(texts.PROMPTS[lang]) == set(texts.PROMPTS["en"]), lang
        empty = [(k, lang) for table in (texts.TEXTS, texts.CAUSES, texts.PROMPTS) for k, v in table[lang].items()
                 if not v.strip() and k not in CLOSERS]
        assert empty == [], empty
    assert texts.table_lang("zh") == "en"


@pytest.mark.parametrize("lang", ["en", "ja", "zh"])
def test_play_mode_speaks_sentences_without_codes(lang):
    for seed in range(2):
        rng = random.Random(seed)
        w = MythosWidget(seed=seed, lang=lang)
        steps = 0
        while w.state.result is None and steps < 400:
            for line in w.log_lines:
                assert "rule" not in line and not CODE.search(line["text"] + line.get("note", "")), line  # story
            for move in w.legal:
                assert move["text"] and not CODE.search(move["text"]), move
            if w.legal:
                w.command({"cmd": "act", "id": rng.choice(w.legal)["id"]})
            else:
                w.step(1)
            steps += 1
        if w.state.result is not None:
            assert w.banner["title"] and not CODE.search(w.banner["text"]) and "rule" not in w.banner


def test_every_event_of_random_games_formats_in_every_language():
    for seed in range(3):
        rng = random.Random(seed)
        s = mythos.new_game(seed)
        events, steps = list(s.events), 0
        while s.result is None and steps < 1500:
            s.apply(rng.choice(s.legal_actions()))
            events += s.events
            steps += 1
        for e in events:
            assert e.text == texts.event_text(e.name, e.data, "en")
            for lang in texts.LANGS:
                text = texts.event_text(e.name, e.data, lang)
                assert text and not CODE.search(text), (lang, e.name, text)


def test_design_mode_keeps_the_rule_ids():
    w = MythosWidget(seed=5, mode="design")
    assert all(line["rule"].startswith("MY-") for line in w.log_lines)
