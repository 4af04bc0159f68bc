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


@pytest.mark.parametrize("lang", ["zh", "zh-TW"])
def test_schizophrenia_names_prank_as_a_card_of_its_own(lang):
    """Review 32, room_zh 4 (042/045): 精神分裂's card said '己方鬼魂用恶作剧回应' and the Checkup combo 'B2 的捣蛋': read
    as one card (恶作剧 and 捣蛋 are near words for a prank). Prank (CH-G4) and Mischief (CH-G2) are two cards: the
    Schizophrenia card quotes Prank's name as a card's, as ja's 「いたずら」 does."""
    from cthulhu_widgets.games.chaos.texts import CARD_TEXTS   # noqa: PLC0415 (the card texts a player reads)
    cards = CARD_TEXTS["cards"]
    prank = cards["prank_skull"][lang]["name"].split("（")[0]
    quoted = {"zh": f"“{prank}”牌", "zh-TW": f"「{prank}」牌"}[lang]
    for suit in ("moon", "eye", "skull"):
        assert quoted in cards[f"schizophrenia_{suit}"][lang]["text"], cards[f"schizophrenia_{suit}"][lang]
