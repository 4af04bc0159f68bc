"""Tomes and spells taught where the reader meets them (review 38, mythos_en 5: the tome's popup said only 'spells 1',
173; the adventure said '✗ a spell · missing' without how to get one; MY-CARD-3, MY-CARD-4, MY-ROUND-2)."""
from __future__ import annotations

import re

import pytest

from cthulhu_widgets.frames.mythos import WORDS
from cthulhu_widgets.games.mythos.sentences import en, ja
from cthulhu_widgets.games.mythos.sentences.glossary import spots
from cthulhu_widgets.games.mythos.texts import needs_text

# how the tome's zoom (js/src/mythos/cards.js statLines) and the adventure tracker write what the reader saw
SAYS = {"en": ("tome", "load", "cast", "Sanity", "face down"), "ja": ("書物", "装填", "唱え", "正気度", "裏向き")}


def spotting(lang: str, text: str) -> list[dict]:
    """Return the glossary terms of `lang` the table dots in `text` (en is matched case-blind, as glossary.js does)."""
    flags = re.I if lang == "en" else 0
    return [e for e in spots(lang) if any(re.search(s, text, flags) for s in e["spot"])]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_round41gg7_tome_zoom_and_missing_spell_explain_spells(lang):
    """Return nothing; the tome's 'spells 1' line and the adventure's '✗ a spell · missing' line each name a term whose
    note says a Spell card is loaded into a tome and cast from it for its Sanity, then turned face down (MY-CARD-4)."""
    ui = WORDS["ui"][lang]
    missing = {"en": en, "ja": ja}[lang].TABLE["goal_missing"]
    zoom_line = f"{ui['capacity']} 1"
    missing_line = f"✗ {needs_text({'kind': 'spell'}, lang)} · {missing}"
    for line in (zoom_line, missing_line):
        notes = [e["says"] for e in spotting(lang, line)]
        assert any(all(word in says for word in SAYS[lang]) for says in notes), (line, notes)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_round41gg7_catalog_says_how_a_missing_spell_is_got(lang):
    """Return nothing; the catalog names each requirement's kind and has the words the tracker writes for a missing
    spell (js/src/mythos/round41gg7_missing_spell.test.js): load a Spell card into a tome (MY-CARD-4)."""
    from cthulhu_widgets.frames.mythos import catalog
    data = catalog()
    assert data["cards"]["questionable_judgement"]["needs"]["kinds"][4] == "spell"
    assert {"en": "load a Spell card", "ja": "呪文カード"}[lang] in data["ui"][lang]["goal_missing_spell"]
