"""Round BB (diff review of round BA, item 3): the goal line's reason for a hand card the reader cannot play for want
of a location attribute said "Enchanted Knife would fill a need, but is found only at Artifact locations", which reads
as where the card is found; what is missing is the reader's location with that attribute (MY-CARD-2, MY-CARD-3)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.mythos.why_not import has_attribute
from tests.test_round32ax3_next_adventure import turns

# seed, attribute, the reason in each language of the Mythos sentences (sentences/next_adventure.py)
# (since round DD4, review 36 mythos_en 4: the zoom's own sentence, one reason for one card)
CASES = [(1, "Artifact", {"en": "Why not now: Your current location lacks the Artifact attribute",
                          "ja": "今使えない理由：現在地にアーティファクトの特徴がない"}),
         (3, "Tome", {"en": "Why not now: Your current location lacks the Tome attribute",
                      "ja": "今使えない理由：現在地に書物の特徴がない"})]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("seed,attribute,said", CASES)
def test_round35bb_the_goal_line_says_what_a_card_needs_not_where_it_is_found(seed, attribute, said, lang):
    w = next(w for w in turns(seed, lang, n=300) if said[lang] in w.prompt)
    assert not has_attribute(w.state, w.state.seat_index(w.seat), attribute)
    assert "found" not in w.prompt
