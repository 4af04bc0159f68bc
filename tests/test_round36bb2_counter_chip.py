"""Newcomer review 34, chaos_en finding 5 (066): the counter chip was cut: "Complete A2's reaction with Schizophrenia
(Eye) — take their push (same suit; A2…", the most important decision of the game. The chip says the whole sense in
fewer words ("Finish B2's reaction: Schizophrenia (Moon) — same suit: their push is yours"); who aims the stolen push
(review 33, room_zh 6) is said in the chip's sentence (its hover), CH-C3, CH-C4."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.chaos.texts import move_words
from test_round35ba2_counter_push import _asked

CHIP = {"en": ("Finish B2's reaction: Schizophrenia (Moon) — same suit: their push is yours",
               "Finish B2's reaction: Schizophrenia (Eye) — other suit: cancels A1's combo"),
        "zh": ("完成 B2 的反制：精神分裂（月）— 相同花色：敌方的推归你方", "完成 B2 的反制：精神分裂（眼）— 不同花色：抵消 A1 的合作"),
        "ja": ("B2 の対抗を完成：「統合失調症（月）」— 同じマーク：敵の押しが味方のものに", "B2 の対抗を完成：「統合失調症（目）」— 違うマーク：A1 のコンボを打ち消す")}
# the cancelled combo named by its leader since review 41, room_en 1 (round45kk5_words)
AIMS = {"en": "B2 aims", "zh": "B2 决定", "zh-TW": "B2 決定", "ja": "B2 が選ぶ"}


@pytest.mark.parametrize("lang", sorted(CHIP))
def test_the_counter_chip_says_it_all_in_few_words(lang):
    for card, said in zip(("schizophrenia_moon", "schizophrenia_eye"), CHIP[lang]):
        g, react = _asked(card)
        assert move_words(g, react, lang)["label"] == said


@pytest.mark.parametrize("lang", sorted(AIMS))
def test_the_chip_sentence_says_who_aims_the_stolen_push(lang):
    g, react = _asked("schizophrenia_moon")
    assert AIMS[lang] in move_words(g, react, lang)["text"]
    g, react = _asked("schizophrenia_eye")
    assert AIMS[lang] not in move_words(g, react, lang)["text"]
