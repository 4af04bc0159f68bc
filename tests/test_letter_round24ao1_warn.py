"""Letter, newcomer review 23 (round AO, fixer AO1), letter_en finding 1 (081_g4_9 / 082): the answer chips' warnings
were uneven. Answering the opponent's Great Race of Yith with the deck top while Cthulhu was its next card discarded
that top (every deck card is lower than Cthulhu's 8, LS-O3), the deck was then too short for the next check (LS-CHECK-3,
LS-CHECK-4), and the chip said only '1 in 5 Insanity: N → 5', while the Armitage answers of game 1 (039) said
'⚠ loses at the next check'. Every answer chip whose choice loses at the next check says it, in the same words; a deck
top that loses there only if it is discarded says that condition."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.letter.cards import CARD_KIND
from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
LOSES = {"en": " ⚠ loses at the next check", "zh": " ⚠ 下一次檢定必定失敗", "ja": " ⚠ 次のチェックで負け"}
IF_DISCARDED = {"en": "if discarded", "zh": "若被棄掉", "ja": "捨てられたら"}


def _setup(clues: list, deck_after: int) -> dict:
    """N = 3 (three Insanity cards in the discard); the start's check takes 3 cards and the draw 1, leaving
    `deck_after` cards; the player holds The Silver Key and draws Cats of Ulthar; `clues` over Cthulhu, the first
    played first (the opponent's Great Race of Yith at its turn, LS-O3)."""
    rest = [c for c in CARD_KIND if c not in ("mi_go_braincase", "cthulhu", "necronomicon")]
    discard, hand = ["liber_ivonis", "golden_mead", "deep_ones"], ["silver_key"]
    deck = ["investigators", "investigators", "investigators", "cats_of_ulthar"]
    deck += ["investigators", "investigators", "elder_sign", "great_race_of_yith", "cats_of_ulthar"][:deck_after]
    for card in hand + deck + clues + discard:
        rest.remove(card)
    return {"hand": hand, "deck": deck, "clues": clues, "discard": discard, "unused": rest[-1:], "removed": rest[:-1]}


def _answers(lang: str, clues: list, deck_after: int) -> dict:
    """Return the answer chips ({side: action}) to the opponent's Great Race of Yith, after the player looks at it."""
    w = LetterWidget(seed=3, lang=lang, setup=_setup(clues, deck_after))
    w.command({"cmd": "act", "id": next(a["id"] for a in w.legal if "cats_of_ulthar" in a["id"])})
    w.command({"cmd": "bot_step"})
    return {a["id"].split("side=")[1]: a for a in w.legal if a["kind"] == "answer"}


@pytest.mark.parametrize("lang", LANGS)
def test_deck_top_against_cthulhu_says_it_loses_at_the_next_check(lang):
    """Cthulhu is the next card (the last clue was Great Race of Yith): the deck top is surely lower, discarded, and
    the deck (4) is then too short for N = 3 plus the draw: the chip says the loss in the Armitage answers' words."""
    deck = _answers(lang, ["great_race_of_yith"], 4)["deck"]
    assert deck.get("dooms"), deck
    assert deck["label"].endswith(LOSES[lang]), deck["label"]


@pytest.mark.parametrize("lang", LANGS)
def test_deck_top_that_loses_only_if_discarded_says_so(lang):
    """The next card is hidden (Elder Sign under the Yith): a lower deck top is discarded and loses at the next check, a
    higher one stays: the chip says the loss with its condition, and is not marked a sure loss."""
    deck = _answers(lang, ["great_race_of_yith", "elder_sign"], 4)["deck"]
    assert not deck.get("dooms"), deck
    assert IF_DISCARDED[lang] in deck["label"] and LOSES[lang].strip(" ⚠") in deck["label"], deck["label"]


@pytest.mark.parametrize("clues", (["great_race_of_yith"], ["great_race_of_yith", "elder_sign"]))
def test_a_deck_that_lasts_the_next_check_is_not_warned(clues):
    """One more card in the deck: a discard leaves the next check its cards (LS-TURN-1): no check warning."""
    deck = _answers("en", clues, 5)["deck"]
    assert not deck.get("dooms") and "next check" not in deck["label"], deck["label"]
