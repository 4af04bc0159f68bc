"""Round BA, fixer BA2 (newcomer review 33, room_zh 6, 099-101): the reader (B1) completed B2's counter to team A's
push with Schizophrenia; A1 was then pushed right 3 cells and the reader was never asked which way. That is the rule:
the team whose combo it now is chooses (CH-C3, CH-C4), and the engine asks the seat that reacted first, the reader's
partner. The chip now says so before the reader presses it: "…steal their combo (same suit; B2 picks the push's way)".
Failed before (the chip named no one)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos.texts import move_words

# who aims it: in the chip's sentence since review 34 (chaos_en 5: the chip was cut), round36bb2_counter_chip
SAID = {"en": "B2 aims the push you take", "zh": "由 B2 决定", "zh-TW": "由 B2 決定", "ja": "押しの向きは B2 が選ぶ"}


def _asked(b1_card):
    """Return B1's turn to complete B2's Prank against A1's push (C3), holding `b1_card`, and its react move."""
    g = chaos.new_game(seed=1, setup={"start": "A1", "first": "A", "hands": {
        "A1": ["protection_moon"], "A2": ["possession_moon"], "B2": ["prank_moon"], "B1": [b1_card]}})
    g.act("combo", combo="C3", card="protection_moon")
    g.act("join", card="possession_moon")
    while g.to_act != "B1":
        g.apply(next(a for a in g.legal_actions() if a.kind == "react"))
    return g, next(a for a in g.legal_actions() if a.kind == "react")


@pytest.mark.parametrize("lang", list(SAID))
def test_CH_C4_the_chip_that_steals_a_push_says_who_chooses_its_way(lang):
    g, react = _asked("schizophrenia_moon")
    assert SAID[lang] in move_words(g, react, lang)["text"]
    g.apply(react)
    while g.pending.kind != "direction":   # both move, then the stolen push asks its way: of B2, as said
        g.apply(next(a for a in g.legal_actions() if a.kind in ("stay", "move")))
    assert g.to_act == "B2"


def test_a_counter_that_only_cancels_names_no_one():
    g, react = _asked("schizophrenia_eye")
    assert "B2" not in move_words(g, react, "en")["label"].split("—")[-1]
