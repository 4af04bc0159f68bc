"""Newcomer review 28, mythos_ja 8 (027, 180, 183; round AT7): 「…神話の脅威にいても味方として働いていても+1される」
did not say +1 to what, and 「扉恐怖症」「能率恐怖症」 are coined names a Japanese reader does not know: the card says what
is raised, and a coined phobia opens with a plain gloss of what it fears."""
from __future__ import annotations

from cthulhu_widgets.games.mythos.texts import CARD_TEXTS


def test_speech_machine_says_what_gets_plus_one():
    assert "能力値が+1" in CARD_TEXTS["cards"]["speech_machine"]["ja"]["text"]


def test_a_coined_phobia_opens_with_what_it_fears():
    for card in ("portaphobia", "efficiophobia"):
        text = CARD_TEXTS["cards"][card]["ja"]["text"]
        assert text.split("。")[0].endswith("を恐れる恐怖症"), text


def test_course_step_2_says_what_the_swirl_is_in_plain_words():
    """mythos_ja 8 (010): 「そのゲート＝渦巻き」 read as notation; the step says the swirl is a gate in a sentence."""
    from cthulhu_widgets.games.mythos.sentences.coach import COACH
    first = COACH["ja"]["steps"][1]["text"].split("\n")[0]
    assert "＝" not in first and "渦巻きの印はゲート" in first, first
