"""Review 38, chaos_en 4 (shots 013, 015, 024, 053): in the course the coach said "press their ▶ button, or wait",
the reviewer waited and the bots did not play: the "What just happened" note it stood in holds them while it is open
(up to 12 s, js/src/ui/coach.js NOTE_READ_MS; about 3 s after it closes). The line now says what makes them go on:
their ▶, or closing the note and waiting."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.coach import coach_words

SAID = {"en": ("▶", "close this and wait"), "zh": ("▶", "关掉这里再等"), "ja": ("▶", "これを閉じて待とう")}


@pytest.mark.parametrize("lang", list(SAID))
def test_round41gg4_the_bots_line_says_to_close_the_note_and_wait(lang):
    line = coach_words("chaos", lang)["bots"]
    assert all(said in line for said in SAID[lang]), line


@pytest.mark.parametrize("lang", list(SAID))
def test_round41gg4_the_step_that_names_the_bots_button_says_to_close_its_note_too(lang):
    """Review 38, chaos_en 4 (053): the step note that names "A2 plays ▶" said "or wait" while it held the bots."""
    said = {"en": "close this and wait", "zh": "关掉这里", "ja": "これを閉じて待てば"}[lang]
    done = [s.get("done", "") for s in coach_words("chaos", lang)["steps"] if "▶" in s.get("done", "")]
    assert done and all(said in d for d in done), done
