"""Newcomer review 35, CHAOS words a player reads (round CC, fixer 5).

chaos_en 11 (shot 006): a hand card's tooltip said "Not now: cards are played after your step (only Checkup may come
before it)" while the prompt said "start a combo with your teammate (click a card)". Both are true (CH-CARD-4: Checkup
before the step; CH-COMBO-1, CH-COVER-1: a combo or a cover is put down as the joint turn begins, then both move), so
the tooltip names the exception too, in every language."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.chaos.texts import BOARD

COMBO = {"en": "combo", "zh": "合作", "zh-TW": "合作", "ja": "コンボ"}
CHECKUP = {"en": "Checkup", "zh": "体检", "zh-TW": "體檢", "ja": "検診"}


@pytest.mark.parametrize("lang", ["en", "zh", "zh-TW", "ja"])
def test_the_not_now_before_the_step_names_both_exceptions(lang):
    words = BOARD[lang]["why_not_move"]
    assert CHECKUP[lang] in words and COMBO[lang] in words, words


def test_japanese_says_mark_for_a_suit_one_way():
    """chaos_ja 9: 'スート' is less familiar to a Japanese player than 'マーク' (トランプのマーク); the glossary holds it."""
    from cthulhu_widgets.games.chaos.sentences.glossary import GLOSSARY
    assert GLOSSARY["ja"]["suit"] == {"is": "マーク", "not": [r"スート"], "ui": []}


def test_japanese_mania_and_the_end_chip_say_when_the_extra_step_comes():
    """chaos_ja 9: Mania's chip 'カードの後に 1 歩追加' read as the wrong way round, and the end chip 'カードを出し終え、
    追加 1 歩のあと引く' was awkward. The step comes once the cards are done (CH-CARD-4 (4)); the chips say so plainly."""
    from cthulhu_widgets.core.texts import fmt
    from cthulhu_widgets.games.chaos.sentences import turn_words
    from cthulhu_widgets.games.chaos.texts import LABELS, PROMPTS
    assert LABELS["ja"]["play_sprint"] == "もう 1 歩（カードを出し終えてから）"
    assert "出し終えてから" in PROMPTS["ja"]["play_sprint"]
    assert fmt(turn_words.END_EXTRA["ja"], n=1) == "出し終えたら追加で 1 歩、それから引く"


def test_japanese_checkup_legend_and_note_name_no_unexplained_r():
    """chaos_ja 10: the 'R' of '7R ✓' was never said to be a ラウンド. The cells now show only ✓ ✗ ✓? ✗? (the round is
    in the mark's tooltip, round CC4), so neither the legend nor the Story's first Checkup note speaks of '7R'."""
    from cthulhu_widgets.games.chaos.sentences.story import STORY
    legend = BOARD["ja"]["legend_checkup"]
    assert "R" not in legend and "✓" in legend and "✗" in legend, legend
    for lang in ("en", "zh", "ja"):
        note = STORY[lang]["note_checkup"]
        assert "{round}" not in note and "✓?" in note, (lang, note)


DICE_AREA = {"en": ("dice area", "outlined"), "zh": ("骰子区", "外框"), "zh-TW": ("骰子區", "外框"), "ja": ("ダイスの範囲", "枠")}


@pytest.mark.parametrize("lang", ["en", "zh", "zh-TW", "ja"])
def test_the_rules_sheet_says_what_the_dice_area_is_where_it_first_names_it(lang):
    """room_en 8 (shot 027): the rules said a new ghost 'is rolled back into the dice area' before any line said what
    that is (only the legend, further down, did): the first rule that names it says it is the outlined middle."""
    from cthulhu_widgets.games.chaos.texts import HELP, TEXTS
    term, outline = DICE_AREA[lang]
    first = next(line for line in HELP[lang]["rules"] if term in line)
    assert outline in first, first
    assert term in TEXTS[lang]["dice"], TEXTS[lang]["dice"]   # the log names it the same way


def _b1_beside_a_wall(lang):
    """Return (state, B1's legal moves as the frame sends them): B1, a patient at g2, a wall at d2's row neighbour."""
    from cthulhu_widgets.frames.chaos import legal
    from cthulhu_widgets.games.chaos import game
    s = game.new_game(seed=1, setup={"first": "B"})
    s.pos["B1"] = (1, 4)   # e2: its neighbour d2 (row 2, column 4) is a wall on the asylum map
    return s, legal(s, s.legal_actions(), lang)


STEP_WORDS = {"en": "wall", "zh": "障碍物", "zh-TW": "障礙物", "ja": "障害物"}


@pytest.mark.parametrize("lang", ["en", "zh", "zh-TW", "ja"])
def test_a_neighbour_cell_the_move_does_not_offer_says_why(lang):
    """room_zh 1: a newcomer who could not see why a cell was not offered got no word. Each neighbour cell of the
    seat's piece that its step does not offer says why in one line (CH-MOVE-2: a patient and a wall), sent once with
    the first move; cells it may step onto (its teammate's too) get none."""
    state, moves = _b1_beside_a_wall(lang)
    why = moves[0]["target"]["steps_why_not"]
    assert list(why) == ["2,4"], why   # d2, the wall; e1, e3, f2 are offered
    assert STEP_WORDS[lang] in why["2,4"] and "\n" not in why["2,4"], why
