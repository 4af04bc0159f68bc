"""Review 26 (mythos_ja 5, mythos_en 4: too much text): the tip where the seat sends allies to the battle was 9 lines on
the phone. It says the fight's rule once (MY-COMBAT-5 cancel, MY-COMBAT-6 absorb and bury), names the chips, short."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.mythos.sentences.coach import MOMENTS

MAX = {"en": 420, "ja": 210}     # was 592 and 270 characters (placeholders counted as written)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r27ar7_MY_COMBAT_2_the_dispatch_tip_is_short(lang):
    text = MOMENTS[lang]["dispatch"]
    assert len(text) <= MAX[lang], len(text)
