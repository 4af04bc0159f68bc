"""Round BA review (diff of round BA, CHAOS defect 1): a Prank on an empty hand takes nothing (CH-G4; the engine's
only trace is "nothing_to_take", games/chaos/effects.py _steal), yet its tip said "enemy ghost B2 took a random card
from your hand": with no "takes" event the victim fell back to the reader. And any "takes" in the same step (another
seat's) was read as the Prank's. The tip now reads the take (or the nothing to take) of the seat that played the
Prank, and says it found nothing to take. Failed before (the tip said 'took a random card')."""
from __future__ import annotations

import pytest

from test_round32ax2_enemy_cards import plays, position

from cthulhu_widgets.frames.coach import MOMENTS
from cthulhu_widgets.frames.coach_moments import enemy_card_fill

NOTHING = {"en": "found nothing to take", "zh": "什么也没拿到", "zh-TW": "什麼也沒拿到", "ja": "何も取れなかった"}
TOOK = {"en": "took a random card", "zh": "随机拿走", "zh-TW": "隨機拿走", "ja": "ランダムに取った"}
YOURS = {"en": "your hand", "zh": "你的手牌", "zh-TW": "你的手牌", "ja": "あなたの手札"}


def tip(game, lang):
    """Return A1's Prank tip over `game`, filled."""
    return enemy_card_fill(game, "A1", 0, "prank", MOMENTS["chaos"][lang]["prank"], lang, "prank")


def _empty(victim, *more):
    """Return a game where B2 plays Prank on `victim`, whose hand is empty (its public trace, CH-G4), with `more`
    events in the same step."""
    empty = ("nothing_to_take", {"seat": "B2", "victim": victim}, None)
    return [position("A1"), position("B2", [plays("B2", "prank_moon"), empty, *more]), position("A1")]


@pytest.mark.parametrize("lang", list(NOTHING))
def test_a_prank_on_an_empty_hand_says_it_found_nothing(lang):
    said = tip(_empty("A1"), lang)
    assert NOTHING[lang] in said and TOOK[lang] not in said and "B2" in said and YOURS[lang] in said, said
    assert "{" not in said and len(said) <= (120 if lang == "en" else 60), said
    other = tip(_empty("A2"), lang)
    assert NOTHING[lang] in other and "A2" in other and YOURS[lang] not in other, other


@pytest.mark.parametrize("lang", list(NOTHING))
def test_another_seats_take_in_the_same_step_is_not_the_pranks(lang):
    """B1's take from A2 (its own card's, CH-P3) in the Prank's step: the Prank still found A1's hand empty."""
    took = ("takes_hidden", {"seat": "B1", "victim": "A2"}, None)
    said = tip(_empty("A1", took), lang)
    assert NOTHING[lang] in said and YOURS[lang] in said and "A2" not in said, said
    # and a Prank that took does name the hand it took from, not another seat's take before it
    game = [position("A1"), position("B2", [("takes_hidden", {"seat": "B1", "victim": "A1"}, None),
                                            plays("B2", "prank_moon"),
                                            ("takes_hidden", {"seat": "B2", "victim": "A2"}, None)]), position("A1")]
    said = tip(game, lang)
    assert TOOK[lang] in said and "A2" in said and YOURS[lang] not in said, said
