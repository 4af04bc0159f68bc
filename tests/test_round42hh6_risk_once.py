"""Review 38 round HH (fixer HH6): a CHAOS frame's hidden-bomb words (frames/chaos_risk.py) scanned every event of the
game three times a frame, the prompt's line asking the chip's words again. One frame (the same state and positions,
frames/build.py) now scans them once, with the same words (CH-MAP-3, CH-G2, CH-HIDE-1/2)."""
from __future__ import annotations

from cthulhu_widgets.frames import chaos as frame
from cthulhu_widgets.frames import chaos_risk
from cthulhu_widgets.games import chaos


def _game():
    """A1 (a patient at a8) to move with Checkup in hand, the 4 bombs from the start placed (CH-MAP-3)."""
    return chaos.new_game(seed=7, setup={"start": "A1", "bombs": [[3, 3], [4, 4], [5, 5], [6, 6]],
                                         "hands": {"A1": ["checkup_moon", "sprint_moon", "amnesia_skull"]}})


def test_CH_MAP_3_one_frame_scans_the_events_once(monkeypatch):
    """The chips' risks and the prompt's line of one frame read the game's events once, and say what they said."""
    s = _game()
    positions, actions = [s], s.legal_actions()
    before = (chaos_risk.risks(s, actions, "en", [s]), chaos_risk.prompt_line(s, actions, "en", [s]))
    scans = []
    real = chaos_risk._events
    monkeypatch.setattr(chaos_risk, "_events", lambda *a: scans.append(1) or real(*a))
    frame.legal(s, actions, "en", positions=positions)
    frame.prompt(s, actions, "en", positions=positions)
    assert len(scans) == 1
    assert (chaos_risk.risks(s, actions, "en", positions), chaos_risk.prompt_line(s, actions, "en", positions)) == before
    assert any("1 in 13" in r["risk"] for r in before[0].values()), before


def test_CH_HIDE_1_a_new_frame_reads_anew():
    """A frame of another state (or positions grown by a step) never reads the last frame's counts."""
    s = _game()
    chaos_risk.risks(s, s.legal_actions(), "en", [s])
    t = s.clone()
    t.apply(next(a for a in t.legal_actions() if a.kind == "move"))
    assert chaos_risk._seen(t, [s, t], scan=False)[0] == t.view(t.to_act)
