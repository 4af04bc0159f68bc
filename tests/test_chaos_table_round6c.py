"""CHAOS table, issue 23 round 6c (two newcomer reviews of the 13:31 build): what the table says, as the rules say it."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.chaos.rules import Rules
from cthulhu_widgets.games.chaos.sentences.coach import MOMENTS

# the role the one-card limit binds at each time (CH-TIME-4: the restricted role only, by default)
LIMITED = {"en": {"midnight": "each patient plays", "dawn": "each ghost plays"},
           "zh": {"midnight": "每个病人每回合最多", "dawn": "每个鬼魂每回合最多"},
           "ja": {"midnight": "患者は 1 手番に 1 枚まで", "dawn": "幽霊は 1 手番に 1 枚まで"}}
EVERY = {"en": "every seat", "zh": "每个座位", "ja": "どの席も"}


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
@pytest.mark.parametrize("time", ["midnight", "dawn"])
def test_the_time_tip_binds_the_one_card_limit_to_the_restricted_role(lang, time):
    """Item 12: the Midnight tip said 'every seat plays at most one card a turn'; the rule binds that role only."""
    assert Rules().time_card_limit == "restricted_role"
    tip = MOMENTS[lang][time]
    assert LIMITED[lang][time] in tip
    assert EVERY[lang] not in tip
