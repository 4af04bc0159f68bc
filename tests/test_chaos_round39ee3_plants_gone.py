"""CHAOS round EE3 (newcomer review 37, chaos_en 3, shots 091/097): the story said "Your partner A2's temporary bombs
at h3 are gone" and, a few lines on, A2 planted at h3 again; the reader took the board's bomb and the legend's
"Temporary bomb at h3: planted by A2" for stale. The line of the bombs that end says they are the earlier ones
(CH-DUR-3:
they end as the planter's next turn begins), so the story agrees with a new plant on the same cell."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.chaos.texts import event_text

EARLIER = {"en": "earlier", "zh": "之前", "zh-TW": "之前", "ja": "前に"}


@pytest.mark.parametrize("lang", ("en", "zh", "zh-TW", "ja"))
def test_the_bombs_that_end_are_said_to_be_the_earlier_ones(lang):
    said = event_text("planted_bombs_gone", {"seat": "A2", "cells": [[3, 8]]}, lang)
    assert EARLIER[lang] in said and "A2" in said, said
    hidden = event_text("planted_bombs_gone_hidden", {"seat": "B2"}, lang)
    assert EARLIER[lang] in hidden, hidden
