"""Newcomer review 28, mythos_en 9 (086, 119; round AT7): "(the caster too ★)" in a card's text, and the zoom's
"More terms: ★ (reading)" did not say what ★ means. Where ★'s name shows (the zoom's "More terms", the glossary) it
says it: our reading of an unclear rule, en and ja."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.mythos.sentences.glossary import GLOSSARY


@pytest.mark.parametrize("lang,means", [("en", ("our reading", "unclear")), ("ja", ("読み方", "あいまい"))])
def test_the_star_says_what_it_means_where_its_name_shows(lang, means):
    name = GLOSSARY[lang]["★"]["name"]
    assert all(m in name for m in means) and len(name) <= 40, name
