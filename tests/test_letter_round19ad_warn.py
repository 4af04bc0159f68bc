"""Letter, newcomer review 19 (round AD, fixer AD2): a certain loss is always warned, on the answer chips too."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.letter.cards import CARD_KIND
from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
LOSES = {"en": "loses at the next check", "zh": "下一次檢定必定失敗", "ja": "次のチェックで負け"}


def _armitage_setup(deck_after: int):
    """N = 3 (three Insanity cards in the discard); the start's check takes 3 cards and the draw 1, leaving
    `deck_after` cards; the player holds Silver Key and draws Cats of Ulthar, and the opponent's top clue is Professor
    Henry Armitage, played on the player at its turn (LS-O5): either answer takes a card off the deck."""
    rest = [c for c in CARD_KIND if c not in ("mi_go_braincase", "cthulhu", "necronomicon")]
    discard = ["liber_ivonis", "golden_mead", "deep_ones"]
    hand, clues = ["silver_key"], ["professor_armitage", "great_race_of_yith", "elder_sign"]
    deck = ["investigators", "investigators", "investigators", "cats_of_ulthar"]
    deck += ["investigators", "investigators", "elder_sign", "great_race_of_yith", "cats_of_ulthar"][:deck_after]
    for card in hand + deck + clues + discard:
        rest.remove(card)
    return {"hand": hand, "deck": deck, "clues": clues, "discard": discard, "unused": rest[-1:], "removed": rest[:-1]}


def _answering(lang: str, deck_after: int) -> LetterWidget:
    """Return the table where the player answers the opponent's Armitage."""
    w = LetterWidget(seed=3, lang=lang, setup=_armitage_setup(deck_after))
    w.command({"cmd": "act", "id": next(a["id"] for a in w.legal if "cats_of_ulthar" in a["id"])})
    w.command({"cmd": "bot_step"})
    return w


@pytest.mark.parametrize("lang", LANGS)
def test_finding1_every_answer_that_loses_at_the_next_check_says_so(lang):
    """newcomer review 19, finding 1 (game 3, turn 12): both answers to Armitage took the deck to 3 with N = 3, so the
    next check left nothing to draw (LS-CHECK-4); the chips said only the Insanity odds. Each such answer is marked
    `dooms` and its chip says the loss (LS-O5, LS-CHECK-1/4)."""
    answers = [a for a in _answering(lang, 4).legal if a["kind"] == "answer"]
    assert len(answers) == 2, answers
    for a in answers:
        assert a.get("dooms"), a
        assert LOSES[lang] in a["label"], a["label"]
        assert LOSES[lang] in a["text"] or "check" in a["text"] or "檢定" in a["text"] or "チェック" in a["text"]


def test_finding1_an_answer_that_leaves_the_check_its_cards_is_not_marked():
    """One more card in the deck: the next check takes 3 and the draw 1 (LS-TURN-1); no answer is marked."""
    answers = [a for a in _answering("en", 5).legal if a["kind"] == "answer"]
    assert answers and not any(a.get("dooms") or LOSES["en"] in a["label"] for a in answers), answers
