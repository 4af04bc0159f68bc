"""Diff review of round II, defect 5: chaos_risk's module-level `_LAST` kept the last frame's state and positions (the
whole match) alive after its widget closed. One frame's facts now go with the frame (CH-MAP-3, CH-HIDE-1)."""
from __future__ import annotations

from cthulhu_widgets.frames import chaos as frame
from cthulhu_widgets.frames import chaos_risk
from cthulhu_widgets.games import chaos


def test_CH_HIDE_1_a_frame_keeps_no_match_alive():
    """Diff review of round II, defect 5: once a frame's chips and prompt are made, nothing holds its state."""
    s = chaos.new_game(seed=7, setup={"start": "A1", "bombs": [[3, 3], [4, 4], [5, 5], [6, 6]],
                                      "hands": {"A1": ["checkup_moon", "sprint_moon", "amnesia_skull"]}})
    actions = s.legal_actions()
    frame.legal(s, actions, "en", positions=[s])
    assert frame.prompt(s, actions, "en", positions=[s])
    # the module held the frame's state and positions by reference (State takes no weak reference)
    assert chaos_risk._LAST == [None]
