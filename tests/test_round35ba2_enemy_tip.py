"""Round BA, fixer BA2 (newcomer review 33, chaos_ja 3): "Tip · Prank: an enemy ghost took 1 card from your team's
hands" showed while the banner said "B1 took your Schizophrenia" (B1, a patient, with Amnesia): the tip named no seat,
so the reader took it for the event in sight and learned the wrong card. An enemy card's tip now names the seat that
played it and, for a Prank, whose hand it took from, read from the play that began the moment. Failed before (the tip
named no seat)."""
from __future__ import annotations

import pytest

from test_round32ax2_enemy_cards import plays, position

from cthulhu_widgets.frames.coach import MOMENTS
from cthulhu_widgets.frames.coach_moments import enemy_card_fill

SAID = {"en": ("B2", "A2's hand"), "zh": ("B2", "A2 的手牌"), "zh-TW": ("B2", "A2 的手牌"), "ja": ("B2", "A2 の手札")}


def _pranked(victim):
    """Return a game where B2 plays Prank on `victim` and takes a card from it (its public trace, CH-G4)."""
    took = ("takes_hidden", {"seat": "B2", "victim": victim}, None)
    return [position("A1"), position("B2", [plays("B2", "prank_moon"), took]), position("A1")]


@pytest.mark.parametrize("lang", list(SAID))
def test_the_prank_tip_names_who_played_it_and_whose_hand_it_took_from(lang):
    words = MOMENTS["chaos"][lang]
    said = enemy_card_fill(_pranked("A2"), "A1", 0, "prank", words["prank"], lang, "prank")
    seat, hand = SAID[lang]
    assert seat in said and hand in said and "{" not in said, said
    mine = enemy_card_fill(_pranked("A1"), "A1", 0, "prank", words["prank"], lang, "prank")
    assert {"en": "your hand", "zh": "你的手牌", "zh-TW": "你的手牌", "ja": "あなたの手札"}[lang] in mine, mine


@pytest.mark.parametrize("lang", list(SAID))
@pytest.mark.parametrize("kind", ["brainwash", "mischief", "possession"])
def test_each_enemy_tip_names_the_seat_that_played_it(kind, lang):
    game = [position("A1"), position("B1", [plays("B1", f"{kind}_eye")]), position("A1")]
    said = enemy_card_fill(game, "A1", 0, kind, MOMENTS["chaos"][lang][kind], lang, kind)
    assert "B1" in said and "{" not in said and len(said) <= (120 if lang == "en" else 60), said
