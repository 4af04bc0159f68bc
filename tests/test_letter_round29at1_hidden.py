"""Letter, newcomer review 28 (round AT, fixer AT1), letter_en finding 1 (043/044): answering the opponent's Randolph
Carter, the hand chip said "the opponent gets Golden Mead: … (Investigators: you lose)" and the next clue then WAS
Investigators. Checked: the words come from the given card and the rules alone (dangers.gives_look, LS-O6, LS-O2), not
from the hidden clue: no leak. These tests pin that (two deals that differ only in hidden cards give the seat the same
chips) and that the words read as a condition, never as a prediction."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.letter.cards import CARD_KIND
from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
# the condition words of the given-look warning: "if" (a condition, not a known next card); en and ja "may" since
# their chips were shortened to two phone lines (newcomer review 32, letter_en 2: "it may knock you out")
CONDITION = {"en": "may ", "zh": "若", "ja": "かも"}


def _setup(hidden_clue: str, deck_tail: list) -> dict:
    """The player holds Golden Mead (Insane row: shows the deck top, plays the next card, LS-O2) and draws
    Investigators; the clues are Randolph Carter over `hidden_clue`; `deck_tail` lies below the drawn card."""
    rest = [c for c in CARD_KIND if c not in ("mi_go_braincase", "cthulhu", "necronomicon")]
    hand, clues = ["golden_mead"], ["randolph_carter", hidden_clue, "elder_sign", "cats_of_ulthar"]
    deck = ["investigators"] + deck_tail
    for card in hand + deck + clues + ["nyarlathotep"]:
        rest.remove(card)
    return {"hand": hand, "deck": deck + ["..."], "clues": clues, "unused": ["nyarlathotep"]}


def _answer_chips(lang: str, hidden_clue: str, deck_tail: list) -> list:
    """Return (id, label, text) of each answer chip to the opponent's Randolph Carter (turn 2)."""
    w = LetterWidget(seed=5, lang=lang, setup=_setup(hidden_clue, deck_tail))
    w.command({"cmd": "act", "id": next(a["id"] for a in w.legal if "guess=5" in a["id"] or "value=5" in a["id"])})
    w.command({"cmd": "bot_step"})
    chips = [(a["id"], a.get("label"), a.get("text")) for a in w.legal if a["kind"] == "answer"]
    assert chips, [a["id"] for a in w.legal]
    return chips


@pytest.mark.parametrize("lang", LANGS)
def test_answer_chips_do_not_depend_on_hidden_cards(lang):
    """Two deals that differ only in the hidden next clue and the hidden deck give the seat the same answer chips."""
    a = _answer_chips(lang, "investigators", ["deep_ones", "shining_trapezohedron"])
    b = _answer_chips(lang, "great_race_of_yith", ["shining_trapezohedron", "deep_ones"])
    assert a == b


@pytest.mark.parametrize("lang", LANGS)
def test_given_look_reads_as_a_condition(lang):
    """The hand chip's warning says what happens IF the next card is Investigators (it does not know that card)."""
    hand = next(c for c in _answer_chips(lang, "great_race_of_yith", ["deep_ones"]) if "side=hand" in c[0])
    assert "⚠" in hand[1] and CONDITION[lang] in hand[1].split("⚠", 1)[1], hand[1]
