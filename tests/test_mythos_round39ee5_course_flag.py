"""Round EE, fixer EE5 (newcomer review 37, mythos_ja 4, shot 044): the course's discard step said the mark of a card
an adventure needs is "⚠", but the hand's cards show "⚑ 必要" / "⚑ needed" (the ⚠ is only on the Discard chip). The
step now names both marks as the table draws them (MY-ADV-1: an adventure's requirements are cards in play)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.mythos import texts
from cthulhu_widgets.games.mythos.sentences import coach

TAG = {"en": "⚑ needed", "ja": "⚑ 必要"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_course_discard_step_names_the_hand_cards_flag_as_drawn(lang):
    steps = [s for s in coach.COACH[lang]["steps"] if s.get("kind") == "discard"]
    assert steps, "the course has a discard step"
    said = steps[0]["text"]
    assert f"⚑ {texts.TABLE[lang]['hand_needed']}" == TAG[lang]
    assert TAG[lang] in said and "⚠" in said, said
