"""Newcomer review 21 (CHAOS en desk, finding 2, 011 → 032_g9): the course's step 5 said hidden bombs come from a
ghost's Mischief, and in round 1, before any Mischief, the reader stepped on one of the 4 bombs the deal hides
(CH-MAP-3). The step now says bombs lie hidden from the start and Mischief adds more (ja and zh already did)."""
from __future__ import annotations

from cthulhu_widgets.games.chaos.sentences.coach import COACH


def test_CH_MAP_3_step_5_says_bombs_lie_hidden_from_the_start():
    step = next(s for s in COACH["en"]["steps"] if s.get("move") == "move col=3 row=7")
    assert "hidden from the start" in step["text"], step["text"]
    # Mischief's bombs are the step's "What just happened" (review 25, chaos_en 4: step 5's bubble was a wall of text),
    # the card said with what it is where the course first names it (review 34, chaos_ja 5, room_zh 3)
    assert all("Mischief (a ghost card) adds more" in said for said in (step["done"], *step["done_when"].values())), step


def test_CH_MAP_3_the_rules_say_bombs_lie_hidden_from_the_start_and_the_gate_opens_for_both_teams():
    """Room en (review 21, findings 1 and 2: 013_move1, 036/037): the rules said patients are sent back by hidden bombs,
    never that 4 lie there from the start, nor that an open gate lets either team's patient out."""
    from cthulhu_widgets.games.chaos.sentences import en, ja, zh, zh_tw

    for module, bombs, gate in ((en, "4 from the start", "for both teams' patients"), (ja, "最初から 4 個", "両チーム"),
                                (zh, "开局就有 4 个", "两组"), (zh_tw, "開局就有 4 個", "兩組")):
        rules = " ".join(module.HELP["rules"])
        assert bombs in rules and gate in rules, module.__name__
