"""Letter games the bots play to their end, the reader's seat too: shared by the tests of what the end panel and the
verdict say about a finished game (round32ax4_certain, round37cc8_decided)."""
from __future__ import annotations

from cthulhu_widgets.games.letter.rules import difficulty_rules
from cthulhu_widgets.widgets.letter import LetterWidget


def played(seed: int, level: str | None = None, lang: str = "en") -> LetterWidget:
    """Return a game of `seed` (on `level`, else the standard rules) played to its end by the bots, the reader's too."""
    w = LetterWidget(seed=seed, rules=difficulty_rules(level) if level else None, lang=lang)
    w.bots = {"player": "heuristic", **w.default_bots()}
    for _ in range(400):   # a Letter game ends within far fewer steps; the bound keeps a stuck game from hanging
        if w.state.result is not None:
            break
        w.step(1)
    return w
