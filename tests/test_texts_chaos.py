"""CHAOS texts a learner can read: card, combo and time texts, event sentences, end causes and choices in every
supported language (en, zh = the seed's Simplified Chinese), and no engine code in a play-mode log or banner."""
import random
import re
from pathlib import Path

import pytest

from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos import texts
from cthulhu_widgets.games.chaos.cards import CARDS, COMBOS
from cthulhu_widgets.widgets.chaos import ChaosWidget

CODE = re.compile(r"\b(LS|CH|MY)-[A-Z0-9]|\b[a-z]+_[a-z_]+\b")  # a rule ID or a snake_case id


def logged_names() -> set:
    """Return every event name the engine's source can log (`_ev("RULE", "name", ...)`), and core's game_over."""
    source = "\n".join(p.read_text(encoding="utf-8") for p in Path(chaos.__file__).parent.glob("*.py"))
    names = set(re.findall(r"_ev\([^,()]+(?:\([^()]*\))?\s*,\s*\"(\w+)\"", source)) | {"game_over"}
    for pair in re.findall(r'_ev\([^,()]+,\s*"(\w+)" if .*? else "(\w+)"', source):
        names |= set(pair)  # _ev(rule, "a" if ... else "b", ...)
    return names


def test_every_card_combo_and_time_has_a_text_in_every_language():
    t = texts.CARD_TEXTS
    assert set(t["cards"]) == set(CARDS) and set(t["combos"]) == set(COMBOS) and set(t["times"]) == {"midnight", "dawn"}
    for section in ("cards", "combos", "times"):
        for key, entry in t[section].items():
            for lang in texts.LANGS:
                assert entry[lang]["name"].strip() and entry[lang]["text"].strip(), (section, key, lang)
                assert all(isinstance(v, str) and v.strip() for v in entry[lang].values()), (section, key, lang)


def test_every_event_cause_and_prompt_has_a_text_in_every_language():
    names = logged_names()
    assert {"roll", "moves", "combo_started", "bomb_vision"} <= names
    for lang in texts.LANGS:
        assert sorted(names - set(texts.TEXTS[lang])) == [], lang
        assert sorted(set(texts.TEXTS[lang]) - names) == [], lang
        assert set(texts.CAUSES[lang]) == set(chaos.CAUSES), lang
        assert set(texts.PROMPTS[lang]) == set(texts.PROMPTS["en"]), lang
        assert all(v.strip() for table in (texts.TEXTS, texts.CAUSES, texts.PROMPTS) for v in table[lang].values())
    assert texts.table_lang("ja") == "en"


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_play_mode_speaks_sentences_without_codes(lang):
    """Random games: every log line, banner and choice is a sentence without a rule ID or a snake_case id."""
    kinds = set()
    for seed in range(4):
        rng = random.Random(seed)
        w = ChaosWidget(seed=seed, lang=lang, rules={"max_rounds": 4}, seat="A1")
        while w.state.result is None:
            for line in w.log_lines:
                assert set(line) == {"text"} and not CODE.search(line["text"]), line
            for move in w.legal:
                assert move["text"] and not CODE.search(move["text"]), move
                kinds.add(move["kind"])
            if w.legal:
                w.command({"cmd": "act", "id": rng.choice(w.legal)["id"]})
            else:
                w.step(1)
        assert w.banner["title"] and not CODE.search(w.banner["text"]) and "rule" not in w.banner, w.banner
    assert {"move", "play", "end"} <= kinds


def test_every_event_of_random_games_formats_in_every_language():
    """Random games of bots: every event's sentence formats in every language with card names, no ids."""
    for seed in range(6):
        rng = random.Random(seed)
        s = chaos.new_game(seed, {"max_rounds": 6})
        events = list(s.events)
        while s.result is None:
            s.apply(rng.choice(s.legal_actions()))
            events += s.events
        for e in events:
            assert e.text == texts.event_text(e.name, e.data, "en")
            for lang in texts.LANGS:
                text = texts.event_text(e.name, e.data, lang)
                assert text and not CODE.search(text), (lang, e.name, text)


def test_design_mode_keeps_the_rule_ids_and_language_switches_the_log():
    w = ChaosWidget(seed=5, mode="design")
    assert all(line["rule"].startswith("CH-") for line in w.log_lines)
    w.mode = "play"
    english = [line["text"] for line in w.log_lines]
    w.lang = "zh"
    assert [line["text"] for line in w.log_lines] != english and "队" in " ".join(x["text"] for x in w.log_lines)
