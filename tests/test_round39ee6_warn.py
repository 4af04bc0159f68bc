"""Newcomer review 37 (round EE, fixer EE6), letter_en 3: (089) a Randolph Carter swap (and a missed Investigators
guess) that leaves Golden Mead / Cats of Ulthar on top warned "lose to Investigators later: your deck top is shown
unless lower", Great Race of Yith's deck compare words; it now says what the move does: the opponent's next card shows
the deck top (LS-O2 Insane), and an Investigators after it knocks the player out (LS-O1, LS-KNOW-4). (153) "you lose
if higher, and if lower (the last clue goes)" is said plainly: either way loses (LS-P3, LS-P10)."""
from __future__ import annotations

import pytest
from letter_bots_support import played

from cthulhu_widgets.games.letter import texts

YITH = {"en": "unless lower", "zh": "除非牌堆第1張較小", "ja": "小さくなければ"}
SAYS = {"en": "the opponent's next card shows your deck top", "zh": "對手下一張牌會公開你的牌堆第1張",
        "ja": "相手の次のカードで山札の一番上が公開"}
EITHER = {"en": "you lose either way", "zh": "無論大小都輸", "ja": "どちらでも負け"}


def move_at(seed: int, index: int, action_id: str):
    """Return the state at `index` of a standard bot game of `seed` and its legal action `action_id`."""
    s = played(seed, "standard").match.state_at(index)
    return s, next(a for a in s.legal_actions() if str(a) == action_id)


@pytest.mark.parametrize("lang", ("en", "zh", "ja"))
def test_LS_O2_a_move_leaving_the_mead_on_top_warns_of_its_look_not_a_compare(lang):
    s, a = move_at(6, 5, "play card=investigators guess=3")
    words = texts.move_words(s, a, lang)
    assert YITH[lang] not in words["label"] and YITH[lang] not in words["text"], words
    assert SAYS[lang] in words["label"], words


@pytest.mark.parametrize("lang", ("en", "zh", "ja"))
def test_LS_P3_a_last_clue_compare_says_either_way_loses(lang):
    s, a = move_at(2, 6, "play card=great_race_of_yith compare=hand")
    label = texts.move_words(s, a, lang)["label"]
    assert EITHER[lang] in label, label
