"""Course step 2 and the prompt's hint agree (review 39, mythos_en 9, 008/010: the step said "choose Lonely Akeley
Farmhouse" while the prompt below said "King's Church Cemetery would fill a need"): the step says why it picks the
gate and that the hinted card can wait (MY-LOC-2 walking, MY-MON-1 a monster enters through a gate)."""
import pytest

from cthulhu_widgets.frames.coach import LEARN_SEED
from cthulhu_widgets.widgets.mythos import MythosWidget

HINT = {"en": ("King's Church Cemetery would fill a need", "before the hint's card"),
        "ja": ("「キングス教会墓地」でその条件を満たせる", "ヒントが挙げるカードより先")}   # review 41, mythos_ja 8


def course_step(lang: str, n: int) -> MythosWidget:
    """Return the course's widget at its step n (1-based), its earlier steps followed, the bot's moves made."""
    w = MythosWidget(seed=LEARN_SEED, lang=lang)
    w.command({"cmd": "learn"})
    seen = 0
    for _ in range(60):
        if w.coach.get("id") and w.state.to_act == w.seat:
            seen += 1
            if seen == n:
                return w
            w.command({"cmd": "act", "id": w.coach["id"], "step": w.step_index})
        else:
            w.step(1)
    raise AssertionError(f"no step {n}")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_round44jj6_course_step_2_says_the_hinted_card_can_wait(lang):
    """Review 39, mythos_en 9: where the prompt hints another card, step 2's shown words (before More) say so."""
    w = course_step(lang, 2)
    hinted, said = HINT[lang]
    assert hinted in w.prompt
    assert said in w.coach["text"].split("\n")[0], w.coach["text"]
