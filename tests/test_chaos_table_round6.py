"""CHAOS table, issue 23 round 6 (newcomer findings): a combo chip says when its effect cannot work."""
from __future__ import annotations

from cthulhu_widgets.frames import chaos as frame
from test_chaos_blind_issue21 import new


def _combo_chip(g, lang="en"):
    """Return the frame's C1 combo chip of the seat to act."""
    chips = frame.legal(g, g.legal_actions(), lang)
    return next(c for c in chips if c["kind"] == "combo" and c["fields"]["combo"] == "C1")


def test_c1_chip_says_no_jump_when_the_ghost_is_too_far():
    """Finding 1: A1 (patient) and A2 (ghost) stand far apart: no joint step brings them within 3×3, so the chip
    and its text say the jump cannot happen, in every language, before it is played."""
    g = new({"start": "A1", "pieces": {"A1": [7, 1], "A2": [2, 8]},
             "hands": {"A1": ["sprint_moon"], "A2": ["vanish_moon"]}})
    chip = _combo_chip(g)
    assert "no jump" in chip["label"] and "A2 too far" in chip["label"], chip
    assert "too far to jump" in chip["text"], chip
    assert "跳べない" in _combo_chip(g, "ja")["label"]
    assert "无法瞬移" in _combo_chip(g, "zh")["label"]


def test_c1_chip_stays_plain_when_a_joint_move_brings_them_close():
    """The jump stays offered when the two are two cells apart: one step each makes them neighbours."""
    g = new({"start": "A1", "pieces": {"A1": [7, 1], "A2": [7, 4]},
             "hands": {"A1": ["sprint_moon"], "A2": ["vanish_moon"]}})
    chip = _combo_chip(g)
    assert "no jump" not in chip.get("label", "") and "too far" not in chip["text"], chip
    assert frame.c1_too_far(g, "A") is None


def test_c1_too_far_matches_the_engine():
    """What the chip says is what the engine does: after the joint moves the full C1 ends 'too far'."""
    g = new({"start": "A1", "pieces": {"A1": [7, 1], "A2": [2, 8]},
             "hands": {"A1": ["sprint_moon"], "A2": ["vanish_moon"]}})
    assert frame.c1_too_far(g, "A") == ("A2", "A1")
    g.act("combo", combo="C1", card="sprint_moon")
    g.act("join", card="vanish_moon")
    for _ in range(8):
        if g.pending.kind not in ("react", "combo_move"):
            break
        kinds = {a.kind for a in g.legal_actions()}
        g.act("pass" if "pass" in kinds else "stay" if "stay" in kinds else g.legal_actions()[0].kind)
    names = [e.name for e in g.events]
    assert "too_far" in names, names
