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


@pytest.mark.parametrize("lang, said", [("en", "(Alone in the World: 0/7, +7 adventure points)"),
                                        ("ja", "（「世界にただ独り」は今 0／7、達成で +7）")])
def test_r31av7_course_last_step_shows_the_readers_adventure_and_what_completes_it(lang, said):
    """Review 30, mythos_en 1 (041, 169): the course ended without teaching scoring. Its last step (MY-ADV-2, MY-ADV-3)
    names the reader's adventure, how many of its lines are met and what completing it brings, in its first lines."""
    mark, _ = _step(lang, 9)
    assert said in mark["text"].split("\n")[0], mark["text"]
