"""Newcomer review 34, room_en finding 2: a vanished ghost chose its own cell for B2's Possession step to swap roles,
and only then read "a vanished ghost does not swap roles" (CH-G5). The Vanish status says it before, in every
language: the faint piece's tag (the reader's team) and the unseen one's (the other team)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.chaos import texts

NO_SWAP = {"en": "no swaps", "zh": "不换身份", "zh-TW": "不換身份", "ja": "入替なし"}   # short: a tag is one line


@pytest.mark.parametrize("lang", sorted(NO_SWAP))
def test_the_vanish_status_says_no_role_swaps(lang):
    words = texts.ui_words({})[lang]
    for key in ("tag_vanish_faint", "tag_vanish_unseen"):
        assert NO_SWAP[lang] in words[key].split("{left}")[0], words[key]
