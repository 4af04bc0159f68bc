"""Newcomer review 19 (Mythos ja phone), finding 3: the course's combat step says equal points cancel, not "1 point each"."""
from cthulhu_widgets.games.mythos.sentences.coach import COACH


def _combat_step(lang):
    """Return the course step that teaches monsters aimed at each other (its text)."""
    return next(s["text"] for s in COACH[lang]["steps"] if "打ち消し" in s["text"] or "cancel" in s["text"])


def test_ja_combat_step_says_equal_points_cancel():
    text = _combat_step("ja")
    assert "同じ点数だけ打ち消し合う" in text
    assert "1 点ずつ" not in text


def test_en_combat_step_says_point_for_point():
    assert "cancel point for point" in _combat_step("en")
