"""Round BB7 (newcomer review 34, mythos_ja 7, shot 294): Ray Stuckey's sheet explained the Luther Harden rule twice —
its own "Same as Luther Harden: <the rule in other words>", then Luther Harden's text, which the zoom shows under any
card that points at another (js/src/mythos/refs.js). A card text that points at another card says the rule once: the
pointer alone, or every clause of the other card's text (as Gomes does); it never paraphrases it after a colon. And no
card text says a clause twice."""
import json
import re
from pathlib import Path

import pytest

TEXTS = json.loads((Path(__file__).parents[1] / "cthulhu_widgets/games/mythos/card_texts.json").read_text("utf-8"))
CARDS = TEXTS["cards"]
POINTER = {"en": r"\b(?:Same\b[^.:]*?\bas|[Aa]s with) {name}\s*[:：]", "ja": r"「{name}」と(?:同じ|同様)[:：]"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_card_text_paraphrases_the_card_it_points_at(lang):
    names = {v[lang]["name"]: k for k, v in CARDS.items()}
    said_twice = [(card, v[lang]["text"]) for card, v in CARDS.items() for name in names if names[name] != card
                  and re.search(POINTER[lang].format(name=re.escape(name)), v[lang]["text"])]
    assert not said_twice, said_twice


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_card_text_says_a_clause_twice(lang):
    for card, v in CARDS.items():
        clauses = [c.strip() for c in re.split(r"[.。;；]", v[lang]["text"]) if len(c.strip()) > 8]
        assert len(clauses) == len(set(clauses)), (card, clauses)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_ray_stuckey_points_at_luther_harden_and_says_nothing_else(lang):
    """His zoom shows Luther Harden's text under his own (refs.js): his own text is the pointer alone."""
    assert CARDS["ray_stuckey"][lang]["text"] == {"en": "Same as Luther Harden.", "ja": "「ルーサー・ハーデン」と同じ。"}[lang]
