"""Round BA, fixer BA6 (newcomer review 33, mythos_en 4, shots 046, 115): after the reader's second pass the story said
"Passed already, so only a pass is legal: you pass again (pass 2 of 2)." and then "Automatic pass 2 by you (already
passed): card play ends…": two lines for one pass, one saying the reader passed, one that the table did. A forced pass
that ends card play is told once, by the end's line (MY-ROUND-3)."""
from __future__ import annotations

import pytest

from tests.test_mythos_round6g import _story

# the forced pass said as automatic since review 39 (mythos_ja 5)
FORCED = {"en": ("only passing was possible, passed already", "No legal card or move to play"),
          "ja": ("パス済みでパスしかできない", "使えるカードも行動もないのでパスする")}
ENDS = {"en": ("card play ends, no more turns this round", "ends card play; combat begins"), "ja": ("もうだれの番も来ない",)}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("seed", [1, 4])
def test_round35ba6_a_forced_pass_that_ends_card_play_is_one_line(seed, lang):
    texts = [line["text"] for line in _story(seed, lang)]
    ends = [k for k, text in enumerate(texts) if any(end in text for end in ENDS[lang])]
    assert ends, texts
    for k in ends:
        assert not any(f in texts[k - 1] for f in FORCED[lang]), texts[k - 1:k + 1]
