"""Newcomer review 42, letter_zh 1 (047-057): Randolph Carter's chip 「以手牌米·戈交換對手最上面的牌」 had no ⚠, though the
opponent then played Mi-Go at once and left the reader its Braincase (0), which loses if played (LS-P6, LS-O5 Insane,
LS-P8). The chip now carries a ⚠ saying so, from the seat's view only."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import letter as fl
from cthulhu_widgets.games.letter import new_game

WORDS = {"en": "the opponent plays Mi-Go at once", "zh": "對手會立刻打出米‧戈", "zh-TW": "對手會立刻打出米‧戈",
         "ja": "相手がすぐミ＝ゴをプレイ"}


def _table(clues: list[str], deck: list[str] | None = None):
    """Return a table: Randolph Carter drawn to a hand holding Mi-Go, `clues` face down over Cthulhu."""
    return new_game(seed=3, setup={"hand": ["mi_go"], "deck": ["randolph_carter", *(deck or []), "..."],
                                   "clues": clues})


def _carter(s, lang: str) -> dict:
    """Return Randolph Carter's move as the table offers it in `lang`."""
    return next(a for a in fl.legal(s, s.legal_actions(), lang) if a["fields"].get("card") == "randolph_carter")


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_LS_P6_a_swap_giving_mi_go_warns_on_its_chip(lang):
    """Return nothing; Carter's chip giving Mi-Go says with a ⚠ that the opponent plays it at once (LS-O5, LS-P8)."""
    a = _carter(_table(["investigators", "cats_of_ulthar"]), lang)
    assert "⚠" in a["label"] and WORDS[lang] in a["label"], a["label"]
    assert "Braincase" in a["text"] or "大腦容器" in a["text"] or "脳髄缶" in a["text"], a["text"]


def test_LS_KNOW_5_the_warning_comes_from_the_seats_view_only():
    """Return nothing; two deals differing only in hidden cards (the clues, the deck) give the chip the same words."""
    one = _carter(_table(["investigators", "cats_of_ulthar"], ["golden_mead"]), "en")
    two = _carter(_table(["hound_of_tindalos", "deep_ones"], ["elder_sign"]), "en")
    assert one["label"] == two["label"] and one["text"] == two["text"]


def test_LS_P6_a_swap_giving_another_card_keeps_no_mi_go_warning():
    """Return nothing; Carter giving Cats of Ulthar says nothing of Mi-Go."""
    s = new_game(seed=3, setup={"hand": ["cats_of_ulthar"], "deck": ["randolph_carter", "..."],
                                "clues": ["investigators", "golden_mead"]})
    assert WORDS["en"] not in _carter(s, "en")["label"]
