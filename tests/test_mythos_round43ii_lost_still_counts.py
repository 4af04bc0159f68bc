"""Diff review of round II, defect 2: the Mythos line for a lost adventure requirement named every card that had filled
it as "turned face down" or "no longer counts", though one of them still counted ("…lost 2 Steadfast allies: Gomes was
turned face down, Dr. Allen no longer counts." with Dr. Allen in play). A card still in the seat's adventure pool is
never named as lost (MY-ADV-2, MY-CLAR-2); the single-card case (test_mythos_round43ii6_story) still names its cause."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.mythos_lost import lost_events, lost_sentence
from cthulhu_widgets.games.mythos.texts import card_name

GOMES, ALLEN, ADVENTURE = 11, 12, 40


def _facts(pool: list, down: list, had: bool) -> dict:
    """Return p0's held facts: Arkham Horror in hand, its 2 Steadfast allies met (`had`) by Gomes and Dr. Allen."""
    out = {f"inhand:p0:{ADVENTURE}": {}, "pool:p0": {"insts": pool}, "down:p0": {"insts": down}}
    if had:
        out[f"had:p0:{ADVENTURE}:6"] = {"owner": "p0", "card": "arkham_horror", "req": 6,
                                        "by": [[GOMES, "gomes"], [ALLEN, "dr_allen"]]}
    return out


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_ADV_2_a_card_still_in_play_is_not_named_as_lost(lang):
    """Diff review of round II, defect 2: Gomes flipped, Dr. Allen still face up: the line names Gomes only."""
    old, now = _facts([GOMES, ALLEN], [], True), _facts([ALLEN], [GOMES], False)
    (event,) = lost_events(now, old)
    line = lost_sentence(event.data, lang)
    assert card_name("gomes", lang) in line and card_name("dr_allen", lang) not in line, line


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_ADV_2_no_card_left_to_name_gives_the_plain_line(lang):
    """Diff review of round II, defect 2: both fillers still count (a card moved to another requirement): no cause."""
    old, now = _facts([GOMES, ALLEN], [], True), _facts([GOMES, ALLEN], [], False)
    (event,) = lost_events(now, old)
    line = lost_sentence(event.data, lang)
    assert card_name("gomes", lang) not in line and card_name("dr_allen", lang) not in line, line
    assert not event.data["why"]
