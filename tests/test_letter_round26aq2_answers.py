"""Letter, newcomer review 25 (round AQ, fixer AQ2), letter_en finding 1: an answer the game made for the reader was
told "You answer Randolph Carter with your hand card" with no word of why no choice was asked. LS-TURN-5: the player
chooses hand or deck top unless the row says which; the game answers alone only when one side is left (an empty deck,
an empty hand, or the Hound's `hound_answer="hand_only"`), and then the story says why, once."""
from __future__ import annotations

import pytest
from conftest import leftover

from cthulhu_widgets.games import letter
from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
WHY = {"en": "the deck is empty", "zh": "牌堆已空", "ja": "山札が尽きている"}
ANSWER = {"en": "You answer", "zh": "你以", "ja": "で応じる"}


def table(deck, clues, lang="en", **rules) -> LetterWidget:
    """A table whose player holds the Silver Key, draws `deck[0]`, plays the Key; the opponent's turn is next."""
    setup = {"hand": ["silver_key"], "deck": list(deck), "clues": list(clues)}
    left = leftover(setup)
    setup["unused"] = [next(k for k in left if k in ("deep_ones", "golden_mead", "liber_ivonis", "mi_go"))]
    left.remove(setup["unused"][0])
    setup["removed"] = left
    w = LetterWidget(seed=0, lang=lang, rules=letter.Rules.from_dict({"empty_draw": "skip", **rules}), setup=setup)
    w.command({"cmd": "act", "id": "play card=silver_key"})
    return w


@pytest.mark.parametrize("lang", LANGS)
def test_LS_TURN_5_a_forced_answer_says_why_once(lang):
    """LS-TURN-5, LS-O3: the deck is empty, so the hand card answers the opponent's Yith: the line says so, and no
    second "You answer…" line repeats it."""
    w = table(["randolph_carter"], ["great_race_of_yith", "elder_sign"], lang)
    w.step(1)
    said = [line["text"] for line in w.log_lines]
    forced = [line["text"] for line in w.log_lines if line.get("you") and WHY[lang] in line["text"]]
    assert len(forced) == 1, said
    assert not any(ANSWER[lang] in t for t in said), said


def test_LS_TURN_5_LS_O6_the_reader_chooses_when_both_sides_can_answer():
    """LS-TURN-5, LS-O6: with a hand card and a deck, the opponent's Carter asks; nothing is answered for the reader."""
    w = table(["investigators", "cats_of_ulthar", "elder_sign"], ["randolph_carter", "great_race_of_yith"])
    w.step(1)
    assert w.state.to_act == "player"
    assert sorted(a["id"] for a in w.legal) == ["answer side=deck", "answer side=hand"]
    assert not any("answer" in line["text"].lower() for line in w.log_lines), w.log_lines


def test_LS_O3_the_hound_rule_that_takes_the_hand_says_so():
    """LS-O3 with hound_answer="hand_only": the Hound's Insane row takes the hand card; the line names the rule."""
    w = table(["randolph_carter", "cats_of_ulthar"], ["hound_of_tindalos", "elder_sign"], hound_answer="hand_only")
    w.step(1)
    assert any("the Hound takes only the hand card" in line["text"] for line in w.log_lines), w.log_lines
