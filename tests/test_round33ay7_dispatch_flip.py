"""Round AY7 (newcomer review 32, mythos_ja finding 2, 107/111): at the first real battle the reader sent Gomes to
defend; Bot 2's face-down monster turned up (The Martin's Beach Monster: "flip two of the target opponent's allies",
mythos_msgs_effects; §5 n20: a flipped defender absorbs nothing) and the reader lost 3 "with no warning". The table
cannot name a face-down monster (hidden), so the battle's hint, shown before the choice, says that a monster turning
up may flip a defender, which then absorbs nothing; still within the hint's length."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from test_mythos_round21ag7_words import dispatch_tip  # noqa: E402  (the course's first battle, as the reader sees it)

FLIP = {"en": ("flip", "absorbs nothing"), "ja": ("裏向きにされ", "何も受け止めない")}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_COMBAT_6_the_battle_hint_warns_a_revealed_monster_may_flip_a_defender(lang):
    tip = dispatch_tip(lang)["text"]
    rest = tip.split("\n", 1)[1]                      # the part behind "More…", after the hint's lead
    assert all(word in rest for word in FLIP[lang]), tip
    assert "Martin" not in tip and "マーティンズ" not in tip    # no face-down monster is named
