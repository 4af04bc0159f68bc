"""CH-TEAM-3 (ties re-rolled): review 29, room_en 10 (003): "Team A rolls… 7. Team B rolls… 7. Team B rolls 1 and 2,
3 in all" read as team B rolling twice for no reason (A's same re-roll was a repeat). A re-roll says the tie."""
from __future__ import annotations

from cthulhu_widgets.frames import build
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match


def test_a_tie_is_said_and_each_reroll_is_one_CH_TEAM_3():
    """Seed 41: A and B both roll 7, then A rolls 2 and B 8."""
    match = Match.new(chaos, seed=41)
    said = {lang: [line["text"] for line in build.of(match, "A1", lang, log_from=0)["log_lines"]][4:8]
            for lang in ("en", "zh", "zh-TW", "ja")}
    assert said["en"] == ["Team A rolls two dice: 2 and 5, 7 in all.", "Team B rolls two dice: 6 and 1, 7 in all.",
                          "A tie: Team A rolls again: 1 and 1, 2 in all.", "A tie: Team B rolls again: 2 and 6, 8 in all."]
    assert said["zh"][2:] == ["平手，A 组重掷：1和1，共 2 点。", "平手，B 组重掷：2和6，共 8 点。"]
    assert said["zh-TW"][2:] == ["平手，A 組重擲：1和1，共 2 點。", "平手，B 組重擲：2和6，共 8 點。"]
    assert said["ja"][2:] == ["同点なのでチーム A が振り直す：1と1、合計 2。", "同点なのでチーム B が振り直す：2と6、合計 8。"]
