"""Letter, newcomer review 30 (round AV, fixer AV1), letter_zh 9 (024, 099): "分別是調查員。" ("respectively") said of
the one card an insanity check of N = 1 turned up (LS-CHECK-1): one card reads "那張是…", several keep "分別是…"."""
from __future__ import annotations

from cthulhu_widgets.widgets.letter import LetterWidget


def _check_line(discard: list) -> str:
    """The story's check line of the reader's first turn with `discard` (its Insanity cards set N)."""
    w = LetterWidget(seed=3, lang="zh", setup={"hand": ["silver_key"], "discard": discard,
                                               "deck": ["investigators", "cats_of_ulthar", "elder_sign", "..."]})
    return next(line["text"] for line in w.log_lines if line["text"].startswith("瘋狂檢定"))


def test_LS_CHECK_1_one_card_is_not_said_respectively():
    """N = 1: the one card, no 分別是."""
    said = _check_line(["shining_trapezohedron"])
    assert "分別是" not in said and "那張是調查員" in said, said


def test_LS_CHECK_1_two_cards_keep_respectively():
    """N = 2: both cards, 分別是."""
    said = _check_line(["shining_trapezohedron", "golden_mead"])
    assert "分別是調查員、烏薩之貓" in said, said
