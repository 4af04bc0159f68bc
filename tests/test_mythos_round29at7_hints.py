"""Newcomer review 28 (round AT7): a hint says its point in three lines or fewer, the rest behind "More…"
(mythos_ja 1, 049: the battle hint was a 9-line paragraph), and the dispatch hint never advises a move the prompt
says is impossible (mythos_ja 4, 126: 「「ゴメス」で防御する…」 under 「防御はできない」; MY-COMBAT-2)."""
from __future__ import annotations

import re

import pytest

from cthulhu_widgets.games import mythos
from cthulhu_widgets.games.mythos.sentences.coach import MOMENTS

# three lines of the phone's bubble (390 px: ~19 ja / ~40 en characters a line), a card's name counted as 5
LEAD = {"en": 100, "ja": 45}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_hint_leads_with_three_lines_at_most_and_folds_the_rest(lang):
    long = {}
    for key, text in MOMENTS[lang].items():
        if key in ("head", "nudge"):
            continue
        lead = re.sub(r"\{\w+\}", "Gomes" if lang == "en" else "ゴメス", text).split("\n")[0]
        if len(lead) > LEAD[lang]:
            long[key] = len(lead)
    assert not long, long


def _only_assault():
    """The seat's threat attacks Bot 2, whose threat is empty: its ally may assault, none may defend (ja 126)."""
    s = mythos.new_game(0, None, {"decks": ["corrupt", "steadfast"], "first_player": "p0", "players": [
        {"story": ["the_athenaeum"], "threat": ["dark_young"],
         "allies": [{"card": "ray_stuckey", "weapon": "enchanted_knife"}, "gomes"]},
        {"story": ["red_hook"]}]})
    while not (s.pending.kind == "commit" and s.to_act == "p0"):
        s.apply(next(a for a in s.legal_actions() if a.kind in ("pass", "direct", "done")))
    return s


@pytest.mark.parametrize("lang,defend", [("en", "Defend with"), ("ja", "で防御する")])
def test_MY_COMBAT_2_the_dispatch_hint_never_advises_a_defence_the_prompt_rules_out(lang, defend):
    from cthulhu_widgets.frames.mythos_coach import fill_moment
    s = _only_assault()
    assert not any(a.kind == "defend" for a in s.legal_actions())
    said = fill_moment([s], "p0", 0, "dispatch", MOMENTS[lang]["dispatch"], lang)
    assert defend not in said and "「」" not in said, said
