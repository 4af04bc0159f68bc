"""The kernel's round-end discard prompt ends with the one-at-a-time ask the page cuts once a card is marked
(js/src/mythos/discard.js ONE_AT_A_TIME; review 29, mythos_en 3: "Discard (1 to go). 4 marked"): if these words
change, the page's pattern must change with them (MY-ROUND-5)."""
from __future__ import annotations

import re

from cthulhu_widgets.games.mythos.sentences import en, ja

# discard.js's pattern, as the page has it
ONE_AT_A_TIME = re.compile(r"\s*(Choose a card, then Discard \(\d+ to go\)\.|カードを選んで「捨てる」を押す（あと\d+枚）。)$")


def test_the_discard_prompt_ends_with_the_ask_the_page_cuts_MY_ROUND_5():
    for sentences in (en, ja):
        said = sentences.ASKS["discard_must"].format(n=9, min=5, max=7, k=2, why="", ready="")
        head = ONE_AT_A_TIME.sub("", said)
        assert head != said and head.strip(), said                   # the ask is there, and something before it
        assert "7" in head and not re.search(r"\b2\b|あと2", head), head   # the limits stay, the count goes
