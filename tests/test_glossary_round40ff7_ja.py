"""Japanese written one way (newcomer review 37, mythos_ja and letter_ja words): a colon in Japanese text is the
full-width '：' ('バトル: 味方の派遣' had an ASCII one: js/src/mythos/round40ff7_colon.test.js draws it), Mi-Go is 'ミ＝ゴ',
the card data's spelling, the course is 'レッスン', and a move is played, not 指す."""
from __future__ import annotations

import re

import pytest
from test_glossary_prompts import ROOT, table_texts

GAMES = ("letter", "chaos", "mythos")
JA = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
ASCII_COLON = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff）」]\s*: |: [\u3040-\u30ff\u4e00-\u9fff「（]")


def ja_texts(game: str) -> list[str]:
    """Return every Japanese text `game` may show without playing (tables, card texts, words, help, page)."""
    return [t for t in table_texts(game, "ja") if JA.search(t)]


@pytest.mark.parametrize("game", GAMES)
def test_ja_colons_are_full_width(game):
    """Return nothing; a Japanese sentence's colon is '：' (an ASCII ': ' beside Japanese words is listed)."""
    assert [t for t in ja_texts(game) if ASCII_COLON.search(t)] == []


@pytest.mark.parametrize("game", GAMES)
def test_mi_go_is_spelled_as_the_card_data(game):
    """Return nothing; Mi-Go is 'ミ＝ゴ' in every Japanese text (the card data's names), never 'ミ=ゴ' or 'ミ・ゴ'."""
    assert [t for t in ja_texts(game) if re.search(r"ミ[=・･\-ー]ゴ", t)] == []


def ending_words(lang: str) -> list[str]:
    """Return the page's end and course-tag words of `lang` (js/src/ui/ending.js), read from the source."""
    source = (ROOT / "js" / "src" / "ui" / "ending.js").read_text(encoding="utf-8")
    start = re.search(rf"^  {lang}: {{", source, re.M)
    return re.findall(r'"([^"\n]*)"', source[start.end():source.index("},", start.end())])


@pytest.mark.parametrize("game", GAMES)
def test_ja_learn_to_play_is_one_word(game):
    """Return nothing; the Learn-to-play course is 'レッスン' in every Japanese text, as CHAOS's lessons and the lobby's
    'レッスン 2' say (review 37: the course tag said コース, Mythos's and Letter's coach チュートリアル)."""
    assert [t for t in ja_texts(game) + ending_words("ja") if re.search("コース|チュートリアル", t)] == []


@pytest.mark.parametrize("game", GAMES)
def test_ja_moves_are_not_pointed(game):
    """Return nothing; a move in Japanese is played or chosen, not 指す (a shogi word, odd for cards): 'ボットがほかの席を
    プレイする', 'この一手はあなたの番'; the coach still 指す (points at) what to choose."""
    assert [t for t in ja_texts(game) if re.search("指す番|一手を指す|席を指す", t)] == []
