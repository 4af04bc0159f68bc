"""Newcomer review 26, the CHAOS "Learn to play" course (brief AR3). chaos_ja 1: after step 4 the bots played a whole
round (A2's Brainwash, B2's bombs and Vanish) and step 5 came with no word on it. chaos_en 6: step 1 called the
highlighted cell the key; step 5 sent the reader onto a hidden bomb with the reason only afterwards; the farewell
told the reader to open the gate it had opened. chaos_en 8: "Bot plays ▶" was said to play "one move at a time"
though one move of a bot is a card, a pick or a step. chaos_ja 11: 「光っているときは押すまで待つ」 was hard to parse."""
import pytest

from cthulhu_widgets.games.chaos.sentences.coach import COACH
from cthulhu_widgets.widgets import ChaosWidget

LANGS = ("en", "zh", "ja")


def marks(lang: str) -> dict:
    """The Learn game played along its steps: the reader's coach mark at each of its decisions, by step (11: the end's
    word), with the state then."""
    w = ChaosWidget(seed=5, lang=lang)
    w.command({"cmd": "learn"})
    out = {}
    for _ in range(400):
        mark = w.coach
        if w.state.to_act == w.seat and (mark.get("id") or mark.get("free")):
            n = mark.get("n") or 11
            out.setdefault(n, (mark, w.state))
            if n == 11:
                break
            w.command({"cmd": "act", "id": mark["id"], "step": w.step_index})
        elif w.view.get("result"):
            break
        else:
            w.step(1)
    return out


@pytest.fixture(scope="module", params=LANGS)
def course(request):
    return request.param, marks(request.param)


WAITED = {"en": ("While you waited", "A2's Brainwash", "B2", "vanished", "violet"),
          "zh": ("你等待时", "A2 的洗脑", "B2", "消隐", "紫色格"),
          "ja": ("待っている間に", "A2 の洗脳", "B2", "消えた", "紫のマス")}


def test_step_5_tells_what_the_bots_did_while_the_reader_waited(course):
    """chaos_ja 1 (CH-G3, CH-G5): step 5's "What just happened" names A2's Brainwash (team B's new hands, not the
    reader's) and B2's Vanish with the violet cells, in one or two short sentences."""
    lang, by_step = course
    done = by_step[5][0]["done"]
    assert all(word in done for word in WAITED[lang]), done
    assert len(done) <= {"en": 200, "zh": 80, "ja": 90}[lang], (len(done), done)


def test_CH_G3_the_waited_line_never_says_the_readers_hand_was_replaced():
    """Brainwash replaces the enemies' hands (CH-G3): A2's is the reader's partner's, so the reader's hand stays."""
    done = marks("en")[5][0]["done"]
    assert "your hand" not in done.lower() and "team B" in done, done


def test_step_1_does_not_call_the_highlighted_cell_the_key(course):
    """chaos_en 6: step 1's ringed cell (b8) is one step toward the key (c8), not the key."""
    lang, by_step = course
    mark, state = by_step[1]
    assert mark["target"]["cell"] == [8, 2] and tuple(state.key) == (7, 2)   # b8 (row, col from 1); key c8 from 0
    wrong = {"en": "the key, the highlighted cell", "zh": "走向钥匙，点击高亮的格子", "ja": "マスを選んで鍵へ"}[lang]
    assert wrong not in mark["text"], mark["text"]
    toward = {"en": "toward the key", "zh": "朝钥匙", "ja": "鍵に近づ"}[lang]
    assert toward in mark["text"], mark["text"]


def test_step_5_says_before_the_move_that_it_shows_a_hidden_bomb(course):
    """chaos_en 6: the reader steps on the bomb on purpose; the step says so first (not only afterwards)."""
    lang, by_step = course
    text = by_step[5][0]["text"]
    # ja since review 28 (chaos_ja 7): 「この一歩で隠れた爆弾を見る」 read as if the step revealed the bombs
    said = {"en": "shows what a hidden bomb does", "zh": "看看隐藏的炸弹", "ja": "隠れた爆弾の働きを見よう"}[lang]
    assert said in text, text


def test_the_farewell_says_the_gate_is_open_when_it_is(course):
    """chaos_en 6: the end's word came with the gate already open (step 4); it no longer says the key opens it."""
    lang, by_step = course
    mark, state = by_step[11]
    assert state.gate_open
    free = mark["free"]
    stale = {"en": "the key opens it", "zh": "钥匙打开大门", "ja": "鍵で開く"}[lang]
    open_ = {"en": "The gate is open", "zh": "大门已经打开", "ja": "門は開いている"}[lang]
    assert stale not in free and open_ in free, free


def test_the_farewell_still_says_the_key_opens_a_closed_gate():
    """Where the gate is still shut (the reader left the course), the end's word says the key opens it."""
    from cthulhu_widgets.frames.coach_waited import farewell
    words = COACH["en"]
    shut = type("S", (), {"gate_open": False})()
    assert "the key opens it" in farewell(words, shut)


def test_bot_press_words_say_what_one_press_does(course):
    """chaos_en 8: step 7's done line says one press plays one action of a bot (a card, a pick, a step), never "one
    move at a time"; chaos_ja 11: the glow's sentence is plain (not 「光っているときは押すまで待つ」)."""
    lang, by_step = course
    done = next(s["done"] for s in COACH[lang]["steps"] if "▶" in s["done"])
    assert "one move at a time" not in done and "押すまで待つ" not in done, done
    said = {"en": "one card, pick or step", "zh": "一张牌、一次选格或一步", "ja": "カード 1 枚、マス選び 1 回か 1 歩"}[lang]
    assert said in done, done


def test_one_press_of_bot_plays_one_action():
    """chaos_en 8: what the words say is what the table does: one bot_step is one action of one seat."""
    w = ChaosWidget(seed=5, lang="en")
    w.command({"cmd": "learn"})
    for _ in range(4):
        w.command({"cmd": "act", "id": w.coach["id"], "step": w.step_index})
    assert w.state.to_act != w.seat
    before = len(w.state.history)
    w.command({"cmd": "bot_step", "step": w.step_index})
    assert len(w.state.history) == before + 1


def test_zh_TW_course_tells_the_wait_and_the_open_gate_in_its_own_script():
    """The zh-TW course (sentences/zh_tw.py) says the same in Traditional characters, never in English."""
    by_step = marks("zh-TW")
    done, free = by_step[5][0]["done"], by_step[11][0]["free"]
    assert done.startswith("你等待時：") and "A2 的洗腦" in done and "紫色格" in done, done
    assert "大門已經打開" in free and "鑰匙開啟大門" not in free, free
    assert "朝鑰匙" in by_step[1][0]["text"] and "看看隱藏的炸彈" in by_step[5][0]["text"]


# Protection no longer (review 33, room_en 1): played from the hand it comes after the step (CH-CARD-4), so it never
# guards the step the tip is about; the reader's first bomb hit says so (test_round35ba2_bomb_tip)
UNSEEN_WORDS = {"en": ("Mischief", "own team", "spawn", "Checkup"),
                "zh": ("捣蛋", "自己组", "出生点", "体检"), "ja": ("撹乱", "味方の爆弾", "スタート地点", "検診")}


@pytest.mark.parametrize("lang", LANGS)
def test_the_hidden_bombs_tip_is_short_and_keeps_its_lesson(lang):
    """chaos_en 3 (045, 047): the hidden-bombs tip ran past the panel's foot at 1280×800 (a grey strip stayed below
    the table); "too much text". It is about half as long and still says Mischief adds bombs, your own team's hurt
    you too, a patient goes back to its spawn, and Checkup guards a step."""
    from cthulhu_widgets.games.chaos.sentences.coach import MOMENTS

    said = MOMENTS[lang]["unseen"]
    assert len(said) <= {"en": 320, "zh": 110, "ja": 130}[lang], (len(said), said)
    assert all(word in said for word in UNSEEN_WORDS[lang]), said
