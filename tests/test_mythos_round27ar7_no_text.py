"""Review 26 (mythos_ja 9): the Athenaeum's popup ended with the Gate glossary entry though the card has no gate: its
"no text" line said "(and gate, if any)", and the page glosses each term the text names. A no-text location's line
names the gate only when the card has one, so the glossary lists only what the card has."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.mythos.data import load_set
from cthulhu_widgets.games.mythos.texts import CARD_TEXTS

GATE = {"en": "gate", "ja": "ゲート"}
# "No special effect" since review 30, mythos_ja 10 (was "No text: …", read as a system message)
NO_TEXT = [cid for cid, e in CARD_TEXTS["cards"].items()
           if e["en"]["text"].startswith("No special effect") and load_set().cards[cid].type == "location"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r27ar7_a_no_text_location_names_a_gate_only_if_it_has_one(lang):
    cards = load_set().cards
    assert "the_athenaeum" in NO_TEXT and len(NO_TEXT) > 10
    wrong = [cid for cid in NO_TEXT
             if (GATE[lang] in CARD_TEXTS["cards"][cid][lang]["text"].lower()) != bool(cards[cid].gate)]
    assert not wrong, wrong
