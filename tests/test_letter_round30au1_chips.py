"""Letter, newcomer review 29 (round AU, fixer AU1), letter_en 2 and 3 (069, 085, 108): the warning chips read as
shorthand ("⚠ 1 in 4 are 5+: Key forced", "⚠ deck: 5 of 13 Insanity: N → 1"). A chip's warning is a plain short
sentence whose consequence comes first, so a chip cut with "…" keeps it (LS-TURN-6: the Silver Key held with a 5 or
more must be played; LS-CHECK-1: an Insanity card discarded raises N)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.letter import texts
from cthulhu_widgets.games.letter.game import new_game
from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
SHORTHAND = ("5+", "Key forced", "Insanity: N", "→")
# the consequence, first after the ⚠
KEY = {"en": "you may have to play The Silver Key next", "zh": "你的下個回合可能必須打出銀鑰匙",
       "ja": "次の番に「銀の鍵」を出すことになるかも"}
N_UP = {"en": "Insanity N may become 1", "zh": "瘋狂 N 可能變為 1", "ja": "狂気 N が 1 になるかも"}


def _warning(label: str) -> str:
    """Return what a chip says after its ⚠."""
    assert "⚠" in label, label
    return label.split("⚠", 1)[1].strip()


@pytest.mark.parametrize("lang", LANGS)
def test_LS_TURN_6_the_kept_key_chip_says_its_consequence_first(lang):
    """085/108: playing the Cats keeps the Silver Key; the chip says the Key may have to be played, then the odds."""
    s = new_game(seed=3, setup={"hand": ["silver_key"], "deck": ["cats_of_ulthar", "..."]})
    play = next(a for a in s.legal_actions() if a.kind == "play" and a["card"] == "cats_of_ulthar")
    said = _warning(texts.move_words(s, play, lang)["label"])
    assert said.startswith(KEY[lang]), said
    assert not any(short in said for short in SHORTHAND), said


@pytest.mark.parametrize("lang", LANGS)
def test_LS_CHECK_1_the_deck_top_odds_chip_says_n_first(lang):
    """069: answering Armitage with the unknown deck top; the chip says N may rise, then how many deck cards are
    Insanity cards."""
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["silver_key"], "deck": ["investigators", "golden_mead", "..."],
                                               "clues": ["professor_armitage", "elder_sign", "great_race_of_yith"]})
    w.command({"cmd": "act", "id": "play card=silver_key"})
    w.step(1)
    label = next(a["label"] for a in w.legal if a["id"] == "answer side=deck")
    said = _warning(label)
    assert said.startswith(N_UP[lang]), said
    assert not any(short in said for short in SHORTHAND), said
