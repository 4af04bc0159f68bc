"""Review 30, mythos_ja 6: the header said "あなた：0点、ボット 2：0点" (adventure points) and the seat's panel "得点 13 = 正気度
13 + …": two "点" on one screen, and the header read as the score. The header's standing names adventure points in
words no score line uses, in every language."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.mythos import catalog

SCORE_WORD = {"en": "score", "ja": "点"}   # the score line's word ("score 13 = …", "得点 13 ＝ …")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r31av7_the_standing_never_uses_the_scores_word(lang):
    """The header (js/src/mythos/layout.js goalStanding) is target_standing then each seat's standing_seat."""
    ui = catalog()["ui"][lang]
    assert SCORE_WORD[lang] in ui["score_is"].split("{score}")[0]
    header = ui["target_standing"].format(n=20, standing="") + ui["standing_seat"].format(seat="Bot 2", points=0)
    assert SCORE_WORD[lang] not in header, header
