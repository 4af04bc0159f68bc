"""Round BB, fixer BB1 (newcomer review 34, chaos_ja 3/5, room_zh 3): CHAOS's "Learn to play" played as a newcomer
follows it, in en, zh and ja. Step 1 says at once which piece is the reader's (a room seat B1 plays the course as A1)
and that the highlighted cell is shared with A2; each concept word is explained where the course first says it
(Brainwash, Mischief, a combo's two cards, ghosts); step 10's note says where the push put B1 and B2 (B2 vanished:
unseen, CH-HIDE); and while the course waits on the bots, a line says to press the bots' button or wait."""
from __future__ import annotations

import pytest

from coach_support import play_coached
from test_letter_round16v import _lines
from test_round32ax3_course_lines import PHONE

from cthulhu_widgets.frames.coach import LEARN_SEED
from cthulhu_widgets.widgets.chaos import ChaosWidget

LANGS = ("en", "zh", "ja")


def marks(lang: str) -> list[tuple[dict, object]]:
    """Return (coach mark, position) of the course, in order, to its closing bubble ("on your own")."""
    out = []
    widget = ChaosWidget(seed=LEARN_SEED, lang=lang)
    for _, mark, state in play_coached(widget, True, 200, note=lambda w: (w.state,)):
        out.append((mark, state))
        if mark.get("free"):
            break
    return out


@pytest.fixture(scope="module", params=LANGS)
def course(request):
    return request.param, marks(request.param)


def shown(text: str | None) -> str:
    return (text or "").split("\n")[0]


# finding 3 (room_zh 3): the reader's piece and the shared cell, in step 1's first line
MINE = {"en": ("In this lesson you are A1 (blue, solid token)", "shared with your partner A2"),
        "zh": ("这一课里你是 A1（蓝色实线棋子）", "和队友 A2 共用"),
        "ja": ("このレッスンではあなたは A1（青い実線の駒）", "味方 A2 がいる")}   # 「…がいる強調されたマス」: review 41, chaos_ja 10


def test_step_1_says_at_once_which_piece_is_yours_and_that_the_cell_is_shared(course):
    lang, shown_marks = course
    first = next(m for m, _ in shown_marks if m.get("n") == 1)
    line = shown(first["text"])
    assert all(said in line for said in MINE[lang]), line
    assert first["target"]["cell"] == [8, 2]   # b8, where A2 stands


# finding 2 (chaos_ja 5, room_zh 3): a concept word comes with a few plain words the first time the course says it
CONCEPTS = {
    "en": {"Brainwash": "Brainwash (a ghost card)", "Mischief": "Mischief (a ghost card)",
           "Possession": "ghost card Possession", "Protection": "patient card", "ghost": "dashed"},
    "zh": {"洗脑": "洗脑（鬼魂牌）", "捣蛋": "捣蛋（鬼魂牌）", "附身": "鬼魂牌“附身”", "保护": "病人牌", "鬼魂": "虚线"},
    "ja": {"洗脳": "洗脳（幽霊のカード）", "撹乱": "撹乱（幽霊のカード）", "憑依": "幽霊のカード「憑依」",
           "保護": "患者のカード", "幽霊": "破線"},
}


def test_each_concept_is_explained_where_the_course_first_says_it(course):
    lang, shown_marks = course
    said = [str(m.get(key) or "") for m, _ in shown_marks for key in ("done", "text", "free")]
    said = [s for s in said if s]
    for word, explained in CONCEPTS[lang].items():
        first = next((s for s in said if word in s), None)
        if first is not None:
            assert explained in first, (word, first)


def test_step_8_names_its_two_cards_as_a_patients_and_a_ghosts(course):
    lang, shown_marks = course
    text = next(m for m, _ in shown_marks if m.get("n") == 8)["text"]
    words = CONCEPTS[lang]
    assert list(words.values())[2] in shown(text) and list(words.values())[3] in shown(text), text


def test_the_course_says_a_hidden_bomb_not_whose_it_was(course):
    """chaos_ja 5: 'c7 の爆弾（最初からチーム B）' was hard to parse; the course's own line says a hidden bomb."""
    lang, shown_marks = course
    after5 = next(m for m, _ in shown_marks if m.get("n") == 6)["done"]
    assert {"en": "a hidden bomb", "zh": "隐藏的炸弹", "ja": "隠れた爆弾"}[lang] in shown(after5), after5


# finding 4 (chaos_ja 5): the push's note says where B1 went; B2 was vanished: its cell stays unseen (CH-HIDE)
PUSHED = {"en": ("B1 f1→f2", "B2 unseen"), "zh": ("B1 f1→f2", "B2 看不见"), "ja": ("B1 f1→f2", "B2 は見えない")}


def test_step_10s_note_says_where_the_push_put_b1_and_keeps_vanished_b2_hidden(course):
    lang, shown_marks = course
    i = next(i for i, (m, _) in enumerate(shown_marks) if m.get("n") == 10)
    note = next(m for m, _ in shown_marks[i + 1:] if m.get("wait"))["done"]
    assert all(said in shown(note) for said in PUSHED[lang]), note
    assert "h5" not in note and "h6" not in note, note   # where vanished B2 was pushed to, then stepped


# finding 5 (chaos_ja 3, 018-019): after the reader closed a note, the course waited on the bots with no word
BOTS = {"en": ("The bots play now", "▶", "and wait"), "zh": ("电脑正在行动", "▶", "再等"),
        "ja": ("ボットの番", "▶", "待とう")}


def test_the_first_wait_on_the_bots_says_to_press_their_button_or_wait(course):
    """Review 35 (chaos_en 6, chaos_ja 7, room_zh 8) narrowed it: the line came back at every wait, each a box to
    close, and after the course's end; it is said in the first wait (between steps 4 and 5) only, and later waits
    keep only their step's note (step 7's names the ▶ button: tests/test_round37cc1_course_words.py)."""
    lang, shown_marks = course
    waits = [(m, s) for m, s in shown_marks if m.get("wait")]
    assert waits
    between_4_and_5 = [m["done"] for m, _ in shown_marks if m.get("wait")][1]
    assert all(w in shown(between_4_and_5) for w in BOTS[lang]), between_4_and_5
    said = [m for m, _ in waits if BOTS[lang][0] in (m.get("done") or "")]
    assert said and not any(m.get("over") for m in said), said


def test_the_bots_line_fits_one_phone_line(course):
    lang, shown_marks = course
    line = next(m["done"] for m, _ in shown_marks if m.get("wait") and BOTS[lang][0] in m["done"])
    assert _lines(shown(line), PHONE) == 1, line


# finding 1 (room_zh 1, chaos_en 2, room_en 3: "how I became a ghost"): the fixed deal never brings the reader's patient
# onto an enemy ghost in the 10 steps, so the swap's line is checked where a step's move makes it (CH-SWAP-1): it names
# the ghost met and says what a ghost does and how to be a patient again
MET = {"en": ("You met B2: you swapped roles.", "dashed token", "meet an enemy patient"),
       "zh": ("你碰到了 B2：你们交换了身份。", "虚线棋子", "碰到敌方病人"),
       "ja": ("B2 と出会い、役割が入れ替わった。", "破線の駒", "敵の患者と出会えば")}


@pytest.mark.parametrize("lang", LANGS)
def test_a_step_that_meets_b2_says_you_met_b2_and_what_a_ghost_does(lang):
    w = ChaosWidget(seed=5, lang=lang)
    w.command({"cmd": "learn"})
    w.restart(seed=1, setup={"pieces": {"A1": [7, 1], "B2": [6, 1]}})
    w._learning = True
    w.command({"cmd": "act", "id": "move col=1 row=6", "step": w.step_index})
    assert w.state.role["A1"] == "ghost"
    done = w.coach.get("done", "")
    assert all(said in done for said in MET[lang]), done


def test_step_6_says_what_a_ghost_is_where_dawn_speaks_of_ghosts(course):
    """room_zh 3 (014): the Dawn button's text spoke of all ghosts; the step's shown line says they are the dashed
    tokens, B2 among them."""
    lang, shown_marks = course
    line = shown(next(m for m, _ in shown_marks if m.get("n") == 6)["text"])
    assert CONCEPTS[lang][list(CONCEPTS[lang])[4]] in line and "B2" in line, line
