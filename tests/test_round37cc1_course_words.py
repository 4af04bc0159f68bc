"""Review 35, CHAOS course words that the board contradicted. chaos_ja 6, room_zh 5: step 10's line "Your combo pushed
team B's pieces: B1 f1→f2" showed beside B1 on h1: the push put B1 on a bomb at f2, which sent it home at once; the
line now says so. room_en 3: step 7 said 'Press "Draw: no card to play": the bots play the other
seats', then the table waited on "A2 plays ▶"; its note, still shown over step 8, said 'Press "A2 plays ▶"' on the
reader's move: step 7 names the ▶ button before the press, and its note says the press is for while the bots play.
Each failed before (the lines as quoted)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.coach import coach_words
from cthulhu_widgets.widgets import ChaosWidget

BACK = {"en": "B1 f1→f2, onto a bomb: back to h1", "zh": "B1 f1→f2，踩到炸弹回到 h1", "ja": "B1 f1→f2（爆弾で h1 に戻った）"}
WHILE = {"en": "while the bots play", "zh": "电脑行动时", "ja": "ボットの番のあいだ"}
BUTTON = {"en": "▶ button", "zh": "▶ 按钮", "ja": "▶ ボタン"}


def push_note(lang: str):
    """Play the course to its push; return the wait mark that tells it and the board (pos) when it shows."""
    w = ChaosWidget(seed=5, lang=lang)
    w.command({"cmd": "learn"})
    for _ in range(300):
        mark = w.coach
        if mark.get("over") and mark.get("done"):
            return mark, dict(w.state.pos)
        if mark.get("id") and w.state.to_act == w.seat:
            w.command({"cmd": "act", "id": mark["id"], "step": w.step_index})
        else:
            w.step(1)
    raise AssertionError("no push note")


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_the_push_line_is_true_of_the_board_a_bomb_sent_b1_home(lang):
    mark, pos = push_note(lang)
    assert pos["B1"] == (0, 7) and BACK[lang] in mark["done"], (mark["done"], pos)   # B1 on h1 (row 1, col h)


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_step7_names_the_bots_button_and_its_note_says_when_to_press_it(lang):
    step = coach_words("chaos", lang)["steps"][6]
    assert BUTTON[lang] in step["text"].split("\n")[0], step["text"]
    assert WHILE[lang] in step["done"].split("\n")[0], step["done"]
