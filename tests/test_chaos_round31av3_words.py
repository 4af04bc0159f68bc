"""CHAOS round AV3: one word for the ghost in Chinese (review 30, room_zh 6: 鬼魂 and 幽灵 both on the table)."""
from __future__ import annotations

import json

from cthulhu_widgets.games.chaos.sentences import legend_words, story, zh, zh_tw


def test_zh_and_zh_tw_call_the_ghost_鬼魂_everywhere():
    """The role's name is 鬼魂 (texts' roles); no sentence says 幽灵 / 幽靈 (the legend's did)."""
    tables = [zh.__dict__, zh_tw.__dict__, legend_words.__dict__, story.STORY["zh"]]
    text = json.dumps([{k: v for k, v in t.items() if not k.startswith("_") and isinstance(v, (dict, list, str))}
                       for t in tables], ensure_ascii=False, default=str)
    assert "鬼魂" in text
    assert "幽灵" not in text and "幽靈" not in text


def test_CH_TIME_the_time_chips_say_whose_pieces_in_plain_words():
    """review 30, chaos_en 9 (021): 'Midnight (yours too: random step)' / 'Dawn (your ghost too: a line)' read
    cryptic on the button: they say all patients step at random, all ghosts keep to one line (CH-TIME)."""
    from cthulhu_widgets.games.chaos import texts
    said = {"en": ("all patients", "all ghosts"), "zh": ("所有病人", "所有鬼魂"), "zh-TW": ("所有病人", "所有鬼魂"),
            "ja": ("患者は全員", "幽霊は全員")}
    for lang, (patients, ghosts) in said.items():
        board = texts.BOARD[lang]
        assert board["midnight_short"].startswith(patients) and board["dawn_short"].startswith(ghosts), lang
