"""Letter, newcomer review 17 round Y (繁體中文 phone 390×844): the opponent's turn says what happened to the reader."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.letter.cards import CARD_KIND
from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
# review 29 (round AU1) shortened these lines to one phone row; who holds which and the new N are still said
HOLD = {"en": "You now hold Golden Mead; the opponent got Cats of Ulthar.",
        "zh": "你的手牌換成黃金蜂蜜酒；烏薩之貓給了對手。",
        "ja": "手札は「黄金の蜂蜜酒」に、「ウルタールの猫」は相手へ。"}
N_NOW = {"en": "Insanity N 0 → 1", "zh": "瘋狂 N 0 → 1", "ja": "狂気 N 0 → 1"}


def _story(lang, clue, answer=None):
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["cats_of_ulthar"], "deck": ["silver_key", "deep_ones", "..."],
                                               "clues": [clue, "golden_mead", "elder_sign"]})
    w.command({"cmd": "act", "id": "play card=silver_key"})
    w.command({"cmd": "bot_step"})
    if answer:
        w.command({"cmd": "act", "id": answer})
    return [line["text"] for line in w.log_lines]


@pytest.mark.parametrize("lang", LANGS)
def test_finding1_a_swap_says_who_holds_which(lang):
    """newcomer review 17, finding 1: "伊斯之偉大種族與烏薩之貓交換" never said who got which card (LS-O6)."""
    assert HOLD[lang] in _story(lang, "randolph_carter", "answer side=hand")


@pytest.mark.parametrize("lang", LANGS)
def test_finding1_the_discarded_deck_top_says_the_new_insanity(lang):
    """newcomer review 17, finding 1: the opponent's Investigators discarded the reader's deck top (LS-O1) to the
    reader's discard pile, and the line never said what N became (a Deep Ones there: N = 1, LS-CHECK-2)."""
    line = next(t for t in _story(lang, "investigators") if "deep" in t.lower() or "深潛者" in t or "深きもの" in t)
    assert N_NOW[lang] in line, line


LOSES = {"en": "loses at the next check", "zh": "下一次檢定必定失敗", "ja": "次のチェックで負け"}


@pytest.mark.parametrize("lang", LANGS)
def test_finding2_every_play_of_an_insanity_card_that_dooms_the_next_check_says_so(lang):
    """newcomer review 17, finding 2: both hand cards were Insanity cards and either play raised N (LS-CHECK-1: N
    Insanity cards in the discard) past the deck (LS-CHECK-3), yet the turn's start promised "about 1 more turn"."""
    w = LetterWidget(seed=3, lang=lang, setup=_doomed_hand())
    plays = [a for a in w.legal if a["id"].startswith("play")]
    assert plays and all(LOSES[lang] in a["label"] for a in plays), [a["label"] for a in plays]
    assert EVERY[lang] in w.prompt, w.prompt


EVERY = {"en": "Every card you can play", "zh": "你能打出的每張牌", "ja": "どのカードをプレイしても"}


def _doomed_hand():
    """N = 1 (Liber Ivonis in the discard); the check turns up Investigators, the draw Deep Ones: 2 cards left, and
    either Insanity card played makes N = 2, so no card is left to draw after the next check (LS-CHECK-4)."""
    rest = [c for c in CARD_KIND if c not in ("mi_go_braincase", "cthulhu", "necronomicon")]
    hand, deck = ["golden_mead"], ["investigators", "deep_ones", "investigators", "investigators"]
    clues, discard = ["elder_sign", "cats_of_ulthar", "professor_armitage"], ["liber_ivonis"]
    for card in hand + deck + clues + discard:
        rest.remove(card)
    return {"hand": hand, "deck": deck, "clues": clues, "discard": discard, "unused": rest[-1:], "removed": rest[:-1]}
