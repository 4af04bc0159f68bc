"""Review 32, room_zh 4 (093): the Mischief card says "把地图上的炸弹挪到别的格子" while its button said "改变所有炸弹的
位置": one bomb or all of them? The rule moves every bomb (CH-G2; games/chaos/effects.py: a new cell is picked for each
bomb). The button and its sentence now say the card's words, with "every": 把所有炸弹挪到别的格子 (en and ja already
did: "Move every bomb", 「すべての爆弾を移す」)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from cthulhu_widgets.games.chaos.sentences import en, ja, zh, zh_tw

CARD = json.loads((Path(zh.__file__).resolve().parents[1] / "card_texts.json").read_text("utf-8"))["cards"]
# the card's verb for moving bombs, and the word for "every", per language
WORDS = {"en": (en, "move", "every"), "zh": (zh, "挪到别的格子", "所有"), "ja": (ja, "移す", "すべて")}


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_the_move_bombs_button_says_the_cards_verb_and_every_bomb(lang):
    """The chip and the sentence of Mischief's 'move the bombs' use the card's verb and say every bomb moves."""
    module, verb, every = WORDS[lang]
    assert verb in CARD["mischief_moon"][lang]["text"].lower()
    for said in (module.LABELS["play_mischief_relocate"], module.PROMPTS["play_mischief_relocate"]):
        assert verb in said.lower() and every in said, said


def test_zh_tw_follows():
    """zh-TW is generated from zh: the same words, in traditional characters."""
    assert zh_tw.LABELS["play_mischief_relocate"] == "把所有炸彈挪到別的格子"
