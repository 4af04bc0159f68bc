"""CHAOS table, issue 23 round 6c (two newcomer reviews of the 13:31 build): what the table says, as the rules say it."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.chaos.rules import Rules
from cthulhu_widgets.games.chaos.sentences.coach import MOMENTS

# the role the one-card limit binds at each time (CH-TIME-4: the restricted role only, by default)
LIMITED = {"en": {"midnight": "each patient plays", "dawn": "each ghost plays"},
           "zh": {"midnight": "每个病人每回合最多", "dawn": "每个鬼魂每回合最多"},
           "ja": {"midnight": "患者は 1 手番に 1 枚まで", "dawn": "幽霊は 1 手番に 1 枚まで"}}
EVERY = {"en": "every seat", "zh": "每个座位", "ja": "どの席も"}


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
@pytest.mark.parametrize("time", ["midnight", "dawn"])
def test_the_time_tip_binds_the_one_card_limit_to_the_restricted_role(lang, time):
    """Item 12: the Midnight tip said 'every seat plays at most one card a turn'; the rule binds that role only."""
    assert Rules().time_card_limit == "restricted_role"
    tip = MOMENTS[lang][time]
    assert LIMITED[lang][time] in tip
    assert EVERY[lang] not in tip



def test_the_zh_story_names_the_readers_partner_as_the_readers():
    """Item 9: 'A2 从队友B1 抽取一张牌' read as A2's teammate B1 (B1 is A2's opponent, B2's partner)."""
    from cthulhu_widgets.core.events import Event
    from cthulhu_widgets.frames.story_chaos import ChaosStory
    story = ChaosStory()
    event = Event("CH-CARD", "takes_hidden", {"seat": "A2", "victim": "B1"}, "", None)
    assert story.named(event, "B2", "zh")["victim"] == "你的队友B1"
    assert story.named(event, "B2", "en")["victim"] == "your partner B1"
    assert story.named(event, "A1", "zh")["seat"] == "队友A2"


@pytest.mark.parametrize("lang, lost", [("en", "your team lost"), ("zh", "你的组输了"), ("ja", "あなたのチームの負け")])
def test_a_losing_seat_is_told_its_team_lost(lang, lost):
    """Item 11: the losing seats read only 'Team B wins' (rr/40_end_A1): the title says their team lost."""
    from types import SimpleNamespace
    from cthulhu_widgets.frames.chaos import banner
    result = SimpleNamespace(outcome="B", cause="gate")
    assert lost in banner(result, "A1", lang)["title"]
    assert banner(result, "A1", lang)["win"] is False
    assert lost not in banner(result, "B2", lang)["title"]
    assert lost not in banner(result, None, lang)["title"]   # a spectator: the winning team only


@pytest.mark.parametrize("fixture", ["chaos_start.json"])
def test_a_combo_chip_says_the_partner_joins_only_with_the_matching_card(fixture):
    """Item 4: combos were offered that the partner could not join, unexplained (rr/21_B2_combo, 72_A2): each combo
    chip and sentence says what the partner needs to join (public rules, no hidden card named)."""
    import json
    from pathlib import Path
    data = json.loads((Path(__file__).parents[1] / "js" / "src" / "fixtures" / fixture).read_text(encoding="utf-8"))
    combos = [a for a in data["legal"] if a["kind"] == "combo"]
    assert combos
    for a in combos:
        # the chip names the combo, so the part A2 adds, and what a no costs (review 29, chaos_en 5: "joins only
        # with … in hand" read as a blind guess at A2's hand)
        assert " + " in a["label"] and "your card returns" in a["label"]
        assert "can join only if it holds one" in a["text"]


@pytest.mark.parametrize("lang, title, cause", [("en", "Team B wins", "Its patient escaped"),
                                                ("zh", "B 组胜利", "病人穿过"), ("ja", "チーム B の勝利", "患者が開いた門")])
def test_the_result_sentence_does_not_repeat_the_title(lang, title, cause):
    """Item 11: the header read 'Game over: Team B wins — Team B wins: its patient escaped…' (rr/40_end_A1)."""
    from types import SimpleNamespace
    from cthulhu_widgets.frames.chaos import banner
    b = banner(SimpleNamespace(outcome="B", cause="gate"), None, lang)   # a spectator: the title says who won
    assert b["text"].startswith(cause)
    assert "wins" not in b["text"] and "胜利" not in b["text"] and "勝ち" not in b["text"]
    assert b["title"] == banner(SimpleNamespace(outcome="B", cause="gate"), None, lang)["title"] == title
