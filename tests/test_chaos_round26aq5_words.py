"""Newcomer review 25, CHAOS time and legend words: the Midnight compass explained where the reader meets it (room_en 5:
"step by compass" never explained, CH-TIME-2: a uniform random spin), grammatical ja time chips and rules (chaos_ja 6),
and the board's numbered arrows and suit marks in the Rules legend (chaos_en 8, chaos_ja 7)."""
import json
from pathlib import Path

import pytest

from cthulhu_widgets.games.chaos import texts

RANDOM = {"en": "random", "zh": "随机", "zh-TW": "隨機", "ja": "ランダム"}


@pytest.mark.parametrize("lang", list(RANDOM))
def test_midnight_compass_is_said_random_where_met(lang):
    """CH-TIME-2: the time chip, the Day pop-up, the Midnight text and the Rules each say the compass spin is random."""
    word = RANDOM[lang]
    help_ = texts.HELP[lang]
    times = texts.CARD_TEXTS["times"]
    where = {"chip": texts.BOARD[lang]["midnight_brief"],
             "day pop-up": times["day"][lang if lang in times["day"] else "zh"]["text"],
             "midnight": times["midnight"][lang if lang in times["midnight"] else "zh"]["text"],
             "rules": next(r for r in help_["rules"] if word in r or "compass" in r or "罗盘" in r or "羅" in r),
             "legend": dict(help_["legend"])[next(k for k, _ in help_["legend"] if any(
                 w in k for w in ("Time", "时间", "時間", "時刻")))]}
    if lang == "zh-TW":
        where = {k: v for k, v in where.items() if k in ("chip", "rules", "legend")}
    missing = [k for k, v in where.items() if word not in v]
    assert not missing, (lang, missing)


def test_ja_time_chips_read_as_japanese():
    """Review 25, chaos_ja 6: the chips' few words and the suit say it in grammatical Japanese."""
    board = texts.BOARD["ja"]
    assert board["midnight_short"] == "患者は全員ランダムに進む"   # (review 38, chaos_ja 12: one wording, HH3)
    assert board["dawn_short"] == "幽霊は全員直線のみ"
    assert "マーク" in board["time_suit"]
    # review 29, chaos_ja 10: 'the ally's ghost too' read as if the enemy's were free (019); a card name is quoted (061)
    assert "全員" in board["dawn_short"] and "味方" not in board["dawn_short"]
    cards = json.loads((Path(texts.__file__).parent / "card_texts.json").read_text(encoding="utf-8"))["cards"]
    assert "「いたずら」で応じ" in cards["schizophrenia_moon"]["ja"]["text"]
    assert not any("何も起きないカード" in g for g in texts.HELP["ja"]["guide"])


@pytest.mark.parametrize("lang", ["en", "zh", "zh-TW", "ja"])
def test_legend_names_the_numbered_arrows_and_the_suits(lang):
    """Review 25 (chaos_en 8, chaos_ja 7): the Rules legend says what ①②③ and ☾ ◉ ☠ on the table mean."""
    rows = [text for _, text in texts.HELP[lang]["legend"]]
    # the ①②③ row since review 29 (chaos_en 10: listed twice) is legend_words' "①②③ steps": the marks in its title
    assert any("①" in head + text for head, text in texts.HELP[lang]["legend"]), lang
    assert any(all(mark in text for mark in "☾◉☠") for text in rows), lang
    assert all(len(text) <= 160 for text in rows[-2:]), "short rows (less text, not more)"
