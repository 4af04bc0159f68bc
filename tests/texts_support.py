"""What the sentence-table tests of the three games share: the patterns of an engine code and of an English word,
and the texts a table shows while bots play a whole game."""
from __future__ import annotations

import re

from cthulhu_widgets.games import spec_table

PREFIXES = "|".join(spec_table("rule_prefix").values())   # every registered game's rule prefix (LS, CH, MY, DU)
CODE = re.compile(rf"\b({PREFIXES})-[A-Z0-9]|\b[a-z]+_[a-z_]+\b")  # a rule ID or a snake_case id
ENGLISH = re.compile(r"[A-Za-z]{4,}")  # an English word left in a Japanese sentence


def read_while_bots_play(w) -> list[str]:
    """Return every log line and legal choice a widget shows while its bots play the game to the end, then its
    last log lines and its banner."""
    shown = []
    while w.state.result is None:
        shown += [line["text"] for line in w.log_lines] + [move["text"] for move in w.legal]
        w.command({"cmd": "bot_step"})
    return shown + [line["text"] for line in w.log_lines] + [w.banner["title"], w.banner["text"]]
