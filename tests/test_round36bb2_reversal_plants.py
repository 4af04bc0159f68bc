"""Newcomer review 34, chaos_en finding 6 (161): a Schizophrenia reversed the order and gave the planter of temporary
bombs its next turn at once, so they vanished before any enemy turn, unwarned (CH-P1, CH-G2, CH-DUR-3: they stand
until the planter's next turn). Where the reader chooses the reversal, its sentence says so first: "A1's bombs at b1,
c1 end at its next turn — that comes now"; no such words when the next seat planted none."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import of
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

SAID = {"en": "A1's bombs at b1, c1 end at its next turn — that comes now",
        "zh": "A1 的炸弹（b1、c1）在它的下个回合消失——那就是现在", "zh-TW": "A1 的炸彈（b1、c1）在它的下個回合消失——那就是現在",
        "ja": "A1 の爆弾（b1、c1）は次の手番で消える。その手番がすぐ来る"}


def _reversing(plant: bool = True) -> Match:
    """A1 (ghost) plants two bombs with Mischief (or not), ends; A2 (patient) stays, holding Schizophrenia."""
    match = Match.new(chaos, seed=3, setup={"first": "A", "start": "A1", "key": [4, 4],
                                            "roles": {"A1": "ghost", "A2": "patient", "B1": "patient", "B2": "ghost"},
                                            "hands": {"A1": ["mischief_moon"], "A2": ["schizophrenia_moon"]}})
    steps = [("stay", {})] + ([("play", {"mode": "plant"}), ("pick", {"col": 2}), ("pick", {"col": 3})] if plant
                              else []) + [("end", {}), ("stay", {})]
    for kind, fields in steps:
        match.apply(next(a for a in match.state.legal_actions()
                         if a.kind == kind and all(a.get(k) == v for k, v in fields.items())))
    return match


def _schizophrenia(match, lang):
    return next(m for m in of(match, "A2", lang)["legal"] if m["id"] == "play card=schizophrenia_moon")


@pytest.mark.parametrize("lang", sorted(SAID))
def test_the_reversal_says_the_partners_bombs_end_now(lang):
    assert SAID[lang] in _schizophrenia(_reversing(), lang)["text"]


def test_no_word_when_no_bomb_stands():
    assert "bombs" not in _schizophrenia(_reversing(plant=False), "en")["text"]
