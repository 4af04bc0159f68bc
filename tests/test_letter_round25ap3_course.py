"""Letter, newcomer review 24 (round AP, fixer AP3), letter_en finding 2: Learn to play's step 5 read garbled ("keep them
in hand (none now): Elder Sign, not Cats of Ulthar." could not be parsed). Step 5 now says, in plain sentences, what to
play and why (LS-C4 Elder Sign: protected from the opponent's cards until your next turn), in every language of the
course; and the why holds on the Learn deal: the opponent's next card does nothing to the seat."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.letter.sentences.coach import COACH
from test_letter_table_coach import learn, to_mark

LANGS = ("en", "zh", "zh-TW", "ja")
# the garbled advice (review 24): eye cards kept "in hand (none now)", then two card names with no verb
GARBLED = {"en": ("keep them in hand", "(none now)", "Elder Sign, not Cats of Ulthar."),
           "zh": ("有眼睛的牌能留在手上就留著", "（現在沒有）"), "ja": ("手札に残そう", "（今は無し）")}
# what to do and why, as a sentence: play Elder Sign, and the opponent's next card cannot hurt you
DO_AND_WHY = {"en": ("Play Elder Sign", "the next clue can't hurt you"),
              "zh": ("打出舊神印記", "對手的下一張牌就傷不了你"), "ja": ("「旧神の印」をプレイ", "相手の次のカードは効かない")}


def _base(lang: str) -> str:
    return "zh" if lang == "zh-TW" else lang


@pytest.mark.parametrize("lang", LANGS)
def test_step_5_says_what_to_play_and_why_in_a_plain_sentence(lang):
    text = COACH[lang]["steps"][4]["text"]
    for words in GARBLED[_base(lang)]:
        assert words not in text, (words, text)
    for words in DO_AND_WHY[_base(lang)]:
        assert words in text, (words, text)


def test_LS_C4_the_why_of_step_5_holds_the_opponents_next_card_does_nothing():
    """LS-C4: after the step's Elder Sign, the opponent's turn leaves the seat in the game, its hand as it was."""
    w = learn("en")
    for n in range(1, 6):
        mark = to_mark(w)
        assert mark.get("n") == n, mark
        w.command({"cmd": "act", "id": mark["id"]})
    hand = [c["id"] for c in w.view["hand"]]
    said = len(w.log_lines)
    while w.view.get("turn_owner", "") != "player" and w.state.result is None and len(w.log_lines) < said + 3:
        w.step(1)
    lines = " ".join(line["text"] for line in w.log_lines[said:])
    assert w.state.result is None, lines
    assert "protected" in lines.lower(), lines
    assert [c["id"] for c in w.view["hand"]][:1] == hand[:1], (hand, w.view["hand"])
