"""The help's words name the ▶▶ button as the page draws it, on a desk and on a phone (js/src/ui/words.js
fast_forward / fast_forward_short): CHAOS's help called it "▶▶ 自分の番まで" where a phone draws "▶▶ 進める"
(newcomer review 16, finding 5), and Mythos's did the same (newcomer review 17, Mythos ja phone, finding 6)."""
from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

PAGE = (Path(__file__).resolve().parents[1] / "js" / "src" / "ui" / "words.js").read_text()
MARKS = {"en": 'fast_forward: "▶▶ to my turn"', "ja": 'fast_forward: "▶▶ 自分の番まで"',
         "zh": 'fast_forward: "▶▶ 跳到我的回合"'}
LANGS = {"chaos": ("en", "ja", "zh"), "mythos": ("en", "ja")}


def labels(lang: str) -> tuple[str, str]:
    """Return the page's desk and phone labels of ▶▶ in `lang` (zh's table comes after zh-TW's, which spells the
    same desk label)."""
    at = PAGE.rindex(MARKS[lang]) - 40
    full = re.search(r'fast_forward: "([^"]+)"', PAGE[at:]).group(1)
    return full, re.search(r'fast_forward_short: "([^"]+)"', PAGE[at:]).group(1)


@pytest.mark.parametrize("game,lang", [(g, lang) for g, langs in LANGS.items() for lang in langs])
def test_each_sentence_naming_the_skip_button_names_it_both_ways(game, lang):
    module = importlib.import_module(f"cthulhu_widgets.games.{game}.sentences.{lang}")
    full, short = labels(lang)
    said = [v for table in vars(module).values() if isinstance(table, dict)
            for v in table.values() if isinstance(v, str) and "▶▶" in v]
    assert said, (game, lang)
    for sentence in said:
        assert full in sentence and short in sentence, (game, lang, sentence)
