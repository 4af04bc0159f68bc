"""CHAOS round P (newcomer review 12): the words of a move that swaps roles, and the story's announcements (toasts)
of a role swap and a bomb that touch the reader's pieces, whoever caused them."""
from __future__ import annotations

import re

from cthulhu_widgets.games.chaos import texts

LANGS = ("en", "zh", "ja")


def test_move_swap_words_in_every_language():
    """Finding 3: the cell's hover of a move onto an enemy piece of the other role (CH-SWAP-1) is a table word in en,
    zh and ja, naming the seat and both new roles (js/src/chaos/board.js swapTip fills them)."""
    for lang in LANGS:
        said = texts.BOARD[lang]["move_swap"]
        assert set(re.findall(r"\{(\w+)\}", said)) == {"seat", "role", "other"}, (lang, said)
