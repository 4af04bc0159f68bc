"""Round EE, fixer EE4 (review 37, chaos_ja 4, shots 027/029): lesson 1 invited a combo whose card text promised "same
suit: push 3 cells" and the push was 1 cell, with no word why. The course's combo and push steps now say its cards'
suits differ (Protection ◉ + A2's Possession ☠), so it is the weak effect, one cell; the same suit would push three
(CH-C3)."""
import pytest

from cthulhu_widgets.games.chaos.sentences import coach

WEAK = {"en": ("weak effect", "3"), "zh": ("效果减弱", "3"), "ja": ("弱い効果", "3")}


def _steps(lang):
    """Return lesson 1's combo step and push step in `lang`."""
    steps = coach.COACH[lang]["steps"]
    return next(s for s in steps if s["kind"] == "combo"), next(s for s in steps if s["kind"] == "push")


def test_the_course_combo_is_of_two_suits():
    """The deal's combo: A1's card and A2's Possession differ in suit (the weak effect, CH-C3)."""
    combo, _ = _steps("en")
    mine = combo["move"].split("card=")[1].split()[0]
    ghost = next(c for c in coach.LEARN_SETUP["hands"]["A2"] if c.startswith("possession"))
    assert mine.rsplit("_", 1)[1] != ghost.rsplit("_", 1)[1]


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_the_steps_say_the_weak_effect(lang):
    """The combo step and the push step name the weak effect and the full one's three cells."""
    weak, full = WEAK[lang]
    for step in _steps(lang):
        said = step["text"] + step["done"]
        assert weak in said and full in said, said
