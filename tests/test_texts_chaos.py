"""CHAOS texts a learner can read: card, combo and time texts, event sentences, end causes and choices in every
supported language (en, zh = the seed's Simplified Chinese, ja), no engine code in a play-mode log or banner, and
no English sentence left in a Japanese game."""
import random
import re
from pathlib import Path

import pytest

from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos import texts
from cthulhu_widgets.games.chaos.cards import CARDS, COMBOS, FUNCTIONS
from cthulhu_widgets.widgets.base import LANGS as WIDGET_LANGS
from texts_support import CODE, ENGLISH, read_while_bots_play
from cthulhu_widgets.widgets.chaos import ChaosWidget

JA_ALLOWED_WORDS: frozenset = frozenset()  # ASCII words a Japanese sentence may hold: none (seats A1, combos C3)


def logged_names() -> set:
    """Return every event name the engine's source can log (`_ev("RULE", "name", ...)`), and core's game_over."""
    source = "\n".join(p.read_text(encoding="utf-8") for p in Path(chaos.__file__).parent.glob("*.py"))
    names = set(re.findall(r"_ev\([^,()]+(?:\([^()]*\))?\s*,\s*\"(\w+)\"", source)) | {"game_over"}
    for pair in re.findall(r'_ev\([^,()]+,\s*"(\w+)" if .*? else "(\w+)"', source):
        names |= set(pair)  # _ev(rule, "a" if ... else "b", ...)
    return names


def test_every_card_combo_and_time_has_a_text_in_every_language():
    t = texts.CARD_TEXTS
    assert set(t["cards"]) == set(CARDS) and set(t["combos"]) == set(COMBOS)
    assert set(t["times"]) == {"midnight", "dawn", "day"}   # day: what no time card means (newcomer review 20, room_en 3)
    for section in ("cards", "combos", "times"):
        for key, entry in t[section].items():
            for lang in texts.LANGS:
                assert entry[lang]["name"].strip() and entry[lang]["text"].strip(), (section, key, lang)
                assert all(isinstance(v, str) and v.strip() for v in entry[lang].values()), (section, key, lang)
    for lang in texts.LANGS:  # the combo prompt quotes a combo's full effect: its text must part it from the weak one
        after, before = texts._COMBO_SPLIT[lang]
        assert all(after in e[lang]["text"] and before in e[lang]["text"] for e in t["combos"].values()), lang


def test_card_names_are_a_function_and_a_suit_in_every_language():
    for card in CARDS:
        function, suit = card.rsplit("_", 1)
        suit_word = texts.WORDS["ja"]["suit"][suit]
        assert texts.card_name(card, "ja") == f"{texts.function_name(function, 'ja')}（{suit_word}）"
    for function, (_role, _rule, en, zh) in FUNCTIONS.items():  # the names of cards.py, read from the card texts
        assert texts.function_name(function, "en") == en and texts.function_name(function, "zh") == zh.split("|")[0]
    assert texts.combo_name("C3", "ja") == "憑依 + 保護" and texts.combo_name("C3") == "Possession + Protection"   # r6d


def test_every_language_of_the_widget_has_a_table():
    assert set(texts.LANGS) == set(WIDGET_LANGS)
    assert all(texts.table_lang(lang) == lang for lang in WIDGET_LANGS) and texts.table_lang("fr") == "en"


@pytest.mark.parametrize("lang", texts.LANGS)
def test_every_event_cause_and_prompt_has_a_text_in_every_language(lang):
    names = logged_names()
    assert {"roll", "moves", "combo_started", "bomb_vision"} <= names
    assert sorted(names - set(texts.TEXTS[lang])) == []
    assert sorted(set(texts.TEXTS[lang]) - names) == []
    assert set(texts.CAUSES[lang]) == set(chaos.CAUSES)
    assert set(texts.PROMPTS[lang]) == set(texts.PROMPTS["en"])
    assert set(texts.WORDS[lang]) == set(texts.WORDS["en"])
    assert all(set(texts.WORDS[lang][k]) == set(v) for k, v in texts.WORDS["en"].items() if isinstance(v, dict))
    assert all(v.strip() for table in (texts.TEXTS, texts.CAUSES, texts.PROMPTS) for v in table[lang].values())
    for table in (texts.TEXTS, texts.PROMPTS):  # a table fills only what the English sentence is given
        for name, template in table[lang].items():
            assert set(re.findall(r"{(\w+)", template)) <= set(re.findall(r"{(\w+)", table["en"][name])), name


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_play_mode_speaks_sentences_without_codes(lang):
    """Random games: every log line, banner and choice is a sentence without a rule ID or a snake_case id."""
    kinds = set()
    for seed in range(4):
        rng = random.Random(seed)
        w = ChaosWidget(seed=seed, lang=lang, rules={"max_rounds": 4}, seat="A1")
        while w.state.result is None:
            for line in w.log_lines:
                assert "rule" not in line and not CODE.search(line["text"] + line.get("note", "")), line  # story
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


def test_a_japanese_bot_game_leaves_no_english_sentence():
    """Games the bots play in ja from each seat: every log line, banner, legal choice and card text reads in
    Japanese."""
    t = texts.CARD_TEXTS
    shown = [v for section in ("cards", "combos", "times") for e in t[section].values() for v in e["ja"].values()]
    for seed, seat in enumerate(chaos.SEATS):
        shown += read_while_bots_play(ChaosWidget(seed=seed, lang="ja", rules={"max_rounds": 5}, seat=seat))
    english = {word for text in shown for word in ENGLISH.findall(text)} - JA_ALLOWED_WORDS
    assert english == set() and not [text for text in shown if CODE.search(text)]
    assert len(set(shown)) > 100  # many different sentences were read


def test_design_mode_keeps_the_rule_ids_and_language_switches_the_log():
    w = ChaosWidget(seed=5, mode="design")
    assert all(line["rule"].startswith("CH-") for line in w.log_lines)
    w.mode = "play"
    english = [line["text"] for line in w.log_lines]
    w.lang = "zh"
    assert [line["text"] for line in w.log_lines] != english and "队" in " ".join(x["text"] for x in w.log_lines)
