"""Lovecraft Letter texts a learner can read: card texts, event sentences, end causes and choices in every
supported language (en, zh = the seed's Traditional Chinese, ja), no engine code in a play-mode log or banner, and
no English sentence left in a Japanese game."""
import random
import re
from pathlib import Path

import pytest

from cthulhu_widgets.games import letter
from cthulhu_widgets.games.letter import texts
from cthulhu_widgets.games.letter.cards import KINDS
from cthulhu_widgets.games.letter.state import CAUSES
from cthulhu_widgets.widgets.base import LANGS as WIDGET_LANGS
from texts_support import CODE, ENGLISH, read_while_bots_play
from cthulhu_widgets.widgets.letter import LetterWidget

JA_ALLOWED_WORDS: frozenset = frozenset()  # ASCII words a Japanese sentence may hold: none so far


def logged_names() -> set:
    """Return every event name the engine's source can log (`_ev("RULE", "name", ...)`)."""
    source = "\n".join(p.read_text(encoding="utf-8") for p in Path(letter.__file__).parent.glob("*.py"))
    return set(re.findall(r"_ev\([^,()]+(?:\([^()]*\))?\s*,\s*\"(\w+)\"", source)) | {"game_over"}  # core: _over


def test_every_card_has_a_text_in_every_language():
    assert set(texts.CARD_TEXTS) == {k.id for k in KINDS}
    for k in KINDS:
        for lang in texts.LANGS:
            entry = texts.CARD_TEXTS[k.id][lang]
            assert {"name", "text", "sane", "opponent"} <= set(entry), (k.id, lang)
            assert ("insane" in entry) == k.insane, (k.id, lang)  # an Insanity card has an Insane row
            assert all(isinstance(v, str) and v.strip() for v in entry.values()), (k.id, lang)
        assert texts.CARD_TEXTS[k.id]["zh"]["name"] == k.zh and texts.CARD_TEXTS[k.id]["en"]["name"] == k.en
        assert texts.CARD_TEXTS[k.id]["ja"]["name"] == k.ja  # one place for the Japanese names: cards.py


def test_every_language_of_the_widget_has_a_table():
    # zh-TW (round P: CHAOS's generated Traditional table) reads Letter's own zh, which is Traditional already
    assert set(texts.LANGS) == set(WIDGET_LANGS) - {"zh-TW"}
    assert all(texts.table_lang(lang) == lang for lang in texts.LANGS) and texts.table_lang("fr") == "en"
    assert texts.table_lang("zh-TW") == "zh"


@pytest.mark.parametrize("lang", texts.LANGS)
def test_every_event_cause_and_prompt_has_a_text_in_every_language(lang):
    names = logged_names()
    assert {"setup", "play", "answer", "eliminated", "game_over"} <= names
    assert sorted(names - set(texts.TEXTS[lang])) == []
    assert set(texts.READER_KEYS.values()) <= names and set(texts.READER_KEYS) <= set(texts.TEXTS[lang])
    assert sorted(set(texts.TEXTS[lang]) - names - set(texts.READER_KEYS)) == []  # no text for an event never logged
    assert set(texts.CAUSES[lang]) == set(CAUSES)
    assert set(texts.PROMPTS[lang]) == set(texts.PROMPTS["en"])
    assert set(texts.WORDS[lang]["why"]) == set(texts.WORDS["en"]["why"])
    assert set(texts.WORDS[lang]["row"]) == set(texts.WORDS["en"]["row"]) and texts.WORDS[lang]["won"]
    assert all(v.strip() for table in (texts.TEXTS, texts.CAUSES, texts.PROMPTS) for v in table[lang].values())
    for name, template in texts.TEXTS[lang].items():  # a table fills only what the English sentence is given
        given = set(re.findall(r"{(\w+)", texts.TEXTS["en"][name])) | {"side"}  # "side": the side's word
        assert set(re.findall(r"{(\w+)", template)) <= given, (name, template)


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_play_mode_speaks_sentences_without_codes(lang):
    """Random games: every log line, banner and choice is a sentence without a rule ID or a snake_case id."""
    seen_causes = set()
    for seed in range(30):
        rng = random.Random(seed)
        w = LetterWidget(seed=seed, lang=lang)
        while w.state.result is None:
            for line in w.log_lines:
                assert "rule" not in line and not CODE.search(line["text"] + line.get("note", "")), line  # story
            for move in w.legal:
                assert move["text"] and not CODE.search(move["text"]), move
            if w.legal:
                w.command({"cmd": "act", "id": rng.choice(w.legal)["id"]})
            else:
                w.step(1)
        assert w.banner["title"] and not CODE.search(w.banner["text"]) and "rule" not in w.banner, w.banner
        assert all(not CODE.search(line["text"]) for line in w.log_lines)
        seen_causes.add(w.state.result.cause)
    assert len(seen_causes) >= 4


def test_a_japanese_bot_game_leaves_no_english_sentence():
    """Games the bots play in ja: every log line, banner, legal choice and card text reads in Japanese."""
    shown = [entry["ja"][row] for entry in texts.CARD_TEXTS.values() for row in entry["ja"]]
    for seed in range(12):
        shown += read_while_bots_play(LetterWidget(seed=seed, lang="ja"))
    english = {word for text in shown for word in ENGLISH.findall(text)} - JA_ALLOWED_WORDS
    assert english == set() and not [t for t in shown if CODE.search(t)]
    assert len(set(shown)) > 100  # many different sentences were read


def test_design_mode_keeps_the_rule_ids_and_language_switches_the_log():
    w = LetterWidget(seed=5, mode="design")
    assert all(line["rule"].startswith("LS-") for line in w.log_lines)
    w.mode = "play"
    english = [line["text"] for line in w.log_lines]
    w.lang = "zh"
    assert [line["text"] for line in w.log_lines] != english and "線索" in w.log_lines[0]["text"]
    assert all("打出" in m["text"] or "猜" in m["text"] for m in w.legal)


def test_the_engine_log_is_the_english_table():
    s = letter.new_game(7)
    assert [e.text for e in s.events] == [texts.event_text(e.name, e.data, "en") for e in s.events]
