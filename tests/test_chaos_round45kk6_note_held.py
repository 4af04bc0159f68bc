"""Round KK, fixer KK6 (newcomer review 41, chaos_en 5, shot 021): at lesson 1 step 8 the course box's italic "what
happened" line repeated the previous instruction: the note after step 7 (End cards, then the bots play) says what to
do while the bots play ("press A2 ▶ …"), and the page held it over step 8 as if it had just happened. Such a note is
the bots' wait line (`bots`): the page shows it while they play and never holds it over the reader's next step
(js/src/ui/coach.js noteKeeper, review 40 chaos_en 5)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets import ChaosWidget


def wait_notes(lang: str) -> dict:
    """Return the course's wait notes with words in lesson 1, by the number of steps played before them."""
    w = ChaosWidget(seed=5, lang=lang, difficulty="easy")
    w.command({"cmd": "learn", "lesson": 1})
    notes, played = {}, 0
    for _ in range(300):
        mark = w.coach
        if mark.get("wait") and mark.get("done"):
            notes.setdefault(played, mark)
        if w.state.to_act == w.seat and mark.get("free") or w.view.get("result"):
            break
        if w.state.to_act == w.seat and mark.get("id"):
            played = mark.get("n", played)
            w.command({"cmd": "act", "id": mark["id"], "step": w.step_index})
        else:
            w.step(1)
    return notes


@pytest.mark.parametrize("lang", ["en", "ja", "zh", "zh-TW"])
def test_round45kk6_the_note_after_step_7_is_the_bots_wait_line_not_held_over_step_8(lang):
    """review 41, chaos_en 5 (021): step 7's note (what to do while the bots play) carries `bots`."""
    notes = wait_notes(lang)
    assert 7 in notes, sorted(notes)
    assert notes[7].get("bots") == 1, notes[7]


def test_round45kk6_a_note_of_what_the_reader_did_is_still_held():
    """The key's note after step 4 (the gate opened) is what happened: it stays a note the page may hold."""
    assert wait_notes("en")[4].get("bots") is None
