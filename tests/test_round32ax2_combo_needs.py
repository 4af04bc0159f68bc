"""Round AX, fixer AX2 (newcomer review 31, chaos_ja 3): at the combo offer the reader did not know what the partner
had to add ("If A2 joins: same suit…" named no card). The line under the chosen card's chips now says the card the
partner needs ("Needs A2's Possession"), in words the reader can check, and never whether A2 holds one
(CH-HIDE-3: the hint is the same whatever A2's hand). Failed before (the hint named no card of the partner)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos.texts import move_words

NEEDS = {"en": "Combo needs A2's Possession", "zh": "合作需要 A2 的附身", "zh-TW": "合作需要 A2 的附身",
         "ja": "コンボ：A2 の「憑依」が必要"}


def offer(a2_hand):
    """Return the first turn of A1 (team A opens) and its combo C3 (Protection + Possession), A2 holding `a2_hand`."""
    s = chaos.new_game(seed=1, setup={"first": "A", "start": "A1", "hands": {
        "A1": ["protection_eye", "sprint_moon", "checkup_skull"], "A2": a2_hand}})
    return s, next(a for a in s.legal_actions() if str(a) == "combo card=protection_eye combo=C3")


@pytest.mark.parametrize("lang", list(NEEDS))
def test_CH_COMBO_1_the_offer_names_the_partners_card_and_hides_its_hand(lang):
    holds = move_words(*offer(["possession_moon", "prank_moon", "brainwash_eye"]), lang)["hint"]
    lacks = move_words(*offer(["prank_moon", "brainwash_eye", "mischief_skull"]), lang)["hint"]
    assert holds.startswith(NEEDS[lang]), holds
    assert holds == lacks   # CH-HIDE-3: nothing of A2's hand
