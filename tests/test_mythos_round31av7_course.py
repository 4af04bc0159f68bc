"""Review 30, mythos_ja 1 (044): the course's battle step said "パスの後、「扉恐怖症」でさらに −1" and the reader could not
tell whose phobia it was nor that it had been played on them. The step now says it is the opponent's, on you."""
from __future__ import annotations

import pytest

from tests.test_mythos_round26aq7_course import _step


@pytest.mark.parametrize("lang, who", [("en", "Their Portaphobia on you"),
                                       ("ja", "相手の「扉恐怖症」でさらに")])
def test_r31av7_course_battle_step_says_who_put_the_phobia_on_you(lang, who):
    """Step 8 (MY-CARD-6: a phobia sits on the investigator it is played on) names the opponent who played it on the reader."""
    mark, _ = _step(lang, 8)
    text = mark["text"].split("\n")[0]
    assert who in text, text
