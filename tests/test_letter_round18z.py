"""Letter, newcomer review 17 round Z (en desk 1280×800, 繁體中文 phone 390×844): the table tells the truth."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.letter import UI
from cthulhu_widgets.widgets.letter import LetterWidget
from test_letter_round17y import _doomed_hand

LANGS = ("en", "zh", "ja")


@pytest.mark.parametrize("lang", LANGS)
def test_finding1_every_play_that_dooms_the_next_check_is_marked_for_the_insanity_line(lang):
    """newcomer review 17 (round Z), finding 1: the Insanity line said "about 1 more turn" while every play lost at
    the next check; the line reads the frame's `dooms` on each play (dangers.play_dooms, LS-CHECK-1/3/4)."""
    w = LetterWidget(seed=3, lang=lang, setup=_doomed_hand())
    plays = [a for a in w.legal if a["kind"] in ("play", "guess")]
    assert plays and all(a.get("dooms") for a in plays), plays
    assert "{next}" in UI[lang]["insanity_raised"]


def test_finding1_a_play_that_does_not_doom_is_not_marked():
    """A fresh game's plays leave the next check safe: no `dooms` on them."""
    w = LetterWidget(seed=3, lang="en")
    assert w.legal and not any(a.get("dooms") for a in w.legal)
