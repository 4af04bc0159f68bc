"""Review 29, mythos_en 8 (172): the .32 Revolver's two chips for Miss Anna Tilton read the same ("the ally's own text
stays free…" vs "by the ally's own text…"). In plain words: one arms her the usual way and keeps her one 'any
location' artifact for later, the other uses that one up; each no longer than the shorter old one."""
import pytest

from cthulhu_widgets.games.mythos import texts
from test_mythos_round23an6_twins import _twin_state, _twins

PLAIN = {"en": ("'any location'", "for later", "own text"), "ja": ("どこでも1枚", "後に残る", "自身の能力")}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r30au7_the_twin_arm_chips_say_the_difference_in_plain_words(lang):
    state = _twin_state()
    pairs = list(_twins(state))
    assert pairs
    slot, later, jargon = PLAIN[lang]
    for play, own in pairs:
        usual, by_text = (texts.move_words(state, a, lang)["label"] for a in (play, own))
        assert slot in usual and slot in by_text, (usual, by_text)
        assert later in usual and later not in by_text, (usual, by_text)
        assert jargon not in usual + by_text, (usual, by_text)
        assert max(len(usual), len(by_text)) <= {"en": 104, "ja": 62}[lang], (usual, by_text)
