"""Round KK, fixer KK5 (newcomer review 41): the CHAOS counter's words say what "it" is and what happened.
room_en 1: the first decision read "Finish A2's reaction: Schizophrenia (Eye) — other suit: it is cancelled" and the
reader could not tell what "it" was; the chip names the enemy combo's leader ("cancels A1's combo"), CH-C4.
chaos_ja 5: a won counter was told 「…対抗で向きが変わった」 (its direction changed) though no one had turned anything:
a same-suit counter takes the enemy combo over (CH-C4), and the header and the story say so in every language."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.chaos.sentences import story, zh_tw
from cthulhu_widgets.games.chaos.sentences.en import BOARD as EN
from cthulhu_widgets.games.chaos.sentences.ja import BOARD as JA
from cthulhu_widgets.games.chaos.sentences.zh import BOARD as ZH
from cthulhu_widgets.games.chaos.sentences.zh_tw import BOARD as ZH_TW
from cthulhu_widgets.games.chaos.texts import move_words
from test_round35ba2_counter_push import _asked

CANCEL = {"en": "other suit: cancels A1's combo", "zh": "不同花色：抵消 A1 的合作",
          "zh-TW": "不同花色：抵消 A1 的合作", "ja": "違うマーク：A1 のコンボを打ち消す"}
TAKEN = {"en": EN, "zh": ZH, "zh-TW": ZH_TW, "ja": JA}
STORIES = {**story.STORY, "zh-TW": zh_tw.STORY}


@pytest.mark.parametrize("lang", sorted(CANCEL))
def test_the_cancel_chip_names_the_combo_it_cancels_CH_C4(lang):
    """Review 41, room_en 1: the chip's "it" is the enemy combo, named by its leader (A1 started it here)."""
    g, react = _asked("schizophrenia_eye")
    assert move_words(g, react, lang)["label"].endswith(CANCEL[lang])


@pytest.mark.parametrize("lang", sorted(TAKEN))
def test_a_won_counter_is_not_told_as_a_turned_direction_CH_C4(lang):
    """Review 41, chaos_ja 5: the header and the story said the combo's direction changed; they say it was taken."""
    said = TAKEN[lang]["combo_reflected_by"] + STORIES[lang]["won_full"]
    for wrong in ("向きが変わった", "turned", "round", "扭转", "扭轉", "转了过来", "轉了過來"):
        assert wrong not in said, (lang, wrong)


def test_the_lessons_midnight_says_what_the_button_says_CH_TIME_2():
    """Review 41, chaos_ja 10 (085/087): the Midnight button said 「患者は全員ランダムに進む」 and the lesson's result
    「羅針盤の指す方向へしか進めない」: two rules read. The result says random too (a compass spin, CH-TIME-2)."""
    from cthulhu_widgets.games.chaos.sentences.lesson2_words import EN as L2_EN, JA as L2_JA, ZH as L2_ZH
    for steps, button in ((L2_EN, EN["midnight_short"]), (L2_ZH, ZH["midnight_short"]), (L2_JA, JA["midnight_short"])):
        assert button in steps[-1]["done"], (button, steps[-1]["done"])


def test_japanese_lines_read_naturally():
    """Review 41, chaos_ja 10: 「味方 A2 と同じマスの強調されたマス」 (006) and 「（最初からか、チーム B の）」 (028)."""
    from cthulhu_widgets.games.chaos.sentences.coach import COACH
    from cthulhu_widgets.games.chaos.sentences.news_words import NEWS
    first = COACH["ja"]["steps"][0]["text"]
    assert "同じマスの強調されたマス" not in first and "A2 がいる" in first
    assert "（最初からか、" not in NEWS["ja"]["bombed_maybe"] and "仕掛けた" in NEWS["ja"]["bombed_maybe"]


@pytest.mark.parametrize("lang", sorted(TAKEN))
def test_the_numbered_markers_have_a_legend_line(lang):
    """Review 41, chaos_en 3 / chaos_ja 8: ①②③ by the pieces were never explained on the table (panel.js trailKey)."""
    said = TAKEN[lang]["trail_key"]
    assert "①②③" in said and len(said) < 80


@pytest.mark.parametrize("lang,checkup", [("en", "Checkup"), ("zh", "体检"), ("zh-TW", "體檢"), ("ja", "検診")])
def test_a_greyed_undo_says_a_checkups_bomb_too(lang, checkup):
    """Review 41, chaos_en 9 (017, 035): after a Checkup Undo greyed "with no word why": its tip (undo_block) said "a
    step that found a hidden bomb", which the reader did not take for the Checkup that showed one."""
    from cthulhu_widgets.games.chaos.sentences import en, ja, zh, zh_tw
    said = {"en": en, "zh": zh, "zh-TW": zh_tw, "ja": ja}[lang].WORDS["undo_bomb"]
    assert checkup in said
